import { defineTexts, type Lang } from "../i18n";

/**
 * Every JSON error of the API: a stable `code` for programs, and `error`, a
 * sentence for people (German, or the request's language where the endpoint
 * says so). Pages show the text for `code` from their own dictionary and fall
 * back to `error` only for a code they do not know. `error` stays for one
 * release so older pages keep working (docs/decisions/019-error-codes.md).
 */
export interface ApiError {
  error: string;
  code: ErrorCode;
}

/**
 * What a visitor or an operator reads for the errors pages render
 * themselves: the chat, speech output and input, the demo's limits, sign-in
 * and ratings. The server sends the same sentences as `error`, in the
 * request's language, so each exists once.
 */
export const ERROR_TEXTS = defineTexts({
  de: {
    // Chat
    "chat-provider-failed":
      "Tut mir leid, ich habe gerade technische Schwierigkeiten. Kannst du es in einem Moment noch einmal versuchen?",
    "chat-empty-reply":
      "Entschuldigung, ich konnte dazu gerade keine passende Antwort finden. Kannst du deine Frage vielleicht anders formulieren?",
    "persona-not-found": "Diese Persona gibt es nicht.",
    "embed-origin-refused": "Dieser Coach ist für diese Website nicht freigegeben.",
    // Limits of the public demo
    "rate-limited": "Du schreibst gerade sehr schnell. Bitte warte einen Moment und versuche es dann noch einmal.",
    "daily-cap": "Das Tageskontingent der Demo ist erreicht. Bitte versuche es morgen wieder.",
    "tts-client-limit":
      "Für dich wurde in der letzten Stunde schon sehr viel Sprache erzeugt. Die Antworten erscheinen weiter als Text; die Stimme ist bald wieder da.",
    "tts-daily-limit": "Die Sprachausgabe der Demo ist für heute aufgebraucht. Die Antworten erscheinen weiter als Text.",
    "stt-client-limit":
      "Du hast in der letzten Stunde schon sehr viele Aufnahmen gesendet. Bitte tippe deine Nachricht oder versuche es später noch einmal.",
    // Speech output
    "tts-invalid-text": "Der Text ist zu lang oder ungültig für die Sprachausgabe.",
    "tts-not-configured": "API-Konfiguration fehlt. Bitte kontaktieren Sie den Support.",
    "tts-empty-audio": "Die API hat keine Audio-Daten zurückgegeben.",
    "tts-failed": "Unbekannter Fehler bei der Audiogenerierung",
    // Speech input
    "stt-media-type": "Bitte sende die Aufnahme als Audiodaten (audio/…).",
    "stt-too-large": "Die Aufnahme ist zu groß (höchstens 10 MB). Bitte sprich eine kürzere Nachricht.",
    "stt-no-audio": "Es wurden keine Audiodaten empfangen.",
    "stt-not-configured": "Die Spracherkennung auf dem Server ist nicht eingerichtet. Bitte tippe deine Nachricht.",
    "stt-busy-client": "Deine vorige Aufnahme wird noch ausgewertet. Bitte warte einen Moment.",
    "stt-busy":
      "Die Spracherkennung ist gerade ausgelastet. Bitte versuche es in einem Moment noch einmal oder tippe deine Nachricht.",
    "stt-stalled": "Die Aufnahme ist nicht vollständig angekommen. Bitte versuche es noch einmal.",
    "stt-no-speech": "Keine Sprache erkannt. Bitte sprich deutlicher.",
    // Sign-in (two texts were given in English and stay so in both languages)
    "login-invalid-input": "Bitte gib eine gültige E-Mail-Adresse und ein Passwort ein.",
    "invalid-credentials": "Ungültige E-Mail-Adresse oder ungültiges Passwort.",
    "login-throttled": "Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte einen Moment und versuche es dann erneut.",
    "password-wrong-current": "Das bisherige Passwort stimmt nicht.",
    "password-invalid": "Das neue Passwort muss mindestens 12 Zeichen lang sein.",
    "password-throttled": "Zu viele Versuche. Bitte warte einige Minuten und versuche es dann erneut.",
    "not-authenticated": "User not authenticated",
    "login-no-session": "Login failed - no session returned",
    "login-unexpected": "Ein unerwarteter Fehler ist bei der Anmeldung aufgetreten",
    // Ratings
    "feedback-invalid": "Bitte gib eine Bewertung von 1 bis 5 Sternen ab.",
    "conversation-not-found": "Dieses Gespräch gibt es nicht.",
    "conversation-not-yours": "Bewerten kann nur, wer das Gespräch in diesem Browser geführt hat.",
    "already-rated": "Dieses Gespräch wurde bereits bewertet.",
    // Transcripts (admin area)
    "transcript-not-found": "Für dieses Gespräch ist kein Transkript gespeichert.",
    "transcript-not-yours": "Den Text eines Gesprächs löschen kann nur, wer es in diesem Browser geführt hat.",
    // Contact form
    "inquiry-rate-limited": "Sie haben gerade mehrere Anfragen gesendet. Bitte versuchen Sie es in einigen Minuten erneut.",
    // Roles, accounts and invitations of the operators
    "forbidden-role": "Das dürfen nur Inhaber. Ihr Konto ist ein Redakteurskonto; bitten Sie einen Inhaber darum.",
    "role-invalid": "Bitte wählen Sie die Rolle Inhaber oder Redakteur.",
    "account-not-found": "Dieses Konto gibt es nicht mehr.",
    "account-last-owner": "Das letzte Inhaberkonto kann weder entfernt noch zum Redakteur gemacht werden.",
    "invitation-invalid-input": "Bitte geben Sie eine gültige E-Mail-Adresse und eine Rolle an.",
    "invitation-account-exists": "Für diese E-Mail-Adresse gibt es schon ein Konto.",
    "invitation-not-found": "Diese Einladung gibt es nicht. Bitte prüfen Sie, ob der Link vollständig ist.",
    "invitation-expired": "Diese Einladung ist abgelaufen. Bitten Sie um eine neue.",
    "invitation-used": "Diese Einladung wurde schon angenommen. Bitte melden Sie sich an.",
    "invitation-revoked": "Diese Einladung wurde zurückgezogen.",
    "invitation-accept-invalid": "Bitte geben Sie Ihren Namen und ein Passwort mit mindestens 12 Zeichen an.",
    // The launcher's avatar (embedding)
    "avatar-no-file": "Bitte wählen Sie ein Bild aus (PNG, JPEG oder WebP).",
    "avatar-too-large": "Das Bild ist größer als 128 KB. Bitte verkleinern Sie es, z. B. auf 256 × 256 Pixel.",
    "avatar-svg": "SVG-Bilder sind nicht erlaubt, da sie Skripte enthalten können. Bitte nehmen Sie PNG, JPEG oder WebP.",
    "avatar-wrong-type": "Diese Datei ist kein PNG-, JPEG- oder WebP-Bild.",
  },
  en: {
    "chat-provider-failed": "I'm sorry, I'm having technical difficulties right now. Could you try again in a moment?",
    "chat-empty-reply":
      "Sorry, I couldn't find a fitting answer to that just now. Could you perhaps phrase your question differently?",
    "persona-not-found": "This persona does not exist.",
    "embed-origin-refused": "This coach is not enabled for this website.",
    "rate-limited": "You're sending messages very quickly. Please wait a moment and try again.",
    "daily-cap": "The demo's daily allowance has been reached. Please try again tomorrow.",
    "tts-client-limit":
      "A lot of speech has been generated for you in the last hour. Answers still appear as text; the voice will be back soon.",
    "tts-daily-limit": "The demo's speech output is used up for today. Answers still appear as text.",
    "stt-client-limit": "You have sent a lot of recordings in the last hour. Please type your message or try again later.",
    "tts-invalid-text": "The text is too long or invalid for speech output.",
    "tts-not-configured": "API configuration is missing. Please contact support.",
    "tts-empty-audio": "The API returned no audio data.",
    "tts-failed": "Unknown error while generating audio",
    "stt-media-type": "Please send the recording as audio (audio/…).",
    "stt-too-large": "The recording is too large (10 MB at most). Please record a shorter message.",
    "stt-no-audio": "No audio data was received.",
    "stt-not-configured": "Speech recognition on the server is not set up. Please type your message.",
    "stt-busy-client": "Your previous recording is still being processed. Please wait a moment.",
    "stt-busy": "Speech recognition is busy right now. Please try again in a moment or type your message.",
    "stt-stalled": "The recording did not arrive completely. Please try again.",
    "stt-no-speech": "No speech recognised. Please speak more clearly.",
    "login-invalid-input": "Please enter a valid e-mail address and a password.",
    "invalid-credentials": "Invalid e-mail address or password.",
    "login-throttled": "Too many failed sign-in attempts. Please wait a moment and try again.",
    "password-wrong-current": "The current password is not right.",
    "password-invalid": "The new password must be at least 12 characters long.",
    "password-throttled": "Too many attempts. Please wait a few minutes and try again.",
    "not-authenticated": "User not authenticated",
    "login-no-session": "Login failed - no session returned",
    "login-unexpected": "An unexpected error occurred while signing in",
    "feedback-invalid": "Please give a rating of 1 to 5 stars.",
    "conversation-not-found": "This conversation does not exist.",
    "conversation-not-yours": "Only the browser that held the conversation can rate it.",
    "already-rated": "This conversation has already been rated.",
    "transcript-not-found": "No transcript is stored for this conversation.",
    "transcript-not-yours": "Only the browser that held a conversation can delete its text.",
    "inquiry-rate-limited": "You have just sent several inquiries. Please try again in a few minutes.",
    "forbidden-role": "Only owners may do this. Your account is an editor account; please ask an owner.",
    "role-invalid": "Please choose the role owner or editor.",
    "account-not-found": "This account no longer exists.",
    "account-last-owner": "The last owner account can be neither removed nor made an editor.",
    "invitation-invalid-input": "Please enter a valid e-mail address and a role.",
    "invitation-account-exists": "There is already an account for this e-mail address.",
    "invitation-not-found": "This invitation does not exist. Please check that the link is complete.",
    "invitation-expired": "This invitation has expired. Please ask for a new one.",
    "invitation-used": "This invitation has already been accepted. Please sign in.",
    "invitation-revoked": "This invitation has been withdrawn.",
    "invitation-accept-invalid": "Please enter your name and a password of at least 12 characters.",
    // The launcher's avatar (embedding)
    "avatar-no-file": "Please choose an image (PNG, JPEG or WebP).",
    "avatar-too-large": "The image is larger than 128 KB. Please make it smaller, e.g. 256 × 256 pixels.",
    "avatar-svg": "SVG images are not allowed because they can contain scripts. Please use PNG, JPEG or WebP.",
    "avatar-wrong-type": "This file is not a PNG, JPEG or WebP image.",
  },
});

