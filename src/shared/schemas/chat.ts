import { z } from "../zod";
import type { ErrorCode } from "../contracts/errors";
import { LANGS } from "../i18n";
import type { CrisisResourceView, RiskLevel } from "../safety";
import { isTypedText, untypableMessage } from "./errors";

/** Limits of the public chat endpoint, shared by the page and the server. */
export const MAX_CHAT_MESSAGES = 20;
export const MAX_MESSAGE_CHARS = 2000;
/** The longest text speech output accepts. */
export const MAX_SPOKEN_TEXT_CHARS = 5000;

export const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"], "Die Rolle einer Nachricht muss user oder assistant sein."),
  content: z
    .string("Eine Nachricht muss ein Text sein.")
    .max(MAX_MESSAGE_CHARS, `Eine Nachricht darf höchstens ${MAX_MESSAGE_CHARS} Zeichen lang sein.`)
    .refine(isTypedText, untypableMessage("Die Nachricht")),
});

export const chatRequestSchema = z.object({
  persona: z.string().min(1).max(80).default("demo"),
  messages: z
    .array(chatMessageSchema, "Bitte sende die Nachrichten als Liste (messages).")
    .min(1, "Bitte sende mindestens eine Nachricht.")
    .max(MAX_CHAT_MESSAGES, `Bitte sende höchstens ${MAX_CHAT_MESSAGES} Nachrichten.`)
    .refine((m) => m.at(-1)?.role === "user" && (m.at(-1)?.content.trim().length ?? 0) > 0, {
      message: "Die letzte Nachricht muss eine nicht leere Nachricht des Besuchers sein.",
    }),
  voice: z.boolean().default(false),
  conversationId: z.uuid().optional(),
  /** The visitor agreed in the widget that this conversation's text may be kept (only used when the operator turned transcripts on). */
  transcriptConsent: z.boolean().default(false),
  /** Ignored: the visitor id comes from the server's signed cookie. Still accepted, so older pages are not refused. */
  visitorId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
  lang: z.enum(LANGS).default("de"),
  /** The site that embeds the widget (its origin), sent by the embed panel only; must be on the persona's list. */
  embedOrigin: z.string().max(300).optional(),
});
/** A chat request as the page sends it (fields with defaults may be left out). */
export type ChatRequestInput = z.input<typeof chatRequestSchema>;
/** A chat request as the server reads it. */
export type ChatRequest = z.output<typeof chatRequestSchema>;

/**
 * What the crisis check found in a turn: a crisis of the visitor, a worrying
 * message (the coach asks one direct question), concern for someone else in
 * danger, a crisis stated as long over, or nothing.
 */
export type GradeKind = "crisis" | "concern" | "other" | "past" | "none";

/** Where the help is after a turn: in view, one tap away, or not shown. */
export type HelpView = "open" | "tap" | "none";

/** A passage an answer drew on: its document and the page where the passage starts. */
export interface ChatSource {
  documentId: string;
  title: string;
  page: number;
}

/** The `done` event of POST /api/chat, and the whole answer with Accept: application/json. */
export interface ChatDone {
  /** The whole reply as shown. */
  reply: string;
  conversationId: string;
  /** The knowledge-base passages the answer quoted or drew on, by document and page (none for a crisis answer). */
  sources: ChatSource[];
  /** The reply is the fixed crisis answer instead of a generated one. */
  crisis: boolean;
  /** The risk level of a crisis answer; null otherwise. */
  risk: RiskLevel | null;
  /** The conversation is in careful mode after a crisis answer: no rating prompt, and the help stays in view. */
  careful: boolean;
  /** What the crisis check found in this turn. */
  grade: GradeKind;
  /** Where the help is now: in view (careful mode, concern, someone else in danger), one tap away (after careful mode stepped down), or none. */
  help: HelpView;
  /** Crisis lines and emergency numbers for this visitor, most urgent first (empty when `help` is none). */
  resources: CrisisResourceView[];
}

/** The `help` event of POST /api/chat: sent before the text of an answer that names help without being the crisis answer. */
export interface ChatHelp {
  help: HelpView;
  resources: CrisisResourceView[];
}

/** The `crisis` event of POST /api/chat: sent before the text of a crisis answer. */
export interface ChatCrisis {
  risk: RiskLevel;
  resources: CrisisResourceView[];
}

/** The `text` event: the next piece of the answer's text. */
export interface ChatTextDelta {
  delta: string;
}

/**
 * The `audio` event: the next bytes of a spoken piece of the answer, in order
 * of `seq` and `part`, with the voice settings to play it with. A piece's bytes
 * come in one or more events as the voice provider delivers them; joined in
 * order, all pieces form one playable MP3 stream.
 */
export interface ChatAudio {
  seq: number;
  /** 0-based number of this event within piece `seq`. */
  part: number;
  /** The last event of piece `seq`. */
  last: boolean;
  mime: string;
  /** The bytes, base64-encoded; may be empty on a piece's last event. */
  base64: string;
  /** The operator's pitch setting; the server's voice has none, so the page does not apply it to this audio. */
  pitch: number;
  /** The operator's speed setting. */
  speed: number;
  /** Playback rate for the part of `speed` the provider could not apply (1 = none); played with the pitch kept. */
  rate: number;
}

/** The `audio-error` and `error` events: what went wrong, as a code and in the page's language. */
export interface ChatErrorMessage {
  message: string;
  code: ErrorCode;
}

/**
 * The events of POST /api/chat with Accept: text/event-stream, each with one
 * JSON value as its data. `crisis` comes before the text of a crisis answer,
 * `help` before the text of any other answer that names help;
 * `replace` withdraws the text and audio sent so far (the answer starts
 * again); `audio-error` leaves the text answer going; the stream ends with
 * `done` or `error`.
 */
export type ChatStreamEvent =
  | { event: "crisis"; data: ChatCrisis }
  | { event: "help"; data: ChatHelp }
  | { event: "text"; data: ChatTextDelta }
  | { event: "replace"; data: Record<string, never> }
  | { event: "audio"; data: ChatAudio }
  | { event: "audio-error"; data: ChatErrorMessage }
  | { event: "done"; data: ChatDone }
  | { event: "error"; data: ChatErrorMessage };

export const ttsRequestSchema = z.object({
  persona: z.string().min(1).max(80).default("demo"),
  text: z.string(),
});

export const feedbackSchema = z.object({
  conversationId: z.uuid(),
  rating: z.number().int().min(1).max(5),
});
