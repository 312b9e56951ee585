import type { MethodResponse } from "openapi-fetch";
import { useEffect, useState } from "react";
import { type ChartDays, type PersonaInsights } from "#shared/contracts/dashboard";
import { defineTexts, format, type Lang, LOCALES } from "#shared/i18n";
import { RISK_LEVELS } from "#shared/safety";
import { RangePicker } from "../../components/daily-chart/daily-chart";
import { type Api, useApi } from "../../lib/api/client";
import { adminTexts } from "./texts";

const texts = defineTexts({
  de: {
    title: "Gespräche nach Persona",
    note: "Nur Zahlen: Gesprächstexte werden hierfür weder gelesen noch gespeichert.",
    range: "Zeitraum",
    days: "{days} Tage",
    loading: "Wird geladen …",
    failed: "Die Auswertung konnte nicht geladen werden.",
    deleted: "Gelöschte Persona",
    conversations: "Gespräche",
    voice: "davon per Sprache",
    turns: "Ø Nachrichten je Gespräch",
    duration: "Ø Dauer",
    unanswered: "Fragen ohne passende Wissensquelle",
    unansweredHint: "Fragen, zu denen die Wissensdatenbank keinen ausreichend passenden Abschnitt hatte.",
    ratings: "Bewertungen",
    stars: "{n} Sterne",
    star: "1 Stern",
    noRatings: "Noch keine Bewertungen.",
    crisis: "Krisenantworten",
    noCrisis: "Keine",
    perDay: "Gespräche pro Tag",
    date: "Datum",
    persona: "Persona",
    voiceShort: "per Sprache",
    noDays: "Im gewählten Zeitraum gab es noch keine Gespräche.",
  },
  en: {
    title: "Conversations by persona",
    note: "Counts only: no conversation text is read or stored for this.",
    range: "Period",
    days: "{days} days",
    loading: "Loading …",
    failed: "The insights could not be loaded.",
    deleted: "Deleted persona",
    conversations: "Conversations",
    voice: "of them by voice",
    turns: "Avg. messages per conversation",
    duration: "Avg. duration",
    unanswered: "Questions without a matching knowledge source",
    unansweredHint: "Questions for which the knowledge base had no passage that matched well enough.",
    ratings: "Ratings",
    stars: "{n} stars",
    star: "1 star",
    noRatings: "No ratings yet.",
    crisis: "Crisis answers",
    noCrisis: "None",
    perDay: "Conversations per day",
    date: "Date",
    persona: "Persona",
    voiceShort: "by voice",
    noDays: "There were no conversations in this period yet.",
  },
});

