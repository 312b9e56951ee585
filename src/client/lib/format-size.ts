import { type Lang, LOCALES } from "#shared/i18n";

/** 1234567 → "1,2 MB" (German) / "1.2 MB" (English). */
export function formatSize(bytes: number, lang: Lang): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const nf = new Intl.NumberFormat(LOCALES[lang].tag, { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return `${nf.format(value)} ${units[unit]}`;
}
