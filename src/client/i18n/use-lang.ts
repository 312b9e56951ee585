import { useLocation, useRouteLoaderData } from "react-router";
import type { Lang } from "#shared/i18n";
import { langFromPath } from "#shared/routes";

/**
 * The page's language comes from its URL; admin pages (one URL for both
 * languages) use the preference their layout loader read from the cookie;
 * the embedded panel uses the language in its URL's query.
 */
export function useLang(): Lang {
  const { pathname } = useLocation();
  const admin = useRouteLoaderData<{ lang?: Lang }>("admin");
  // The embedded panel takes its language from its loader (?lang=), chosen by the widget on the host page.
  const embed = useRouteLoaderData<{ lang?: Lang }>("embed");
  if (embed?.lang) return embed.lang;
  return langFromPath(pathname, admin?.lang);
}
