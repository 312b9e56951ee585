import { PageHeader } from "../../components/layout/page-header";
import { coachesTexts } from "../../features/marketing/coaches-content";
import { Card, primaryButton, Section } from "../../features/marketing/ui";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../seo";
import { siteConfig } from "#shared/site-config";

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
      <section className="mx-auto mb-16 max-w-4xl rounded-3xl border border-white/10 bg-gradient-to-br from-purple-950/60 to-pink-950/40 px-6 py-12 text-center">
        <h2 className="text-3xl font-bold text-white">{t.ctaTitle}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-zinc-300">{t.ctaText}</p>
        <a href={siteConfig.bookingUrl} target="_blank" rel="noopener noreferrer" className={`${primaryButton} mt-8`}>
          {t.cta}
        </a>
      </section>
    </>
  );
}
