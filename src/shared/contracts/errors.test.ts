import { describe, expect, test } from "vitest";
import { LANGS } from "../i18n";
import { ERROR_TEXTS, errorMessage, errorText, isTextedErrorCode } from "./errors";

describe("the error catalogue", () => {
  test("every code has a German and an English text, with the same placeholders", () => {
    const codes = Object.keys(ERROR_TEXTS.de) as (keyof (typeof ERROR_TEXTS)["de"])[];
    const placeholders = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort();
    for (const lang of LANGS) {
      expect(Object.keys(ERROR_TEXTS[lang]).sort()).toEqual([...codes].sort());
      for (const code of codes) expect(ERROR_TEXTS[lang][code].trim()).not.toBe("");
    }
    for (const code of codes) {
      const de = placeholders(ERROR_TEXTS.de[code]);
      const en = placeholders(ERROR_TEXTS.en[code]);
      // invalid-input names the failing field in English and quotes the German sentence of the schema in German.
      if (code !== "invalid-input") expect(en, code).toEqual(de);
    }
  });

  test("codes are kebab-case", () => {
    for (const code of Object.keys(ERROR_TEXTS.de)) expect(code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
  });

  test("placeholders are filled", () => {
    expect(errorMessage("document-too-large", "de", { mb: 20 })).toBe("Die Datei ist größer als 20 MB.");
    expect(errorMessage("document-too-large", "en", { mb: 20 })).toBe("The file is larger than 20 MB.");
  });

  test("a known code is worded in the page's language, whatever language the server used", () => {
    const body = { error: ERROR_TEXTS.de["invalid-credentials"], code: "invalid-credentials" as const };
    expect(errorText(body, "en", "fallback")).toBe("Invalid e-mail address or password.");
    expect(errorText(body, "de", "fallback")).toBe("Ungültige E-Mail-Adresse oder ungültiges Passwort.");
    expect(errorText({ error: "Dokument nicht gefunden", code: "document-not-found" }, "en", "x")).toBe("Document not found");
  });

  test("a text with the request's details, or an unknown code, is the server's sentence; no answer is the fallback", () => {
    expect(errorText({ error: "Bitte sende mindestens eine Nachricht.", code: "invalid-input" }, "de", "x")).toBe(
      "Bitte sende mindestens eine Nachricht.",
    );
    expect(errorText({ error: "Etwas Neues" }, "de", "x")).toBe("Etwas Neues");
    expect(errorText({}, "de", "HTTP 500")).toBe("HTTP 500");
    expect(isTextedErrorCode("toString")).toBe(false);
  });
});
