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
 * Help that stays in view while a conversation is careful (or the visitor
 * worries about someone else): each line with a large call button, until the
 * visitor starts a new conversation. `collapsed`: one tap away, after careful
 * mode stepped down. Fits a 320 px screen: it takes the width it is given.
 */
export function CrisisHelp({
  resources,
  lang,
  collapsed = false,
}: {
  resources: CrisisResourceView[];
  lang: Lang;
  collapsed?: boolean;
}) {
  const t = voicePageTexts[lang];
  const list = (
    <ul className="mt-2 space-y-2">
      {resources.map((r) => (
        <li key={r.id} className="min-w-0">
          <p className="text-sm break-words">{r.name}</p>
          {r.note ? <p className="text-xs break-words text-amber-100/90">{r.note}</p> : null}
          <div className="mt-1 flex min-w-0 flex-wrap gap-2">
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
                className="inline-flex min-h-11 min-w-0 items-center text-sm break-all text-amber-200 underline underline-offset-2"
              >
                {r.url.replace(/^https?:\/\//, "")}
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
  const frame =
    "mt-4 w-full max-w-96 min-w-0 rounded-2xl border border-amber-300/60 bg-amber-950/60 p-4 text-amber-50 sm:mx-auto";
  if (collapsed)
    return (
      <details className={frame} data-testid="crisis-help">
        {/* Padding, not only a minimum height, keeps the label in the middle of its 44 px touch target. */}
        <summary className="min-h-11 cursor-pointer py-3 text-sm leading-5 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-200">
          {t.helpCollapsed}
        </summary>
        {list}
      </details>
    );
  return (
    <section aria-labelledby="crisis-help-heading" className={frame} data-testid="crisis-help">
      <h2 id="crisis-help-heading" className="text-base font-semibold">
        {resources.some((r) => r.audience === "young") ? t.helpHeadingYoung : t.helpHeading}
      </h2>
      {list}
    </section>
  );
}
