import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { format, type Lang } from "#shared/i18n";
import { PAGES } from "#shared/routes";
import { settle } from "../../lib/api/client";
import { useVisitorApi } from "./visitor-token";
import { voicePageTexts } from "./texts";

/**
 * The visitor's choice whether this conversation's text may be kept, shown
 * only when the operator keeps transcripts: not ticked to begin with, and
 * fixed while a conversation runs (a new conversation may choose again).
 */
export function TranscriptConsent({
  days,
  lang,
  checked,
  locked,
  onChange,
  conversationId,
}: {
  days: number;
  lang: Lang;
  checked: boolean;
  locked: boolean;
  onChange: (checked: boolean) => void;
  /** The conversation whose text was stored with this consent, once it has begun. */
  conversationId?: string;
}) {
  const t = voicePageTexts[lang];
  const id = useId();
  const api = useVisitorApi(lang);
  // A tick given before the page came to life is in the box but not yet in React's state: it is taken over once,
  // so what the visitor sees ticked is what is sent.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current && box.current.checked !== checked && !locked) onChange(box.current.checked);
    // Only the state found at mount counts; later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Withdrawing is as easy as agreeing: one button deletes what was stored and stops storing.
  const [withdrawal, setWithdrawal] = useState<{ kind: "idle" | "busy" | "done" } | { kind: "failed"; text: string }>({
    kind: "idle",
  });
  useEffect(() => setWithdrawal({ kind: "idle" }), [conversationId]);
  const withdraw = async (conversation: string) => {
    setWithdrawal({ kind: "busy" });
    const deleted = await settle(
      api.DELETE("/api/conversations/{id}/transcript", { params: { path: { id: conversation } } }),
      lang,
      t.consentWithdrawFailed,
    );
    if (deleted.ok) {
      onChange(false);
      setWithdrawal({ kind: "done" });
    } else setWithdrawal({ kind: "failed", text: deleted.text });
  };
  return (
    <fieldset
      className="w-full rounded-xl border border-sky-300/30 bg-sky-400/10 px-3 py-2 text-xs text-sky-50 sm:p-4 sm:text-sm"
      data-testid="transcript-consent"
      aria-describedby={`${id}-text`}
    >
      <legend className="sr-only">{t.consentHeading}</legend>
      <p aria-hidden="true" className="font-semibold text-white">
        {t.consentHeading}
      </p>
      <p id={`${id}-text`} className="mt-1">
        {format(t.consentText, { days })}{" "}
        <Link to={PAGES.privacy[lang]} className="text-sky-200 underline hover:text-white">
          {t.consentPrivacy}
        </Link>
      </p>
      <div className="mt-2 flex items-start gap-2">
        <input
          ref={box}
          id={id}
          type="checkbox"
          checked={checked}
          disabled={locked}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-pink-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-pink-400 disabled:opacity-60"
        />
        <label htmlFor={id} className="font-medium text-white">
          {t.consentLabel}
        </label>
      </div>
      {locked ? <p className="mt-1 text-sky-100">{t.consentLocked}</p> : null}
      {checked && conversationId ? (
        <button
          type="button"
          onClick={() => void withdraw(conversationId)}
          disabled={withdrawal.kind === "busy"}
          className="mt-2 rounded-full border border-sky-200/60 px-3 py-1 font-semibold text-white hover:bg-white/10 disabled:opacity-60"
        >
          {t.consentWithdraw}
        </button>
      ) : null}
      <p role="status" className={withdrawal.kind === "done" || withdrawal.kind === "failed" ? "mt-1 text-sky-100" : "sr-only"}>
        {withdrawal.kind === "done" ? t.consentWithdrawn : withdrawal.kind === "failed" ? withdrawal.text : ""}
      </p>
    </fieldset>
  );
}
