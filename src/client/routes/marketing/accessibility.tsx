import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  AUTHORITIES,
  LIMITATIONS,
  STATEMENT_CREATED,
  STATEMENT_REVISED,
  statementTexts,
} from "../../features/legal/accessibility-statement";
import { EXAMPLE_NOTICE, LegalDate, LegalPage, type LegalSection } from "../../features/legal/legal-page";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { format } from "#shared/i18n";
import { PAGES } from "#shared/routes";
import { telHref } from "#shared/safety";
import { accessibilityContact, siteConfig } from "#shared/site-config";

export const meta = metaForPage("accessibility");

/** Text around one placeholder, with the placeholder replaced by an element. */
function around(text: string, placeholder: string, element: ReactNode) {
  const [before, after] = text.split(`{${placeholder}}`);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}

/** An authority's German name: marked as German, so a screen reader on the English page pronounces it so. */
function GermanName({ children }: { children: string }) {
  return <span lang="de">{children}</span>;
}

const host = (url: string) => new URL(url).host;

/**
 * The accessibility statement that § 14 BFSG asks of services that lead to consumer contracts online: the
 * service, the requirements and how they are met, the known barriers (data in accessibility-statement.ts),
 * the alternatives to speech, where to report a barrier (site.config.json) and the market surveillance authority.
 */
export default function AccessibilityPage() {
  const lang = useLang();
  const head = pageTexts[lang].accessibility;
  const t = statementTexts[lang];
  const company = siteConfig.company.name;
  const contact = accessibilityContact(siteConfig.company);
  const sections: LegalSection[] = [
    {
      heading: t.service.heading,
      body: (
        <>
          <p>{format(t.service.what, { company })}</p>
          <p>{t.service.scope}</p>
        </>
      ),
    },
    {
      heading: t.usage.heading,
      body: (
        <ul className="space-y-2">
          {t.usage.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ),
    },
    {
      heading: t.requirements.heading,
      body: (
        <>
          <p>{t.requirements.basis}</p>
          <p>{t.requirements.measuresIntro}</p>
          <ul className="space-y-2">
            {t.requirements.measures.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      heading: t.status.heading,
      body: <p data-testid="accessibility-status">{t.status.text}</p>,
    },
    {
      heading: t.limitations.heading,
      body: (
        <>
          <p>{t.limitations.intro}</p>
          <ul className="space-y-3" data-testid="accessibility-limitations">
            {LIMITATIONS.map((entry) => {
              const l = entry[lang];
              return (
                <li key={l.title}>
                  <strong>{l.title}:</strong> {l.barrier}
                  <span className="mt-1 block">
                    {t.limitations.alternative} {l.alternative}
                  </span>
                </li>
              );
            })}
          </ul>
          <p>{t.limitations.closing}</p>
        </>
      ),
    },
    {
      heading: t.alternatives.heading,
      body: (
        <>
          <p>{t.alternatives.intro}</p>
          <ul className="space-y-2">
            {t.alternatives.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      heading: t.feedback.heading,
      body: (
        <>
          <p>{t.feedback.intro}</p>
          <p data-testid="accessibility-contact">
            {t.feedback.email}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
            <br />
            {t.feedback.phone}
            <a href={telHref(contact.phone)}>{contact.phoneDisplay}</a>
          </p>
          <p>{around(t.feedback.form, "link", <Link to={PAGES.contact[lang]}>{t.feedback.formLink}</Link>)}</p>
          <p>{t.feedback.details}</p>
        </>
      ),
    },
    {
      heading: t.enforcement.heading,
      body: (
        <>
          <p>
            {around(t.enforcement.authority, "mlbf", <GermanName>{AUTHORITIES.mlbf.name}</GermanName>)}{" "}
            <a href={AUTHORITIES.mlbf.url}>{host(AUTHORITIES.mlbf.url)}</a>
          </p>
          <p>
            {around(t.enforcement.request, "conciliation", <GermanName>{AUTHORITIES.conciliation.name}</GermanName>)}{" "}
            <a href={AUTHORITIES.conciliation.url}>{host(AUTHORITIES.conciliation.url)}</a>
          </p>
          <p>{t.enforcement.first}</p>
        </>
      ),
    },
    {
      heading: t.method.heading,
      body: (
        <>
          <p>{around(t.method.created, "date", <LegalDate date={STATEMENT_CREATED} />)}</p>
          <p>{format(t.method.how, { company })}</p>
          <p>{t.method.review}</p>
        </>
      ),
    },
  ];
  return (
    <LegalPage
      heading={head.heading}
      intro={head.intro}
      sections={sections}
      exampleNotice={EXAMPLE_NOTICE[lang]}
      updated={STATEMENT_REVISED}
    />
  );
}
