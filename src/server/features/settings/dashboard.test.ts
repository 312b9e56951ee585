import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";

describe.each(ENGINES)("dashboard APIs on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { OPENAI_API_KEY: "sk-proj-secretsecret9z8y", OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });
    cookie = await loginCookie(t.app);
  });
  afterAll(() => t.close());

  test("the go-live check lists the example fields of the site configuration, for operators only", async () => {
    expect((await t.app.inject({ url: "/api/settings/go-live" })).statusCode).toBe(401);
    const res = await t.app.inject({ url: "/api/settings/go-live", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { placeholders } = res.json() as { placeholders: string[] };
    expect(placeholders).toContain("isExample");
    expect(placeholders).toContain("company.vatId");
  });

  test("without a server voice, 'Probe hören' is told to use the browser's", async () => {
    const settings = { stability: 0.5, similarity_boost: 0.75, style: 0.45, use_speaker_boost: true, pitch: 1, speed: 1 };
    const res = await t.app.inject({ method: "POST", url: "/api/voice-config/preview", headers: { cookie }, payload: settings });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("tts-not-configured");
  });

  test("stats are computed from the data", async () => {
    const q = (sql: string, p: unknown[] = []) => t.db.database.query(sql, p);
    // Two visitors before this month, three new this month (one of them twice), and one whose
    // conversation never got an answer, which counts nowhere. Recent times are kept inside the
    // current month so the test holds in a month's first hours too.
    await q(`INSERT INTO conversations (visitor_id, created_at, last_message_at, message_count) VALUES
      ('v1', date_trunc('month', now()) - interval '10 days', date_trunc('month', now()) - interval '10 days', 1),
      ('v2', date_trunc('month', now()) - interval '3 days', date_trunc('month', now()) - interval '3 days', 2),
      ('v3', greatest(now() - interval '2 hours', date_trunc('month', now())), greatest(now() - interval '2 hours', date_trunc('month', now())), 1),
      ('v3', greatest(now() - interval '30 hours', date_trunc('month', now())), greatest(now() - interval '30 hours', date_trunc('month', now())), 3),
      ('v4', greatest(now() - interval '1 hour', date_trunc('month', now())), greatest(now() - interval '1 hour', date_trunc('month', now())), 1),
      ('v5', greatest(now() - interval '5 minutes', date_trunc('month', now())), greatest(now() - interval '5 minutes', date_trunc('month', now())), 1),
      ('v6', greatest(now() - interval '4 minutes', date_trunc('month', now())), greatest(now() - interval '4 minutes', date_trunc('month', now())), 0)`);
    const convs = await q(
      "SELECT id FROM conversations WHERE visitor_id IN ('v3','v4') AND created_at > now() - interval '3 hours' ORDER BY visitor_id",
    );
    await q("INSERT INTO feedback (conversation_id, rating) VALUES ($1, 5), ($2, 4)", [
      (convs[0] as { id: string }).id,
      (convs[1] as { id: string }).id,
    ]);
    await q(`INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES
      ('a.pdf','a','/a','COMPLETED',1), ('b.pdf','b','/b','COMPLETED',1), ('c.pdf','c','/c','ERROR',1), ('d.pdf','d','/d','PROCESSING',1)`);

    const res = await t.app.inject({ url: "/api/stats", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.totalUsers).toBe(5);
    // Active: answered in the last 24 hours. In a month's first day the 30-hour-old conversation is kept inside the
    // month, and so inside those 24 hours too.
    const young = (
      (await q("SELECT now() - date_trunc('month', now()) < interval '24 hours' AS young")) as { young: boolean }[]
    )[0]!.young;
    expect(s.activeConversations).toBe(young ? 4 : 3);
    expect(s.documentsProcessed).toBe(2);
    expect(s.averageRating).toBe(4.5);
    // 5 visitors now against 2 at the end of last month: +150 %.
    expect(s.changes.totalUsers).toBe(150);
    expect(s.daily).toHaveLength(30);
    // The chart's other ranges: the same days, more or fewer of them; nothing else is accepted.
    for (const days of [7, 90]) {
      const ranged = (await t.app.inject({ url: `/api/stats?days=${days}`, headers: { cookie } })).json();
      expect(ranged.daily).toHaveLength(days);
      expect(ranged.daily.at(-1)).toEqual(s.daily.at(-1));
    }
    for (const days of ["0", "31", "abc", "-7"])
      expect((await t.app.inject({ url: `/api/stats?days=${days}`, headers: { cookie } })).statusCode).toBe(400);
    // The three conversations of the last two hours fall on today or, shortly after midnight, yesterday.
    expect(s.daily.at(-1).conversations + s.daily.at(-2).conversations).toBeGreaterThanOrEqual(3);
  });

  test("no ratings means no average, not an invented one", async () => {
    await t.db.database.query("DELETE FROM feedback");
    const s = (await t.app.inject({ url: "/api/stats", headers: { cookie } })).json();
    expect(s.averageRating).toBeNull();
  });

  test("voice settings start at the documented defaults, are saved and validated", async () => {
    const initial = await t.app.inject({ url: "/api/voice-config", headers: { cookie } });
    expect(initial.json()).toEqual({
      stability: 0.25,
      similarity_boost: 0.75,
      style: 0.45,
      use_speaker_boost: true,
      pitch: 1,
      speed: 1,
    });
    const next = { stability: 0.5, similarity_boost: 0.6, style: 0.1, use_speaker_boost: false, pitch: 1.2, speed: 0.9 };
    const saved = await t.app.inject({ method: "PUT", url: "/api/voice-config", headers: { cookie }, payload: next });
    expect(saved.json()).toEqual(next);
    expect((await t.app.inject({ url: "/api/voice-config", headers: { cookie } })).json()).toEqual(next);
    for (const bad of [
      { ...next, stability: 1.5 },
      { ...next, speed: 0.4 },
      { ...next, pitch: 3 },
      { ...next, use_speaker_boost: "ja" },
      { ...next, style: "0.5" },
      {},
    ]) {
      const res = await t.app.inject({ method: "PUT", url: "/api/voice-config", headers: { cookie }, payload: bad });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBeTruthy();
    }
  });

  test("provider settings show masked keys only", async () => {
    const res = await t.app.inject({ url: "/api/settings/providers", headers: { cookie } });
    expect(res.body).not.toContain("secretsecret");
    expect(res.json().chat).toMatchObject({ provider: "openai-compatible", key: "sk-...9z8y" });
    expect(res.json().voice).toMatchObject({ provider: "browser", key: null });
  });

  test("'Cache leeren' empties the cache", async () => {
    await t.db.database.query(
      "INSERT INTO cache_entries (key, mime, value) VALUES ('tts:greeting:x', 'audio/mpeg', '\\x00'::bytea)",
    );
    const res = await t.app.inject({ method: "POST", url: "/api/settings/clear-cache", headers: { cookie } });
    expect(res.json()).toEqual({ cleared: 1 });
  });

  test("inquiries are stored, validated and listed for the operator", async () => {
    const payload = {
      salutation: "Frau",
      academicTitle: "Dr.",
      name: "<script>alert(1)</script>",
      phone: "+49 30 123456",
      email: "anna@example.com",
      message: "Wir interessieren uns für eine Demo.",
    };
    const res = await t.app.inject({ method: "POST", url: "/api/inquiries", payload });
    expect(res.statusCode).toBe(201);
    for (const bad of [
      { ...payload, salutation: "" },
      { ...payload, email: "kein-mail" },
      { ...payload, name: "" },
      { ...payload, phone: "abc" },
      { ...payload, email: "erika@example" },
      { ...payload, message: " " },
    ]) {
      expect((await t.app.inject({ method: "POST", url: "/api/inquiries", payload: bad })).statusCode).toBe(400);
    }
    // From the English page, the same problems in English, in the form's own words.
    const english = await t.app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: { ...payload, phone: "call me please", lang: "en" },
    });
    expect(english.json()).toEqual({ error: "Please enter a valid phone number.", code: "invalid-input" });
    const german = await t.app.inject({ method: "POST", url: "/api/inquiries", payload: { ...payload, phone: "ruf an" } });
    expect(german.json()).toEqual({ error: "Bitte geben Sie eine gültige Telefonnummer an.", code: "invalid-input" });
    const list = await t.app.inject({ url: "/api/inquiries", headers: { cookie } });
    expect(list.json()[0]).toMatchObject({
      salutation: "Frau",
      academicTitle: "Dr.",
      name: "<script>alert(1)</script>",
      email: "anna@example.com",
      context: null,
    });
  });

  test("the offer and reach a visitor chose, and the page, are stored with the inquiry", async () => {
    const payload = {
      salutation: "Herr",
      name: "Max Beispiel",
      phone: "+49 30 123456",
      email: "max@example.com",
      message: "Bitte ein Angebot.",
      context: { offer: "white-label", reach: "international", page: "/produkte/auftritt-waehlen" },
    };
    expect((await t.app.inject({ method: "POST", url: "/api/inquiries", payload })).statusCode).toBe(201);
    const list = await t.app.inject({ url: "/api/inquiries", headers: { cookie } });
    expect(list.json()[0]).toMatchObject({ name: "Max Beispiel", context: payload.context });
    for (const context of [
      { offer: "gold" },
      { reach: "mars" },
      { page: "https://evil.example/" },
      { page: "/<script>" },
      { offer: "portal", extra: "x" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/inquiries", payload: { ...payload, context } });
      expect(res.statusCode, JSON.stringify(context)).toBe(400);
    }
  });
});
