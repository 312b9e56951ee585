import { PageHeader } from "../../components/layout/page-header";
import { coachesTexts } from "../../features/marketing/coaches-content";
import { Link } from "react-router";
import { Card, ClosingCta, primaryButton, secondaryButton, Section } from "../../features/marketing/ui";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../page-meta";
import { siteConfig } from "#shared/site-config";
import { PAGES } from "#shared/routes";

export const meta = metaForPage("mentalCoaches");

export default function MentalCoachesPage() {
  const lang = useLang();
  const head = pageTexts[lang].mentalCoaches;
  const t = coachesTexts[lang];
  return (
    <>
      <PageHeader heading={head.heading} intro={head.intro} />
      {t.groups.map((g, i) => (
        <Section key={g.title} title={g.title} id={`group-${i}`}>
          <div className="grid gap-6 md:grid-cols-2">
            {g.items.map((item) => (
              <Card key={item.title} title={item.title}>
                {item.text}
              </Card>
            ))}
          </div>
        </Section>
      ))}
      <ClosingCta title={t.ctaTitle} text={t.ctaText}>
        <Link to={PAGES.choosePresence[lang]} className={primaryButton}>
          {t.presence}
        </Link>
        <a href={siteConfig.bookingUrl} target="_blank" rel="noopener noreferrer" className={secondaryButton}>
          {t.cta}
        </a>
      </ClosingCta>
    </>
  );
}
