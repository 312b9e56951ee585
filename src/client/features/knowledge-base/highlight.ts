/** A stretch of a passage: a matched word, or the text between matched words. */
export interface Segment {
  text: string;
  match: boolean;
}

/**
 * Splits a passage into matched words and the text between them, for
 * highlighting. `words` are spellings as the server found them in the passage
 * (GET /api/knowledge/search, `matched`); a word matches whole, the way the
 * server splits words (runs of letters), never inside another word.
 */
export function highlightSegments(text: string, words: readonly string[]): Segment[] {
  const wanted = new Set(words);
  const segments: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(/\p{L}+/gu)) {
    if (!wanted.has(m[0])) continue;
    if (m.index > last) segments.push({ text: text.slice(last, m.index), match: false });
    segments.push({ text: m[0], match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
