/**
 * The global where the running server keeps its SITE_URL while it renders
 * pages, so their canonical and Open Graph URLs name the site as it runs, not
 * as it was built (the client's seo.ts reads it).
 */
export const RUNTIME_ORIGIN_KEY = "__mentalCoachSiteOrigin";
