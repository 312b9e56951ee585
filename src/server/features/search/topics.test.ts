import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { COACHING_TOPIC_NAMES } from "#shared/coaching-topics";
import { ENGINES, freshDatabase, type TestDatabase } from "#tests/helpers/db";
import { TOPIC_IDS } from "../../providers/offline-coach/topics";
import { createSearchIndex } from "./memory-index";
import { addToLexicon, searchKnowledge, sqlBackend } from "./search";
import { fillPassageTopics, passageTopic, rerankByTopic, topicShare, TITLE_PASSAGES } from "./topics";

const hit = (
  documentId: string,
  title: string,
  score: number,
): { documentId: string; title: string; score: number; topic?: string } => ({
  documentId,
  title,
  score,
});

test("every topic has a name in German and English for the test box", () => {
  expect(Object.keys(COACHING_TOPIC_NAMES).sort()).toEqual([...TOPIC_IDS].sort());
  for (const names of Object.values(COACHING_TOPIC_NAMES)) expect(names.de && names.en).toBeTruthy();
});

test("a document's share of the topic counts its passages on any topic and its title as two of them", () => {
  expect(topicShare("sleep", "Handout 3.pdf", { onTopic: 3, withTopic: 4 })).toBe(0.75);
  expect(topicShare("sleep", "Schlafhygiene.pdf", { onTopic: 0, withTopic: 2 })).toBe(TITLE_PASSAGES / 4);
  expect(topicShare("sleep", "Schlafhygiene.pdf", undefined)).toBe(1);
  expect(topicShare("sleep", "Handout 3.pdf", undefined)).toBe(0);
  expect(topicShare("exam", "Schlafhygiene.pdf", { onTopic: 1, withTopic: 1 })).toBe(1 / 3);
});

test("a hit gains the best score times its document's share, and equal scores keep their order", () => {
  const counts = new Map([
    ["b", { onTopic: 2, withTopic: 2 }],
    ["c", { onTopic: 1, withTopic: 2 }],
  ]);
  const ranked = rerankByTopic(
    [hit("a", "A.pdf", 4), hit("b", "B.pdf", 2), hit("c", "C.pdf", 1), hit("d", "D.pdf", 1)],
    "sleep",
    counts,
  );
  expect(ranked.map((h) => [h.documentId, h.score, h.topic])).toEqual([
    ["b", 6, "sleep"],
    ["a", 4, undefined],
    ["c", 3, "sleep"],
    ["d", 1, undefined],
  ]);
  expect(rerankByTopic([], "sleep", counts)).toEqual([]);
});

describe.each(ENGINES)("the topic in the knowledge search on %s", (engine) => {
  let db: TestDatabase;
  const ids: Record<string, string> = {};
  const add = async (title: string, texts: string[], topics: (string | null)[]) => {
    const [doc] = await db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $1, '/x', 'COMPLETED', 1) RETURNING id",
      [title],
    );
    await db.database.query(
      `INSERT INTO passages (document_id, ordinal, page, text, language, tsv, topic)
       SELECT $1, o, 1, t, 'de', to_tsvector('german', t), topic FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS u(t, topic, o)`,
      [doc!.id, texts, topics],
    );
    await addToLexicon(db.database, texts.join("\n"));
    ids[title] = doc!.id;
  };
  const SLEEP = [
    "Wer nachts wach liegt, steht nach zwanzig Minuten auf und liest bei gedämpftem Licht.",
    "Ein fester Zeitpunkt zum Aufstehen hilft dem Körper, abends müde zu werden.",
    "Bildschirme gehören eine Stunde vor dem Zubettgehen aus dem Schlafzimmer.",
  ];
  const DESK = [
    "Eine Liste für den Tag hilft, wenn der Schreibtisch voll ist.",
    "Ein Abend ohne Termine gibt dem Körper Zeit.",
    "Was nicht dringend ist, wartet bis morgen.",
  ];
  beforeAll(async () => {
    db = await freshDatabase(engine);
    await add("Handout 1.pdf", SLEEP, SLEEP.map(passageTopic));
    await add("Handout 2.pdf", DESK, DESK.map(passageTopic));
    // Indexed before topics were stored.
    await add(
      "Handout 3.pdf",
      SLEEP,
      SLEEP.map(() => null),
    );
  });
  afterAll(() => db.drop());

  test("passages indexed before get their topic once, and the database and the index count them alike", async () => {
    expect(SLEEP.map(passageTopic)).toEqual(["sleep", "sleep", "sleep"]);
    const counts = () => sqlBackend(db.database).topicCounts(Object.values(ids), "sleep");
    expect((await counts()).has(ids["Handout 3.pdf"]!)).toBe(false);
    expect(await fillPassageTopics(db.database)).toBe(3);
    expect(await fillPassageTopics(db.database)).toBe(0);
    const sql = await counts();
    expect(sql.get(ids["Handout 3.pdf"]!)).toEqual({ onTopic: 3, withTopic: 3 });
    expect(sql.get(ids["Handout 1.pdf"]!)).toEqual({ onTopic: 3, withTopic: 3 });

    const index = createSearchIndex(db.database);
    index.reloadAll();
    await index.settled();
    expect(await index.backend.topicCounts(Object.values(ids), "sleep")).toEqual(sql);
    index.close();

    // A passage switched off no longer counts.
    await db.database.query("UPDATE passages SET disabled = true WHERE document_id = $1 AND ordinal = 1", [ids["Handout 3.pdf"]]);
    expect((await counts()).get(ids["Handout 3.pdf"]!)).toEqual({ onTopic: 2, withTopic: 2 });
  });

  test("a question on the topic lifts the handout on it above one that shares more of its words", async () => {
    const question = "Ein Abend ohne Termine, trotzdem schlafe ich schlecht";
    expect(passageTopic(question)).toBe("sleep");
    const database = sqlBackend(db.database);
    // Without the topic, the handout that shares "Abend ohne Termine" comes first.
    const plain = await searchKnowledge(db.database, question, 3, {}, { ...database, topicCounts: async () => new Map() });
    expect(plain[0]?.title).toBe("Handout 2.pdf");
    const hits = await searchKnowledge(db.database, question, 3);
    expect(hits[0]?.title).toMatch(/Handout [13]\.pdf/);
    expect(hits[0]?.topic).toBe("sleep");
    expect(plain.every((h) => h.topic === undefined)).toBe(true);
    expect(hits[0]?.relevance).toBe(plain.find((h) => h.passageId === hits[0]?.passageId)?.relevance);
  });
});
