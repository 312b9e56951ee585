import { useCallback, useEffect, useId, useState } from "react";
import {
  PERCENTILES,
  WINDOWS,
  type Breach,
  type OperationsSummary,
  type OperationsTargets,
  type Stage,
  type Window,
} from "#shared/api/operations";
import { format, LOCALES, type Lang } from "#shared/i18n";
import { settle, useApi } from "../../lib/api/client";
import { FiguresTable, td } from "./figures-table";
import { TargetsForm } from "./targets-form";
import { operationsTexts } from "./texts";

type Texts = (typeof operationsTexts)[Lang];

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
  const [period, setPeriod] = useState<Window>("24h");
  const [persona, setPersona] = useState("");
  const [summary, setSummary] = useState<OperationsSummary | null>();
  /** The targets of the first answer, which fill the form once: later answers must not overwrite what the owner types. */
  const [initialTargets, setInitialTargets] = useState<OperationsTargets>();

  const number = new Intl.NumberFormat(LOCALES[lang].tag, { maximumFractionDigits: 1 });
  const ms = (n: number) => `${number.format(n)} ms`;
  const percent = (n: number) => `${number.format(n)} %`;

  const load = useCallback(
    () =>
      settle<OperationsSummary>(
        api.GET("/api/operations", { params: { query: { window: period, ...(persona ? { persona } : {}) } } }),
        lang,
        t.loadFailed,
      ),
    [api, lang, t, period, persona],
  );

  useEffect(() => {
    let current = true;
    setSummary(undefined);
    void load().then((answer) => {
      if (!current) return;
      setSummary(answer.ok ? answer.data : null);
      if (answer.ok) setInitialTargets((first) => first ?? answer.data.targets);
    });
    return () => {
      current = false;
    };
  }, [load]);

  // The figures again after a save, with the breaches of the new targets.
  const reload = () =>
    void load().then((again) => {
      if (again.ok) setSummary(again.data);
    });

  const windowName = t.windows[period];
  const targetOf = (stage: Stage) => summary?.targets.latency.find((l) => l.stage === stage);

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

          <FiguresTable
            title={t.latencyTitle}
            caption={format(t.latencyCaption, { window: windowName })}
            testId="operations-stages"
            minWidth="min-w-[36rem]"
            columns={[
              { key: "stage", label: t.stage },
              { key: "turns", label: t.turns, numeric: true },
              ...PERCENTILES.map((p) => ({ key: p, label: p, numeric: true })),
              { key: "target", label: t.target },
            ]}
            note={t.stagesNote}
          >
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
          </FiguresTable>

          <FiguresTable
            title={t.providersTitle}
            caption={format(t.providersCaption, { window: windowName })}
            testId="operations-providers"
            minWidth="min-w-[30rem]"
            columns={[
              { key: "kind", label: t.kind },
              { key: "provider", label: t.provider },
              { key: "calls", label: t.calls, numeric: true },
              { key: "failures", label: t.failures, numeric: true },
              { key: "rate", label: t.errorRate, numeric: true },
            ]}
            empty={summary.providers.length === 0 ? t.noCalls : undefined}
          >
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
          </FiguresTable>
        </>
      ) : null}

      <div className="rounded-2xl border border-white/10 bg-zinc-950 p-4">
        <h3 className="text-lg font-semibold text-white">{t.targetsTitle}</h3>
        {!owner ? (
          <p className="mt-2 text-sm text-zinc-400">{t.ownerOnly}</p>
        ) : initialTargets ? (
          <TargetsForm lang={lang} initial={initialTargets} onSaved={reload} />
        ) : null}
      </div>
    </section>
  );
}
