import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AuditEntry, AuditPage } from "#shared/contracts/audit";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { makePdf } from "#tests/fixtures/pdf";
import { createTestApp, loginCookie, TEST_ADMIN, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { multipart } from "#tests/helpers/multipart";

const PERSONA = {
  name: "Jonas",
  slug: "jonas",
  greeting: "Hallo, hier ist Jonas.",
  greetingPhonetic: "Hallo, hier ist Jonas.",
  systemPrompt: "Du bist Jonas, ein ruhiger Coach. Geheime-Anweisung-42.",
  voiceId: "",
  isActive: true,
};
const VOICE = { stability: 0.3, similarity_boost: 0.75, style: 0.45, use_speaker_boost: false, pitch: 1, speed: 1 };
const NEW_PASSWORD = "ein-neues-Audit-Passwort-2026";

describe.each(ENGINES)("audit log on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir });
    cookie = await loginCookie(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const page = async (query = "") => {
    const res = await t.app.inject({ url: `/api/audit-log${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<AuditPage>();
  };
  const newest = async () => (await page("?limit=1")).entries[0]!;
  const account = () => ({ id: expect.any(String), email: TEST_ADMIN.email });

  test("a sign-in is recorded with the account", async () => {
    expect(await newest()).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      account: account(),
      action: "account.login",
      target: null,
      details: {},
    });
  });

  test("persona changes are recorded with the persona and the names of the changed fields, never their values", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/admin/personas", headers: { cookie }, payload: PERSONA });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect(await newest()).toMatchObject({ action: "persona.create", account: account(), target: { id, name: "Jonas" } });

    const edited = { ...PERSONA, name: "Jonas B.", systemPrompt: "Du bist Jonas. Andere-Geheime-Anweisung." };
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/admin/personas/${id}`, headers: { cookie }, payload: edited })).statusCode,
    ).toBe(200);
    expect(await newest()).toMatchObject({
      action: "persona.update",
      target: { id, name: "Jonas B." },
      details: { changed: ["name", "systemPrompt"] },
    });

    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/personas/${id}`, headers: { cookie } })).statusCode).toBe(
      204,
    );
    expect(await newest()).toMatchObject({ action: "persona.delete", target: { id, name: "Jonas B." } });

    const stored = JSON.stringify(await t.db.database.query("SELECT * FROM audit_log"));
    expect(stored).not.toMatch(/Geheime-Anweisung|Hallo, hier ist Jonas/);
  });

  test("a refused change leaves no entry", async () => {
    const before = (await newest()).id;
    const res = await t.app.inject({ method: "POST", url: "/api/admin/personas", headers: { cookie }, payload: { name: "" } });
    expect(res.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: "DELETE",
      url: "/api/admin/personas/00000000-0000-4000-8000-000000000000",
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect((await newest()).id).toBe(before);
  });

  test("saved voice settings are recorded with the settings that changed", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/voice-config", headers: { cookie }, payload: VOICE });
    expect(res.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: "voice-config.update",
      target: null,
      details: { changed: ["stability", "use_speaker_boost"] },
    });
    // The preview plays settings without saving them: nothing to record.
    const before = (await newest()).id;
    await t.app.inject({ method: "POST", url: "/api/voice-config/preview", headers: { cookie }, payload: VOICE });
    expect((await newest()).id).toBe(before);
  });

  test("clearing the cache is recorded with how many entries went", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/settings/clear-cache", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: "settings.clear-cache",
      details: { count: res.json<{ cleared: number }>().cleared },
    });
  });

  test("uploading, re-indexing and deleting a document are recorded with its title", async () => {
    const { payload, headers } = multipart("Stress im Alltag.pdf", await makePdf(["Atmen hilft gegen Stress."]));
    const uploaded = await t.app.inject({ method: "POST", url: "/api/documents", payload, headers: { ...headers, cookie } });
    expect(uploaded.statusCode).toBe(201);
    const doc = uploaded.json<{ id: string; size: number }>();
    expect(await newest()).toMatchObject({
      action: "document.upload",
      target: { id: doc.id, name: "Stress im Alltag.pdf" },
      details: { size: doc.size },
    });
    const reindexed = await t.app.inject({ method: "POST", url: `/api/documents/${doc.id}/reindex`, headers: { cookie } });
    expect(reindexed.statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: "document.reindex", target: { id: doc.id, name: "Stress im Alltag.pdf" } });
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/documents/${doc.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(await newest()).toMatchObject({ action: "document.delete", target: { id: doc.id, name: "Stress im Alltag.pdf" } });
  });

  test("the account's own actions are recorded, never a password", async () => {
    const other = await loginCookie(t.app);
    const ended = await t.app.inject({ method: "POST", url: "/api/auth/sessions/end-others", headers: { cookie } });
    expect(ended.json<{ ended: number }>().ended).toBeGreaterThanOrEqual(1);
    expect(await newest()).toMatchObject({
      action: "account.sessions-ended",
      details: { count: ended.json<{ ended: number }>().ended },
    });
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie: other } })).statusCode).toBe(401);

    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/password", headers: { cookie }, payload: { currentPassword, newPassword } });
    expect((await change(TEST_ADMIN.password, NEW_PASSWORD)).statusCode).toBe(204);
    expect(await newest()).toMatchObject({ action: "account.password-change", target: null, details: {} });
    // A wrong current password changes nothing and is not an entry.
    const before = (await newest()).id;
    expect((await change("nicht-das-richtige", TEST_ADMIN.password)).statusCode).toBe(403);
    expect((await newest()).id).toBe(before);
    expect((await change(NEW_PASSWORD, TEST_ADMIN.password)).statusCode).toBe(204);

    const stored = JSON.stringify(await t.db.database.query("SELECT * FROM audit_log"));
    expect(stored).not.toContain(NEW_PASSWORD);
    expect(stored).not.toContain(TEST_ADMIN.password);

    const leaving = await loginCookie(t.app);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: leaving } })).statusCode).toBe(204);
    expect(await newest()).toMatchObject({ action: "account.logout", account: account() });
    // Signing out with a cookie that no longer counts records nothing.
    const before2 = (await newest()).id;
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: leaving } });
    expect((await newest()).id).toBe(before2);
  });

  test("the log is read newest first, a page at a time", async () => {
    await t.db.database.query("DELETE FROM audit_log");
    for (let i = 0; i < 5; i++)
      await t.ctx.audit.record({
        account: { id: "00000000-0000-4000-8000-00000000000a", email: "a@example.com" },
        action: "persona.create",
        target: { id: `p${i}`, name: `Persona ${i}` },
      });
    const first = await page("?limit=2");
    expect(first.entries.map((e: AuditEntry) => e.target?.name)).toEqual(["Persona 4", "Persona 3"]);
    expect(first.next).toBe(first.entries[1]!.id);
    const second = await page(`?limit=2&before=${first.next}`);
    expect(second.entries.map((e) => e.target?.name)).toEqual(["Persona 2", "Persona 1"]);
    const last = await page(`?limit=2&before=${second.next}`);
    expect(last.entries.map((e) => e.target?.name)).toEqual(["Persona 0"]);
    expect(last.next).toBeNull();
    // Without a limit, a page holds 50.
    expect((await page()).entries).toHaveLength(5);
    for (const bad of ["?limit=0", "?limit=201", "?limit=zwei", "?before=-1", "?before=1.5", "?before="]) {
      const res = await t.app.inject({ url: `/api/audit-log${bad}`, headers: { cookie } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: "invalid-input" });
    }
  });

  test("without a valid session the log answers 401", async () => {
    expect((await t.app.inject({ url: "/api/audit-log" })).json()).toEqual({
      error: "User not authenticated",
      code: "not-authenticated",
    });
    const res = await t.app.inject({ url: "/api/audit-log", headers: { cookie: "mc_session=gefaelscht" } });
    expect(res.statusCode).toBe(401);
  });

  test("entries are kept a year", async () => {
    await t.db.database.query("DELETE FROM audit_log");
    await t.db.database.query(
      "INSERT INTO audit_log (at, account_email, action) VALUES (now() - interval '366 days', 'a@example.com', 'persona.create'), (now() - interval '364 days', 'a@example.com', 'persona.update')",
    );
    expect(await t.ctx.audit.prune()).toBe(1);
    expect((await page()).entries.map((e) => e.action)).toEqual(["persona.update"]);
  });
});
