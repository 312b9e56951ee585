import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { spawnSync } from "node:child_process";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { createSecondInstance, createTestApp, loginCookie, TEST_ADMIN, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { SESSION_CACHE_MS } from "./session-cache";
import { sessionIdOf } from "./service";

/** Every admin API; each must refuse a request without a session. */
const ADMIN_CALLS: [string, string][] = [
  ["GET", "/api/stats"],
  ["GET", "/api/voice-config"],
  ["PUT", "/api/voice-config"],
  ["POST", "/api/voice-config/preview"],
  ["GET", "/api/settings/providers"],
  ["GET", "/api/settings/go-live"],
  ["GET", "/api/settings/limits"],
  ["POST", "/api/settings/clear-cache"],
  ["GET", "/api/inquiries"],
  ["GET", "/api/settings/login-failures"],
  ["POST", "/api/auth/password"],
  ["POST", "/api/auth/sessions/end-others"],
  ["GET", "/api/admin/personas"],
  ["POST", "/api/admin/personas"],
  ["PUT", "/api/admin/personas/00000000-0000-4000-8000-000000000000"],
  ["DELETE", "/api/admin/personas/00000000-0000-4000-8000-000000000000"],
  ["GET", "/api/documents"],
  ["POST", "/api/documents"],
  ["GET", "/api/documents/events"],
  ["GET", "/api/documents/00000000-0000-4000-8000-000000000000/file"],
  ["DELETE", "/api/documents/00000000-0000-4000-8000-000000000000"],
  ["POST", "/api/documents/00000000-0000-4000-8000-000000000000/reindex"],
  ["GET", "/api/knowledge/search?q=Stress"],
  ["GET", "/api/audit-log"],
];

describe.each(ENGINES)("operator accounts and sessions on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_FREE_FAILURES: "5" });
  });
  afterAll(() => t.close());

  test("login with the admin from the environment, then the session works", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN, remoteAddress: "10.1.0.1" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(TEST_ADMIN.email);
    const cookie = res.headers["set-cookie"] as string;
    expect(cookie).toMatch(/mc_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax/);
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: cookie.split(";")[0]! } });
    expect(session.json()).toEqual({ user: { id: expect.any(String), email: TEST_ADMIN.email, role: "owner" } });
    // Only a hash of the token is stored.
    const token = cookie.split(";")[0]!.split("=")[1]!;
    const rows = await t.db.database.query<{ id_hash: string }>("SELECT id_hash FROM sessions");
    expect(rows.map((r) => r.id_hash)).not.toContain(token);
    const users = await t.db.database.query<{ password_hash: string }>("SELECT password_hash FROM users");
    expect(users[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  test("wrong credentials are a 401 with a message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { ...TEST_ADMIN, password: "falsch-falsch" },
      remoteAddress: "10.1.0.2",
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("Ungültige E-Mail-Adresse oder ungültiges Passwort.");
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "nobody@example.com", password: "x" },
      remoteAddress: "10.1.0.2",
    });
    expect(unknown.statusCode).toBe(401);
  });

  const login = (password: string, remoteAddress: string, email = TEST_ADMIN.email) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });
  /** Moves a client's failures into the past, as if it had waited that long. */
  const age = (client: string, seconds: number) =>
    t.db.database.query("UPDATE login_failures SET at = at - ($2::int * interval '1 second') WHERE client_key = $1", [
      client,
      seconds,
    ]);

  test("a client that keeps failing waits longer after each failure (1 s, 2 s, …), not locked out", async () => {
    const client = "10.2.0.1";
    for (let i = 0; i < 5; i++) expect((await login("guess-guess", client, "victim@example.com")).statusCode).toBe(401);
    const sixth = await login("guess-guess", client, "other@example.com");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: ERROR_TEXTS.de["login-throttled"], code: "login-throttled" });
    expect(sixth.headers["retry-after"]).toBe("1");
    await age(client, 1);
    expect((await login("guess-guess", client, "victim@example.com")).statusCode).toBe(401);
    expect((await login("guess-guess", client, "victim@example.com")).headers["retry-after"]).toBe("2");
    await age(client, 2);
    expect((await login("guess-guess", client, "victim@example.com")).statusCode).toBe(401);
    expect((await login("guess-guess", client, "victim@example.com")).headers["retry-after"]).toBe("4");
    // Throttled attempts are not checked and not counted: waiting is enough.
    expect(await t.db.database.query("SELECT 1 FROM login_failures WHERE client_key = $1", [client])).toHaveLength(7);
  });

  test("many wrong passwords for the owner's account from elsewhere: the owner signs in at once, the attackers wait", async () => {
    // A botnet: 40 addresses, each trying until it is made to wait.
    const attackers = Array.from({ length: 40 }, (_, i) => `10.66.${Math.floor(i / 200)}.${(i % 200) + 1}`);
    let refused = 0;
    for (const client of attackers) {
      for (let i = 0; i < 3; i++) {
        const res = await login(`falsch-${client}-${i}`, client);
        if (res.statusCode === 429) refused++;
        else expect(res.statusCode).toBe(401);
      }
    }
    // Once the account had many failures, every attacker was held back after its first guess.
    expect(refused).toBeGreaterThan(60);
    // The owner, from an address without failures: in at once.
    const started = Date.now();
    const owner = await login(TEST_ADMIN.password, "10.77.0.1");
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    // The right password from an attacking address waits (the account's back-off, after its own last failure) …
    const attacker = await login(TEST_ADMIN.password, attackers[39]!);
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers["retry-after"])).toBeGreaterThan(1);
    // … and is not locked out for good: once the wait is over, it gets its turn.
    await age(attackers[39]!, 301);
    expect((await login(TEST_ADMIN.password, attackers[39]!)).statusCode).toBe(200);
  });

  test("parallel attempts from one client are checked one at a time", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(`parallel-${i}`, "10.2.0.50", "victim2@example.com")),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((c) => c === 401).length + statuses.filter((c) => c === 429).length).toBe(12);
  });

  test("two sign-ins from one client at the same moment both get through, one after the other", async () => {
    const results = await Promise.all([login(TEST_ADMIN.password, "10.2.0.61"), login(TEST_ADMIN.password, "10.2.0.61")]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
  });

  test("the operator sees recent failed sign-ins: time, client, account, never a password", async () => {
    await login("geheimes-falsches-Passwort", "10.88.0.7", "Jemand@Example.com");
    const cookie = await loginCookie(t.app);
    const res = await t.app.inject({ url: "/api/settings/login-failures", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { failures: { at: string; client: string; account: string }[]; last24h: number };
    expect(body.failures[0]).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      client: "10.88.0.7",
      account: "jemand@example.com",
    });
    expect(body.last24h).toBeGreaterThan(1);
    expect(body.failures.length).toBeLessThanOrEqual(50);
    expect(res.body).not.toMatch(/geheimes-falsches-Passwort|falsch-10|guess-guess/);
    const stored = await t.db.database.query("SELECT * FROM login_failures");
    expect(JSON.stringify(stored)).not.toMatch(/geheimes-falsches-Passwort|falsch-10|guess-guess/);
  });

  test("logout ends the session on the server", async () => {
    const cookie = await loginCookie(t.app);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie } })).statusCode).toBe(401);
  });

  test("an instance remembers a session it checked for a few seconds; a row removed behind its back counts after that", async () => {
    await t.ctx.auth.ready();
    expect(t.ctx.auth.remembersSessions).toBe(true);
    const cookie = await loginCookie(t.app);
    expect((await t.app.inject({ url: "/api/stats", headers: { cookie } })).statusCode).toBe(200);
    // Not through the app, so nothing is announced: the next request is answered from what the instance remembers.
    await t.db.database.query("DELETE FROM sessions WHERE id_hash = $1", [sessionIdOf(cookie.slice(cookie.indexOf("=") + 1))]);
    expect((await t.app.inject({ url: "/api/stats", headers: { cookie } })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SESSION_CACHE_MS });
    try {
      expect((await t.app.inject({ url: "/api/stats", headers: { cookie } })).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  test("an idle session expires", async () => {
    const cookie = await loginCookie(t.app);
    await t.db.database.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    const res = await t.app.inject({ url: "/api/stats", headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });

  test("a busy session still ends 12 hours after sign-in; its cookie says so", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN, remoteAddress: "10.5.0.5" });
    expect(res.headers["set-cookie"]).toMatch(/Max-Age=43200/);
    const cookie = `mc_session=${res.cookies.find((c) => c.name === "mc_session")!.value}`;
    const session = () => t.app.inject({ url: "/api/auth/session", headers: { cookie } });
    // Used a minute ago and not idle at all, but signed in 11 h 59 min ago: still valid, and it may not slide past the 12 h.
    const [newest] = await t.db.database.query<{ id: string }>(
      "SELECT id_hash AS id FROM sessions ORDER BY created_at DESC LIMIT 1",
    );
    const id = newest!.id;
    await t.db.database.query(
      "UPDATE sessions SET created_at = now() - interval '11 hours 59 minutes', last_seen_at = now() - interval '2 minutes' WHERE id_hash = $1",
      [id],
    );
    expect((await session()).statusCode).toBe(200);
    const [row] = await t.db.database.query<{ left: number }>(
      "SELECT extract(epoch FROM expires_at - now())::int AS left FROM sessions WHERE id_hash = $1",
      [id],
    );
    expect(row!.left).toBeLessThanOrEqual(61);
    // A minute and a bit later (the clock moves, not the row: the instance remembers the session it just checked).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 62_000 });
    try {
      expect((await session()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  test("forged cookies are refused", async () => {
    for (const cookie of ["mc_session=forged", `mc_session=${"a".repeat(43)}`, `mc_session=${"x".repeat(5000)}`]) {
      expect((await t.app.inject({ url: "/api/stats", headers: { cookie } })).statusCode).toBe(401);
    }
  });

  test("an operator changes their password: the current one must be right, other sessions end, this one stays", async () => {
    const own = await createTestApp(engine);
    try {
      const here = await loginCookie(own.app);
      const elsewhere = await loginCookie(own.app);
      const change = (payload: Record<string, string>, cookie = here, lang = "de") =>
        own.app.inject({ method: "POST", url: "/api/auth/password", headers: { cookie, "content-language": lang }, payload });
      const next = "ein-ganz-neues-Passwort-2026";

      expect((await own.app.inject({ method: "POST", url: "/api/auth/password", payload: {} })).statusCode).toBe(401);
      const short = await change({ currentPassword: TEST_ADMIN.password, newPassword: "kurz" }, here, "en");
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ error: ERROR_TEXTS.en["password-invalid"], code: "password-invalid" });
      const wrong = await change({ currentPassword: "nicht-das-richtige", newPassword: next });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe("password-wrong-current");

      expect((await change({ currentPassword: TEST_ADMIN.password, newPassword: next })).statusCode).toBe(204);
      const session = (cookie: string) => own.app.inject({ url: "/api/auth/session", headers: { cookie } });
      expect((await session(here)).statusCode).toBe(200);
      expect((await session(elsewhere)).statusCode).toBe(401);
      const login = (password: string) =>
        own.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: TEST_ADMIN.email, password },
          remoteAddress: "10.9.0.9",
        });
      expect((await login(TEST_ADMIN.password)).statusCode).toBe(401);
      expect((await login(next)).statusCode).toBe(200);

      // Guessing the current password is limited: five tries in a quarter of an hour.
      for (let i = 0; i < 3; i++) await change({ currentPassword: `rate-${i}`, newPassword: next });
      expect((await change({ currentPassword: "noch-einer", newPassword: next })).json().code).toBe("password-throttled");
    } finally {
      await own.close();
    }
  });

  test("'sign out everywhere else' ends the other sessions only", async () => {
    const own = await createTestApp(engine);
    try {
      const [a, b, c] = [await loginCookie(own.app), await loginCookie(own.app), await loginCookie(own.app)];
      const res = await own.app.inject({ method: "POST", url: "/api/auth/sessions/end-others", headers: { cookie: a } });
      expect(res.json()).toEqual({ ended: 2 });
      const status = async (cookie: string) =>
        (await own.app.inject({ url: "/api/auth/session", headers: { cookie } })).statusCode;
      expect([await status(a), await status(b), await status(c)]).toEqual([200, 401, 401]);
    } finally {
      await own.close();
    }
  });

  test.each(ADMIN_CALLS)("%s %s without a session answers 401 'User not authenticated'", async (method, url) => {
    const res = await t.app.inject({ method: method as "GET", url, payload: method === "GET" ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "User not authenticated", code: "not-authenticated" });
  });

  // A page whose session ended must learn exactly that, whatever it sent: it signs in again on this code and repeats the request.
  test.each(ADMIN_CALLS)("%s %s with an ended session answers 401 before the body is read", async (method, url) => {
    const cookie = await loginCookie(t.app);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    const bodies: { type: string; payload: string }[] =
      method === "GET"
        ? [{ type: "", payload: "" }]
        : [
            { type: "application/json", payload: "{}" },
            { type: "application/json", payload: "{kaputt" },
            { type: "text/plain", payload: "x" },
            { type: "multipart/form-data; boundary=x", payload: "--x\r\n" },
          ];
    for (const { type, payload } of bodies) {
      const res = await t.app.inject({
        method: method as "GET",
        url,
        headers: { cookie, ...(type ? { "content-type": type } : {}) },
        payload: payload || undefined,
      });
      expect(res.statusCode, `${type} ${payload}`).toBe(401);
      expect(res.json()).toEqual({ error: "User not authenticated", code: "not-authenticated" });
    }
  });

  test("a start with the same admin password (a restart, another instance) keeps the sessions", async () => {
    const cookie = await loginCookie(t.app);
    expect(await t.ctx.auth.ensureAdmin(TEST_ADMIN.email, TEST_ADMIN.password)).toBe("unchanged");
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie } })).statusCode).toBe(200);
  });

  test("a changed ADMIN_PASSWORD applies at the next start and ends that account's sessions", async () => {
    const cookie = await loginCookie(t.app);
    expect(await t.ctx.auth.ensureAdmin(TEST_ADMIN.email, "ein-ganz-neues-Passwort")).toBe("updated");
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie } })).statusCode).toBe(401);
    expect((await login("ein-ganz-neues-Passwort", "10.3.0.1")).statusCode).toBe(200);
    expect(await t.ctx.auth.ensureAdmin(TEST_ADMIN.email, TEST_ADMIN.password)).toBe("updated");
  });

  test("a reset on the command line survives a restart with the unchanged ADMIN_PASSWORD", async () => {
    // npm run admin:create -- admin@example.com <new password>, in a shell with or without ADMIN_PASSWORD.
    expect(await t.ctx.auth.resetPassword(TEST_ADMIN.email, "per-Kommandozeile-gesetzt")).toBe("updated");
    // The restart: the start-up applies ADMIN_EMAIL/ADMIN_PASSWORD as every start does.
    expect(await t.ctx.auth.ensureAdmin(TEST_ADMIN.email, TEST_ADMIN.password)).toBe("unchanged");
    expect((await login("per-Kommandozeile-gesetzt", "10.3.0.2")).statusCode).toBe(200);
    expect((await login(TEST_ADMIN.password, "10.3.0.3")).statusCode).toBe(401);
    // The value last applied is kept only as an argon2 hash.
    const [row] = await t.db.database.query<{ env_password_hash: string }>(
      "SELECT env_password_hash FROM users WHERE email = $1",
      [TEST_ADMIN.email],
    );
    expect(row!.env_password_hash).toMatch(/^\$argon2id\$/);
    // A new value of the variable applies again.
    expect(await t.ctx.auth.ensureAdmin(TEST_ADMIN.email, "wieder-aus-der-Umgebung")).toBe("updated");
    expect((await login("wieder-aus-der-Umgebung", "10.3.0.4")).statusCode).toBe(200);
    await t.ctx.auth.resetPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    await t.ctx.auth.ensureAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  });

  test("a database from before the record: the start applies ADMIN_PASSWORD once, then only changes", async () => {
    await t.db.database.query("UPDATE users SET env_password_hash = NULL");
    expect(await t.ctx.auth.ensureAdmin(TEST_ADMIN.email, TEST_ADMIN.password)).toBe("unchanged");
    const [row] = await t.db.database.query<{ env_password_hash: string | null }>("SELECT env_password_hash FROM users");
    expect(row!.env_password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("npm run admin:create and a restart", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("postgres");
  }, 60_000);
  afterAll(() => t.close());

  test("the password reset with the command survives the next start with ADMIN_PASSWORD set", async () => {
    // The command, as an operator runs it, with the same environment as the server.
    const cli = spawnSync(
      process.execPath,
      ["--import", "tsx", "src/server/cli/admin-create.ts", TEST_ADMIN.email, "von-der-Kommandozeile-1"],
      {
        env: {
          PATH: process.env.PATH ?? "",
          DATABASE_URL: t.db.url!,
          ADMIN_EMAIL: TEST_ADMIN.email,
          ADMIN_PASSWORD: TEST_ADMIN.password,
        },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(cli.stderr).toBe("");
    expect(cli.stdout).toMatch(/Password of admin@example.com reset/);
    // A restart: a new instance starts with ADMIN_EMAIL and ADMIN_PASSWORD as before.
    const restarted = await createSecondInstance(t);
    try {
      const ok = await restarted.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: TEST_ADMIN.email, password: "von-der-Kommandozeile-1" },
        remoteAddress: "10.4.0.1",
      });
      expect(ok.statusCode).toBe(200);
      const old = await restarted.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: TEST_ADMIN,
        remoteAddress: "10.4.0.2",
      });
      expect(old.statusCode).toBe(401);
    } finally {
      await restarted.close();
    }
  }, 60_000);
});
