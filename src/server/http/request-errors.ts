import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "./errors";

/** What a client hears when its request is malformed before any route sees it. */
export const REQUEST_ERROR_MESSAGES = {
  invalidJson: "Ungültiges JSON im Anfragekörper",
  bodyTooLarge: "Der Anfragekörper ist zu groß",
  mediaType: "Nicht unterstützter Inhaltstyp",
  contentLength: "Die Länge des Anfragekörpers passt nicht zur Angabe in Content-Length.",
  headersTooLarge: "Die Kopfzeilen der Anfrage sind zu groß.",
  timeout: "Die Anfrage hat zu lange gedauert.",
  badUrl: "Die Adresse der Anfrage ist ungültig.",
  urlTooLong: "Die Adresse der Anfrage ist zu lang.",
  malformed: "Die Anfrage ist fehlerhaft.",
} as const;

/**
 * The message of a 4xx error for the JSON error body (docs/api.md, "Errors"). Fastify's own
 * errors (codes FST_*) get a German text instead of their English one; our
 * own errors already carry theirs.
 */
export function requestErrorMessage(err: { message: string; code?: string }): string {
  switch (err.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return REQUEST_ERROR_MESSAGES.invalidJson;
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return REQUEST_ERROR_MESSAGES.bodyTooLarge;
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return REQUEST_ERROR_MESSAGES.mediaType;
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return REQUEST_ERROR_MESSAGES.contentLength;
    default:
      return err.code?.startsWith("FST_") ? REQUEST_ERROR_MESSAGES.malformed : err.message;
  }
}

/**
 * Fastify's router errors (a path with a broken percent-escape, an overlong
 * parameter) bypass the error handler; this answers them in our shape.
 */
export function frameworkErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH") void sendError(reply, 414, REQUEST_ERROR_MESSAGES.urlTooLong);
  else if (err.code === "FST_ERR_BAD_URL") void sendError(reply, 400, REQUEST_ERROR_MESSAGES.badUrl);
  else void sendError(reply, err.statusCode && err.statusCode < 500 ? err.statusCode : 400, REQUEST_ERROR_MESSAGES.malformed);
}

/**
 * Requests that Node's HTTP parser refuses before Fastify sees them: headers
 * over the limit (431), a timeout (408), a broken request line (400). Same
 * behaviour as Fastify's default handler, with our JSON error body.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, message] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", REQUEST_ERROR_MESSAGES.headersTooLarge]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", REQUEST_ERROR_MESSAGES.timeout]
        : [400, "Bad Request", REQUEST_ERROR_MESSAGES.malformed];
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
