import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { makePdf } from "#tests/fixtures/pdf";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { addressSequence, ENGLISH_DEFAULTS, expectRefused, GENEROUS_LIMITS, rawMultipart } from "#tests/helpers/hostile";
import { RESERVED_SLUGS } from "#shared/routes";
import { loginSchema } from "#shared/schemas/auth";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { chatRequestSchema, feedbackSchema, MAX_CHAT_MESSAGES, ttsRequestSchema } from "#shared/schemas/chat";
import { germanIssues, isTypedText } from "#shared/schemas/errors";
import { inquiryListQuerySchema, inquirySchema } from "#shared/schemas/inquiry";
import { INQUIRY_LIMITS } from "#shared/schemas/inquiry-form";
import { PERSONA_LIMITS, personaInputSchema } from "#shared/schemas/persona";
import { VOICE_RANGES, voiceConfigSchema } from "#shared/schemas/voice-config";
import { EMBED_LANGUAGES, EMBED_LIMITS, EMBED_POSITIONS } from "#shared/schemas/embed";
import { TRANSCRIPT_RETENTION_DAYS } from "#shared/contracts/transcripts";

/**
 * Property-based checks: whatever arrives, the schemas answer with a zod
 * error or a value, and the HTTP endpoints with a 4xx or a success, never a
 * 5xx, and the server keeps serving. The seed is fixed so CI is reproducible;
 * fast-check prints seed and path of a failure, and FUZZ_SEED replays or varies it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const runs = (numRuns: number) => ({ seed: SEED, numRuns });

// ---------- Arbitraries for inputs each schema must accept ----------

/** Text a person could type: printable graphemes, tabs and line breaks, within `max` UTF-16 units. */
const typed = (min: number, max: number) =>
  fc
    .string({
      unit: fc.oneof(
        { weight: 8, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
        fc.constantFrom(" ", "\n", "\t", "\r\n"),
      ),
      maxLength: Math.min(max, 60),
    })
    .filter((s) => s.length <= max && s.trim().length >= min && isTypedText(s));
const slug = fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,12}){0,3}$/).filter((s) => s !== "demo" && !RESERVED_SLUGS.has(s));
const email = fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,15}@[a-z0-9]{1,12}\.[a-z]{2,6}$/);
const uuid = fc.uuid({ version: 4 });
const userMessage = fc.record({ role: fc.constant("user" as const), content: typed(1, 2000) });
const anyMessage = fc.record({ role: fc.constantFrom("user" as const, "assistant" as const), content: typed(0, 2000) });

