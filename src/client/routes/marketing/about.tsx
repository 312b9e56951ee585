import { PageHeader } from "../../components/layout/page-header";
import { aboutTexts } from "../../features/marketing/coaches-content";
import { Link } from "react-router";
import { useContactModal } from "../../features/contact/contact-modal-context";
import { Card, ClosingCta, primaryButton, secondaryButton, Section } from "../../features/marketing/ui";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { siteConfig } from "#shared/site-config";
import { format } from "#shared/i18n";
import { PAGES } from "#shared/routes";

export const meta = metaForPage("about");

export default function AboutPage() {
  const lang = useLang();
  const head = pageTexts[lang].about;
  const t = aboutTexts[lang];
  const { open } = useContactModal();
  return (
    <>
      <PageHeader heading={head.heading} intro={head.intro} />
      <Section title={t.storyTitle} id="story">
        <p className="max-w-3xl leading-relaxed text-zinc-300">{format(t.story, { company: siteConfig.company.name })}</p>
      </Section>
      <Section title={t.missionTitle} id="mission">
        <p className="max-w-3xl leading-relaxed text-zinc-300">{t.mission}</p>
      </Section>
      <Section title={t.valuesTitle} id="values">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {t.values.map((v) => (
            <Card key={v.title} title={v.title}>
              {v.text}
            </Card>
          ))}
        </div>
      </Section>
      <ClosingCta title={t.ctaTitle} text={t.ctaText}>
        <button type="button" onClick={open} className={primaryButton}>
          {t.cta}
        </button>
        <Link to={PAGES.demo[lang]} className={secondaryButton}>
          {t.demo}
        </Link>
      </ClosingCta>
    </>
  );
}
