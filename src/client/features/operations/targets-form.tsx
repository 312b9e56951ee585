import { useId, useState } from "react";
import {
  MAX_REPORTED_MS,
  PERCENTILES,
  STAGES,
  type OperationsTargets,
  type Percentile,
  type Stage,
} from "#shared/api/operations";
import { format, type Lang } from "#shared/i18n";
import { SaveResultLine, type SaveResult } from "../../components/save-result";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle } from "../../lib/api/client";
import { operationsTexts } from "./texts";

/** A stage's target as the form holds it: the percentile and the milliseconds as typed. */
type TargetDraft = Record<Stage, { percentile: Percentile; ms: string }>;

const draftOf = (targets: OperationsTargets): TargetDraft =>
  Object.fromEntries(
    STAGES.map((stage) => {
      const t = targets.latency.find((l) => l.stage === stage);
      return [stage, { percentile: t?.percentile ?? "p90", ms: t ? String(t.maxMs) : "" }];
    }),
  ) as TargetDraft;

/**
 * The owner's targets: a percentile and milliseconds per stage, and the highest error rate of a
 * provider. Filled once from `initial`; `onSaved` runs after a save went through (the figures again).
 */
export function TargetsForm({ lang, initial, onSaved }: { lang: Lang; initial: OperationsTargets; onSaved: () => void }) {
  const t = operationsTexts[lang];
  const id = useId();
  const admin = useAdminApi(lang);
  const [draft, setDraft] = useState<TargetDraft>(() => draftOf(initial));
  const [maxErrors, setMaxErrors] = useState(initial.maxErrorPercent === null ? "" : String(initial.maxErrorPercent));
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<SaveResult>();

  const save = async () => {
    const latency = STAGES.flatMap((stage) => {
      const d = draft[stage];
      return d.ms.trim() === "" ? [] : [{ stage, percentile: d.percentile, maxMs: Number(d.ms) }];
    });
    const errors = maxErrors.trim() === "" ? null : Number(maxErrors.replace(",", "."));
    const valid =
      latency.every((l) => Number.isInteger(l.maxMs) && l.maxMs >= 1 && l.maxMs <= MAX_REPORTED_MS) &&
      (errors === null || (Number.isFinite(errors) && errors >= 0 && errors <= 100));
    if (!valid) return setResult({ ok: false, text: t.invalid });
    setSaving(true);
    setResult(undefined);
    const saved = await settle<OperationsTargets>(
      admin.PUT("/api/operations/targets", { body: { latency, maxErrorPercent: errors } }),
      lang,
      t.saveFailed,
      (err, l) => changeFailedText(err, l, t.saveFailed),
    );
    setSaving(false);
    if (!saved.ok) return setResult({ ok: false, text: saved.text });
    setResult({ ok: true, text: t.saved });
    onSaved();
  };

  return (
    <form
      className="mt-2 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p className="text-sm text-zinc-400">{t.targetsIntro}</p>
      {STAGES.map((stage) => (
        <div key={stage} className="flex flex-wrap items-center gap-2">
          <span className="w-full text-sm text-zinc-200 sm:w-72">{t.stages[stage]}</span>
          <select
            aria-label={format(t.targetPercentile, { stage: t.stages[stage] })}
            value={draft[stage].percentile}
            onChange={(e) => {
              setResult(undefined);
              setDraft({ ...draft, [stage]: { ...draft[stage], percentile: e.target.value as Percentile } });
            }}
            className="rounded-lg border border-white/15 bg-black px-2 py-2 text-sm text-white"
          >
            {PERCENTILES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_REPORTED_MS}
            step={1}
            aria-label={format(t.targetMs, { stage: t.stages[stage] })}
            value={draft[stage].ms}
            onChange={(e) => {
              setResult(undefined);
              setDraft({ ...draft, [stage]: { ...draft[stage], ms: e.target.value } });
            }}
            className="w-32 rounded-lg border border-white/15 bg-black px-3 py-2 text-sm text-white focus:border-pink-400 focus:outline-none"
          />
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-errors`} className="w-full text-sm text-zinc-200 sm:w-72">
          {t.maxErrors}
        </label>
        <input
          id={`${id}-errors`}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.1}
          value={maxErrors}
          onChange={(e) => {
            setResult(undefined);
            setMaxErrors(e.target.value);
          }}
          className="w-32 rounded-lg border border-white/15 bg-black px-3 py-2 text-sm text-white focus:border-pink-400 focus:outline-none"
        />
      </div>
      <button
        type="submit"
        disabled={saving}
        className="rounded-lg bg-pink-600 px-4 py-2 text-sm font-semibold text-white hover:bg-pink-500 disabled:opacity-60"
      >
        {saving ? t.saving : t.save}
      </button>
      <SaveResultLine result={result} />
    </form>
  );
}
