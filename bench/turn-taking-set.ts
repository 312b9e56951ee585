/**
 * The recipe for the synthetic audio set of bench/turn-taking.ts: German and
 * English speech by espeak-ng, resampled by sox to 16 kHz mono, room noise by
 * sox, mixed here: the coach's own synthesised answer as echo at −6 and
 * −12 dB under the visitor's speech level (with a delay and a reflection),
 * backchannels, interruptions, and hesitation pauses of 0.5–1.2 s. The clips
 * are cached in tests/.tmp/turn-taking (not committed); everything else is
 * derived from a fixed seed, so the set is the same on every run.
 *
 *   npx tsx bench/turn-taking-set.ts   writes the mixed cases as WAV files there, to listen to
 *
 * Needs espeak-ng and sox (Debian/Ubuntu: apt-get install espeak-ng sox; macOS: brew install espeak-ng sox).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { wavOf } from "../src/client/features/voice-chat/capture";
import type { Lang } from "../src/shared/i18n";

export const RATE = 16_000;
const DIR = "tests/.tmp/turn-taking";
/** The level the visitor's speech is brought to (RMS over its voiced part). */
const SPEECH_RMS = 0.08;
/** The coach's voice as played (before it leaks into the microphone). */
const PLAYED_RMS = 0.15;

const VOICE: Record<Lang, string[]> = { de: ["de", "de+m3", "de+f2"], en: ["en-us", "en-gb+m3", "en-us+f2"] };
const COACH_VOICE: Record<Lang, string> = { de: "de+f3", en: "en-gb+f3" };

const COACH: Record<Lang, string> = {
  de:
    "Ich höre, dass dich gerade einiges unter Druck setzt, und das ist in einer solchen Woche völlig verständlich. " +
    "Ich schlage dir eine kurze Atemübung vor: Atme vier Sekunden lang ruhig ein, halte kurz inne und atme sechs Sekunden lang aus.",
  en:
    "I hear that quite a lot is putting you under pressure right now, and that is completely understandable in a week like this. " +
    "Let me suggest a short breathing exercise: breathe in calmly for four seconds, pause briefly, and breathe out for six seconds.",
};

const SENTENCES: Record<Lang, string[]> = {
  de: [
    "Ich habe so viel Stress im Job.",
    "Mein Chef gibt mir ständig neue Aufgaben.",
    "Wie kann ich besser schlafen?",
    "Ich weiß nicht, wie ich das alles schaffen soll.",
    "Was kann ich gegen die Unruhe tun?",
    "Seit Wochen komme ich abends nicht zur Ruhe.",
    "Moment, das meinte ich eigentlich nicht so.",
    "Warte mal, ich habe noch eine andere Frage.",
  ],
  en: [
    "I have so much stress at work.",
    "My boss keeps giving me new tasks.",
    "How can I sleep better?",
    "I do not know how to get it all done.",
    "What can I do about feeling restless?",
    "For weeks I have not been able to relax in the evening.",
    "Wait, that is not what I meant.",
    "Hold on, I have another question.",
  ],
};

const BACKCHANNELS: Record<Lang, string[]> = {
  de: ["ja", "mhm", "genau", "okay", "ja ja", "aha"],
  en: ["yes", "right", "I see", "okay", "mhm", "yeah"],
};

/** Turns with a hesitation: the parts are spoken with a pause of 0.5–1.2 s between them. */
const HESITATIONS: Record<Lang, string[][]> = {
  de: [
    ["Ich hab das Gefühl, dass", "ähm", "dass mein Chef mich nicht ernst nimmt."],
    ["Ich wollte fragen, ob", "du mir bei der Planung helfen kannst."],
    ["Meine Nummer ist null eins sieben eins", "zwei drei vier fünf sechs."],
    ["Es ist nicht so schlimm, aber", "ich schlafe schlecht."],
    ["Also", "ich weiß nicht genau, wo ich anfangen soll."],
    ["Ich wohne in der Hauptstraße", "zwölf in Berlin."],
  ],
  en: [
    ["I feel that", "um", "my boss does not take me seriously."],
    ["I wanted to ask if", "you could help me plan my week."],
    ["My number is zero one seven one", "two three four five six."],
    ["It is not that bad, but", "I sleep badly."],
    ["And", "I do not know where to start."],
    ["I live at Main Street", "twelve in Boston."],
  ],
};

export interface Speech {
  text: string;
  /** First and last voiced sample's time (ms) in the case. */
  onsetMs: number;
  endMs: number;
}

