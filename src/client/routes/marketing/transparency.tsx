import { PageHeader } from "../../components/layout/page-header";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { langOfMatch, pageMeta } from "../../seo";
import type { Route } from "./+types/transparency";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfMatch(matches.at(-1)?.id, location.pathname);
  const t = pageTexts[lang].transparency;
  return pageMeta({ title: t.title, description: t.description, lang, page: "transparency" });
};

export default function TransparencyPage() {
  const t = pageTexts[useLang()].transparency;
  return <PageHeader heading={t.heading} intro={t.intro} />;
}
