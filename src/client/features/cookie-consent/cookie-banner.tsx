import X from "lucide-react/icons/x";
import { Link, useLocation } from "react-router";
import { useContext, useEffect, useRef, useState } from "react";
import { defineTexts, format } from "#shared/i18n";
import { matchPage, matchPersonaPath, PAGES } from "#shared/routes";
import { CspNonce } from "../../csp-nonce";
import { useLang } from "../../i18n/use-lang";

/** localStorage key and values: 'accepted', and a refusal is remembered too. */
export const CONSENT_KEY = "cookie-consent";
export const CONSENT_ACCEPTED = "accepted";
export const CONSENT_REJECTED = "rejected";
/** The window event that reopens the banner ('Cookie-Einstellungen' in the footer). */
const OPEN_EVENT = "cookie-settings:open";
/**
 * Set on <html> before the first paint when a choice is stored: app.css then
 * hides the server-rendered inline banner, which hydration removes after.
 */
const CHOSEN_ATTRIBUTE = "data-cookie-choice";
/** The script that sets it. Only the server's HTML needs its text; the browser bundle goes without. */
const MARK_CHOSEN = import.meta.env.SSR
  ? `try{if(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})!==null)document.documentElement.setAttribute("${CHOSEN_ATTRIBUTE}","")}catch(e){}`
  : "";

/** Opens the banner again, so a visitor can change or withdraw their choice as easily as they gave it. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

const texts = defineTexts({
  de: {
    title: "Cookies und lokale Speicherung",
    text: "Wir verwenden nur technisch notwendige Speicherungen. Optionale Dienste wie Statistik setzen wir nur mit Ihrer Einwilligung ein – derzeit nutzen wir keine.",
    privacy: "Mehr in der Datenschutzerklärung",
    accept: "Akzeptieren",
    reject: "Ablehnen",
    close: "Hinweis schließen",
    imprint: "Impressum",
    settingsChosen: "Ihre Wahl: {choice}. Sie können sie hier jederzeit ändern.",
    accepted: "akzeptiert",
    rejected: "abgelehnt",
  },
  en: {
    title: "Cookies and local storage",
    text: "We only use technically necessary storage. Optional services such as analytics would only be used with your consent – we currently use none.",
    privacy: "More in the privacy policy",
    accept: "Accept",
    reject: "Reject",
    close: "Close notice",
    imprint: "Imprint",
    settingsChosen: "Your choice: {choice}. You can change it here at any time.",
    accepted: "accepted",
    rejected: "rejected",
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
 * compact, so it never covers the voice button or the conversation. There it
 * comes with the server's HTML, so it does not push the page down after
 * hydration; a small inline script ahead of it hides it before the first
 * paint for a visitor who has already chosen (MARK_CHOSEN). It is
 * the first thing in the focus order, names the legal pages itself, and
 * while it floats the page gets room below its footer, so the banner never
 * covers the footer's legal links. 'Cookie-Einstellungen' in the footer
 * opens it again.
 */
export function CookieBanner() {
  const lang = useLang();
  const t = texts[lang];
  const { pathname } = useLocation();
  const inline = matchPage(pathname)?.key === "demo" || matchPersonaPath(pathname) !== undefined;
  const nonce = useContext(CspNonce);
  // Inline, the server renders it (and hydration agrees); the effect below then decides.
  const [visible, setVisible] = useState(inline);
  const [choice, setChoice] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    setVisible(storedConsent() === null);
    const open = () => {
      document.documentElement.removeAttribute(CHOSEN_ATTRIBUTE);
      setChoice(storedConsent());
      setVisible(true);
    };
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, []);
  // While it floats, the page ends with as much room as the banner takes.
  useEffect(() => {
    const el = ref.current;
    if (!visible || inline || !el) return;
    const body = document.body;
    const room = () => (body.style.paddingBottom = `${el.offsetHeight + 24}px`);
    room();
    const observer = new ResizeObserver(room);
    observer.observe(el);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = "";
    };
  }, [visible, inline]);
  // Reopened from the footer: focus moves into it.
  useEffect(() => {
    if (visible && choice !== null) ref.current?.querySelector<HTMLElement>("button")?.focus();
  }, [visible, choice]);
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
    : "min-w-28 rounded-full border border-white/30 px-4 py-1.5 text-sm font-semibold text-white hover:bg-white/10 sm:min-w-32 sm:px-5 sm:py-2";
  return (
    <>
      {inline ? (
        // Hydration leaves it as the server sent it: the browser hides the nonce, and the client has no text.
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: MARK_CHOSEN }} />
      ) : null}
      <section
        ref={ref}
        aria-label={t.title}
        data-placement={inline ? "inline" : "floating"}
        className={
          inline
            ? "mx-3 mt-3 rounded-2xl border border-white/15 bg-zinc-950 px-4 py-3 text-sm sm:mx-auto sm:w-full sm:max-w-5xl"
            : "fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-white/15 bg-zinc-950/95 p-3 shadow-2xl backdrop-blur sm:p-5"
        }
      >
        <div className="flex items-start gap-3">
          <div className="flex-1">
            <h2 className={inline ? "sr-only" : "sr-only font-semibold text-white sm:not-sr-only"}>{t.title}</h2>
            <p className={inline ? "text-xs text-zinc-300 sm:text-sm" : "text-xs text-zinc-300 sm:mt-1 sm:text-sm"}>
              {t.text}{" "}
              <Link to={PAGES.privacy[lang]} className="text-pink-300 underline">
                {t.privacy}
              </Link>
              {" · "}
              <Link to={PAGES.imprint[lang]} className="text-pink-300 underline">
                {t.imprint}
              </Link>
            </p>
            {choice === CONSENT_ACCEPTED || choice === CONSENT_REJECTED ? (
              <p className="mt-1 text-xs text-zinc-400" data-testid="cookie-choice">
                {format(t.settingsChosen, { choice: choice === CONSENT_ACCEPTED ? t.accepted : t.rejected })}
              </p>
            ) : null}
            <div className={inline ? "mt-2 flex flex-wrap gap-2" : "mt-2 flex flex-wrap gap-2 sm:mt-3 sm:gap-3"}>
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
    </>
  );
}