export interface Case {
  kind: "echo" | "backchannel" | "interrupt" | "hesitation" | "finished";
  lang: Lang;
  /** The visitor and the room, without the echo (which depends on what is played). */
  mic: Float32Array;
  /** The coach's answer as it would play from `coachAtMs` on, unless paused or stopped. */
  coach?: Float32Array;
  coachAtMs?: number;
  /** Echo: gain (linear, from played to microphone), delay and a reflection. */
  echo?: { db: number; gain: number; delayMs: number };
  /** The visitor's speech, in order: one entry per spoken part. */
  speech: Speech[];
  /** Where the visitor's utterance is one interim transcript (hesitation and finished turns): text so far per part. */
  interims?: { atMs: number; text: string }[];
}

/** A small seeded random generator (mulberry32), so the set is the same on every run. */
function random(seed: number): () => number {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function requireTools() {
  for (const tool of ["espeak-ng", "sox"]) {
    try {
      execFileSync(tool, ["--version"], { stdio: "ignore" });
    } catch {
      throw new Error(
        `${tool} is missing: install it (Debian/Ubuntu: sudo apt-get install espeak-ng sox; macOS: brew install espeak-ng sox)`,
      );
    }
  }
}

function readWav(path: string): Float32Array {
  const bytes = readFileSync(path);
  let at = 12;
  while (at < bytes.length - 8) {
    const id = bytes.toString("ascii", at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === "data") {
      const out = new Float32Array(Math.floor(size / 2));
      for (let i = 0; i < out.length; i++) out[i] = bytes.readInt16LE(at + 8 + i * 2) / 32768;
      return out;
    }
    at += 8 + size + (size % 2);
  }
  throw new Error(`${path}: no data chunk`);
}

/** One utterance by espeak-ng, 16 kHz mono, leading and trailing silence removed; cached. */
function speak(text: string, voice: string, speed = 150): Float32Array {
  const key = createHash("sha1").update(`${voice}|${speed}|${text}`).digest("hex").slice(0, 12);
  const out = `${DIR}/clips/${key}.wav`;
  if (!existsSync(out)) {
    const raw = `${DIR}/clips/${key}.raw.wav`;
    execFileSync("espeak-ng", ["-v", voice, "-s", String(speed), "-w", raw, text]);
    // Resample, and trim the synthesiser's silence at both ends.
    execFileSync("sox", [
      "-V1",
      raw,
      "-r",
      String(RATE),
      "-c",
      "1",
      "-b",
      "16",
      out,
      "silence",
      "1",
      "0.01",
      "0.5%",
      "reverse",
      "silence",
      "1",
      "0.01",
      "0.5%",
      "reverse",
    ]);
  }
  return readWav(out);
}

/** Room noise (pink, with a little hum), by sox; cached. */
function roomNoise(seconds: number, level: number): Float32Array {
  const out = `${DIR}/clips/noise-${seconds}-${level}.wav`;
  if (!existsSync(out)) {
    execFileSync("sox", [
      "-n",
      "-r",
      String(RATE),
      "-c",
      "1",
      "-b",
      "16",
      out,
      "synth",
      String(seconds),
      "pinknoise",
      "vol",
      String(level),
    ]);
  }
  return readWav(out);
}

const rms = (x: Float32Array) => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / Math.max(1, x.length));
const scaled = (x: Float32Array, to: number) => {
  const k = to / Math.max(1e-9, rms(x));
  return x.map((v) => v * k);
};
const samplesOf = (ms: number) => Math.round((ms / 1000) * RATE);
const msOf = (samples: number) => (samples / RATE) * 1000;

