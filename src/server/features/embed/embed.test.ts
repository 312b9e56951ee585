import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { multipart } from "#tests/helpers/multipart";
import { createOperator } from "#tests/helpers/operators";
import { avatarPng, JPEG_HEAD, SVG_AVATAR, WEBP_HEAD } from "#tests/fixtures/avatar";
import { makePdf } from "#tests/fixtures/pdf";
import type { AuditPage } from "#shared/contracts/audit";
import { contrastRatio, EMBED_AVATAR, embedSettingsSchema, privacySiteName } from "#shared/schemas/embed";
import { personaInitials } from "#shared/embed-avatar";
import { checkAvatar } from "./avatar";

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

test("the privacy policy of the site is optional, https only, without credentials, and normalised", () => {
  const parse = (privacyUrl: unknown) => embedSettingsSchema.safeParse({ ...settings, privacyUrl });
  expect(parse(undefined).data?.privacyUrl).toBeNull();
  expect(parse("").data?.privacyUrl).toBeNull();
  expect(parse("  ").data?.privacyUrl).toBeNull();
  expect(parse(" https://WWW.Example.de/datenschutz ").data?.privacyUrl).toBe("https://www.example.de/datenschutz");
  for (const bad of [
    "http://www.example.de/datenschutz",
    "javascript:alert(1)",
    "data:text/html,hi",
    "https://user:pw@example.de/",
    "https://localhost/privacy",
    "www.example.de/datenschutz",
    `https://example.de/${"x".repeat(500)}`,
    42,
  ]) {
    const result = parse(bad);
    expect(result.success, String(bad)).toBe(false);
  }
  expect(parse("http://x.de").error?.issues[0]?.message).toContain("https");
  expect(privacySiteName("https://www.example.de/datenschutz")).toBe("example.de");
  expect(privacySiteName("https://intranet.example.com/privacy")).toBe("intranet.example.com");
});

