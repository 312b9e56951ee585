/**
 * PostgreSQL's text search, read and scored in JavaScript for the in-process search index
 * (memory-index.ts): a tsvector's text form parsed into lexemes and position counts, and
 * ts_rank_cd's cover density for a query of alternatives, to the float4 PostgreSQL returns.
 */

/** ts_rank_cd's weight of an unweighted (D) position, as PostgreSQL holds it: a float4. */
const INVERSE_WEIGHT_D = 1 / Math.fround(0.1);

/**
 * ts_rank_cd(tsvector, q, 32) for a query of alternatives (`'a' | 'b'`), from the
 * number of positions of the passage where one of them occurs: every such
 * position is a cover of its own and adds 1 / (1 / 0.1) (all positions of
 * to_tsvector weigh D); normalisation 32 is rank / (rank + 1); the result a float4.
 */
export function coverDensity(positions: number): number {
  const cover = 1 / INVERSE_WEIGHT_D;
  let rank = 0;
  for (let i = 0; i < positions; i++) rank += cover;
  return Math.fround(rank / (rank + 1));
}

/**
 * Reads a tsvector's text form (`'lexeme':1,5 'it''s':3`), calling `onLexeme`
 * with each lexeme and its number of positions (1 for a lexeme without any,
 * which ts_rank_cd counts as one); answers the number of lexemes.
 */
export function parseTsvector(text: string, onLexeme: (lexeme: string, positions: number) => void): number {
  let i = 0;
  let count = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text.charCodeAt(i) === 32) i++;
    if (i >= n) break;
    if (text.charCodeAt(i) !== 39) throw new Error(`Unexpected tsvector text at ${i}`);
    i++;
    let lexeme = "";
    let start = i;
    for (;;) {
      if (i >= n) throw new Error("Unterminated lexeme in tsvector text");
      const c = text.charCodeAt(i);
      if (c === 39) {
        if (text.charCodeAt(i + 1) === 39) {
          lexeme += text.slice(start, i + 1);
          i += 2;
          start = i;
          continue;
        }
        lexeme += text.slice(start, i);
        i++;
        break;
      }
      if (c === 92) {
        lexeme += text.slice(start, i) + text.charAt(i + 1);
        i += 2;
        start = i;
        continue;
      }
      i++;
    }
    let positions = 1;
    if (text.charCodeAt(i) === 58) {
      i++;
      while (i < n && text.charCodeAt(i) !== 32) {
        if (text.charCodeAt(i) === 44) positions++;
        i++;
      }
    }
    count++;
    onLexeme(lexeme, positions);
  }
  return count;
}
