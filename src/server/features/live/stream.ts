import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { formatSse } from "#shared/sse";
import type { AppContext } from "../../context";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { openEventStream } from "../../http/sse";
import type { LiveEvent } from "./service";

/** The OpenAPI description of an event stream whose `events` are described in words. */
export const streamDescription = (events: string) => ({
  description: "An event stream (docs/api.md)",
  content: { "text/event-stream": { schema: z.string().describe(events) } },
});

/**
 * Opens an event stream fed by the live events: the first bytes go out once the subscription is
 * live (and, with `register`, once the stream belongs to its session), so nothing is missed; a
 * heartbeat keeps proxies from closing it. `onEvent` writes what this stream may see. Returns the
 * stream, or undefined when it could not be opened.
 */
export async function liveStream(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  streams: Set<() => void>,
  onEvent: (e: LiveEvent, write: (event: string, data: unknown) => void) => void | Promise<void>,
  /** Ties the stream to a session (logout, expiry, a password change end it); answers its unregistration. */
  register?: (end: () => void) => Promise<() => void>,
): Promise<{ write: (event: string, data: unknown) => void; end: () => void; onClose: (fn: () => void) => void } | undefined> {
  let write: (event: string, data: unknown) => void = () => {};
  let unsubscribe: () => Promise<void>;
  try {
    unsubscribe = await ctx.live.subscribe((e) => {
      Promise.resolve(onEvent(e, write)).catch((err: unknown) => req.log.warn({ err }, "live event not sent"));
    });
  } catch (err) {
    req.log.warn({ err }, "live events: subscription failed");
    sendCoded(reply, 503, "live-events-unavailable", requestLanguage(req));
    return undefined;
  }
  const raw = openEventStream(reply);
  write = (event, data) => {
    if (!raw.writableEnded) raw.write(formatSse(event, data));
  };
  const heartbeat = setInterval(() => raw.write(": ping\n\n"), 25_000);
  const closers: (() => void)[] = [];
  const close = () => {
    clearInterval(heartbeat);
    void unsubscribe();
    for (const fn of closers) fn();
    streams.delete(end);
  };
  const end = () => {
    close();
    raw.end();
  };
  streams.add(end);
  req.raw.on("close", close);
  if (register) {
    try {
      closers.push(await register(end));
    } catch (err) {
      // Without the registration a logout could not end it: close, and the browser reconnects.
      req.log.warn({ err }, "live events: session registration failed");
      end();
      return undefined;
    }
    if (raw.writableEnded) return undefined;
  }
  raw.write("retry: 3000\n\n");
  return { write, end, onClose: (fn) => closers.push(fn) };
}
