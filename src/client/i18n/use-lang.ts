import { useLocation, useRouteLoaderData } from "react-router";
import type { Lang } from "#shared/i18n";
import { langFromPath } from "#shared/routes";

/**
 * The page's language comes from its URL; admin pages (one URL for both
 * languages) use the preference their layout loader read from the cookie.
 */
export function useLang(): Lang {
  const { pathname } = useLocation();
  const admin = useRouteLoaderData<{ lang?: Lang }>("admin");
  return langFromPath(pathname, admin?.lang);
}
