import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";

const lena = {
  name: "Lena",
  slug: "lena",
  greeting: "Hallo, hier ist Lena!",
  greetingPhonetic: "Hallo, hier ist Leena!",
  systemPrompt: "Du bist Lena.",
  voiceId: "voice-lena",
  isActive: true,
};

describe.each(ENGINES)("personas on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await loginCookie(t.app);
  });
  afterAll(() => t.close());

  test("operators create, edit, deactivate and delete personas", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/admin/personas", headers: { cookie }, payload: lena });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect((await t.app.inject("/api/personas/lena")).json()).toEqual({
      name: "Lena",
      slug: "lena",
      greeting: "Hallo, hier ist Lena!",
      patience: { minMs: 350, maxMs: 1500 },
    });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/personas", headers: { cookie }, payload: lena })).statusCode,
    ).toBe(409);

    const updated = await t.app.inject({
      method: "PUT",
      url: `/api/admin/personas/${id}`,
      headers: { cookie },
      payload: { ...lena, isActive: false },
    });
    expect(updated.json().isActive).toBe(false);
    expect((await t.app.inject("/api/personas/lena")).statusCode).toBe(404);

    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/personas/${id}`, headers: { cookie } })).statusCode).toBe(
      204,
    );
  });

  test("the owner sets a persona's patience; the voice page gets it, and bounds out of range are refused", async () => {
    const patient = { ...lena, slug: "lena-patient" };
    const created = await t.app.inject({ method: "POST", url: "/api/admin/personas", headers: { cookie }, payload: patient });
    expect(created.json()).toMatchObject({ patienceMinMs: 350, patienceMaxMs: 1500 });
    const id = created.json().id as string;
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: `/api/admin/personas/${id}`, headers: { cookie }, payload: { ...patient, ...payload } });

    const saved = await put({ patienceMinMs: 500, patienceMaxMs: 3000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ patienceMinMs: 500, patienceMaxMs: 3000 });
    expect((await t.app.inject("/api/personas/lena-patient")).json().patience).toEqual({ minMs: 500, maxMs: 3000 });
    const listed = (await t.app.inject({ url: "/api/admin/personas", headers: { cookie } })).json() as { slug: string }[];
    expect(listed.find((p) => p.slug === "lena-patient")).toMatchObject({ patienceMinMs: 500, patienceMaxMs: 3000 });

    const refused: [Record<string, unknown>, string][] = [
      [{ patienceMinMs: 100 }, "Die kürzeste Pause muss zwischen 200 und 1000 Millisekunden liegen."],
      [{ patienceMaxMs: 5000 }, "Die längste Pause muss zwischen 800 und 4000 Millisekunden liegen."],
      [{ patienceMinMs: 400.5 }, "Die kürzeste Pause muss eine ganze Zahl von Millisekunden sein."],
      [{ patienceMaxMs: "lang" }, "Die längste Pause muss eine Zahl (Millisekunden) sein."],
      [{ patienceMinMs: 900, patienceMaxMs: 900 }, "Die längste Pause muss länger sein als die kürzeste."],
    ];
    for (const [payload, message] of refused) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContain(message);
    }
    // Nothing refused was stored.
    expect((await t.app.inject("/api/personas/lena-patient")).json().patience).toEqual({ minMs: 500, maxMs: 3000 });
  });

  test("English pages greet in English: the persona's own English greeting, else a standard one with its name", async () => {
    const withEnglish = { ...lena, slug: "lena-en", greetingEn: "Hi, Lena here!", greetingPhoneticEn: "Hi, Leena here!" };
    const created = await t.app.inject({ method: "POST", url: "/api/admin/personas", headers: { cookie }, payload: withEnglish });
    expect(created.json()).toMatchObject({ greetingEn: "Hi, Lena here!", greetingPhoneticEn: "Hi, Leena here!" });
    expect((await t.app.inject("/api/personas/lena-en?lang=en")).json().greeting).toBe("Hi, Lena here!");
    expect((await t.app.inject("/api/personas/lena-en")).json().greeting).toBe("Hallo, hier ist Lena!");

    const without = await t.app.inject({
      method: "POST",
      url: "/api/admin/personas",
      headers: { cookie },
      payload: { ...lena, slug: "lena-de", greetingEn: "  " },
    });
    expect(without.json()).toMatchObject({ greetingEn: null, greetingPhoneticEn: null });
    expect((await t.app.inject("/api/personas/lena-de?lang=en")).json().greeting).toBe(
      "Hello, this is Lena, nice to have you here, how can I help you today?",
    );
    // The default persona comes with its English greeting.
    expect((await t.app.inject("/api/personas/demo?lang=en")).json().greeting).toBe(
      "Hello, this is Mia, nice to have you here, how can I help you today?",
    );
    for (const res of [created, without]) {
      await t.app.inject({ method: "DELETE", url: `/api/admin/personas/${res.json().id as string}`, headers: { cookie } });
    }
  });

  test("fixed page names and bad input are refused; the default persona stays", async () => {
    for (const slug of ["preise", "demo", "features", "Lena", "a b", "<x>"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/personas",
        headers: { cookie },
        payload: { ...lena, slug },
      });
      expect(res.statusCode).toBe(400);
    }
    const list = (await t.app.inject({ url: "/api/admin/personas", headers: { cookie } })).json() as {
      id: string;
      isDefault: boolean;
    }[];
    const def = list.find((p) => p.isDefault)!;
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/personas/${def.id}`, headers: { cookie } })).statusCode).toBe(
      409,
    );
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/personas/${def.id}`,
      headers: { cookie },
      payload: { ...lena, name: "Mia", isActive: false },
    });
    expect(res.json()).toMatchObject({ name: "Mia", slug: "mia", isActive: true });
  });

  test("an unknown persona answers 404 before its body is checked, in the request's language", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/admin/personas/${unknown}`,
      headers: { cookie },
      payload: { name: "" },
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ error: "Diese Persona gibt es nicht.", code: "persona-not-found" });
    for (const id of [unknown, "kein-uuid"]) {
      const res = await t.app.inject({ method: "DELETE", url: `/api/admin/personas/${id}`, headers: { cookie } });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toMatchObject({ code: "persona-not-found" });
    }
    const english = await t.app.inject({
      url: `/api/admin/personas/kein-uuid/embed`,
      headers: { cookie, "content-language": "en" },
    });
    expect(english.json()).toEqual({ error: "This persona does not exist.", code: "persona-not-found" });
    expect((await t.app.inject("/api/personas/niemand?lang=en")).json()).toEqual({
      error: "This persona does not exist.",
      code: "persona-not-found",
    });
    // Any other language, or a repeated one, greets in German as before.
    expect((await t.app.inject("/api/personas/demo?lang=fr")).json().greeting).toBe(
      (await t.app.inject("/api/personas/demo")).json().greeting,
    );
  });

  test("the default persona's slug and switch are not checked: they stay what they are", async () => {
    const list = (await t.app.inject({ url: "/api/admin/personas", headers: { cookie } })).json() as {
      id: string;
      isDefault: boolean;
    }[];
    const def = list.find((p) => p.isDefault)!;
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/personas/${def.id}`,
      headers: { cookie },
      payload: { ...lena, name: "Mia", slug: "", isActive: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: "mia", isActive: true, isDefault: true });
  });

  test("markup in persona fields is stored as text", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/personas",
      headers: { cookie },
      payload: { ...lena, slug: "xss", name: "<img src=x onerror=alert(1)>" },
    });
    expect(res.json().name).toBe("<img src=x onerror=alert(1)>");
  });

  test("the persona API needs a session", async () => {
    expect((await t.app.inject("/api/admin/personas")).json()).toEqual({
      error: "User not authenticated",
      code: "not-authenticated",
    });
  });
});
