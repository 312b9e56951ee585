import { ConfirmDialog } from "../../components/confirm-dialog";
import { useEffect, useId, useState } from "react";
import {
  TRANSCRIPT_MAX_QUERY,
  TRANSCRIPT_RETENTION_DAYS,
  type TranscriptDetail,
  type TranscriptPage,
  type TranscriptPolicy,
  type TranscriptSummary,
} from "#shared/contracts/transcripts";
import { format, LOCALES, type Lang } from "#shared/i18n";
import { changeFailedText, useSessionRetry } from "../admin-auth/session-dialog";
import { transcriptTexts } from "./texts";

const button =
  "rounded-lg border border-white/20 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10 disabled:opacity-60";
const link = "rounded px-1 text-sm font-semibold text-pink-300 underline hover:text-pink-200";

/** The export links for one conversation (`id`) or every one matching `q`. */
function ExportLinks({ label, q, id, context }: { label: string; q?: string; id?: string; context?: string }) {
  const href = (fmt: "json" | "csv") => {
    const params = new URLSearchParams({ format: fmt });
    if (q) params.set("q", q);
    if (id) params.set("id", id);
    return `/api/transcripts/export?${params.toString()}`;
  };
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-300">
      <span>{label}</span>
      <a className={link} href={href("json")} download data-testid="export-json">
        JSON{context ? <span className="sr-only">: {context}</span> : null}
      </a>
      <a className={link} href={href("csv")} download data-testid="export-csv">
        CSV{context ? <span className="sr-only">: {context}</span> : null}
      </a>
    </p>
  );
}

