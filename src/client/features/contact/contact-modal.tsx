import X from "lucide-react/icons/x";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { PAGES } from "#shared/routes";
import { useId, useRef, useState } from "react";
import type { InquiryChoice, InquiryInput } from "#shared/schemas/inquiry";
import {
  EMAIL_INPUT_PATTERN,
  INQUIRY_FIELD_MESSAGES,
  INQUIRY_LIMITS,
  PHONE_INPUT_PATTERN,
  INQUIRY_PAGE_PATTERN,
  SALUTATIONS,
  type InquiryField,
  PLAN_NAMES,
} from "#shared/schemas/inquiry-form";
import { siteConfig } from "#shared/site-config";
import { defineTexts } from "#shared/i18n";
import { useLang } from "../../i18n/use-lang";
import { useApi } from "../../lib/api/client";
import { refusedText } from "../../lib/api/errors";
import { buildMailto } from "./mailto";
import { savePendingInquiry } from "./pending-inquiry";

const texts = defineTexts({
  de: {
    title: "Kontakt aufnehmen",
    intro: "Schreiben Sie uns – wir melden uns in der Regel innerhalb eines Werktags.",
    salutation: "Anrede",
    choose: "Bitte wählen",
    mr: "Herr",
    ms: "Frau",
    academicTitle: "Titel",
    academicTitleHint: "optional, z. B. Dr.",
    name: "Name",
    phone: "Telefon",
    email: "E-Mail",
    message: "Nachricht",
    required: "Alle Felder mit * sind erforderlich",
    privacyNote: "Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten.",
    privacyLink: "Mehr in der Datenschutzerklärung",
    submit: "Anfrage senden",
    sending: "Wird gesendet …",
    close: "Schließen",
    thanks: "Vielen Dank! Ihre Anfrage ist bei uns eingegangen.",
    fallback: "Unser Server ist gerade nicht erreichbar. Ihr E-Mail-Programm öffnet sich mit Ihrer Anfrage.",
    kept: "Ihre Eingaben bleiben hier stehen, und wir senden die Anfrage automatisch, sobald der Server wieder erreichbar ist.",
    rejected: "Die Anfrage konnte nicht gesendet werden",
    choice: "Ihre Auswahl",
    offers: { portal: "Portal", "white-label": "White-Label-Lösung", reseller: "Partnerprogramm für Wiederverkäufer" },
    reach: "Reichweite",
    plan: "Paket",
    reaches: { national: "National", international: "International", global: "Global" },
  },
  en: {
    title: "Get in touch",
    intro: "Write to us – we usually reply within one working day.",
    salutation: "Salutation",
    choose: "Please choose",
    mr: "Mr",
    ms: "Ms",
    academicTitle: "Title",
    academicTitleHint: "optional, e.g. Dr.",
    name: "Name",
    phone: "Phone",
    email: "E-mail",
    message: "Message",
    required: "All fields marked * are required",
    privacyNote: "We use your details only to answer your inquiry.",
    privacyLink: "More in the privacy policy",
    submit: "Send inquiry",
    sending: "Sending …",
    close: "Close",
    thanks: "Thank you! We have received your inquiry.",
    fallback: "Our server cannot be reached right now. Your e-mail program opens with your inquiry.",
    kept: "What you typed stays here, and we send the inquiry automatically as soon as the server is reachable again.",
    rejected: "The inquiry could not be sent",
    choice: "Your choice",
    offers: { portal: "Portal", "white-label": "White-label solution", reseller: "Reseller partner programme" },
    reach: "Reach",
    plan: "Plan",
    reaches: { national: "National", international: "International", global: "Global" },
  },
});

const field =
  "mt-1 w-full rounded-lg border border-white/15 bg-black px-3 py-2 text-white focus:border-pink-400 focus:outline-none";

/** The page the form was sent from, when it is a path the server accepts. */
function pageOf(path: string): { page?: string } {
  return path.length <= 200 && INQUIRY_PAGE_PATTERN.test(path) ? { page: path } : {};
}

