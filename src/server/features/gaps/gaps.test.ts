import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { GapCoverResult, GapsOverview } from "#shared/api/gaps";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { createOperator } from "#tests/helpers/operators";
import { waitFor } from "#tests/helpers/wait";
import { groupGaps, topicTerms } from "./grouping";

test("similar questions form one group by their shared topic stems; how they are asked does not count", () => {
  const row = (id: number, question: string, terms: string[], askedOn = "2026-11-20") => ({ id, question, terms, askedOn });
  const groups = groupGaps([
    row(1, "Was hilft gegen Mobbing durch Kollegen?", ["hilft", "mobbing", "kolleg"], "2026-11-22"),
    row(2, "Was hilft gegen Lampenfieber?", ["hilft", "lampenfieb"]),
    row(3, "Mobbing durch Kollegen, was tun?", ["mobbing", "kolleg", "tun"]),
    row(4, "Wie gehe ich mit Mobbing von Kollegen um?", ["geh", "mobbing", "kolleg"]),
    row(5, "Lampenfieber vor dem Vortrag", ["lampenfieb", "vortrag"]),
    row(6, "Wie plane ich meine Rente?", ["plan", "rent"]),
  ]);
  expect(groups.map((g) => g.ids)).toEqual([[1, 3, 4], [2, 5], [6]]);
  expect(groups[0]).toMatchObject({ count: 3, words: ["Kollegen", "Mobbing"], lastAskedOn: "2026-11-22" });
  expect(groups[1]!.words).toEqual(["Lampenfieber"]);
  // Only generic words: the question itself stands for its topic.
  expect(topicTerms({ question: "Was  hilft?", terms: ["hilft"] })).toEqual(["was hilft?"]);
});

/**
 * Unanswered questions (issue 36): kept only when the owner keeps them and the visitor agreed to transcripts,
 * redacted, without conversation; grouped; marked covered after the test box's retrieval answers them.
 */
