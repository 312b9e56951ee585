import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFakeElevenLabs, type FakeElevenLabs } from "#tests/fakes/elevenlabs-server";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { startFakeSmtp } from "#tests/fakes/smtp-server";
import { TEST_ADMIN } from "#tests/helpers/app";
import { ENGINES, freshDatabase, type TestDatabase } from "#tests/helpers/db";
import { waitFor } from "#tests/helpers/wait";
import { buildApp } from "./app";
import { openDatabase, type Database } from "./db/client";
import { loadEnv } from "./env";
import { createRedactor, redactUrl, secretValues } from "./redact";
import { runStartupTasks } from "./startup";

test("URL user-info is hidden in any text, whatever the scheme", () => {
  expect(redactUrl("https://user:pa%40ss@api.example.com/v1")).toBe("https://***@api.example.com/v1");
  expect(redactUrl("https://api.example.com/v1")).toBe("https://api.example.com/v1");
  const redact = createRedactor();
  expect(redact('connect failed: postgres://app:s3cr3t@db:5432/app and smtps://me:p@ss@mail:465 "x"')).toBe(
    'connect failed: postgres://***@db:5432/app and smtps://***@mail:465 "x"',
  );
});

test("configured secrets are removed, also as JSON escapes them and as URLs encode them", () => {
  const secrets = secretValues({
    OPENAI_API_KEY: 'sk-abc"def-123',
    SMTP_URL: "smtp://me:p%40ss%2Fword@mail:25",
    DATABASE_URL: "postgres://app@db/app",
  });
  const redact = createRedactor(secrets);
  expect(redact(JSON.stringify({ msg: 'key sk-abc"def-123 used' }))).toBe(JSON.stringify({ msg: "key [redacted] used" }));
  expect(redact("password p@ss/word and p%40ss%2Fword")).toBe("password [redacted] and [redacted]");
  // A user name alone is no secret, and short values never blank out ordinary words.
  expect(secrets).not.toContain("app");
});

