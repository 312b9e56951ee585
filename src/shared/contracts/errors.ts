import { defineTexts, type Lang } from "../i18n";

/**
 * Every JSON error of the API: a stable `code` for programs, and `error`, a
 * sentence for people in the request's language (docs/decisions/019-error-codes.md).
 */
export interface ApiError {
  error: string;
  code: ErrorCode;
}

/**
 * The one catalogue of the API's errors: every code with its German and
 * English text. The server sends the text in the request's language as
 * `error` (src/server/http/lang.ts says which); pages show the server's
 * words, or the text for the code when no answer came. Some texts were given
 * in English by the specification and stay so in both languages.
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
    "inquiry-not-found": "Diese Anfrage gibt es nicht (mehr).",
    // A person behind the coach (decision 046)
    "live-nobody-on-duty": "Gerade ist leider niemand aus unserem Team erreichbar.",
    "live-already-open": "Für dieses Gespräch ist schon eine Person angefragt.",
    "live-not-yours": "Eine Person dazuholen kann nur, wer das Gespräch in diesem Browser führt.",
    "live-not-found": "Diese Übergabe gibt es nicht (mehr).",
    "live-gone": "Diese Übergabe ist schon angenommen oder abgelaufen.",
    "live-off-duty": "Bitte gehen Sie zuerst in Bereitschaft.",
    "live-not-held": "Sie halten dieses Gespräch nicht (mehr).",
    "live-events-unavailable": "Live-Benachrichtigungen sind gerade nicht verfügbar.",
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
    // Any request (the request's language where a text exists in both)
    "invalid-input": "{detail}",
    "invalid-json": "Ungültiges JSON im Anfragekörper",
    "body-too-large": "Der Anfragekörper ist zu groß",
    "unsupported-media-type": "Nicht unterstützter Inhaltstyp",
    "content-length-mismatch": "Die Länge des Anfragekörpers passt nicht zur Angabe in Content-Length.",
    "headers-too-large": "Die Kopfzeilen der Anfrage sind zu groß.",
    "request-timeout": "Die Anfrage hat zu lange gedauert.",
    "bad-url": "Die Adresse der Anfrage ist ungültig.",
    "url-too-long": "Die Adresse der Anfrage ist zu lang.",
    "malformed-request": "Die Anfrage ist fehlerhaft.",
    "cross-origin": "Cross-origin request refused",
    "not-found": "Not found",
    internal: "Interner Serverfehler",
    "service-unavailable": "Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einem Moment noch einmal.",
    // Knowledge base
    "document-no-file": "Bitte wählen Sie eine PDF-Datei aus (Feld „file“).",
    "document-too-large": "Die Datei ist größer als {mb} MB.",
    "document-too-many-parts": "Zu viele Teile in der Anfrage: bitte genau eine Datei hochladen.",
    "document-bad-upload": "Die Anfrage ist kein gültiger Datei-Upload.",
    "document-only-pdf": "Only PDF files are supported",
    "document-duplicate":
      "Diese Datei ist schon in der Wissensdatenbank, als „{title}“. Sie können das Dokument durch sie ersetzen.",
    "document-not-found": "Dokument nicht gefunden",
    "document-file-missing": "Die Datei dieses Dokuments ist nicht mehr gespeichert.",
    "document-events-unavailable": "Live-Aktualisierungen sind gerade nicht verfügbar.",
    "document-persona-unknown": "Diese Persona gibt es nicht: {ids}.",
    "passage-not-found": "Diesen Textabschnitt gibt es in diesem Dokument nicht (mehr).",
    "gaps-not-found": "Diese Fragen gibt es nicht mehr, oder sie sind schon als abgedeckt markiert.",
    "web-source-bad-url":
      "Bitte geben Sie eine Adresse mit http:// oder https:// an, ohne Zugangsdaten und ohne eigenen Port (außer für freigegebene Intranet-Hosts).",
    "web-source-duplicate": "Diese Adresse ist schon eine Quelle der Wissensdatenbank.",
    "web-source-not-found": "Diese Webquelle gibt es nicht (mehr).",
    "search-bad-query": "Bitte geben Sie einen Suchbegriff an (Parameter q).",
    "search-query-too-long": "Der Suchbegriff ist zu lang (höchstens 500 Zeichen).",
    "search-failed": "Failed to search documents",
    // Personas and settings
    "persona-slug-taken": "Dieser Kurzname ist bereits vergeben.",
    "persona-default-undeletable": "Die Standard-Persona kann nicht gelöscht werden.",
    "settings-invalid": "{detail}",
    "backups-unavailable":
      "Sicherungen über die Konsole gibt es nur mit der eingebetteten Datenbank. PostgreSQL sichern Sie mit pg_dump (siehe Betriebshandbuch).",
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
    "inquiry-not-found": "This inquiry does not exist (any more).",
    "live-nobody-on-duty": "I'm sorry, nobody from our team is available right now.",
    "live-already-open": "A person has already been asked for this conversation.",
    "live-not-yours": "Only the browser that holds this conversation can ask for a person.",
    "live-not-found": "This handover does not exist (any more).",
    "live-gone": "This handover has already been accepted or has expired.",
    "live-off-duty": "Please go on duty first.",
    "live-not-held": "You do not hold this conversation (any more).",
    "live-events-unavailable": "Live notifications are not available right now.",
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
    "invalid-input": "The request contains invalid data ({field}).",
    "invalid-json": "Invalid JSON in the request body",
    "body-too-large": "The request body is too large",
    "unsupported-media-type": "Unsupported content type",
    "content-length-mismatch": "The length of the request body does not match its Content-Length.",
    "headers-too-large": "The request's headers are too large.",
    "request-timeout": "The request took too long.",
    "bad-url": "The request's address is invalid.",
    "url-too-long": "The request's address is too long.",
    "malformed-request": "The request is malformed.",
    "cross-origin": "Cross-origin request refused",
    "not-found": "Not found",
    internal: "Internal server error",
    "service-unavailable": "The service is not reachable right now. Please try again in a moment.",
    "document-no-file": "Please choose a PDF file (field “file”).",
    "document-too-large": "The file is larger than {mb} MB.",
    "document-too-many-parts": "Too many parts in the request: please upload exactly one file.",
    "document-bad-upload": "The request is not a valid file upload.",
    "document-only-pdf": "Only PDF files are supported",
    "document-duplicate": "This file is already in the knowledge base, as “{title}”. You can replace that document with it.",
    "document-not-found": "Document not found",
    "document-file-missing": "This document's file is no longer stored.",
    "document-events-unavailable": "Live updates are not available right now.",
    "document-persona-unknown": "This persona does not exist: {ids}.",
    "passage-not-found": "This document has no such passage (any more).",
    "gaps-not-found": "These questions no longer exist, or they are already marked as covered.",
    "web-source-bad-url":
      "Please enter an address starting with http:// or https://, without credentials and without a port of its own (except for allowed intranet hosts).",
    "web-source-duplicate": "This address is already a source of the knowledge base.",
    "web-source-not-found": "This web source does not exist (any more).",
    "search-bad-query": "Please enter a search term (parameter q).",
    "search-query-too-long": "The search term is too long (500 characters at most).",
    "search-failed": "Failed to search documents",
    "persona-slug-taken": "This short name is already taken.",
    "persona-default-undeletable": "The default persona cannot be deleted.",
    "settings-invalid": "The settings are invalid: {detail}",
    "backups-unavailable":
      "Backups from the console exist only with the embedded database. Back up PostgreSQL with pg_dump (see the operations guide).",
  },
});

/** Every error code of the API; each has its German and English text in ERROR_TEXTS. */
export type ErrorCode = keyof (typeof ERROR_TEXTS)["de"];
/** The same (kept for the pages that named it so). */
export type TextedErrorCode = ErrorCode;

