import fs from "node:fs";
import { describe, expect, test } from "vitest";
import { matchedWords } from "./explain";
import { joinedVerbs, questionLanguages, questionSynonyms, synonymsForExplanation } from "./search";
import {
  baseForms,
  glossarySynonymsOf,
  MAX_GLOSSARY_SYNONYMS,
  MAX_SYNONYMS_PER_WORD,
  readGlossary,
  readNeighbours,
  readRelated,
  synonymsOf,
  translationsOf,
} from "./thesaurus";

test("inflected question words find their dictionary form", () => {
  expect(baseForms("grüble")).toContain("grübeln");
  expect(baseForms("chefin")).toContain("chef");
  expect(baseForms("ängste")).toContain("angst");
  expect(baseForms("worries")).toContain("worry");
});

test("a function word is no stem, so a noun does not take the synonyms of a preposition", () => {
  // "Nacht" stripped of its t is "nach" (hinter, danach …), and "nach" + "en" is the boat "Nachen" (Barke, Kahn …).
  expect(baseForms("nacht")).not.toContain("nach");
  expect(baseForms("nacht")).not.toContain("nachen");
  expect(synonymsOf("Nacht", "de")).not.toEqual(expect.arrayContaining(["danach"]));
  expect(synonymsOf("Nacht", "de")).not.toContain("barke");
  expect(translationsOf("Nacht", "de")).toContain("night");
});

test("synonyms come from the thesaurus of the question's language, most specific first, bounded", () => {
  expect(synonymsOf("grübeln", "de")).toEqual(expect.arrayContaining(["nachdenken", "sinnieren"]));
  expect(synonymsOf("Chefin", "de")).toContain("vorgesetzter");
  expect(synonymsOf("Feierabend", "de")).toContain("dienstschluss");
  expect(synonymsOf("worries", "en")).toContain("concern");
  // "müde" must not reach English "mud" (clay, mire) through a stripped ending.
  expect(synonymsOf("müde", "de")).not.toContain("clay");
  expect(synonymsOf("grübeln", "de")).not.toContain("grübeln");
  expect(synonymsOf("Angst", "de").length).toBeLessThanOrEqual(MAX_SYNONYMS_PER_WORD + MAX_GLOSSARY_SYNONYMS);
  expect(synonymsOf("xyzzyplugh", "de")).toEqual([]);
});

test("a question's language decides which thesaurus it gets; both when unclear", () => {
  expect(questionLanguages("Was hilft mir, wenn ich nachts grüble?")).toEqual(["de"]);
  expect(questionLanguages("What can I do when my boss shouts at me?")).toEqual(["en"]);
  expect(questionLanguages("Burnout Prävention")).toEqual(["de", "en"]);
  const { synonyms, translations } = questionSynonyms("Was mache ich, wenn ich nachts grüble?");
  expect(synonyms.de).toContain("nachdenken");
  expect(synonyms.de).not.toContain("grüble");
  // A German synonym is stemmed as German only; the English words are the glossary's.
  expect(synonyms.en).toEqual([]);
  expect(translations.en).toContain("night");
});

test("the glossary gives each side's words for the other's, both ways, and skips comments", () => {
  const table = readGlossary("# a comment\nbreathing;breath | atmung;atemübung # trailing\n\nbroken line\n");
  expect(table.en.get("breath")).toEqual(["atmung", "atemübung"]);
  expect(table.de.get("atemübung")).toEqual(["breathing", "breath"]);
  expect(table.en.has("broken line")).toBe(false);
});

test("a question word gets its own language's words through the glossary and back, before the thesaurus", () => {
  // Loanwords and everyday words the thesaurus does not link to the handouts' words.
  expect(glossarySynonymsOf("Meetings", "de")).toContain("besprechung");
  expect(glossarySynonymsOf("Handy", "de")).toContain("smartphone");
  expect(glossarySynonymsOf("Handy", "de")).not.toContain("handy");
  expect(glossarySynonymsOf("cellphone", "en")).toContain("smartphone");
  // Only the entries that hold the word: "Auftritt" is on the stage's entry, "Phase" on another entry of "stage".
  expect(glossarySynonymsOf("Auftritt", "de")).toContain("bühne");
  expect(glossarySynonymsOf("Auftritt", "de")).not.toContain("phase");
  expect(synonymsOf("Meetings", "de").slice(0, 3)).toContain("besprechung");
  expect(glossarySynonymsOf("xyzzyplugh", "de")).toEqual([]);
});

