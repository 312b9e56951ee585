import { useEffect, useId, useState } from "react";
import {
  MAX_REPORTED_MS,
  PERCENTILES,
  STAGES,
  WINDOWS,
  type Breach,
  type OperationsSummary,
  type OperationsTargets,
  type Percentile,
  type Stage,
  type Window,
} from "#shared/api/operations";
import { format, LOCALES, type Lang } from "#shared/i18n";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi } from "../../lib/api/client";
import { operationsTexts } from "./texts";

type Texts = (typeof operationsTexts)[Lang];

/** A stage's target as the form holds it: the percentile and the milliseconds as typed. */
type TargetDraft = Record<Stage, { percentile: Percentile; ms: string }>;

const draftOf = (targets: OperationsTargets): TargetDraft =>
  Object.fromEntries(
    STAGES.map((stage) => {
      const t = targets.latency.find((l) => l.stage === stage);
      return [stage, { percentile: t?.percentile ?? "p90", ms: t ? String(t.maxMs) : "" }];
    }),
  ) as TargetDraft;

/** A provider kind in words (an unknown kind as it is). */
const kindName = (t: Texts, kind: string) => (t.kinds as Record<string, string | undefined>)[kind] ?? kind;

function breachText(b: Breach, t: Texts, ms: (n: number) => string, percent: (n: number) => string): string {
  if (b.kind === "latency")
    return format(t.breachLatency, {
      stage: t.stages[b.stage!],
      percentile: b.percentile ?? "",
      actual: ms(b.actual),
      target: ms(b.target),
    });
  return format(t.breachErrors, {
    kind: kindName(t, b.providerKind ?? ""),
    provider: b.provider ?? "",
    actual: percent(b.actual),
    target: percent(b.target),
  });
}

/**
 * "Betrieb" / "Operations" (decision 047): p50/p90/p95 of each stage of a
 * turn, the providers' error rates and the owner's targets, for 24 h, 7 d or
 * 30 d and for all personas or one. Tables with headers carry every figure;
 * a missed target is said in words, not only by colour.
 */
