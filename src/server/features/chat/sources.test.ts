import { expect, test } from "vitest";
import { drawsOn, usedSources } from "./sources";

const hit = (documentId: string, page: number, text: string) => ({
  passageId: page,
  documentId,
  title: `${documentId}.pdf`,
  page,
  text,
  score: 1,
  relevance: 1,
});

test("a quoted passage and a paraphrased one count; a passage the answer ignored does not", () => {
  const quoted = "Gegen Lampenfieber hilft eine ruhige Bauchatmung kurz vor dem Vortrag. Danach fällt der Einstieg leichter.";
  const paraphrased = "Regelmäßige Bewegung, ausreichend Schlaf und feste Pausen stärken die Widerstandskraft gegen Belastungen.";
  const ignored = "Ein Teamtag im Frühling stärkt den Zusammenhalt in der Abteilung.";
  const reply =
    "Im Dokument heißt es: „Gegen Lampenfieber hilft eine ruhige Bauchatmung kurz vor dem Vortrag.“ Auch regelmäßige Bewegung, ausreichend Schlaf und Pausen stärken deine Widerstandskraft.";
  expect(drawsOn(reply, quoted)).toBe(true);
  expect(drawsOn(reply, paraphrased)).toBe(true);
  expect(drawsOn(reply, ignored)).toBe(false);
  expect(usedSources(reply, [hit("a", 3, quoted), hit("b", 7, ignored), hit("c", 2, paraphrased), hit("a", 3, quoted)])).toEqual([
    { documentId: "a", title: "a.pdf", page: 3 },
    { documentId: "c", title: "c.pdf", page: 2 },
  ]);
});
