import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ProcessingRegions } from "#shared/api/regions";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { createOperator } from "#tests/helpers/operators";
import { loadEnv } from "../../env";
import { activeProcessorKinds, processorRegions } from "./service";

describe.each(ENGINES)("GET /api/settings/regions on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      OPENAI_API_KEY: "sk-proj-secretsecret9z8y",
      ELEVENLABS_API_KEY: "el-secretsecret",
      ELEVENLABS_BASE_URL: "https://api.eu.residency.elevenlabs.io",
      EMBEDDING_MODEL: "text-embedding-3-small",
      EMBEDDING_BASE_URL: "http://127.0.0.1:9/v1",
      SMTP_URL: "smtps://mailer:mail-password@mail.example.de:465",
      SMTP_FROM: "site@example.de",
      EU_PROCESSING_ALLOWED_HOSTS: "mail.example.de",
    });
  });
  afterAll(() => t.close());

  test("names each configured endpoint's host and region, never a key, for owners and editors", async () => {
    expect((await t.app.inject({ url: "/api/settings/regions" })).statusCode).toBe(401);
    const owner = await loginCookie(t.app);
    const editor = await createOperator(t, "regions-editor@example.com", "editor");
    for (const cookie of [owner, editor]) {
      const res = await t.app.inject({ url: "/api/settings/regions", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/secret|mail-password|mailer/);
      const body = res.json() as ProcessingRegions;
      expect(body.required).toBe(false);
      expect(body.endpoints.map((e) => [e.kind, e.host, e.region, e.country, e.safeguard, e.allowed])).toEqual([
        ["chat", "api.openai.com", "non-eu", "US", "scc", false],
        ["speech", "api.eu.residency.elevenlabs.io", "eu", null, null, false],
        ["transcription", "api.openai.com", "non-eu", "US", "scc", false],
        ["embeddings", "127.0.0.1", "self-hosted", null, null, false],
        ["mail", "mail.example.de", "unknown", null, null, true],
      ]);
    }
  });
});

test("the privacy policy is told each active processor's region, never its host", () => {
  const env = loadEnv({
    OPENAI_API_KEY: "k",
    OPENAI_BASE_URL: "https://eu.api.openai.com/v1",
    ELEVENLABS_API_KEY: "k",
    S3_BUCKET: "b",
    S3_ACCESS_KEY_ID: "a",
    S3_SECRET_ACCESS_KEY: "s",
    S3_ENDPOINT: "https://fsn1.your-objectstorage.com",
  });
  expect(processorRegions(env)).toEqual([
    { kind: "chat", region: "eu", country: "IE", safeguard: null },
    { kind: "speech", region: "non-eu", country: "US", safeguard: "scc" },
    { kind: "transcription", region: "eu", country: "IE", safeguard: null },
    { kind: "storage", region: "eu", country: "DE", safeguard: null },
  ]);
  expect(processorRegions(env).map((r) => r.kind)).toEqual(activeProcessorKinds(env).filter((k) => k !== "hosting"));
});
