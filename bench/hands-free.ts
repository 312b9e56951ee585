/**
 * Hands-free mode: from the end of the visitor's turn to the first audio of
 * the answer, through the whole server in process (POST /api/stt, then POST
 * /api/chat with its safety check, knowledge search and streamed synthesis),
 * with the real provider clients talking to fakes on loopback set to the
 * profile of issue 15: transcription 300 ms, first token 400 ms, 40 tokens/s,
 * synthesis first byte 250 ms (and the rest 2 ms per character).
 *
 * The provider bound is what the providers alone need: transcription + first
 * token + the first piece's remaining tokens + synthesis first byte. The
 * detector's end-of-turn pause (the silence it waits for before it ends the
 * turn, SpeechDetector's endMs) comes before this and is printed beside it.
 *
 *   npx tsx bench/hands-free.ts
 */
import { readFile } from "node:fs/promises";
import { SentenceSplitter } from "../src/shared/text/sentences";
import { startFakeElevenLabs } from "../tests/fakes/elevenlabs-server";
import { startFakeOpenAi } from "../tests/fakes/openai-server";
import { startBenchApp, untilFirstAudio } from "./app-under-test";

const PROFILE = {
  transcriptionMs: 300,
  firstTokenMs: 400,
  tokensPerSecond: 40,
  synthesisFirstByteMs: 250,
  synthesisMsPerChar: 2,
};
/** SpeechDetector's shortest pause to end a turn, after a finished sentence (decision 050; longer after 'und', 'ähm' or inside a number). */
const END_OF_TURN_MS = 450;
const RUNS = 7;
const TRANSCRIPT = "Ich habe so viel Stress im Job.";
const REPLY =
  "Ich höre, dass dich gerade einiges unter Druck setzt, und das ist in einer solchen Woche völlig verständlich. " +
  "Ich schlage dir eine kurze Atemübung vor: Atme vier Sekunden lang ruhig ein, halte kurz inne und atme sechs Sekunden lang aus. " +
  "Was belastet dich im Moment am meisten?";

const recording = await readFile(new URL("../tests/fixtures/audio/stress-im-job.de.wav", import.meta.url));
const openai = await startFakeOpenAi({
  reply: REPLY,
  transcript: TRANSCRIPT,
  transcriptionDelayMs: PROFILE.transcriptionMs,
  firstTokenDelayMs: PROFILE.firstTokenMs,
  tokensPerSecond: PROFILE.tokensPerSecond,
});
const eleven = await startFakeElevenLabs({
  firstByteDelayMs: PROFILE.synthesisFirstByteMs,
  msPerChar: PROFILE.synthesisMsPerChar,
  frames: 24,
});

/** One turn: the recording goes up, its transcript is sent, until the first audio event. */
async function turn(base: string): Promise<{ total: number; stt: number }> {
  const start = performance.now();
  const stt = await fetch(`${base}/api/stt`, {
    method: "POST",
    headers: { "content-type": "audio/wav", "content-language": "de" },
    body: recording,
  });
  const { text } = (await stt.json()) as { text: string };
  if (text !== TRANSCRIPT) throw new Error(`transcription: ${stt.status} ${JSON.stringify(text)}`);
  const sttMs = performance.now() - start;
  const res = await fetch(`${base}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ persona: "demo", messages: [{ role: "user", content: text }], voice: true, lang: "de" }),
  });
  return { total: await untilFirstAudio(res, start), stt: sttMs };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;

const server = await startBenchApp({ openaiUrl: openai.url, elevenLabsUrl: eleven.url, dataDir: "tests/.tmp/bench-hands-free" });
try {
  const base = server.base;
  await turn(base);
  const totals: number[] = [];
  const stts: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await turn(base);
    totals.push(r.total);
    stts.push(r.stt);
  }

  // The first piece as the chat splits it; the fake streams one word per token.
  const splitter = new SentenceSplitter({ firstClauseMinChars: 40 });
  const tokens = REPLY.match(/\s*\S+/g) ?? [];
  let firstPieceTokens = 0;
  for (const token of tokens) {
    firstPieceTokens++;
    if (splitter.push(token).length > 0) break;
  }
  const tokenMs = 1000 / PROFILE.tokensPerSecond;
  const bound = PROFILE.transcriptionMs + PROFILE.firstTokenMs + (firstPieceTokens - 1) * tokenMs + PROFILE.synthesisFirstByteMs;
  const m = median(totals);
  console.log(
    `profile: transcription ${PROFILE.transcriptionMs} ms, first token ${PROFILE.firstTokenMs} ms, ${PROFILE.tokensPerSecond} tokens/s, ` +
      `synthesis first byte ${PROFILE.synthesisFirstByteMs} ms (+${PROFILE.synthesisMsPerChar} ms per character); median (range) of ${RUNS} runs`,
  );
  console.log(`recording ${(recording.length / 1024).toFixed(0)} KB; the first piece is complete with token ${firstPieceTokens}`);
  console.log(`  end of turn to first audio (upload, transcription, chat, synthesis): ${m.toFixed(0)} ms (${range(totals)})`);
  console.log(
    `    of which upload and transcription:                               ${median(stts).toFixed(0)} ms (${range(stts)})`,
  );
  console.log(
    `  provider bound (transcription + first token + first piece's tokens + synthesis first byte): ${bound.toFixed(0)} ms; ` +
      `${m - bound >= 0 ? "+" : "−"}${Math.abs(m - bound).toFixed(0)} ms (goal: at most +100 ms)`,
  );
  console.log(
    `  before that, the detector waits at least ${END_OF_TURN_MS} ms of silence to end the turn (bench/turn-taking.ts measures the adaptive pause): end of speech to first audio from ${(m + END_OF_TURN_MS).toFixed(0)} ms`,
  );
} finally {
  await server.close();
  await openai.close();
  await eleven.close();
}
