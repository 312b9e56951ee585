import type { Lang } from "../routes";

/**
 * Status texts, labels and messages of the voice widget. German is verbatim
 * from the spec (sections 4, 5 and 8); English is for the English pages.
 * `{name}` is the persona's name.
 */
const de = {
  statusReady: "Bereit zum Aufnehmen",
  statusListening: "Aufnahme läuft...",
  statusStopped: "Aufnahme gestoppt",
  statusProcessing: "Verarbeite Anfrage...",
  statusAnswering: "{name} antwortet...",
  statusSpeaking: "{name} spricht...",
  statusClosed: "Klicke auf den Button, um das Gespräch zu beginnen",
  labelClosed: "Gespräch mit {name} starten",
  labelIdle: "Aufnahme starten",
  labelListening: "Ich höre zu... (Klick zum Beenden)",
  labelProcessing: "Anfrage wird verarbeitet",
  labelSpeaking: "{name} spricht",
  micDenied: "Mikrofon-Zugriff verweigert. Bitte erlaube den Zugriff.",
  noSpeech: "Keine Sprache erkannt. Bitte sprich deutlicher.",
  startFailed: "Die Spracherkennung konnte nicht gestartet werden. Bitte versuche es noch einmal oder schreib deine Nachricht in das Textfeld.",
  unsupported: "Browser unterstützt keine Spracherkennung",
  processingProblem: "Es gab ein Problem bei der Verarbeitung.",
  providerFailed: "Tut mir leid, ich habe gerade technische Schwierigkeiten. Kannst du es in einem Moment noch einmal versuchen?",
  emptyReply: "Entschuldigung, ich konnte dazu gerade keine passende Antwort finden. Kannst du deine Frage vielleicht anders formulieren?",
  playbackError: "Es gab ein Problem bei der Audiowiedergabe. Lies bitte die Textantwort.",
  autoplayBlocked: "Die automatische Audiowiedergabe wurde vom Browser blockiert. Bitte erlaube die Audiowiedergabe oder lies die Textantwort.",
  emptyAudio: "Die API hat keine Audio-Daten zurückgegeben.",
  unknownAudio: "Unbekannter Fehler bei der Audiogenerierung",
  textInvalid: "Der Text ist zu lang oder ungültig für die Sprachausgabe.",
  configMissing: "API-Konfiguration fehlt. Bitte kontaktieren Sie den Support.",
  noVoice: "Dein Browser hat keine Stimme für diese Sprache – die Antwort erscheint als Text.",
};

const en: Record<keyof typeof de, string> = {
  statusReady: "Ready to record",
  statusListening: "Recording...",
  statusStopped: "Recording stopped",
  statusProcessing: "Processing your request...",
  statusAnswering: "{name} is answering...",
  statusSpeaking: "{name} is speaking...",
  statusClosed: "Click the button to start the conversation",
  labelClosed: "Start a conversation with {name}",
  labelIdle: "Start recording",
  labelListening: "I'm listening... (click to stop)",
  labelProcessing: "Processing your request",
  labelSpeaking: "{name} is speaking",
  micDenied: "Microphone access denied. Please allow access.",
  noSpeech: "No speech detected. Please speak more clearly.",
  startFailed: "Speech recognition could not be started. Please try again or type your message in the text box.",
  unsupported: "Your browser does not support speech recognition",
  processingProblem: "There was a problem processing your request.",
  providerFailed: "I'm sorry, I'm having technical difficulties right now. Could you try again in a moment?",
  emptyReply: "Sorry, I couldn't find a fitting answer to that just now. Could you perhaps phrase your question differently?",
  playbackError: "There was a problem playing the audio. Please read the text answer.",
  autoplayBlocked: "Your browser blocked automatic audio playback. Please allow audio playback or read the text answer.",
  emptyAudio: "The API returned no audio data.",
  unknownAudio: "Unknown error while generating audio",
  textInvalid: "The text is too long or invalid for speech output.",
  configMissing: "API configuration is missing. Please contact support.",
  noVoice: "Your browser has no voice for this language – the answer is shown as text.",
};

export type VoiceTextKey = keyof typeof de;
export const voiceTexts: Record<Lang, Record<VoiceTextKey, string>> = { de, en };

export function voiceText(lang: Lang, key: VoiceTextKey, name = ""): string {
  return voiceTexts[lang][key].replaceAll("{name}", name);
}

/** The greeting spoken on first open (spec section 9). */
export function greetingText(name: string): string {
  return `Hallo, hier ist ${name}, schön, dass du da bist, wie kann ich dir heute helfen?`;
}
