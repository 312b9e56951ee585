import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { createOpenAiStt } from "./stt";

const KEY = "sk-test-stt-0001";
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ transcript: "  Ich habe heute viel Stress. " }, KEY);
});
afterAll(() => fake.close());
afterEach(() => {
  fake.script.failStatus = undefined;
  fake.script.hang = false;
  fake.requests.length = 0;
  fake.abortedStreams = 0;
});

const audio = new Uint8Array(Buffer.from("fake-opus-bytes"));

test("posts the recording as multipart to /audio/transcriptions and returns the trimmed text", async () => {
  const stt = createOpenAiStt({ apiKey: KEY, baseURL: fake.url, model: "whisper-1" });
  await expect(stt.transcribe({ audio, mime: "audio/webm;codecs=opus", language: "de" })).resolves.toBe(
    "Ich habe heute viel Stress.",
  );
  const sent = fake.requests[0]!;
  expect(sent.path).toBe("/v1/audio/transcriptions");
  expect(String(sent.headers["content-type"])).toMatch(/^multipart\/form-data; boundary=/);
  expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
  expect(sent.body).toMatchObject({
    model: "whisper-1",
    language: "de",
    file: { name: "speech.webm", type: "audio/webm", size: audio.byteLength },
  });
});

test("the file name follows the recording's type, which the provider goes by", async () => {
  const stt = createOpenAiStt({ apiKey: KEY, baseURL: fake.url, model: "whisper-1" });
  await stt.transcribe({ audio, mime: "audio/ogg; codecs=opus", language: "en" });
  await stt.transcribe({ audio, mime: "audio/mp4", language: "en" });
  await stt.transcribe({ audio, mime: "", language: "en" });
  expect(fake.requests.map((r) => (r.body as { file: { name: string } }).file.name)).toEqual([
    "speech.ogg",
    "speech.mp4",
    "speech.webm",
  ]);
  expect((fake.requests[0]!.body as { language: string }).language).toBe("en");
});

test("a provider error rejects; an abort cancels the upload", async () => {
  const stt = createOpenAiStt({ apiKey: KEY, baseURL: fake.url, model: "whisper-1" });
  fake.script.failStatus = 500;
  await expect(stt.transcribe({ audio, mime: "audio/webm", language: "de" })).rejects.toMatchObject({ status: 500 });
  fake.script.failStatus = undefined;
  fake.script.hang = true;
  const controller = new AbortController();
  const call = stt.transcribe({ audio, mime: "audio/webm", language: "de", signal: controller.signal });
  await expect.poll(() => fake.requests.length).toBe(2);
  controller.abort();
  await expect(call).rejects.toThrow();
  await fake.waitForAbortedStreams(1);
});
