import { expect, test } from "vitest";
import { createTestApp } from "#tests/helpers/app";

const inquiry = {
  salutation: "Herr",
  academicTitle: "",
  name: "Max Mustermann",
  phone: "+49 30 555",
  email: "max@example.com",
  message: "Bitte um Rückruf.",
};

test("a client that sends more inquiries than INQUIRY_RATE_LIMIT in ten minutes is refused in its language; others are not", async () => {
  const t = await createTestApp("pglite", { INQUIRY_RATE_LIMIT: "2" });
  try {
    // The form says the language of the page it was sent from.
    const send = (remoteAddress: string, lang = "de") =>
      t.app.inject({ method: "POST", url: "/api/inquiries", payload: { ...inquiry, lang }, remoteAddress });
    expect((await send("10.1.0.1")).statusCode).toBe(201);
    expect((await send("10.1.0.1")).statusCode).toBe(201);
    const refused = await send("10.1.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "inquiry-rate-limited",
      error: "Sie haben gerade mehrere Anfragen gesendet. Bitte versuchen Sie es in einigen Minuten erneut.",
    });
    const english = await send("10.1.0.1", "en");
    expect(english.statusCode).toBe(429);
    expect(english.json()).toMatchObject({ code: "inquiry-rate-limited" });
    expect(english.json<{ error: string }>().error).toMatch(/^You have /);
    expect((await send("10.1.0.2")).statusCode).toBe(201);
  } finally {
    await t.close();
  }
});
