import { useEffect, useState } from "react";
import { format, type Lang, LOCALES } from "#shared/i18n";
import type { DailyPoint, DashboardStats } from "#shared/contracts/dashboard";
import { RISK_LEVELS } from "#shared/safety";
import { adminTexts } from "./texts";

function Card({ title, value, note, testId }: { title: string; value: string; note: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-white/10 bg-zinc-950 p-5" data-testid={testId}>
      <p className="text-sm font-medium text-zinc-400">{title}</p>
      <p className="mt-2 text-3xl font-bold text-white">{value}</p>
      <p className="mt-1 text-xs text-zinc-400">{note}</p>
    </div>
  );
}

/** A small bar-and-line chart in SVG, with the figures as a table for screen readers. */
function DailyChart({ daily, lang }: { daily: DailyPoint[]; lang: Lang }) {
  const t = adminTexts[lang].dashboard;
  const w = 600;
  const h = 140;
  const max = Math.max(1, ...daily.map((d) => d.conversations));
  const bw = w / daily.length;
  const fmt = new Intl.DateTimeFormat(LOCALES[lang].tag, { day: "2-digit", month: "2-digit" });
  const ratingPoints = daily
    .map((d, i) => (d.averageRating === null ? null : `${i * bw + bw / 2},${h - ((d.averageRating - 1) / 4) * (h - 10) - 5}`))
    .filter(Boolean)
    .join(" ");
  return (
    <figure className="mt-6 rounded-2xl border border-white/10 bg-zinc-950 p-5">
      <figcaption className="text-sm font-medium text-zinc-300">{t.chartTitle}</figcaption>
      {daily.every((d) => d.conversations === 0) ? <p className="mt-3 text-sm text-zinc-400">{t.chartEmpty}</p> : null}
      <svg viewBox={`0 0 ${w} ${h}`} className="mt-3 h-36 w-full" role="img" aria-label={t.chartTitle}>
        {daily.map((d, i) => {
          const bh = (d.conversations / max) * (h - 10);
          return <rect key={d.date} x={i * bw + 2} y={h - bh} width={bw - 4} height={bh} rx="2" className="fill-purple-500/70" />;
        })}
        {ratingPoints ? <polyline points={ratingPoints} fill="none" className="stroke-pink-400" strokeWidth="2" /> : null}
      </svg>
      <p className="mt-2 flex gap-4 text-xs text-zinc-400">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 bg-purple-500" />
          {t.chartConversations}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-3 bg-pink-400 align-middle" />
          {t.chartRating}
        </span>
      </p>
      <details className="mt-2 text-sm text-zinc-300">
        <summary className="cursor-pointer text-zinc-400">{t.chartTable}</summary>
        <table className="mt-2 w-full text-left text-xs">
          <thead>
            <tr>
              <th scope="col">{t.chartDate}</th>
              <th scope="col">{t.chartConversations}</th>
              <th scope="col">{t.chartRating}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <td>{fmt.format(new Date(d.date))}</td>
                <td>{d.conversations}</td>
                <td>{d.averageRating ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** How often the crisis answer was given, per risk level (counts only, no text). */
function CrisisCounts({ counts, lang }: { counts: DashboardStats["crisisAnswers"]; lang: Lang }) {
  const t = adminTexts[lang].dashboard;
  const total = RISK_LEVELS.reduce((sum, l) => sum + counts.byLevel[l], 0);
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
            <dd className="text-2xl font-bold text-white">{counts.byLevel[level]}</dd>
          </div>
        ))}
      </dl>
      {total === 0 ? <p className="mt-2 text-xs text-zinc-400">{t.crisisNone}</p> : null}
    </section>
  );
}

/** The four stat cards, every figure from /api/stats. */
export function StatCards({ lang }: { lang: Lang }) {
  const t = adminTexts[lang].dashboard;
  const [stats, setStats] = useState<DashboardStats | null | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    fetch("/api/stats")
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return (await res.json()) as DashboardStats;
      })
      .then((s) => !cancelled && setStats(s))
      .catch((err: unknown) => {
        // A stats failure is only logged; the cards say the figures are unavailable.
        console.warn("Failed to load stats", err);
        if (!cancelled) setStats(null);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  const nf = new Intl.NumberFormat(LOCALES[lang].tag, { maximumFractionDigits: 1 });
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
          value={stats ? (stats.averageRating === null ? "–" : `${stats.averageRating.toFixed(1)}/5.0`) : na}
          note={t.ratingNote}
        />
      </div>
      {stats ? <DailyChart daily={stats.daily} lang={lang} /> : null}
      {stats?.crisisAnswers ? <CrisisCounts counts={stats.crisisAnswers} lang={lang} /> : null}
    </section>
  );
}
