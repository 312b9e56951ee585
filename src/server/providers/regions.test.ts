import { describe, expect, test } from "vitest";
import { EnvError, loadEnv } from "../env";
import { allowedHosts, configuredEndpoints, euProcessingProblems, hostOf, regionOfHost } from "./regions";

describe("the region of a host", () => {
  test.each([
    // AI providers
    ["api.openai.com", "non-eu", "US", "scc"],
    ["eu.api.openai.com", "eu", "IE", null],
    ["my-resource.openai.azure.com", "unknown", null, null],
    ["api.elevenlabs.io", "non-eu", "US", "scc"],
    ["api.eu.residency.elevenlabs.io", "eu", null, null],
    ["api.mistral.ai", "eu", "FR", null],
    // Object storage
    ["s3.eu-central-1.amazonaws.com", "eu", "DE", null],
    ["bucket.s3.eu-west-1.amazonaws.com", "eu", "IE", null],
    ["s3-eu-west-3.amazonaws.com", "eu", "FR", null],
    ["s3.us-east-1.amazonaws.com", "non-eu", "US", "scc"],
    ["s3.eu-west-2.amazonaws.com", "non-eu", "GB", "adequacy"],
    ["s3.eu-central-2.amazonaws.com", "non-eu", "CH", "adequacy"],
    ["s3.xx-nowhere-9.amazonaws.com", "unknown", null, null],
    ["0123abcd.eu.r2.cloudflarestorage.com", "eu", null, null],
    ["0123abcd.r2.cloudflarestorage.com", "unknown", null, null],
    ["fsn1.your-objectstorage.com", "eu", "DE", null],
    ["bucket.nbg1.your-objectstorage.com", "eu", "DE", null],
    ["hel1.your-objectstorage.com", "eu", "FI", null],
    // Mail
    ["smtp.eu.mailgun.org", "eu", null, null],
    ["smtp.mailgun.org", "non-eu", "US", "scc"],
    ["email-smtp.eu-central-1.amazonaws.com", "eu", "DE", null],
    ["mail.example.com", "unknown", null, null],
    // The operator's own network
    ["localhost", "self-hosted", null, null],
    ["127.0.0.1", "self-hosted", null, null],
    ["10.1.2.3", "self-hosted", null, null],
    ["172.16.0.1", "self-hosted", null, null],
    ["172.31.255.1", "self-hosted", null, null],
    ["192.168.1.20", "self-hosted", null, null],
    ["::1", "self-hosted", null, null],
    ["[::1]", "self-hosted", null, null],
    ["fd12:3456::1", "self-hosted", null, null],
    ["fc00::5", "self-hosted", null, null],
    ["minio.local", "self-hosted", null, null],
    ["ollama.internal", "self-hosted", null, null],
    ["minio", "self-hosted", null, null],
    // Public addresses and lookalikes are not
    ["172.32.0.1", "unknown", null, null],
    ["8.8.8.8", "unknown", null, null],
    ["2001:db8::1", "unknown", null, null],
    ["api.openai.com.evil.example", "unknown", null, null],
    ["notapi.openai.com", "unknown", null, null],
    ["API.OpenAI.com.", "non-eu", "US", "scc"],
  ])("%s is %s", (host, region, country, safeguard) => {
    expect(regionOfHost(host)).toEqual({ region, country, safeguard });
  });

  test("the host of an endpoint URL leaves credentials and path behind", () => {
    expect(hostOf("smtps://user:secret@smtp.eu.mailgun.org:465")).toBe("smtp.eu.mailgun.org");
    expect(hostOf("http://[::1]:9000/bucket")).toBe("::1");
    expect(hostOf("not a url")).toBe("");
  });
});

