import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { makePdf } from "#tests/fixtures/pdf";
import { createTestApp, loginCookie, TEST_ADMIN, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { multipart } from "#tests/helpers/multipart";
import { tokenOf } from "#tests/helpers/operators";

/**
 * A change and its audit entry are written in one transaction
 * (docs/decisions/022-audit-log.md, addendum): when the entry cannot be
 * written, the change is rolled back and the request fails. Each test makes
 * the audit insert fail inside the transaction (a trigger that raises) and
 * checks that nothing of the change is left, then that the same request
 * succeeds with its entry once the log works again.
 */
describe.each(ENGINES)("audit entries in the change's transaction on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-atomic-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir });
    cookie = await loginCookie(t.app);
    await t.db.database.query(
      "CREATE OR REPLACE FUNCTION audit_down() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$",
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => logWorks());

  const q = <T>(text: string, params: unknown[] = []) => t.db.database.query<T>(text, params);
  const logFails = () => q("CREATE TRIGGER audit_down BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_down()");
  const logWorks = () => q("DROP TRIGGER IF EXISTS audit_down ON audit_log");
  const entries = async (action: string) =>
    (await q<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = $1", [action]))[0]!.n;
  const send = (method: "POST" | "PUT" | "DELETE" | "GET", url: string, payload?: unknown, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** Sends the request with the log failing (it must fail and leave `unchanged` true), then with it working. */
  async function atomically(
    action: string,
    request: () => ReturnType<typeof send>,
    unchanged: () => Promise<boolean>,
    succeeded: number,
  ) {
    const before = await entries(action);
    await logFails();
    const failed = await request();
    expect(failed.statusCode).toBe(500);
    await logWorks();
    expect(await unchanged()).toBe(true);
    expect(await entries(action)).toBe(before);
    expect((await request()).statusCode).toBe(succeeded);
    expect(await entries(action)).toBe(before + 1);
    expect(await unchanged()).toBe(false);
  }

  const invite = async (email: string, role = "editor") => {
    const res = await send("POST", "/api/invitations", { email, role });
    expect(res.statusCode).toBe(201);
    return res.json<{ invitation: { id: string }; link: string }>();
  };
  const accountOf = async (email: string) =>
    (await q<{ id: string; role: string }>("SELECT id, role FROM users WHERE email = $1", [email]))[0];
  const acceptAs = async (email: string) => {
    const { link } = await invite(email);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/invitations/accept",
          payload: { token: tokenOf(link), name: "Erika", password: "ein-langes-Passwort-7" },
        })
      ).statusCode,
    ).toBe(201);
    return (await accountOf(email))!.id;
  };

  test("an invitation", async () => {
    const email = "eingeladen@example.com";
    const pending = async () =>
      (await q<{ n: number }>("SELECT count(*)::int AS n FROM invitations WHERE email = $1", [email]))[0]!.n === 0;
    await atomically("invitation.create", () => send("POST", "/api/invitations", { email, role: "editor" }), pending, 201);
  });

  test("revoking an invitation", async () => {
    const { invitation } = await invite("widerrufen@example.com");
    const open = async () =>
      (await q<{ revoked_at: Date | null }>("SELECT revoked_at FROM invitations WHERE id = $1", [invitation.id]))[0]!
        .revoked_at === null;
    await atomically("invitation.revoke", () => send("DELETE", `/api/invitations/${invitation.id}`), open, 204);
  });

  test("accepting an invitation creates the account", async () => {
    const email = "angenommen@example.com";
    const { link } = await invite(email);
    const accept = () =>
      t.app.inject({
        method: "POST",
        url: "/api/invitations/accept",
        payload: { token: tokenOf(link), name: "Erika", password: "ein-langes-Passwort-7" },
      });
    await atomically("invitation.accept", accept, async () => (await accountOf(email)) === undefined, 201);
  });

  test("a role change", async () => {
    const id = await acceptAs("rolle@example.com");
    const editor = async () => (await accountOf("rolle@example.com"))!.role === "editor";
    await atomically("account.role-change", () => send("PUT", `/api/accounts/${id}/role`, { role: "owner" }), editor, 204);
  });

  test("removing an account", async () => {
    const id = await acceptAs("entfernt@example.com");
    const there = async () => (await accountOf("entfernt@example.com")) !== undefined;
    await atomically("account.remove", () => send("DELETE", `/api/accounts/${id}`), there, 204);
  });

  test("the transcript setting", async () => {
    const off = async () => (await send("GET", "/api/settings/transcripts")).json<{ enabled: boolean }>().enabled === false;
    await atomically(
      "transcripts.settings",
      () => send("PUT", "/api/settings/transcripts", { enabled: true, retentionDays: 30 }),
      off,
      200,
    );
  });

  test("deleting a transcript", async () => {
    const [conversation] = await q<{ id: string }>(
      "INSERT INTO conversations (visitor_id, owner_id, message_count) VALUES ('audit-test', 'audit-test', 1) RETURNING id",
    );
    await q(
      "INSERT INTO transcript_turns (conversation_id, voice, crisis, visitor_text, coach_text) VALUES ($1, false, false, 'Ich grüble.', 'Worüber?')",
      [conversation!.id],
    );
    const kept = async () =>
      (
        await q<{ n: number }>("SELECT count(*)::int AS n FROM transcript_turns WHERE conversation_id = $1", [conversation!.id])
      )[0]!.n === 1;
    await atomically("transcript.delete", () => send("DELETE", `/api/transcripts/${conversation!.id}`), kept, 204);
  });

  test("an export whose entry cannot be written gives out no text", async () => {
    const [conversation] = await q<{ id: string }>(
      "INSERT INTO conversations (visitor_id, owner_id, message_count) VALUES ('audit-test', 'audit-test', 1) RETURNING id",
    );
    await q(
      "INSERT INTO transcript_turns (conversation_id, voice, crisis, visitor_text, coach_text) VALUES ($1, false, false, 'Geheimnis-Export', 'Ja.')",
      [conversation!.id],
    );
    await logFails();
    const refused = await send("GET", `/api/transcripts/export?format=json&id=${conversation!.id}`);
    expect(refused.statusCode).toBe(500);
    expect(refused.body).not.toContain("Geheimnis-Export");
    await logWorks();
    const given = await send("GET", `/api/transcripts/export?format=json&id=${conversation!.id}`);
    expect(given.statusCode).toBe(200);
    expect(given.body).toContain("Geheimnis-Export");
  });

  const PERSONA = {
    name: "Jonas",
    slug: "jonas-atomar",
    greeting: "Hallo, hier ist Jonas.",
    greetingPhonetic: "Hallo, hier ist Jonas.",
    systemPrompt: "Du bist Jonas.",
    voiceId: "",
    isActive: true,
  };
  const personaNamed = async (slug: string) =>
    (await q<{ id: string; name: string }>("SELECT id, name FROM personas WHERE slug = $1", [slug]))[0];

  test("creating, editing and deleting a persona", async () => {
    await atomically(
      "persona.create",
      () => send("POST", "/api/admin/personas", PERSONA),
      async () => (await personaNamed(PERSONA.slug)) === undefined,
      201,
    );
    const { id } = (await personaNamed(PERSONA.slug))!;
    await atomically(
      "persona.update",
      () => send("PUT", `/api/admin/personas/${id}`, { ...PERSONA, name: "Jonas B." }),
      async () => (await personaNamed(PERSONA.slug))!.name === "Jonas",
      200,
    );
    await atomically(
      "persona.delete",
      () => send("DELETE", `/api/admin/personas/${id}`),
      async () => (await personaNamed(PERSONA.slug)) !== undefined,
      204,
    );
  });

  test("a persona's embedding and its avatar", async () => {
    const created = await send("POST", "/api/admin/personas", { ...PERSONA, slug: "jonas-eingebettet" });
    const id = created.json<{ id: string }>().id;
    const settings = (await send("GET", `/api/admin/personas/${id}/embed`)).json<Record<string, unknown>>();
    const origins = async () =>
      (await q<{ allowed_origins: string[] }>("SELECT allowed_origins FROM persona_embeds WHERE persona_id = $1", [id]))[0]
        ?.allowed_origins ?? [];
    await atomically(
      "persona.embed",
      () => send("PUT", `/api/admin/personas/${id}/embed`, { ...settings, allowedOrigins: ["https://www.example.de"] }),
      async () => (await origins()).length === 0,
      200,
    );
    // The avatar: a removal that removed nothing writes nothing, so the log may fail then.
    await logFails();
    expect((await send("DELETE", `/api/admin/personas/${id}/embed/avatar`)).statusCode).toBe(200);
  });

  test("the voice settings and clearing the cache", async () => {
    const stability = async () =>
      (await q<{ stability: number }>("SELECT stability FROM voice_configs WHERE is_active"))[0]?.stability;
    const voice = { stability: 0.31, similarity_boost: 0.75, style: 0.45, use_speaker_boost: false, pitch: 1, speed: 1 };
    await atomically(
      "voice-config.update",
      () => send("PUT", "/api/voice-config", voice),
      async () => (await stability()) !== 0.31,
      200,
    );
    await q("INSERT INTO cache_entries (key, mime, value) VALUES ('atomar', 'audio/mpeg', 'x')");
    const cached = async () => (await q<{ n: number }>("SELECT count(*)::int AS n FROM cache_entries"))[0]!.n > 0;
    await atomically("settings.clear-cache", () => send("POST", "/api/settings/clear-cache"), cached, 200);
  });

  test("uploading, re-indexing, assigning and deleting a document", async () => {
    const { payload, headers } = multipart("Atomar.pdf", await makePdf(["Atmen hilft gegen Stress."]));
    const upload = () => t.app.inject({ method: "POST", url: "/api/documents", payload, headers: { ...headers, cookie } });
    const documentIds = async () =>
      (await q<{ id: string }>("SELECT id FROM documents WHERE title = 'Atomar.pdf'")).map((r) => r.id);
    const stored = () => fs.readdirSync(dataDir, { recursive: true }).filter((f) => String(f).endsWith(".pdf")).length;
    const files = stored();
    await atomically("document.upload", upload, async () => (await documentIds()).length === 0 && stored() === files, 201);
    const [id] = await documentIds();
    const status = async () => (await q<{ status: string }>("SELECT status FROM documents WHERE id = $1", [id]))[0]!.status;
    // Re-indexing puts a document back in the queue: wait until the first reading is done.
    await expect.poll(status, { timeout: 15_000 }).not.toBe("PROCESSING");
    await atomically(
      "document.reindex",
      () => send("POST", `/api/documents/${id}/reindex`),
      async () => (await status()) !== "PROCESSING",
      200,
    );
    await expect.poll(status, { timeout: 15_000 }).not.toBe("PROCESSING");
    const personaId = (await personaNamed("mia"))!.id;
    const assigned = async () =>
      (await q<{ n: number }>("SELECT count(*)::int AS n FROM document_personas WHERE document_id = $1", [id]))[0]!.n;
    await atomically(
      "document.personas",
      () => send("PUT", `/api/documents/${id}/personas`, { personas: [personaId] }),
      async () => (await assigned()) === 0,
      200,
    );
    await atomically(
      "document.delete",
      () => send("DELETE", `/api/documents/${id}`),
      async () => (await documentIds()).length === 1,
      204,
    );
  });

  const sessionCount = async () => (await q<{ n: number }>("SELECT count(*)::int AS n FROM sessions"))[0]!.n;

  test("signing in and out", async () => {
    const login = () => t.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
    const sessions = await sessionCount();
    await atomically("account.login", login, async () => (await sessionCount()) === sessions, 200);
    const other = await loginCookie(t.app);
    const valid = async () => (await send("GET", "/api/auth/session", undefined, other)).statusCode === 200;
    await atomically("account.logout", () => send("POST", "/api/auth/logout", undefined, other), valid, 204);
  });

  test("ending the other sessions and changing the password", async () => {
    const other = await loginCookie(t.app);
    const valid = async () => (await send("GET", "/api/auth/session", undefined, other)).statusCode === 200;
    await atomically("account.sessions-ended", () => send("POST", "/api/auth/sessions/end-others"), valid, 200);
    const next = "ein-neues-atomares-Passwort-2026";
    const third = await loginCookie(t.app);
    const unchanged = async () =>
      (await t.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN })).statusCode === 200 &&
      (await send("GET", "/api/auth/session", undefined, third)).statusCode === 200;
    await atomically(
      "account.password-change",
      () => send("POST", "/api/auth/password", { currentPassword: TEST_ADMIN.password, newPassword: next }),
      unchanged,
      204,
    );
  });
});
