import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { contrastRatio, embedSettingsSchema } from "#shared/schemas/embed";

const SITE = "https://intranet.example.de";
const settings = {
  allowedOrigins: [`${SITE}/`, "http://localhost:8080", ""],
  position: "bottom-left",
  language: "host",
  labelDe: "Mit Mia sprechen",
  labelEn: "Talk to Mia",
  background: "#6D28D9",
  foreground: "#ffffff",
};

test("the schema normalises origins and refuses paths, wildcards and low contrast", () => {
  const parsed = embedSettingsSchema.parse(settings);
  expect(parsed.allowedOrigins).toEqual([SITE, "http://localhost:8080"]);
  expect(parsed.background).toBe("#6d28d9");
  expect(embedSettingsSchema.safeParse({ ...settings, allowedOrigins: ["https://x.de/pfad"] }).success).toBe(false);
  expect(embedSettingsSchema.safeParse({ ...settings, allowedOrigins: ["https://*.x.de"] }).success).toBe(false);
  expect(embedSettingsSchema.safeParse({ ...settings, allowedOrigins: ["javascript:alert(1)"] }).success).toBe(false);
  expect(embedSettingsSchema.safeParse({ ...settings, foreground: "#8b5cf6" }).success).toBe(false);
  expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
});

describe.each(ENGINES)("embedding on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  let personaId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await loginCookie(t.app);
    const personas = (await t.app.inject({ url: "/api/admin/personas", headers: { cookie } })).json<
      { id: string; slug: string }[]
    >();
    personaId = personas.find((p) => p.slug === "mia")!.id;
  });
  afterAll(() => t.close());

  test("without settings no site may embed a persona", async () => {
    const res = await t.app.inject({ url: "/api/embed/mia", headers: { origin: SITE } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "embed-origin-refused" });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  test("operators save the settings; the config answers allowed origins only, with CORS for them", async () => {
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/admin/personas/${personaId}/embed`, payload: settings })).statusCode,
    ).toBe(401);
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/personas/${personaId}/embed`,
      headers: { cookie },
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ allowedOrigins: [SITE, "http://localhost:8080"], position: "bottom-left" });

    const ok = await t.app.inject({ url: "/api/embed/mia", headers: { origin: SITE } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["access-control-allow-origin"]).toBe(SITE);
    expect(ok.headers.vary).toContain("Origin");
    expect(ok.json()).toEqual({
      slug: "mia",
      name: "Mia",
      position: "bottom-left",
      language: "host",
      labels: { de: "Mit Mia sprechen", en: "Talk to Mia" },
      background: "#6d28d9",
      foreground: "#ffffff",
    });
    for (const origin of ["https://evil.example", "https://intranet.example.de:8443", "null"]) {
      const refused = await t.app.inject({ url: "/api/embed/mia", headers: { origin } });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
    }
    expect((await t.app.inject({ url: "/api/embed/mia" })).statusCode).toBe(403);

    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/admin/personas/${personaId}/embed`,
      headers: { cookie },
      payload: { ...settings, foreground: "#7c3aed" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("Kontrast");
  });

  test("chats record the embedding site; one off the list is refused; usage counts per site", async () => {
    const chat = (embedOrigin?: string, content = "Ich bin oft gestresst.") =>
      t.app.inject({
        method: "POST",
        url: "/api/chat",
        headers: { accept: "application/json" },
        payload: { persona: "mia", messages: [{ role: "user", content }], embedOrigin },
      });
    expect((await chat(SITE)).statusCode).toBe(200);
    expect((await chat(undefined)).statusCode).toBe(200);
    expect((await chat(SITE, "Ich will nicht mehr leben.")).json()).toMatchObject({ crisis: true });
    const refused = await chat("https://evil.example");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "embed-origin-refused" });

    const usage = (await t.app.inject({ url: "/api/admin/embed/usage", headers: { cookie } })).json<
      { origin: string; conversations: number; crisis: number; personaName: string }[]
    >();
    expect(usage).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ personaName: "Mia", origin: SITE, conversations: 2, crisis: 1 }),
        expect.objectContaining({ personaName: "Mia", origin: "", conversations: 1, crisis: 0 }),
      ]),
    );
  });
});
