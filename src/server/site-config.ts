import raw from "../../site.config.json";
import type { SiteConfig } from "#shared/site-config";

/**
 * The whole site configuration, for the server: the pages' `siteConfig`
 * (shared/site-config.ts) leaves out what only the server needs (the
 * processors the privacy policy names, the operator's crisis lines). Checked
 * by site-config-schema.ts at start.
 */
export const fullSiteConfig = raw as SiteConfig;
