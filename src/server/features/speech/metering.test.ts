import { expect, test } from "vitest";
import type { TtsProvider, VoiceSettings } from "../../providers/tts";
import type { AbuseGuard, ChargeResult } from "../abuse/service";
import { meteredTts } from "./metering";

const settings = {} as VoiceSettings;
const silent: TtsProvider = {
  name: "elevenlabs",
  synthesize: () => Promise.resolve({ mime: "audio/mpeg", audio: new Uint8Array([1]) }),
};

/**
 * An allowance of `left` characters whose database answers the first charge
 * only once `answerFirst` is called and every later one at once: charged side
 * by side, a later piece would take the allowance before the first.
 */
function slowFirstAllowance(left: number) {
  const charged: string[] = [];
  let answerFirst!: () => void;
  const firstAnswered = new Promise<void>((r) => (answerFirst = r));
  let calls = 0;
  const abuse = {
    charge: async (_kind: string, amount: number): Promise<ChargeResult> => {
      if (calls++ === 0) await firstAnswered;
      if (amount > left) return { ok: false, reason: "client", retryAfterSeconds: 60 };
      left -= amount;
      charged.push(String(amount));
      return { ok: true } as ChargeResult;
    },
  } as unknown as AbuseGuard;
  return { abuse, charged, answerFirst };
}

test("the pieces of one answer spend the client's allowance in speaking order", async () => {
  const { abuse, charged, answerFirst } = slowFirstAllowance(30);
  const tts = meteredTts(silent, abuse, { clientKey: "198.51.100.9", lang: "de" });
  // Three sentences of 22, 23 and 22 characters, synthesised at the same time.
  const pieces = ["Ich verstehe dich gut.", "Atme einmal tief durch.", "Was brauchst du jetzt?"];
  const synthesised = pieces.map((text) => tts.synthesize({ text, voiceId: null, settings }));
  // The first charge is answered only after every piece has asked for its synthesis.
  answerFirst();
  const outcomes = await Promise.allSettled(synthesised);
  expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "rejected"]);
  expect(charged).toEqual(["22"]);
  // Refused in the payer's language, with the client's limit.
  expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ status: 429, code: "tts-client-limit" });
});

test("each answer has its own chain: a refused answer does not hold up the next request's", async () => {
  const { abuse, charged, answerFirst } = slowFirstAllowance(100);
  const first = meteredTts(silent, abuse, { clientKey: "198.51.100.9", lang: "en" });
  const second = meteredTts(silent, abuse, { clientKey: "203.0.113.4", lang: "de" });
  const slow = first.synthesize({ text: "Take a slow breath.", voiceId: null, settings });
  // The second request's piece is charged while the first request's charge still waits.
  await second.synthesize({ text: "Atme ruhig.", voiceId: null, settings });
  expect(charged).toEqual(["11"]);
  answerFirst();
  await slow;
  expect(charged).toEqual(["11", "19"]);
});
