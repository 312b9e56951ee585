import { type Lang, LOCALES } from "#shared/i18n";

/** The ROI calculator's ranges and defaults. */
export const ROI_LIMITS = {
  employees: { min: 100, max: 10000, step: 100, default: 100 },
  sickDays: { min: 1, max: 30, step: 1, default: 12 },
  costPerDay: { min: 150, max: 500, step: 10, default: 250 },
} as const;

/** The assumed reduction of sick days: 30 %. */
export const ASSUMED_REDUCTION = 0.3;

/** Savings per year = employees × sick days × cost per day × 0.3. */
export function roiSavings(employees: number, sickDays: number, costPerDay: number): number {
  return employees * sickDays * costPerDay * ASSUMED_REDUCTION;
}

export function formatEuro(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang].tag, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(value);
}