const VALID = {
  login: fc.record({
    email,
    password: fc.string({ unit: "binary", minLength: 1, maxLength: 200 }).filter((s) => s.length <= 200),
  }),
  chat: fc.record(
    {
      persona: fc.oneof(fc.constantFrom("demo", "mia"), slug),
      messages: fc
        .tuple(fc.array(anyMessage, { maxLength: MAX_CHAT_MESSAGES - 1 }), userMessage)
        .map(([history, last]) => [...history, last]),
      voice: fc.boolean(),
      conversationId: uuid,
      visitorId: fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      lang: fc.constantFrom("de" as const, "en" as const),
    },
    { requiredKeys: ["messages"] },
  ),
  tts: fc.record(
    { persona: fc.oneof(fc.constant("demo"), slug), text: fc.string({ unit: "binary" }) },
    { requiredKeys: ["text"] },
  ),
  feedback: fc.record({ conversationId: uuid, rating: fc.integer({ min: 1, max: 5 }) }),
  invitation: fc.record({ email, role: fc.constantFrom("owner", "editor") }),
  invitationAccept: fc.record({
    token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    name: typed(1, 100),
    password: fc.string({ minLength: 12, maxLength: 200 }),
  }),
  inquiry: fc.record(
    {
      salutation: fc.constantFrom("Herr" as const, "Frau" as const),
      academicTitle: typed(0, INQUIRY_LIMITS.title),
      name: typed(1, INQUIRY_LIMITS.name),
      phone: fc.stringMatching(/^\+?[0-9][0-9 /().-]{1,40}[0-9]$/),
      email,
      message: typed(1, INQUIRY_LIMITS.message),
      lang: fc.constantFrom("de" as const, "en" as const),
    },
    { requiredKeys: ["salutation", "name", "phone", "email", "message"] },
  ),
  inquiryQuery: fc.record(
    { limit: fc.integer({ min: 1, max: 200 }).map(String), offset: fc.integer({ min: 0, max: 1_000_000 }).map(String) },
    { requiredKeys: [] },
  ),
  persona: fc.record(
    {
      name: typed(1, PERSONA_LIMITS.name),
      slug,
      greeting: typed(1, PERSONA_LIMITS.greeting),
      greetingPhonetic: typed(1, PERSONA_LIMITS.greeting),
      systemPrompt: typed(1, PERSONA_LIMITS.systemPrompt),
      voiceId: fc.oneof(fc.constant(null), typed(0, PERSONA_LIMITS.voiceId)),
      isActive: fc.boolean(),
    },
    { requiredKeys: ["name", "slug", "greeting", "greetingPhonetic", "systemPrompt"] },
  ),
  transcriptPolicy: fc.record({
    enabled: fc.boolean(),
    retentionDays: fc.integer({ min: TRANSCRIPT_RETENTION_DAYS.min, max: TRANSCRIPT_RETENTION_DAYS.max }),
  }),
  embed: fc.record(
    {
      allowedOrigins: fc.array(
        fc.webUrl({ validSchemes: ["https", "http"] }).map((u) => new URL(u).origin),
        {
          maxLength: EMBED_LIMITS.origins,
        },
      ),
      position: fc.constantFrom(...EMBED_POSITIONS),
      language: fc.constantFrom(...EMBED_LANGUAGES),
      labelDe: typed(1, EMBED_LIMITS.label),
      labelEn: typed(1, EMBED_LIMITS.label),
      background: fc.constantFrom("#5b21b6", "#000000", "#1d4ed8"),
      foreground: fc.constant("#ffffff"),
      privacyUrl: fc.oneof(fc.constant(null), fc.webUrl({ validSchemes: ["https"] })),
    },
    { requiredKeys: ["allowedOrigins", "position", "language", "labelDe", "labelEn", "background", "foreground"] },
  ),
  voiceConfig: fc.record({
    stability: fc.double({ min: VOICE_RANGES.stability.min, max: VOICE_RANGES.stability.max, noNaN: true }),
    similarity_boost: fc.double({ min: VOICE_RANGES.similarity_boost.min, max: VOICE_RANGES.similarity_boost.max, noNaN: true }),
    style: fc.double({ min: VOICE_RANGES.style.min, max: VOICE_RANGES.style.max, noNaN: true }),
    use_speaker_boost: fc.boolean(),
    pitch: fc.double({ min: VOICE_RANGES.pitch.min, max: VOICE_RANGES.pitch.max, noNaN: true }),
    speed: fc.double({ min: VOICE_RANGES.speed.min, max: VOICE_RANGES.speed.max, noNaN: true }),
  }),
};

/** Hostile values: any JSON, strings with control characters and lone surrogates, huge numbers. */
const junk = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    null,
    "",
    " ",
    "\u0000",
    "\ud800",
    -0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    {},
    "__proto__",
    "constructor",
  ),
);

/** Bodies close to valid: each field is valid, junk, or missing, so the fuzzer gets past the first check. */
function nearValid<T extends Record<string, unknown>>(valid: fc.Arbitrary<T>): fc.Arbitrary<Record<string, unknown>> {
  return valid.chain((v) =>
    fc
      .tuple(
        ...Object.keys(v).map((key) =>
          fc.tuple(fc.constant(key), fc.oneof({ weight: 3, arbitrary: fc.constant(v[key]) }, junk, fc.constant(undefined))),
        ),
      )
      .map((entries) => Object.fromEntries(entries.filter(([, value]) => value !== undefined))),
  );
}

