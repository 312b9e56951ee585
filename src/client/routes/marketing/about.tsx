import { PageHeader } from "../../components/layout/page-header";
import { aboutTexts } from "../../features/marketing/coaches-content";
import { Card, Section } from "../../features/marketing/ui";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { langOfMatch, pageMeta } from "../../seo";
import { siteConfig } from "../../../shared/site-config";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfMatch(matches.at(-1)?.id, location.pathname);
  const t = pageTexts[lang].about;
  return pageMeta({ title: t.title, description: t.description, lang, page: "about" });
};

export default function AboutPage() {
  const lang = useLang();
  const head = pageTexts[lang].about;
  const t = aboutTexts[lang];
  return (
    <>
      <PageHeader heading={head.heading} intro={head.intro} />
      <Section title={t.storyTitle} id="story">
        <p className="max-w-3xl leading-relaxed text-zinc-300">{t.story.replace("{company}", siteConfig.company.name)}</p>
      </Section>
      <Section title={t.missionTitle} id="mission">
        <p className="max-w-3xl leading-relaxed text-zinc-300">{t.mission}</p>
      </Section>
      <Section title={t.valuesTitle} id="values">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {t.values.map((v) => <Card key={v.title} title={v.title}>{v.text}</Card>)}
        </div>
      </Section>
    </>
  );
}
