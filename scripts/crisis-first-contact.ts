/**
 * How the graded crisis check, as committed, does on a new writer's messages before anything is learned
 * from them: the honest measure of generalisation (docs/decisions/035-graded-safety.md). Run it on a new
 * training file first, then add the file to the training messages.
 *
 *   npx tsx scripts/crisis-first-contact.ts new-writer.jsonl [more.jsonl …] [--misses]
 *
 * A file holds lines as the training files do (tests/fixtures/crisis/training-*.jsonl): `kind` own-crisis
 * with its `level`, `other: true` for someone else in danger, `past`, everyday-… kinds, or `label` for the
 * older corpus format; `turns` for a conversation, read stage by stage as the chat reads it.
 */
import { expected, readWriterFile, stages, worstGrade, type Expected } from "../bench/crisis-never-learned";

for (const file of process.argv.slice(2).filter((a) => !a.startsWith("--"))) {
  const lines = readWriterFile(file);
  /** Per expected grade and kind: how often each grade was given. */
  const table = new Map<string, Map<string, number>>();
  const misses: string[] = [];
  for (const line of lines) {
    const want = expected(line);
    // A conversation counts each stage as the check reads it turn by turn; its verdict is its worst stage.
    const got = worstGrade(line);
    const key = `${want}/${line.kind}${line.turns ? " (conversation)" : ""}`;
    const row = table.get(key) ?? new Map<string, number>();
    row.set(got, (row.get(got) ?? 0) + 1);
    table.set(key, row);
    const right = want === "none" ? got !== "crisis" && got !== "other" : want === "past" ? got !== "crisis" : got === want;
    if (!right) misses.push(`${want}→${got} ${line.id} ${line.level ?? ""}: ${stages(line).at(-1)!.join(" | ")}`);
  }
  console.log(`${file}: ${lines.length} lines`);
  for (const [key, row] of [...table].sort()) {
    const n = [...row.values()].reduce((a, b) => a + b, 0);
    const cells = [...row].sort().map(([g, c]) => `${g} ${c}`);
    console.log(`  ${key.padEnd(40)} ${String(n).padStart(4)}: ${cells.join(", ")}`);
  }
  const sum = (want: Expected, got: (g: string) => boolean) =>
    [...table]
      .filter(([k]) => k.startsWith(`${want}/`))
      .reduce((a, [, row]) => a + [...row].filter(([g]) => got(g)).reduce((x, [, c]) => x + c, 0), 0);
  const total = (want: Expected) => sum(want, () => true);
  if (total("crisis"))
    console.log(
      `  own crises: crisis answer ${sum("crisis", (g) => g === "crisis")}/${total("crisis")}, or the question ${sum("crisis", (g) => g === "crisis" || g === "concern")}`,
    );
  if (total("other")) console.log(`  someone else in danger guided: ${sum("other", (g) => g === "other")}/${total("other")}`);
  if (total("none")) console.log(`  harmless with a crisis answer: ${sum("none", (g) => g === "crisis")}/${total("none")}`);
  if (total("past"))
    console.log(`  crises long over with a crisis answer: ${sum("past", (g) => g === "crisis")}/${total("past")}`);
  if (process.argv.includes("--misses")) for (const m of misses) console.log(`  ${m}`);
}
