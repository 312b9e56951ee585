import Download from "lucide-react/icons/download";
import { useEffect, useRef, useState } from "react";
import { CHART_DAYS, type ChartDays, type DailyPoint } from "#shared/contracts/dashboard";
import { format, type Lang, LOCALES } from "#shared/i18n";
import { chartTexts } from "./texts";

/** 7, 30 or 90 days as a group of toggle buttons (the chart's and the conversations section's range). */
export function RangePicker({
  label,
  dayLabel,
  days,
  onChange,
}: {
  label: string;
  /** "{days} Tage" */
  dayLabel: string;
  days: ChartDays;
  onChange: (days: ChartDays) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex rounded-lg border border-white/15 p-0.5">
      {CHART_DAYS.map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={d === days}
          onClick={() => onChange(d)}
          className={`whitespace-nowrap rounded-md px-2.5 py-1 text-xs font-semibold ${d === days ? "bg-white/15 text-white" : "text-zinc-400 hover:text-white"}`}
        >
          {format(dayLabel, { days: d })}
        </button>
      ))}
    </div>
  );
}

/**
 * The chart's figures as CSV, as a spreadsheet of the page's language opens
 * it: German with semicolons and decimal commas, English with commas and
 * points. A day without ratings has an empty rating cell.
 */
export function chartCsv(daily: DailyPoint[], lang: Lang): string {
  const t = chartTexts[lang];
  const sep = lang === "de" ? ";" : ",";
  const num = (n: number) => (lang === "de" ? String(n).replace(".", ",") : String(n));
  const rows = [[t.date, t.conversations, t.rating].join(sep)];
  for (const d of daily)
    rows.push([d.date, String(d.conversations), d.averageRating === null ? "" : num(d.averageRating)].join(sep));
  return `${rows.join("\r\n")}\r\n`;
}

const H = 160;
/** Room for the axes' labels: left (conversations), right (rating), bottom (dates). */
const PAD = { left: 28, right: 24, top: 8, bottom: 20 };

/**
 * Conversations per day as bars and the average rating as a line, with
 * axes, a range of 7, 30 or 90 days, each bar's values on hover and focus,
 * the figures as a table for screen readers, and a CSV of what it shows.
 */
