/**
 * The one layout grid of the public site: header, page headers, sections,
 * closing calls to action and footer share this width and these gutters, so
 * every page has a single left edge (32 px at 1280 px, 24 px on tablets,
 * 16 px on phones). Narrower text measures sit inside it, left-aligned.
 */
export const PAGE_GUTTER = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";
