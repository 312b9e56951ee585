/**
 * Time to first audio: our streaming flow (/api/chat with voice, synthesis
 * per sentence while the answer streams) against the spec's flow (wait for
 * the whole answer, then synthesise all of it), with fake providers on
 * loopback set to a realistic profile. Run: npx tsx bench/first-audio.ts
 */
import type { AddressInfo } from "node:net";
import { buildApp } from "../src/server/app";
import { openDatabase } from "../src/server/db/client";
import { loadEnv } from "../src/server/env";
import { runStartupTasks } from "../src/server/startup";
import { startFakeElevenLabs } from "../tests/fakes/elevenlabs-server";
import { startFakeOpenAi } from "../tests/fakes/openai-server";

const PROFILE = { firstTokenMs: 400, tokensPerSecond: 40, synthesisFirstByteMs: 250 };
// A typical answer of the requested length: four sentences, about 70 words.
const REPLY =
  "Ich höre, dass dich gerade einiges unter Druck setzt, und das ist in einer solchen Woche völlig verständlich. " +
  "Ich schlage dir eine kurze Atemübung vor: Atme vier Sekunden lang ruhig ein, halte kurz inne und atme dann sechs Sekunden lang langsam aus. " +
  "Wiederhole das fünfmal hintereinander und spüre danach bewusst nach, was sich in deinem Körper und in deinen Gedanken verändert hat. " +
  "Was belastet dich im Moment am meisten, und wobei könnte ich dich heute konkret unterstützen?";
const RUNS = 5;

const openai = await startFakeOpenAi({ reply: REPLY, firstTokenDelayMs: PROFILE.firstTokenMs, tokensPerSecond: PROFILE.tokensPerSecond });
const eleven = await startFakeElevenLabs({ firstByteDelayMs: PROFILE.synthesisFirstByteMs });
const env = loadEnv({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  OPENAI_API_KEY: "sk-bench-000000000000",
  OPENAI_BASE_URL: openai.url,
  ELEVENLABS_API_KEY: "el-test-key",
  ELEVENLABS_BASE_URL: eleven.url,
  ELEVENLABS_VOICE_ID: "bench-voice",
  CHAT_RATE_LIMIT_PER_MINUTE: "10000",
  DAILY_CHAT_CAP: "100000",
  DATA_DIR: "tests/.tmp/bench-first-audio",
});
const database = await openDatabase({});
const { app, ctx } = await buildApp({ env, database, logger: false });
await runStartupTasks(ctx);
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const body = (voice: boolean) => JSON.stringify({ persona: "demo", messages: [{ role: "user", content: "Ich habe Stress" }], voice });

async function streamingFlow(): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${base}/api/chat`, { method: "POST", headers: { "content-type": "application/json", accept: "text/event-stream" }, body: body(true) });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error("no audio event");
    buffer += value;
    if (buffer.includes("event: audio\n")) {
      await reader.cancel();
      return performance.now() - start;
    }
  }
}

async function specFlow(): Promise<number> {
  const start = performance.now();
  const chat = await fetch(`${base}/api/chat`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: body(false) });
  const { reply } = (await chat.json()) as { reply: string };
  const tts = await fetch(`${base}/api/tts`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ persona: "demo", text: reply }) });
  const reader = tts.body!.getReader();
  await reader.read();
  const t = performance.now() - start;
  await reader.cancel();
  return t;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ours: number[] = [];
const spec: number[] = [];
for (let i = 0; i < RUNS; i++) {
  ours.push(await streamingFlow());
  spec.push(await specFlow());
}
const firstSentenceTokens = (REPLY.split(/(?<=[.!?])\s/)[0]!.match(/\S+\s*/g) ?? []).length;
const bound = PROFILE.firstTokenMs + ((firstSentenceTokens - 1) / PROFILE.tokensPerSecond) * 1000 + PROFILE.synthesisFirstByteMs;
const m = median(ours);
const s = median(spec);
console.log(`answer: ${REPLY.split(/\s+/).length} words in ${REPLY.split(/(?<=[.!?])\s/).length} sentences, streamed one word per token`);
console.log(`profile: first token ${PROFILE.firstTokenMs} ms, ${PROFILE.tokensPerSecond} tokens/s, synthesis first byte ${PROFILE.synthesisFirstByteMs} ms; median of ${RUNS} runs`);
console.log(`streaming flow, time to first audio: ${m.toFixed(0)} ms`);
console.log(`spec flow (whole answer, then whole synthesis): ${s.toFixed(0)} ms`);
console.log(`ratio: ${(m / s).toFixed(2)} (goal ≤ 0.35)`);
const diff = m - bound;
console.log(
  `provider bound (first token + first sentence + synthesis first byte): ${bound.toFixed(0)} ms; ours is ${Math.abs(diff).toFixed(0)} ms ${diff >= 0 ? "above" : "below"} it (goal: at most 60 ms above)` +
    (diff < 0 ? " – the first clause is spoken before the first sentence is complete" : ""),
);
await app.close();
await database.close();
await openai.close();
await eleven.close();
