import { expect, test } from "vitest";
import type { ChatProvider } from "./chat";
import { createProviderOutcomes, failureReason, observeChat, observeTts } from "./outcomes";
import type { TtsProvider } from "./tts";

const at = () => new Date("2026-11-29T10:00:00Z");

test("a failed call is recorded with its status or class, never its message", async () => {
  const outcomes = createProviderOutcomes(at);
  const tts: TtsProvider = {
    name: "elevenlabs",
    synthesize: () => Promise.reject(Object.assign(new Error("voice xyz: key sk-geheim refused"), { status: 502 })),
  };
  await expect(observeTts(tts, outcomes).synthesize({ text: "Hallo", voiceId: "v", settings: {} as never })).rejects.toThrow();
  expect(outcomes.last("voice")).toEqual({
    provider: "elevenlabs",
    ok: false,
    at: "2026-11-29T10:00:00.000Z",
    reason: "HTTP 502",
  });
  expect(failureReason(Object.assign(new Error("x"), { name: "TimeoutError" }))).toBe("timeout");
  expect(failureReason("a string")).toBe("error");
});

test("a call its caller cancelled says nothing about the provider", async () => {
  const outcomes = createProviderOutcomes(at);
  const controller = new AbortController();
  const tts: TtsProvider = {
    name: "elevenlabs",
    synthesize: () => {
      controller.abort();
      return Promise.reject(new Error("aborted"));
    },
  };
  await expect(
    observeTts(tts, outcomes).synthesize({ text: "Hallo", voiceId: "v", settings: {} as never, signal: controller.signal }),
  ).rejects.toThrow();
  expect(outcomes.last("voice")).toBeUndefined();

  const stopped = new AbortController();
  const chat: ChatProvider = {
    name: "openai",
    async *stream() {
      yield "Hallo";
      stopped.abort();
    },
  };
  const parts: string[] = [];
  for await (const part of observeChat(chat, outcomes).stream({
    messages: [],
    model: "m",
    temperature: 0,
    maxTokens: 1,
    signal: stopped.signal,
  }))
    parts.push(part);
  expect(parts).toEqual(["Hallo"]);
  expect(outcomes.last("chat")).toBeUndefined();
});

test("a reply streamed to its end is a success", async () => {
  const outcomes = createProviderOutcomes(at);
  const chat: ChatProvider = {
    name: "demo",
    async *stream() {
      yield "Ruhig";
    },
  };
  for await (const _ of observeChat(chat, outcomes).stream({
    messages: [],
    model: "m",
    temperature: 0,
    maxTokens: 1,
    signal: new AbortController().signal,
  }))
    void _;
  expect(outcomes.last("chat")).toEqual({ provider: "demo", ok: true, at: "2026-11-29T10:00:00.000Z" });
});
