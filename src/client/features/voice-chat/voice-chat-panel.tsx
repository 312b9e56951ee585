import Send from "lucide-react/icons/send";
import Square from "lucide-react/icons/square";
import Star from "lucide-react/icons/star";
import { useEffect, useId, useRef, useState } from "react";
import type { ProviderStatus, PublicPersona } from "#shared/app-services";
import { format, type Lang } from "#shared/i18n";
import { statusText } from "#shared/voice/state-machine";
import { voiceText } from "#shared/voice/texts";
import { CrisisHelp, CrisisText } from "./crisis-help";
import { voicePageTexts } from "./texts";
import { useVoiceChat } from "./use-voice-chat";
import { VoiceButton } from "./voice-button";

function Rating({ conversationId, lang }: { conversationId: string; lang: Lang }) {
  const t = voicePageTexts[lang];
  const [status, setStatus] = useState<"idle" | "saved" | "failed">("idle");
  const [value, setValue] = useState(0);
  const name = useId();
  const rate = async (rating: number) => {
    setValue(rating);
    const res = await fetch("/api/feedback", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ conversationId, rating }),
    }).catch(() => undefined);
    setStatus(res && (res.ok || res.status === 409) ? "saved" : "failed");
  };
  return (
    <fieldset className="mt-4 rounded-xl border border-white/10 p-3" disabled={status === "saved"}>
      <legend className="px-1 text-sm text-zinc-300">{t.rateHeading}</legend>
      <div className="flex gap-1" role="radiogroup" aria-label={t.rateHeading}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              className="peer sr-only"
              checked={value === n}
              onChange={() => void rate(n)}
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
        {status === "saved" ? t.rateThanks : status === "failed" ? t.rateFailed : ""}
      </p>
    </fieldset>
  );
}

/** The voice-chat page (docs/product.md, "Voice chat"): notes, voice button, message area, typed input. */
export function VoiceChatPanel({ persona, providers, lang }: { persona: PublicPersona; providers: ProviderStatus; lang: Lang }) {
  const t = voicePageTexts[lang];
  const { state, messages, serverMessage, conversationId, help, dispatch } = useVoiceChat(persona, providers, lang);
  const [draft, setDraft] = useState("");
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const busy = state.phase === "processing" || state.phase === "answering" || state.phase === "speaking";
  const notice = state.notice ? voiceText(lang, state.notice, persona.name) : serverMessage;
  const isError = state.notice !== undefined && state.notice !== "noVoice";

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages, state.interim]);

  const submit = () => {
    if (!draft.trim()) return;
    dispatch({ type: "SUBMIT_TEXT", text: draft });
    setDraft("");
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-12 sm:px-6">
      <h1 className="text-center text-4xl font-bold tracking-tight text-white sm:text-5xl">
        {format(t.heading, { name: persona.name })}
      </h1>
      <div className="mt-6 space-y-2 text-center text-zinc-300">
        <p>{t.connection}</p>
        <p>{t.microphone}</p>
      </div>
      <p className="mt-6 max-w-2xl rounded-xl border border-amber-400/30 bg-amber-400/10 p-4 text-sm text-amber-100" role="note">
        {t.aiNotice} {t.noRecording}
      </p>
      {providers.demoMode ? (
        <p
          className="mt-3 rounded-full border border-sky-400/30 bg-sky-400/10 px-4 py-1 text-sm text-sky-100"
          data-testid="demo-mode"
        >
          {t.demoMode}
        </p>
      ) : null}

      <div className="mt-10 flex flex-col items-center gap-4">
        <VoiceButton
          state={state}
          personaName={persona.name}
          lang={lang}
          onClick={() => dispatch({ type: "CLICK" })}
          position="center"
        />
        <p
          role="status"
          aria-live="polite"
          className="min-h-6 text-center text-lg font-medium text-white"
          data-testid="voice-status"
        >
          {statusText(state, lang, persona.name)}
        </p>
        {busy ? (
          <button
            type="button"
            onClick={() => dispatch({ type: "STOP" })}
            className="inline-flex items-center gap-2 rounded-full border border-white/30 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10"
          >
            <Square aria-hidden="true" className="h-4 w-4 fill-current" />
            {t.stop}
          </button>
        ) : null}
        {notice ? (
          <p
            role={isError ? "alert" : "status"}
            className={`max-w-md text-center text-sm ${isError ? "text-red-300" : "text-zinc-300"}`}
            data-testid="voice-notice"
          >
            {notice}
          </p>
        ) : null}
      </div>

      <section
        aria-label={t.log}
        className="mt-8 flex h-96 w-96 max-w-full flex-col rounded-2xl border border-white/10 bg-zinc-950"
      >
        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label={t.log}
          className="flex-1 space-y-3 overflow-y-auto p-4"
          tabIndex={0}
        >
          {messages.length === 0 && !state.interim ? <p className="text-sm text-zinc-400">{t.empty}</p> : null}
          {messages.map((m) => (
            <div key={m.id} className={m.role === "user" ? "ml-8 text-right" : "mr-8"}>
              <p className="text-xs font-semibold text-zinc-400">{m.role === "user" ? t.you : persona.name}</p>
              <p
                className={`mt-1 inline-block whitespace-pre-wrap rounded-2xl px-3 py-2 text-left text-sm ${
                  m.role === "user"
                    ? "bg-purple-700 text-white"
                    : m.crisis
                      ? "border border-amber-300 bg-amber-950 text-amber-50"
                      : "bg-zinc-800 text-zinc-100"
                }`}
              >
                {m.crisis && m.resources ? <CrisisText text={m.content} resources={m.resources} /> : m.content}
              </p>
              {m.sources && m.sources.length > 0 ? (
                <p className="mt-1 text-xs text-zinc-400">
                  {t.sources}: {m.sources.map((s) => s.title).join(", ")}
                </p>
              ) : null}
            </div>
          ))}
          {state.interim ? <p className="ml-8 text-right text-sm italic text-zinc-300">{state.interim}</p> : null}
        </div>
        <form
          className="flex gap-2 border-t border-white/10 p-2"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {format(t.inputLabel, { name: persona.name })}
          </label>
          <input
            id={inputId}
            type="text"
            value={draft}
            maxLength={2000}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t.inputPlaceholder}
            autoComplete="off"
            className="min-w-0 flex-1 rounded-lg bg-zinc-900 px-3 py-2 text-sm text-white placeholder:text-zinc-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-pink-400"
          />
          <button type="submit" aria-label={t.send} className="rounded-lg bg-purple-600 px-3 text-white hover:bg-purple-500">
            <Send aria-hidden="true" className="h-4 w-4" />
          </button>
        </form>
      </section>
      {help && help.length > 0 ? <CrisisHelp resources={help} lang={lang} /> : null}
      {/* No rating prompt in a conversation that was in crisis. */}
      {conversationId && !busy && !help ? <Rating key={conversationId} conversationId={conversationId} lang={lang} /> : null}
    </div>
  );
}
