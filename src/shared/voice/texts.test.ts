import { describe, expect, test } from "vitest";
import { ERROR_TEXTS } from "../contracts/errors";
import { greetingText, voiceText, voiceTexts, type VoiceTextKey } from "./texts";

/** Every pinned German product text (docs/product.md, "Voice chat"), character for character. */
const DOCUMENTED_GERMAN = {
  statusReady: "Bereit zum Aufnehmen",
  statusListening: "Aufnahme läuft...",
  statusStopped: "Aufnahme gestoppt",
  statusProcessing: "Verarbeite Anfrage...",
  statusAnswering: "{name} antwortet...",
  statusSpeaking: "{name} spricht...",
  labelListening: "Ich höre zu... (Klick zum Beenden)",
  greeting: "Hallo, hier ist {name}, schön, dass du da bist, wie kann ich dir heute helfen?",
  micDenied: "Mikrofon-Zugriff verweigert. Bitte erlaube den Zugriff.",
  noSpeech: "Keine Sprache erkannt. Bitte sprich deutlicher.",
  unsupported: "Browser unterstützt keine Spracherkennung",
  processingProblem: "Es gab ein Problem bei der Verarbeitung.",
  providerFailed: "Tut mir leid, ich habe gerade technische Schwierigkeiten. Kannst du es in einem Moment noch einmal versuchen?",
  emptyReply:
    "Entschuldigung, ich konnte dazu gerade keine passende Antwort finden. Kannst du deine Frage vielleicht anders formulieren?",
  playbackError: "Es gab ein Problem bei der Audiowiedergabe. Lies bitte die Textantwort.",
  autoplayBlocked:
    "Die automatische Audiowiedergabe wurde vom Browser blockiert. Bitte erlaube die Audiowiedergabe oder lies die Textantwort.",
  emptyAudio: "Die API hat keine Audio-Daten zurückgegeben.",
  unknownAudio: "Unbekannter Fehler bei der Audiogenerierung",
  textInvalid: "Der Text ist zu lang oder ungültig für die Sprachausgabe.",
  configMissing: "API-Konfiguration fehlt. Bitte kontaktieren Sie den Support.",
} satisfies Partial<Record<VoiceTextKey, string>>;

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("voice texts", () => {
  test.each(Object.entries(DOCUMENTED_GERMAN))("German %s is verbatim as documented in docs/product.md", (key, text) => {
    expect(voiceTexts.de[key as VoiceTextKey]).toBe(text);
  });

  test("the note when recognition cannot start suggests retrying or typing, in both languages", () => {
    expect(voiceTexts.de.startFailed).toMatch(/noch einmal/);
    expect(voiceTexts.de.startFailed).toMatch(/Textfeld/);
    expect(voiceTexts.en.startFailed).toMatch(/try again/);
    expect(voiceTexts.en.startFailed).toMatch(/type/);
  });

  test("English has exactly the German keys, all translated, with the same placeholders", () => {
    expect(Object.keys(voiceTexts.en).sort()).toEqual(Object.keys(voiceTexts.de).sort());
    for (const key of Object.keys(voiceTexts.de) as VoiceTextKey[]) {
      const de = voiceTexts.de[key];
      const en = voiceTexts.en[key];
      expect(en.trim(), key).not.toBe("");
      expect(en, key).not.toBe(de);
      expect(placeholders(en), key).toEqual(placeholders(de));
      expect(
        placeholders(de).every((p) => p === "name"),
        key,
      ).toBe(true);
    }
  });

  test("voice notices for server errors are the texts of their error codes", () => {
    for (const lang of ["de", "en"] as const) {
      expect(voiceTexts[lang].providerFailed).toBe(ERROR_TEXTS[lang]["chat-provider-failed"]);
      expect(voiceTexts[lang].emptyReply).toBe(ERROR_TEXTS[lang]["chat-empty-reply"]);
    }
    expect(voiceTexts.de.textInvalid).toBe(ERROR_TEXTS.de["tts-invalid-text"]);
    expect(voiceTexts.de.configMissing).toBe(ERROR_TEXTS.de["tts-not-configured"]);
    expect(voiceTexts.de.emptyAudio).toBe(ERROR_TEXTS.de["tts-empty-audio"]);
    expect(voiceTexts.de.unknownAudio).toBe(ERROR_TEXTS.de["tts-failed"]);
  });

  test("voiceText fills in the persona's name everywhere", () => {
    expect(voiceText("de", "statusSpeaking", "Mia")).toBe("Mia spricht...");
    expect(voiceText("en", "ariaClosed", "Mia")).toBe("Start a conversation with Mia – Mia will greet you");
    expect(voiceText("de", "micDenied")).toBe("Mikrofon-Zugriff verweigert. Bitte erlaube den Zugriff.");
  });

  test("the default greeting", () => {
    expect(greetingText("Mia")).toBe("Hallo, hier ist Mia, schön, dass du da bist, wie kann ich dir heute helfen?");
    expect(greetingText("Mia", "en")).toBe("Hello, this is Mia, nice to have you here, how can I help you today?");
  });

  test("a language missing a key does not compile", () => {
    // @ts-expect-error -- the pattern texts.ts uses for English rejects a missing key
    const incomplete = { statusReady: "Ready to record" } satisfies Record<VoiceTextKey, string>;
    expect(incomplete).toBeDefined();
  });
});
