import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";

/**
 * A NUL byte or another control character in a path parameter or a query
 * string is refused with a 400 (or the route's own code) before any handler
 * runs: PostgreSQL refuses NUL in text, which once made GET /api/embed/:slug,
 * the transcript search and its export answer 500. Every registered route is
 * tried, signed in as the owner so the admin routes are reached too.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp("pglite");
  cookie = await loginCookie(t.app);
});
afterAll(() => t.close());

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;
const isMethod = (m: string): m is (typeof METHODS)[number] => (METHODS as readonly string[]).includes(m);

/** Routes the sweep leaves out: an event stream never ends, and signing out would end the sweep's session. */
const SKIPPED = new Set([
  "GET /api/documents/events",
  "GET /api/live/events",
  "POST /api/auth/logout",
  "POST /api/auth/sessions/end-others",
]);

test("no route answers 500 to a NUL in a path parameter or the query string", async () => {
  const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith("/api/") && !SKIPPED.has(`${r.method} ${r.url}`));
  expect(routes.length).toBeGreaterThan(30);
  const failures: string[] = [];
  for (const route of routes) {
    if (!isMethod(route.method)) continue; // HEAD answers as GET does
    const { method } = route;
    const withNul = route.url.replace(/:[A-Za-z]+/g, "a%00b");
    for (const url of [withNul, `${withNul}?q=a%00b&slug=%00&id=x%01y`]) {
      if (url === route.url) continue; // no parameter to poison and nothing added
      const res = await t.app.inject({ method, url, headers: { cookie } });
      if (res.statusCode >= 500) failures.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
  }
  expect(failures).toEqual([]);
}, 120_000);

test.each([["/api/embed/a%00b"], ["/api/transcripts?q=a%00b"], ["/api/transcripts/export?q=a%00b"]])(
  "%s is refused with a sentence that names the parameter",
  async (url) => {
    const res = await t.app.inject({ url, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: expect.stringMatching(/^Der Parameter „(slug|q)“ enthält unzulässige Steuerzeichen\.$/),
      code: "invalid-input",
    });
    const en = await t.app.inject({ url, headers: { cookie, "content-language": "en" } });
    expect(en.json()).toMatchObject({
      code: "invalid-input",
      error: expect.stringMatching(/^The request contains invalid data \((slug|q)\)\.$/),
    });
  },
);

test("a repeated query parameter is refused, not answered 500", async () => {
  const res = await t.app.inject({ url: "/api/transcripts?q=a&q=b", headers: { cookie } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: "invalid-input" });
});

test("an invitation whose name holds a NUL is refused with a 400", async () => {
  const created = await t.app.inject({
    method: "POST",
    url: "/api/invitations",
    headers: { cookie },
    payload: { email: "nul@example.com", role: "editor" },
  });
  const token = new URL(created.json<{ link: string }>().link).hash.slice(1);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/invitations/accept",
    payload: { token, name: "Ann\u0000a", password: "ein-langes-passwort-123" },
  });
  expect(res.statusCode).toBe(400);
});
