import { Readable } from "node:stream";
import type { FastifyRequest, onRequestAsyncHookHandler, onResponseAsyncHookHandler, preParsingAsyncHookHandler } from "fastify";
import type { AbuseGuard, Charge } from "../abuse/service";
import { clientKey } from "../../http/client-address";
import { guardCharge, guardRequestRate, requestLang, sendLimited } from "../../http/demo-guard";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { HttpError, sendCoded } from "../../http/errors";

/** Recorded audio up to 10 MB (about ten minutes of Opus). */
export const MAX_STT_BYTES = 10 * 1024 * 1024;
/** However slowly it trickles in, one recording must have arrived after this. */
export const MAX_STT_UPLOAD_MS = 60_000;

export interface SttAdmissionOptions {
  abuse: AbuseGuard;
  /** Whether a transcription provider is configured; without one every upload is refused before its body. */
  configured: boolean;
  /** Largest recording in bytes. */
  maxBytes: number;
  /** Transcriptions in flight on this instance, and per client. */
  maxConcurrent: number;
  maxConcurrentPerClient: number;
  /** Milliseconds an upload may send nothing before it is cut off. */
  idleMs: number;
  /** Milliseconds the whole upload may take, however it trickles. */
  deadlineMs: number;
}

/** What one admitted upload holds until its response is over. */
interface Admission {
  key: string;
  charge: Charge;
  /** Set once the audio goes to the provider; until then the charge is given back when the request ends. */
  spent: boolean;
}

/**
 * Admission of audio uploads to /api/stt, before a byte of the body is read:
 *
 * 1. onRequest: media type and Content-Length (413 at once), provider set up,
 *    a free slot (per client 429, per instance 503), the request rate, and
 *    the audio's kilobytes (Content-Length, or the largest recording when the
 *    length is not declared) charged to the client and the daily budget.
 * 2. preParsing: the body is read through a guard that answers 413 as soon
 *    as more than `maxBytes` arrived and 408 after `idleMs` without a byte
 *    or `deadlineMs` in all, and stops reading.
 * 3. When the response is over the slot is free again, and a charge whose
 *    audio never reached the provider is given back.
 *
 * After an answer to a body that was not read to its end, the rest is read
 * and thrown away for at most `min(idleMs, 2 s)`, then the connection is
 * closed: nothing of it is kept, and closing at once, with unread bytes,
 * would make the kernel send a reset that can swallow the answer.
 * Memory is bounded by `maxConcurrent` × `maxBytes`.
 */
