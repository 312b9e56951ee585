import type { MethodResponse } from "openapi-fetch";
import { useEffect, useRef, useState } from "react";
import { format, type Lang, LOCALES } from "#shared/i18n";
import type { ChartDays } from "#shared/contracts/dashboard";
import { RISK_LEVELS, type RiskLevel } from "#shared/safety";
import { DailyChart } from "../../components/daily-chart/daily-chart";
import { adminTexts } from "./texts";
import { useSignIns } from "../../lib/admin-session/context";
import { type Api, useApi } from "../../lib/api/client";

type DashboardStats = MethodResponse<Api, "get", "/api/stats">;

function Card({ title, value, note, testId }: { title: string; value: string; note: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-white/10 bg-zinc-950 p-5" data-testid={testId}>
      <p className="text-sm font-medium text-zinc-400">{title}</p>
      <p className="mt-2 text-3xl font-bold text-white">{value}</p>
      <p className="mt-1 text-xs text-zinc-400">{note}</p>
    </div>
  );
}

/** How often the crisis answer was given, per risk level (counts only, no text). */
function CrisisCounts({ counts, lang }: { counts: DashboardStats["crisisAnswers"]; lang: Lang }) {
  const t = adminTexts[lang].dashboard;
  // The server sends every level; the OpenAPI document only knows "a count per key", so a missing one counts as none.
  const byLevel = (level: RiskLevel) => counts.byLevel[level] ?? 0;
  const total = RISK_LEVELS.reduce((sum, l) => sum + byLevel(l), 0);
  return (
    <section
      aria-labelledby="crisis-counts"
      className="mt-6 rounded-2xl border border-white/10 bg-zinc-950 p-5"
      data-testid="crisis-counts"
    >
      <h2 id="crisis-counts" className="text-sm font-medium text-zinc-300">
        {format(t.crisisTitle, { days: counts.days })}
      </h2>
      <p className="mt-1 text-xs text-zinc-400">{t.crisisNote}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {RISK_LEVELS.map((level) => (
          <div key={level}>
            <dt className="text-xs text-zinc-400">{t.crisisLevels[level]}</dt>
            <dd className="text-2xl font-bold text-white">{byLevel(level)}</dd>
          </div>
        ))}
      </dl>
      {total === 0 ? <p className="mt-2 text-xs text-zinc-400">{t.crisisNone}</p> : null}
    </section>
  );
}

/** How often the figures are read again while the page is visible: conversations announce nothing themselves. */
const REFRESH_MS = 30_000;

/**
 * Calls `refresh` when the figures may have changed: a document was added,
 * finished or removed (the server's live document events, on any
 * instance), every half minute while the page is in view, and when the
 * operator comes back to the tab. Bursts of events cause one refresh.
 */
function useLiveRefresh(refresh: () => void) {
  const signIns = useSignIns();
  const ref = useRef(refresh);
  ref.current = refresh;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => ref.current(), 300);
    };
    const source = typeof EventSource === "undefined" ? undefined : new EventSource("/api/documents/events");
    // Signed in again through the session dialog: the figures may have moved while the stream was closed.
    if (signIns > 0) soon();
    for (const event of ["insert", "update", "delete", "resync"]) source?.addEventListener(event, soon);
    const interval = setInterval(() => document.visibilityState === "visible" && soon(), REFRESH_MS);
    const onVisible = () => document.visibilityState === "visible" && soon();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      clearInterval(interval);
      source?.close();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [signIns]);
}

/** The four stat cards, every figure from /api/stats, kept current while the page is open. */
export function StatCards({ lang }: { lang: Lang }) {
  const t = adminTexts[lang].dashboard;
  const [stats, setStats] = useState<DashboardStats | null | undefined>(undefined);
  const [days, setDays] = useState<ChartDays>(30);
  const [version, setVersion] = useState(0);
  const api = useApi(lang);
  useEffect(() => {
    let cancelled = false;
    api
      .GET("/api/stats", { params: { query: { days } } })
      .then(({ data, response }) => {
        if (!data) throw new Error(`HTTP ${response.status}`);
        return data;
      })
      .then((s) => !cancelled && setStats(s))
      .catch((err: unknown) => {
        // A stats failure is only logged; the cards say the figures are unavailable (a later refresh may bring them back).
        console.warn("Failed to load stats", err);
        if (!cancelled) setStats((current) => current ?? null);
      });
    return () => {
      cancelled = true;
    };
  }, [api, days, version]);
  useLiveRefresh(() => setVersion((v) => v + 1));
  const nf = new Intl.NumberFormat(LOCALES[lang].tag, { maximumFractionDigits: 1 });
  // One fixed decimal in the page's language: "4,0/5,0" in German, "4.0/5.0" in English.
  const rating = new Intl.NumberFormat(LOCALES[lang].tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const loading = stats === undefined;
  const na = loading ? "…" : t.unavailable;
  const change = stats?.changes.totalUsers;
  const changeNote =
    stats && change !== null && change !== undefined
      ? format(t.totalUsersChange, { change: `${change >= 0 ? "+" : ""}${nf.format(change)}` })
      : stats
        ? t.totalUsersNoBase
        : na;
  return (
    <section aria-busy={loading}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card testId="stat-users" title={t.totalUsers} value={stats ? nf.format(stats.totalUsers) : na} note={changeNote} />
        <Card
          testId="stat-active"
          title={t.activeConversations}
          value={stats ? nf.format(stats.activeConversations) : na}
          note={t.activeNote}
        />
        <Card
          testId="stat-documents"
          title={t.documents}
          value={stats ? nf.format(stats.documentsProcessed) : na}
          note={t.documentsNote}
        />
        <Card
          testId="stat-rating"
          title={t.rating}
          value={stats ? (stats.averageRating === null ? "–" : `${rating.format(stats.averageRating)}/${rating.format(5)}`) : na}
          note={t.ratingNote}
        />
      </div>
      {stats ? <DailyChart daily={stats.daily} days={days} lang={lang} onDaysChange={setDays} /> : null}
      {stats?.crisisAnswers ? <CrisisCounts counts={stats.crisisAnswers} lang={lang} /> : null}
    </section>
  );
}
