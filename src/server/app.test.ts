import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";

describe.each(ENGINES)("server on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  test("GET /api/health answers ok once the database is ready", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  test("unknown API paths answer 404 with a JSON error", async () => {
    const res = await t.app.inject("/api/does-not-exist");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found", code: "not-found" });
  });

  test("malformed JSON is a 400 with a clear message, not a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Ungültiges JSON im Anfragekörper", code: "invalid-json" });
  });

  test("security headers are set", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  test("sitemap lists every public URL in both languages, robots points to it", async () => {
    const res = await t.app.inject("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    for (const path of [
      "/produkte/preise",
      "/products/pricing",
      "/rechtliches/impressum",
      "/legal/imprint",
      "/rechtliches/barrierefreiheit",
      "/legal/accessibility",
      "/produkte/mia",
      "/products/mia",
    ]) {
      expect(res.body).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    const robots = await t.app.inject("/robots.txt");
    expect(robots.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(robots.body).toContain("Disallow: /admin/");
  });

  test("the schema is migrated and the default persona exists", async () => {
    const rows = await t.db.database.query<{ slug: string }>("SELECT slug FROM personas WHERE is_default");
    expect(rows.map((r) => r.slug)).toEqual(["mia"]);
  });

  test("state-changing requests from another origin are refused", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "Cross-origin request refused", code: "cross-origin" });
  });
});