export function createSttAdmission(opts: SttAdmissionOptions) {
  const admitted = new WeakMap<FastifyRequest, Admission>();
  const perClient = new Map<string, number>();
  let active = 0;

  const acquire = (key: string): "ok" | "client" | "full" => {
    if ((perClient.get(key) ?? 0) >= opts.maxConcurrentPerClient) return "client";
    if (active >= opts.maxConcurrent) return "full";
    active++;
    perClient.set(key, (perClient.get(key) ?? 0) + 1);
    return "ok";
  };
  const release = (key: string) => {
    active--;
    const n = (perClient.get(key) ?? 1) - 1;
    if (n <= 0) perClient.delete(key);
    else perClient.set(key, n);
  };

  const onRequest: onRequestAsyncHookHandler = async (req, reply) => {
    const lang = requestLang(req);
    if (!/^audio\//i.test(String(req.headers["content-type"] ?? ""))) return sendCoded(reply, 415, "stt-media-type", lang);
    const declared = req.headers["content-length"] === undefined ? undefined : Number(req.headers["content-length"]);
    if (declared !== undefined && declared > opts.maxBytes) return sendCoded(reply, 413, "stt-too-large", lang);
    if (declared === 0) return sendCoded(reply, 400, "stt-no-audio", lang);
    if (!opts.configured) return sendCoded(reply, 503, "stt-not-configured", lang);

    const key = clientKey(req.ip);
    const slot = acquire(key);
    if (slot === "client") return sendLimited(reply, 429, 2, "stt-busy-client", lang);
    if (slot === "full") return sendLimited(reply, 503, 5, "stt-busy", lang);
    let handedOver = false;
    try {
      if (!(await guardRequestRate(req, reply, opts.abuse, lang))) return reply;
      const kb = Math.ceil((declared && declared > 0 ? declared : opts.maxBytes) / 1024);
      const charge = await guardCharge(req, reply, opts.abuse, lang, "stt", kb);
      if (!charge) return reply;
      const admission: Admission = { key, charge, spent: false };
      admitted.set(req, admission);
      handedOver = true;
      reply.raw.once("close", () => {
        release(key);
        if (!admission.spent)
          void opts.abuse
            .refund(charge)
            .catch((err: unknown) => req.log.warn({ err }, "could not give back an unused transcription charge"));
      });
    } finally {
      if (!handedOver) release(key);
    }
  };

  const preParsing: preParsingAsyncHookHandler = async (req, _reply, payload) => {
    const texts = ERROR_TEXTS[requestLang(req)];
    return guardedBody(payload, {
      maxBytes: opts.maxBytes,
      idleMs: opts.idleMs,
      deadlineMs: opts.deadlineMs,
      tooLarge: () => new HttpError(413, "stt-too-large", texts["stt-too-large"]),
      stalled: () => new HttpError(408, "stt-stalled", texts["stt-stalled"]),
    });
  };

  const lingerMs = Math.min(opts.idleMs, MAX_LINGER_MS);
  const onResponse: onResponseAsyncHookHandler = async (req) => {
    const raw = req.raw;
    if (raw.complete || raw.readableEnded || raw.destroyed) return;
    const timer = setTimeout(() => raw.socket?.destroy(), lingerMs);
    timer.unref();
    raw.once("end", () => clearTimeout(timer));
    raw.once("close", () => clearTimeout(timer));
    raw.on("data", discard);
    raw.resume();
  };

  return {
    onRequest,
    preParsing,
    onResponse,
    /**
     * Called by the handler with the audio it received, right before the
     * provider call: what was charged beyond the real size (an upload
     * without Content-Length) is given back, and the charge counts as spent.
     */
    async spend(req: FastifyRequest, bytes: number): Promise<void> {
      const admission = admitted.get(req);
      if (!admission) return;
      admission.spent = true;
      const unused = admission.charge.amount - Math.ceil(bytes / 1024);
      if (unused > 0) await opts.abuse.refund(admission.charge, unused);
    },
    /** Transcriptions in flight on this instance (for tests). */
    get active() {
      return active;
    },
  };
}

/** The longest an unfinished body is drained after the answer before its connection is closed. */
const MAX_LINGER_MS = 2000;
const discard = () => {};

/**
 * The request body as a stream that ends in an error (and stops reading from
 * the socket) when it grows past `maxBytes`, stays silent for `idleMs`, or
 * takes longer than `deadlineMs` in all.
 */
function guardedBody(
  source: NodeJS.ReadableStream & { pause(): unknown; resume(): unknown },
  o: { maxBytes: number; idleMs: number; deadlineMs: number; tooLarge: () => Error; stalled: () => Error },
): Readable {
  let received = 0;
  let finished = false;
  let idle: NodeJS.Timeout | undefined;
  const out = new Readable({
    read() {
      if (!finished) source.resume();
    },
    destroy(err, callback) {
      stop();
      callback(err);
    },
  });
  const fail = (err: Error) => {
    if (finished) return;
    stop();
    source.pause();
    out.destroy(err);
  };
  const armIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => fail(o.stalled()), o.idleMs);
  };
  const deadline = setTimeout(() => fail(o.stalled()), o.deadlineMs);
  const onData = (chunk: Buffer | string) => {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    received += bytes.length;
    if (received > o.maxBytes) return fail(o.tooLarge());
    armIdle();
    if (!out.push(bytes)) source.pause();
  };
  const onEnd = () => {
    if (finished) return;
    stop();
    out.push(null);
  };
  const onError = (err: Error) => fail(err);
  const onClose = () => fail(o.stalled());
  function stop() {
    finished = true;
    clearTimeout(idle);
    clearTimeout(deadline);
    source.removeListener("data", onData);
    source.removeListener("end", onEnd);
    source.removeListener("error", onError);
    source.removeListener("close", onClose);
  }
  source.on("data", onData);
  source.on("end", onEnd);
  source.on("error", onError);
  source.on("close", onClose);
  armIdle();
  return out;
}
