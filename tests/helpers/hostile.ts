import { ERROR_TEXTS } from "#shared/contracts/errors";
import { expect } from "vitest";

/** zod's and Fastify's English default texts: a user must never see them. */
export const ENGLISH_DEFAULTS =
  /Invalid input|expected \w+, received|Too (big|small)|Unrecognized key|is not a valid url|Client Error|Bad Request/i;

export interface MultipartPart {
  field: string;
  /** Raw bytes of the file name as they go on the wire (quotes and backslashes are escaped). */
  filename?: string | Buffer;
  contentType?: string;
  body: Buffer | string;
}

/** A multipart/form-data body built byte by byte, so tests can send what no browser would. */
export function rawMultipart(parts: MultipartPart[], boundary = `----hostile${Math.random().toString(16).slice(2)}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"`));
    if (part.filename !== undefined) {
      const name = Buffer.isBuffer(part.filename) ? part.filename : Buffer.from(part.filename);
      const escaped = Buffer.from(
        name.toString("latin1").replace(/["\\]/g, (c) => `\\${c}`),
        "latin1",
      );
      chunks.push(Buffer.from('; filename="'), escaped, Buffer.from('"'));
    }
    chunks.push(Buffer.from(`\r\nContent-Type: ${part.contentType ?? "application/pdf"}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * The answer to a hostile request: a 4xx (one of `statuses` when given) with a
 * JSON body that is exactly {"error": "<a readable message>", "code": "<a known error code>"}.
 */
export function expectRefused(res: Answer, statuses?: number[], label = ""): string {
  const where = `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, where).toBeLessThan(500);
  if (statuses) expect(statuses, where).toContain(res.statusCode);
  expect(String(res.headers["content-type"]), where).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort(), where).toEqual(["code", "error"]);
  expect(KNOWN_CODES, where).toContain(body.code);
  expect(typeof body.error, where).toBe("string");
  const message = body.error as string;
  expect(message.trim().length, where).toBeGreaterThan(0);
  expect(message, where).not.toMatch(ENGLISH_DEFAULTS);
  return message;
}

const KNOWN_CODES: readonly string[] = Object.keys(ERROR_TEXTS.de);

/** Limits far above what the barrage sends, so every answer is about the input, not about a rate limit. */
export const GENEROUS_LIMITS = {
  MAX_UPLOAD_MB: "1",
  CHAT_RATE_LIMIT_PER_MINUTE: "100000",
  LOGIN_FREE_FAILURES: "100000",
  DAILY_CHAT_CAP: "100000",
} as const;

/** A fresh client address per call (`10.<net>.x.y`), so per-client counters never interfere. */
export function addressSequence(net: number): () => string {
  let n = 0;
  return () => {
    n++;
    return `10.${net}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  };
}
