import { describe, expect, test } from "vitest";
import { LANGS } from "../i18n";
import { ERROR_TEXTS, errorText, isTextedErrorCode, SERVER_WORDED_CODES } from "./errors";

describe("error codes", () => {
  test("every code pages render has a German and an English text", () => {
    const codes = Object.keys(ERROR_TEXTS.de);
    for (const lang of LANGS) {
      expect(Object.keys(ERROR_TEXTS[lang]).sort()).toEqual([...codes].sort());
      for (const code of codes) expect(ERROR_TEXTS[lang][code as keyof (typeof ERROR_TEXTS)["de"]].trim()).not.toBe("");
    }
  });

  test("codes are kebab-case and no code is both page-worded and server-worded", () => {
    const all = [...Object.keys(ERROR_TEXTS.de), ...SERVER_WORDED_CODES];
    for (const code of all) expect(code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
    expect(new Set(all).size).toBe(all.length);
  });

  test("a known code is worded in the page's language, whatever language the server used", () => {
    const body = { error: ERROR_TEXTS.de["invalid-credentials"], code: "invalid-credentials" as const };
    expect(errorText(body, "en", "fallback")).toBe("Invalid e-mail address or password.");
    expect(errorText(body, "de", "fallback")).toBe("Ungültige E-Mail-Adresse oder ungültiges Passwort.");
  });

  test("an unknown or missing code falls back to the server's sentence, then to the fallback", () => {
    expect(isTextedErrorCode("document-not-found")).toBe(false);
    expect(errorText({ error: "Dokument nicht gefunden", code: "document-not-found" }, "en", "x")).toBe(
      "Dokument nicht gefunden",
    );
    expect(errorText({ error: "Etwas Neues" }, "de", "x")).toBe("Etwas Neues");
    expect(errorText({}, "de", "HTTP 500")).toBe("HTTP 500");
    expect(isTextedErrorCode("toString")).toBe(false);
  });
});