describe.each(ENGINES)("what the knowledge could not answer on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "1000" });
    cookie = await loginCookie(t.app);
  });
  afterAll(() => t.close());

  const chat = async (content: string, transcriptConsent = true) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json" },
      payload: { persona: "demo", messages: [{ role: "user", content }], transcriptConsent },
    });
    expect(res.statusCode).toBe(200);
  };
  const setPolicy = (body: object) =>
    t.app.inject({ method: "PUT", url: "/api/settings/transcripts", headers: { cookie }, payload: body });
  const stored = () =>
    t.db.database.query<{ question: string; lang: string }>("SELECT question, lang FROM knowledge_gaps ORDER BY id");
  const overview = async (as = cookie) => {
    const res = await t.app.inject({ url: "/api/knowledge/gaps", headers: { cookie: as } });
    expect(res.statusCode).toBe(200);
    return res.json<GapsOverview>();
  };
  const cover = (ids: number[]) =>
    t.app.inject({ method: "POST", url: "/api/knowledge/gaps/cover", headers: { cookie }, payload: { ids } });
  const addDocument = async (title: string, text: string) => {
    const [doc] = await t.db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $1, '/x', 'COMPLETED', 1) RETURNING id",
      [title],
    );
    await t.db.database.query(
      "INSERT INTO passages (document_id, ordinal, page, text, language, tsv) VALUES ($1, 0, 1, $2, 'de', ''::tsvector)",
      [doc!.id, text],
    );
  };

  test("kept only with transcripts and gaps on and the visitor's consent, redacted, without the conversation", async () => {
    const question = "Ich bin Jonas Becker (jonas.becker@example.com). Was tun bei Mobbing durch Kollegen?";
    await chat(question);
    expect((await overview()).recording).toBe(false);
    expect((await setPolicy({ enabled: true, retentionDays: 30 })).json()).toEqual({ enabled: true, retentionDays: 30 });
    await chat(question);
    const on = await setPolicy({ enabled: true, retentionDays: 30, gaps: true });
    expect(on.json()).toEqual({ enabled: true, retentionDays: 30, gaps: true });
    const [entry] = await t.db.database.query<{ details: { changed: string[] } }>(
      "SELECT details FROM audit_log WHERE action = 'transcripts.settings' ORDER BY id DESC LIMIT 1",
    );
    expect(entry?.details.changed).toEqual(["gaps"]);
    // Without the gaps' own field, the setting keeps them.
    expect((await setPolicy({ enabled: true, retentionDays: 30 })).json()).toMatchObject({ gaps: true });
    await chat(question, false);
    expect(await stored()).toEqual([]);

    await chat(question);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.question).not.toContain("Jonas");
    expect(rows[0]!.question).not.toContain("example.com");
    expect(rows[0]!.question).toContain("Mobbing durch Kollegen");
    const columns = await t.db.database.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'knowledge_gaps' ORDER BY column_name",
    );
    expect(columns.map((c) => c.column_name)).toEqual(["asked_on", "covered_at", "id", "lang", "question", "terms"]);
    expect((await overview()).recording).toBe(true);
  });

  test("answered questions are no gaps; similar ones are grouped and ranked by how often they were asked", async () => {
    await addDocument(
      "Schlaf.pdf",
      "Wer vor einer Klausur nicht einschlafen kann, legt das Lernen eine Stunde vor dem Zubettgehen beiseite.",
    );
    await waitFor(
      async () => (await t.app.inject({ url: "/api/knowledge/search?q=Klausur", headers: { cookie } })).json<unknown[]>().length,
      (n) => n > 0,
    );
    await chat("Ich kann vor der Klausur nicht einschlafen. Was hilft?");
    await chat("Mobbing durch Kollegen – was hilft?");
    await chat("Wie plane ich meine Rente?");
    expect((await stored()).map((r) => r.question)).not.toContainEqual(expect.stringContaining("Klausur"));
    const { groups } = await overview();
    expect(groups.map((g) => g.count)).toEqual([2, 1]);
    expect(groups[0]!.words).toEqual(expect.arrayContaining(["Mobbing", "Kollegen"]));
    expect(groups[0]!.questions[0]).toBe("Mobbing durch Kollegen – was hilft?");
    expect(groups[1]!.questions).toEqual(["Wie plane ich meine Rente?"]);
    const [read] = await t.db.database.query<{ details: { count: number } }>(
      "SELECT details FROM audit_log WHERE action = 'gaps.list' ORDER BY id DESC LIMIT 1",
    );
    expect(read?.details.count).toBe(2);
  });

  test("a group is marked covered only once the test box's retrieval answers every question of it", async () => {
    const [mobbing] = (await overview()).groups;
    const before = await cover(mobbing!.ids);
    expect(before.statusCode).toBe(200);
    expect(before.json<GapCoverResult>()).toMatchObject({ covered: false });
    expect(before.json<GapCoverResult>().checks.every((c) => c.passage === null)).toBe(true);
    expect((await overview()).groups[0]!.ids).toEqual(mobbing!.ids);

    await addDocument(
      "Konflikte im Team.pdf",
      "Bei Mobbing durch Kollegen hilft es, Vorfälle mit Datum aufzuschreiben und früh die Führungskraft oder den Betriebsrat einzubeziehen.",
    );
    const after = await waitFor(
      async () => (await cover(mobbing!.ids)).json<GapCoverResult>(),
      (r) => r.covered,
    );
    expect(after.checks.map((c) => c.passage?.title)).toEqual(["Konflikte im Team.pdf", "Konflikte im Team.pdf"]);
    expect((await overview()).groups.map((g) => g.count)).toEqual([1]);
    const [entry] = await t.db.database.query<{ details: { count: number } }>(
      "SELECT details FROM audit_log WHERE action = 'gaps.cover' ORDER BY id DESC LIMIT 1",
    );
    expect(entry?.details.count).toBe(2);
    expect((await cover(mobbing!.ids)).statusCode).toBe(404);
    expect((await cover([])).statusCode).toBe(400);
  });

  test("the view lists the passages used most and never; editors read it, visitors do not", async () => {
    await addDocument("Pausen.pdf", "Kurze Pausen ohne Bildschirm senken den Stresspegel.");
    await chat("Bei Mobbing durch Kollegen: was soll ich aufschreiben?");
    const view = await waitFor(
      () => overview(),
      (v) => v.mostUsed.length > 0,
    );
    expect(view.mostUsed.map((p) => [p.title, p.hits])).toEqual([
      ["Konflikte im Team.pdf", 1],
      ["Schlaf.pdf", 1],
    ]);
    expect(view.neverUsed.map((p) => p.title)).toEqual(["Pausen.pdf"]);
    expect(view.neverUsedTotal).toBe(view.neverUsed.length);

    expect((await t.app.inject({ url: "/api/knowledge/gaps" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/knowledge/gaps/cover", payload: { ids: [1] } })).statusCode).toBe(
      401,
    );
    const editor = await createOperator(t, "redaktion@example.com", "editor");
    expect((await overview(editor)).groups.length).toBeGreaterThan(0);
    // Editors may not switch keeping them on or off: that is the owner's transcript setting.
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/settings/transcripts",
      headers: { cookie: editor },
      payload: { enabled: true, retentionDays: 30, gaps: false },
    });
    expect(put.statusCode).toBe(403);
  });

  test("questions go after the transcripts' period", async () => {
    await t.db.database.query("UPDATE knowledge_gaps SET asked_on = current_date - 31");
    await chat("Wie bewerbe ich mich um eine Teilzeitstelle?");
    expect(await t.ctx.gaps.prune()).toBeGreaterThan(0);
    expect((await stored()).map((r) => r.question)).toEqual(["Wie bewerbe ich mich um eine Teilzeitstelle?"]);
  });
});
