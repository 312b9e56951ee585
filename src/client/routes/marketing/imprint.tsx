import { EXAMPLE_NOTICE, LegalPage, type LegalSection } from "../../features/legal/legal-page";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { defineTexts, type Lang } from "#shared/i18n";
import { telHref } from "#shared/safety";
import { siteConfig } from "#shared/site-config";

export const meta = metaForPage("imprint");

const texts = defineTexts({
  de: {
    provider: "Anbieter",
    legalForm: "Rechtsform und Vertretung",
    legalFormLabel: "Rechtsform: ",
    representedBy: "Vertreten durch die Geschäftsführung: ",
    contact: "Kontakt",
    phone: "Telefon: ",
    secondPhone: "Telefon (Niederlassung): ",
    email: "E-Mail: ",
    management: "Geschäftsführung: ",
    register: "Registereintrag",
    registerCourt: "Registergericht: ",
    registerNumber: "Registernummer: ",
    vat: "Umsatzsteuer-Identi\u00adfikations\u00adnummer",
    vatLabel: "Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ",
    responsible: "Verantwortlich für den Inhalt",
    responsibleLabel: "Verantwortlich im Sinne des § 18 Abs. 2 MStV: ",
    disputes: "Verbraucher\u00ADstreit\u00ADbeilegung",
    disputesText:
      "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).",
    liability: "Haftung für Inhalte und Links",
    liabilityText:
      "Wir erstellen die Inhalte dieser Website mit Sorgfalt, übernehmen aber keine Gewähr für ihre Vollständigkeit und Aktualität. Für Inhalte externer Websites, auf die wir verlinken, sind deren Betreiber verantwortlich; rechtswidrige Inhalte waren zum Zeitpunkt der Verlinkung nicht erkennbar. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.",
  },
  en: {
    provider: "Provider",
    legalForm: "Legal form and representatives",
    legalFormLabel: "Legal form: ",
    representedBy: "Represented by the managing directors: ",
    contact: "Contact",
    phone: "Phone: ",
    secondPhone: "Phone (office): ",
    email: "E-mail: ",
    management: "Management: ",
    register: "Commercial register",
    registerCourt: "Register court: ",
    registerNumber: "Register number: ",
    vat: "VAT identification number",
    vatLabel: "VAT identification number under Section 27a of the German VAT Act: ",
    responsible: "Responsible for content",
    responsibleLabel: "Responsible under Section 18(2) of the German Interstate Media Treaty (MStV): ",
    disputes: "Consumer dispute resolution",
    disputesText:
      "We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (Section 36 VSBG).",
    liability: "Liability for content and links",
    liabilityText:
      "We create the content of this website with care but cannot guarantee that it is complete and up to date. The operators of external websites we link to are responsible for their content; no unlawful content was apparent when the links were set. If we become aware of any infringement, we remove the link immediately.",
  },
});

/** Imprint with every item § 5 DDG requires, all from site.config.json. */
export default function ImprintPage() {
  const lang = useLang();
  const head = pageTexts[lang].imprint;
  const t = texts[lang];
  const c = siteConfig.company;
  // site.config.json names the country and the second address once per language.
  const country: Record<Lang, string> = { de: c.country, en: c.countryEn };
  const secondAddressLabel: Record<Lang, string> | undefined = c.secondAddress && {
    de: c.secondAddress.label,
    en: c.secondAddress.labelEn,
  };
  const sections: LegalSection[] = [
    {
      heading: t.provider,
      body: (
        <address className="not-italic">
          <strong>{c.name}</strong>
          <br />
          {c.street}
          <br />
          {c.postalCode} {c.city}
          <br />
          {country[lang]}
          {c.secondAddress && secondAddressLabel ? (
            <>
              <br />
              <br />
              {secondAddressLabel[lang]}:
              <br />
              {c.secondAddress.street}, {c.secondAddress.postalCode} {c.secondAddress.city}
            </>
          ) : null}
        </address>
      ),
    },
    {
      heading: t.legalForm,
      body: (
        <p>
          {t.legalFormLabel}
          {c.legalForm}
          <br />
          {t.representedBy}
          {c.representatives.join(", ")}
        </p>
      ),
    },
    {
      heading: t.contact,
      body: (
        <p>
          {t.phone}
          <a href={telHref(c.phone)}>{c.phoneDisplay}</a>
          {c.secondPhone && c.secondPhoneDisplay ? (
            <>
              <br />
              {t.secondPhone}
              <a href={telHref(c.secondPhone)}>{c.secondPhoneDisplay}</a>
            </>
          ) : null}
          <br />
          {t.email}
          <a href={`mailto:${c.email}`}>{c.email}</a>
          <br />
          {t.management}
          <a href={`mailto:${c.managementEmail}`}>{c.managementEmail}</a>
        </p>
      ),
    },
    {
      heading: t.register,
      body: (
        <p>
          {t.registerCourt}
          {c.register}
          <br />
          {t.registerNumber}
          {c.registerNumber}
        </p>
      ),
    },
    {
      heading: t.vat,
      body: (
        <p>
          {t.vatLabel}
          {c.vatId}
        </p>
      ),
    },
    {
      heading: t.responsible,
      body: (
        <p>
          {t.responsibleLabel}
          {c.representatives[0]}, {c.street}, {c.postalCode} {c.city}
        </p>
      ),
    },
    {
      heading: t.disputes,
      body: <p>{t.disputesText}</p>,
    },
    {
      heading: t.liability,
      body: <p>{t.liabilityText}</p>,
    },
  ];
  return (
    <LegalPage
      heading={head.heading}
      intro={head.intro}
      sections={sections}
      exampleNotice={EXAMPLE_NOTICE[lang]}
      numbered={false}
    />
  );
}
