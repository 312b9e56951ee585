/**
 * Transcript redaction (decision 041): per kind, how many identifiers of the
 * fixture (tests/fixtures/redaction) the redactor replaces, and in how many
 * sentences it replaces an ordinary word. Held-out half by default;
 * `npx tsx bench/redaction.ts tune` counts the tuning half instead.
 */
import {
  createIdentifierRedactor,
  type IdentifierKind,
  type IdentifierSpan,
} from "../src/server/features/transcripts/redact-identifiers";
import { loadIdentifierSentences, loadOrdinarySentences, type RedactionSplit } from "../tests/fixtures/redaction/redaction";

const split: RedactionSplit = process.argv[2] === "tune" ? "tune" : "heldout";
const verbose = process.argv.includes("--verbose") && split === "tune";
const redactor = createIdentifierRedactor();
const KINDS: IdentifierKind[] = ["name", "email", "phone", "iban", "address", "birthdate", "place"];

const pct = (a: number, n: number) => (n === 0 ? "–" : `${((100 * a) / n).toFixed(1)} % (${a}/${n})`);

/** Every letter and digit of [start, end) lies inside one of `spans` (of `kind`, when given). */
function covered(text: string, start: number, end: number, spans: IdentifierSpan[], kind?: IdentifierKind): boolean {
  for (let i = start; i < end; i++) {
    if (!/[\p{L}\p{N}]/u.test(text[i]!)) continue;
    if (!spans.some((s) => (!kind || s.kind === kind) && s.start <= i && i < s.end)) return false;
  }
  return true;
}

/** A letter or digit replaced that no expected span holds: an ordinary word lost. */
function overreach(text: string, found: IdentifierSpan[], expected: { start: number; end: number }[]): string[] {
  const lost: string[] = [];
  for (const s of found) {
    let outside = "";
    for (let i = s.start; i < s.end; i++)
      if (/[\p{L}\p{N}]/u.test(text[i]!) && !expected.some((e) => e.start <= i && i < e.end)) outside += text[i];
    if (outside) lost.push(text.slice(s.start, s.end));
  }
  return lost;
}

const sentences = loadIdentifierSentences(split);
const perKind = new Map(KINDS.map((k) => [k, { n: 0, found: 0, hidden: 0 }]));
let exact = 0;
let overSentences = 0;
for (const s of sentences) {
  const found = redactor.find(s.text);
  for (const e of s.spans) {
    const k = perKind.get(e.kind)!;
    k.n++;
    if (covered(s.text, e.start, e.end, found, e.kind)) k.found++;
    if (covered(s.text, e.start, e.end, found)) k.hidden++;
    else if (verbose) console.log(`  missed ${e.kind}: ${JSON.stringify(e.text)} in ${s.id}: ${s.text}`);
  }
  const lost = overreach(s.text, found, s.spans);
  if (lost.length > 0) {
    overSentences++;
    if (verbose) console.log(`  too much in ${s.id}: ${JSON.stringify(lost)}: ${s.text}`);
  }
  if (redactor.redact(s.text) === s.redacted) exact++;
}

const ordinary = loadOrdinarySentences(split);
let wrong = 0;
for (const s of ordinary) {
  const found = redactor.find(s.text);
  if (found.length > 0) {
    wrong++;
    if (verbose) console.log(`  wrongly replaced in ${s.id}: ${redactor.redact(s.text)}`);
  }
}

console.log(
  `Transcript redaction on the ${split} half (${sentences.length} sentences with identifiers, ${ordinary.length} without)`,
);
console.log("kind        recall (right placeholder)   hidden by any placeholder");
for (const k of KINDS) {
  const { n, found, hidden } = perKind.get(k)!;
  console.log(`${k.padEnd(11)} ${pct(found, n).padEnd(28)} ${pct(hidden, n)}`);
}
const all = [...perKind.values()].reduce((a, k) => ({ n: a.n + k.n, found: a.found + k.found }), { n: 0, found: 0 });
console.log(`${"all".padEnd(11)} ${pct(all.found, all.n)}`);
console.log(`redacted text exactly as expected: ${pct(exact, sentences.length)}`);
console.log(`ordinary sentences with a word wrongly replaced: ${pct(wrong, ordinary.length)}`);
console.log(`sentences with identifiers where an ordinary word was replaced too: ${pct(overSentences, sentences.length)}`);
const start = performance.now();
for (let r = 0; r < 20; r++) for (const s of sentences) redactor.redact(s.text);
console.log(`time per sentence: ${((performance.now() - start) / (20 * sentences.length)).toFixed(3)} ms`);
