import type { FastifyReply } from "fastify";
import type { ServerResponse } from "node:http";

/**
 * Takes the response over from Fastify and opens a server-sent event stream:
 * no caching, no compression, no proxy buffering (X-Accel-Buffering).
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
    "x-content-type-options": "nosniff",
  });
  return raw;
}
