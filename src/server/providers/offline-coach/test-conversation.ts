import { expect } from "vitest";
import { splitSentences } from "#shared/text/sentences";
import { coachReply } from "./coach";
import type { CoachInput, CoachTurn } from "./coach-input";

/** What the offline coach's tests share: playing a conversation, and what every reply must be. */

export type Lang = "de" | "en";

/** Plays a conversation: each visitor message gets the coach's reply, which joins the turns. */
export function converse(lang: Lang, visitor: string[], extra: Partial<CoachInput> = {}): string[] {
  const turns: CoachTurn[] = [];
  return visitor.map((content) => {
    turns.push({ role: "user", content });
    const reply = coachReply({ ...extra, turns, lang });
    turns.push({ role: "assistant", content: reply });
    return reply;
  });
}

export function expectReply(reply: string, lang: Lang, min = 3, max = 4) {
  const sentences = splitSentences(reply);
  expect(sentences.length, reply).toBeGreaterThanOrEqual(min);
  expect(sentences.length, reply).toBeLessThanOrEqual(max);
  if (lang === "de") {
    expect(reply, "first person").toMatch(/\b(Ich|ich|mir|mich|mein\w*)\b/);
    expect(reply, "du").toMatch(/\b(du|dir|dich|dein\w*)\b/i);
  } else {
    expect(reply, "first person").toMatch(/\b(I|I'm|I'd|I've|me|my)\b/);
    expect(reply, "no German").not.toMatch(/[äöüß]|\b(ich|du|und)\b/i);
  }
}
