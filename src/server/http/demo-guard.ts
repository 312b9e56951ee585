import type { FastifyReply, FastifyRequest } from "fastify";
import { CHAT_MESSAGES } from "#shared/schemas/chat";
import type { AbuseGuard, Charge, CostKind } from "../features/abuse/service";
import { clientKey } from "./client-address";
import { sendError } from "./errors";

export type Lang = "de" | "en";

/** What a visitor reads when a limit of the public demo stops a request. */
export const LIMIT_MESSAGES = {
  de: {
    rateLimited: CHAT_MESSAGES.de.rateLimited,
    dailyCap: CHAT_MESSAGES.de.dailyCap,
    ttsClient:
      "Für dich wurde in der letzten Stunde schon sehr viel Sprache erzeugt. Die Antworten erscheinen weiter als Text; die Stimme ist bald wieder da.",
    ttsDaily: "Die Sprachausgabe der Demo ist für heute aufgebraucht. Die Antworten erscheinen weiter als Text.",
    sttClient:
      "Du hast in der letzten Stunde schon sehr viele Aufnahmen gesendet. Bitte tippe deine Nachricht oder versuche es später noch einmal.",
    sttBusyClient: "Deine vorige Aufnahme wird noch ausgewertet. Bitte warte einen Moment.",
    sttBusy:
      "Die Spracherkennung ist gerade ausgelastet. Bitte versuche es in einem Moment noch einmal oder tippe deine Nachricht.",
    sttTooLarge: "Die Aufnahme ist zu groß (höchstens 10 MB). Bitte sprich eine kürzere Nachricht.",
    sttStalled: "Die Aufnahme ist nicht vollständig angekommen. Bitte versuche es noch einmal.",
    sttMediaType: "Bitte sende die Aufnahme als Audiodaten (audio/…).",
    sttNotSetUp: "Die Spracherkennung auf dem Server ist nicht eingerichtet. Bitte tippe deine Nachricht.",
    sttNoAudio: "Es wurden keine Audiodaten empfangen.",
  },
  en: {
    rateLimited: CHAT_MESSAGES.en.rateLimited,
    dailyCap: CHAT_MESSAGES.en.dailyCap,
    ttsClient:
      "A lot of speech has been generated for you in the last hour. Answers still appear as text; the voice will be back soon.",
    ttsDaily: "The demo's speech output is used up for today. Answers still appear as text.",
    sttClient: "You have sent a lot of recordings in the last hour. Please type your message or try again later.",
    sttBusyClient: "Your previous recording is still being processed. Please wait a moment.",
    sttBusy: "Speech recognition is busy right now. Please try again in a moment or type your message.",
    sttTooLarge: "The recording is too large (10 MB at most). Please record a shorter message.",
    sttStalled: "The recording did not arrive completely. Please try again.",
    sttMediaType: "Please send the recording as audio (audio/…).",
    sttNotSetUp: "Speech recognition on the server is not set up. Please type your message.",
    sttNoAudio: "No audio data was received.",
  },
} as const;

/** The language of a speech request: Content-Language `en…` is English, anything else German. */
export function requestLang(req: FastifyRequest): Lang {
  return String(req.headers["content-language"] ?? "")
    .trim()
    .toLowerCase()
    .startsWith("en")
    ? "en"
    : "de";
}

/** A 429/503 with Retry-After and the visitor's message. */
export function sendLimited(reply: FastifyReply, status: 429 | 503, retryAfterSeconds: number, message: string) {
  reply.header("retry-after", String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return sendError(reply, status, message);
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
  await sendLimited(reply, 429, allowance.retryAfterSeconds, LIMIT_MESSAGES[lang].rateLimited);
  return false;
}

const CLIENT_MESSAGE: Record<CostKind, keyof (typeof LIMIT_MESSAGES)["de"]> = {
  chat: "rateLimited",
  tts: "ttsClient",
  stt: "sttClient",
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
  const message = result.reason === "daily" ? LIMIT_MESSAGES[lang].dailyCap : LIMIT_MESSAGES[lang][CLIENT_MESSAGE[kind]];
  await sendLimited(reply, 429, result.retryAfterSeconds, message);
  return undefined;
}

/** A chat request: the request rate, then one chat request from the daily budget. */
export async function guardChat(req: FastifyRequest, reply: FastifyReply, abuse: AbuseGuard, lang: Lang): Promise<boolean> {
  if (!(await guardRequestRate(req, reply, abuse, lang))) return false;
  return Boolean(await guardCharge(req, reply, abuse, lang, "chat", 1));
}
