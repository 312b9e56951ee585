import Star from "lucide-react/icons/star";
import { useId, useRef, useState } from "react";
import { format, type Lang } from "#shared/i18n";
import { useVisitorApi } from "./visitor-token";
import { noAnswerText, refusedText } from "../../lib/api/errors";
import { voicePageTexts } from "./texts";

/**
 * One to five stars for a conversation the visitor ended; a second rating of
 * the same one counts as saved. A click or the space bar on a star saves it;
 * the arrow keys only choose (they check each star on the way), and Enter
 * saves the chosen one, so a keyboard can reach four stars without saving one.
 */
export function Rating({ conversationId, lang }: { conversationId: string; lang: Lang }) {
  const t = voicePageTexts[lang];
  const api = useVisitorApi(lang);
  /** Saved, or why not: the server's refusal, or that no answer came. */
  const [status, setStatus] = useState<{ kind: "idle" | "saved" } | { kind: "failed"; text: string }>({ kind: "idle" });
  const [value, setValue] = useState(0);
  const name = useId();
  const hintId = useId();
  /** The star was checked by an arrow key: chosen, not yet saved. */
  const arrowed = useRef(false);
  const rate = async (rating: number) => {
    setValue(rating);
    try {
      const { error, response } = await api.POST("/api/feedback", { body: { conversationId, rating } });
      // Rated before (409): the first rating stands, so this one counts as saved.
      if (response.ok || response.status === 409) setStatus({ kind: "saved" });
      else setStatus({ kind: "failed", text: refusedText(error, lang, t.rateFailed) });
    } catch {
      setStatus({ kind: "failed", text: noAnswerText(lang) });
    }
  };
  return (
    <fieldset className="rounded-xl border border-white/10 p-3" disabled={status.kind === "saved"}>
      <legend className="px-1 text-sm text-zinc-300">{t.rateHeading}</legend>
      <p id={hintId} className="sr-only">
        {t.rateHint}
      </p>
      <div
        className="flex gap-1"
        role="radiogroup"
        aria-label={t.rateHeading}
        aria-describedby={hintId}
        onKeyDown={(e) => {
          if (e.key.startsWith("Arrow")) arrowed.current = true;
          else if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
            e.preventDefault();
            void rate(Number(e.target.value));
          }
        }}
        onKeyUp={() => (arrowed.current = false)}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              className="peer sr-only"
              checked={value === n}
              onChange={() => {
                if (!arrowed.current) return void rate(n);
                arrowed.current = false;
                setValue(n);
              }}
            />
            <span className="sr-only">{format(t.rateLabel, { n })}</span>
            <Star
              aria-hidden="true"
              className={`h-7 w-7 rounded peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-pink-400 ${n <= value ? "fill-yellow-400 text-yellow-400" : "text-zinc-500"}`}
            />
          </label>
        ))}
      </div>
      <p role="status" className="mt-1 text-sm text-zinc-300">
        {status.kind === "saved" ? t.rateThanks : status.kind === "failed" ? status.text : ""}
      </p>
    </fieldset>
  );
}
