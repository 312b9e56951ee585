import { PageHeader } from "../../components/layout/page-header";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { langOfMatch, pageMeta } from "../../seo";
import type { Route } from "./+types/choose-presence";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfMatch(matches.at(-1)?.id, location.pathname);
  const t = pageTexts[lang].choosePresence;
  return pageMeta({ title: t.title, description: t.description, lang, page: "choosePresence" });
};

export default function ChoosePresencePage() {
  const t = pageTexts[useLang()].choosePresence;
  return <PageHeader heading={t.heading} intro={t.intro} />;
}
