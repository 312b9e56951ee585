import type { AuditPage } from "#shared/contracts/audit";
import type { TranscriptDetail, TranscriptExport, TranscriptPage } from "#shared/contracts/transcripts";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { containsPattern, transcriptsCsv } from "./service";

describe.each(ENGINES)("opt-in transcripts on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "1000" });
    cookie = await loginCookie(t.app);
  });
  afterAll(() => t.close());

  /** One answered turn as the widget sends it; returns the conversation id and the visitor cookie. */
  const chat = async (content: string, extra: Record<string, unknown> = {}, visitor?: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json", ...(visitor ? { cookie: visitor } : {}) },
      payload: { persona: "demo", messages: [{ role: "user", content }], ...extra },
    });
    expect(res.statusCode).toBe(200);
    const own = res.cookies.find((c) => c.name === "mc_visitor");
    return {
      id: res.json<{ conversationId: string }>().conversationId,
      visitor: visitor ?? `mc_visitor=${own!.value}`,
    };
  };
  const setPolicy = (enabled: boolean, retentionDays = 30) =>
    t.app.inject({ method: "PUT", url: "/api/settings/transcripts", headers: { cookie }, payload: { enabled, retentionDays } });
  const list = async (query = "") => {
    const res = await t.app.inject({ url: `/api/transcripts${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<TranscriptPage>();
  };
  const counts = async (id: string) =>
    (
      await t.db.database.query<{ message_count: number; turns: number }>(
        "SELECT message_count, (SELECT count(*)::int FROM transcript_turns WHERE conversation_id = $1) AS turns FROM conversations WHERE id = $1",
        [id],
      )
    )[0]!;
  const newestAudit = async () =>
    (await t.app.inject({ url: "/api/audit-log?limit=1", headers: { cookie } })).json<AuditPage>().entries[0]!;

  test("the setting is off by default, bounded, and every change is in the audit log", async () => {
    const res = await t.app.inject({ url: "/api/settings/transcripts", headers: { cookie } });
    expect(res.json()).toEqual({ enabled: false, retentionDays: 30 });
    for (const retentionDays of [0, 366, 1.5])
      expect((await setPolicy(true, retentionDays)).json()).toMatchObject({ code: "settings-invalid" });
    expect((await t.app.inject({ url: "/api/settings/transcripts" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/transcripts" })).statusCode).toBe(401);
    const saved = await setPolicy(true, 14);
    expect(saved.json()).toEqual({ enabled: true, retentionDays: 14 });
    expect(await newestAudit()).toMatchObject({
      action: "transcripts.settings",
      details: { changed: ["enabled", "retentionDays"] },
    });
    await setPolicy(false);
  });

  test("while the setting is off, consent keeps nothing but counts", async () => {
    const { id } = await chat("Mein Chef setzt mich unter Druck.", { transcriptConsent: true });
    expect(await counts(id)).toEqual({ message_count: 1, turns: 0 });
    expect((await list()).total).toBe(0);
  });

  test("with the setting on, only a conversation with consent is stored, turn by turn, with its facts", async () => {
    await setPolicy(true, 30);
    const without = await chat("Ich schlafe schlecht vor Prüfungen.");
    await chat("Was hilft gegen Grübeln?", { conversationId: without.id }, without.visitor);
    expect(await counts(without.id)).toEqual({ message_count: 2, turns: 0 });

    const withConsent = await chat("Ich möchte gelassener präsentieren.", { transcriptConsent: true, voice: true, lang: "en" });
    await chat("Wie übe ich das?", { transcriptConsent: true, conversationId: withConsent.id }, withConsent.visitor);
    await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: { cookie: withConsent.visitor },
      payload: { conversationId: withConsent.id, rating: 4 },
    });
    expect(await counts(withConsent.id)).toEqual({ message_count: 2, turns: 2 });

    const page = await list();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: withConsent.id,
      persona: expect.any(String),
      lang: "en",
      turns: 2,
      voiceTurns: 1,
      crisis: false,
      rating: 4,
      preview: "Ich möchte gelassener präsentieren.",
    });
    const detail = (
      await t.app.inject({ url: `/api/transcripts/${withConsent.id}`, headers: { cookie } })
    ).json<TranscriptDetail>();
    expect(detail.entries.map((e) => [e.visitor, e.voice])).toEqual([
      ["Ich möchte gelassener präsentieren.", true],
      ["Wie übe ich das?", false],
    ]);
    expect(detail.entries.every((e) => e.coach.length > 0)).toBe(true);
    // A conversation without consent has no transcript to read.
    const none = await t.app.inject({ url: `/api/transcripts/${without.id}`, headers: { cookie, "content-language": "en" } });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: "transcript-not-found", error: "No transcript is stored for this conversation." });
  });

  test("a crisis answer is stored with its flag when the visitor agreed", async () => {
    const { id } = await chat("Ich will nicht mehr leben.", { transcriptConsent: true });
    const detail = (await t.app.inject({ url: `/api/transcripts/${id}`, headers: { cookie } })).json<TranscriptDetail>();
    expect(detail.crisis).toBe(true);
    expect(detail.entries[0]!.crisis).toBe(true);
  });

  test("search finds words on either side, in any case, and takes % and _ literally; newest first, page by page", async () => {
    const a = await chat("Thema: Zeitmanagement_100% im Büro", { transcriptConsent: true });
    const found = await list(`?q=${encodeURIComponent("zeitmanagement_100%")}`);
    expect(found.items.map((i) => i.id)).toEqual([a.id]);
    expect((await list(`?q=${encodeURIComponent("zeit%büro")}`)).total).toBe(0);
    expect((await list("?q=PR%C3%84SENTIEREN")).total).toBe(1);
    const all = await list();
    expect(all.items[0]!.id).toBe(a.id);
    const first = await list("?limit=2");
    expect(first.items).toHaveLength(2);
    expect(first.next).toBe(2);
    const second = await list(`?limit=2&offset=${first.next}`);
    expect(second.next).toBeNull();
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(all.items.map((i) => i.id));
    expect((await t.app.inject({ url: "/api/transcripts?limit=0", headers: { cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/transcripts?q=${"x".repeat(201)}`, headers: { cookie } })).statusCode).toBe(400);
  });

  test("export: one or all matching, as JSON or CSV, each recorded with its count", async () => {
    const json = await t.app.inject({ url: "/api/transcripts/export?format=json&q=gelassener", headers: { cookie } });
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toMatch(/^attachment; filename="transkripte-alle-\d{4}-\d\d-\d\d\.json"$/);
    const body = json.json<TranscriptExport>();
    expect(body.query).toBe("gelassener");
    expect(body.transcripts).toHaveLength(1);
    expect(body.transcripts[0]!.entries).toHaveLength(2);
    expect(await newestAudit()).toMatchObject({ action: "transcript.export", target: null, details: { count: 1 } });

    const id = body.transcripts[0]!.id;
    const csv = await t.app.inject({ url: `/api/transcripts/export?format=csv&id=${id}`, headers: { cookie } });
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("conversation,persona,lang,rating,crisis,turn,at,mode,visitor,coach,answered_by");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Ich möchte gelassener präsentieren."');
    expect(await newestAudit()).toMatchObject({ action: "transcript.export", target: { id }, details: { count: 1 } });

    const all = await t.app.inject({ url: "/api/transcripts/export", headers: { cookie } });
    expect(all.json<TranscriptExport>().transcripts.length).toBe((await list()).total);
    expect((await t.app.inject({ url: "/api/transcripts/export?format=xml", headers: { cookie } })).statusCode).toBe(400);
    const unknown = await t.app.inject({
      url: "/api/transcripts/export?id=00000000-0000-4000-8000-000000000000",
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });

  test("delete removes the text, keeps the counts and the rating, and is recorded", async () => {
    const before = await list("?q=gelassener");
    const id = before.items[0]!.id;
    const res = await t.app.inject({ method: "DELETE", url: `/api/transcripts/${id}`, headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(await counts(id)).toEqual({ message_count: 2, turns: 0 });
    const rating = await t.db.database.query<{ rating: number }>("SELECT rating FROM feedback WHERE conversation_id = $1", [id]);
    expect(rating[0]?.rating).toBe(4);
    // Before the list is read again: reading it is an entry of its own.
    expect(await newestAudit()).toMatchObject({
      action: "transcript.delete",
      target: { id, name: id.slice(0, 8) },
      details: { count: 2 },
    });
    expect((await list("?q=gelassener")).total).toBe(0);
    expect((await t.app.inject({ method: "DELETE", url: `/api/transcripts/${id}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: "/api/transcripts/nicht-da", headers: { cookie } })).statusCode).toBe(
      404,
    );
  });

  test("the visitor withdraws consent: their conversation's text goes at once, nobody else can do it", async () => {
    expect((await setPolicy(true)).statusCode).toBe(200);
    const first = await chat("Ich kann abends nicht abschalten.", { transcriptConsent: true });
    await chat("Was hilft vor dem Einschlafen?", { transcriptConsent: true, conversationId: first.id }, first.visitor);
    expect(await counts(first.id)).toEqual({ message_count: 2, turns: 2 });
    const withdraw = (id: string, visitor?: string) =>
      t.app.inject({ method: "DELETE", url: `/api/conversations/${id}/transcript`, headers: visitor ? { cookie: visitor } : {} });

    // Another browser on another address, with its own signed cookie.
    const other = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      remoteAddress: "10.3.0.9",
      headers: { accept: "application/json" },
      payload: { persona: "demo", messages: [{ role: "user", content: "Hallo" }] },
    });
    const stranger = `mc_visitor=${other.cookies.find((c) => c.name === "mc_visitor")!.value}`;
    expect(stranger).not.toBe(first.visitor);
    expect((await withdraw(first.id, stranger)).json()).toMatchObject({ code: "transcript-not-yours" });
    expect((await withdraw(first.id)).statusCode).toBe(403);
    expect((await withdraw("00000000-0000-4000-8000-000000000000", first.visitor)).statusCode).toBe(404);
    expect((await withdraw("kein-gespraech", first.visitor)).statusCode).toBe(404);
    expect(await counts(first.id)).toEqual({ message_count: 2, turns: 2 });

    const res = await withdraw(first.id, first.visitor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: 2 });
    expect(await counts(first.id)).toEqual({ message_count: 2, turns: 0 });
    // A later turn without consent (what the widget sends after withdrawing) stores nothing again.
    await chat("Danke.", { transcriptConsent: false, conversationId: first.id }, first.visitor);
    expect(await counts(first.id)).toEqual({ message_count: 3, turns: 0 });
    expect((await withdraw(first.id, first.visitor)).json()).toEqual({ removed: 0 });
  });

  test("a stored turn keeps no identifier, in the detail, the list and the CSV; check and coach read the words as written", async () => {
    const check = vi.spyOn(t.ctx.safety, "check");
    const stream = vi.spyOn(t.ctx.providers.chat, "stream");
    try {
      const said =
        "Ich heiße Jonas Becker, erreichbar unter 0151 23456789 oder jonas.becker@example.de. Ich wohne in der " +
        "Hauptstraße 5, 80331 München, geboren am 3.4.1990, IBAN DE89 3704 0044 0532 0130 00. Mein Chef Herr Schneider macht mir Angst.";
      const { id } = await chat(said, { transcriptConsent: true });
      // Before anything is stored, the crisis check and the model get the visitor's own words.
      expect(check.mock.calls.at(-1)![0].userTurns.at(-1)).toBe(said);
      expect(JSON.stringify(stream.mock.calls.at(-1)![0].messages)).toContain("Jonas Becker, erreichbar unter 0151 23456789");

      const redacted =
        "Ich heiße [Name], erreichbar unter [Telefon] oder [E-Mail]. Ich wohne in der [Adresse], geboren am " +
        "[Geburtsdatum], IBAN [IBAN]. Mein Chef Herr [Name] macht mir Angst.";
      const identifiers = [
        "Jonas",
        "Becker",
        "0151",
        "23456789",
        "example.de",
        "Hauptstraße",
        "80331",
        "München",
        "1990",
        "DE89",
        "Schneider",
      ];
      const detail = (await t.app.inject({ url: `/api/transcripts/${id}`, headers: { cookie } })).json<TranscriptDetail>();
      expect(detail.entries[0]!.visitor).toBe(redacted);
      expect(detail.preview).toBe(redacted.slice(0, detail.preview.length));
      const csv = (await t.app.inject({ url: `/api/transcripts/export?format=csv&id=${id}`, headers: { cookie } })).body;
      expect(csv).toContain("Ich heiße [Name], erreichbar unter [Telefon]");
      for (const text of [JSON.stringify(detail), csv]) for (const word of identifiers) expect(text).not.toContain(word);
      // What is not stored cannot be found either.
      expect((await list("?q=Schneider")).total).toBe(0);
    } finally {
      check.mockRestore();
      stream.mockRestore();
    }
  });

  test("a crisis is still found with identifiers in the message; the coach's help lines stay in the stored answer", async () => {
    const said = "Ich heiße Jonas. Ich will nicht mehr leben. Ruf mich an: 0151 23456789";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json" },
      payload: { persona: "demo", messages: [{ role: "user", content: said }], transcriptConsent: true },
    });
    const answer = res.json<{ conversationId: string; crisis: boolean; reply: string }>();
    expect(answer.crisis).toBe(true);
    expect(answer.reply).toContain("0800 111 0 111");
    const detail = (
      await t.app.inject({ url: `/api/transcripts/${answer.conversationId}`, headers: { cookie } })
    ).json<TranscriptDetail>();
    expect(detail.entries[0]!.visitor).toBe("Ich heiße [Name]. Ich will nicht mehr leben. Ruf mich an: [Telefon]");
    // The answer's crisis lines are the coach's resources, not anybody's personal data.
    expect(detail.entries[0]!.coach).toBe(answer.reply);
  });

  test("housekeeping removes turns older than the retention period and keeps younger ones", async () => {
    await setPolicy(true, 7);
    const old = await chat("Ein altes Gespräch über Motivation.", { transcriptConsent: true });
    const young = await chat("Ein junges Gespräch über Motivation.", { transcriptConsent: true });
    await t.db.database.query("UPDATE transcript_turns SET at = now() - interval '8 days' WHERE conversation_id = $1", [old.id]);
    await t.db.database.query("UPDATE transcript_turns SET at = now() - interval '6 days' WHERE conversation_id = $1", [
      young.id,
    ]);
    const pass = await t.ctx.housekeeping.runOnce();
    expect(pass?.transcriptTurns).toBe(1);
    expect(await counts(old.id)).toEqual({ message_count: 1, turns: 0 });
    expect(await counts(young.id)).toEqual({ message_count: 1, turns: 1 });
    // Turning storage off keeps what is stored until its retention ends, and stores nothing new.
    await setPolicy(false, 7);
    const after = await chat("Noch ein Gespräch.", { transcriptConsent: true });
    expect(await counts(after.id)).toEqual({ message_count: 1, turns: 0 });
    expect(await counts(young.id)).toEqual({ message_count: 1, turns: 1 });
  });
});

describe.each(ENGINES)("the test-only retention clock on %s", (engine) => {
  /** A server in `mode` with the clock shifted 31 days; one consented turn under a 30-day period, then one housekeeping pass. */
  const passWithShift = async (mode: "production" | "test") => {
    const t = await createTestApp(engine, { NODE_ENV: mode, TEST_RETENTION_CLOCK_SHIFT_DAYS: "31" });
    try {
      const cookie = await loginCookie(t.app);
      const put = await t.app.inject({
        method: "PUT",
        url: "/api/settings/transcripts",
        headers: { cookie },
        payload: { enabled: true, retentionDays: 30 },
      });
      expect(put.statusCode).toBe(200);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/chat",
        headers: { accept: "application/json" },
        payload: { persona: "demo", messages: [{ role: "user", content: "Heute gesagt." }], transcriptConsent: true },
      });
      expect(res.statusCode).toBe(200);
      const pass = await t.ctx.housekeeping.runOnce();
      const [row] = await t.db.database.query<{ n: number }>("SELECT count(*)::int AS n FROM transcript_turns");
      return { removed: pass?.transcriptTurns, kept: Number(row!.n) };
    } finally {
      await t.close();
    }
  };

  test("a production server ignores the shift: a turn of today stays", async () => {
    expect(await passWithShift("production")).toEqual({ removed: 0, kept: 1 });
  });

  test("under NODE_ENV=test the pass judges today's turn 31 days old and removes it", async () => {
    expect(await passWithShift("test")).toEqual({ removed: 1, kept: 0 });
  });
});

test("the search pattern escapes LIKE's wildcards", () => {
  expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
});

const transcriptWith = (visitor: string, coach: string, answeredBy: "coach" | "person" = "coach"): TranscriptDetail => ({
  id: "c1",
  startedAt: "2026-01-01T00:00:00.000Z",
  lastAt: "2026-01-01T00:00:00.000Z",
  persona: "Mia",
  lang: "de",
  turns: 1,
  voiceTurns: 0,
  crisis: false,
  rating: null,
  preview: "",
  entries: [{ at: "2026-01-01T00:00:00.000Z", voice: false, crisis: false, visitor, coach, answeredBy }],
});

test("no cell becomes a formula in a spreadsheet that splits on ; , or tabs, whatever its quotes", () => {
  const hostile = ["x;=1+1", "a,+cmd|' /C calc'!A0", "b\t@SUM(A1)", 'c; "=1', "d\n-2+3", "e ;  =HYPERLINK(1)"];
  const csv = transcriptsCsv(hostile.map((text, i) => transcriptWith(text, hostile[(i + 1) % hostile.length]!)));
  // The worst case of German Excel opening a comma-separated file: it splits every line on its own
  // separator and honours no quote, so each piece between separators or line breaks is a cell.
  for (const separator of [";", ",", "\t"]) {
    const cells = csv.replace(/^\uFEFF/, "").split(new RegExp(`[${separator}\r\n]`));
    const formulas = cells.map((cell) => cell.replace(/^[\s"]*/, "")).filter((cell) => /^[=+\-@]/.test(cell));
    expect(formulas, `split on ${JSON.stringify(separator)}`).toEqual([]);
  }
  // What a reader sees keeps every character, with a ' before each formula start.
  expect(csv).toContain(`"x;'=1+1"`);
});

test("CSV cells are quoted and never start a formula, and say who answered", () => {
  const csv = transcriptsCsv([transcriptWith('=HYPERLINK("x")', 'Sag "Hallo"'), transcriptWith("", "Hier ist Sam.", "person")]);
  const lines = csv.split("\r\n");
  expect(lines[1]).toBe(
    '"c1","Mia","de","","false","1","2026-01-01T00:00:00.000Z","typed","\'=HYPERLINK(""x"")","Sag ""Hallo""","coach"',
  );
  expect(lines[2]).toBe('"c1","Mia","de","","false","1","2026-01-01T00:00:00.000Z","typed","","Hier ist Sam.","person"');
});
