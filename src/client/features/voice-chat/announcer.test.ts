import { describe, expect, test } from "vitest";
import { announcementOf } from "./announcer";
import type { ChatEntry } from "./use-chat-log";

const you = (id: number, content: string): ChatEntry => ({ id, role: "user", content });
const coach = (id: number, content: string, complete = true): ChatEntry => ({ id, role: "assistant", content, complete });

describe("what the live region says", () => {
  test("the greeting, once it is in the log", () => {
    expect(announcementOf([coach(1, "Hallo, hier ist Mia.")], undefined)).toEqual({
      key: "message-1",
      text: "Hallo, hier ist Mia.",
    });
  });

  test("nothing while an answer streams in, then the whole answer under a key of its own", () => {
    const log = [coach(1, "Hallo."), you(2, "Ich bin nervös."), coach(3, "Atme erst", false)];
    expect(announcementOf(log, undefined)).toBeUndefined();
    log[2] = coach(3, "Atme erst einmal ruhig ein.");
    expect(announcementOf(log, undefined)).toEqual({ key: "message-3", text: "Atme erst einmal ruhig ein." });
  });

  test("the same words in a later answer are a new announcement", () => {
    const first = announcementOf([you(1, "Hallo"), coach(2, "Erzähl mir mehr.")], undefined);
    const second = announcementOf(
      [you(1, "Hallo"), coach(2, "Erzähl mir mehr."), you(3, "Ja"), coach(4, "Erzähl mir mehr.")],
      undefined,
    );
    expect(second?.text).toBe(first?.text);
    expect(second?.key).not.toBe(first?.key);
  });

  test("nothing for the visitor's own message, a stopped answer or an empty one", () => {
    expect(announcementOf([you(1, "Hallo")], undefined)).toBeUndefined();
    expect(announcementOf([you(1, "Hallo"), { ...coach(2, "Atme", false), interrupted: true }], undefined)).toBeUndefined();
    expect(announcementOf([you(1, "Hallo"), coach(2, "  ")], undefined)).toBeUndefined();
  });

  test("a person's message, which arrives whole", () => {
    const log: ChatEntry[] = [you(1, "Hilfe"), { id: 2, role: "assistant", content: "Ich bin da.", person: "Anna" }];
    expect(announcementOf(log, undefined)).toEqual({ key: "message-2", text: "Ich bin da." });
  });

  test("the end of the conversation, when the visitor ended it", () => {
    expect(announcementOf([coach(1, "Hallo.")], "Das Gespräch ist beendet.")).toEqual({
      key: "ended",
      text: "Das Gespräch ist beendet.",
    });
  });
});
