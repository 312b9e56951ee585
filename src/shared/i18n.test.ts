import { describe, expect, test } from "vitest";
import { defineTexts, format, isLang, LANGS, LOCALES } from "./i18n";

describe("format", () => {
  test("fills every placeholder, each occurrence", () => {
    expect(format("Gespräch mit {name} starten – {name} begrüßt dich", { name: "Mia" })).toBe(
      "Gespräch mit Mia starten – Mia begrüßt dich",
    );
    expect(format("{used} von {budget} Chat-Anfragen verbraucht", { used: "1,5", budget: 300 })).toBe(
      "1,5 von 300 Chat-Anfragen verbraucht",
    );
  });

  test("leaves a placeholder without a value as written", () => {
    expect(format("Hinter {n} Proxys: {list}", { n: 2 })).toBe("Hinter 2 Proxys: {list}");
  });

  test("inserts values literally", () => {
    expect(format("Nachricht an {name}", { name: "A$&B $1" })).toBe("Nachricht an A$&B $1");
  });
});

describe("languages", () => {
  test("every language has a locale", () => {
    for (const lang of LANGS) {
      expect(LOCALES[lang].tag.startsWith(`${LOCALES[lang].language}-`)).toBe(true);
      expect(LOCALES[lang].openGraph).toBe(LOCALES[lang].tag.replace("-", "_"));
    }
    expect(new Intl.NumberFormat(LOCALES.de.tag).format(1234.5)).toBe("1.234,5");
    expect(new Intl.NumberFormat(LOCALES.en.tag).format(1234.5)).toBe("1,234.5");
  });

  test("isLang accepts exactly the languages", () => {
    expect(LANGS.every(isLang)).toBe(true);
    expect(isLang("fr")).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});

describe("defineTexts", () => {
  test("indexes the texts by language", () => {
    const texts = defineTexts({
      de: { hello: "Hallo", nested: { bye: ["Tschüss"] } },
      en: { hello: "Hello", nested: { bye: ["Bye"] } },
    });
    expect(texts.de.hello).toBe("Hallo");
    expect(texts.en.nested.bye).toEqual(["Bye"]);
  });

  test("a missing language, a missing key or an extra key does not compile", () => {
    // @ts-expect-error -- English is missing
    const noEnglish = defineTexts({ de: { hello: "Hallo" } });
    // @ts-expect-error -- English lacks a key
    const missingKey = defineTexts({ de: { hello: "Hallo", bye: "Tschüss" }, en: { hello: "Hello" } });
    // @ts-expect-error -- English has a key German does not
    const extraKey = defineTexts({ de: { hello: "Hallo" }, en: { hello: "Hello", bye: "Bye" } });
    // @ts-expect-error -- a language that is not in LANGS
    const unknownLang = defineTexts({ de: { hello: "Hallo" }, en: { hello: "Hello" }, fr: { hello: "Bonjour" } });
    expect([noEnglish, missingKey, extraKey, unknownLang]).toHaveLength(4);
  });
});
