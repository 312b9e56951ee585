import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect } from "vitest";
import { makePdf } from "#tests/fixtures/pdf";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import type { Engine } from "#tests/helpers/db";
import { addressSequence, expectRefused, GENEROUS_LIMITS } from "#tests/helpers/hostile";
import { RESERVED_SLUGS } from "#shared/routes";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { MAX_CHAT_MESSAGES } from "#shared/schemas/chat";
import { isTypedText } from "#shared/schemas/errors";
import { INQUIRY_LIMITS } from "#shared/schemas/inquiry-form";
import { PERSONA_LIMITS } from "#shared/schemas/persona";
import { VOICE_RANGES } from "#shared/schemas/voice-config";
import { EMBED_LANGUAGES, EMBED_LIMITS, EMBED_POSITIONS } from "#shared/schemas/embed";
import { TRANSCRIPT_RETENTION_DAYS } from "#shared/contracts/transcripts";

/**
 * What the property-based checks (fuzz*.test.ts) share: the arbitraries for
 * valid and hostile input, and an app to fuzz over HTTP.
 *
 * The seed is fixed so CI is reproducible; fast-check prints seed and path of
 * a failure, and FUZZ_SEED replays or varies it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
export const runs = (numRuns: number) => ({ seed: SEED, numRuns });

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

export const VALID = {
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
export function nearValid<T extends Record<string, unknown>>(valid: fc.Arbitrary<T>): fc.Arbitrary<Record<string, unknown>> {
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

/**
 * Starts the app on `engine` for the surrounding describe block, with a
 * persona to edit. `t`, `cookie`, `dataDir`, `pdf` and `personaId` exist once
 * beforeAll has run, so tests read them from the returned object.
 */
export function useFuzzApp(engine: Engine) {
  let started: TestApp | undefined;
  let cookie = "";
  let dataDir = "";
  let pdf: Buffer = Buffer.alloc(0);
  let personaId = "";
  const nextIp = addressSequence(88);
  const app = () => {
    if (!started) throw new Error("the app starts in beforeAll");
    return started;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fuzz-"));
    const t = await createTestApp(engine, {
      DATA_DIR: dataDir,
      ...GENEROUS_LIMITS,
    });
    started = t;
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
    await started?.close();
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
  const expectServing = async () => expect((await app().app.inject("/api/health")).statusCode).toBe(200);

  return {
    get t() {
      return app();
    },
    get cookie() {
      return cookie;
    },
    get dataDir() {
      return dataDir;
    },
    get pdf() {
      return pdf;
    },
    get personaId() {
      return personaId;
    },
    nextIp,
    expectHandled,
    expectServing,
  };
}
