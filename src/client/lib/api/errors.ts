import { ERROR_TEXTS, errorText, isTextedErrorCode, type ApiError } from "#shared/contracts/errors";
import type { Lang } from "#shared/i18n";

/**
 * A refused request's body as far as it is the API's error (`{error, code}`):
 * openapi-fetch hands it over parsed when it was JSON and as text otherwise
 * (a proxy's page), and a body without one gives `{}`.
 */
export function apiError(body: unknown): Partial<ApiError> {
  if (typeof body !== "object" || body === null) return {};
  return {
    ...("error" in body && typeof body.error === "string" ? { error: body.error } : {}),
    ...("code" in body && isTextedErrorCode(body.code) ? { code: body.code } : {}),
  };
}

/**
 * What a page shows for a request the server refused: the catalogue's text
 * for its code in the page's language, else the server's own words, else
 * `fallback` (an answer that carried no error, such as a proxy's page).
 */
export function refusedText(body: unknown, lang: Lang, fallback: string): string {
  return errorText(apiError(body), lang, fallback);
}

/** What a page shows for a request that got no answer at all (network down, server away): the catalogue's text. */
export function noAnswerText(lang: Lang): string {
  return ERROR_TEXTS[lang]["service-unavailable"];
}
