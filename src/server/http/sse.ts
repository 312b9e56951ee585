import type { FastifyReply } from "fastify";
import type { ServerResponse } from "node:http";

/**
 * Takes the response over from Fastify and opens a server-sent event stream:
 * no caching, no compression, no proxy buffering (X-Accel-Buffering).
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  // Set one by one rather than passed to writeHead, so they can be read back (the metrics count open streams by their type).
  raw.setHeader("content-type", "text/event-stream; charset=utf-8");
  raw.setHeader("cache-control", "no-cache, no-transform");
  raw.setHeader("connection", "keep-alive");
  raw.setHeader("x-accel-buffering", "no");
  raw.setHeader("x-content-type-options", "nosniff");
  raw.writeHead(200);
  return raw;
}
