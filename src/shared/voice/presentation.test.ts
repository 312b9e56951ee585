import { describe, expect, test } from "vitest";
import type { Lang } from "../routes";
import { buttonAppearance, statusText } from "./presentation";
import { transition, type VoicePhase } from "./state-machine";
import { NAME, S, STATES } from "./test-samples";

describe("status texts", () => {
  const EXPECTED_STATUS: Record<VoicePhase, Record<Lang, string>> = {
    closed: { de: "Klicke auf den Button, um das Gespräch zu beginnen", en: "Click the button to start the conversation" },
    greeting: { de: "Bereit zum Aufnehmen", en: "Ready to record" },
    idle: { de: "Bereit zum Aufnehmen", en: "Ready to record" },
    listening: { de: "Aufnahme läuft...", en: "Recording..." },
    stopped: { de: "Aufnahme gestoppt", en: "Recording stopped" },
    processing: { de: "Verarbeite Anfrage...", en: "Processing your request..." },
    answering: { de: "Mia antwortet...", en: "Mia is answering..." },
    speaking: { de: "Mia spricht...", en: "Mia is speaking..." },
  };
  for (const state of STATES) {
    for (const lang of ["de", "en"] as const) {
      test(`${state.phase} (${lang}${state.notice ? `, ${state.notice}` : ""})`, () => {
        expect(statusText(state, lang, NAME)).toBe(EXPECTED_STATUS[state.phase][lang]);
      });
    }
  }
  test("uses the persona's name exactly", () => {
    expect(statusText(S.speaking, "de", "Dr. Anna-Lena")).toBe("Dr. Anna-Lena spricht...");
  });
});

describe("button appearance", () => {
  test("every state has a label and an accessible name in both languages", () => {
    for (const state of STATES) {
      for (const lang of ["de", "en"] as const) {
        const a = buttonAppearance(state, lang, NAME);
        expect(a.label.trim().length).toBeGreaterThan(3);
        // WCAG 2.5.3: the accessible name contains (starts with) the visible label.
        expect(a.ariaLabel.startsWith(a.label)).toBe(true);
        expect(a.ariaLabel).not.toContain("{name}");
        expect(a.clickable).toBe(transition(state, { type: "CLICK" }).effects.length > 0);
      }
    }
  });

  test("labels differ between the languages", () => {
    for (const state of STATES) {
      expect(buttonAppearance(state, "de", NAME).ariaLabel).not.toBe(buttonAppearance(state, "en", NAME).ariaLabel);
    }
  });

  test("labels per state", () => {
    expect(buttonAppearance(S.closed, "de", NAME)).toEqual({
      tone: "purple-pink",
      label: "Gespräch mit Mia starten",
      ariaLabel: "Gespräch mit Mia starten – Mia begrüßt dich",
      clickable: true,
    });
    expect(buttonAppearance(S.idle, "en", NAME)).toEqual({
      tone: "blue-purple",
      label: "Start recording",
      ariaLabel: "Start recording and talk to Mia",
      clickable: true,
    });
    expect(buttonAppearance(S.listening, "en", NAME).label).toBe("I'm listening... (click to stop)");
    expect(buttonAppearance(S.speaking, "de", NAME).label).toBe("Mia spricht");
  });
});
