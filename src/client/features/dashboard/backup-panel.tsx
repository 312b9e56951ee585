import { useEffect, useId, useState } from "react";
import { BACKUP_KEEP, type BackupStatus } from "#shared/api/backups";
import { format, LOCALES, type Lang } from "#shared/i18n";
import { SaveResultLine, type SaveResult } from "../../components/save-result";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi } from "../../lib/api/client";
import { adminTexts } from "./texts";

/** Bytes as the panel shows them: MB with one decimal, KB below one MB. */
function size(bytes: number, lang: Lang): string {
  const number = new Intl.NumberFormat(LOCALES[lang].tag, { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${number.format(bytes / 1024 / 1024)} MB` : `${number.format(bytes / 1024)} KB`;
}

/**
 * 'Datensicherung' in the settings tab, for owners: the daily backup and how
 * many to keep (PUT /api/settings/backups), a backup now, and the last backup
 * with its time and size, or its failure in words.
 */
export function BackupPanel({ lang }: { lang: Lang }) {
  const t = adminTexts[lang].backups;
  const id = useId();
  const api = useApi(lang);
  const admin = useAdminApi(lang);
  const [status, setStatus] = useState<BackupStatus | null>();
  const [enabled, setEnabled] = useState(false);
  const [keep, setKeep] = useState("");
  const [busy, setBusy] = useState<"saving" | "running">();
  const [result, setResult] = useState<SaveResult>();
  const { min, max } = BACKUP_KEEP;

  const show = (next: BackupStatus) => {
    setStatus(next);
    setEnabled(next.settings.enabled);
    setKeep(String(next.settings.keep));
  };

  useEffect(() => {
    void settle<BackupStatus>(api.GET("/api/settings/backups"), lang, t.loadFailed).then((answer) =>
      answer.ok ? show(answer.data) : setStatus(null),
    );
  }, [api, lang, t]);

  const when = new Intl.DateTimeFormat(LOCALES[lang].tag, { dateStyle: "medium", timeStyle: "short" });
  const keepNumber = Number(keep);
  const valid = /^\d+$/.test(keep.trim()) && keepNumber >= min && keepNumber <= max;

  const save = async () => {
    if (!valid) return setResult({ ok: false, text: format(t.keepInvalid, { min, max }) });
    setBusy("saving");
    setResult(undefined);
    const saved = await settle<BackupStatus>(
      admin.PUT("/api/settings/backups", { body: { enabled, keep: keepNumber } }),
      lang,
      t.saveFailed,
      (err, l) => changeFailedText(err, l, t.saveFailed),
    );
    if (saved.ok) {
      show(saved.data);
      setResult({ ok: true, text: t.saved });
    } else setResult({ ok: false, text: saved.text });
    setBusy(undefined);
  };

  const runNow = async () => {
    setBusy("running");
    setResult(undefined);
    const ran = await settle<BackupStatus>(admin.POST("/api/settings/backups/run"), lang, t.runFailed, (err, l) =>
      changeFailedText(err, l, t.runFailed),
    );
    if (ran.ok) setStatus(ran.data);
    else setResult({ ok: false, text: ran.text });
    setBusy(undefined);
  };

  const failure = status?.last && !status.last.ok ? status.last : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-white/10 bg-zinc-950 p-5 md:col-span-2">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
        {t.title}
      </h2>
      {status === null ? (
        <p role="alert" className="mt-3 text-red-300">
          {t.loadFailed}
        </p>
      ) : null}
      {status && !status.available ? <p className="mt-2 text-sm text-zinc-300">{t.unavailable}</p> : null}
      {status?.available ? (
        <>
          <p className="mt-2 text-sm text-zinc-400">{t.intro}</p>
          {status.directory ? (
            <p className="mt-1 break-all text-xs text-zinc-400">{format(t.folder, { dir: status.directory })}</p>
          ) : null}
          <div data-testid="backup-last" className="mt-4 space-y-1 text-sm">
            <p className="text-zinc-200">
              {status.lastSuccess
                ? format(t.lastSuccess, {
                    time: when.format(new Date(status.lastSuccess.at)),
                    size: size(status.lastSuccess.bytes ?? 0, lang),
                  })
                : t.none}
            </p>
            {status.lastSuccess?.file ? (
              <p className="break-all font-mono text-xs text-zinc-400">{status.lastSuccess.file}</p>
            ) : null}
            {failure ? (
              <p role="alert" className="text-red-300">
                {format(t.failed, { time: when.format(new Date(failure.at)), error: failure.error ?? "" })}
              </p>
            ) : null}
            {status.nextDueAt ? (
              <p className="text-zinc-400">{format(t.next, { time: when.format(new Date(status.nextDueAt)) })}</p>
            ) : null}
          </div>
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
                checked={enabled}
                onChange={(e) => {
                  setResult(undefined);
                  setEnabled(e.target.checked);
                }}
                className="mt-0.5 h-5 w-5 shrink-0 accent-pink-500"
              />
              <label htmlFor={`${id}-enabled`} className="font-medium text-white">
                {t.enabled}
              </label>
            </div>
            <div>
              <label htmlFor={`${id}-keep`} className="block text-sm font-medium text-white">
                {t.keep}
              </label>
              <input
                id={`${id}-keep`}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                value={keep}
                aria-describedby={`${id}-keep-hint`}
                aria-invalid={!valid}
                onChange={(e) => {
                  setResult(undefined);
                  setKeep(e.target.value);
                }}
                className="mt-1 w-32 rounded-lg border border-white/15 bg-black px-3 py-2 text-white focus:border-pink-400 focus:outline-none"
              />
              <p id={`${id}-keep-hint`} className="mt-1 text-xs text-zinc-400">
                {format(t.keepHint, { min, max })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="submit"
                disabled={busy !== undefined}
                className="rounded-lg bg-pink-600 px-4 py-2 text-sm font-semibold text-white hover:bg-pink-500 disabled:opacity-60"
              >
                {busy === "saving" ? t.saving : t.save}
              </button>
              <button
                type="button"
                disabled={busy !== undefined}
                onClick={() => void runNow()}
                className="rounded-lg border border-white/20 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10 disabled:opacity-60"
              >
                {busy === "running" ? t.running : t.runNow}
              </button>
            </div>
          </form>
          <SaveResultLine result={result} className="mt-3 text-sm" />
        </>
      ) : null}
    </section>
  );
}
