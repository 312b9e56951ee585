import UserRound from "lucide-react/icons/user-round";
import { format, type Lang } from "#shared/i18n";
import { personTexts } from "./person-texts";
import type { PersonPhase } from "./use-person";

/**
 * A person behind the coach in the panel (decision 046): the button while
 * someone is on duty, the question about consent in plain words, and where
 * the handover stands (waiting, the person writing, or what the visitor is
 * told when it closed).
 */
export function PersonHandover({
  lang,
  canAsk,
  phase,
  typing,
  onAsk,
  onAgree,
  onDecline,
}: {
  lang: Lang;
  canAsk: boolean;
  phase: PersonPhase;
  /** The person's name while they are typing. */
  typing?: string | undefined;
  onAsk: () => void;
  onAgree: () => void;
  onDecline: () => void;
}) {
  const t = personTexts[lang];
  const frame = "w-full max-w-96 rounded-2xl border p-4 text-sm sm:mx-auto";
  return (
    <div className="flex flex-col gap-3" data-testid="person">
      {phase.kind === "ask" ? (
        <section aria-labelledby="person-consent-heading" className={`${frame} border-sky-300/50 bg-sky-950/60 text-sky-50`}>
          <h2 id="person-consent-heading" className="text-base font-semibold">
            {t.consentHeading}
          </h2>
          <p className="mt-2">{t.consentText}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={onAgree}
              className="min-h-11 rounded-full bg-sky-300 px-4 py-2 font-semibold text-zinc-950 hover:bg-sky-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-200"
            >
              {t.yes}
            </button>
            <button
              type="button"
              onClick={onDecline}
              className="min-h-11 rounded-full border border-white/30 px-4 py-2 font-semibold text-white hover:bg-white/10"
            >
              {t.no}
            </button>
          </div>
        </section>
      ) : null}
      <div role="status" aria-live="polite" className="empty:hidden">
        {phase.kind === "waiting" ? (
          <p className={`${frame} border-sky-300/40 bg-sky-950/40 text-sky-50`} data-testid="person-status">
            {format(t.waiting, { seconds: phase.seconds })}
          </p>
        ) : null}
        {phase.kind === "held" ? (
          <p className={`${frame} border-emerald-300/60 bg-emerald-950/60 text-emerald-50`} data-testid="person-status">
            <strong className="flex items-center gap-2 font-semibold">
              <UserRound aria-hidden="true" className="h-4 w-4 shrink-0" />
              {format(t.held, { name: phase.name })}
            </strong>
            <span className="mt-1 block text-emerald-100/90">{format(t.heldHint, { name: phase.name })}</span>
          </p>
        ) : null}
        {phase.kind === "told" ? (
          <p className={`${frame} border-white/15 bg-white/5 text-zinc-200`} data-testid="person-status">
            {phase.text}
          </p>
        ) : null}
      </div>
      {/* Its own polite status: announced when the person starts typing, not at every event that keeps it shown. */}
      <p
        role="status"
        aria-live="polite"
        className="text-center text-sm italic text-emerald-100 empty:hidden"
        data-testid="person-typing"
      >
        {typing ? format(t.typing, { name: typing }) : ""}
      </p>
      {canAsk ? (
        <button
          type="button"
          onClick={onAsk}
          className="inline-flex min-h-11 w-fit items-center gap-2 self-center rounded-full border border-sky-300/60 px-4 py-2 text-sm font-semibold text-sky-100 hover:bg-sky-300/10"
        >
          <UserRound aria-hidden="true" className="h-4 w-4" />
          {t.talkToPerson}
        </button>
      ) : null}
    </div>
  );
}
