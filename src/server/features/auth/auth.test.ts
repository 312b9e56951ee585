import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, TEST_ADMIN, type TestApp } from "../../../../tests/helpers/app";
import { ENGINES } from "../../../../tests/helpers/db";

/** Every admin API; each must refuse a request without a session. */
const ADMIN_CALLS: [string, string][] = [
  ["GET", "/api/stats"],
  ["GET", "/api/voice-config"],
  ["PUT", "/api/voice-config"],
  ["GET", "/api/settings/providers"],
  ["POST", "/api/settings/clear-cache"],
  ["GET", "/api/inquiries"],
];

describe.each(ENGINES)("operator accounts and sessions on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_RATE_LIMIT_PER_MINUTE: "5" });
  });
  afterAll(() => t.close());

  test("login with the admin from the environment, then the session works", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN, remoteAddress: "10.1.0.1" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(TEST_ADMIN.email);
    const cookie = res.headers["set-cookie"] as string;
    expect(cookie).toMatch(/mc_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax/);
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: cookie.split(";")[0]! } });
    expect(session.json()).toEqual({ user: { id: expect.any(String), email: TEST_ADMIN.email } });
    // Only a hash of the token is stored.
    const token = cookie.split(";")[0]!.split("=")[1]!;
    const rows = await t.db.database.query<{ id_hash: string }>("SELECT id_hash FROM sessions");
    expect(rows.map((r) => r.id_hash)).not.toContain(token);
    const users = await t.db.database.query<{ password_hash: string }>("SELECT password_hash FROM users");
    expect(users[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  test("wrong credentials are a 401 with a message", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { ...TEST_ADMIN, password: "falsch-falsch" }, remoteAddress: "10.1.0.2" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("Ungültige E-Mail-Adresse oder ungültiges Passwort.");
    const unknown = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "nobody@example.com", password: "x" }, remoteAddress: "10.1.0.2" });
    expect(unknown.statusCode).toBe(401);
  });

  test("login attempts are limited per client and per account", async () => {
    for (let i = 0; i < 5; i++) {
      await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "victim@example.com", password: "guess" }, remoteAddress: "10.2.0.1" });
    }
    const perClient = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "other@example.com", password: "x" }, remoteAddress: "10.2.0.1" });
    expect(perClient.statusCode).toBe(429);
    expect(perClient.headers["retry-after"]).toBeDefined();
    // The same account from another address is limited too.
    const perAccount = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "victim@example.com", password: "guess" }, remoteAddress: "10.2.0.99" });
    expect(perAccount.statusCode).toBe(429);
  });

  test("logout ends the session on the server", async () => {
    const cookie = await loginCookie(t.app);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie } })).statusCode).toBe(401);
  });

  test("an idle session expires", async () => {
    const cookie = await loginCookie(t.app);
    await t.db.database.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    const res = await t.app.inject({ url: "/api/stats", headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });

  test("forged cookies are refused", async () => {
    for (const cookie of ["mc_session=forged", `mc_session=${"a".repeat(43)}`, `mc_session=${"x".repeat(5000)}`]) {
      expect((await t.app.inject({ url: "/api/stats", headers: { cookie } })).statusCode).toBe(401);
    }
  });

  test.each(ADMIN_CALLS)("%s %s without a session answers 401 'User not authenticated'", async (method, url) => {
    const res = await t.app.inject({ method: method as "GET", url, payload: method === "GET" ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "User not authenticated" });
  });

  test("a start with the same admin password (a restart, another instance) keeps the sessions", async () => {
    await t.ctx.rateLimiter.reset(`login:acct:${TEST_ADMIN.email}`);
    const cookie = await loginCookie(t.app);
    expect(await t.ctx.auth.ensureAdmin(TEST_ADMIN.email, TEST_ADMIN.password)).toBe("unchanged");
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie } })).statusCode).toBe(200);
  });

  test("ensureAdmin resets a password and ends that account's sessions", async () => {
    await t.ctx.rateLimiter.reset(`login:acct:${TEST_ADMIN.email}`);
    const cookie = await loginCookie(t.app);
    await t.ctx.auth.ensureAdmin(TEST_ADMIN.email, "ein-ganz-neues-Passwort");
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie } })).statusCode).toBe(401);
    await t.ctx.rateLimiter.reset(`login:acct:${TEST_ADMIN.email}`);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: TEST_ADMIN.email, password: "ein-ganz-neues-Passwort" }, remoteAddress: "10.3.0.1" });
    expect(res.statusCode).toBe(200);
    await t.ctx.auth.ensureAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  });
});
