import type { FastifyReply } from "fastify";

/** Every JSON error has the shape {"error": "<message>"} (docs/api.md, "Errors"). */
export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type("application/json; charset=utf-8").send({ error: message });
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
