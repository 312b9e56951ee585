import BellRing from "lucide-react/icons/bell-ring";
import { useEffect, useId, useRef, useState } from "react";
import type { HandoverSummary, LiveFigures, LiveMessage } from "#shared/api/live";
import { format, LOCALES, type Lang } from "#shared/i18n";
import { RISK_LEVELS, type RiskLevel } from "#shared/safety";
import { LIVE_TIMEOUT_SECONDS, type LiveSettings, type LiveWebhookState } from "#shared/schemas/live";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi } from "../../lib/api/client";
import { liveTexts } from "./texts";
import type { LiveConsole } from "./use-live-console";

const button =
  "min-h-11 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pink-400";
const card = "rounded-2xl border border-white/10 bg-zinc-950 p-4";

/** The alert above every section while a visitor waits: one tap to the live section. */
export function LiveAlert({ lang, count, onOpen }: { lang: Lang; count: number; onOpen: () => void }) {
  const t = liveTexts[lang];
  if (count === 0) return null;
  return (
    <div
      role="alert"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300/70 bg-amber-950/70 px-4 py-3 text-amber-50"
      data-testid="live-alert"
    >
      <p className="flex items-center gap-2 font-semibold">
        <BellRing aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t.alert}
        {count > 1 ? ` (${count})` : ""}
      </p>
      <button type="button" onClick={onOpen} className={`${button} bg-amber-300 text-zinc-950 hover:bg-amber-200`}>
        {t.alertOpen}
      </button>
    </div>
  );
}

function DutyCard({ lang, live }: { lang: Lang; live: LiveConsole }) {
  const t = liveTexts[lang];
  const id = useId();
  const { duty } = live;
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [permission, setPermission] = useState<NotificationPermission | "none">("none");
  useEffect(() => setName((n) => n || (duty?.name ?? "")), [duty?.name]);
  useEffect(() => setPermission(typeof Notification === "undefined" ? "none" : Notification.permission), []);
  if (!duty) return null;
  const toggle = async () => {
    if (!name.trim()) return setProblem(t.nameMissing);
    setBusy(true);
    setProblem(await live.changeDuty(!duty.onDuty, name.trim()));
    setBusy(false);
  };
  return (
    <section aria-labelledby={`${id}-duty`} className={card}>
      <h3 id={`${id}-duty`} className="font-semibold text-white">
        {t.dutyHeading}
      </h3>
      <p className="mt-1 text-sm text-zinc-300" data-testid="duty-state">
        {duty.onDuty ? format(t.onDutyAs, { name: duty.name ?? "" }) : t.offDuty}{" "}
        <span className="text-zinc-400">{format(t.onDutyCount, { n: duty.onDutyCount })}</span>
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-col gap-1 text-sm text-zinc-200">
          {t.dutyName}
          <input
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
            aria-describedby={`${id}-hint`}
            className="min-h-11 rounded-lg bg-zinc-900 px-3 py-2 text-white"
          />
        </label>
        <button
          type="button"
          disabled={busy}
          onClick={() => void toggle()}
          className={`${button} ${duty.onDuty ? "border border-white/30 text-white hover:bg-white/10" : "bg-pink-600 text-white hover:bg-pink-500"}`}
        >
          {duty.onDuty ? t.goOffDuty : t.goOnDuty}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-400">
        {format(t.dutyNameHint, { name: name.trim() || "Sam" })}
      </p>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {problem}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-4 text-sm text-zinc-200">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" checked={live.sound} onChange={(e) => live.setSound(e.target.checked)} className="h-4 w-4" />
          {t.sound}
        </label>
        {permission === "default" ? (
          <button
            type="button"
            onClick={() => void Notification.requestPermission().then(setPermission)}
            className="text-sm text-pink-300 underline underline-offset-2"
          >
            {t.notifications}
          </button>
        ) : null}
        {permission === "granted" ? <span className="text-zinc-400">{t.notificationsOn}</span> : null}
        {permission === "denied" ? <span className="text-zinc-400">{t.notificationsBlocked}</span> : null}
      </div>
    </section>
  );
}

function reasonText(h: HandoverSummary, lang: Lang): string {
  const t = liveTexts[lang];
  const levels = liveTexts[lang].levels;
  return h.reason === "crisis" && h.risk ? format(t.reasonCrisis, { risk: levels[h.risk] }) : t.reasonRequest;
}