export function OperationsPanel({ lang, owner }: { lang: Lang; owner: boolean }) {
  const t = operationsTexts[lang];
  const id = useId();
  const api = useApi(lang);
  const admin = useAdminApi(lang);
  const [period, setPeriod] = useState<Window>("24h");
  const [persona, setPersona] = useState("");
  const [summary, setSummary] = useState<OperationsSummary | null>();
  const [draft, setDraft] = useState<TargetDraft>();
  const [maxErrors, setMaxErrors] = useState("");
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  const number = new Intl.NumberFormat(LOCALES[lang].tag, { maximumFractionDigits: 1 });
  const ms = (n: number) => `${number.format(n)} ms`;
  const percent = (n: number) => `${number.format(n)} %`;

  useEffect(() => {
    let current = true;
    setSummary(undefined);
    void settle<OperationsSummary>(
      api.GET("/api/operations", { params: { query: { window: period, ...(persona ? { persona } : {}) } } }),
      lang,
      t.loadFailed,
    ).then((answer) => {
      if (!current) return;
      setSummary(answer.ok ? answer.data : null);
      if (answer.ok && !draft) {
        setDraft(draftOf(answer.data.targets));
        setMaxErrors(answer.data.targets.maxErrorPercent === null ? "" : String(answer.data.targets.maxErrorPercent));
      }
    });
    return () => {
      current = false;
    };
    // The form is filled once, from the first answer; later answers must not overwrite what the owner types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, lang, t, period, persona]);

  const save = async () => {
    if (!draft) return;
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
    // The figures again, with the breaches of the new targets.
    const again = await settle<OperationsSummary>(
      api.GET("/api/operations", { params: { query: { window: period, ...(persona ? { persona } : {}) } } }),
      lang,
      t.loadFailed,
    );
    if (again.ok) setSummary(again.data);
  };

  const windowName = t.windows[period];
  const targetOf = (stage: Stage) => summary?.targets.latency.find((l) => l.stage === stage);
  const th = "px-3 py-2 text-left font-semibold text-zinc-200";
  const td = "px-3 py-2 whitespace-nowrap text-zinc-100 tabular-nums";

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6" data-testid="operations-panel">
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold text-white">
          {t.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-zinc-400">{t.intro}</p>
      </div>

      <div className="flex flex-wrap items-end gap-4">
        <fieldset>
          <legend className="text-sm font-medium text-white">{t.window}</legend>
          <div className="mt-1 inline-flex rounded-lg border border-white/15 p-1">
            {WINDOWS.map((w) => (
              <button
                key={w}
                type="button"
                aria-pressed={period === w}
                onClick={() => setPeriod(w)}
                className="rounded-md px-3 py-1.5 text-sm text-zinc-300 hover:text-white aria-pressed:bg-pink-600 aria-pressed:font-semibold aria-pressed:text-white"
              >
                {t.windows[w]}
              </button>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-persona`} className="block text-sm font-medium text-white">
            {t.persona}
          </label>
          <select
            id={`${id}-persona`}
            value={persona}
            onChange={(e) => setPersona(e.target.value)}
            className="mt-1 rounded-lg border border-white/15 bg-black px-3 py-2 text-sm text-white"
          >
            <option value="">{t.allPersonas}</option>
            {summary?.personas.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div aria-live="polite">
        {summary === undefined ? <p className="text-sm text-zinc-400">{t.loading}</p> : null}
        {summary === null ? (
          <p role="alert" className="text-red-300">
            {t.loadFailed}
          </p>
        ) : null}
      </div>

      {summary ? (
        <>
          {summary.breaches.length > 0 ? (
            <div
              role="alert"
              className="rounded-2xl border-2 border-amber-300 bg-amber-300/10 p-4"
              data-testid="operations-breaches"
            >
              <h3 className="font-semibold text-amber-200">{t.breachesTitle}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-100">
                {summary.breaches.map((b, i) => (
                  <li key={i}>{breachText(b, t, ms, percent)}</li>
                ))}
              </ul>
            </div>
          ) : summary.targets.latency.length > 0 || summary.targets.maxErrorPercent !== null ? (
            <p className="text-sm text-green-300" data-testid="operations-targets-met">
              {t.allMet}
            </p>
          ) : null}

          <div className="rounded-2xl border border-white/10 bg-zinc-950 p-4">
            <h3 className="text-lg font-semibold text-white">{t.latencyTitle}</h3>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[36rem] text-sm" data-testid="operations-stages">
                <caption className="sr-only">{format(t.latencyCaption, { window: windowName })}</caption>
                <thead className="border-b border-white/10">
                  <tr>
                    <th scope="col" className={th}>
                      {t.stage}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {t.turns}
                    </th>
                    {PERCENTILES.map((p) => (
                      <th key={p} scope="col" className={`${th} text-right`}>
                        {p}
                      </th>
                    ))}
                    <th scope="col" className={th}>
                      {t.target}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-white/5">
                  {summary.stages.map((s) => {
                    const target = targetOf(s.stage);
                    const actual = target ? s[target.percentile] : null;
                    const missed = target !== undefined && actual !== null && actual > target.maxMs;
                    return (
                      <tr key={s.stage} data-stage={s.stage}>
                        <th scope="row" className="px-3 py-2 text-left font-normal text-zinc-100">
                          {t.stages[s.stage]}
                        </th>
                        <td className={`${td} text-right`}>{number.format(s.count)}</td>
                        {s.count === 0 ? (
                          <td colSpan={3} className="px-3 py-2 text-right text-zinc-400">
                            {t.noData}
                          </td>
                        ) : (
                          PERCENTILES.map((p) => (
                            <td key={p} className={`${td} text-right`} data-percentile={p}>
                              {ms(s[p]!)}
                            </td>
                          ))
                        )}
                        <td className={`px-3 py-2 ${missed ? "font-semibold text-amber-200" : "text-zinc-300"}`}>
                          {target
                            ? format(missed ? t.targetMissed : t.targetMet, {
                                percentile: target.percentile,
                                target: ms(target.maxMs),
                              })
                            : t.noTarget}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <p className="mt-3 text-xs text-zinc-400">{t.stagesNote}</p>
          </div>

          <div className="rounded-2xl border border-white/10 bg-zinc-950 p-4">
            <h3 className="text-lg font-semibold text-white">{t.providersTitle}</h3>
            {summary.providers.length === 0 ? (
              <p className="mt-2 text-sm text-zinc-400">{t.noCalls}</p>
            ) : (
              <div className="mt-3 overflow-x-auto">
                <table className="w-full min-w-[30rem] text-sm" data-testid="operations-providers">
                  <caption className="sr-only">{format(t.providersCaption, { window: windowName })}</caption>
                  <thead className="border-b border-white/10">
                    <tr>
                      <th scope="col" className={th}>
                        {t.kind}
                      </th>
                      <th scope="col" className={th}>
                        {t.provider}
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        {t.calls}
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        {t.failures}
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        {t.errorRate}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-white/5">
                    {summary.providers.map((p) => (
                      <tr key={`${p.kind}/${p.provider}`}>
                        <th scope="row" className="px-3 py-2 text-left font-normal text-zinc-100">
                          {kindName(t, p.kind)}
                        </th>
                        <td className="px-3 py-2 text-zinc-100">{p.provider}</td>
                        <td className={`${td} text-right`}>{number.format(p.calls)}</td>
                        <td className={`${td} text-right`}>{number.format(p.failures)}</td>
                        <td className={`${td} text-right`}>{percent(p.errorPercent)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        </>
      ) : null}

      <div className="rounded-2xl border border-white/10 bg-zinc-950 p-4">
        <h3 className="text-lg font-semibold text-white">{t.targetsTitle}</h3>
        {!owner ? (
          <p className="mt-2 text-sm text-zinc-400">{t.ownerOnly}</p>
        ) : draft ? (
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
            <div aria-live="polite" className="text-sm">
              {result ? (
                <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-green-300" : "text-red-300"}>
                  {result.text}
                </p>
              ) : null}
            </div>
          </form>
        ) : null}
      </div>
    </section>
  );
}
