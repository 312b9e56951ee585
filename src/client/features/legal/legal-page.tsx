import type { ReactNode } from "react";
import { defineTexts, LOCALES } from "#shared/i18n";
import { siteConfig } from "#shared/site-config";
import { useLang } from "../../i18n/use-lang";
import { PAGE_GUTTER } from "../../components/layout/gutter";

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A legal text: numbered h2 sections, readable measure, example-data notice while the config is an example. */
export function LegalPage({
  heading,
  intro,
  sections,
  exampleNotice,
  numbered = true,
  updated,
}: {
  heading: string;
  intro: string;
  sections: LegalSection[];
  exampleNotice: string;
  numbered?: boolean;
  /** Date (YYYY-MM-DD) the text was last revised, shown at its end. */
  updated?: string;
}) {
  const lang = useLang();
  return (
    <article className={`${PAGE_GUTTER} py-14`}>
      <div className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-white">{heading}</h1>
        <p className="mt-4 text-lg text-zinc-300">{intro}</p>
        {siteConfig.isExample ? (
          <p role="note" className="mt-6 rounded-xl border border-amber-400/30 bg-amber-400/10 p-4 text-sm text-amber-100">
            {exampleNotice}
          </p>
        ) : null}
        <div className="mt-10 space-y-10">
          {sections.map((s, i) => (
            <section key={s.heading} aria-labelledby={`legal-${i}`}>
              <h2 id={`legal-${i}`} className="text-2xl font-semibold text-white">
                {numbered ? `${i + 1}. ` : ""}
                {s.heading}
              </h2>
              <div className="prose-legal mt-3 space-y-3 leading-relaxed text-zinc-300 [&_a]:text-pink-300 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-white">
                {s.body}
              </div>
            </section>
          ))}
        </div>
        {updated ? (
          <p className="mt-12 text-sm text-zinc-400" data-testid="legal-updated">
            {UPDATED[lang]} <LegalDate date={updated} />
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** A date (YYYY-MM-DD) written out in the page's language: "25. November 2026", "25 November 2026". */
export function LegalDate({ date }: { date: string }) {
  const lang = useLang();
  return (
    <time dateTime={date}>
      {new Date(`${date}T12:00:00Z`).toLocaleDateString(LOCALES[lang].tag, {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      })}
    </time>
  );
}

export const EXAMPLE_NOTICE = defineTexts({
  de: "Hinweis: Die Unternehmensangaben auf dieser Seite sind Beispieldaten. Die Betreiberin ersetzt sie vor der Veröffentlichung durch ihre echten Angaben.",
  en: "Note: the company details on this page are example data. The operator replaces them with the real details before publication.",
});

const UPDATED = defineTexts({ de: "Stand:", en: "Last revised:" });