function Conversation({ lang, live, handover }: { lang: Lang; live: LiveConsole; handover: HandoverSummary }) {
  const t = liveTexts[lang];
  const id = useId();
  const levels = liveTexts[lang].levels;
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const list: LiveMessage[] = live.messages[handover.id] ?? [];
  const logRef = useRef<HTMLOListElement>(null);
  // The newest message in view, as in the visitor's panel.
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [list.length]);
  const author = (m: LiveMessage) =>
    m.author === "visitor" ? t.visitor : m.author === "coach" ? t.coach : format(t.you, { name: handover.operatorName ?? "" });
  const run = async (fn: () => Promise<string | undefined>) => {
    setBusy(true);
    setProblem(await fn());
    setBusy(false);
  };
  return (
    <section aria-labelledby={`${id}-conv`} className={card} data-testid="live-conversation">
      <h3 id={`${id}-conv`} className="font-semibold text-white">
        {t.conversationHeading}
      </h3>
      <p className="mt-1 text-sm text-zinc-400">
        {reasonText(handover, lang)} · {t.redactedNote}
      </p>
      <ol
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t.conversationHeading}
        className="mt-3 max-h-96 space-y-2 overflow-y-auto"
      >
        {list.map((m) => (
          <li key={m.id} data-author={m.author} className={m.author === "visitor" ? "mr-8" : "ml-8 text-right"}>
            <p className="text-xs font-semibold text-zinc-400">{author(m)}</p>
            <p
              className={`mt-0.5 inline-block whitespace-pre-wrap rounded-2xl px-3 py-2 text-left text-sm ${
                m.author === "visitor"
                  ? "bg-zinc-800 text-zinc-100"
                  : m.author === "person"
                    ? "bg-emerald-800 text-white"
                    : "bg-purple-900/70 text-zinc-100"
              }`}
            >
              {m.text}
            </p>
            {m.risk ? (
              <p className="mt-0.5 text-xs font-semibold text-amber-300">{format(t.riskFound, { risk: levels[m.risk] })}</p>
            ) : null}
          </li>
        ))}
      </ol>
      <form
        className="mt-3 flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const text = draft.trim();
          if (!text) return;
          void run(async () => {
            const failed = await live.write(handover.id, text);
            if (!failed) setDraft("");
            return failed;
          });
        }}
      >
        <label htmlFor={`${id}-msg`} className="text-sm text-zinc-200">
          {t.message}
        </label>
        <textarea
          id={`${id}-msg`}
          value={draft}
          maxLength={2000}
          rows={3}
          onChange={(e) => setDraft(e.target.value)}
          className="rounded-lg bg-zinc-900 px-3 py-2 text-sm text-white"
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className={`${button} bg-pink-600 text-white hover:bg-pink-500`}>
            {t.send}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => live.close(handover.id, "return"))}
            className={`${button} border border-white/30 text-white hover:bg-white/10`}
          >
            {t.handBack}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => live.close(handover.id, "end"))}
            className={`${button} border border-red-300/50 text-red-200 hover:bg-red-500/10`}
          >
            {t.end}
          </button>
        </div>
      </form>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