/** The errors pages render from `ERROR_TEXTS`. */
export type TextedErrorCode = keyof (typeof ERROR_TEXTS)["de"];

/**
 * The errors whose `error` text the server words itself (German) and pages
 * show as sent: request problems, the operator's knowledge base, personas,
 * search and settings.
 */
export const SERVER_WORDED_CODES = [
  // Any request
  "invalid-input",
  "invalid-json",
  "body-too-large",
  "unsupported-media-type",
  "content-length-mismatch",
  "headers-too-large",
  "request-timeout",
  "bad-url",
  "url-too-long",
  "malformed-request",
  "cross-origin",
  "not-found",
  "internal",
  "service-unavailable",
  // Knowledge base
  "document-no-file",
  "document-too-large",
  "document-too-many-parts",
  "document-bad-upload",
  "document-only-pdf",
  "document-not-found",
  "document-file-missing",
  "document-events-unavailable",
  "document-persona-unknown",
  "search-bad-query",
  "search-query-too-long",
  "search-failed",
  // Personas, contact, settings
  "persona-slug-taken",
  "persona-default-undeletable",
  "settings-invalid",
] as const;

export type ErrorCode = TextedErrorCode | (typeof SERVER_WORDED_CODES)[number];

/** True for a code this page knows how to word. */
export function isTextedErrorCode(code: unknown): code is TextedErrorCode {
  return typeof code === "string" && Object.hasOwn(ERROR_TEXTS.de, code);
}

/** The text for an error body: the page's own wording for a known code, else the server's sentence, else `fallback`. */
export function errorText(body: Partial<ApiError> | undefined, lang: Lang, fallback: string): string {
  if (isTextedErrorCode(body?.code)) return ERROR_TEXTS[lang][body.code];
  return body?.error ?? fallback;
}

/** Reads an error response's body; an unreadable one gives `{}`. */
export async function readApiError(res: Response): Promise<Partial<ApiError>> {
  const body: unknown = await res.json().catch(() => ({}));
  return typeof body === "object" && body !== null ? body : {};
}
