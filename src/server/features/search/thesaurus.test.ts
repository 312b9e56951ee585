import { expect, test } from "vitest";
import { joinedVerbs, questionLanguages, questionSynonyms } from "./search";
import { baseForms, MAX_SYNONYMS_PER_WORD, synonymsOf } from "./thesaurus";

test("inflected question words find their dictionary form", () => {
  expect(baseForms("grüble")).toContain("grübeln");
  expect(baseForms("chefin")).toContain("chef");
  expect(baseForms("ängste")).toContain("angst");
  expect(baseForms("worries")).toContain("worry");
});

test("synonyms come from the thesaurus of the question's language, most specific first, bounded", () => {
  expect(synonymsOf("grübeln", "de")).toEqual(expect.arrayContaining(["nachdenken", "sinnieren"]));
  expect(synonymsOf("Chefin", "de")).toContain("vorgesetzter");
  expect(synonymsOf("Feierabend", "de")).toContain("dienstschluss");
  expect(synonymsOf("worries", "en")).toContain("concern");
  // "müde" must not reach English "mud" (clay, mire) through a stripped ending.
  expect(synonymsOf("müde", "de")).not.toContain("clay");
  expect(synonymsOf("grübeln", "de")).not.toContain("grübeln");
  expect(synonymsOf("Angst", "de").length).toBeLessThanOrEqual(MAX_SYNONYMS_PER_WORD);
  expect(synonymsOf("xyzzyplugh", "de")).toEqual([]);
});

test("a question's language decides which thesaurus it gets; both when unclear", () => {
  expect(questionLanguages("Was hilft mir, wenn ich nachts grüble?")).toEqual(["de"]);
  expect(questionLanguages("What can I do when my boss shouts at me?")).toEqual(["en"]);
  expect(questionLanguages("Burnout Prävention")).toEqual(["de", "en"]);
  const synonyms = questionSynonyms("Was mache ich, wenn ich nachts grüble?");
  expect(synonyms).toContain("nachdenken");
  expect(synonyms).not.toContain("grüble");
});

test("split verbs are joined with their particle", () => {
  expect(joinedVerbs("Wie höre ich richtig zu?")).toContain("zuhören");
  expect(joinedVerbs("Abends schalte ich nicht ab")).toContain("abschalten");
  expect(joinedVerbs("Wie schlafe ich besser?")).toEqual([]);
});
