/** The title shown in the list: the original name without control characters. */
export function documentTitle(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const title = base
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200);
  return title || "Dokument.pdf";
}
