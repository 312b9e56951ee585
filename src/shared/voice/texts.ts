import { ERROR_TEXTS } from "../contracts/errors";
import { defineTexts, format, type Lang } from "../i18n";

/**
 * The notices that word a server error: the error's own text (contracts/errors.ts),
 * so the widget and the API say the same; the page picks them by the error's code.
 */
const serverErrorNotices = (lang: Lang) => ({
  providerFailed: ERROR_TEXTS[lang]["chat-provider-failed"],
  emptyReply: ERROR_TEXTS[lang]["chat-empty-reply"],
  emptyAudio: ERROR_TEXTS[lang]["tts-empty-audio"],
  unknownAudio: ERROR_TEXTS[lang]["tts-failed"],
  textInvalid: ERROR_TEXTS[lang]["tts-invalid-text"],
  configMissing: ERROR_TEXTS[lang]["tts-not-configured"],
  speechHourLimit: ERROR_TEXTS[lang]["tts-client-limit"],
  speechDayLimit: ERROR_TEXTS[lang]["tts-daily-limit"],
});

/**
 * Every text the voice widget shows or speaks, in one place, so the state
 * machine, the UI and the tests all read the same strings.
 *
 * German is the source. The status texts, the greeting and the error notices
 * are verbatim product texts (docs/product.md, "Voice chat"); a test pins
 * each of them, so a "small wording fix" cannot drift away unnoticed. The
 * rest (the closed-widget status, the button labels, the note when
 * recognition cannot start) are ours, in the same informal "du" voice.
 *
 * `{name}` is the persona's name; `voiceText` fills it in. English must have
 * every German key (`defineTexts` checks it). The notices for server errors
 * are the shared error texts (serverErrorNotices).
 */
export const voiceTexts = defineTexts({
  de: {
    // --- Status line -----------------------------------------------------------
    /** Before the first click; the product texts give no status for this state. */
    statusClosed: "Klicke auf den Button, um das Gespräch zu beginnen",
    statusReady: "Bereit zum Aufnehmen",
    statusListening: "Aufnahme läuft...",
    statusStopped: "Aufnahme gestoppt",
    statusProcessing: "Verarbeite Anfrage...",
    /** While the answer's text streams in. */
    statusAnswering: "{name} antwortet...",
    /** While the answer's audio plays. */
    statusSpeaking: "{name} spricht...",

    // --- Voice button -----------------------------------------------------------
    // `label*` is the short text a sighted visitor sees (tooltip or caption);
    // `aria*` is the button's accessible name. Each accessible name starts with
    // its visible label, so speech-control users can say what they see
    // (WCAG 2.5.3 "Label in Name").
    labelClosed: "Gespräch mit {name} starten",
    ariaClosed: "Gespräch mit {name} starten – {name} begrüßt dich",
    labelGreeting: "Aufnahme starten",
    ariaGreeting: "Aufnahme starten – unterbricht die Begrüßung",
    labelIdle: "Aufnahme starten",
    ariaIdle: "Aufnahme starten und mit {name} sprechen",
    /** A pinned product text; also the accessible name while listening. */
    labelListening: "Ich höre zu... (Klick zum Beenden)",
    labelStopped: "Aufnahme gestoppt",
    ariaStopped: "Aufnahme gestoppt – deine Worte werden ausgewertet",
    labelProcessing: "Anfrage wird verarbeitet",
    ariaProcessing: "Anfrage wird verarbeitet – bitte warte einen Moment",
    labelAnswering: "{name} antwortet",
    ariaAnswering: "{name} antwortet – bitte warte, bis die Antwort fertig ist",
    labelSpeaking: "{name} spricht",
    ariaSpeaking: "{name} spricht – bitte warte, bis die Antwort fertig ist",

    // --- Greeting ---------------------------------------------------------------
    /** Default greeting; each persona may define its own. */
    greeting: "Hallo, hier ist {name}, schön, dass du da bist, wie kann ich dir heute helfen?",

    // --- Notices: recognition ------------------------------------------------------
    micDenied: "Mikrofon-Zugriff verweigert. Bitte erlaube den Zugriff.",
    noSpeech: "Keine Sprache erkannt. Bitte sprich deutlicher.",
    /** The product texts only ask for a note that suggests retrying or typing; the wording is ours. */
    startFailed:
      "Die Spracherkennung konnte nicht gestartet werden. Bitte versuche es noch einmal oder schreib deine Nachricht in das Textfeld.",
    unsupported: "Browser unterstützt keine Spracherkennung",

    // --- Notices: answer -----------------------------------------------------------
    /** Also the status line after a processing failure. */
    processingProblem: "Es gab ein Problem bei der Verarbeitung.",

    // --- Notices: audio ------------------------------------------------------------
    playbackError: "Es gab ein Problem bei der Audiowiedergabe. Lies bitte die Textantwort.",
    autoplayBlocked:
      "Die automatische Audiowiedergabe wurde vom Browser blockiert. Bitte erlaube die Audiowiedergabe oder lies die Textantwort.",
    ...serverErrorNotices("de"),
    /** No server voice and no browser voice for the language; informative, not an error. */
    noVoice: "Dein Browser hat keine Stimme für diese Sprache – die Antwort erscheint als Text.",
  },
  en: {
    statusClosed: "Click the button to start the conversation",
    statusReady: "Ready to record",
    statusListening: "Recording...",
    statusStopped: "Recording stopped",
    statusProcessing: "Processing your request...",
    statusAnswering: "{name} is answering...",
    statusSpeaking: "{name} is speaking...",

    labelClosed: "Start a conversation with {name}",
    ariaClosed: "Start a conversation with {name} – {name} will greet you",
    labelGreeting: "Start recording",
    ariaGreeting: "Start recording – interrupts the greeting",
    labelIdle: "Start recording",
    ariaIdle: "Start recording and talk to {name}",
    labelListening: "I'm listening... (click to stop)",
    labelStopped: "Recording stopped",
    ariaStopped: "Recording stopped – your words are being evaluated",
    labelProcessing: "Processing your request",
    ariaProcessing: "Processing your request – please wait a moment",
    labelAnswering: "{name} is answering",
    ariaAnswering: "{name} is answering – please wait until the answer is finished",
    labelSpeaking: "{name} is speaking",
    ariaSpeaking: "{name} is speaking – please wait until the answer is finished",

    greeting: "Hello, this is {name}, nice to have you here, how can I help you today?",

    micDenied: "Microphone access denied. Please allow access.",
    noSpeech: "No speech detected. Please speak more clearly.",
    startFailed: "Speech recognition could not be started. Please try again or type your message in the text box.",
    unsupported: "Your browser does not support speech recognition",

    processingProblem: "There was a problem processing your request.",

    playbackError: "There was a problem playing the audio. Please read the text answer.",
    autoplayBlocked: "Your browser blocked automatic audio playback. Please allow audio playback or read the text answer.",
    ...serverErrorNotices("en"),
    noVoice: "Your browser has no voice for this language – the answer is shown as text.",
  },
});

/** Every text key; the state machine narrows this to the keys it may show. */
export type VoiceTextKey = keyof (typeof voiceTexts)["de"];

/** One text with `{name}` filled in; `name` may be omitted for texts without it. */
export function voiceText(lang: Lang, key: VoiceTextKey, name = ""): string {
  return format(voiceTexts[lang][key], { name });
}

/**
 * The default spoken greeting. Personas normally bring their
 * own greeting text (and a phonetic spelling for the voice); this is the
 * fallback and the seed for the default persona.
 */
export function greetingText(name: string, lang: Lang = "de"): string {
  return voiceText(lang, "greeting", name);
}
