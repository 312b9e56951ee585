import { expect, test } from "vitest";
import { createTestApp } from "#tests/helpers/app";
import { startFakeSmtp } from "#tests/fakes/smtp-server";
import { waitFor } from "#tests/helpers/wait";

test("the operator is mailed about crisis answers, without message text, at most once per interval", async () => {
  const smtp = await startFakeSmtp();
  const t = await createTestApp("pglite", {
    SMTP_URL: `${smtp.url}?ignoreTLS=true`,
    SMTP_FROM: "website@example.com",
    CRISIS_NOTIFY_EMAIL: "team@example.com",
    CRISIS_NOTIFY_INTERVAL_MINUTES: "15",
    CHAT_RATE_LIMIT_PER_MINUTE: "100",
  });
  try {
    const message = "Ich will mich heute Nacht umbringen, die Tabletten liegen bereit.";
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/chat",
        headers: { accept: "application/json" },
        payload: { persona: "demo", messages: [{ role: "user", content: message }] },
      });
      expect(res.json().crisis).toBe(true);
    }
    await waitFor(
      async () => smtp.messages.length,
      (n) => n >= 1,
    );
    // Give a second mail the chance to arrive if throttling were broken.
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail).toMatch(/To: team@example\.com/);
    expect(mail).toContain("Krisenantwort");
    expect(mail).not.toMatch(/umbringen|Tabletten/);
  } finally {
    await t.close();
    await smtp.close();
  }
}, 90_000);
