import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { ChatProviderError, createOpenAiChatProvider, type ChatStreamRequest } from "./chat";

const REPLY = "Ich verstehe dich gut. Atme einmal tief durch. Was brauchst du jetzt?";
const API_KEY = "sk-test-chat-0001";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ reply: REPLY }, API_KEY);
});
afterAll(() => fake.close());
afterEach(() => {
  fake.script = { reply: REPLY, firstTokenDelayMs: 0, tokensPerSecond: 0, transcript: "" };
  fake.requests.length = 0;
  fake.abortedStreams = 0;
});

const request = (signal = new AbortController().signal): ChatStreamRequest => ({
  messages: [
    { role: "system", content: "Du bist Mia, ein einfühlsamer Coach." },
    { role: "user", content: "Ich habe Stress." },
  ],
  model: "gpt-4-turbo-preview",
  temperature: 0.5,
  maxTokens: 500,
  signal,
});

async function collect(it: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const d of it) out.push(d);
  return out;
}

describe("OpenAI-compatible chat provider", () => {
  test("streams the reply as deltas and sends the documented model settings", async () => {
    const provider = createOpenAiChatProvider({ apiKey: API_KEY, baseURL: fake.url });
    const deltas = await collect(provider.stream(request()));
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join("")).toBe(REPLY);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.body).toMatchObject({
      model: "gpt-4-turbo-preview",
      temperature: 0.5,
      max_tokens: 500,
      stream: true,
      messages: request().messages,
    });
  });

  test("the fake provider can end its reply with the first sentence of the first knowledge passage (load benchmark)", async () => {
    fake.script = { ...fake.script, quoteKnowledge: true };
    const provider = createOpenAiChatProvider({ apiKey: API_KEY, baseURL: fake.url });
    const withPassages = request();
    withPassages.messages.splice(1, 0, {
      role: "system",
      content: "Wissen:\n\n[Schlaf.pdf] Das Schlafzimmer sollte kühl sein. Und dunkel.\n\n[Stress.pdf] Pausen helfen.",
    });
    expect((await collect(provider.stream(withPassages))).join("")).toBe(`${REPLY} Das Schlafzimmer sollte kühl sein.`);
    expect((await collect(provider.stream(request()))).join("")).toBe(REPLY);
  });

  test("deltas arrive as the provider writes them, not at the end", async () => {
    fake.script.firstTokenDelayMs = 100;
    fake.script.tokensPerSecond = 50; // 13 tokens: the last one 240 ms after the first
    const provider = createOpenAiChatProvider({ apiKey: API_KEY, baseURL: fake.url });
    const start = performance.now();
    const arrivals: number[] = [];
    for await (const _ of provider.stream(request())) arrivals.push(performance.now() - start);
    expect(arrivals[0]).toBeGreaterThanOrEqual(95);
    // The first delta is in hand well before the provider has written the last one.
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(180);
  });

  test("an abort mid-stream ends the deltas quietly and closes the upstream connection", async () => {
    fake.script.tokensPerSecond = 20;
    const controller = new AbortController();
    const provider = createOpenAiChatProvider({ apiKey: API_KEY, baseURL: fake.url });
    const deltas: string[] = [];
    for await (const d of provider.stream(request(controller.signal))) {
      deltas.push(d);
      if (deltas.length === 2) controller.abort();
    }
    expect(deltas).toHaveLength(2);
    await fake.waitForAbortedStreams(1);
  });

  test("an abort before the first token closes the upstream connection", async () => {
    fake.script.hang = true;
    const controller = new AbortController();
    const provider = createOpenAiChatProvider({ apiKey: API_KEY, baseURL: fake.url });
    const done = collect(provider.stream(request(controller.signal)));
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();
    await expect(done).resolves.toEqual([]);
    await fake.waitForAbortedStreams(1);
  });

  test("a consumer that stops reading closes the upstream connection", async () => {
    fake.script.tokensPerSecond = 20;
    const provider = createOpenAiChatProvider({ apiKey: API_KEY, baseURL: fake.url });
    let received = 0;
    for await (const _ of provider.stream(request())) {
      received++;
      break;
    }
    expect(received).toBe(1);
    // Rejects unless the fake server saw its stream aborted.
    await expect(fake.waitForAbortedStreams(1)).resolves.toBeUndefined();
    expect(fake.abortedStreams).toBe(1);
  });

  test("an error status fails with ChatProviderError; 5xx is retried once, 4xx never", async () => {
    fake.script.failStatus = 500;
    const provider = createOpenAiChatProvider({ apiKey: API_KEY, baseURL: fake.url });
    const err = await collect(provider.stream(request())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChatProviderError);
    expect((err as ChatProviderError).status).toBe(500);
    expect(fake.requests).toHaveLength(2);

    fake.requests.length = 0;
    const noRetry = createOpenAiChatProvider({ apiKey: API_KEY, baseURL: fake.url, maxRetries: 0 });
    await expect(collect(noRetry.stream(request()))).rejects.toBeInstanceOf(ChatProviderError);
    expect(fake.requests).toHaveLength(1);

    fake.requests.length = 0;
    fake.script.failStatus = undefined;
    const wrongKey = createOpenAiChatProvider({ apiKey: "sk-wrong", baseURL: fake.url });
    await expect(collect(wrongKey.stream(request()))).rejects.toMatchObject({ name: "ChatProviderError", status: 401 });
    expect(fake.requests).toHaveLength(1);
  });

  test("a provider that never answers times out and is disconnected", async () => {
    fake.script.hang = true;
    const provider = createOpenAiChatProvider({ apiKey: API_KEY, baseURL: fake.url, firstTokenTimeoutMs: 150, maxRetries: 0 });
    const start = performance.now();
    await expect(collect(provider.stream(request()))).rejects.toThrow(/no first token within 150 ms/);
    expect(performance.now() - start).toBeLessThan(1000);
    await fake.waitForAbortedStreams(1);
  });

  test("a stream that stalls midway times out and is disconnected", async () => {
    fake.script.stallAfterTokens = 3;
    const provider = createOpenAiChatProvider({ apiKey: API_KEY, baseURL: fake.url, idleTimeoutMs: 150 });
    const deltas: string[] = [];
    const err = await (async () => {
      for await (const d of provider.stream(request())) deltas.push(d);
    })().catch((e: unknown) => e);
    expect(deltas).toHaveLength(3);
    expect(err).toBeInstanceOf(ChatProviderError);
    expect((err as Error).message).toMatch(/no chunk within 150 ms/);
    await fake.waitForAbortedStreams(1);
  });

  test("a connection dropped midway fails after the text so far", async () => {
    fake.script.dropAfterTokens = 2;
    const provider = createOpenAiChatProvider({ apiKey: API_KEY, baseURL: fake.url });
    const deltas: string[] = [];
    const err = await (async () => {
      for await (const d of provider.stream(request())) deltas.push(d);
    })().catch((e: unknown) => e);
    expect(deltas).toEqual(["Ich", " verstehe"]);
    expect(err).toBeInstanceOf(ChatProviderError);
  });

  test("an unreachable server fails with ChatProviderError", async () => {
    const provider = createOpenAiChatProvider({ apiKey: API_KEY, baseURL: "http://127.0.0.1:9/v1", maxRetries: 0 });
    await expect(collect(provider.stream(request()))).rejects.toBeInstanceOf(ChatProviderError);
  });
});