test("avatars are recognised by their bytes: PNG, JPEG and WebP only, never SVG, within the limit", async () => {
  expect(await checkAvatar(avatarPng())).toEqual({ ok: true, mime: "image/png" });
  expect(await checkAvatar(JPEG_HEAD)).toEqual({ ok: true, mime: "image/jpeg" });
  expect(await checkAvatar(WEBP_HEAD)).toEqual({ ok: true, mime: "image/webp" });
  expect(await checkAvatar(SVG_AVATAR)).toEqual({ ok: false, code: "avatar-svg" });
  expect(await checkAvatar(Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toMatchObject({
    code: "avatar-svg",
  });
  expect(await checkAvatar(Buffer.from("<html><script>alert(1)</script></html>"))).toMatchObject({
    code: "avatar-wrong-type",
  });
  expect(await checkAvatar(await makePdf(["Kein Bild"]))).toMatchObject({ code: "avatar-wrong-type" });
  expect(await checkAvatar(Buffer.from("GIF89a\x01\x00\x01\x00"))).toMatchObject({ code: "avatar-wrong-type" });
  expect(await checkAvatar(Buffer.concat([avatarPng(), Buffer.alloc(EMBED_AVATAR.maxBytes)]))).toMatchObject({
    code: "avatar-too-large",
  });
  expect(personaInitials("Mia")).toBe("M");
  expect(personaInitials("Dr. Jonas Weber")).toBe("DJ");
  expect(personaInitials("  özlem   yilmaz ")).toBe("ÖY");
  expect(personaInitials("")).toBe("?");
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

  test("operators and editors upload an avatar, checked by content, served as that image only; removing it is audited", async () => {
    const url = `/api/admin/personas/${personaId}/embed/avatar`;
    const put = (name: string, bytes: Buffer, type: string, who = cookie) =>
      t.app.inject({ method: "PUT", url, ...withCookie(multipart(name, bytes, type), who) });
    const withCookie = (m: ReturnType<typeof multipart>, who: string) => ({
      payload: m.payload,
      headers: { ...m.headers, cookie: who, "accept-language": "de" },
    });

    // Refused: SVG whatever it is called, a file that only claims to be an image, one over the limit, none at all.
    const svg = await put("avatar.png", SVG_AVATAR, "image/png");
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({ code: "avatar-svg" });
    expect(svg.json().error).toContain("SVG");
    const fake = await put("avatar.png", Buffer.from("Das ist kein Bild."), "image/png");
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ code: "avatar-wrong-type" });
    const big = await put("gross.png", Buffer.concat([avatarPng(), Buffer.alloc(EMBED_AVATAR.maxBytes)]), "image/png");
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: "avatar-too-large" });
    expect((await put("leer.png", Buffer.alloc(0), "image/png")).json()).toMatchObject({ code: "avatar-no-file" });
    expect((await t.app.inject({ method: "PUT", url, headers: { cookie }, payload: { file: "x" } })).json()).toMatchObject({
      code: "avatar-no-file",
    });
    expect(
      (await t.app.inject({ method: "PUT", url, ...withCookie(multipart("a.png", avatarPng(), "image/png"), "") })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: "/api/embed/mia", headers: { origin: SITE } })).json().avatar).toBeUndefined();

    // A good image, even with a misleading name and type, is taken by what it is; an editor may do it.
    const editor = await createOperator(t, `editor-${engine}@example.com`, "editor");
    const png = avatarPng();
    const ok = await put("avatar.svg", png, "image/svg+xml", editor);
    expect(ok.statusCode).toBe(200);
    const { avatar: version } = ok.json<{ avatar: string }>();
    expect(version).toMatch(/^[\w-]{16}$/);
    expect((await t.app.inject({ url: `/api/admin/personas/${personaId}/embed`, headers: { cookie } })).json()).toMatchObject({
      avatar: version,
    });

    const config = (await t.app.inject({ url: "/api/embed/mia", headers: { origin: SITE } })).json<{ avatar: string }>();
    expect(config.avatar).toBe(`/api/embed/mia/avatar?v=${version}`);
    const image = await t.app.inject({ url: config.avatar });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(image.headers["cache-control"]).toContain("immutable");
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ url: config.avatar, headers: { "if-none-match": `"${version}"` } })).statusCode).toBe(304);
    // An old or missing version is not cached for long; an unknown slug has none.
    expect((await t.app.inject({ url: "/api/embed/mia/avatar?v=alt" })).headers["cache-control"]).toBe("no-cache");
    expect((await t.app.inject({ url: "/api/embed/nobody/avatar" })).statusCode).toBe(404);
    const preview = await t.app.inject({ url, headers: { cookie } });
    expect(preview.headers["content-type"]).toBe("image/png");
    expect((await t.app.inject({ url })).statusCode).toBe(401);

    const removed = await t.app.inject({ method: "DELETE", url, headers: { cookie: editor } });
    expect(removed.json()).toEqual({ avatar: null });
    expect((await t.app.inject({ url: config.avatar })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/embed/mia", headers: { origin: SITE } })).json().avatar).toBeUndefined();

    const audit = (await t.app.inject({ url: "/api/audit-log?limit=2", headers: { cookie } })).json<AuditPage>();
    expect(audit.entries.map((e) => [e.action, e.details])).toEqual([
      ["persona.embed", { changed: ["avatar"] }],
      ["persona.embed", { changed: ["avatar"] }],
    ]);
  });

  test("the site's privacy policy is saved, refused unless https, and audited as a changed field", async () => {
    const save = (privacyUrl: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/personas/${personaId}/embed`,
        headers: { cookie },
        payload: { ...settings, privacyUrl },
      });
    const bad = await save("http://intranet.example.de/datenschutz");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("https");
    const ok = await save("https://intranet.example.de/datenschutz");
    expect(ok.json()).toMatchObject({ privacyUrl: "https://intranet.example.de/datenschutz" });
    const audit = (await t.app.inject({ url: "/api/audit-log?limit=1", headers: { cookie } })).json<AuditPage>();
    expect(audit.entries[0]?.details).toEqual({ changed: ["privacyUrl"] });
    expect((await save("")).json()).toMatchObject({ privacyUrl: null });
  });
});
