import CheckCircle from "lucide-react/icons/circle-check";
import Loader from "lucide-react/icons/loader-circle";
import AlertTriangle from "lucide-react/icons/triangle-alert";
import { useId, useState, type FormEvent } from "react";
import type { WebSourceJson } from "#shared/api/web-sources";
import { format, LOCALES, type Lang } from "#shared/i18n";
import { WEB_SOURCE_ERROR_TEXTS, WEB_SOURCE_LIMITS } from "#shared/web-sources";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle } from "../../lib/api/client";
import type { WebSourcesState } from "./use-web-sources";
import { webTexts } from "./web-source-texts";

function SourceStatus({ source, lang }: { source: WebSourceJson; lang: Lang }) {
  const t = webTexts[lang];
  const reason = source.errorCode
    ? format(WEB_SOURCE_ERROR_TEXTS[lang][source.errorCode], { detail: source.errorDetail ?? "" })
    : undefined;
  const Icon = source.status === "COMPLETED" ? CheckCircle : source.status === "PROCESSING" ? Loader : AlertTriangle;
  const colour =
    source.status === "COMPLETED" ? "text-green-300" : source.status === "PROCESSING" ? "text-sky-300" : "text-red-300";
  return (
    <span className={`inline-flex flex-col ${colour}`} data-testid="web-source-status">
      <span className="inline-flex items-center gap-1">
        <Icon aria-hidden="true" className={`h-4 w-4 ${source.status === "PROCESSING" ? "animate-spin" : ""}`} />
        {t.status[source.status]}
      </span>
      {reason && source.status !== "PROCESSING" ? <span className="text-xs text-red-200">{reason}</span> : null}
    </span>
  );
}

/** The knowledge base's web sources: add a page or a sitemap, see each one's status live, fetch again, remove. */
export function WebSources({ lang, web }: { lang: Lang; web: WebSourcesState }) {
  const t = webTexts[lang];
  const id = useId();
  const api = useAdminApi(lang);
  const { sources, setSources, upsert, problem: loadProblem } = web;
  const [url, setUrl] = useState("");
  const [kind, setKind] = useState<"page" | "sitemap">("page");
  const [pageLimit, setPageLimit] = useState(20);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const dateFormat = new Intl.DateTimeFormat(LOCALES[lang].tag, { dateStyle: "short", timeStyle: "short" });

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(undefined);
    setBusy(true);
    const body = { url, kind, pageLimit: kind === "sitemap" ? pageLimit : 1 };
    const result = await settle<WebSourceJson>(api.POST("/api/web-sources", { body }), lang, t.addFailed, (err, l) =>
      changeFailedText(err, l, t.addFailed),
    );
    setBusy(false);
    if (!result.ok) return setProblem(result.text);
    upsert(result.data);
    setUrl("");
  };
  const refresh = async (source: WebSourceJson) => {
    setProblem(undefined);
    const params = { path: { id: source.id } };
    const result = await settle<WebSourceJson>(
      api.POST("/api/web-sources/{id}/refresh", { params }),
      lang,
      t.refreshFailed,
      (err, l) => changeFailedText(err, l, t.refreshFailed),
    );
    if (!result.ok) return setProblem(result.text);
    upsert(result.data);
  };
  const remove = async (source: WebSourceJson) => {
    setProblem(undefined);
    const params = { path: { id: source.id } };
    const result = await settle(api.DELETE("/api/web-sources/{id}", { params }), lang, t.removeFailed, (err, l) =>
      changeFailedText(err, l, t.removeFailed),
    );
    if (!result.ok) return setProblem(result.text);
    setSources((list) => list?.filter((s) => s.id !== source.id));
  };

  const field = "mt-1 w-full rounded border border-white/20 bg-black/40 px-3 py-2 text-sm text-white";
  return (
    <section className="rounded-2xl border border-white/10 bg-zinc-950 p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{t.intro}</p>
      <form onSubmit={(e) => void add(e)} className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto] sm:items-end">
        <label className="block text-sm text-zinc-200">
          {t.url}
          <input
            type="url"
            required
            maxLength={2000}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://"
            className={field}
          />
        </label>
        <label className="block text-sm text-zinc-200">
          {t.kind}
          <select value={kind} onChange={(e) => setKind(e.target.value as "page" | "sitemap")} className={field}>
            <option value="page">{t.page}</option>
            <option value="sitemap">{t.sitemap}</option>
          </select>
        </label>
        {kind === "sitemap" ? (
          <label className="block text-sm text-zinc-200">
            {t.pageLimit}
            <input
              type="number"
              min={1}
              max={WEB_SOURCE_LIMITS.maxPages}
              value={pageLimit}
              onChange={(e) => setPageLimit(Math.max(1, Math.min(WEB_SOURCE_LIMITS.maxPages, Number(e.target.value) || 1)))}
              className={`${field} sm:w-28`}
            />
          </label>
        ) : (
          <span className="hidden sm:block" />
        )}
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-pink-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
        >
          {busy ? t.adding : t.add}
        </button>
      </form>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {problem}
        </p>
      ) : null}
      {sources === undefined ? <p className="mt-4 text-sm text-zinc-400">{t.loading}</p> : null}
      {sources === null ? (
        <p role="alert" className="mt-4 text-sm text-red-300">
          {loadProblem}
        </p>
      ) : null}
      {sources && sources.length === 0 ? <p className="mt-4 text-sm text-zinc-400">{t.empty}</p> : null}
      {sources && sources.length > 0 ? (
        <ul className="mt-4 divide-y divide-white/10" data-testid="web-sources">
          {sources.map((s) => (
            <li key={s.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3 text-sm" data-testid="web-source">
              <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                <a href={s.url} target="_blank" rel="noopener noreferrer" className="break-all text-white hover:underline">
                  {s.url}
                  <span className="sr-only"> {t.opensNew}</span>
                </a>
                <p className="mt-1 text-xs text-zinc-400">
                  {s.kind === "sitemap" ? t.sitemap : t.page} ·{" "}
                  <span data-testid="web-source-pages">
                    {s.pageCount === 1 ? t.onePage : format(t.pages, { n: s.pageCount })}
                  </span>
                  {s.failedPages > 0 ? ` · ${format(t.failedPages, { n: s.failedPages })}` : ""} ·{" "}
                  {s.lastFetchedAt ? format(t.lastFetched, { time: dateFormat.format(new Date(s.lastFetchedAt)) }) : t.never}
                </p>
              </div>
              <SourceStatus source={s} lang={lang} />
              <div className="flex gap-2">
                <button
                  type="button"
                  onClick={() => void refresh(s)}
                  disabled={s.status === "PROCESSING"}
                  className="rounded border border-white/20 px-2 py-1 text-xs text-white disabled:opacity-40"
                >
                  {t.refresh}
                  <span className="sr-only">: {s.url}</span>
                </button>
                <ConfirmDialog
                  trigger={
                    <button type="button" className="rounded bg-red-700 px-2 py-1 text-xs text-white">
                      {t.remove}
                      <span className="sr-only">: {s.url}</span>
                    </button>
                  }
                  title={t.confirmTitle}
                  description={format(t.confirmText, { url: s.url })}
                  cancel={t.cancel}
                  confirm={t.confirm}
                  onConfirm={() => void remove(s)}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
