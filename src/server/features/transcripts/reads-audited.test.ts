import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, TEST_ADMIN, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";

/**
 * Reading visitors' words is logged (docs/decisions/022-audit-log.md): the
 * list of transcripts (it shows the start of each) once per request, and
 * each transcript opened, with the operator and the conversation's id, never
 * the text; and when the entry cannot be written, no text leaves.
 */
describe.each(ENGINES)("reads of transcripts in the audit log on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  let conversationId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await loginCookie(t.app);
    const [row] = await t.db.database.query<{ id: string }>(
      "INSERT INTO conversations (visitor_id, owner_id, message_count) VALUES ('lesen', 'lesen', 2) RETURNING id",
    );
    conversationId = row!.id;
    for (const [visitor, coach] of [
      ["Lese-Geheimnis: Ich kann nachts nicht schlafen.", "Was geht dir dann durch den Kopf?"],
      ["Die Arbeit.", "Erzähl mir mehr."],
    ])
      await t.db.database.query(
        "INSERT INTO transcript_turns (conversation_id, voice, crisis, visitor_text, coach_text) VALUES ($1, false, false, $2, $3)",
        [conversationId, visitor, coach],
      );
    await t.db.database.query(
      "CREATE OR REPLACE FUNCTION audit_down() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$",
    );
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: { cookie } });
  const entries = () =>
    t.db.database.query<{ action: string; account_email: string; target_id: string | null; details: unknown }>(
      "SELECT action, account_email, target_id, details FROM audit_log WHERE action IN ('transcripts.list', 'transcript.read') ORDER BY id",
    );

  test("the list is one entry per request, a transcript one entry with its conversation; never the text", async () => {
    const list = await get("/api/transcripts?q=Geheimnis");
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Lese-Geheimnis");
    const detail = await get(`/api/transcripts/${conversationId}`);
    expect(detail.statusCode).toBe(200);
    expect(await entries()).toEqual([
      { action: "transcripts.list", account_email: TEST_ADMIN.email, target_id: null, details: { count: 1 } },
      { action: "transcript.read", account_email: TEST_ADMIN.email, target_id: conversationId, details: {} },
    ]);
    const log = JSON.stringify(await t.db.database.query("SELECT * FROM audit_log"));
    expect(log).not.toMatch(/Geheimnis|schlafen|Arbeit/);
    // An unknown transcript is no read.
    expect((await get("/api/transcripts/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect(await entries()).toHaveLength(2);
  });

  test("without its entry no text leaves", async () => {
    await t.db.database.query("CREATE TRIGGER audit_down BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_down()");
    try {
      for (const url of ["/api/transcripts", `/api/transcripts/${conversationId}`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(500);
        expect(res.body).not.toContain("Geheimnis");
      }
    } finally {
      await t.db.database.query("DROP TRIGGER IF EXISTS audit_down ON audit_log");
    }
  });
});