describe("the configured endpoints", () => {
  const base = { ELEVENLABS_BASE_URL: "https://api.elevenlabs.io", S3_REGION: "us-east-1" };

  test("only what the configuration switches on, with the provider's default host", () => {
    expect(configuredEndpoints(base)).toEqual([]);
    const all = configuredEndpoints({
      ...base,
      OPENAI_API_KEY: "k",
      ELEVENLABS_API_KEY: "k",
      EMBEDDING_MODEL: "m",
      EMBEDDING_BASE_URL: "http://127.0.0.1:11434/v1",
      MODERATION_MODEL: "m",
      SMTP_URL: "smtp://u:p@smtp.eu.mailgun.org:587",
      SMTP_FROM: "a@b.de",
      S3_BUCKET: "b",
    });
    expect(all.map((e) => [e.kind, e.variable, e.host, e.region])).toEqual([
      ["chat", "OPENAI_BASE_URL (default)", "api.openai.com", "non-eu"],
      ["speech", "ELEVENLABS_BASE_URL", "api.elevenlabs.io", "non-eu"],
      ["transcription", "OPENAI_BASE_URL (default)", "api.openai.com", "non-eu"],
      ["embeddings", "EMBEDDING_BASE_URL", "127.0.0.1", "self-hosted"],
      ["moderation", "OPENAI_BASE_URL (default)", "api.openai.com", "non-eu"],
      ["mail", "SMTP_URL", "smtp.eu.mailgun.org", "eu"],
      ["storage", "S3_REGION", "s3.us-east-1.amazonaws.com", "non-eu"],
    ]);
  });

  test("unknown hosts pass only when allowed; hosts known to be outside the EU never", () => {
    const endpoints = configuredEndpoints({
      ...base,
      OPENAI_API_KEY: "k",
      OPENAI_BASE_URL: "https://my-resource.openai.azure.com/openai",
      ELEVENLABS_API_KEY: "k",
    });
    expect(euProcessingProblems(endpoints, allowedHosts(undefined))).toHaveLength(3);
    const allowed = allowedHosts(" My-Resource.openai.azure.com , api.elevenlabs.io");
    expect(euProcessingProblems(endpoints, allowed)).toEqual([
      "REQUIRE_EU_PROCESSING: the speech endpoint api.elevenlabs.io (ELEVENLABS_BASE_URL) processes outside the EU (US); configure an EU endpoint or unset REQUIRE_EU_PROCESSING",
    ]);
  });
});

describe("REQUIRE_EU_PROCESSING at start", () => {
  test("a US endpoint is refused with one line naming the endpoint and its host", () => {
    try {
      loadEnv({ REQUIRE_EU_PROCESSING: "true", OPENAI_API_KEY: "sk-test" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const problems = (err as EnvError).problems;
      expect(problems).toContain(
        "REQUIRE_EU_PROCESSING: the chat endpoint api.openai.com (OPENAI_BASE_URL (default)) processes outside the EU (US); configure an EU endpoint or unset REQUIRE_EU_PROCESSING",
      );
      expect(problems.every((p) => !p.includes("\n"))).toBe(true);
      expect(problems.join("\n")).not.toContain("sk-test");
    }
  });

  test("EU, self-hosted and allowed endpoints start; without the setting nothing is checked", () => {
    const eu = {
      REQUIRE_EU_PROCESSING: "true",
      OPENAI_API_KEY: "k",
      OPENAI_BASE_URL: "https://eu.api.openai.com/v1",
      ELEVENLABS_API_KEY: "k",
      ELEVENLABS_BASE_URL: "https://api.eu.residency.elevenlabs.io",
      EMBEDDING_MODEL: "m",
      EMBEDDING_BASE_URL: "http://10.0.0.4:8000/v1",
      SMTP_URL: "smtp://mail.example.de:587",
      SMTP_FROM: "a@b.de",
      EU_PROCESSING_ALLOWED_HOSTS: "mail.example.de",
      S3_BUCKET: "b",
      S3_ACCESS_KEY_ID: "a",
      S3_SECRET_ACCESS_KEY: "s",
      S3_REGION: "eu-central-1",
    };
    expect(loadEnv(eu).REQUIRE_EU_PROCESSING).toBe(true);
    expect(() => loadEnv({ ...eu, EU_PROCESSING_ALLOWED_HOSTS: "" })).toThrow(/mail endpoint mail\.example\.de \(SMTP_URL\)/);
    expect(loadEnv({ OPENAI_API_KEY: "k" }).REQUIRE_EU_PROCESSING).toBe(false);
  });
});
