import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { LogoMark } from "../../components/logo-mark";
import { ExampleBadge } from "./ui";
import type { ChartDays, DailyPoint } from "#shared/contracts/dashboard";
import { defineTexts, type Lang } from "#shared/i18n";

const texts = defineTexts({
  de: {
    title: "Ein Blick in die Verwaltung",
    intro:
      "Personalabteilungen und Coaches sehen, wie viele Gespräche es gab, wie sie bewertet wurden und wie oft der Coach auf Krisenhilfe verwiesen hat – als Zahlen. Gesprächsinhalte werden nur gespeichert, wenn die Betreiberin das einschaltet und die Person zustimmt.",
    area: "Verwaltung",
    example: "Beispieldaten",
    caption:
      "Das Diagramm der Übersicht, wie es in der Verwaltung erscheint – hier mit erfundenen Beispielwerten, keine Nutzungszahlen.",
  },
  en: {
    title: "A look at the console",
    intro:
      "HR teams and coaches see how many conversations there were, how they were rated and how often the coach pointed to crisis help – as figures. Conversation content is stored only when the operator switches it on and the visitor agrees.",
    area: "Administration",
    example: "Example data",
    caption: "The overview's chart as it appears in the console – here with made-up example values, not usage figures.",
  },
});

/**
 * Made-up figures for the preview, the same on every render (no randomness,
 * so the prerendered page and the browser agree): a working-week rhythm with
 * quieter weekends and ratings around four stars.
 */
export function exampleDays(days: ChartDays, end = Date.UTC(2026, 10, 20)): DailyPoint[] {
  return Array.from({ length: days }, (_, i) => {
    const t = end - (days - 1 - i) * 86_400_000;
    const weekday = new Date(t).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const conversations = (weekend ? 3 : 9) + ((i * 7) % 5) + Math.round(i / 15);
    return {
      date: new Date(t).toISOString().slice(0, 10),
      conversations,
      averageRating: weekend && i % 3 === 0 ? null : 3.8 + ((i * 3) % 7) / 10,
    };
  });
}

// The chart is drawn only when it comes near the screen: on load it would cost the page's first
// moments (formatters, two renders) for a picture below the fold.
const DailyChart = lazy(() => import("../../components/daily-chart/daily-chart").then((m) => ({ default: m.DailyChart })));

/** The console's own chart component with example data, framed as the console shows it. */
export function ConsolePreview({ lang }: { lang: Lang }) {
  const t = texts[lang];
  const [days, setDays] = useState<ChartDays>(30);
  const [near, setNear] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = slot.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "300px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <section
      aria-labelledby="console-preview-title"
      className="grid items-center gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div>
        <h2 id="console-preview-title" className="text-3xl font-bold tracking-tight text-white">
          {t.title}
        </h2>
        <p className="mt-3 text-zinc-300">{t.intro}</p>
      </div>
      <figure>
        <div className="overflow-hidden rounded-2xl border border-white/10 bg-zinc-950 shadow-2xl shadow-purple-950/50">
          <div className="flex items-center gap-2 border-b border-white/10 px-4 py-2.5 text-sm font-semibold text-white">
            <LogoMark className="h-5 w-5" />
            {t.area}
            <span className="ml-auto">
              <ExampleBadge label={t.example} />
            </span>
          </div>
          <div ref={slot} className="min-h-80 px-4 pb-4 [&_figure]:border-0 [&_figure]:p-0" data-testid="console-preview">
            {near ? (
              <Suspense fallback={null}>
                <DailyChart daily={exampleDays(days)} days={days} lang={lang} onDaysChange={setDays} />
              </Suspense>
            ) : null}
          </div>
        </div>
        <figcaption className="mt-3 text-xs text-zinc-400">{t.caption}</figcaption>
      </figure>
    </section>
  );
}
