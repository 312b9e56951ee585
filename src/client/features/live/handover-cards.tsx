import { useEffect, useId, useRef, useState } from "react";
import type { HandoverSummary, LiveMessage } from "#shared/api/live";
import { format, LOCALES, type Lang } from "#shared/i18n";
import { button, Card, Problem } from "./live-card";
import { liveTexts } from "./texts";
import type { LiveConsole } from "./use-live-console";

/**
 * The handovers in the console: the conversation the operator holds, and the requests of visitors
 * waiting for a person (or held by someone else).
 */

function reasonText(h: HandoverSummary, lang: Lang): string {
  const t = liveTexts[lang];
  const levels = liveTexts[lang].levels;
  return h.reason === "crisis" && h.risk ? format(t.reasonCrisis, { risk: levels[h.risk] }) : t.reasonRequest;
}

export function Conversation({ lang, live, handover }: { lang: Lang; live: LiveConsole; handover: HandoverSummary }) {
  const t = liveTexts[lang];
  const id = useId();
  const levels = liveTexts[lang].levels;
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const list: LiveMessage[] = live.messages[handover.id] ?? [];
  const logRef = useRef<HTMLOListElement>(null);
  // The newest message in view, as in the visitor's panel.
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [list.length]);
  const author = (m: LiveMessage) =>
    m.author === "visitor" ? t.visitor : m.author === "coach" ? t.coach : format(t.you, { name: handover.operatorName ?? "" });
  const run = async (fn: () => Promise<string | undefined>) => {
    setBusy(true);
    setProblem(await fn());
    setBusy(false);
  };
  return (
    <Card heading={t.conversationHeading} testId="live-conversation">
      <p className="mt-1 text-sm text-zinc-400">
        {reasonText(handover, lang)} · {t.redactedNote}
      </p>
      <ol
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t.conversationHeading}
        className="mt-3 max-h-96 space-y-2 overflow-y-auto"
      >
        {list.map((m) => (
          <li key={m.id} data-author={m.author} className={m.author === "visitor" ? "mr-8" : "ml-8 text-right"}>
            <p className="text-xs font-semibold text-zinc-400">{author(m)}</p>
            <p
              className={`mt-0.5 inline-block whitespace-pre-wrap rounded-2xl px-3 py-2 text-left text-sm ${
                m.author === "visitor"
                  ? "bg-zinc-800 text-zinc-100"
                  : m.author === "person"
                    ? "bg-emerald-800 text-white"
                    : "bg-purple-900/70 text-zinc-100"
              }`}
            >
              {m.text}
            </p>
            {m.risk ? (
              <p className="mt-0.5 text-xs font-semibold text-amber-300">{format(t.riskFound, { risk: levels[m.risk] })}</p>
            ) : null}
          </li>
        ))}
      </ol>
      {/* A polite status of its own: announced when the visitor starts typing, not at every event that keeps it. */}
      <p role="status" aria-live="polite" className="mt-2 text-sm italic text-zinc-300 empty:hidden" data-testid="live-typing">
        {live.typing[handover.id] ? t.visitorTyping : ""}
      </p>
      <form
        className="mt-3 flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const text = draft.trim();
          if (!text) return;
          void run(async () => {
            const failed = await live.write(handover.id, text);
            if (!failed) setDraft("");
            return failed;
          });
        }}
      >
        <label htmlFor={`${id}-msg`} className="text-sm text-zinc-200">
          {t.message}
        </label>
        <textarea
          id={`${id}-msg`}
          value={draft}
          maxLength={2000}
          rows={3}
          onChange={(e) => {
            setDraft(e.target.value);
            live.typed(handover.id);
          }}
          className="rounded-lg bg-zinc-900 px-3 py-2 text-sm text-white"
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className={`${button} bg-pink-600 text-white hover:bg-pink-500`}>
            {t.send}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => live.close(handover.id, "return"))}
            className={`${button} border border-white/30 text-white hover:bg-white/10`}
          >
            {t.handBack}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => live.close(handover.id, "end"))}
            className={`${button} border border-red-300/50 text-red-200 hover:bg-red-500/10`}
          >
            {t.end}
          </button>
        </div>
      </form>
      <Problem text={problem} />
    </Card>
  );
}

export function Requests({ lang, live, me }: { lang: Lang; live: LiveConsole; me: string }) {
  const t = liveTexts[lang];
  const [problem, setProblem] = useState<string>();
  const time = new Intl.DateTimeFormat(LOCALES[lang].tag, { timeStyle: "medium" });
  const others = (live.handovers ?? []).filter((h) => h.status === "waiting" || h.heldBy !== me);
  const onDuty = live.duty?.onDuty === true;
  return (
    <Card heading={t.waitingHeading}>
      {others.length === 0 ? <p className="mt-1 text-sm text-zinc-400">{t.none}</p> : null}
      <ul className="mt-2 space-y-2">
        {others.map((h) => (
          <li key={h.id} className="rounded-xl border border-white/10 p-3" data-testid="live-request">
            <p className="font-medium text-white">{reasonText(h, lang)}</p>
            {h.status === "waiting" ? (
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  disabled={!onDuty}
                  onClick={() => void live.accept(h.id).then(setProblem)}
                  className={`${button} bg-pink-600 text-white hover:bg-pink-500`}
                >
                  {t.accept}
                </button>
                <span className="text-sm text-zinc-400">{format(t.until, { time: time.format(new Date(h.deadline)) })}</span>
                {!onDuty ? <span className="text-sm text-zinc-400">{t.acceptOffDuty}</span> : null}
              </div>
            ) : (
              <p className="mt-1 text-sm text-zinc-400">{format(t.heldByOther, { name: h.operatorName ?? "" })}</p>
            )}
          </li>
        ))}
      </ul>
      <Problem text={problem} />
    </Card>
  );
}
