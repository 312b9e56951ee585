import { describe, expect, test } from "vitest";
import { matchedWords, questionWords } from "./explain";
import { synonymsForExplanation } from "./search";

describe("questionWords", () => {
  test("lower-cases, keeps words of three letters or more, drops stop words and repeats", () => {
    expect(questionWords("Was hilft mir bei Stress, Stress und Wut im Job?")).toEqual(["stress", "wut", "job"]);
  });

  test("a question of stop words only has no words to match", () => {
    expect(questionWords("Was kann ich da tun, wenn es so ist?")).toEqual(["tun"]);
    expect(questionWords("und oder aber")).toEqual([]);
  });
});

describe("matchedWords", () => {
  test("the same word, in the passage's own spelling", () => {
    expect(matchedWords("was hilft gegen lampenfieber", "Lampenfieber ist normal.")).toEqual([
      { word: "Lampenfieber", via: "word", question: "lampenfieber" },
    ]);
  });

  test("an inflection sharing the first five letters", () => {
    expect(matchedWords("Welche Atemübung hilft?", "Zwei Atemübungen für den Abend.")).toEqual([
      { word: "Atemübungen", via: "prefix", question: "atemübung" },
    ]);
  });

  test("a question word inside a compound of the passage, and a passage word inside a compound of the question", () => {
    expect(matchedWords("Was tun bei Stress?", "Dauerstress macht müde.")).toEqual([
      { word: "Dauerstress", via: "compound", question: "stress" },
    ]);
    expect(matchedWords("Was hilft bei Prüfungsangst?", "Angst vor Prüfungen kennen viele.")).toEqual([
      { word: "Angst", via: "compound", question: "prüfungsangst" },
      { word: "Prüfungen", via: "prefix", question: "prüfungsangst" },
    ]);
  });

  test("each spelling once, in the order of the passage, the strongest way first", () => {
    const matched = matchedWords(
      "Schlaf und Schlafen",
      "Guter Schlaf: Wer schlafen will, braucht Schlaf und Ruhe. Schlafzimmer kühl halten.",
    );
    expect(matched).toEqual([
      { word: "Schlaf", via: "word", question: "schlaf" },
      { word: "schlafen", via: "word", question: "schlafen" },
      { word: "Schlafzimmer", via: "prefix", question: "schlaf" },
    ]);
  });

  test("stop words, short words and unrelated words never match", () => {
    expect(matchedWords("Was ist das?", "Das ist was anderes.")).toEqual([]);
    // "rat" is too short to be a compound part, "Strafe" shares only four letters with "Strategie".
    expect(matchedWords("Rat zur Strategie", "Der Ratgeber nennt keine Strafe.")).toEqual([]);
    expect(matchedWords("", "Irgendein Text.")).toEqual([]);
  });

  test("English questions and passages", () => {
    expect(
      matchedWords("How do I handle stage fright?", "Stage fright before a talk is normal; handling it takes practice."),
    ).toEqual([
      { word: "Stage", via: "word", question: "stage" },
      { word: "fright", via: "word", question: "fright" },
      { word: "handling", via: "prefix", question: "handle" },
    ]);
  });
});

describe("matchedWords with the search's synonyms", () => {
  test("a passage word that is a thesaurus synonym of a question word, or an inflection of one, is named as such", () => {
    const question = "Was tun, wenn meine Chefin mich ständig kritisiert?";
    const synonyms = synonymsForExplanation(question);
    expect(synonyms).toContainEqual({ synonym: "vorgesetzter", question: "chefin", language: "de", translation: false });
    const passage = "Kritik von Vorgesetzten trifft besonders. Fragen Sie nach, bevor Sie antworten.";
    expect(matchedWords(question, passage, synonyms)).toContainEqual({
      word: "Vorgesetzten",
      via: "synonym",
      question: "chefin",
    });
    // Without the synonyms only the question's own word stem matches.
    expect(matchedWords(question, passage).map((m) => m.via)).not.toContain("synonym");
  });

  test("a German passage word that translates an English question word is named as a translation", () => {
    const question = "Which breathing exercise calms me down before a meeting?";
    const passage = "Die 4-7-8-Atmung beruhigt vor jeder Besprechung.";
    expect(matchedWords(question, passage, synonymsForExplanation(question))).toEqual(
      expect.arrayContaining([
        { word: "Atmung", via: "translation", question: "breathing" },
        { word: "Besprechung", via: "translation", question: "meeting" },
      ]),
    );
  });
});
