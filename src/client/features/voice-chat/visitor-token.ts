import { useMemo } from "react";
import { VISITOR_TOKEN_HEADER } from "#shared/api/feedback";
import type { Lang } from "#shared/i18n";
import { browserFetch, createApi, type Api, type ApiFetch } from "../../lib/api/client";

/**
 * The visitor of the panel inside another site's frame, as the server signed
 * it. Browsers keep no cookie for a frame on another site (Safari, Firefox and
 * Chrome without third-party cookies), so the panel holds its token here, in
 * memory only, and sends it with its requests: it lives as long as the panel,
 * like the conversation itself, and nothing is stored in the browser.
 * docs/decisions/037-visitor-identity-in-embeds.md
 */
let token: string | undefined;

/** On our own pages the visitor cookie does the work; only a panel in a frame carries the token. */
const framed = () => window.parent !== window;

const send: ApiFetch = async (request) => {
  if (!framed()) return browserFetch(request);
  request.headers.set(VISITOR_TOKEN_HEADER, token ?? "new");
  const response = await browserFetch(request);
  token = response.headers.get(VISITOR_TOKEN_HEADER) ?? token;
  return response;
};

/** The API client of the voice chat: in a frame it carries the visitor token. */
export function useVisitorApi(lang: Lang): Api {
  return useMemo(() => createApi(lang, send), [lang]);
}
