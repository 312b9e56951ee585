import { useId, type ReactNode } from "react";

/** The console's buttons: tall enough to tap, with a visible focus ring. */
export const button =
  "min-h-11 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pink-400";

/** One card of the live section: a section named by its heading. */
export function Card({ heading, testId, children }: { heading: ReactNode; testId?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-white/10 bg-zinc-950 p-4"
      data-testid={testId}
    >
      <h3 id={`${id}-heading`} className="font-semibold text-white">
        {heading}
      </h3>
      {children}
    </section>
  );
}

/** What went wrong with a card's last action, as an alert. */
export function Problem({ text }: { text: string | undefined }) {
  return text ? (
    <p role="alert" className="mt-2 text-sm text-red-300">
      {text}
    </p>
  ) : null;
}
