/**
 * A CSV cell: quoted, and every formula start defused so a spreadsheet never
 * runs it. Quoting alone is not enough: German Excel splits a line on `;`
 * (English on `,`, some imports on tabs) and then reads what follows a
 * separator inside a quoted cell as a cell of its own, so `x;=1+1` would
 * become a formula. A `'` therefore goes before = + - @ at the start of the
 * cell and after every separator or line break in it (spaces and quotes in
 * between count as the start too), which spreadsheets show as plain text.
 * Every CSV export (transcripts, inquiries) writes its cells with it.
 */
function csvCell(value: string | number | boolean | null): string {
  const s = (value === null ? "" : String(value)).replace(/(^|[,;\t\r\n])([\s"]*)([=+\-@])/g, "$1$2'$3");
  return `"${s.replace(/"/g, '""')}"`;
}

/** Lines of cells as a CSV file: a header line, CRLF line ends, UTF-8 with a byte-order mark so spreadsheets read the umlauts. */
export function csvFile(header: readonly string[], rows: readonly (string | number | boolean | null)[][]): string {
  const lines = [header.join(","), ...rows.map((cells) => cells.map(csvCell).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
