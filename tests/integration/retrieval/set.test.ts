import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { RETRIEVAL_DOCUMENTS } from "#tests/fixtures/retrieval/documents";
import { RETRIEVAL_QUESTIONS, type RetrievalQuestion } from "#tests/fixtures/retrieval/questions";

/**
 * The retrieval evaluation set (tests/fixtures/retrieval): its size, its references, the split, and
 * the property that makes a paraphrase a paraphrase: no content word in common with the passage
 * that answers it.
 */

// German and English function words: articles, pronouns, prepositions, conjunctions, auxiliary and
// modal verbs, question words, particles. Written as they are spelt; the check folds them like the text.
const STOP_WORDS = `
der die das den dem des ein eine einer eines einem einen kein keine keinen keinem keiner keines
ich mich mir mein meine meinem meinen meiner meines du dich dir dein deine er ihn ihm sein seine seinem
seinen seiner sie ihr ihre ihrem ihren ihrer es wir uns unser unsere unserem unseren unserer euch euer
man jemand jemandem niemand sich selbst dies diese dieser dieses diesen jeder jede jedem jeden jedes
alle alles andere anderen anderer anderes was wer wen wem wessen dessen deren wie wo woran wann warum
wieso weshalb welche welcher welches welchen ob und oder aber sondern denn weil dass daß wenn als
also sowie bis seit während nach vor in im ins an am auf aus bei beim mit von vom zu zum zur über unter
um für gegen ohne durch zwischen statt hinter neben bin bist ist sind seid war waren wäre sei habe hast
hat haben hatte hatten hätte werde wirst wird werden wurde wurden würde kann kannst können könnte
muss musst müssen soll sollst sollen sollte sollten will willst wollen darf dürfen mag möchte
nicht nichts noch schon so auch nur sehr mehr viel viele immer oft ganz gerade dann doch ja nein
mal etwa etwas hier dort da dabei dafür damit darauf darüber davon dazu drauf ne
the a an and or but nor of to in on at for with about from by as into onto than then
is are was were be been being am do does did done have has had having i me my mine myself you your
yours we our ours us they them their he him his she her it its this that these those what which who
whom whose when where why how can cannot could should would will shall may might must not no so if
there here just very too also any some all every each more most much many other others only own same
such up out over again after before off get got someone something everyone everything
`;

const fold = (text: string) => text.toLowerCase().replace(/ä/g, "a").replace(/ö/g, "o").replace(/ü/g, "u").replace(/ß/g, "ss");

const STOP = new Set(fold(STOP_WORDS).split(/\s+/).filter(Boolean));

/**
 * Content words: lower-cased and folded (ä → a … ß → ss, so "Schlaf" and "schläft" count as one
 * root), split at everything that is not a letter, without function words. Fragments of one or two
 * letters (the "e" of "E-Mail", the "m" of "I'm") are dropped.
 */
const contentWords = (text: string) => (fold(text).match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 3 && !STOP.has(w));

/**
 * The pairs (question word, passage word) that make a question not a paraphrase of a passage: a
 * question word of 4+ letters that shares its first five letters with a passage word, occurs inside
 * one, or has one inside it.
 */
function sharedWords(question: string, passage: string): string[] {
  const passageWords = [...new Set(contentWords(passage))];
  const shared: string[] = [];
  for (const q of new Set(contentWords(question))) {
    if (q.length < 4) continue;
    for (const p of passageWords) {
      const samePrefix = q.length >= 5 && p.length >= 5 && q.slice(0, 5) === p.slice(0, 5);
      if (samePrefix || p.includes(q) || q.includes(p)) shared.push(`${q}~${p}`);
    }
  }
  return shared;
}

/**
 * The split was drawn once (per stratum of language × paraphrase, in id order, alternating) and is
 * frozen: the held-out ids among q001–q143 hash to this. A question added later joins either part;
 * the existing ones never move, so nothing tuned on `tune` has seen `heldOut`.
 */
const FROZEN_SPLIT = { lastId: "q143", heldOutSha256: "2fec9861f9828a090b1d3079391352eedd8b15c453b6bd60d7a8859adf37c8fd" };

const documents = new Map(RETRIEVAL_DOCUMENTS.map((d) => [d.title, d]));
const bestText = (q: RetrievalQuestion) => documents.get(q.best.document)!.passages[q.best.passage]!.text;
const count = (qs: RetrievalQuestion[], f: (q: RetrievalQuestion) => boolean) => qs.filter(f).length;

