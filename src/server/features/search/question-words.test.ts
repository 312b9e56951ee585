import { expect, test } from "vitest";
import { dictionaryForms, generalWords, questionSynonyms, synonymsForExplanation } from "./question-words";
import { isGeneralWord } from "./thesaurus";

test("everyday words of a question are told apart from its topic", () => {
  const general = generalWords("Ich habe bald ein Examen und mir ist vorher immer schlecht").split(" ");
  expect(general).toEqual(expect.arrayContaining(["bald", "immer", "schlecht", "ich"]));
  expect(general).not.toContain("examen");
  // Nouns name a topic, even frequent ones.
  for (const noun of ["zeit", "tag", "menschen", "ende"]) expect(isGeneralWord(noun), noun).toBe(false);
  expect(isGeneralWord("Warum")).toBe(true);
});

test("everyday words get no synonyms: they would name topics the visitor did not mean", () => {
  const question = "Ist ein Mittagsschlaf schlecht für die Nacht?";
  expect(synonymsForExplanation(question).map((s) => s.question)).not.toContain("schlecht");
  expect(questionSynonyms(question).synonyms.de).not.toContain("übel");
  expect(questionSynonyms("Ich habe Angst vor der Prüfung").synonyms.de).toContain("examen");
});

test("an inflected word the thesaurus does not know gets its dictionary forms", () => {
  expect(dictionaryForms("Ich grüble nachts im Bett")).toContain("grübeln");
  expect(dictionaryForms("Ich prokrastiniere ständig")).toContain("prokrastinieren");
  // A word the thesaurus knows as it is keeps its own stem only.
  expect(dictionaryForms("Ich kann nicht schlafen")).toEqual([]);
  expect(dictionaryForms("")).toEqual([]);
});
