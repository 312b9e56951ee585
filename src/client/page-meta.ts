import type { MetaFunction } from "react-router";
import { pageTexts } from "./i18n/pages";
import { metaWithTexts } from "./seo";
import { LANGS, type Lang } from "#shared/i18n";
import type { PageKey } from "#shared/routes";

/** The meta() of a fixed page of the route table: its title and description in the page's language. */
export function metaForPage(page: PageKey): MetaFunction {
  const texts = {} as Record<Lang, { title: string; description: string }>;
  for (const lang of LANGS) texts[lang] = pageTexts[lang][page];
  return metaWithTexts(page, texts);
}