describe("the retrieval evaluation set", () => {
  test("has the documents it promises", () => {
    expect(RETRIEVAL_DOCUMENTS.length).toBeGreaterThanOrEqual(26);
    expect(RETRIEVAL_DOCUMENTS.filter((d) => d.language === "en").length).toBeGreaterThanOrEqual(5);
    expect(documents.size, "titles are unique").toBe(RETRIEVAL_DOCUMENTS.length);
    for (const d of RETRIEVAL_DOCUMENTS) {
      expect(d.passages.length, d.title).toBeGreaterThanOrEqual(3);
      expect(d.passages.length, d.title).toBeLessThanOrEqual(8);
      const pages = d.passages.map((p) => p.page);
      expect(pages[0], `${d.title} starts on page 1`).toBe(1);
      for (let i = 1; i < pages.length; i++) {
        expect(pages[i]! - pages[i - 1]!, `${d.title}: pages go 1..n without gaps`).toBeOneOf([0, 1]);
      }
      for (const p of d.passages) {
        const sentences = p.text.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„“"])/u).length;
        expect(sentences, `${d.title}: ${p.text}`).toBeLessThanOrEqual(4);
      }
    }
  });

  test("has the questions it promises", () => {
    const qs = RETRIEVAL_QUESTIONS;
    expect(qs.length).toBeGreaterThanOrEqual(90);
    expect(count(qs, (q) => q.language === "de")).toBeGreaterThanOrEqual(65);
    expect(count(qs, (q) => q.language === "en")).toBeGreaterThanOrEqual(20);
    expect(count(qs, (q) => q.paraphrase)).toBeGreaterThanOrEqual(35);
    expect(new Set(qs.map((q) => q.id)).size, "ids are unique").toBe(qs.length);
    expect(new Set(qs.map((q) => q.question)).size, "questions are unique").toBe(qs.length);
    const enOnGerman = qs.filter((q) => q.language === "en" && q.documents.every((t) => documents.get(t)?.language === "de"));
    expect(enOnGerman.length, "English questions about topics only German documents cover").toBeGreaterThanOrEqual(5);
  });

  test("every question points at documents and a best passage that exist", () => {
    for (const q of RETRIEVAL_QUESTIONS) {
      expect(q.documents.length, q.id).toBeGreaterThan(0);
      for (const title of q.documents) expect(documents.has(title), `${q.id}: ${title}`).toBe(true);
      expect(q.documents, `${q.id}: the best passage is in one of its documents`).toContain(q.best.document);
      expect(documents.get(q.best.document)?.passages[q.best.passage], `${q.id}: passage ${q.best.passage}`).toBeDefined();
    }
  });

  test("paraphrases share no content word with the passage that answers them", () => {
    const offending = RETRIEVAL_QUESTIONS.filter((q) => q.paraphrase)
      .map((q) => ({ id: q.id, shared: sharedWords(q.question, bestText(q)) }))
      .filter((r) => r.shared.length > 0);
    expect(offending).toEqual([]);
  });

  test("the check catches shared words, inflections and compound parts", () => {
    expect(sharedWords("Wie schlafe ich besser?", "Erholsamer Schlaf braucht feste Zeiten.")).toEqual(["schlafe~schlaf"]);
    expect(sharedWords("Ich schlafe schlecht", "Wer schläft, erholt sich.")).toEqual(["schlafe~schlaft"]);
    expect(sharedWords("Ich grüble nachts", "Das Gedankenkarussell dreht sich.")).toEqual([]);
    expect(sharedWords("Ist mein Zimmer zu warm?", "Das Schlafzimmer sollte kühl sein.")).toEqual(["zimmer~schlafzimmer"]);
    expect(sharedWords("Gibt es Tipps für den Alltag?", "Was hilft am Tag?")).toEqual(["alltag~tag"]);
    expect(sharedWords("Should I reply to the e-mail?", "Before replying to a message, wait.")).toEqual(["reply~replying"]);
  });

  test("both parts hold paraphrases and English questions in about the same share", () => {
    const parts = ["tune", "heldOut"].map((part) => RETRIEVAL_QUESTIONS.filter((q) => q.part === part));
    for (const qs of parts) {
      expect(qs.length).toBeGreaterThan(0);
      expect(count(qs, (q) => q.paraphrase)).toBeGreaterThan(0);
      expect(count(qs, (q) => q.language === "en")).toBeGreaterThan(0);
    }
    const [tune, heldOut] = parts as [RetrievalQuestion[], RetrievalQuestion[]];
    expect(Math.abs(tune.length - heldOut.length)).toBeLessThanOrEqual(4);
    for (const f of [(q: RetrievalQuestion) => q.paraphrase, (q: RetrievalQuestion) => q.language === "en"]) {
      expect(Math.abs(count(tune, f) / tune.length - count(heldOut, f) / heldOut.length)).toBeLessThan(0.05);
    }
  });

  test("the split into tune and heldOut has not changed", () => {
    const heldOut = RETRIEVAL_QUESTIONS.filter((q) => q.id <= FROZEN_SPLIT.lastId && q.part === "heldOut")
      .map((q) => q.id)
      .sort()
      .join(",");
    expect(createHash("sha256").update(heldOut).digest("hex")).toBe(FROZEN_SPLIT.heldOutSha256);
  });
});