/** "2:05 min" from seconds. */
function duration(seconds: number | null, lang: Lang): string {
  if (seconds === null) return "–";
  const m = Math.floor(seconds / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return lang === "de" ? `${m}:${s} Min.` : `${m}:${s} min`;
}

/**
 * What the operator learns about the conversations, per persona and per day:
 * how many, spoken or typed, how long, how they were rated, how often the
 * crisis answer was given and how many questions the knowledge base could not
 * answer. Counts only (GET /api/insights).
 */
export function InsightsPanel({ lang }: { lang: Lang }) {
  const t = texts[lang];
  const levels = adminTexts[lang].dashboard.crisisLevels;
  const [days, setDays] = useState<ChartDays>(30);
  const [data, setData] = useState<MethodResponse<Api, "get", "/api/insights"> | null | undefined>();
  const api = useApi(lang);
  useEffect(() => {
    let cancelled = false;
    setData(undefined);
    api
      .GET("/api/insights", { params: { query: { days } } })
      .then((answer) => !cancelled && setData(answer.data ?? null))
      .catch(() => !cancelled && setData(null));
    return () => {
      cancelled = true;
    };
  }, [api, days]);
  const nf = new Intl.NumberFormat(LOCALES[lang].tag, { maximumFractionDigits: 1 });
  const nameOf = (p: Pick<PersonaInsights, "name">) => p.name ?? t.deleted;
  const dateFormat = new Intl.DateTimeFormat(LOCALES[lang].tag, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });

  return (
    <section aria-labelledby="insights-title" data-testid="insights">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="insights-title" className="text-xl font-semibold text-white">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-zinc-400">{t.note}</p>
        </div>
        <RangePicker label={t.range} dayLabel={t.days} days={days} onChange={setDays} />
      </div>
      {data === undefined ? (
        <p className="mt-6 text-zinc-400">{t.loading}</p>
      ) : data === null ? (
        <p role="alert" className="mt-6 text-red-300">
          {t.failed}
        </p>
      ) : (
        <>
          <ul className="mt-6 grid gap-4 lg:grid-cols-2">
            {data.personas.map((p) => {
              const rated = p.ratings.reduce((a, b) => a + b, 0);
              const crises = RISK_LEVELS.filter((l) => (p.crisisByLevel[l] ?? 0) > 0);
              return (
                <li
                  key={p.personaId ?? "deleted"}
                  className="rounded-2xl border border-white/10 bg-zinc-950 p-5"
                  data-testid="persona-insights"
                >
                  <h3 className="text-lg font-semibold text-white">{nameOf(p)}</h3>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                    <div>
                      <dt className="text-zinc-400">{t.conversations}</dt>
                      <dd className="text-2xl font-bold text-white">{nf.format(p.conversations)}</dd>
                    </div>
                    <div>
                      <dt className="text-zinc-400">{t.voice}</dt>
                      <dd className="text-2xl font-bold text-white">{nf.format(p.voiceConversations)}</dd>
                    </div>
                    <div>
                      <dt className="text-zinc-400">{t.turns}</dt>
                      <dd className="text-white">{p.conversations > 0 ? nf.format(p.turns / p.conversations) : "–"}</dd>
                    </div>
                    <div>
                      <dt className="text-zinc-400">{t.duration}</dt>
                      <dd className="text-white">{duration(p.averageDurationSeconds, lang)}</dd>
                    </div>
                    <div className="col-span-2">
                      <dt className="text-zinc-400" title={t.unansweredHint}>
                        {t.unanswered}
                      </dt>
                      <dd className="text-white">{nf.format(p.unansweredTurns)}</dd>
                    </div>
                  </dl>
                  <h4 className="mt-4 text-sm font-semibold text-zinc-200">{t.ratings}</h4>
                  {rated === 0 ? (
                    <p className="mt-1 text-sm text-zinc-400">{t.noRatings}</p>
                  ) : (
                    <ul className="mt-2 space-y-1 text-sm">
                      {[5, 4, 3, 2, 1].map((stars) => {
                        const n = p.ratings[stars - 1] ?? 0;
                        return (
                          <li key={stars} className="flex items-center gap-2">
                            <span className="w-16 shrink-0 text-zinc-300">
                              {stars === 1 ? t.star : format(t.stars, { n: stars })}
                            </span>
                            <span className="h-2 flex-1 overflow-hidden rounded bg-white/10" aria-hidden="true">
                              <span className="block h-full bg-pink-500" style={{ width: `${(n / rated) * 100}%` }} />
                            </span>
                            <span className="w-8 text-right text-white">{n}</span>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                  <h4 className="mt-4 text-sm font-semibold text-zinc-200">{t.crisis}</h4>
                  {crises.length === 0 ? (
                    <p className="mt-1 text-sm text-zinc-400">{t.noCrisis}</p>
                  ) : (
                    <ul className="mt-1 text-sm text-zinc-200">
                      {crises.map((l) => (
                        <li key={l}>
                          {levels[l]}: {p.crisisByLevel[l]}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
          <h3 className="mt-8 text-lg font-semibold text-white">{t.perDay}</h3>
          {data.daily.length === 0 ? (
            <p className="mt-2 text-sm text-zinc-400">{t.noDays}</p>
          ) : (
            <div className="mt-3 max-h-80 overflow-auto rounded-xl border border-white/10">
              <table className="w-full text-left text-xs sm:text-sm">
                <thead className="sticky top-0 bg-zinc-900 text-zinc-300">
                  <tr>
                    <th scope="col" className="px-2 py-2 sm:px-3">
                      {t.date}
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-3">
                      {t.persona}
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-3 text-right">
                      {t.conversations}
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-3 text-right">
                      {t.voiceShort}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.daily].reverse().map((d) => (
                    <tr key={`${d.date}-${d.personaId}`} className="border-t border-white/10 text-zinc-200">
                      <td className="px-2 py-2 sm:px-3">{dateFormat.format(new Date(`${d.date}T00:00:00Z`))}</td>
                      <td className="px-2 py-2 sm:px-3">
                        {nameOf(data.personas.find((p) => p.personaId === d.personaId) ?? { name: null })}
                      </td>
                      <td className="px-2 py-2 sm:px-3 text-right">{d.conversations}</td>
                      <td className="px-2 py-2 sm:px-3 text-right">{d.voiceConversations}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
