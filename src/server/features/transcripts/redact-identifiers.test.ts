import { describe, expect, test } from "vitest";
import { loadIdentifierSentences, loadOrdinarySentences } from "#tests/fixtures/redaction/redaction";
import { createIdentifierRedactor } from "./redact-identifiers";

const { redact, find } = createIdentifierRedactor();

describe("each kind of identifier gets its placeholder", () => {
  test.each([
    ["Ich heiße Jonas Becker.", "Ich heiße [Name]."],
    ["Mein Chef Herr Schneider macht Druck.", "Mein Chef Herr [Name] macht Druck."],
    ["my name is Sarah O'Neill", "my name is [Name]"],
    ["ich heiße mehmet und hab panik", "ich heiße [Name] und hab panik"],
    ["Mail an jonas.becker@gmx.de bitte", "Mail an [E-Mail] bitte"],
    ["Handy 0151 23456789, Büro +49 (0)30 2345678", "Handy [Telefon], Büro [Telefon]"],
    ["Schweiz: 079 123 45 67, Österreich: +43 664 1234567", "Schweiz: [Telefon], Österreich: [Telefon]"],
    ["IBAN DE89 3704 0044 0532 0130 00 ist gesperrt", "IBAN [IBAN] ist gesperrt"],
    ["Musterweg 12a, 80331 München", "[Adresse]"],
    ["I live at 221B Baker Street, London NW1 6XE.", "I live at [Adresse]."],
    ["geboren am 3.4.1990", "geboren am [Geburtsdatum]"],
    ["Mein Geburtstag ist der 3. April 1990.", "Mein Geburtstag ist der [Geburtsdatum]."],
    ["born on 3 April 1990, DOB 1990-04-03", "born on [Geburtsdatum], DOB [Geburtsdatum]"],
    ["Geboren wurde ich am 30. Sept. 1977.", "Geboren wurde ich am [Geburtsdatum]."],
    ["Ich hab am 14. Februar 1985 Geburtstag.", "Ich hab am [Geburtsdatum] Geburtstag."],
    ["Lena Maier, *12.06.1979", "[Name], *[Geburtsdatum]"],
    ["Ich wohne in Gelsenkirchen, komme aber aus Bad Homburg.", "Ich wohne in [Ort], komme aber aus [Ort]."],
    ["I'm from Glasgow originally.", "I'm from [Ort] originally."],
  ])("%s", (text, expected) => expect(redact(text)).toBe(expected));
});

test("capitalised nouns, names that are words and dates that are no birthday stay", () => {
  for (const text of [
    "Aus Angst vor der Prüfung habe ich meinem Chef nichts gesagt.",
    "Meine Frau macht sich Sorgen, im Jahr 2019 fing es an.",
    "Will you help me? Hope is hard. Nur wenn ich allein bin, geht es.",
    "Die Klausur ist am 3. April um 9:30, ich gehe 10000 Schritte am Tag.",
    "Ich bin Lehrerin und verdiene 3500 Euro.",
  ])
    expect(find(text)).toEqual([]);
});

test("help lines and emergency numbers stay, the built-in ones and the operator's own", () => {
  const reply = "Ruf die TelefonSeelsorge an: 0800 111 0 111 oder 116 123, im Notfall 112. Dargebotene Hand: 143.";
  expect(redact(reply)).toBe(reply);
  expect(redact("Unsere Beratung: 0221 9876543")).toBe("Unsere Beratung: [Telefon]");
  const own = createIdentifierRedactor({ keepNumbers: ["0221 9876543"] });
  expect(own.redact("Unsere Beratung: 0221 9876543")).toBe("Unsere Beratung: 0221 9876543");
  expect(own.redact("Meine Nummer: 0221 9876544")).toBe("Meine Nummer: [Telefon]");
});

test("the tuning half of the fixture stays redacted as expected (the held-out half is only counted by bench/redaction.ts)", () => {
  const misses = loadIdentifierSentences("tune").filter((s) => redact(s.text) !== s.redacted);
  expect(misses.map((s) => s.id)).toEqual([]);
  const wrong = loadOrdinarySentences("tune").filter((s) => find(s.text).length > 0);
  expect(wrong.map((s) => s.id)).toEqual([]);
});

test("the persona's own name stays when it is given, other names still go", () => {
  const reply = "Hallo, ich bin Mia. Wie geht es dir, Jonas?";
  expect(redact(reply)).toBe("Hallo, ich bin [Name]. Wie geht es dir, [Name]?");
  expect(redact(reply, ["Mia"])).toBe("Hallo, ich bin Mia. Wie geht es dir, [Name]?");
});
