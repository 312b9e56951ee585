import X from "lucide-react/icons/x";
import { Link, useLocation } from "react-router";
import { useEffect, useState } from "react";
import { defineTexts } from "#shared/i18n";
import { matchPage, matchPersonaPath, PAGES } from "#shared/routes";
import { useLang } from "../../i18n/use-lang";

/** localStorage key and values: 'accepted', and a refusal is remembered too. */
export const CONSENT_KEY = "cookie-consent";
export const CONSENT_ACCEPTED = "accepted";
export const CONSENT_REJECTED = "rejected";

const texts = defineTexts({
  de: {
    title: "Cookies und lokale Speicherung",
    text: "Wir verwenden nur technisch notwendige Speicherungen. Optionale Dienste wie Statistik setzen wir nur mit Ihrer Einwilligung ein – derzeit nutzen wir keine.",
    privacy: "Mehr in der Datenschutzerklärung",
    accept: "Akzeptieren",
    reject: "Ablehnen",
    close: "Hinweis schließen",
  },
  en: {
    title: "Cookies and local storage",
    text: "We only use technically necessary storage. Optional services such as analytics would only be used with your consent – we currently use none.",
    privacy: "More in the privacy policy",
    accept: "Accept",
    reject: "Reject",
    close: "Close notice",
  },
});

function storedConsent(): string | null {
  try {
    return localStorage.getItem(CONSENT_KEY);
  } catch {
    return null;
  }
}

/**
 * Accept and reject are equal buttons (German law: refusing must be as easy
 * as accepting). Both are remembered; closing only hides the banner for now.
 * It renders after hydration, fixed at the bottom, so it never shifts layout;
 * on the voice-chat pages it sits in the flow above the content instead,
 * compact, so it never covers the voice button or the conversation.
 */
export function CookieBanner() {
  const lang = useLang();
  const t = texts[lang];
  const { pathname } = useLocation();
  const inline = matchPage(pathname)?.key === "demo" || matchPersonaPath(pathname) !== undefined;
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(storedConsent() === null), []);
  if (!visible) return null;
  const decide = (value: string) => {
    try {
      localStorage.setItem(CONSENT_KEY, value);
    } catch {
      // storage unavailable: the choice holds for this page view
    }
    setVisible(false);
  };
  const button = inline
    ? "min-w-24 rounded-full border border-white/30 px-4 py-1 text-sm font-semibold text-white hover:bg-white/10"
    : "min-w-32 rounded-full border border-white/30 px-5 py-2 text-sm font-semibold text-white hover:bg-white/10";
  return (
    <section
      aria-label={t.title}
      data-placement={inline ? "inline" : "floating"}
      className={
        inline
          ? "mx-3 mt-3 rounded-2xl border border-white/15 bg-zinc-950 px-4 py-3 text-sm sm:mx-auto sm:w-full sm:max-w-5xl"
          : "fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-white/15 bg-zinc-950/95 p-4 shadow-2xl backdrop-blur sm:p-5"
      }
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <h2 className={inline ? "sr-only" : "font-semibold text-white"}>{t.title}</h2>
          <p className={inline ? "text-xs text-zinc-300 sm:text-sm" : "mt-1 text-sm text-zinc-300"}>
            {t.text}{" "}
            <Link to={PAGES.privacy[lang]} className="text-pink-300 underline">
              {t.privacy}
            </Link>
          </p>
          <div className={inline ? "mt-2 flex flex-wrap gap-2" : "mt-3 flex flex-wrap gap-3"}>
            <button type="button" className={button} onClick={() => decide(CONSENT_ACCEPTED)}>
              {t.accept}
            </button>
            <button type="button" className={button} onClick={() => decide(CONSENT_REJECTED)}>
              {t.reject}
            </button>
          </div>
        </div>
        <button
          type="button"
          aria-label={t.close}
          onClick={() => setVisible(false)}
          className="rounded-md p-1 text-zinc-300 hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}
