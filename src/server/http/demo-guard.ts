import type { FastifyReply, FastifyRequest } from "fastify";
import type { TextedErrorCode } from "#shared/contracts/errors";
import type { AbuseGuard, Charge, CostKind } from "../features/abuse/service";
import { clientKey } from "./client-address";
import { sendCoded } from "./errors";

export type Lang = "de" | "en";

/** The language of a speech request: Content-Language `en…` is English, anything else German. */
export function requestLang(req: FastifyRequest): Lang {
  return String(req.headers["content-language"] ?? "")
    .trim()
    .toLowerCase()
    .startsWith("en")
    ? "en"
    : "de";
}

/** A 429/503 with Retry-After, its code and the visitor's message in `lang`. */
export function sendLimited(
  reply: FastifyReply,
  status: 429 | 503,
  retryAfterSeconds: number,
  code: TextedErrorCode,
  lang: Lang,
) {
  reply.header("retry-after", String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return sendCoded(reply, status, code, lang);
}

/** The per-client request rate (chat, speech and transcription together); answers 429 itself when exceeded. */
export async function guardRequestRate(
  req: FastifyRequest,
  reply: FastifyReply,
  abuse: AbuseGuard,
  lang: Lang,
): Promise<boolean> {
  const allowance = await abuse.perClient(clientKey(req.ip));
  if (allowance.ok) return true;
  await sendLimited(reply, 429, allowance.retryAfterSeconds, "rate-limited", lang);
  return false;
}

/** What a client hears when its own allowance of a kind is used up. */
const CLIENT_LIMIT: Record<CostKind, TextedErrorCode> = {
  chat: "rate-limited",
  tts: "tts-client-limit",
  stt: "stt-client-limit",
};

/**
 * Charges `amount` of `kind` to the client and the site-wide budget; answers
 * 429 itself when either is used up. The charge is returned so that work
 * which never reaches a provider can be given back.
 */
export async function guardCharge(
  req: FastifyRequest,
  reply: FastifyReply,
  abuse: AbuseGuard,
  lang: Lang,
  kind: CostKind,
  amount: number,
): Promise<Charge | undefined> {
  const result = await abuse.charge(kind, amount, clientKey(req.ip));
  if (result.ok) return result.charge;
  await sendLimited(reply, 429, result.retryAfterSeconds, result.reason === "daily" ? "daily-cap" : CLIENT_LIMIT[kind], lang);
  return undefined;
}

/** A chat request: the request rate, then one chat request from the daily budget. */
export async function guardChat(req: FastifyRequest, reply: FastifyReply, abuse: AbuseGuard, lang: Lang): Promise<boolean> {
  if (!(await guardRequestRate(req, reply, abuse, lang))) return false;
  return Boolean(await guardCharge(req, reply, abuse, lang, "chat", 1));
}
