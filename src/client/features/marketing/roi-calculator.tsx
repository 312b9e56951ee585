import { useId, useState } from "react";
import { defineTexts, type Lang, LOCALES } from "#shared/i18n";
import { formatEuro, ROI_LIMITS, roiSavings } from "./roi";

const texts = defineTexts({
  de: {
    title: "ROI-Rechner",
    intro: "Schätzen Sie, was weniger Fehltage Ihrem Unternehmen bringen können.",
    employees: "Anzahl Mitarbeitende",
    sickDays: "Krankheitstage pro Person und Jahr",
    costPerDay: "Kosten pro Krankheitstag",
    result: "Mögliche Einsparung pro Jahr",
    assumption: "Annahme: 30 % weniger Krankheitstage. Die Rechnung ist eine Schätzung, kein Versprechen.",
  },
  en: {
    title: "ROI calculator",
    intro: "Estimate what fewer sick days could mean for your company.",
    employees: "Number of employees",
    sickDays: "Sick days per person per year",
    costPerDay: "Cost per sick day",
    result: "Possible savings per year",
    assumption: "Assumption: 30% fewer sick days. The calculation is an estimate, not a promise.",
  },
});

function Range({
  label,
  value,
  min,
  max,
  step,
  onChange,
  display,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
  display: string;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium text-zinc-200">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold tabular-nums text-white">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        onChange={(e) => onChange(Number(e.target.value))}
        className="mt-2 w-full accent-pink-500"
      />
    </div>
  );
}

export function RoiCalculator({ lang }: { lang: Lang }) {
  const t = texts[lang];
  const [employees, setEmployees] = useState<number>(ROI_LIMITS.employees.default);
  const [sickDays, setSickDays] = useState<number>(ROI_LIMITS.sickDays.default);
  const [cost, setCost] = useState<number>(ROI_LIMITS.costPerDay.default);
  const nf = new Intl.NumberFormat(LOCALES[lang].tag);
  return (
    <div className="grid gap-8 rounded-3xl border border-white/10 bg-zinc-950 p-6 md:grid-cols-2 md:p-8">
      <div className="space-y-6">
        <h3 className="text-xl font-semibold text-white">{t.title}</h3>
        <p className="text-sm text-zinc-300">{t.intro}</p>
        <Range
          label={t.employees}
          value={employees}
          {...ROI_LIMITS.employees}
          onChange={setEmployees}
          display={nf.format(employees)}
        />
        <Range
          label={t.sickDays}
          value={sickDays}
          {...ROI_LIMITS.sickDays}
          onChange={setSickDays}
          display={nf.format(sickDays)}
        />
        <Range label={t.costPerDay} value={cost} {...ROI_LIMITS.costPerDay} onChange={setCost} display={formatEuro(cost, lang)} />
      </div>
      <div className="flex flex-col justify-center rounded-2xl bg-gradient-to-br from-purple-900/60 to-pink-900/40 p-6 text-center">
        <p className="text-sm font-medium text-zinc-200">{t.result}</p>
        <p aria-live="polite" data-testid="roi-result" className="mt-2 text-4xl font-extrabold tabular-nums text-white">
          {formatEuro(roiSavings(employees, sickDays, cost), lang)}
        </p>
        <p className="mt-4 text-xs text-zinc-300">{t.assumption}</p>
      </div>
    </div>
  );
}
