import createClient, { type Client } from "openapi-fetch";
import { useMemo } from "react";
import type { Lang } from "#shared/i18n";
import { noAnswerText, refusedText } from "./errors";
import type { paths } from "./schema";

/**
 * The API's typed client: every path, parameter, body and answer comes from
 * the OpenAPI document the server generates from its routes' schemas
 * (schema.ts, `npm run openapi`), so a page cannot call a route that does not
 * exist or read a field the server does not send.
 */
export type Api = Client<paths>;

/** How a client sends its requests: `fetch`, or the admin session's, which signs in again and repeats one. */
export type ApiFetch = (request: Request) => Promise<Response>;

/** The browser's `fetch`, looked up per request: the default `send`, and what a `send` that adds to it calls. */
export const browserFetch: ApiFetch = (request) => fetch(request);

/**
 * A client for a page in `lang`. Every request says the page's language
 * (Content-Language), so the server words its errors in it; `send` sends
 * them (the browser's `fetch` when not given, looked up per request).
 */
export function createApi(lang: Lang, send: ApiFetch = browserFetch): Api {
  return createClient<paths>({ headers: { "content-language": lang }, fetch: send });
}

/** The page's client in `lang`, made once per language. */
export function useApi(lang: Lang): Api {
  return useMemo(() => createApi(lang), [lang]);
}

/**
 * A request's answer as openapi-fetch gives it: `data` on success, `error` on
 * a refusal. One optional `data` (not openapi-fetch's union of both cases)
 * lets `D` be inferred as the success's type alone.
 */
type Answer<D> = { data?: D; error?: unknown; response: Response };

/** openapi-fetch answers a 2xx response with its `data` (undefined for 204) and any other with its `error`. */
const succeeded = <D>(answer: Answer<D>): answer is Answer<D> & { data: D } => answer.response.ok;

/** What became of a request, for a page: the answer's data, or the text to show. */
export type Settled<D> = { ok: true; data: D } | { ok: false; text: string };

/**
 * Settles a request for a page. Refused, it gives the server's error in the
 * page's language (`fallback` for an answer without one, see refusedText);
 * without any answer, `thrown`'s text for what was thrown (by default the
 * catalogue's `service-unavailable`).
 */
export async function settle<D>(
  request: Promise<Answer<D>>,
  lang: Lang,
  fallback: string,
  thrown: (err: unknown, lang: Lang) => string = (_err, l) => noAnswerText(l),
): Promise<Settled<D>> {
  let answer: Answer<D>;
  try {
    answer = await request;
  } catch (err) {
    return { ok: false, text: thrown(err, lang) };
  }
  return succeeded(answer) ? { ok: true, data: answer.data } : { ok: false, text: refusedText(answer.error, lang, fallback) };
}

/** The JSON body a route takes, for the few requests sent without the client (an upload with progress). */
export type RequestJson<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { "application/json": infer B } };
}
  ? B
  : never;

/** The JSON a route answers with on success (200 or 201), for answers read without the client. */
export type AnswerJson<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: infer R;
}
  ? R extends { 200: { content: { "application/json": infer A } } }
    ? A
    : R extends { 201: { content: { "application/json": infer A } } }
      ? A
      : never
  : never;
