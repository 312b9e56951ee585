import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuditEntry, AuditPage } from "#shared/contracts/audit";
import type { ChatDone } from "#shared/schemas/chat";
import { startFakeSmtp } from "#tests/fakes/smtp-server";
import { createTestApp, loginCookie, TEST_ADMIN, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from "./alerts";

/** A receiver on loopback, as an on-call tool would verify a call: signature over timestamp and body, a fresh timestamp. */
async function startReceiver(failFirst: number) {
  const calls: { headers: IncomingHttpHeaders; body: string }[] = [];
  let refusals = failFirst;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      calls.push({ headers: req.headers, body });
      res.statusCode = refusals-- > 0 ? 503 : 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/on-call`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** What a receiver checks; true only for an untouched call signed with `secret` within five minutes. */
function verify(secret: string, call: { headers: IncomingHttpHeaders; body: string }, now = Date.now()): boolean {
  const timestamp = String(call.headers[WEBHOOK_TIMESTAMP_HEADER] ?? "");
  const given = Buffer.from(String(call.headers[WEBHOOK_SIGNATURE_HEADER] ?? ""));
  const expected = Buffer.from(`v1=${createHmac("sha256", secret).update(`${timestamp}.${call.body}`).digest("hex")}`);
  const fresh = Math.abs(now / 1000 - Number(timestamp)) < 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

/** The mail as a reader sees it: soft line breaks joined, =XX bytes decoded. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

describe.each(ENGINES)("alerts of an escalation on %s", (engine) => {
  let t: TestApp;
  let owner: string;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    // The first two calls fail: the third try (after 20 and 40 ms) gets through.
    receiver = await startReceiver(2);
    t = await createTestApp(engine, {
      SMTP_URL: `${smtp.url}?ignoreTLS=true`,
      SMTP_FROM: "website@example.com",
      LIVE_WEBHOOK_ATTEMPTS: "4",
      LIVE_WEBHOOK_BACKOFF_MS: "20",
    });
    owner = await loginCookie(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await receiver.close();
  });

  test("the webhook's secret is shown once, never again, and its address must be https or loopback", async () => {
    const put = (url: string, cookie = owner) =>
      t.app.inject({ method: "PUT", url: "/api/settings/live/webhook", headers: { cookie }, payload: { url } });
    expect((await put("http://hooks.example.com/x")).statusCode).toBe(422);
    expect((await put("https://user:pw@hooks.example.com/x")).statusCode).toBe(422);
    expect((await put("ftp://hooks.example.com/x")).statusCode).toBe(422);
    const made = await put("https://hooks.example.com/x");
    expect(made.statusCode).toBe(200);
    const { secret } = made.json<{ secret: string }>();
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const state = await t.app.inject({ url: "/api/settings/live/webhook", headers: { cookie: owner } });
    expect(state.json()).toEqual({ url: "https://hooks.example.com/x" });
    expect(state.body).not.toContain(secret);
    // Setting it again makes a new secret.
    expect((await put("https://hooks.example.com/x")).json<{ secret: string }>().secret).not.toBe(secret);
    const entries = (await t.app.inject({ url: "/api/audit-log?limit=3", headers: { cookie: owner } })).json<AuditPage>()
      .entries as AuditEntry[];
    expect(entries[0]).toMatchObject({ action: "live.settings", details: { changed: ["webhook"] } });
    expect(JSON.stringify(entries)).not.toContain(secret);
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/settings/live/webhook", headers: { cookie: owner } })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: "/api/settings/live/webhook", headers: { cookie: owner } })).json()).toEqual({ url: null });
  });

  test("the visitor's yes sends a mail without the conversation and a signed webhook, retried until it is taken", async () => {
    const secret = (
      await t.app.inject({
        method: "PUT",
        url: "/api/settings/live/webhook",
        headers: { cookie: owner },
        payload: { url: receiver.url },
      })
    ).json<{ secret: string }>().secret;
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/live/duty",
          headers: { cookie: owner },
          payload: { onDuty: true, name: "Kim" },
        })
      ).statusCode,
    ).toBe(200);
    const words = "Ich will mich umbringen, ich heiße Max Mustermann.";
    const said = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      remoteAddress: "10.9.0.1",
      headers: { accept: "application/json" },
      payload: { persona: "demo", messages: [{ role: "user", content: words }], lang: "de" },
    });
    const done = said.json<ChatDone>();
    const visitorCookie = said.cookies.find((c) => c.name === "mc_visitor")!;
    const mailsBefore = smtp.messages.length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/live/handovers",
      remoteAddress: "10.9.0.1",
      headers: { cookie: `${visitorCookie.name}=${visitorCookie.value}` },
      payload: {
        conversationId: done.conversationId,
        consent: true,
        messages: [
          { role: "user", content: words },
          { role: "assistant", content: done.reply },
        ],
        lang: "de",
      },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();

    // The mail goes to whoever is on duty, and says why, but not what was written.
    await expect.poll(() => smtp.messages.length, { timeout: 5000 }).toBe(mailsBefore + 1);
    const mail = decodeQuotedPrintable(smtp.messages.at(-1)!);
    expect(mail).toMatch(new RegExp(`^To: ${TEST_ADMIN.email}$`, "m"));
    expect(mail).toContain("Stufe „suicidal“");
    for (const text of ["umbringen", "Mustermann", done.conversationId]) expect(mail).not.toContain(text);

    // The webhook: two refusals, then taken; each try signed with a fresh timestamp.
    await expect.poll(() => receiver.calls.length, { timeout: 5000 }).toBe(3);
    for (const call of receiver.calls) {
      expect(call.headers["content-type"]).toBe("application/json");
      expect(verify(secret, call)).toBe(true);
      // A changed body, another secret or an old timestamp fails the check.
      expect(verify(secret, { ...call, body: call.body.replace("suicidal", "request") })).toBe(false);
      expect(verify(`${secret}x`, call)).toBe(false);
      expect(verify(secret, call, Date.now() + 10 * 60_000)).toBe(false);
    }
    const body = JSON.parse(receiver.calls[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ event: "live.escalation", handover: id, reason: "crisis", risk: "suicidal", lang: "de" });
    // Nothing of the conversation or the visitor: no text, no conversation id, no address.
    for (const text of ["umbringen", "Mustermann", done.conversationId, "10.9.0.1"])
      expect(receiver.calls[0]!.body).not.toContain(text);
    // No further try once one was taken.
    await t.ctx.liveAlerts.settled();
    expect(receiver.calls).toHaveLength(3);
  });
});
