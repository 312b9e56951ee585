/**
 * The writers the crisis check never learns from (tests/fixtures/crisis/fresh-*.jsonl): own crises with harmless
 * twins, and ordinary messages and conversations, read as the chat reads them. The closest measure of how the check
 * meets a visitor it has never seen (docs/decisions/035-graded-safety.md). Part of bench/crisis.ts; it prints counts
 * only, because the misses of these files are not to be read (a file read for its misses is no longer unseen).
 *
 * The line format and its reading are shared with scripts/crisis-first-contact.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { GradeKind } from "#shared/schemas/chat";
import { gradeTurns } from "../src/server/features/safety/grade";
import { pct, replay } from "./crisis-everyday";

/** A line as the writers' files hold it: `kind` own-crisis with its `level`, everyday-… kinds, `turns` for a conversation. */
export interface WriterLine {
  id: string;
  lang: string;
  kind: string;
  label?: string;
  level?: string;
  other?: boolean;
  text?: string;
  turns?: string[];
  history?: string[];
}

export type Expected = "crisis" | "other" | "past" | "none";

export function expected(line: WriterLine): Expected {
  if (line.other) return "other";
  if (line.kind === "own-crisis" && line.level && line.level !== "none") return "crisis";
  if (line.label && line.label !== "none") return "crisis";
  if (line.kind.startsWith("past")) return "past";
  return "none";
}

export function readWriterFile(file: string): WriterLine[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as WriterLine);
}

const pageLang = (line: WriterLine): "de" | "en" => (line.lang === "en" ? "en" : "de");
const ORDER: GradeKind[] = ["crisis", "other", "concern", "past", "none"];

/** The stages of a line as the check reads them: a conversation turn by turn, a message with its history. */
export function stages(line: WriterLine): string[][] {
  return line.turns ? line.turns.map((_, i) => line.turns!.slice(0, i + 1)) : [[...(line.history ?? []), line.text!]];
}

/** The worst grade over a line's stages. */
export function worstGrade(line: WriterLine): GradeKind {
  const grades = stages(line).map((turns) => gradeTurns(turns, pageLang(line)).grade);
  return grades.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))[0]!;
}

export function printNeverLearned() {
  const dir = fileURLToPath(new URL("../tests/fixtures/crisis/", import.meta.url));
  const files = readdirSync(dir)
    .filter((f) => /^fresh-.*\.jsonl$/.test(f))
    .sort();
  let crises = 0;
  let answered = 0;
  let asked = 0;
  let twins = 0;
  let twinsAnswered = 0;
  let messages = 0;
  let messagesAnswered = 0;
  let conversations = 0;
  let careful = 0;
  let anyCrisis = 0;
  for (const file of files) {
    for (const line of readWriterFile(`${dir}${file}`)) {
      const want = expected(line);
      if (line.turns) {
        const { steps, state } = replay(line.turns, pageLang(line));
        conversations++;
        if (state.mode === "careful") careful++;
        if (steps.some((s) => s.action === "crisis")) anyCrisis++;
        continue;
      }
      const got = worstGrade(line);
      if (want === "crisis") {
        crises++;
        if (got === "crisis") answered++;
        if (got === "concern") asked++;
      } else if (want === "none" && line.kind.startsWith("everyday") && file.startsWith("fresh-everyday")) {
        messages++;
        if (got === "crisis") messagesAnswered++;
      } else if (want === "none") {
        twins++;
        if (got === "crisis") twinsAnswered++;
      }
    }
  }
  console.log(`\nWriters never learned from (${files.length} files, counts only):`);
  console.log(
    `  own crises, crisis answer     ${pct(answered, crises)}   (with the direct question: ${pct(answered + asked, crises)})`,
  );
  console.log(`  their harmless twins          ${pct(twinsAnswered, twins)} with a crisis answer`);
  console.log(`  ordinary messages             ${pct(messagesAnswered, messages)} with a crisis answer   goal ≤ 1 %`);
  console.log(`  ordinary conversations        ${pct(careful, conversations)} end in careful mode   goal ≤ 3 %`);
  console.log(`    a crisis answer at any turn ${pct(anyCrisis, conversations)}`);
}