const SCHEMAS: [string, z.ZodType, fc.Arbitrary<Record<string, unknown>>][] = [
  ["login", loginSchema, VALID.login],
  ["chat", chatRequestSchema, VALID.chat],
  ["tts", ttsRequestSchema, VALID.tts],
  ["feedback", feedbackSchema, VALID.feedback],
  ["inquiry", inquirySchema, VALID.inquiry],
  ["inquiry list query", inquiryListQuerySchema, VALID.inquiryQuery],
  ["persona", personaInputSchema, VALID.persona],
  ["voice config", voiceConfigSchema.strict(), VALID.voiceConfig],
];

describe("the shared schemas", () => {
  test.each(SCHEMAS)(
    "%s: any value gives a zod error with German messages or a parsed value, never a throw",
    (_name, schema, valid) => {
      fc.assert(
        fc.property(fc.oneof(fc.anything(), fc.jsonValue(), nearValid(valid)), (input) => {
          let result: ReturnType<typeof schema.safeParse>;
          try {
            result = schema.safeParse(input, { error: germanIssues });
          } catch (err) {
            throw new Error(`safeParse threw ${String(err)}`);
          }
          if (!result.success) {
            expect(result.error).toBeInstanceOf(z.ZodError);
            for (const issue of result.error.issues) {
              expect(issue.message.length).toBeGreaterThan(0);
              expect(issue.message).not.toMatch(ENGLISH_DEFAULTS);
            }
          }
          // parse throws nothing but the zod error either.
          try {
            schema.parse(input);
          } catch (err) {
            expect(err).toBeInstanceOf(z.ZodError);
          }
        }),
        runs(300),
      );
    },
  );

  test.each(SCHEMAS)("%s: every valid generated input parses", (_name, schema, valid) => {
    fc.assert(
      fc.property(valid, (input) => {
        const result = schema.safeParse(input);
        if (!result.success)
          throw new Error(`refused ${JSON.stringify(input)}: ${result.error.issues.map((i) => i.message).join("; ")}`);
      }),
      runs(200),
    );
  });
});

