import { expect, test } from "vitest";
import { historyContent, transcriptFileName, transcriptText } from "./transcript";

const at = new Date("2026-11-25T09:30:00Z");

test("the transcript names who said what, marks a stopped answer and lists the sources", () => {
  const text = transcriptText(
    [
      { role: "assistant", content: "Hallo, hier ist Mia." },
      { role: "user", content: "Ich bin gestresst." },
      {
        role: "assistant",
        content: "Das klingt anstrengend. Atme",
        interrupted: true,
        sources: [{ title: "Stressleitfaden", page: 4 }],
      },
    ],
    "Mia",
    "de",
    at,
  );
  expect(text).toMatch(/^Gespräch mit Mia – 25\. November 2026/);
  expect(text).toContain("Mia: Hallo, hier ist Mia.\n\nDu: Ich bin gestresst.\n");
  expect(text).toContain("Mia: Das klingt anstrengend. Atme [unterbrochen]\n  Quellen: Stressleitfaden, S. 4\n");
});

test("the English transcript is English throughout", () => {
  const text = transcriptText([{ role: "user", content: "Hi" }], "Mia", "en", at);
  expect(text).toMatch(/^Conversation with Mia – 25 November 2026/);
  expect(text).toContain("You: Hi");
  expect(transcriptFileName("demo", "en", at)).toBe("conversation-demo-2026-11-25.txt");
  expect(transcriptFileName("demo", "de", at)).toBe("gespraech-demo-2026-11-25.txt");
});

test("an interrupted answer goes back to the model marked, a complete one unchanged", () => {
  expect(historyContent({ role: "assistant", content: "Atme ruhig ", interrupted: true }, "de")).toBe(
    "Atme ruhig… [vom Besucher unterbrochen]",
  );
  expect(historyContent({ role: "assistant", content: "Atme ruhig." }, "en")).toBe("Atme ruhig.");
});
