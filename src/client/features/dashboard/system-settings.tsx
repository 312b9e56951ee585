import { ConfirmDialog } from "../../components/confirm-dialog";
import type { LimitsInfo, LoginFailures, ProviderInfo } from "#shared/contracts/dashboard";
import { useEffect, useState } from "react";
import { format, type Lang, LOCALES } from "#shared/i18n";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi } from "../../lib/api/client";
import { BackupPanel } from "./backup-panel";
import { LimitsPanel } from "./limits-panel";
import { ProcessingRecordPanel } from "./processing-record-panel";
import { RegionsPanel } from "./regions-panel";
import { adminTexts } from "./texts";

/** Recent failed sign-ins (time, client address, account), newest first. */
function LoginFailuresPanel({ lang }: { lang: Lang }) {
  const t = adminTexts[lang].loginFailures;
  const [data, setData] = useState<LoginFailures | null>();
  const api = useApi(lang);

  useEffect(() => {
    api
      .GET("/api/settings/login-failures")
      .then((answer) => setData(answer.data ?? null))
      .catch(() => setData(null));
  }, [api]);

  const dateFormat = new Intl.DateTimeFormat(LOCALES[lang].tag, { dateStyle: "short", timeStyle: "medium" });
  return (
    <section aria-labelledby="login-failures-title" className="rounded-2xl border border-white/10 bg-zinc-950 p-5 md:col-span-2">
      <h2 id="login-failures-title" className="text-lg font-semibold text-white">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-zinc-400">{t.intro}</p>
      {data === null ? (
        <p role="alert" className="mt-3 text-red-300">
          {t.loadFailed}
        </p>
      ) : null}
      {data ? <p className="mt-3 text-sm text-zinc-300">{format(t.last24h, { n: data.last24h })}</p> : null}
      {data && data.failures.length === 0 ? <p className="mt-3 text-sm text-zinc-300">{t.empty}</p> : null}
      {data && data.failures.length > 0 ? (
        <div className="mt-3 max-h-80 overflow-auto">
          <table className="w-full min-w-0 text-left text-sm text-zinc-300">
            <thead className="text-xs uppercase text-zinc-400">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t.time}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t.client}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t.account}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.failures.map((f, i) => (
                <tr key={`${f.at}-${i}`} className="border-t border-white/5">
                  <td className="whitespace-nowrap py-1 pr-3">{dateFormat.format(new Date(f.at))}</td>
                  <td className="break-all py-1 pr-3 font-mono text-xs">{f.client}</td>
                  <td className="break-all py-1">{f.account}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Settings tab: which providers are configured (masked keys), the cost limits with today's usage, 'Cache leeren',
 * where the providers process, the record of processing activities, backups and recent failed sign-ins. Providers,
 * the record, backups and failed sign-ins are for owners only (editors get none of them from the API).
 */
export function SystemSettings({ lang, owner }: { lang: Lang; owner: boolean }) {
  const t = adminTexts[lang].settings;
  const [info, setInfo] = useState<ProviderInfo | null>();
  const [limits, setLimits] = useState<LimitsInfo | null>();
  const [result, setResult] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const api = useApi(lang);
  const admin = useAdminApi(lang);

  useEffect(() => {
    if (owner)
      api
        .GET("/api/settings/providers")
        .then(({ data }) => setInfo(data ?? null))
        .catch(() => setInfo(null));
    api
      .GET("/api/settings/limits")
      .then(({ data }) => setLimits(data ?? null))
      .catch(() => setLimits(null));
  }, [api, owner]);

  const clear = async () => {
    setResult(undefined);
    setFailed(undefined);
    const outcome = await settle(admin.POST("/api/settings/clear-cache"), lang, t.clearFailed, (err, l) =>
      changeFailedText(err, l, t.clearFailed),
    );
    if (outcome.ok) setResult(format(t.cleared, { n: outcome.data.cleared }));
    else setFailed(outcome.text);
  };

  return (
    <div className="grid max-w-4xl gap-6 md:grid-cols-2">
      {owner ? (
        <section className="rounded-2xl border border-white/10 bg-zinc-950 p-5">
          <h2 className="text-lg font-semibold text-white">{t.api}</h2>
          {info === null ? (
            <p role="alert" className="mt-3 text-red-300">
              {t.loadFailed}
            </p>
          ) : null}
          <div className="mt-4 space-y-4">
            <div>
              <label htmlFor="key-ai" className="block text-sm text-zinc-300">
                {t.aiKey}
              </label>
              {/* Text, not a disabled field: a long "not configured" sentence wraps instead of being cut off. */}
              <output
                id="key-ai"
                className="mt-1 block w-full rounded-lg border border-white/10 bg-black px-3 py-2 text-sm break-words text-zinc-300"
              >
                {info ? (info.chat.key ?? t.notConfigured) : "…"}
              </output>
              {info?.chat.baseUrl ? (
                <p className="mt-1 text-xs text-zinc-400">
                  {info.chat.baseUrl} · {info.chat.model}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="key-voice" className="block text-sm text-zinc-300">
                {t.voiceKey}
              </label>
              <output
                id="key-voice"
                className="mt-1 block w-full rounded-lg border border-white/10 bg-black px-3 py-2 text-sm break-words text-zinc-300"
              >
                {info ? (info.voice.key ?? t.notConfiguredVoice) : "…"}
              </output>
              {info?.voice.baseUrl ? (
                <p className="mt-1 text-xs text-zinc-400">
                  {info.voice.baseUrl} · {info.voice.model}
                </p>
              ) : null}
            </div>
            <p className="text-xs text-zinc-400">{t.keysHint}</p>
          </div>
        </section>
      ) : null}
      <section className="rounded-2xl border border-white/10 bg-zinc-950 p-5">
        <h2 className="text-lg font-semibold text-white">{t.database}</h2>
        {info ? (
          <p className="mt-2 text-sm text-zinc-300">
            {format(t.databaseKind, { kind: info.database === "pglite" ? t.databaseEmbedded : "PostgreSQL" })}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-zinc-400">{t.clearCacheText}</p>
        <ConfirmDialog
          trigger={
            <button type="button" className="mt-4 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-600">
              {t.clearCache}
            </button>
          }
          title={t.confirmTitle}
          description={t.confirmText}
          cancel={t.cancel}
          confirm={t.confirm}
          onConfirm={() => void clear()}
        />
        <div aria-live="polite" className="mt-3 text-sm">
          {result ? (
            <p role="status" className="text-green-300">
              {result}
            </p>
          ) : null}
          {failed ? (
            <p role="alert" className="text-red-300">
              {failed}
            </p>
          ) : null}
        </div>
      </section>
      <LimitsPanel lang={lang} limits={limits} />
      <RegionsPanel lang={lang} />
      {owner ? <ProcessingRecordPanel lang={lang} /> : null}
      {owner ? <BackupPanel lang={lang} /> : null}
      {owner ? <LoginFailuresPanel lang={lang} /> : null}
    </div>
  );
}
