/**
 * Splits a document into passages for retrieval. About 900 characters (some
 * 130-150 German words) keeps a passage on one idea and lets five of them fit
 * comfortably into the chat's knowledge message; 150 characters of overlap
 * (about one sentence) keeps an answer that straddles a boundary findable.
 */
export const PASSAGE_TARGET_CHARS = 900;
export const PASSAGE_MAX_CHARS = 1200;
export const PASSAGE_OVERLAP_CHARS = 150;

export interface Passage {
  ordinal: number;
  /** Page where the passage starts (1-based). */
  page: number;
  text: string;
}

/**
 * A heading on its own line ("Stress im Alltag", "3.2 Atemübungen"): a short
 * line that does not end a sentence, before a line that starts one. It ends
 * with a full stop, so it stays its own sentence instead of being glued to
 * the first sentence of its section ("Stress im Alltag Viele Menschen …").
 * Lines of a wrapped paragraph are long, except its last, which ends one.
 */
function markHeadings(text: string): string {
  const lines = text.split("\n");
  return lines
    .map((line, i) => {
      const t = line.trim();
      const next = lines[i + 1]?.trim() ?? "";
      const before = i === 0 ? "" : (lines[i - 1]?.trim() ?? "");
      const startsSection = i === 0 || before === "" || /[.!?:…]$/u.test(before);
      const heading =
        t.length > 0 && t.split(/\s+/).length <= 8 && !/[.!?:;,…\-–]$/u.test(t) && /^[\p{Lu}\d„"]/u.test(next) && startsSection;
      return heading ? `${t}.` : line;
    })
    .join("\n");
}

function sentences(text: string): string[] {
  return markHeadings(text)
    .split(/(?<=[.!?…])\s+(?=[\p{Lu}\d„"])|\n{2,}/u)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .flatMap((s) =>
      s.length <= PASSAGE_MAX_CHARS
        ? [s]
        : (s.match(new RegExp(`.{1,${PASSAGE_TARGET_CHARS}}(\\s|$)`, "gu")) ?? [s]).map((p) => p.trim()),
    );
}

export function chunkPages(pages: { page: number; text: string }[]): Passage[] {
  const units = pages.flatMap((p) => sentences(p.text).map((text) => ({ page: p.page, text })));
  const out: Passage[] = [];
  let i = 0;
  while (i < units.length) {
    const start = i;
    let text = "";
    while (i < units.length && (text.length === 0 || text.length + units[i]!.text.length + 1 <= PASSAGE_TARGET_CHARS)) {
      text += (text ? " " : "") + units[i]!.text;
      i++;
    }
    out.push({ ordinal: out.length, page: units[start]!.page, text });
    if (i >= units.length) break;
    // Step back over the last sentences for the overlap, never to the start.
    let back = i;
    let overlap = 0;
    while (
      back - 1 > start &&
      overlap + units[back - 1]!.text.length <= (overlap === 0 ? 2 * PASSAGE_OVERLAP_CHARS : PASSAGE_OVERLAP_CHARS)
    ) {
      back--;
      overlap += units[back]!.text.length;
    }
    i = back;
  }
  return out;
}
