import { Switch } from "radix-ui";
import { useId, useState } from "react";
import type { DocumentPassageJson } from "#shared/contracts/documents";
import { format, type Lang, LOCALES } from "#shared/i18n";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle } from "../../lib/api/client";
import { kbTexts } from "./texts";
import { passageTexts } from "./passage-texts";

/** The longest text a passage may get (MAX_PASSAGE_TEXT of the API). */
const MAX_TEXT = 4000;

/**
 * One passage in the passages dialog: its page, how often the coach answered with it, a switch that takes it
 * out of every search, and an edit that replaces its text (re-indexed at once, then marked as edited).
 * Changes go through PATCH /api/documents/:id/passages/:passage.
 */
export function PassageItem({
  documentId,
  passage,
  lang,
  onChange,
}: {
  documentId: string;
  passage: DocumentPassageJson;
  lang: Lang;
  onChange: (passage: DocumentPassageJson) => void;
}) {
  const t = passageTexts[lang];
  const page = kbTexts[lang].passages.page;
  const api = useAdminApi(lang);
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(passage.text);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const date = new Intl.DateTimeFormat(LOCALES[lang].tag, { day: "numeric", month: "short", year: "numeric" });
  const label = format(t.label, { n: passage.ordinal + 1 });

  const send = async (body: { text?: string; disabled?: boolean }, failed: string) => {
    setBusy(true);
    setProblem(undefined);
    const result = await settle<DocumentPassageJson>(
      api.PATCH("/api/documents/{id}/passages/{passage}", {
        params: { path: { id: documentId, passage: String(passage.id) } },
        body,
      }),
      lang,
      failed,
      (err, l) => changeFailedText(err, l, failed),
    );
    setBusy(false);
    if (!result.ok) {
      setProblem(result.text);
      return false;
    }
    onChange(result.data);
    return true;
  };

  const save = async () => {
    const text = draft.trim();
    if (!text) return setProblem(t.empty);
    if (text === passage.text) return setEditing(false);
    if (await send({ text }, t.saveFailed)) setEditing(false);
  };

  const use =
    passage.hits === 0
      ? t.never
      : passage.hits === 1
        ? t.once
        : format(t.used, { n: new Intl.NumberFormat(LOCALES[lang].tag).format(passage.hits) });

  return (
    <li
      aria-labelledby={`${id}-label`}
      className={`rounded-lg border p-3 ${passage.disabled ? "border-dashed border-white/15 bg-black/20" : "border-white/10 bg-black/40"}`}
      data-testid="passage"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p id={`${id}-label`} className="text-xs font-medium uppercase tracking-wide text-pink-300">
            <span className="sr-only">{label}, </span>
            {format(page, { page: passage.page })}
            {passage.editedAt ? (
              <span
                className="ml-2 rounded bg-amber-300/15 px-1.5 py-0.5 normal-case tracking-normal text-amber-200"
                title={format(t.editedAt, { date: date.format(new Date(passage.editedAt)) })}
              >
                {t.edited}
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-xs text-zinc-400" data-testid="passage-hits">
            {use}
            {passage.lastUsedAt ? (
              <>
                {" · "}
                <time dateTime={passage.lastUsedAt}>{format(t.last, { date: date.format(new Date(passage.lastUsedAt)) })}</time>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={`${id}-active`} className="text-sm text-zinc-200">
            {t.active}
            <span className="sr-only">: {label}</span>
          </label>
          <Switch.Root
            id={`${id}-active`}
            checked={!passage.disabled}
            disabled={busy}
            onCheckedChange={(on) => void send({ disabled: !on }, t.switchFailed)}
            className="relative h-6 w-11 shrink-0 rounded-full bg-zinc-700 disabled:opacity-60 data-[state=checked]:bg-pink-600"
          >
            <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white transition-transform data-[state=checked]:translate-x-[22px]" />
          </Switch.Root>
          {!editing ? (
            <button
              type="button"
              onClick={() => {
                setDraft(passage.text);
                setProblem(undefined);
                setEditing(true);
              }}
              className="rounded border border-white/20 px-2 py-1 text-xs text-white hover:bg-white/10"
            >
              {t.edit}
              <span className="sr-only">: {label}</span>
            </button>
          ) : null}
        </div>
      </div>
      {passage.disabled ? <p className="mt-2 text-xs text-zinc-400">{t.off}</p> : null}
      {editing ? (
        <div className="mt-3">
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-zinc-200">
            {t.text}
          </label>
          <textarea
            id={`${id}-text`}
            value={draft}
            maxLength={MAX_TEXT}
            rows={Math.min(12, Math.max(4, Math.ceil(draft.length / 70)))}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Escape") setEditing(false);
            }}
            aria-describedby={`${id}-hint`}
            autoFocus
            className="mt-1 w-full rounded-lg border border-white/20 bg-black/60 p-2 text-sm text-zinc-100"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-400">
            {t.editHint}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => void save()}
              disabled={busy}
              className="rounded-lg bg-pink-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-pink-500 disabled:opacity-60"
            >
              {busy ? t.saving : t.save}
            </button>
            <button
              type="button"
              onClick={() => setEditing(false)}
              className="rounded-lg border border-white/20 px-3 py-1.5 text-sm text-white hover:bg-white/10"
            >
              {t.cancel}
            </button>
          </div>
        </div>
      ) : (
        <p className={`mt-2 whitespace-pre-line break-words text-sm ${passage.disabled ? "text-zinc-500" : "text-zinc-200"}`}>
          {passage.text}
        </p>
      )}
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
