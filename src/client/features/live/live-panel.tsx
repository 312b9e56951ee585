import BellRing from "lucide-react/icons/bell-ring";
import { useEffect, useId, useState } from "react";
import type { LiveFigures } from "#shared/api/live";
import { format, LOCALES, type Lang } from "#shared/i18n";
import { settle, useApi } from "../../lib/api/client";
import { Conversation, Requests } from "./handover-cards";
import { button, Card, Problem } from "./live-card";
import { DutyHoursCard } from "./hours-card";
import { LiveSettingsCard, WebhookCard } from "./settings-cards";
import { liveTexts } from "./texts";
import type { LiveConsole } from "./use-live-console";

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
    <Card heading={t.dutyHeading}>
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
      <Problem text={problem} />
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
    </Card>
  );
}

/** The record: requests, accepted ones and the time to accept (p50/p95), from the database; no figure without data. */
function FiguresCard({ lang, live }: { lang: Lang; live: LiveConsole }) {
  const t = liveTexts[lang];
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
    <Card heading={format(t.figuresHeading, { days: figures?.days ?? 30 })} testId="live-figures">
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
    </Card>
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
      <DutyHoursCard lang={lang} owner={owner} />
      {owner ? <WebhookCard lang={lang} /> : null}
    </section>
  );
}
