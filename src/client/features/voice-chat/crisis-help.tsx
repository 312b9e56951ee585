import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import type { Lang } from "#shared/i18n";
import { telHref, type CrisisResourceView } from "#shared/safety";
import { voicePageTexts } from "./texts";

/** A crisis answer's text with every number it names as a tappable `tel:` link. */
export function CrisisText({ text, resources }: { text: string; resources: CrisisResourceView[] }) {
  const phones = [...new Set(resources.flatMap((r) => r.phones))].sort((a, b) => b.length - a.length);
  if (phones.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${phones.map((p) => p.replace(/[+]/g, "\\+")).join("|")})`, "g");
  const parts: ReactNode[] = text.split(pattern).map((part, i) =>
    phones.includes(part) ? (
      <a
        key={i}
        href={telHref(part)}
        className="font-semibold whitespace-nowrap text-amber-200 underline underline-offset-2 hover:text-white"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
  return <>{parts}</>;
}

/**
 * Help that stays in view once a conversation was in crisis: each line with
 * a large call button, until the visitor starts a new conversation.
 */
export function CrisisHelp({ resources, lang }: { resources: CrisisResourceView[]; lang: Lang }) {
  const t = voicePageTexts[lang];
  return (
    <section
      aria-labelledby="crisis-help-heading"
      className="mt-4 w-96 max-w-full rounded-2xl border border-amber-300/60 bg-amber-950/60 p-4 text-amber-50"
      data-testid="crisis-help"
    >
      <h2 id="crisis-help-heading" className="text-base font-semibold">
        {t.helpHeading}
      </h2>
      <ul className="mt-2 space-y-2">
        {resources.map((r) => (
          <li key={r.id}>
            <p className="text-sm">{r.name}</p>
            <div className="mt-1 flex flex-wrap gap-2">
              {r.phones.map((phone) => (
                <a
                  key={phone}
                  href={telHref(phone)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-amber-300 px-4 py-2 text-sm font-bold text-zinc-950 hover:bg-amber-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-200"
                >
                  <Phone aria-hidden="true" className="h-4 w-4" />
                  <span>
                    <span className="sr-only">{t.call} </span>
                    {phone}
                  </span>
                </a>
              ))}
              {r.url ? (
                <a
                  href={r.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center text-sm text-amber-200 underline underline-offset-2"
                >
                  {r.url.replace(/^https?:\/\//, "")}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