describe.each(ENGINES)("the HTTP endpoints under fuzzing on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  let dataDir: string;
  let pdf: Buffer;
  let personaId: string;
  const nextIp = addressSequence(88);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fuzz-"));
    t = await createTestApp(engine, {
      DATA_DIR: dataDir,
      ...GENEROUS_LIMITS,
    });
    cookie = await loginCookie(t.app);
    pdf = await makePdf(["Achtsamkeit."]);
    const persona = await t.app.inject({
      method: "POST",
      url: "/api/admin/personas",
      headers: { cookie },
      payload: { name: "Fuzz", slug: "fuzz", greeting: "Hallo.", greetingPhonetic: "Hallo.", systemPrompt: "Du bist ein Coach." },
    });
    personaId = persona.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A 4xx in our error shape, or one of the statuses the endpoint gives on success. */
  const expectHandled = (
    res: { statusCode: number; headers: Record<string, unknown>; body: string },
    ok: number[],
    label: string,
  ) => {
    if (ok.includes(res.statusCode)) return;
    // Without a voice provider, speech answers 503 with its missing-configuration text: configuration, not input.
    if (
      res.statusCode === 503 &&
      label.startsWith("tts") &&
      res.body === JSON.stringify({ error: ERROR_TEXTS.de["tts-not-configured"], code: "tts-not-configured" })
    )
      return;
    expectRefused(res, undefined, label);
  };
  const expectServing = async () => expect((await t.app.inject("/api/health")).statusCode).toBe(200);

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
      url: () => `/api/admin/personas/${personaId}/embed`,
      admin: true,
      valid: VALID.embed,
      ok: [200],
      numRuns: 30,
    },
    {
      name: "personas PUT",
      method: "PUT",
      url: () => `/api/admin/personas/${personaId}`,
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
            const res = await t.app.inject({
              method,
              url: url(),
              remoteAddress: nextIp(),
              headers: { "content-type": "application/json", accept: "application/json", ...(admin ? { cookie } : {}) },
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

  test("POST /api/documents answers arbitrary file bytes with a 4xx or 201, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
          // Bytes that start like a PDF get past the type check and reach the worker.
          fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(b)])),
          fc.nat({ max: pdf.length - 1 }).map((n) => pdf.subarray(0, n)),
        ),
        fc.string({ unit: "binary", maxLength: 80 }),
        fc.constantFrom("application/pdf", "application/octet-stream", "text/html", "image/png", ""),
        async (bytes, filename, contentType) => {
          const { payload, headers } = rawMultipart([
            { field: "file", filename, body: bytes, contentType: contentType || "application/pdf" },
          ]);
          const res = await t.app.inject({ method: "POST", url: "/api/documents", headers: { ...headers, cookie }, payload });
          expectHandled(res, [201], `upload ${bytes.length} bytes as ${JSON.stringify(filename)}`);
        },
      ),
      runs(40),
    );
    await expectServing();
  });

  test("POST /api/documents answers arbitrary file-name bytes with a 4xx or 201, and keys stay inside the storage folder", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 120 }).map((b) => Buffer.from(b)),
          fc.string({ unit: "binary", maxLength: 80 }).map((s) => Buffer.from(s)),
          fc
            .constantFrom(
              "../../etc/passwd",
              "..\\..\\boot.ini",
              "a\r\nContent-Type: text/html",
              '"; name="x',
              "\u0000.pdf",
              "%2e%2e%2f",
            )
            .map((s) => Buffer.from(s)),
        ),
        async (filename) => {
          const { payload, headers } = rawMultipart([{ field: "file", filename, body: pdf }]);
          const res = await t.app.inject({ method: "POST", url: "/api/documents", headers: { ...headers, cookie }, payload });
          expectHandled(res, [201], `upload named ${JSON.stringify(filename.toString("latin1"))}`);
        },
      ),
      runs(40),
    );
    const uploads = path.resolve(dataDir, "uploads");
    const rows = await t.db.database.query<{ storage_key: string }>("SELECT storage_key FROM documents");
    for (const { storage_key: key } of rows) {
      expect(key).not.toMatch(/[/\\\p{Cc}]/u);
      expect(path.dirname(path.resolve(uploads, key))).toBe(uploads);
    }
    await expectServing();
  });

  test("POST /api/documents answers arbitrary multipart bodies with a 4xx or 201, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 1024 }), fc.boolean(), async (bytes, framed) => {
        const boundary = "fuzzgrenze";
        // Either bare bytes, or bytes inside a frame whose part headers they may break.
        const body = framed
          ? Buffer.concat([
              Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.pdf"\r\n`),
              Buffer.from(bytes),
              Buffer.from(`\r\n--${boundary}--\r\n`),
            ])
          : Buffer.from(bytes);
        const res = await t.app.inject({
          method: "POST",
          url: "/api/documents",
          headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
          payload: body,
        });
        expectHandled(res, [201], `multipart ${body.toString("latin1").slice(0, 80)}`);
      }),
      runs(40),
    );
    await expectServing();
  });

  test("PUT …/embed/avatar answers arbitrary multipart bodies with a 4xx or 200, never a 5xx", async () => {
    // Bytes that start like each accepted image type, so the check behind the signature is reached too.
    const starts = [
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"),
      Buffer.from("<svg", "latin1"),
      Buffer.alloc(0),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...starts),
        fc.uint8Array({ maxLength: 1024 }),
        fc.boolean(),
        async (start, bytes, framed) => {
          const boundary = "fuzzgrenze";
          const content = Buffer.concat([start, Buffer.from(bytes)]);
          const body = framed
            ? Buffer.concat([
                Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
                content,
                Buffer.from(`\r\n--${boundary}--\r\n`),
              ])
            : content;
          const res = await t.app.inject({
            method: "PUT",
            url: `/api/admin/personas/${personaId}/embed/avatar`,
            headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
            payload: body,
          });
          expectHandled(res, [200], `avatar ${body.toString("latin1").slice(0, 80)}`);
        },
      ),
      runs(40),
    );
    await expectServing();
  });
});