/** Builds the whole set: the same cases on every run. */
export function buildSet(): Case[] {
  requireTools();
  mkdirSync(`${DIR}/clips`, { recursive: true });
  const rnd = random(20261129);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const between = (a: number, b: number) => a + rnd() * (b - a);
  const noise = roomNoise(30, 0.02);
  const cases: Case[] = [];

  const room = (ms: number) => {
    const n = samplesOf(ms);
    const from = Math.floor(rnd() * (noise.length - n));
    // Quiet rooms and louder ones: −40 to −28 dB under full scale.
    const k = between(0.3, 1.2);
    return noise.slice(from, from + n).map((v) => v * k);
  };
  const place = (mic: Float32Array, clip: Float32Array, atMs: number) => {
    const at = samplesOf(atMs);
    for (let i = 0; i < clip.length && at + i < mic.length; i++) mic[at + i]! += clip[i]!;
  };
  const echoOf = (db: number) => ({
    db,
    // From the played level to the microphone: the echo's RMS is `db` under the visitor's speech.
    gain: (SPEECH_RMS * 10 ** (db / 20)) / PLAYED_RMS,
    delayMs: between(30, 180),
  });

  for (const lang of ["de", "en"] as const) {
    const coach = scaled(speak(COACH[lang], COACH_VOICE[lang], 165), PLAYED_RMS);
    const coachMs = msOf(coach.length);
    for (let i = 0; i < 24; i++) {
      const db = i % 2 === 0 ? -6 : -12;
      // Echo alone: the whole answer plays, the visitor says nothing.
      cases.push({ kind: "echo", lang, mic: room(coachMs + 1500), coach, coachAtMs: 500, echo: echoOf(db), speech: [] });

      // A backchannel while the coach speaks.
      const word = pick(BACKCHANNELS[lang]);
      const bc = scaled(speak(word, pick(VOICE[lang]), between(140, 190)), SPEECH_RMS * between(0.7, 1.4));
      const mic1 = room(coachMs + 1500);
      const at1 = between(1500, coachMs - 1500);
      place(mic1, bc, at1);
      cases.push({
        kind: "backchannel",
        lang,
        mic: mic1,
        coach,
        coachAtMs: 500,
        echo: echoOf(db),
        speech: [{ text: word, onsetMs: at1, endMs: at1 + msOf(bc.length) }],
      });

      // A real interruption while the coach speaks.
      const sentence = pick(SENTENCES[lang]);
      const sp = scaled(speak(sentence, pick(VOICE[lang]), between(140, 190)), SPEECH_RMS * between(0.7, 1.4));
      const at2 = between(1500, coachMs - 2000);
      const mic2 = room(at2 + msOf(sp.length) + 3000);
      place(mic2, sp, at2);
      cases.push({
        kind: "interrupt",
        lang,
        mic: mic2,
        coach,
        coachAtMs: 500,
        echo: echoOf(db),
        speech: [{ text: sentence, onsetMs: at2, endMs: at2 + msOf(sp.length) }],
      });

      // A turn with a hesitation pause, the coach silent.
      const parts = HESITATIONS[lang][i % HESITATIONS[lang].length]!;
      const voice = pick(VOICE[lang]);
      const speed = between(140, 180);
      const level = SPEECH_RMS * between(0.7, 1.4);
      const clips = parts.map((p) => scaled(speak(p, voice, speed), level));
      const gaps = parts.map(() => between(500, 1200));
      const total = clips.reduce((n, c) => n + msOf(c.length), 0) + gaps.reduce((a, b) => a + b, 0) + 3000;
      const mic3 = room(total);
      const speech: Speech[] = [];
      let t = 800;
      clips.forEach((clip, k) => {
        place(mic3, clip, t);
        speech.push({ text: parts[k]!, onsetMs: t, endMs: t + msOf(clip.length) });
        t += msOf(clip.length) + gaps[k]!;
      });
      cases.push({ kind: "hesitation", lang, mic: mic3, speech, interims: interimsOf(speech) });

      // A finished sentence, the coach silent: how soon does the turn end?
      const done = pick(SENTENCES[lang]);
      const sp4 = scaled(speak(done, pick(VOICE[lang]), between(140, 190)), SPEECH_RMS * between(0.7, 1.4));
      const mic4 = room(msOf(sp4.length) + 3500);
      place(mic4, sp4, 800);
      const s4 = [{ text: done, onsetMs: 800, endMs: 800 + msOf(sp4.length) }];
      cases.push({ kind: "finished", lang, mic: mic4, speech: s4, interims: interimsOf(s4) });
    }
  }
  return cases;
}

/**
 * What a streaming recogniser shows: the words of each part 250 ms after the
 * part ends, without punctuation (as browsers' interim results come).
 */
function interimsOf(speech: Speech[]): { atMs: number; text: string }[] {
  let text = "";
  return speech.map((s) => {
    text = `${text} ${s.text.replace(/[.,!]/g, "")}`.trim();
    return { atMs: s.endMs + 250, text };
  });
}

/**
 * The fake transcription: the words of the utterance whose start lies in the
 * recorded audio. A word's start is estimated from its position in the text,
 * spread over the utterance's voiced time.
 */
export function transcribe(speech: Speech, fromMs: number, toMs: number): string[] {
  const words = speech.text.split(/\s+/);
  const chars = speech.text.length;
  let at = 0;
  const heard: string[] = [];
  for (const word of words) {
    const start = speech.onsetMs + (at / chars) * (speech.endMs - speech.onsetMs);
    at += word.length + 1;
    if (start >= fromMs && start < toMs) heard.push(word);
  }
  return heard;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cases = buildSet();
  cases.forEach((c, i) => {
    const mix = c.mic.slice();
    if (c.coach && c.echo) {
      const at = samplesOf(c.coachAtMs! + c.echo.delayMs);
      for (let j = 0; j < c.coach.length && at + j < mix.length; j++) mix[at + j]! += c.echo.gain * c.coach[j]!;
    }
    writeFileSync(`${DIR}/${String(i).padStart(3, "0")}-${c.kind}-${c.lang}.wav`, wavOf(mix, RATE));
  });
  console.log(`${cases.length} cases written to ${DIR}`);
}
