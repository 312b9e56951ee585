import type { FastifyRequest } from "fastify";
import type { Lang } from "#shared/i18n";

const asLang = (v: unknown): Lang | undefined => (v === "en" || v === "de" ? v : undefined);

function fromHeader(value: string | string[] | undefined): Lang | undefined {
  const first = (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim().toLowerCase();
  if (!first) return undefined;
  return first.startsWith("en") ? "en" : first.startsWith("de") ? "de" : undefined;
}

/**
 * The language a request's answers and errors are worded in (docs/api.md,
 * "Errors"): the `lang` of its body or query when it names one (the chat,
 * personas), else Content-Language (the pages' API client sets it to the
 * page's language); German by default. Accept-Language is not read: a
 * browser set to English says nothing about the page its user reads.
 */
export function requestLanguage(req: Pick<FastifyRequest, "headers" | "body" | "query">): Lang {
  const body = req.body as { lang?: unknown } | null | undefined;
  const query = req.query as { lang?: unknown } | null | undefined;
  return (
    asLang(typeof body === "object" ? body?.lang : undefined) ??
    asLang(typeof query === "object" ? query?.lang : undefined) ??
    fromHeader(req.headers["content-language"]) ??
    "de"
  );
}