/** An error's text in `lang`, with its placeholders ({detail}, {field}, {mb}, {ids}) filled. */
export function errorMessage(code: ErrorCode, lang: Lang, vars: Record<string, string | number> = {}): string {
  return ERROR_TEXTS[lang][code].replace(/\{(\w+)\}/g, (m, key: string) => (key in vars ? String(vars[key]) : m));
}

/** True for a code this page knows how to word. */
export function isTextedErrorCode(code: unknown): code is TextedErrorCode {
  return typeof code === "string" && Object.hasOwn(ERROR_TEXTS.de, code);
}

/**
 * The text for an error body in the page's language: the catalogue's text for its code, else (a text
 * with the request's details filled in, or a code this page does not know yet) the server's sentence,
 * else `fallback` (no answer came at all).
 */
export function errorText(body: Partial<ApiError> | undefined, lang: Lang, fallback: string): string {
  if (isTextedErrorCode(body?.code)) {
    const text = ERROR_TEXTS[lang][body.code];
    if (!/\{\w+\}/.test(text)) return text;
  }
  return body?.error ?? fallback;
}

/** Reads an error response's body; an unreadable one gives `{}`. */
export async function readApiError(res: Response): Promise<Partial<ApiError>> {
  const body: unknown = await res.json().catch(() => ({}));
  return typeof body === "object" && body !== null ? body : {};
}
