import { expect, test, vi } from "vitest";
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
    const crisisChat = async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/chat",
        headers: { accept: "application/json" },
        payload: { persona: "demo", messages: [{ role: "user", content: message }] },
      });
      expect(res.json().crisis).toBe(true);
    };
    for (let i = 0; i < 3; i++) await crisisChat();
    await waitFor(
      async () => smtp.messages.length,
      (n) => n >= 1,
    );
    const mail = smtp.messages[0]!;
    expect(mail).toMatch(/To: team@example\.com/);
    expect(mail).toContain("Krisenantwort");
    expect(mail).not.toMatch(/umbringen|Tabletten/);

    // Once the interval has passed, the next crisis answer sends the next mail, which counts the two
    // held back: proof that they sent none of their own.
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, "now").mockImplementation(() => realNow() + 16 * 60_000);
    await crisisChat();
    const [, next] = await waitFor(
      async () => smtp.messages,
      (m) => m.length >= 2,
    );
    // Quoted-printable text may break a long line ("=" at its end).
    expect(next!.replace(/=\n/g, "")).toContain("3 Krisenantworten");
    expect(smtp.messages).toHaveLength(2);
  } finally {
    vi.restoreAllMocks();
    await t.close();
    await smtp.close();
  }
}, 90_000);
