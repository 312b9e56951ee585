import { useEffect, useId, useState } from "react";
import { format, type Lang } from "#shared/i18n";
import { MAX_DUTY_WINDOWS, WEEKDAYS, minutesOf, type DutyWindow, type LiveHours } from "#shared/schemas/live-hours";
import { SaveResultLine, type SaveResult } from "../../components/save-result";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi } from "../../lib/api/client";
import { button, Card } from "./live-card";
import { liveTexts } from "./texts";

type Persona = LiveHours["personas"][number];

const NEW_WINDOW: DutyWindow = { days: [1, 2, 3, 4, 5], from: "09:00", to: "17:00" };

/** A persona's windows in words: "Mo, Di 09:00–17:00; Sa 10:00–12:00", or always. */
function windowsText(windows: DutyWindow[] | null, lang: Lang): string {
  const t = liveTexts[lang];
  if (windows === null) return t.hoursAlways;
  if (windows.length === 0) return t.hoursNever;
  return windows.map((w) => `${w.days.map((d) => t.weekdays[d - 1]).join(", ")} ${w.from}–${w.to}`).join("; ");
}

/** One persona's duty hours, as the owner edits them: always, or weekly windows. */
function PersonaHours({
  lang,
  persona,
  onChange,
}: {
  lang: Lang;
  persona: Persona;
  onChange: (windows: DutyWindow[] | null) => void;
}) {
  const t = liveTexts[lang];
  const id = useId();
  const windows = persona.windows;
  const set = (i: number, change: Partial<DutyWindow>) =>
    onChange((windows ?? []).map((w, j) => (j === i ? { ...w, ...change } : w)));
  return (
    <fieldset className="rounded-xl border border-white/10 p-3" data-testid="live-hours-persona">
      <legend className="px-1 font-medium text-white">{persona.name}</legend>
      <p className="text-sm text-zinc-400">{persona.open ? t.hoursOpenNow : t.hoursClosedNow}</p>
      <div className="mt-2 flex flex-col gap-1 text-sm text-zinc-200">
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={windows === null}
            onChange={() => onChange(null)}
            className="h-4 w-4"
          />
          {t.hoursAlways}
        </label>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={windows !== null}
            onChange={() => onChange([NEW_WINDOW])}
            className="h-4 w-4"
          />
          {t.hoursOnly}
        </label>
      </div>
      {windows !== null ? (
        <ul className="mt-2 space-y-3">
          {windows.map((w, i) => (
            <li key={i} className="rounded-lg bg-zinc-900/60 p-2">
              <fieldset>
                <legend className="sr-only">{format(t.hoursWindow, { n: i + 1 })}</legend>
                <div className="flex flex-wrap gap-x-3 gap-y-1">
                  {WEEKDAYS.map((d) => (
                    <label key={d} className="inline-flex min-h-11 items-center gap-1.5 text-sm text-zinc-200">
                      <input
                        type="checkbox"
                        checked={w.days.includes(d)}
                        onChange={(e) =>
                          set(i, { days: e.target.checked ? [...w.days, d].sort() : w.days.filter((x) => x !== d) })
                        }
                        className="h-4 w-4"
                      />
                      <abbr title={t.weekdayNames[d - 1]} className="no-underline">
                        {t.weekdays[d - 1]}
                      </abbr>
                    </label>
                  ))}
                </div>
                <div className="mt-1 flex flex-wrap items-end gap-3">
                  <label className="flex flex-col gap-1 text-sm text-zinc-200">
                    {t.hoursFrom}
                    <input
                      type="time"
                      value={w.from}
                      onChange={(e) => set(i, { from: e.target.value })}
                      className="min-h-11 rounded-lg bg-zinc-900 px-3 py-2 text-white"
                    />
                  </label>
                  <label className="flex flex-col gap-1 text-sm text-zinc-200">
                    {t.hoursTo}
                    <input
                      type="time"
                      value={w.to === "24:00" ? "23:59" : w.to}
                      onChange={(e) => set(i, { to: e.target.value === "23:59" ? "24:00" : e.target.value })}
                      className="min-h-11 rounded-lg bg-zinc-900 px-3 py-2 text-white"
                    />
                  </label>
                  <button
                    type="button"
                    onClick={() => onChange(windows.filter((_, j) => j !== i))}
                    className={`${button} border border-white/20 text-zinc-100 hover:bg-white/10`}
                  >
                    {t.hoursRemove}
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
          {windows.length < MAX_DUTY_WINDOWS ? (
            <li>
              <button
                type="button"
                onClick={() => onChange([...windows, NEW_WINDOW])}
                className={`${button} border border-white/20 text-zinc-100 hover:bg-white/10`}
              >
                {t.hoursAdd}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** Duty hours per persona (decision 046): the owner sets them, editors read them. */
export function DutyHoursCard({ lang, owner }: { lang: Lang; owner: boolean }) {
  const t = liveTexts[lang];
  const api = useApi(lang);
  const adminApi = useAdminApi(lang);
  const [hours, setHours] = useState<LiveHours>();
  const [result, setResult] = useState<SaveResult>();
  useEffect(() => {
    void settle<LiveHours>(api.GET("/api/settings/live/hours"), lang, t.loadFailed).then((r) =>
      r.ok ? setHours(r.data) : setResult({ ok: false, text: r.text }),
    );
  }, [api, lang, t]);
  if (!hours) return <SaveResultLine result={result} className="text-sm" />;
  const intro = format(t.hoursIntro, { zone: hours.timeZone });
  if (!owner)
    return (
      <Card heading={t.hoursHeading}>
        <p className="mt-1 text-sm text-zinc-400">{intro}</p>
        <ul className="mt-2 space-y-1 text-sm text-zinc-200">
          {hours.personas.map((p) => (
            <li key={p.id}>
              <span className="font-medium text-white">{p.name}:</span> {windowsText(p.windows, lang)}
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-zinc-400">{t.hoursReadOnly}</p>
      </Card>
    );
  const change = (id: string, windows: DutyWindow[] | null) =>
    setHours((h) => h && { ...h, personas: h.personas.map((p) => (p.id === id ? { ...p, windows } : p)) });
  const save = async () => {
    const wrong = hours.personas.some((p) =>
      (p.windows ?? []).some((w) => w.days.length === 0 || !w.from || !w.to || minutesOf(w.from) >= minutesOf(w.to)),
    );
    if (wrong) return setResult({ ok: false, text: t.hoursInvalid });
    const body = { timeZone: hours.timeZone, personas: hours.personas.map((p) => ({ id: p.id, windows: p.windows })) };
    const r = await settle<LiveHours>(adminApi.PUT("/api/settings/live/hours", { body }), lang, t.changeFailed, (err, l) =>
      changeFailedText(err, l, t.changeFailed),
    );
    if (r.ok) setHours(r.data);
    setResult(r.ok ? { ok: true, text: t.saved } : { ok: false, text: r.text });
  };
  return (
    <Card heading={t.hoursHeading} testId="live-hours">
      <p className="mt-1 text-sm text-zinc-400">{intro}</p>
      <label className="mt-3 flex w-fit flex-col gap-1 text-sm text-zinc-200">
        {t.hoursZone}
        <input
          value={hours.timeZone}
          onChange={(e) => setHours({ ...hours, timeZone: e.target.value })}
          autoComplete="off"
          spellCheck={false}
          className="min-h-11 w-56 rounded-lg bg-zinc-900 px-3 py-2 text-white"
        />
      </label>
      <div className="mt-3 space-y-3">
        {hours.personas.map((p) => (
          <PersonaHours key={p.id} lang={lang} persona={p} onChange={(w) => change(p.id, w)} />
        ))}
      </div>
      <button type="button" onClick={() => void save()} className={`${button} mt-3 bg-pink-600 text-white hover:bg-pink-500`}>
        {t.hoursSave}
      </button>
      <SaveResultLine result={result} className="mt-2 text-sm" />
    </Card>
  );
}
