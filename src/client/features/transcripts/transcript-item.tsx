import { useEffect, useId, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import type { TranscriptDetail, TranscriptSummary } from "#shared/contracts/transcripts";
import { format, LOCALES, type Lang } from "#shared/i18n";
import { settle, useApi, type Settled } from "../../lib/api/client";
import { transcriptTexts } from "./texts";
import { button, link } from "./ui";

/** The export links for one conversation (`id`) or every one matching `q`. */
export function ExportLinks({ label, q, id, context }: { label: string; q?: string; id?: string; context?: string }) {
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

/** One conversation's turns, loaded when the operator opens it. */
function TranscriptTurns({ id, lang, persona }: { id: string; lang: Lang; persona: string }) {
  const t = transcriptTexts[lang];
  const api = useApi(lang);
  const [detail, setDetail] = useState<Settled<TranscriptDetail>>();
  useEffect(() => {
    let cancelled = false;
    void settle<TranscriptDetail>(api.GET("/api/transcripts/{id}", { params: { path: { id } } }), lang, t.detailFailed).then(
      (result) => !cancelled && setDetail(result),
    );
    return () => {
      cancelled = true;
    };
  }, [api, id, lang, t]);
  if (detail === undefined) return <p className="mt-3 text-sm text-zinc-400">{t.loading}</p>;
  if (!detail.ok)
    return (
      <p role="alert" className="mt-3 text-sm text-red-300">
        {detail.text}
      </p>
    );
  const time = new Intl.DateTimeFormat(LOCALES[lang].tag, { timeStyle: "short" });
  return (
    <ol className="mt-3 space-y-3 border-l-2 border-white/10 pl-3" data-testid="transcript-turns">
      {detail.data.entries.map((e, i) => (
        <li key={i} className="text-sm">
          <p className="text-xs text-zinc-400">
            <time dateTime={e.at}>{time.format(new Date(e.at))}</time> · {e.voice ? t.voice : t.typed}
            {e.crisis ? ` · ${t.crisis}` : ""}
          </p>
          {/* While a person held the conversation, the visitor's turns had no coach's answer and the person's
              messages came between them: a side left empty is not shown. */}
          {e.visitor ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-white">
              <span className="font-semibold text-purple-300">{t.visitor}: </span>
              {e.visitor}
            </p>
          ) : null}
          {e.coach ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-zinc-200" data-answered-by={e.answeredBy}>
              <span className={`font-semibold ${e.answeredBy === "person" ? "text-amber-200" : "text-pink-300"}`}>
                {e.answeredBy === "person" ? t.person : persona || t.coach}:{" "}
              </span>
              {e.coach}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** One entry of the list: when, who, how, the first words; open, export, delete. */
export function TranscriptItem({
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
  // A conversation's language is any tag the server stored; the tab names the ones it knows.
  const languages: Partial<Record<string, string>> = t.language;
  const typed = item.turns - item.voiceTurns;
  const mode = item.voiceTurns === 0 ? t.typed : typed === 0 ? t.voice : format(t.mixed, { voice: item.voiceTurns, typed });
  const facts = [
    persona,
    languages[item.lang] ?? item.lang,
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
