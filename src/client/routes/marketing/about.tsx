import { PageHeader } from "../../components/layout/page-header";
import { aboutTexts } from "../../features/marketing/coaches-content";
import { Card, Section } from "../../features/marketing/ui";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { metaForPage } from "../../seo";
import { siteConfig } from "#shared/site-config";
import { format } from "#shared/i18n";

export const meta = metaForPage("about");

export default function AboutPage() {
  const lang = useLang();
  const head = pageTexts[lang].about;
  const t = aboutTexts[lang];
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
    </>
  );
}
