import { z } from "../zod";
import { isTextedErrorCode, type ErrorCode } from "../contracts/errors";
import { LANGS } from "../i18n";
import { RISK_LEVELS, type CrisisResourceView, type RiskLevel } from "../safety";
import { turnTimingSchema } from "../api/operations";
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
  /**
   * How long the previous turn took in the visitor's browser (decision 047): no text, no id. A report the
   * server cannot read is dropped (`catch`), never a reason to refuse the message.
   */
  timing: turnTimingSchema.optional().catch(undefined),
});
/** A chat request as the page sends it (fields with defaults may be left out). */
export type ChatRequestInput = z.input<typeof chatRequestSchema>;
/** A chat request as the server reads it. */
export type ChatRequest = z.output<typeof chatRequestSchema>;

/** A passage an answer drew on: its document and the page where the passage starts. */
export const chatSourceSchema = z.object({
  documentId: z.uuid(),
  title: z.string(),
  page: z.number().int(),
  url: z.string().optional().describe("A web page's address: the answer links the page it names"),
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

/**
 * What the crisis check found in a turn: a crisis of the visitor, a worrying
 * message (the coach asks one direct question), concern for someone else in
 * danger, a crisis stated as long over, or nothing.
 */
export const GRADE_KINDS = ["crisis", "concern", "other", "past", "none"] as const;
export type GradeKind = (typeof GRADE_KINDS)[number];

/** Where the help is after a turn: in view, one tap away, or not shown. */
export const HELP_VIEWS = ["open", "tap", "none"] as const;
export type HelpView = (typeof HELP_VIEWS)[number];

/** One number or address a person in crisis can turn to, in the page's language. */
export const crisisResourceViewSchema = z.object({
  id: z.string(),
  kind: z.enum(["emergency", "police", "crisis-line", "violence-line", "directory", "workplace"]),
  country: z.string().describe("ISO 3166-1 alpha-2, or INT for an international directory"),
  name: z.string(),
  phones: z.array(z.string()).describe("Numbers as shown; dial the digits and +"),
  url: z.string().optional(),
  note: z.string().optional().describe("Opening hours and cost, as the help panel shows them"),
  audience: z.enum(["young"]).optional().describe("A line for children and young people"),
}) satisfies z.ZodType<CrisisResourceView>;

/** The `done` event of POST /api/chat, and the whole answer with Accept: application/json. */
export const chatDoneSchema = z.object({
  reply: z.string().describe("The whole reply as shown"),
  conversationId: z.uuid().describe("Send it with the next message"),
  sources: z.array(chatSourceSchema).describe("Knowledge-base passages the reply drew on (none for a fixed answer)"),
  crisis: z.boolean().describe("The reply is the fixed crisis answer"),
  risk: z.enum(RISK_LEVELS).nullable().describe("The crisis answer's level; null otherwise"),
  careful: z.boolean().describe("The conversation is in careful mode: the help stays in view and no rating is asked for"),
  grade: z.enum(GRADE_KINDS).describe("What the crisis check found in this turn"),
  help: z.enum(HELP_VIEWS).describe("Where the help goes now: in view, one tap away, or none"),
  resources: z
    .array(crisisResourceViewSchema)
    .describe("Crisis lines for this visitor, most urgent first; empty when help is none"),
  person: z
    .object({
      available: z.boolean().describe("Someone is on duty: the panel offers “Talk to a person”"),
      offer: z.boolean().describe("Ask the visitor now whether a person may read the conversation and write to them"),
      held: z.boolean().describe("A person holds the conversation: the coach stayed silent (reply is empty)"),
    })
    .optional()
    .describe("A person behind the coach (decision 046)"),
});
export type ChatDone = z.infer<typeof chatDoneSchema>;

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

/** The `audio-error` and `error` events' data, with a code of the catalogue. */
const chatErrorMessageSchema = z.object({
  message: z.string(),
  code: z.custom<ErrorCode>(isTextedErrorCode),
}) satisfies z.ZodType<ChatErrorMessage>;

/**
 * The chat stream's events as the page reads them, each event's data checked
 * against what it carries. An `audio` event without `part`, `last`, `speed`
 * or `rate` is one whole piece, played at its own speed. The page imports
 * this only when a visitor sends a message (it brings zod along).
 */
export const chatStreamEventSchema = z.discriminatedUnion("event", [
  z.object({
    event: z.literal("crisis"),
    data: z.object({ risk: z.enum(RISK_LEVELS), resources: z.array(crisisResourceViewSchema) }),
  }),
  z.object({
    event: z.literal("help"),
    data: z.object({ help: z.enum(HELP_VIEWS), resources: z.array(crisisResourceViewSchema) }),
  }),
  z.object({ event: z.literal("text"), data: z.object({ delta: z.string() }) }),
  z.object({ event: z.literal("replace"), data: z.object({}) }),
  z.object({
    event: z.literal("audio"),
    data: z.object({
      seq: z.number().int(),
      part: z.number().int().default(0),
      last: z.boolean().default(true),
      mime: z.string(),
      base64: z.string(),
      pitch: z.number(),
      speed: z.number().default(1),
      rate: z.number().default(1),
    }),
  }),
  z.object({ event: z.literal("audio-error"), data: chatErrorMessageSchema }),
  z.object({ event: z.literal("done"), data: chatDoneSchema }),
  z.object({ event: z.literal("error"), data: chatErrorMessageSchema }),
]) satisfies z.ZodType<ChatStreamEvent>;

/** POST /api/tts: a text to speak, or the persona's greeting (spoken from its phonetic spelling, cached). */
export const ttsRequestSchema = z
  .object({
    persona: z.string().min(1).max(80).default("demo"),
    text: z.string().optional(),
    greeting: z.literal(true).optional().describe("Speak the persona's greeting instead of a text"),
  })
  .refine((b) => b.greeting === true || typeof b.text === "string", { message: "Bitte sende einen Text oder greeting: true." });

export const feedbackSchema = z.object({
  conversationId: z.uuid(),
  rating: z.number().int().min(1).max(5),
});