test("two words the glossary writes as one are looked up together, and named as the visitor wrote them", () => {
  const added = synonymsForExplanation("What helps with stage fright before a talk?");
  expect(added).toContainEqual({ synonym: "lampenfieber", question: "stage fright", language: "de", translation: true });
  expect(questionSynonyms("any ideas for team building?").translations.de).toContain("teamentwicklung");
  // Not every pair: "stage" and "fright" alone still get their own words.
  expect(added.some((a) => a.question === "stage")).toBe(true);
});

test("each side of a glossary entry puts its words together, per language", () => {
  const table = readNeighbours("# a comment\nstagefright | lampenfieber;redeangst\nstage | bühne\nphase;stage | phase\n");
  expect(table.de.get("lampenfieber")).toEqual(["redeangst"]);
  expect(table.en.get("stage")).toEqual(["phase"]);
  expect(table.de.get("bühne")).toEqual([]);
});

test("a question word gets its words of the other language, also from an inflected form", () => {
  expect(translationsOf("breathing", "en")).toEqual(expect.arrayContaining(["atemübung"]));
  expect(translationsOf("meetings", "en")).toEqual(expect.arrayContaining(["besprechung"]));
  expect(translationsOf("Schlaf", "de")).toContain("sleep");
  expect(translationsOf("xyzzyplugh", "en")).toEqual([]);
  // An English question on German handouts: the translations join as German words, the thesaurus' as English.
  const { synonyms, translations } = questionSynonyms("What helps with sleep before exams?");
  expect(translations.de).toEqual(expect.arrayContaining(["schlaf", "prüfung"]));
  expect(synonyms.en).not.toContain("schlaf");
  expect(synonyms.de).toEqual([]);
  const added = synonymsForExplanation("What helps with sleep before exams?");
  expect(added).toContainEqual({ synonym: "schlaf", question: "sleep", language: "de", translation: true });
});

test("split verbs are joined with their particle", () => {
  expect(joinedVerbs("Wie höre ich richtig zu?")).toContain("zuhören");
  expect(joinedVerbs("Abends schalte ich nicht ab")).toContain("abschalten");
  expect(joinedVerbs("Wie schlafe ich besser?")).toEqual([]);
});

describe("relations that are only related are no synonyms (thesaurus/*.related)", () => {
  const pairs: [string, string, "de" | "en"][] = [
    ["Prüfung", "schlag", "de"],
    ["Prüfung", "heimsuchung", "de"],
    ["Prüfung", "arbeit", "de"],
    ["Ruhe", "schlaf", "de"],
    ["Schlaf", "ruhe", "de"],
    ["Schlaf", "sand", "de"],
    ["Stress", "streit", "de"],
    ["Stress", "konflikte", "de"],
    ["Kollege", "meister", "de"],
    ["Lampenfieber", "herzklopfen", "de"],
    ["Aufgabe", "niederlage", "de"],
    ["Ärger", "geschichten", "de"],
    ["sleep", "rest", "en"],
  ];
  test.each(pairs)("%s does not expand to %s", (word, other, language) => {
    expect(synonymsOf(word, language)).not.toContain(other);
  });

  test("words of the same meaning stay", () => {
    expect(synonymsOf("Prüfung", "de")).toEqual(expect.arrayContaining(["examen", "klausur", "test"]));
    expect(synonymsOf("Schlaf", "de")).toEqual(expect.arrayContaining(["schlummer", "nachtruhe"]));
    expect(synonymsOf("Stress", "de")).toEqual(expect.arrayContaining(["belastung", "druck"]));
    expect(synonymsOf("sleep", "en")).toContain("slumber");
  });

  test("the test box does not call Schlaf a synonym of Prüfung", () => {
    const question = "Ich habe Angst vor der Prüfung";
    const passage = "Guter Schlaf in der Nacht vor einer Klausur hilft mehr als Lernen bis zum Morgen.";
    const matched = matchedWords(question, passage, synonymsForExplanation(question));
    expect(matched.map((m) => m.word)).not.toContain("Schlaf");
    expect(matched).toContainEqual({ word: "Klausur", via: "synonym", question: "prüfung" });
    // Nor would a short synonym's stem reach it: "schlag" is no inflection of "Schlaf".
    expect(matchedWords(question, passage, [{ synonym: "schlag", question: "prüfung" }])).toEqual([]);
  });

  test.each(["de", "en"] as const)("every %s pair is one the thesaurus groups together (the list does not rot)", (language) => {
    const groups = fs
      .readFileSync(new URL(`./thesaurus/${language}.txt`, import.meta.url), "utf8")
      .split("\n")
      .map((line) => new Set(line.split(";")));
    const related = [...readRelated(language)];
    expect(related.length).toBeGreaterThan(0);
    for (const pair of related) {
      const [a, b] = pair.split(";") as [string, string];
      expect(
        groups.some((g) => g.has(a) && g.has(b)),
        pair,
      ).toBe(true);
    }
  });
});