describe.each(ENGINES)("no secret in any log line or admin answer on %s", (engine) => {
  const SECRETS = {
    OPENAI_API_KEY: "sk-redact-0123456789abcdef",
    ELEVENLABS_API_KEY: "el-redact-secret-key-4711",
    S3_ACCESS_KEY_ID: "AKIAREDACTTEST000001",
    S3_SECRET_ACCESS_KEY: "s3-secret-access-key-redact",
    openaiUrlPassword: "chat-url-secret-77",
    elevenUrlPassword: "eleven-url-secret-88",
    s3UrlPassword: "s3-url-secret-99",
    smtpUrlPassword: "smtp-url-secret-66",
    databaseUrlPassword: "db-url-secret-55",
    ADMIN_PASSWORD: TEST_ADMIN.password,
  };
  const lines: string[] = [];
  const answers: { url: string; status: number; body: string }[] = [];
  let db: TestDatabase;
  let database: Database;
  let openai: FakeOpenAi;
  let eleven: FakeElevenLabs;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let app: Awaited<ReturnType<typeof buildApp>>["app"];
  let databaseUrl: string;

  beforeAll(async () => {
    openai = await startFakeOpenAi({}, SECRETS.OPENAI_API_KEY);
    eleven = await startFakeElevenLabs({}, SECRETS.ELEVENLABS_API_KEY);
    smtp = await startFakeSmtp();
    db = await freshDatabase(engine);
    if (db.url) {
      // The test server trusts local connections, so a password in the URL is accepted and ignored.
      const url = new URL(db.url);
      url.username = "postgres";
      url.password = SECRETS.databaseUrlPassword;
      databaseUrl = url.toString();
      database = await openDatabase({ url: databaseUrl, poolSize: 4 });
    } else {
      databaseUrl = `postgres://app:${SECRETS.databaseUrlPassword}@127.0.0.1:9/app`;
      database = db.database;
    }
    const withUserInfo = (base: string, user: string, password: string) => base.replace("://", `://${user}:${password}@`);
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "trace",
      DEMO_TOKEN_DELAY_MS: "0",
      DATA_DIR: `tests/.tmp/redact-${process.pid}-${Date.now()}`,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      OPENAI_API_KEY: SECRETS.OPENAI_API_KEY,
      OPENAI_BASE_URL: withUserInfo(openai.url, "chatuser", SECRETS.openaiUrlPassword),
      ELEVENLABS_API_KEY: SECRETS.ELEVENLABS_API_KEY,
      ELEVENLABS_BASE_URL: withUserInfo(eleven.url, "eluser", SECRETS.elevenUrlPassword),
      ELEVENLABS_VOICE_ID: "voice-123",
      S3_ENDPOINT: `http://s3user:${SECRETS.s3UrlPassword}@127.0.0.1:9`,
      S3_ACCESS_KEY_ID: SECRETS.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRETS.S3_SECRET_ACCESS_KEY,
      SMTP_URL: `${withUserInfo(smtp.url, "mailuser", SECRETS.smtpUrlPassword)}?ignoreTLS=true`,
      SMTP_FROM: "website@example.com",
      INQUIRY_NOTIFY_EMAIL: "team@example.com",
      DATABASE_URL: databaseUrl,
      PROVIDER_TIMEOUT_MS: "2000",
    });
    const built = await buildApp({ env, database, logStream: { write: (line: string) => lines.push(line) } });
    app = built.app;
    await runStartupTasks(built.ctx);
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    if (db?.url) await database?.close();
    await db?.drop();
    await openai?.close();
    await eleven?.close();
    await smtp?.close();
  });

  test("after chat, speech, an inquiry, sign-ins and every admin API", async () => {
    const call = async (opts: InjectOptions & { url: string }) => {
      const res = await app.inject(opts);
      answers.push({ url: opts.url, status: res.statusCode, body: res.body });
      return res;
    };
    await call({
      method: "POST",
      url: "/api/chat",
      payload: { persona: "demo", messages: [{ role: "user", content: "Hallo" }] },
      headers: { accept: "application/json" },
    });
    await call({ method: "POST", url: "/api/tts", payload: { persona: "demo", text: "Hallo" } });
    await call({
      method: "POST",
      url: "/api/inquiries",
      payload: {
        salutation: "Frau",
        name: "Erika Muster",
        phone: "+49 30 1234567",
        email: "erika@example.com",
        message: "Eine Anfrage zum Test.",
        lang: "de",
      },
    });
    await call({
      method: "POST",
      url: "/api/auth/login",
      payload: { ...TEST_ADMIN, password: "falsch-falsch-falsch" },
      remoteAddress: "10.20.0.1",
    });
    const login = await call({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
    const cookie = `mc_session=${login.cookies.find((c) => c.name === "mc_session")!.value}`;
    for (const url of [
      "/api/auth/session",
      "/api/stats",
      "/api/voice-config",
      "/api/settings/providers",
      "/api/settings/login-failures",
      "/api/inquiries",
      "/api/documents",
      "/api/admin/personas",
    ]) {
      expect((await call({ url, headers: { cookie } })).statusCode).toBe(200);
    }
    // The inquiry's mail goes out in the background: wait until it went out or its failure was logged and stored.
    await waitFor(
      () =>
        database.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM inquiries WHERE emailed_at IS NOT NULL OR email_error IS NOT NULL",
        ),
      (rows) => Number(rows[0]!.n) === 1,
    );

    // The calls did reach the places where secrets used to leak.
    const providers = JSON.parse(answers.find((a) => a.url === "/api/settings/providers")!.body) as {
      chat: { baseUrl: string };
      voice: { baseUrl: string };
    };
    expect(providers.chat.baseUrl).toBe(`${openai.url.replace("://", "://***@")}`);
    expect(providers.voice.baseUrl).toBe(`${eleven.url.replace("://", "://***@")}`);
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.some((l) => /chat provider failed|speech synthesis failed/.test(l))).toBe(true);

    const everything = [...lines, ...answers.map((a) => a.body)].join("\n");
    for (const [name, secret] of Object.entries(SECRETS)) {
      for (const form of new Set([secret, encodeURIComponent(secret)])) {
        expect(everything.includes(form), `${name} appears`).toBe(false);
      }
    }
    expect(everything).not.toMatch(/:\/\/[^\s/"@]*:[^\s/"@]*@/);
  });
});
