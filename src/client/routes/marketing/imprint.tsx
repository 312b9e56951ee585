import { PageHeader } from "../../components/layout/page-header";
import { pageTexts } from "../../i18n/pages";
import { useLang } from "../../i18n/use-lang";
import { langOfMatch, pageMeta } from "../../seo";
import type { Route } from "./+types/imprint";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfMatch(matches.at(-1)?.id, location.pathname);
  const t = pageTexts[lang].imprint;
  return pageMeta({ title: t.title, description: t.description, lang, page: "imprint" });
};

export default function ImprintPage() {
  const t = pageTexts[useLang()].imprint;
  return <PageHeader heading={t.heading} intro={t.intro} />;
}
