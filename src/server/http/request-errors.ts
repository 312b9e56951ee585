import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ERROR_TEXTS, type ApiError, type ErrorCode } from "#shared/contracts/errors";
import { sendError } from "./errors";

/**
 * What a client hears when its request is malformed before any route sees it: the catalogue's
 * German texts (shared ERROR_TEXTS), since no language of the request is known yet.
 */
export const REQUEST_ERROR_MESSAGES = {
  invalidJson: ERROR_TEXTS.de["invalid-json"],
  bodyTooLarge: ERROR_TEXTS.de["body-too-large"],
  mediaType: ERROR_TEXTS.de["unsupported-media-type"],
  contentLength: ERROR_TEXTS.de["content-length-mismatch"],
  headersTooLarge: ERROR_TEXTS.de["headers-too-large"],
  timeout: ERROR_TEXTS.de["request-timeout"],
  badUrl: ERROR_TEXTS.de["bad-url"],
  urlTooLong: ERROR_TEXTS.de["url-too-long"],
  malformed: ERROR_TEXTS.de["malformed-request"],
} as const;

/**
 * The code and message of a 4xx error for the JSON error body (docs/api.md, "Errors"). Fastify's
 * own errors (codes FST_*) get a German text instead of their English one; an HttpError carries
 * its own code; any other error thrown with a 4xx status keeps its message.
 */
export function requestError(err: { message: string; code?: string; errorCode?: ErrorCode }): {
  code: ErrorCode;
  message: string;
} {
  switch (err.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { code: "invalid-json", message: REQUEST_ERROR_MESSAGES.invalidJson };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { code: "body-too-large", message: REQUEST_ERROR_MESSAGES.bodyTooLarge };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { code: "unsupported-media-type", message: REQUEST_ERROR_MESSAGES.mediaType };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { code: "content-length-mismatch", message: REQUEST_ERROR_MESSAGES.contentLength };
    default:
      if (err.code?.startsWith("FST_")) return { code: "malformed-request", message: REQUEST_ERROR_MESSAGES.malformed };
      return { code: err.errorCode ?? "invalid-input", message: err.message };
  }
}

/**
 * Fastify's router errors (a path with a broken percent-escape, an overlong
 * parameter) bypass the error handler; this answers them in our shape.
 */
export function frameworkErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH") void sendError(reply, 414, "url-too-long", REQUEST_ERROR_MESSAGES.urlTooLong);
  else if (err.code === "FST_ERR_BAD_URL") void sendError(reply, 400, "bad-url", REQUEST_ERROR_MESSAGES.badUrl);
  else
    void sendError(
      reply,
      err.statusCode && err.statusCode < 500 ? err.statusCode : 400,
      "malformed-request",
      REQUEST_ERROR_MESSAGES.malformed,
    );
}

/**
 * Requests that Node's HTTP parser refuses before Fastify sees them: headers
 * over the limit (431), a timeout (408), a broken request line (400). Same
 * behaviour as Fastify's default handler, with our JSON error body.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, error]: [number, string, ApiError] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", { error: REQUEST_ERROR_MESSAGES.headersTooLarge, code: "headers-too-large" }]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", { error: REQUEST_ERROR_MESSAGES.timeout, code: "request-timeout" }]
        : [400, "Bad Request", { error: REQUEST_ERROR_MESSAGES.malformed, code: "malformed-request" }];
  const body = JSON.stringify(error);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
