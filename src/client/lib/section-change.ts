/**
 * Whether a navigation only opens another section of the page it is on: the same path, other search
 * parameters (the console's `?tab=`), no form sent. The loaders of such a page read who is signed in,
 * which a section change does not alter, so they need not ask the server again: the section opens at
 * once, and quick changes (arrow keys down a tab list) cannot race each other's round trips.
 */
export function isSectionChange({
  currentUrl,
  nextUrl,
  formMethod,
}: {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
}): boolean {
  return !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
}
