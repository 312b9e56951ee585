import { useCallback, useEffect, useId, useState } from "react";
import type { GapCoverResult, GapGroup, GapsOverview, PassageUse } from "#shared/api/gaps";
import { format, type Lang, LOCALES } from "#shared/i18n";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi } from "../../lib/api/client";
import { gapsTexts } from "./gaps-texts";

/** A question in the quotation marks of the page's language. */
const quoted = (text: string, lang: Lang) => (lang === "de" ? `„${text}“` : `“${text}”`);

/** One group of similar unanswered questions, with "mark as covered" (checked again with the test box's retrieval). */
function GapGroupItem({ group, lang }: { group: GapGroup; lang: Lang }) {
  const t = gapsTexts[lang];
  const api = useAdminApi(lang);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string; missing?: string[] }>();
  const date = new Intl.DateTimeFormat(LOCALES[lang].tag, { day: "numeric", month: "short", year: "numeric" });

  const cover = async () => {
    setBusy(true);
    setResult(undefined);
    const checked = await settle<GapCoverResult>(
      api.POST("/api/knowledge/gaps/cover", { body: { ids: group.ids } }),
      lang,
      t.coverFailed,
      (err, l) => changeFailedText(err, l, t.coverFailed),
    );
    setBusy(false);
    if (!checked.ok) return setResult({ ok: false, text: checked.text });
    if (checked.data.covered) setResult({ ok: true, text: t.covered });
    else
      setResult({
        ok: false,
        text: t.notCovered,
        missing: checked.data.checks.filter((c) => c.passage === null).map((c) => c.question),
      });
  };

  return (
    <li className="rounded-lg border border-white/10 bg-black/40 p-3" data-testid="gap-group">
      <p className="text-xs text-zinc-400">
        <span className="font-semibold text-pink-300">
          {group.count === 1 ? t.askedOnce : format(t.asked, { n: group.count })}
        </span>
        {" · "}
        {format(t.last, { date: date.format(new Date(`${group.lastAskedOn}T12:00:00`)) })}
      </p>
      <p className="mt-1 text-sm text-zinc-300">
        <span className="sr-only">{t.words}: </span>
        {group.words.map((w) => (
          <span key={w} className="mr-1 inline-block rounded bg-white/10 px-1.5 py-0.5 text-xs text-white">
            {w}
          </span>
        ))}
      </p>
      <ul className="mt-2 space-y-1 text-sm text-zinc-200">
        {group.questions.map((q) => (
          <li key={q} className="break-words">
            {quoted(q, lang)}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {result?.ok ? null : (
          <button
            type="button"
            onClick={() => void cover()}
            disabled={busy}
            className="rounded-lg border border-white/20 px-3 py-1.5 text-sm text-white hover:bg-white/10 disabled:opacity-60"
          >
            {busy ? t.checking : t.cover}
          </button>
        )}
        <div
          role={result && !result.ok ? "alert" : "status"}
          className={`text-sm ${result?.ok ? "text-green-300" : "text-amber-200"}`}
        >
          {result?.text ?? ""}
          {result?.missing?.length ? (
            <ul className="mt-1 list-disc pl-5">
              {result.missing.map((q) => (
                <li key={q}>{quoted(q, lang)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function PassageList({ title, list, empty, lang }: { title: string; list: PassageUse[]; empty: string; lang: Lang }) {
  const t = gapsTexts[lang];
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-white">
        {title}
      </h3>
      {list.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-400">{empty}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {list.map((p) => (
            <li key={p.passageId} className="rounded-lg border border-white/10 bg-black/40 p-2 text-sm">
              <p className="text-xs text-zinc-400">
                {p.hits > 0 ? <span className="mr-2 font-semibold text-pink-300">{format(t.hits, { n: p.hits })}</span> : null}
                {format(t.page, { title: p.title, page: p.page })}
              </p>
              <p className="mt-1 line-clamp-2 break-words text-zinc-200">{p.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * What the knowledge could not answer (GET /api/knowledge/gaps): groups of similar unanswered questions, most
 * asked first, each with "mark as covered" (a covered group stays in view until the next load), and the passages
 * used most and never.
 */
export function GapsView({ lang }: { lang: Lang }) {
  const t = gapsTexts[lang];
  const api = useApi(lang);
  const id = useId();
  const [view, setView] = useState<GapsOverview>();
  const [problem, setProblem] = useState<string>();
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    const result = await settle<GapsOverview>(api.GET("/api/knowledge/gaps"), lang, t.loadFailed);
    setLoading(false);
    if (!result.ok) return setProblem(result.text);
    setProblem(undefined);
    setView(result.data);
  }, [api, lang, t]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby={id} className="rounded-2xl border border-white/10 bg-zinc-950 p-4 sm:p-6" data-testid="gaps-view">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-white">
          {t.title}
        </h2>
        <button
          type="button"
          onClick={() => void load()}
          disabled={loading}
          className="rounded border border-white/20 px-2 py-1 text-xs text-white hover:bg-white/10 disabled:opacity-60"
        >
          {loading ? t.loading : t.reload}
        </button>
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {problem}
        </p>
      ) : null}
      {view ? (
        <>
          <p className="mt-1 text-sm text-zinc-400">
            {view.recording ? format(t.recording, { days: view.retentionDays }) : t.notRecording}
          </p>
          {view.groups.length === 0 ? (
            <p className="mt-4 text-sm text-zinc-300">{t.none}</p>
          ) : (
            <ol className="mt-4 space-y-3" data-testid="gap-groups">
              {view.groups.map((g) => (
                <GapGroupItem key={g.ids.join(",")} group={g} lang={lang} />
              ))}
            </ol>
          )}
          <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
            <PassageList title={t.mostUsed} list={view.mostUsed} empty={t.noneUsed} lang={lang} />
            <PassageList
              title={format(t.neverUsed, { n: view.neverUsedTotal })}
              list={view.neverUsed}
              // Nothing used and nothing unused: there are no passages yet.
              empty={view.mostUsed.length === 0 ? t.noPassages : t.allUsed}
              lang={lang}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
