import { defineTexts } from "./i18n";

/** Limits of web sources (docs/decisions/051-web-sources-and-ssrf.md). */
export const WEB_SOURCE_LIMITS = {
  /** Pages one source (a sitemap) may bring in. */
  maxPages: 200,
  /** Largest page, robots.txt or sitemap read, in bytes. */
  maxPageBytes: 2 * 1024 * 1024,
  /** Hours between automatic fetches: at least one, at most thirty days. */
  minRefreshHours: 1,
  maxRefreshHours: 720,
  defaultRefreshHours: 24,
} as const;

/** Why a web source (or one of its pages) could not be read; the console says it in the operator's language. */
export type WebSourceErrorCode =
  | "web-bad-url"
  | "web-private-address"
  | "web-robots"
  | "web-http-status"
  | "web-too-large"
  | "web-content-type"
  | "web-redirect-host"
  | "web-timeout"
  | "web-unreachable"
  | "web-no-text"
  | "web-sitemap-empty";

/** The reasons; `{detail}` is the HTTP status, the address refused or the type received. */
export const WEB_SOURCE_ERROR_TEXTS = defineTexts({
  de: {
    "web-bad-url": "Die Adresse ist ungültig: nur http und https, ohne Zugangsdaten und ohne eigenen Port.",
    "web-private-address":
      "Die Adresse führt in ein internes Netz ({detail}). Solche Adressen werden nur für freigegebene Intranet-Hosts abgerufen.",
    "web-robots": "Die robots.txt der Website erlaubt das Abrufen dieser Seite nicht.",
    "web-http-status": "Der Server hat mit dem Status {detail} geantwortet.",
    "web-too-large": "Die Seite ist zu groß (höchstens 2 MB).",
    "web-content-type": "Die Adresse liefert keine Webseite, sondern „{detail}“.",
    "web-redirect-host":
      "Die Seite leitet auf eine andere Website um ({detail}); es werden nur Seiten derselben Website abgerufen.",
    "web-timeout": "Der Server hat nicht rechtzeitig geantwortet.",
    "web-unreachable": "Der Server ist nicht erreichbar ({detail}).",
    "web-no-text": "Die Seite enthält keinen lesbaren Text.",
    "web-sitemap-empty": "Die Sitemap nennt keine Seiten dieser Website.",
  } satisfies Record<WebSourceErrorCode, string>,
  en: {
    "web-bad-url": "The address is not valid: only http and https, without credentials and without a port of its own.",
    "web-private-address":
      "The address leads into an internal network ({detail}). Such addresses are fetched only for allowed intranet hosts.",
    "web-robots": "The website's robots.txt does not allow fetching this page.",
    "web-http-status": "The server answered with status {detail}.",
    "web-too-large": "The page is too large (2 MB at most).",
    "web-content-type": "The address does not return a web page but “{detail}”.",
    "web-redirect-host": "The page redirects to another website ({detail}); only pages of the same website are fetched.",
    "web-timeout": "The server did not answer in time.",
    "web-unreachable": "The server cannot be reached ({detail}).",
    "web-no-text": "The page contains no readable text.",
    "web-sitemap-empty": "The sitemap lists no pages of this website.",
  },
});
