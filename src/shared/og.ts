import type { Lang } from "./i18n";
import type { PageKey } from "./routes";

/** Where the build puts a page's Open Graph image (scripts/make-og-images.ts); pages without one use /og-image.jpg. */
export function ogImagePath(page: PageKey, lang: Lang): string {
  return `/og/${page}-${lang}.png`;
}
