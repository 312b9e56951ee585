import { useCallback, useEffect, useId, useState } from "react";
import { TRANSCRIPT_MAX_QUERY, type TranscriptPage, type TranscriptSummary } from "#shared/contracts/transcripts";
import { format, type Lang } from "#shared/i18n";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi, type Settled } from "../../lib/api/client";
import { refusedText } from "../../lib/api/errors";
import { transcriptTexts } from "./texts";
import { ExportLinks, TranscriptItem } from "./transcript-item";
import { TranscriptSettings } from "./transcript-settings";
import { button } from "./ui";

/** The 'Transkripte' tab: the setting, then the stored transcripts, newest first, searchable, a page at a time. */
export function TranscriptsPanel({ lang }: { lang: Lang }) {
  const t = transcriptTexts[lang];
  const id = useId();
  const api = useApi(lang);
  const adminApi = useAdminApi(lang);
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  // undefined while the first page loads; a failed one says why.
  const [list, setList] = useState<Settled<TranscriptPage>>();
  const page = list?.ok ? list.data : undefined;
  const setPage = (change: (p: TranscriptPage) => TranscriptPage) =>
    setList((l) => (l?.ok ? { ok: true, data: change(l.data) } : l));
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState<string>();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();

  const loadFailed = t.loadFailed;
  /** One page of the list from `offset`, matching `query` when there is one. */
  const fetchPage = useCallback(
    (query: string, offset: number) =>
      settle<TranscriptPage>(
        api.GET("/api/transcripts", { params: { query: { offset: String(offset), ...(query ? { q: query } : {}) } } }),
        lang,
        loadFailed,
      ),
    [api, lang, loadFailed],
  );

  useEffect(() => {
    let cancelled = false;
    setList(undefined);
    void fetchPage(q, 0).then((result) => !cancelled && setList(result));
    return () => {
      cancelled = true;
    };
  }, [fetchPage, q]);

  const more = async () => {
    if (!page || page.next === null) return;
    setLoadingMore(true);
    setMoreFailed(undefined);
    const result = await fetchPage(q, page.next);
    if (result.ok) {
      const next = result.data;
      setPage((p) => ({ items: [...p.items, ...next.items], total: next.total, next: next.next }));
    } else setMoreFailed(result.text);
    setLoadingMore(false);
  };

  const remove = async (item: TranscriptSummary): Promise<boolean> => {
    setNotice(undefined);
    try {
      const { error, response } = await adminApi.DELETE("/api/transcripts/{id}", { params: { path: { id: item.id } } });
      // A transcript already gone (deleted elsewhere, or by housekeeping) is what the operator wanted.
      if (!response.ok && response.status !== 404) {
        setNotice({ ok: false, text: refusedText(error, lang, t.deleteFailed) });
        return false;
      }
      setPage((p) => ({
        ...p,
        items: p.items.filter((i) => i.id !== item.id),
        total: Math.max(0, p.total - 1),
        next: p.next === null ? null : p.next - 1,
      }));
      setNotice({ ok: true, text: t.deleted });
      return true;
    } catch (err) {
      setNotice({ ok: false, text: changeFailedText(err, lang, t.deleteFailed) });
      return false;
    }
  };

  const total =
    page && q
      ? page.total === 1
        ? format(t.totalForOne, { q })
        : format(t.totalFor, { n: page.total, q })
      : page
        ? page.total === 1
          ? t.totalOne
          : format(t.total, { n: page.total })
        : "";

  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <TranscriptSettings lang={lang} />
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
          {t.listTitle}
        </h2>
        <form
          role="search"
          className="mt-3 flex flex-wrap gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setNotice(undefined);
            setQ(draft.trim());
          }}
        >
          <label htmlFor={`${id}-q`} className="sr-only">
            {t.search}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={draft}
            maxLength={TRANSCRIPT_MAX_QUERY}
            placeholder={t.search}
            onChange={(e) => setDraft(e.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-white/15 bg-black px-3 py-2 text-white placeholder:text-zinc-500 focus:border-pink-400 focus:outline-none"
          />
          <button type="submit" className={button}>
            {t.searchButton}
          </button>
          {q ? (
            <button
              type="button"
              className={button}
              onClick={() => {
                setDraft("");
                setQ("");
              }}
            >
              {t.searchReset}
            </button>
          ) : null}
        </form>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm text-zinc-300" data-testid="transcript-total">
            {total}
          </p>
          {page && page.total > 0 ? <ExportLinks label={q ? t.exportMatching : t.exportAll} q={q} /> : null}
        </div>
        <p
          role={notice && !notice.ok ? "alert" : "status"}
          className={`mt-2 text-sm ${notice?.ok ? "text-green-300" : "text-red-300"}`}
        >
          {notice?.text ?? ""}
        </p>
        {list === undefined ? <p className="mt-2 text-zinc-400">{t.loading}</p> : null}
        {list?.ok === false ? (
          <p role="alert" className="mt-2 text-red-300">
            {list.text}
          </p>
        ) : null}
        {page && page.items.length === 0 ? (
          <p className="mt-2 text-zinc-300">{q ? format(t.emptySearch, { q }) : t.empty}</p>
        ) : null}
        {page && page.items.length > 0 ? (
          <ol
            className="mt-2 divide-y divide-white/10 rounded-2xl border border-white/10 bg-zinc-950"
            data-testid="transcript-list"
          >
            {page.items.map((item) => (
              <TranscriptItem key={item.id} item={item} lang={lang} onDelete={remove} />
            ))}
          </ol>
        ) : null}
        {page && page.next !== null ? (
          <button type="button" onClick={() => void more()} disabled={loadingMore} className={`mt-4 ${button}`}>
            {loadingMore ? t.loading : t.more}
          </button>
        ) : null}
        {moreFailed ? (
          <p role="alert" className="mt-2 text-sm text-red-300">
            {moreFailed}
          </p>
        ) : null}
      </section>
    </div>
  );
}
