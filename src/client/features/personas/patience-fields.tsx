import { useId } from "react";
import { defineTexts, format, type Lang } from "#shared/i18n";
import { PATIENCE } from "#shared/schemas/persona";

const texts = defineTexts({
  de: {
    legend: "Geduld im Modus „Freihändig sprechen“",
    hint: "Wie lange die Persona still wartet, bevor sie antwortet: die kürzeste Pause nach einer vollständigen Frage, die längste nach „und …“, „ähm“ oder mitten in einer Zahl. Dazwischen richtet sie sich nach den Worten.",
    minMs: "Kürzeste Pause ({lowest}–{highest} ms)",
    maxMs: "Längste Pause ({lowest}–{highest} ms)",
    minRange: "Die kürzeste Pause muss zwischen {lowest} und {highest} Millisekunden liegen.",
    maxRange: "Die längste Pause muss zwischen {lowest} und {highest} Millisekunden liegen.",
    order: "Die längste Pause muss länger sein als die kürzeste.",
  },
  en: {
    legend: "Patience in hands-free mode",
    hint: "How long the persona waits in silence before it answers: the shortest pause after a complete question, the longest after “and …”, “um” or in the middle of a number. In between it goes by the words.",
    minMs: "Shortest pause ({lowest}–{highest} ms)",
    maxMs: "Longest pause ({lowest}–{highest} ms)",
    minRange: "The shortest pause must be between {lowest} and {highest} milliseconds.",
    maxRange: "The longest pause must be between {lowest} and {highest} milliseconds.",
    order: "The longest pause must be longer than the shortest.",
  },
});

interface Patience {
  patienceMinMs: number;
  patienceMaxMs: number;
}

const within = (ms: number, bounds: { lowest: number; highest: number }) =>
  Number.isInteger(ms) && ms >= bounds.lowest && ms <= bounds.highest;

/** Why the patience cannot be saved, in the console's language (the server checks the same); undefined when it can. */
export function patienceProblem({ patienceMinMs, patienceMaxMs }: Patience, lang: Lang): string | undefined {
  const t = texts[lang];
  if (!within(patienceMinMs, PATIENCE.minMs)) return format(t.minRange, PATIENCE.minMs);
  if (!within(patienceMaxMs, PATIENCE.maxMs)) return format(t.maxRange, PATIENCE.maxMs);
  if (patienceMinMs >= patienceMaxMs) return t.order;
  return undefined;
}

const field =
  "mt-1 w-full rounded-lg border border-white/15 bg-black px-3 py-2 text-sm text-white focus:border-pink-400 focus:outline-none";

/** The persona's patience: the bounds of the silence that ends a visitor's turn (decision 050). */
export function PatienceFields({
  lang,
  minMs,
  maxMs,
  onChange,
}: {
  lang: Lang;
  minMs: number;
  maxMs: number;
  onChange: (patience: Patience) => void;
}) {
  const t = texts[lang];
  const id = useId();
  const input = (key: keyof Patience, bounds: { lowest: number; highest: number }, value: number, label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-sm text-zinc-200">
        {format(label, bounds)}
      </label>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="numeric"
        required
        value={Number.isNaN(value) ? "" : value}
        onChange={(e) => onChange({ patienceMinMs: minMs, patienceMaxMs: maxMs, [key]: e.target.valueAsNumber })}
        aria-describedby={`${id}-hint`}
        className={field}
      />
    </div>
  );
  return (
    <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-sm font-semibold text-zinc-200">{t.legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-zinc-400 sm:col-span-2">
        {t.hint}
      </p>
      {input("patienceMinMs", PATIENCE.minMs, minMs, t.minMs)}
      {input("patienceMaxMs", PATIENCE.maxMs, maxMs, t.maxMs)}
    </fieldset>
  );
}