/** The operator's switch and retention period; PUT /api/settings/transcripts. */
function TranscriptSettings({ lang }: { lang: Lang }) {
  const t = transcriptTexts[lang];
  const id = useId();
  const session = useSessionRetry();
  const [policy, setPolicy] = useState<TranscriptPolicy>();
  const [days, setDays] = useState("");
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const { min, max } = TRANSCRIPT_RETENTION_DAYS;

  useEffect(() => {
    fetch("/api/settings/transcripts")
      .then(async (r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const p = (await r.json()) as TranscriptPolicy;
        setPolicy(p);
        setDays(String(p.retentionDays));
      })
      .catch(() => setLoadFailed(true));
  }, []);

  if (loadFailed)
    return (
      <p role="alert" className="text-red-300">
        {t.saveFailed}
      </p>
    );
  if (!policy) return <p className="text-zinc-400">{t.loading}</p>;

  const retentionDays = Number(days);
  const valid = /^\d+$/.test(days.trim()) && retentionDays >= min && retentionDays <= max;
  const save = async () => {
    if (!valid) {
      setResult({ ok: false, text: format(t.retentionInvalid, { min, max }) });
      return;
    }
    setSaving(true);
    setResult(undefined);
    try {
      const res = await session.fetch("/api/settings/transcripts", {
        method: "PUT",
        headers: { "content-type": "application/json", "content-language": lang },
        body: JSON.stringify({ enabled: policy.enabled, retentionDays }),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const saved = (await res.json()) as TranscriptPolicy;
      setPolicy(saved);
      setDays(String(saved.retentionDays));
      setResult({ ok: true, text: t.saved });
    } catch (err) {
      setResult({ ok: false, text: changeFailedText(err, lang, t.saveFailed) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-white/10 bg-zinc-950 p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
        {t.settingsTitle}
      </h2>
      <p className="mt-1 text-sm text-zinc-300">{t.settingsIntro}</p>
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="flex items-start gap-3">
          <input
            id={`${id}-enabled`}
            type="checkbox"
            checked={policy.enabled}
            onChange={(e) => {
              setResult(undefined);
              setPolicy({ ...policy, enabled: e.target.checked });
            }}
            className="mt-0.5 h-5 w-5 shrink-0 accent-pink-500"
          />
          <label htmlFor={`${id}-enabled`} className="font-medium text-white">
            {t.enabled}
          </label>
        </div>
        <div>
          <label htmlFor={`${id}-days`} className="block text-sm font-medium text-white">
            {t.retention}
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={days}
            aria-describedby={`${id}-days-hint`}
            aria-invalid={!valid}
            onChange={(e) => {
              setResult(undefined);
              setDays(e.target.value);
            }}
            className="mt-1 w-32 rounded-lg border border-white/15 bg-black px-3 py-2 text-white focus:border-pink-400 focus:outline-none"
          />
          <p id={`${id}-days-hint`} className="mt-1 text-xs text-zinc-400">
            {format(t.retentionHint, { min, max })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={saving}
            className="rounded-lg bg-pink-600 px-4 py-2 text-sm font-semibold text-white hover:bg-pink-500 disabled:opacity-60"
          >
            {saving ? t.saving : t.save}
          </button>
          <p
            role={result && !result.ok ? "alert" : "status"}
            className={`text-sm ${result?.ok ? "text-green-300" : "text-red-300"}`}
          >
            {result?.text ?? ""}
          </p>
        </div>
      </form>
    </section>
  );
}

/** One conversation's turns, loaded when the operator opens it. */
function TranscriptTurns({ id, lang, persona }: { id: string; lang: Lang; persona: string }) {
  const t = transcriptTexts[lang];
  const [detail, setDetail] = useState<TranscriptDetail | null>();
  useEffect(() => {
    let cancelled = false;
    fetch(`/api/transcripts/${id}`)
      .then(async (r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const d = (await r.json()) as TranscriptDetail;
        if (!cancelled) setDetail(d);
      })
      .catch(() => !cancelled && setDetail(null));
    return () => {
      cancelled = true;
    };
  }, [id]);
  if (detail === undefined) return <p className="mt-3 text-sm text-zinc-400">{t.loading}</p>;
  if (detail === null)
    return (
      <p role="alert" className="mt-3 text-sm text-red-300">
        {t.detailFailed}
      </p>
    );
  const time = new Intl.DateTimeFormat(LOCALES[lang].tag, { timeStyle: "short" });
  return (
    <ol className="mt-3 space-y-3 border-l-2 border-white/10 pl-3" data-testid="transcript-turns">
      {detail.entries.map((e, i) => (
        <li key={i} className="text-sm">
          <p className="text-xs text-zinc-400">
            <time dateTime={e.at}>{time.format(new Date(e.at))}</time> · {e.voice ? t.voice : t.typed}
            {e.crisis ? ` · ${t.crisis}` : ""}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-white">
            <span className="font-semibold text-purple-300">{t.visitor}: </span>
            {e.visitor}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-zinc-200">
            <span className="font-semibold text-pink-300">{persona || t.coach}: </span>
            {e.coach}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** One entry of the list: when, who, how, the first words; open, export, delete. */
function TranscriptItem({
  item,
  lang,
  onDelete,
}: {
  item: TranscriptSummary;
  lang: Lang;
  onDelete: (item: TranscriptSummary) => Promise<boolean>;
}) {
  const t = transcriptTexts[lang];
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const turnsId = useId();
  const when = new Intl.DateTimeFormat(LOCALES[lang].tag, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(item.startedAt),
  );
  const persona = item.persona ?? t.deletedPersona;
  const typed = item.turns - item.voiceTurns;
  const mode = item.voiceTurns === 0 ? t.typed : typed === 0 ? t.voice : format(t.mixed, { voice: item.voiceTurns, typed });
  const facts = [
    persona,
    (t.language as Record<string, string>)[item.lang] ?? item.lang,
    item.turns === 1 ? t.turnsOne : format(t.turns, { n: item.turns }),
    mode,
    item.rating === null ? t.noRating : format(t.rating, { n: item.rating }),
  ];
  return (
    <li className="px-4 py-3" data-testid="transcript-item">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium text-white">
          <time dateTime={item.startedAt}>{when}</time>
        </p>
        {item.crisis ? (
          <span className="rounded-full border border-amber-300/50 bg-amber-950 px-2 py-0.5 text-xs font-semibold text-amber-100">
            {t.crisis}
          </span>
        ) : null}
      </div>
      <p className="mt-0.5 text-xs text-zinc-400">{facts.join(" · ")}</p>
      <p className="mt-1 line-clamp-2 break-words text-sm text-zinc-200">{item.preview}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button type="button" className={button} aria-expanded={open} aria-controls={turnsId} onClick={() => setOpen((o) => !o)}>
          {open ? t.hide : t.show}
          <span className="sr-only">: {when}</span>
        </button>
        <ConfirmDialog
          trigger={
            <button
              type="button"
              disabled={deleting}
              className="rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-600 disabled:opacity-60"
            >
              {t.delete}
              <span className="sr-only">: {when}</span>
            </button>
          }
          title={t.confirmTitle}
          description={format(t.confirmText, { when })}
          cancel={t.cancel}
          confirm={t.confirm}
          onConfirm={() => {
            setDeleting(true);
            void onDelete(item).then((ok) => !ok && setDeleting(false));
          }}
        />
        <ExportLinks label={t.exportOne} id={item.id} context={when} />
      </div>
      <div id={turnsId}>{open ? <TranscriptTurns id={item.id} lang={lang} persona={item.persona ?? ""} /> : null}</div>
    </li>
  );
}

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
