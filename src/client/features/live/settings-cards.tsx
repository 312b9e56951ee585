import { useEffect, useState } from "react";
import { format, type Lang } from "#shared/i18n";
import { RISK_LEVELS, type RiskLevel } from "#shared/safety";
import { LIVE_TIMEOUT_SECONDS, type LiveSettings, type LiveWebhookState } from "#shared/schemas/live";
import { SaveResultLine, type SaveResult } from "../../components/save-result";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi } from "../../lib/api/client";
import { button, Card } from "./live-card";
import { liveTexts } from "./texts";

/** Which crisis levels offer a person and how long a visitor waits: the owner sets it, editors read it. */
export function LiveSettingsCard({ lang, owner }: { lang: Lang; owner: boolean }) {
  const t = liveTexts[lang];
  const api = useApi(lang);
  const adminApi = useAdminApi(lang);
  const levelNames = liveTexts[lang].levels;
  const [settings, setSettings] = useState<LiveSettings>();
  const [levels, setLevels] = useState<RiskLevel[]>([]);
  const [seconds, setSeconds] = useState("");
  const [result, setResult] = useState<SaveResult>();
  const { min, max } = LIVE_TIMEOUT_SECONDS;
  useEffect(() => {
    void settle<LiveSettings>(api.GET("/api/settings/live"), lang, t.loadFailed).then((r) => {
      if (!r.ok) return setResult({ ok: false, text: r.text });
      setSettings(r.data);
      setLevels(r.data.levels);
      setSeconds(String(r.data.timeoutSeconds));
    });
  }, [api, lang, t]);
  if (!settings) return null;
  if (!owner)
    return (
      <Card heading={t.settingsHeading}>
        <p className="mt-1 text-sm text-zinc-300">
          {format(t.settingsSummary, {
            levels: settings.levels.map((l) => levelNames[l]).join(", ") || t.noLevels,
            seconds: settings.timeoutSeconds,
          })}
        </p>
        <p className="mt-1 text-xs text-zinc-400">{t.settingsReadOnly}</p>
      </Card>
    );
  const save = async () => {
    const n = Number(seconds);
    if (!/^\d+$/.test(seconds.trim()) || n < min || n > max)
      return setResult({ ok: false, text: format(t.timeoutInvalid, { min, max }) });
    const r = await settle<LiveSettings>(
      adminApi.PUT("/api/settings/live", { body: { levels, timeoutSeconds: n } }),
      lang,
      t.changeFailed,
      (err, l) => changeFailedText(err, l, t.changeFailed),
    );
    if (r.ok) setSettings(r.data);
    setResult(r.ok ? { ok: true, text: t.saved } : { ok: false, text: r.text });
  };
  return (
    <Card heading={t.settingsHeading}>
      <p className="mt-1 text-sm text-zinc-400">{t.settingsIntro}</p>
      <fieldset className="mt-3">
        <legend className="sr-only">{t.settingsHeading}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {RISK_LEVELS.map((level) => (
            <label key={level} className="inline-flex items-center gap-2 text-sm text-zinc-200">
              <input
                type="checkbox"
                checked={levels.includes(level)}
                onChange={(e) => setLevels((l) => (e.target.checked ? [...l, level] : l.filter((x) => x !== level)))}
                className="h-4 w-4"
              />
              {levelNames[level]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-3 flex w-fit flex-col gap-1 text-sm text-zinc-200">
        {t.timeout}
        <input
          inputMode="numeric"
          value={seconds}
          onChange={(e) => setSeconds(e.target.value)}
          className="min-h-11 w-32 rounded-lg bg-zinc-900 px-3 py-2 text-white"
        />
      </label>
      <button type="button" onClick={() => void save()} className={`${button} mt-3 bg-pink-600 text-white hover:bg-pink-500`}>
        {t.save}
      </button>
      <SaveResultLine result={result} className="mt-2 text-sm" />
    </Card>
  );
}

/** The owner's webhook: the address, and the signing key shown once when it is made. */
export function WebhookCard({ lang }: { lang: Lang }) {
  const t = liveTexts[lang];
  const api = useApi(lang);
  const adminApi = useAdminApi(lang);
  const [current, setCurrent] = useState<string | null>();
  const [url, setUrl] = useState("");
  const [secret, setSecret] = useState<string>();
  const [result, setResult] = useState<SaveResult>();
  useEffect(() => {
    void settle<LiveWebhookState>(api.GET("/api/settings/live/webhook"), lang, t.loadFailed).then((r) => {
      if (!r.ok) return setResult({ ok: false, text: r.text });
      setCurrent(r.data.url);
      setUrl(r.data.url ?? "");
    });
  }, [api, lang, t]);
  if (current === undefined) return null;
  const save = async () => {
    setSecret(undefined);
    if (!/^https?:\/\/\S+$/.test(url.trim())) return setResult({ ok: false, text: t.webhookInvalid });
    const r = await settle<{ url: string; secret: string }>(
      adminApi.PUT("/api/settings/live/webhook", { body: { url: url.trim() } }),
      lang,
      t.changeFailed,
      (err, l) => changeFailedText(err, l, t.changeFailed),
    );
    if (!r.ok) return setResult({ ok: false, text: r.text });
    setCurrent(r.data.url);
    setSecret(r.data.secret);
    setResult({ ok: true, text: t.webhookSet });
  };
  const remove = async () => {
    setSecret(undefined);
    const r = await settle<null>(adminApi.DELETE("/api/settings/live/webhook"), lang, t.changeFailed, (err, l) =>
      changeFailedText(err, l, t.changeFailed),
    );
    if (!r.ok) return setResult({ ok: false, text: r.text });
    setCurrent(null);
    setUrl("");
    setResult({ ok: true, text: t.webhookRemoved });
  };
  return (
    <Card heading={t.webhookHeading}>
      <p className="mt-1 text-sm text-zinc-400">{t.webhookIntro}</p>
      <p className="mt-2 text-sm break-all text-zinc-300">
        {current ? format(t.webhookCurrent, { url: current }) : t.webhookNone}
      </p>
      <label className="mt-3 flex flex-col gap-1 text-sm text-zinc-200">
        {t.webhookUrl}
        <input
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          autoComplete="off"
          className="min-h-11 w-full rounded-lg bg-zinc-900 px-3 py-2 text-white"
        />
      </label>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => void save()} className={`${button} bg-pink-600 text-white hover:bg-pink-500`}>
          {t.webhookSave}
        </button>
        {current ? (
          <button type="button" onClick={() => void remove()} className={`${button} bg-zinc-800 text-zinc-100 hover:bg-zinc-700`}>
            {t.webhookRemove}
          </button>
        ) : null}
      </div>
      <SaveResultLine result={result} className="mt-2 text-sm" />
      {secret ? (
        <div className="mt-2 text-sm text-zinc-200">
          <p>{t.webhookSecret}</p>
          <code data-testid="webhook-secret" className="mt-1 block rounded bg-zinc-900 p-2 break-all text-white select-all">
            {secret}
          </code>
        </div>
      ) : null}
    </Card>
  );
}
