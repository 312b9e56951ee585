import OpenAI from "openai";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { EMBEDDING_BATCH, createOpenAiEmbeddings } from "./embeddings";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({}, "sk-test");
});
afterAll(() => fake.close());

const length = (v: Float32Array) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

test("texts go in batches, come back in order, each vector of length 1 and the asked dimensions", async () => {
  const provider = createOpenAiEmbeddings({
    apiKey: "sk-test",
    baseURL: fake.url,
    model: "text-embedding-3-small",
    dimensions: 32,
    timeoutMs: 2000,
  });
  fake.requests.length = 0;
  const texts = Array.from({ length: EMBEDDING_BATCH + 6 }, (_, i) => `Satz Nummer ${i} über Schlaf`);
  texts[3] = "Kaffee am Abend";
  const vectors = await provider.embed(texts);
  expect(vectors).toHaveLength(texts.length);
  expect(fake.requests.map((r) => (r.body as { input: string[] }).input.length)).toEqual([EMBEDDING_BATCH, 6]);
  expect(fake.requests[0]!.body).toMatchObject({ model: "text-embedding-3-small", dimensions: 32, encoding_format: "float" });
  for (const v of vectors) {
    expect(v).toHaveLength(32);
    expect(length(v)).toBeCloseTo(1, 5);
  }
  // Position 3 is the coffee sentence, not a sleep one: the order survived.
  const [coffee] = await provider.embed(["Koffein"]);
  const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
  expect(dot(vectors[3]!, coffee!)).toBeGreaterThan(dot(vectors[4]!, coffee!));
});

test("a provider error reaches the caller (the search then goes on by words)", async () => {
  const provider = createOpenAiEmbeddings({
    apiKey: "sk-test",
    baseURL: fake.url,
    model: "m",
    timeoutMs: 2000,
    maxRetries: 0,
  });
  fake.script.embeddingFailStatus = 429;
  await expect(provider.embed(["Hallo"])).rejects.toThrow(/Rate limit/);
  fake.script.embeddingFailStatus = undefined;
  const wrongKey = createOpenAiEmbeddings({ apiKey: "sk-wrong", baseURL: fake.url, model: "m", timeoutMs: 2000, maxRetries: 0 });
  await expect(wrongKey.embed(["Hallo"])).rejects.toThrow(/API key/);
});

test("the fake also answers the SDK's default base64 encoding, as OpenAI does", async () => {
  const client = new OpenAI({ apiKey: "sk-test", baseURL: fake.url });
  const res = await client.embeddings.create({ model: "m", input: ["Schlaf", "sleep"], dimensions: 16 });
  const [a, b] = res.data.map((d) => d.embedding);
  expect(a).toHaveLength(16);
  expect(a!.reduce((s, x, i) => s + x * b![i]!, 0)).toBeGreaterThan(0.9);
});
