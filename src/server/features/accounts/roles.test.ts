import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Readable } from "node:stream";
import { ADMIN_ACCESS } from "../../http/access";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { createOperator } from "#tests/helpers/operators";

/** Routes that answer 401 without a session by design but are not admin endpoints. */
const NOT_ADMIN = new Set(["GET /api/auth/session"]);

const SOME_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Every route of the app, taken from the app itself (Fastify's onRoute), is
 * called without a session, as an editor and as an owner. A route that wants
 * a session must be in the role table (http/access.ts), so a new admin
 * endpoint cannot be left out; editors get 403 exactly on the owner-only ones.
 */
describe.each(ENGINES)("roles on every admin endpoint on %s", (engine) => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];
  let owner: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      {
        beforeRoutes: (app) => {
          app.addHook("onRoute", (r) => {
            for (const method of [r.method].flat()) {
              if (method !== "HEAD" && !r.url.includes("*")) routes.push({ method, url: r.url });
            }
          });
        },
      },
    );
    owner = await loginCookie(t.app);
    editor = await createOperator(t, "editor@example.com", "editor");
  });
  afterAll(() => t.close());

  /** Calls a route with ids filled in; an event stream is closed as soon as its head arrives. */
  const call = async (route: { method: string; url: string }, cookie?: string) => {
    const url = route.url.replace(/:id\b/g, SOME_ID).replace(/:slug\b/g, "demo");
    const res = await t.app.inject({
      method: route.method as "GET",
      url,
      headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
      ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: "{}" }),
      payloadAsStream: true,
    });
    const stream = res.stream() as Readable;
    let body = "";
    if (String(res.headers["content-type"]).startsWith("text/event-stream")) stream.destroy();
    else for await (const chunk of stream) body += String(chunk);
    let code: unknown;
    try {
      code = (JSON.parse(body) as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
    return { status: res.statusCode, code };
  };

  test("the app's routes were enumerated", () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  test("every route that needs a session is in the role table, and every entry is a route", async () => {
    const needSession: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (NOT_ADMIN.has(key)) continue;
      const res = await call(route);
      if (res.status === 401 && res.code === "not-authenticated") needSession.push(key);
    }
    expect(needSession.filter((k) => !Object.hasOwn(ADMIN_ACCESS, k))).toEqual([]);
    expect(Object.keys(ADMIN_ACCESS).filter((k) => !needSession.includes(k))).toEqual([]);
  });

  test.each(Object.entries(ADMIN_ACCESS))("%s: none 401, editor per the table, owner allowed", async (key, role) => {
    const [method, url] = key.split(" ") as [string, string];
    const route = { method, url };
    expect(await call(route)).toEqual({ status: 401, code: "not-authenticated" });
    const asEditor = await call(route, editor);
    if (role === "owner") expect(asEditor).toEqual({ status: 403, code: "forbidden-role" });
    else expect([401, 403]).not.toContain(asEditor.status);
    const asOwner = await call(route, owner);
    expect([401, 403]).not.toContain(asOwner.status);
  });
});