/** Opens the visitor's mail program; a seam so tests can observe it. */
export function openMailto(url: string) {
  window.location.href = url;
}

/**
 * The contact form in a modal dialog. Validation is the
 * browser's own constraint validation; the submit stores the inquiry on the
 * server and falls back to a mailto link when the server cannot be
 * reached.
 */
export function ContactModal({ onClose, choice = {} }: { onClose: () => void; choice?: InquiryChoice }) {
  const lang = useLang();
  const t = texts[lang];
  const api = useApi(lang);
  const id = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<"idle" | "sending" | "done">("idle");
  const [error, setError] = useState<string>();
  /** The browser's check of a field speaks the page's language, with the server's wording for the same problem. */
  const explained = (name: InquiryField) => ({
    onInvalid: (e: React.FormEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      e.currentTarget.setCustomValidity(INQUIRY_FIELD_MESSAGES[lang][name]),
    onInput: (e: React.FormEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      e.currentTarget.setCustomValidity(""),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      e.currentTarget.setCustomValidity(""),
  });

  const submit = async (form: HTMLFormElement) => {
    const fields = new FormData(form);
    const text = (name: InquiryField) => {
      const value = fields.get(name);
      return typeof value === "string" ? value : "";
    };
    // The browser's check of the form asks for a salutation before it lets the form be sent.
    const salutation = SALUTATIONS.find((s) => s === text("salutation"));
    if (!salutation) return;
    const inquiry: InquiryInput = {
      salutation,
      academicTitle: text("academicTitle"),
      name: text("name"),
      phone: text("phone"),
      email: text("email"),
      message: text("message"),
      lang,
      // The page it was sent from goes along, so the operator knows what the visitor was reading.
      context: { ...choice, ...pageOf(window.location.pathname) },
    };
    setState("sending");
    setError(undefined);
    const answer = await api.POST("/api/inquiries", { body: inquiry }).catch(() => undefined);
    if (answer?.response.ok) {
      setState("done");
      setTimeout(onClose, 2500);
      return;
    }
    if (!answer || answer.response.status >= 500) {
      // Nothing is lost: the form stays open with its text, the inquiry is kept and sent when the server is back.
      savePendingInquiry(inquiry);
      setError(`${t.fallback} ${t.kept}`);
      openMailto(buildMailto(siteConfig.contactEmail, inquiry));
      setState("idle");
      return;
    }
    setError(`${t.rejected}: ${refusedText(answer.error, lang, String(answer.response.status))}`);
    setState("idle");
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      {/* No portal: ContactModalProvider renders the dialog as the last child of <body> already, and a portal
          mounts empty and fills in a second, synchronous render that blocked the page for ~0.2 s on a phone. */}
      <>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm" />
        <Dialog.Content
          // Focus moves to the first control (the close button, as Radix would choose) once the dialog has
          // been drawn, not inside the commit that inserts it: focusing forces the page's style and layout
          // then, and on a phone that made one task of 0.1-0.3 s out of two short ones.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            const content = e.currentTarget as HTMLElement;
            requestAnimationFrame(() =>
              setTimeout(() => {
                if (!content.contains(document.activeElement)) closeRef.current?.focus();
              }),
            );
          }}
          onCloseAutoFocus={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[min(36rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-white/10 bg-zinc-950 p-6 shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-bold text-white">{t.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-zinc-300">{t.intro}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <button
                ref={closeRef}
                type="button"
                aria-label={t.close}
                className="rounded-md p-2 text-zinc-300 hover:bg-white/10 hover:text-white"
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </Dialog.Close>
          </div>
          {choice.offer || choice.reach || choice.plan ? (
            <p
              className="mt-4 rounded-lg border border-pink-400/40 bg-pink-500/10 p-3 text-sm text-pink-50"
              data-testid="contact-choice"
            >
              <span className="font-semibold">{t.choice}:</span>{" "}
              {[
                choice.offer ? t.offers[choice.offer] : "",
                choice.reach ? `${t.reach} ${t.reaches[choice.reach]}` : "",
                choice.plan ? `${t.plan} ${PLAN_NAMES[choice.plan]}` : "",
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          ) : null}
          {state === "done" ? (
            <p role="status" className="mt-6 rounded-lg border border-green-500/40 bg-green-500/10 p-4 text-green-100">
              {error ?? t.thanks}
            </p>
          ) : (
            <form
              className="mt-6 grid gap-4 sm:grid-cols-2"
              onSubmit={(e) => {
                e.preventDefault();
                void submit(e.currentTarget);
              }}
            >
              <div>
                <label htmlFor={`${id}-salutation`} className="text-sm text-zinc-200">
                  {t.salutation} *
                </label>
                <select
                  id={`${id}-salutation`}
                  name="salutation"
                  required
                  defaultValue=""
                  className={field}
                  {...explained("salutation")}
                >
                  <option value="" disabled>
                    {t.choose}
                  </option>
                  <option value="Herr">{t.mr}</option>
                  <option value="Frau">{t.ms}</option>
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-title`} className="text-sm text-zinc-200">
                  {t.academicTitle} <span className="text-zinc-400">({t.academicTitleHint})</span>
                </label>
                <input id={`${id}-title`} name="academicTitle" maxLength={INQUIRY_LIMITS.title} className={field} />
              </div>
              <div className="sm:col-span-2">
                <label htmlFor={`${id}-name`} className="text-sm text-zinc-200">
                  {t.name} *
                </label>
                <input
                  id={`${id}-name`}
                  name="name"
                  required
                  {...explained("name")}
                  maxLength={INQUIRY_LIMITS.name}
                  autoComplete="name"
                  className={field}
                />
              </div>
              <div>
                <label htmlFor={`${id}-phone`} className="text-sm text-zinc-200">
                  {t.phone} *
                </label>
                <input
                  id={`${id}-phone`}
                  name="phone"
                  type="tel"
                  required
                  pattern={PHONE_INPUT_PATTERN}
                  {...explained("phone")}
                  maxLength={INQUIRY_LIMITS.phone}
                  autoComplete="tel"
                  className={field}
                />
              </div>
              <div>
                <label htmlFor={`${id}-email`} className="text-sm text-zinc-200">
                  {t.email} *
                </label>
                <input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  required
                  pattern={EMAIL_INPUT_PATTERN}
                  {...explained("email")}
                  maxLength={INQUIRY_LIMITS.email}
                  autoComplete="email"
                  className={field}
                />
              </div>
              <div className="sm:col-span-2">
                <label htmlFor={`${id}-message`} className="text-sm text-zinc-200">
                  {t.message} *
                </label>
                <textarea
                  id={`${id}-message`}
                  name="message"
                  required
                  {...explained("message")}
                  rows={5}
                  maxLength={INQUIRY_LIMITS.message}
                  className={field}
                />
              </div>
              <p className="text-xs text-zinc-400 sm:col-span-2">{t.required}</p>
              <p className="text-xs text-zinc-400 sm:col-span-2">
                {t.privacyNote}{" "}
                <Link to={PAGES.privacy[lang]} className="text-pink-300 underline" onClick={onClose}>
                  {t.privacyLink}
                </Link>
              </p>
              {error ? (
                <p role="alert" className="text-sm text-red-300 sm:col-span-2">
                  {error}
                </p>
              ) : null}
              <button
                type="submit"
                disabled={state === "sending"}
                className="rounded-full bg-gradient-to-r from-purple-600 to-pink-600 px-6 py-3 font-semibold text-white disabled:opacity-60 sm:col-span-2"
              >
                {state === "sending" ? t.sending : t.submit}
              </button>
            </form>
          )}
        </Dialog.Content>
      </>
    </Dialog.Root>
  );
}