function Requests({ lang, live, me }: { lang: Lang; live: LiveConsole; me: string }) {
  const t = liveTexts[lang];
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const time = new Intl.DateTimeFormat(LOCALES[lang].tag, { timeStyle: "medium" });
  const others = (live.handovers ?? []).filter((h) => h.status === "waiting" || h.heldBy !== me);
  const onDuty = live.duty?.onDuty === true;
  return (
    <section aria-labelledby={`${id}-req`} className={card}>
      <h3 id={`${id}-req`} className="font-semibold text-white">
        {t.waitingHeading}
      </h3>
      {others.length === 0 ? <p className="mt-1 text-sm text-zinc-400">{t.none}</p> : null}
      <ul className="mt-2 space-y-2">
        {others.map((h) => (
          <li key={h.id} className="rounded-xl border border-white/10 p-3" data-testid="live-request">
            <p className="font-medium text-white">{reasonText(h, lang)}</p>
            {h.status === "waiting" ? (
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  disabled={!onDuty}
                  onClick={() => void live.accept(h.id).then(setProblem)}
                  className={`${button} bg-pink-600 text-white hover:bg-pink-500`}
                >
                  {t.accept}
                </button>
                <span className="text-sm text-zinc-400">{format(t.until, { time: time.format(new Date(h.deadline)) })}</span>
                {!onDuty ? <span className="text-sm text-zinc-400">{t.acceptOffDuty}</span> : null}
              </div>
            ) : (
              <p className="mt-1 text-sm text-zinc-400">{format(t.heldByOther, { name: h.operatorName ?? "" })}</p>
            )}
          </li>
        ))}
      </ul>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

/** Which crisis levels offer a person and how long a visitor waits: the owner sets it, editors read it. */
function LiveSettingsCard({ lang, owner }: { lang: Lang; owner: boolean }) {
  const t = liveTexts[lang];
  const id = useId();
  const api = useApi(lang);
  const adminApi = useAdminApi(lang);
  const levelNames = liveTexts[lang].levels;
  const [settings, setSettings] = useState<LiveSettings>();
  const [levels, setLevels] = useState<RiskLevel[]>([]);
  const [seconds, setSeconds] = useState("");
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
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
      <section aria-labelledby={`${id}-set`} className={card}>
        <h3 id={`${id}-set`} className="font-semibold text-white">
          {t.settingsHeading}
        </h3>
        <p className="mt-1 text-sm text-zinc-300">
          {format(t.settingsSummary, {
            levels: settings.levels.map((l) => levelNames[l]).join(", ") || t.noLevels,
            seconds: settings.timeoutSeconds,
          })}
        </p>
        <p className="mt-1 text-xs text-zinc-400">{t.settingsReadOnly}</p>
      </section>
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
    <section aria-labelledby={`${id}-set`} className={card}>
      <h3 id={`${id}-set`} className="font-semibold text-white">
        {t.settingsHeading}
      </h3>
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
      {result ? (
        <p role={result.ok ? "status" : "alert"} className={`mt-2 text-sm ${result.ok ? "text-emerald-300" : "text-red-300"}`}>
          {result.text}
        </p>
      ) : null}
    </section>
  );
}

/** The record: requests, accepted ones and the time to accept (p50/p95), from the database; no figure without data. */
function FiguresCard({ lang, live }: { lang: Lang; live: LiveConsole }) {
  const t = liveTexts[lang];
  const id = useId();
  const api = useApi(lang);
  const [figures, setFigures] = useState<LiveFigures>();
  const [problem, setProblem] = useState<string>();
  // Reloaded whenever a handover changes: its list is the console's live state.
  const changes = (live.handovers ?? []).map((h) => `${h.id}:${h.status}`).join();
  useEffect(() => {
    void settle<LiveFigures>(api.GET("/api/live/figures", { params: { query: { days: 30 } } }), lang, t.loadFailed).then((r) =>
      r.ok ? setFigures(r.data) : setProblem(r.text),
    );
  }, [api, lang, t, changes]);
  const n = (v: number) => v.toLocaleString(LOCALES[lang].tag);
  const s = (v: number) => v.toLocaleString(LOCALES[lang].tag, { maximumFractionDigits: 1 });
  return (
    <section aria-labelledby={`${id}-fig`} className={card} data-testid="live-figures">
      <h3 id={`${id}-fig`} className="font-semibold text-white">
        {format(t.figuresHeading, { days: figures?.days ?? 30 })}
      </h3>
      {problem ? <p className="mt-1 text-sm text-red-300">{problem}</p> : null}
      {figures && figures.escalations === 0 ? <p className="mt-1 text-sm text-zinc-300">{t.figuresNone}</p> : null}
      {figures && figures.escalations > 0 ? (
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          {[
            [t.figuresEscalations, n(figures.escalations)],
            [t.figuresAccepted, n(figures.accepted)],
            [t.figuresMissed, n(figures.missed)],
            [
              t.figuresAcceptTime,
              figures.acceptSeconds
                ? format(t.figuresAcceptValue, { p50: s(figures.acceptSeconds.p50), p95: s(figures.acceptSeconds.p95) })
                : t.figuresNoneAccepted,
            ],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-zinc-400">{label}</dt>
              <dd className="font-semibold text-white">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/** The owner's webhook: the address, and the signing key shown once when it is made. */
function WebhookCard({ lang }: { lang: Lang }) {
  const t = liveTexts[lang];
  const id = useId();
  const api = useApi(lang);
  const adminApi = useAdminApi(lang);
  const [current, setCurrent] = useState<string | null>();
  const [url, setUrl] = useState("");
  const [secret, setSecret] = useState<string>();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
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
    <section aria-labelledby={`${id}-hook`} className={card}>
      <h3 id={`${id}-hook`} className="font-semibold text-white">
        {t.webhookHeading}
      </h3>
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
      {result ? (
        <p role={result.ok ? "status" : "alert"} className={`mt-2 text-sm ${result.ok ? "text-emerald-300" : "text-red-300"}`}>
          {result.text}
        </p>
      ) : null}
      {secret ? (
        <div className="mt-2 text-sm text-zinc-200">
          <p>{t.webhookSecret}</p>
          <code data-testid="webhook-secret" className="mt-1 block rounded bg-zinc-900 p-2 break-all text-white select-all">
            {secret}
          </code>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The console's "Live" section (decision 046): going on duty, the requests
 * of visitors who agreed that a person may join, the conversation the
 * operator took over, and the owner's setting.
 */
export function LivePanel({ lang, live, me, owner }: { lang: Lang; live: LiveConsole; me: string; owner: boolean }) {
  const t = liveTexts[lang];
  const id = useId();
  const mine = (live.handovers ?? []).filter((h) => h.status === "held" && h.heldBy === me);
  return (
    <section aria-labelledby={`${id}-title`} className="max-w-3xl space-y-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-zinc-400">{t.intro}</p>
      </div>
      {live.problem ? (
        <p role="alert" className="text-red-300">
          {live.problem}
        </p>
      ) : null}
      {!live.duty && !live.problem ? <p className="text-zinc-400">{t.loading}</p> : null}
      {mine.map((h) => (
        <Conversation key={h.id} lang={lang} live={live} handover={h} />
      ))}
      <Requests lang={lang} live={live} me={me} />
      <DutyCard lang={lang} live={live} />
      <FiguresCard lang={lang} live={live} />
      <LiveSettingsCard lang={lang} owner={owner} />
      {owner ? <WebhookCard lang={lang} /> : null}
    </section>
  );
}
