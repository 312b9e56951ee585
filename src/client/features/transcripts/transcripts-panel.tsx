import { useEffect, useId, useState } from "react";
import { TRANSCRIPT_MAX_QUERY, type TranscriptPage, type TranscriptSummary } from "#shared/contracts/transcripts";
import { format, type Lang } from "#shared/i18n";
import { changeFailedText, useSessionRetry } from "../../lib/admin-session/context";
import { transcriptTexts } from "./texts";
import { ExportLinks, TranscriptItem } from "./transcript-item";
import { TranscriptSettings } from "./transcript-settings";
import { button } from "./ui";

/** The 'Transkripte' tab: the setting, then the stored transcripts, newest first, searchable, a page at a time. */
export function TranscriptsPanel({ lang }: { lang: Lang }) {
  const t = transcriptTexts[lang];
  const id = useId();
  const session = useSessionRetry();
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState<TranscriptPage | null>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();

  const fetchPage = async (query: string, offset: number): Promise<TranscriptPage> => {
    const params = new URLSearchParams({ offset: String(offset) });
    if (query) params.set("q", query);
    const res = await fetch(`/api/transcripts?${params.toString()}`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as TranscriptPage;
  };

  useEffect(() => {
    let cancelled = false;
    setPage(undefined);
    fetchPage(q, 0)
      .then((p) => !cancelled && setPage(p))
      .catch(() => !cancelled && setPage(null));
    return () => {
      cancelled = true;
    };
  }, [q]);

  const more = async () => {
    if (!page || page.next === null) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await fetchPage(q, page.next);
      setPage({ items: [...page.items, ...next.items], total: next.total, next: next.next });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const remove = async (item: TranscriptSummary): Promise<boolean> => {
    setNotice(undefined);
    try {
      const res = await session.fetch(`/api/transcripts/${item.id}`, { method: "DELETE", headers: { "content-language": lang } });
      if (!res.ok && res.status !== 404) throw new Error(`HTTP ${res.status}`);
      setPage((p) =>
        p
          ? {
              ...p,
              items: p.items.filter((i) => i.id !== item.id),
              total: Math.max(0, p.total - 1),
              next: p.next === null ? null : p.next - 1,
            }
          : p,
      );
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
        {page === undefined ? <p className="mt-2 text-zinc-400">{t.loading}</p> : null}
        {page === null ? (
          <p role="alert" className="mt-2 text-red-300">
            {t.loadFailed}
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
            {t.loadFailed}
          </p>
        ) : null}
      </section>
    </div>
  );
}
