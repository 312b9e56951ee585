import type { FastifyReply } from "fastify";
import { errorMessage, type ApiError, type ErrorCode } from "#shared/contracts/errors";
import type { Lang } from "#shared/i18n";

/** Every JSON error has the shape {"error": "<sentence>", "code": "<code>"} (docs/api.md, "Errors"). */
export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  const body: ApiError = { error: message, code };
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/** An error with its catalogue text (shared ERROR_TEXTS) in the request's language, placeholders filled from `vars`. */
export function sendCoded(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  lang: Lang = "de",
  vars: Record<string, string | number> = {},
) {
  return sendError(reply, status, code, errorMessage(code, lang, vars));
}

/** An error thrown where no reply is at hand; the app's error handler answers it with its status and code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
