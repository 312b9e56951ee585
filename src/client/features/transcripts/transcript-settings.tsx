import { useEffect, useId, useState } from "react";
import { TRANSCRIPT_RETENTION_DAYS, type TranscriptPolicy } from "#shared/contracts/transcripts";
import { format, type Lang } from "#shared/i18n";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi } from "../../lib/api/client";
import { transcriptTexts } from "./texts";

/** The operator's switch and retention period; PUT /api/settings/transcripts. */
export function TranscriptSettings({ lang }: { lang: Lang }) {
  const t = transcriptTexts[lang];
  const id = useId();
  const api = useApi(lang);
  const adminApi = useAdminApi(lang);
  const [policy, setPolicy] = useState<TranscriptPolicy>();
  const [days, setDays] = useState("");
  const [loadFailed, setLoadFailed] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const { min, max } = TRANSCRIPT_RETENTION_DAYS;

  useEffect(() => {
    void settle<TranscriptPolicy>(api.GET("/api/settings/transcripts"), lang, t.settingLoadFailed).then((result) => {
      if (!result.ok) return setLoadFailed(result.text);
      setPolicy(result.data);
      setDays(String(result.data.retentionDays));
    });
  }, [api, lang, t]);

  if (loadFailed)
    return (
      <p role="alert" className="text-red-300">
        {loadFailed}
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
    const saved = await settle<TranscriptPolicy>(
      adminApi.PUT("/api/settings/transcripts", { body: { enabled: policy.enabled, retentionDays, gaps: policy.gaps === true } }),
      lang,
      t.saveFailed,
      (err, l) => changeFailedText(err, l, t.saveFailed),
    );
    if (saved.ok) {
      setPolicy(saved.data);
      setDays(String(saved.data.retentionDays));
      setResult({ ok: true, text: t.saved });
    } else setResult({ ok: false, text: saved.text });
    setSaving(false);
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
        <div className="flex items-start gap-3">
          <input
            id={`${id}-gaps`}
            type="checkbox"
            checked={policy.gaps === true}
            aria-describedby={`${id}-gaps-hint`}
            onChange={(e) => {
              setResult(undefined);
              setPolicy({ ...policy, gaps: e.target.checked });
            }}
            className="mt-0.5 h-5 w-5 shrink-0 accent-pink-500"
          />
          <div>
            <label htmlFor={`${id}-gaps`} className="font-medium text-white">
              {t.gaps}
            </label>
            <p id={`${id}-gaps-hint`} className="mt-1 text-xs text-zinc-400">
              {t.gapsHint}
            </p>
          </div>
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
