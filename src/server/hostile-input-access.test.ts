import { createHash } from "node:crypto";
import type { InjectOptions } from "fastify";
import { describe, expect, test } from "vitest";
import { makePdf } from "#tests/fixtures/pdf";
import { loginCookie, TEST_ADMIN } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { expectRefused, rawMultipart } from "#tests/helpers/hostile";
import { CROSS_SITE_HEADERS, VALID_INQUIRY, VALID_PERSONA, VALID_VOICE, useHostileApp } from "./hostile-input-test-helpers";

/**
 * Stories of an attacker who tries to act as the operator: requests from other
 * sites carrying a valid session, and forged, broken or expired session
 * cookies. Each is refused with {"error": "..."}, and afterwards the server
 * still answers and nothing stored before is lost or changed.
 */
describe.each(ENGINES)("hostile input on %s", (engine) => {
  const suite = useHostileApp(engine);
  const { inject, seed, expectStoredDataIntact } = suite;

  test("state-changing requests from another site are refused on every endpoint, with a valid session", async () => {
    const pdf = await makePdf(["Fremd."]);
    const upload = rawMultipart([{ field: "file", filename: "fremd.pdf", body: pdf }]);
    const calls: { method: "POST" | "PUT" | "DELETE"; url: string; payload?: unknown; headers?: Record<string, string> }[] = [
      { method: "POST", url: "/api/auth/login", payload: TEST_ADMIN },
      { method: "POST", url: "/api/auth/logout" },
      { method: "POST", url: "/api/chat", payload: { messages: [{ role: "user", content: "Hallo" }] } },
      { method: "POST", url: "/api/tts", payload: { persona: "demo", text: "Hallo" } },
      { method: "POST", url: "/api/stt", payload: Buffer.from("abc"), headers: { "content-type": "audio/webm" } },
      { method: "POST", url: "/api/feedback", payload: { conversationId: seed.conversationId, rating: 1 } },
      { method: "POST", url: "/api/inquiries", payload: { ...VALID_INQUIRY, name: "Fremde Seite" } },
      { method: "PUT", url: "/api/voice-config", payload: { ...VALID_VOICE, stability: 1 } },
      { method: "POST", url: "/api/settings/clear-cache" },
      { method: "POST", url: "/api/admin/personas", payload: { ...VALID_PERSONA, slug: "fremd" } },
      { method: "PUT", url: `/api/admin/personas/${seed.personaId}`, payload: { ...VALID_PERSONA, name: "Übernommen" } },
      { method: "DELETE", url: `/api/admin/personas/${seed.personaId}` },
      { method: "POST", url: "/api/documents", payload: upload.payload, headers: upload.headers },
      { method: "DELETE", url: `/api/documents/${seed.documentId}` },
      { method: "POST", url: `/api/documents/${seed.documentId}/reindex` },
      { method: "PUT", url: `/api/documents/${seed.documentId}/personas`, payload: { personas: [seed.personaId] } },
      // Percent-escapes that the router decodes: the guard must not look at the raw prefix only.
      { method: "POST", url: "/%61pi/inquiries", payload: { ...VALID_INQUIRY, name: "Fremde Seite" } },
      { method: "DELETE", url: `/api/admin/%70ersonas/${seed.personaId}` },
      { method: "DELETE", url: `/%61pi/documents/${seed.documentId}` },
    ];
    for (const call of calls) {
      for (const cross of CROSS_SITE_HEADERS) {
        const res = await inject({
          method: call.method,
          url: call.url,
          admin: true,
          payload: call.payload as InjectOptions["payload"],
          headers: { ...call.headers, ...cross },
        });
        expect(expectRefused(res, [403], `${call.method} ${call.url} ${JSON.stringify(cross)}`)).toBe(
          "Cross-origin request refused",
        );
      }
    }
    // The session still works, and our own pages still may (the browser sends the page's host).
    expect((await inject({ url: "/api/auth/session", admin: true })).statusCode).toBe(200);
    const own = await inject({
      method: "POST",
      url: "/api/auth/login",
      payload: TEST_ADMIN,
      headers: { origin: "http://localhost:3000", host: "localhost:3000", "sec-fetch-site": "same-origin" },
    });
    expect(own.statusCode).toBe(200);
    expect((await suite.t.db.database.query("SELECT 1 FROM inquiries WHERE name = 'Fremde Seite'")).length).toBe(0);
    await expectStoredDataIntact();
  });

  test("forged, malformed and expired session cookies get 401 'User not authenticated' on every admin API", async () => {
    const adminCalls: { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; payload?: unknown }[] = [
      { method: "GET", url: "/api/auth/session" },
      { method: "GET", url: "/api/stats" },
      { method: "GET", url: "/api/voice-config" },
      { method: "PUT", url: "/api/voice-config", payload: VALID_VOICE },
      { method: "GET", url: "/api/settings/providers" },
      { method: "GET", url: "/api/settings/limits" },
      { method: "GET", url: "/api/settings/go-live" },
      { method: "POST", url: "/api/auth/password", payload: { currentPassword: "x", newPassword: "y".repeat(12) } },
      { method: "POST", url: "/api/auth/sessions/end-others" },
      { method: "POST", url: "/api/voice-config/preview", payload: VALID_VOICE },
      { method: "POST", url: "/api/settings/clear-cache" },
      { method: "GET", url: "/api/inquiries" },
      { method: "GET", url: "/api/admin/personas" },
      { method: "POST", url: "/api/admin/personas", payload: { ...VALID_PERSONA, slug: "gefaelscht" } },
      { method: "PUT", url: `/api/admin/personas/${seed.personaId}`, payload: { ...VALID_PERSONA, name: "Gefälscht" } },
      { method: "DELETE", url: `/api/admin/personas/${seed.personaId}` },
      { method: "GET", url: "/api/documents" },
      { method: "GET", url: "/api/documents/events" },
      { method: "GET", url: `/api/documents/${seed.documentId}/file` },
      { method: "DELETE", url: `/api/documents/${seed.documentId}` },
      { method: "POST", url: `/api/documents/${seed.documentId}/reindex` },
      { method: "PUT", url: `/api/documents/${seed.documentId}/personas`, payload: { personas: null } },
      { method: "GET", url: `/api/documents/${seed.documentId}/passages` },
      { method: "GET", url: "/api/knowledge/search?q=Stress" },
      { method: "GET", url: "/api/auth/sessions" },
      { method: "GET", url: "/api/accounts" },
      { method: "PUT", url: `/api/accounts/${seed.personaId}/role`, payload: { role: "owner" } },
      { method: "DELETE", url: `/api/accounts/${seed.personaId}` },
      { method: "GET", url: "/api/invitations" },
      { method: "POST", url: "/api/invitations", payload: { email: "fremd@example.com", role: "owner" } },
      { method: "DELETE", url: `/api/invitations/${seed.personaId}` },
    ];
    // An expired session: a real token whose timestamps are moved into the past.
    const expired = await loginCookie(suite.t.app);
    const expiredHash = createHash("sha256").update(expired.split("=")[1]!).digest("base64url");
    await suite.t.db.database.query(
      "UPDATE sessions SET expires_at = now() - interval '1 minute', last_seen_at = now() - interval '2 hours' WHERE id_hash = $1",
      [expiredHash],
    );
    // A session that was ended by logging out.
    const ended = await loginCookie(suite.t.app);
    await inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: ended } });
    const token = suite.cookie.split("=")[1]!;
    const cookies = [
      "mc_session=forged",
      `mc_session=${"A".repeat(43)}`,
      `mc_session=${token}x`,
      `mc_session=${token.slice(0, -1)}`,
      `mc_session=${token.toUpperCase()}`,
      `mc_session=${"x".repeat(12_000)}`,
      "mc_session=äöü€😀",
      "mc_session=%E0%A4%A",
      "mc_session=%",
      "mc_session=",
      "mc_session",
      "=;;;===;",
      `MC_SESSION=${token}`,
      `other=1; mc_session_x=${token}`,
      `mc_session="${token}"`,
      "mc_session=' OR '1'='1",
      expired,
      ended,
    ];
    for (const c of cookies) {
      for (const call of adminCalls) {
        const res = await inject({
          method: call.method,
          url: call.url,
          headers: { cookie: c },
          payload: call.payload as InjectOptions["payload"],
        });
        expect(expectRefused(res, [401], `${call.method} ${call.url} cookie ${c.slice(0, 30)}`)).toBe("User not authenticated");
      }
    }
    // The expired session stays expired: it was not revived by being tried.
    const [row] = await suite.t.db.database.query<{ live: boolean }>(
      "SELECT expires_at > now() AS live FROM sessions WHERE id_hash = $1",
      [expiredHash],
    );
    expect(row?.live ?? false).toBe(false);
    await expectStoredDataIntact();
  });

  test("after the barrage the server still answers and the earlier stored data is intact", async () => {
    expect((await inject({ url: "/api/health" })).json()).toEqual({ status: "ok" });
    expect((await inject({ url: "/api/personas/jonas" })).json()).toEqual({
      name: "Jonas",
      slug: "jonas",
      greeting: "Hallo, hier ist Jonas.",
      patience: { minMs: 350, maxMs: 1500 },
    });
    const inquiries = (await inject({ url: "/api/inquiries?limit=200", admin: true })).json<{ id: string; name: string }[]>();
    expect(inquiries.find((i) => i.id === seed.inquiryId)?.name).toBe(VALID_INQUIRY.name);
    const documents = (await inject({ url: "/api/documents", admin: true })).json<{ id: string; title: string }[]>();
    expect(documents.find((d) => d.id === seed.documentId)?.title).toBe("Ratgeber.pdf");
    const login = await inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
    expect(login.statusCode).toBe(200);
    await expectStoredDataIntact();
  });
});
