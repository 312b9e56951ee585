import type { ReactNode } from "react";
import { PAGE_GUTTER } from "./gutter";

/** The heading block every content page starts with. */
export function PageHeader({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden border-b border-white/10 bg-gradient-to-b from-purple-950/40 to-black">
      <div className={`${PAGE_GUTTER} py-16 sm:py-20`}>
        <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{heading}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-zinc-300">{intro}</p>
        {children}
      </div>
    </div>
  );
}
