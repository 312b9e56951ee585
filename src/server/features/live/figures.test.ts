import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { LiveFigures } from "#shared/api/live";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { createOperator } from "#tests/helpers/operators";

describe.each(ENGINES)("the live figures on %s", (engine) => {
  let t: TestApp;
  let owner: string;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await loginCookie(t.app);
    editor = await createOperator(t, "figures-editor@example.com", "editor");
  });
  afterAll(() => t.close());

  const figures = async (cookie = owner, days = 30) => {
    const res = await t.app.inject({ url: `/api/live/figures?days=${days}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<LiveFigures>();
  };
  /** A handover `ago` seconds old, accepted after `accept` seconds (or never), ending in `status`. */
  async function handover(ago: number, accept: number | null, status: string) {
    const [c] = await t.db.database.query<{ id: string }>("INSERT INTO conversations (visitor_id) VALUES ('v') RETURNING id");
    await t.db.database.query(
      `INSERT INTO live_handovers (conversation_id, reason, lang, status, created_at, deadline, accepted_at)
       VALUES ($1, 'request', 'de', $2, now() - ($3::int * interval '1 second'), now(),
               CASE WHEN $4::int IS NULL THEN NULL ELSE now() - ($3::int * interval '1 second') + ($4::int * interval '1 second') END)`,
      [c!.id, status, ago, accept],
    );
  }

  test("no handover yet: zeros and no time to accept, rather than a made-up one", async () => {
    expect(await figures()).toEqual({ days: 30, escalations: 0, accepted: 0, missed: 0, acceptSeconds: null });
  });

  test("counts, the accepted ones and p50/p95 of the seconds to accept come from the rows; older ones drop out", async () => {
    // Ten accepted after 1…10 s, two missed, one older than the window.
    for (let s = 1; s <= 10; s++) await handover(600, s, "returned");
    await handover(600, null, "missed");
    await handover(600, null, "missed");
    await handover(40 * 86_400, 3, "ended");
    const f = await figures();
    expect(f).toMatchObject({ escalations: 12, accepted: 10, missed: 2 });
    // percentile_cont over 1…10: p50 5.5, p95 9.55 (given to a tenth).
    expect(f.acceptSeconds?.p50).toBe(5.5);
    expect(f.acceptSeconds?.p95).toBeGreaterThanOrEqual(9.5);
    expect(f.acceptSeconds?.p95).toBeLessThanOrEqual(9.6);
    expect((await figures(owner, 60)).escalations).toBe(13);
    // Editors see the figures too (they may be on duty).
    expect((await figures(editor)).escalations).toBe(12);
  });
});
