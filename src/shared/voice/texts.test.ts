import { describe, expect, test } from "vitest";
import { CHAT_MESSAGES, TTS_MESSAGES } from "../schemas/chat";
import { greetingText, voiceText, voiceTexts, type VoiceTextKey } from "./texts";

/** Every pinned German product text (docs/product.md, "Voice chat"), character for character. */
const SPEC_GERMAN = {
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
  test.each(Object.entries(SPEC_GERMAN))("German %s is verbatim from the spec", (key, text) => {
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

  test("the messages the server sends are the same strings, so the client can map them back", () => {
    for (const lang of ["de", "en"] as const) {
      expect(voiceTexts[lang].providerFailed).toBe(CHAT_MESSAGES[lang].providerFailed);
      expect(voiceTexts[lang].emptyReply).toBe(CHAT_MESSAGES[lang].emptyReply);
    }
    expect(voiceTexts.de.textInvalid).toBe(TTS_MESSAGES.invalidText);
    expect(voiceTexts.de.configMissing).toBe(TTS_MESSAGES.missingConfig);
    expect(voiceTexts.de.emptyAudio).toBe(TTS_MESSAGES.emptyAudio);
    expect(voiceTexts.de.unknownAudio).toBe(TTS_MESSAGES.unknown);
  });

  test("voiceText fills in the persona's name everywhere", () => {
    expect(voiceText("de", "statusSpeaking", "Mia")).toBe("Mia spricht...");
    expect(voiceText("en", "ariaClosed", "Mia")).toBe("Start a conversation with Mia – Mia will greet you");
    expect(voiceText("de", "micDenied")).toBe("Mikrofon-Zugriff verweigert. Bitte erlaube den Zugriff.");
  });

  test("the default greeting (spec section 9)", () => {
    expect(greetingText("Mia")).toBe("Hallo, hier ist Mia, schön, dass du da bist, wie kann ich dir heute helfen?");
    expect(greetingText("Mia", "en")).toBe("Hello, this is Mia, nice to have you here, how can I help you today?");
  });

  test("a language missing a key does not compile", () => {
    // @ts-expect-error -- the pattern texts.ts uses for English rejects a missing key
    const incomplete = { statusReady: "Ready to record" } satisfies Record<VoiceTextKey, string>;
    expect(incomplete).toBeDefined();
  });
});
