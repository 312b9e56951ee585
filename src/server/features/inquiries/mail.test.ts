import { expect, test } from "vitest";
import { createTestApp, loginCookie } from "#tests/helpers/app";
import { startFakeSmtp } from "#tests/fakes/smtp-server";

test("a new inquiry is mailed to the operator when SMTP is configured", async () => {
  const smtp = await startFakeSmtp();
  const t = await createTestApp("pglite", {
    SMTP_URL: `${smtp.url}?ignoreTLS=true`,
    SMTP_FROM: "website@example.com",
    INQUIRY_NOTIFY_EMAIL: "team@example.com",
  });
  try {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: {
        salutation: "Frau",
        academicTitle: "",
        name: "Erika Mustermann",
        phone: "+49 30 555",
        email: "erika@example.com",
        message: "Bitte um Rückruf wegen einer Demo.",
      },
    });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => smtp.messages.length, { timeout: 5000 }).toBe(1);
    const mail = smtp.messages[0]!;
    expect(mail).toMatch(/^To: team@example\.com$/m);
    expect(mail).toMatch(/^Reply-To: erika@example\.com$/m);
    expect(mail).toContain("Erika Mustermann");
    expect(mail).toMatch(/Content-Type: text\/plain/);
    const cookie = await loginCookie(t.app);
    await expect
      .poll(
        async () =>
          ((await t.app.inject({ url: "/api/inquiries", headers: { cookie } })).json() as { emailedAt: string | null }[])[0]
            ?.emailedAt,
        { timeout: 5000 },
      )
      .not.toBeNull();
  } finally {
    await t.close();
    await smtp.close();
  }
});
