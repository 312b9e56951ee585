import type { FastifyReply } from "fastify";
import { ERROR_TEXTS, type ApiError, type ErrorCode, type TextedErrorCode } from "#shared/contracts/errors";
import type { Lang } from "#shared/i18n";

/** Every JSON error has the shape {"error": "<sentence>", "code": "<code>"} (docs/api.md, "Errors"). */
export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  const body: ApiError = { error: message, code };
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/** An error whose sentence pages also know (shared ERROR_TEXTS), in the request's language. */
export function sendCoded(reply: FastifyReply, status: number, code: TextedErrorCode, lang: Lang = "de") {
  return sendError(reply, status, code, ERROR_TEXTS[lang][code]);
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
