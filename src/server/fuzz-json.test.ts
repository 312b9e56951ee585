import fc from "fast-check";
import { describe, test } from "vitest";
import { ENGINES } from "#tests/helpers/db";
import { nearValid, runs, useFuzzApp, VALID } from "./fuzz-test-helpers";

/**
 * Property-based checks of the JSON endpoints: whatever body arrives, they
 * answer with a 4xx in our error shape or a success, never a 5xx, and the
 * server keeps serving.
 */
describe.each(ENGINES)("the HTTP endpoints under fuzzing on %s", (engine) => {
  const suite = useFuzzApp(engine);
  const { nextIp, expectHandled, expectServing } = suite;

  const JSON_ENDPOINTS: {
    name: string;
    method: "POST" | "PUT";
    url: () => string;
    admin: boolean;
    valid: fc.Arbitrary<Record<string, unknown>>;
    ok: number[];
    numRuns: number;
  }[] = [
    { name: "login", method: "POST", url: () => "/api/auth/login", admin: false, valid: VALID.login, ok: [], numRuns: 25 },
    { name: "chat", method: "POST", url: () => "/api/chat", admin: false, valid: VALID.chat, ok: [200], numRuns: 50 },
    { name: "tts", method: "POST", url: () => "/api/tts", admin: false, valid: VALID.tts, ok: [], numRuns: 40 },
    { name: "feedback", method: "POST", url: () => "/api/feedback", admin: false, valid: VALID.feedback, ok: [204], numRuns: 40 },
    {
      name: "inquiries",
      method: "POST",
      url: () => "/api/inquiries",
      admin: false,
      valid: VALID.inquiry,
      ok: [201],
      numRuns: 50,
    },
    {
      name: "voice-config",
      method: "PUT",
      url: () => "/api/voice-config",
      admin: true,
      valid: VALID.voiceConfig,
      ok: [200],
      numRuns: 40,
    },
    {
      name: "personas POST",
      method: "POST",
      url: () => "/api/admin/personas",
      admin: true,
      valid: VALID.persona,
      ok: [201],
      numRuns: 40,
    },
    {
      name: "invitations POST",
      method: "POST",
      url: () => "/api/invitations",
      admin: true,
      valid: VALID.invitation,
      ok: [201],
      numRuns: 30,
    },
    {
      name: "invitation accept",
      method: "POST",
      url: () => "/api/invitations/accept",
      admin: false,
      valid: VALID.invitationAccept,
      ok: [],
      numRuns: 25,
    },
    {
      name: "transcript settings PUT",
      method: "PUT",
      url: () => "/api/settings/transcripts",
      admin: true,
      valid: VALID.transcriptPolicy,
      ok: [200],
      numRuns: 30,
    },
    {
      name: "persona embedding PUT",
      method: "PUT",
      url: () => `/api/admin/personas/${suite.personaId}/embed`,
      admin: true,
      valid: VALID.embed,
      ok: [200],
      numRuns: 30,
    },
    {
      name: "personas PUT",
      method: "PUT",
      url: () => `/api/admin/personas/${suite.personaId}`,
      admin: true,
      valid: VALID.persona,
      ok: [200],
      numRuns: 40,
    },
  ];

  test.each(JSON_ENDPOINTS)(
    "$name answers any JSON body with a 4xx or a success, never a 5xx",
    async ({ name, method, url, admin, valid, ok, numRuns }) => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(nearValid(valid), fc.jsonValue(), fc.string({ unit: "binary", maxLength: 200 })),
          fc.boolean(),
          async (body, raw) => {
            // Half the strings go out as they are (mostly broken JSON), half as JSON strings.
            const payload = raw && typeof body === "string" ? body : JSON.stringify(body);
            const res = await suite.t.app.inject({
              method,
              url: url(),
              remoteAddress: nextIp(),
              headers: {
                "content-type": "application/json",
                accept: "application/json",
                ...(admin ? { cookie: suite.cookie } : {}),
              },
              payload,
            });
            expectHandled(res, ok, `${name} ${payload.slice(0, 120)}`);
          },
        ),
        runs(numRuns),
      );
      await expectServing();
    },
  );
});
