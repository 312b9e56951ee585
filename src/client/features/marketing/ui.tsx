import Check from "lucide-react/icons/check";
import Minus from "lucide-react/icons/minus";
import type { ReactNode } from "react";
import { PAGE_GUTTER } from "../../components/layout/gutter";

/** Shared building blocks of the marketing pages. */
export function Section({ title, intro, children, id }: { title: string; intro?: string; children: ReactNode; id?: string }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className={`${PAGE_GUTTER} py-14`}>
      <h2 id={id ? `${id}-title` : undefined} className="text-3xl font-bold tracking-tight text-white">
        {title}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-zinc-300">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}

export function Card({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-white/10 bg-zinc-950 p-6 ${className}`}>
      <h3 className="text-lg font-semibold text-white">{title}</h3>
      <div className="mt-2 text-sm leading-relaxed text-zinc-300">{children}</div>
    </div>
  );
}

/** The closing call to action of a page: a card inside the page's gutters, with one or two buttons. */
export function ClosingCta({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <div className={`${PAGE_GUTTER} mb-16`}>
      <section className="rounded-3xl border border-white/10 bg-gradient-to-br from-purple-950/60 to-pink-950/40 px-6 py-12 text-center">
        <h2 className="text-3xl font-bold text-white">{title}</h2>
        {text ? <p className="mx-auto mt-3 max-w-2xl text-zinc-300">{text}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>
      </section>
    </div>
  );
}

export const primaryButton =
  "inline-flex items-center justify-center rounded-full bg-gradient-to-r from-purple-600 to-pink-600 px-6 py-3 font-semibold text-white shadow hover:from-purple-500 hover:to-pink-500";
export const secondaryButton =
  "inline-flex items-center justify-center rounded-full border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10";

/** Marks a figure that is the operator's example claim, not a sourced fact. */
export function ExampleBadge({ label }: { label: string }) {
  return (
    <span className="ml-2 rounded-full border border-amber-400/40 px-2 py-0.5 text-[11px] font-medium uppercase tracking-wide text-amber-200">
      {label}
    </span>
  );
}

/** A comparison-table cell: text, or yes/no with an icon and words (not colour alone). */
export function Cell({ value, yes, no }: { value: string | boolean; yes: string; no: string }) {
  if (typeof value === "string") return <>{value}</>;
  return value ? (
    <span className="inline-flex items-center gap-1 text-green-300">
      <Check aria-hidden="true" className="h-4 w-4" />
      <span>{yes}</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-zinc-400">
      <Minus aria-hidden="true" className="h-4 w-4" />
      <span>{no}</span>
    </span>
  );
}