export function DailyChart({
  daily,
  days,
  lang,
  onDaysChange,
}: {
  daily: DailyPoint[];
  days: ChartDays;
  lang: Lang;
  onDaysChange: (days: ChartDays) => void;
}) {
  const t = chartTexts[lang];
  const [active, setActive] = useState<number>();
  // Drawn in the figure's own pixels, so labels keep their size at any width.
  const ref = useRef<HTMLDivElement>(null);
  const [W, setW] = useState(600);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setW(Math.max(240, Math.round(el.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const max = Math.max(1, ...daily.map((d) => d.conversations));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const bw = plotW / Math.max(1, daily.length);
  const y = (n: number) => PAD.top + plotH - (n / max) * plotH;
  const yRating = (r: number) => PAD.top + plotH - ((r - 1) / 4) * plotH;
  const dateFmt = new Intl.DateTimeFormat(LOCALES[lang].tag, { day: "2-digit", month: "2-digit", timeZone: "UTC" });
  const nf = new Intl.NumberFormat(LOCALES[lang].tag, { maximumFractionDigits: 1 });
  const label = (d: DailyPoint) =>
    format(t.point, {
      date: dateFmt.format(new Date(d.date)),
      n: d.conversations,
      rating: d.averageRating === null ? t.noRating : nf.format(d.averageRating),
    });
  const ratingDots = daily.flatMap((d, i) =>
    d.averageRating === null ? [] : [{ x: PAD.left + i * bw + bw / 2, y: yRating(d.averageRating) }],
  );
  const ratingPoints = ratingDots.map((p) => `${p.x},${p.y}`).join(" ");
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  const dateTicks = [...new Set([0, Math.floor((daily.length - 1) / 2), daily.length - 1])].filter((i) => i >= 0);
  const download = () => {
    const url = URL.createObjectURL(new Blob([chartCsv(daily, lang)], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = format(t.csvFile, { days });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const title = format(t.title, { days });
  return (
    <figure className="mt-6 rounded-2xl border border-white/10 bg-zinc-950 p-5" data-testid="daily-chart">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <figcaption className="text-sm font-medium text-zinc-300">{title}</figcaption>
        <div className="flex flex-wrap items-center gap-2">
          <RangePicker label={t.range} dayLabel={t.days} days={days} onChange={onDaysChange} />
          <button
            type="button"
            onClick={download}
            className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg border border-white/15 px-2.5 py-1 text-xs font-semibold text-zinc-200 hover:bg-white/10"
          >
            <Download aria-hidden="true" className="h-3.5 w-3.5" />
            {t.csv}
          </button>
        </div>
      </div>
      {daily.every((d) => d.conversations === 0) ? (
        <p className="mt-3 text-sm text-zinc-400">{format(t.empty, { days })}</p>
      ) : null}
      <div ref={ref} className="mt-3 w-full">
        <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} className="block max-w-full" aria-label={title} role="group">
          {/* Axes: conversations on the left, rating 1-5 on the right, dates below. */}
          {ticks.map((n) => (
            <g key={n} aria-hidden="true">
              <line x1={PAD.left} x2={W - PAD.right} y1={y(n)} y2={y(n)} className="stroke-white/10" />
              <text x={PAD.left - 6} y={y(n) + 3} textAnchor="end" className="fill-zinc-400 text-[10px]">
                {n}
              </text>
            </g>
          ))}
          {[1, 3, 5].map((r) => (
            <text key={r} x={W - PAD.right + 6} y={yRating(r) + 3} className="fill-pink-300 text-[10px]" aria-hidden="true">
              {r}★
            </text>
          ))}
          {dateTicks.map((i) => (
            <text
              key={i}
              x={PAD.left + i * bw + bw / 2}
              y={H - 6}
              textAnchor="middle"
              className="fill-zinc-400 text-[10px]"
              aria-hidden="true"
            >
              {dateFmt.format(new Date(daily[i]!.date))}
            </text>
          ))}
          {daily.map((d, i) => {
            const top = y(d.conversations);
            return (
              <g
                key={d.date}
                tabIndex={0}
                role="img"
                aria-label={label(d)}
                onMouseEnter={() => setActive(i)}
                onFocus={() => setActive(i)}
                className="outline-none focus-visible:[&>rect:first-child]:fill-white/10"
              >
                {/* The whole column answers to pointer and focus, not only the bar. */}
                <rect x={PAD.left + i * bw} y={PAD.top} width={bw} height={plotH} className="fill-transparent" />
                <rect
                  x={PAD.left + i * bw + Math.min(2, bw / 6)}
                  y={top}
                  width={Math.max(1, bw - 2 * Math.min(2, bw / 6))}
                  height={PAD.top + plotH - top}
                  rx="2"
                  className={i === active ? "fill-purple-300" : "fill-purple-500/70"}
                />
              </g>
            );
          })}
          {ratingPoints ? (
            <polyline points={ratingPoints} fill="none" className="stroke-pink-400" strokeWidth="2" aria-hidden="true" />
          ) : null}
          {/* A dot per rated day: a line needs two, and a rated day between unrated ones would show nothing. */}
          {ratingDots.map((p) => (
            <circle key={p.x} cx={p.x} cy={p.y} r="3" className="fill-pink-400" aria-hidden="true" />
          ))}
        </svg>
      </div>
      <p className="mt-1 min-h-5 text-xs text-zinc-200" aria-live="polite" data-testid="chart-readout">
        {active !== undefined && daily[active] ? label(daily[active]) : t.pointHint}
      </p>
      <p className="mt-2 flex gap-4 text-xs text-zinc-400">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 bg-purple-500" />
          {t.conversations}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-3 bg-pink-400 align-middle" />
          {t.rating}
        </span>
      </p>
      <details className="mt-2 text-sm text-zinc-300">
        <summary className="cursor-pointer text-zinc-400">{t.table}</summary>
        <table className="mt-2 w-full text-left text-xs">
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.conversations}</th>
              <th scope="col">{t.rating}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <td>{dateFmt.format(new Date(d.date))}</td>
                <td>{d.conversations}</td>
                <td>{d.averageRating === null ? "–" : nf.format(d.averageRating)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
