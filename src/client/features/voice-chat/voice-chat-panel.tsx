import Send from "lucide-react/icons/send";
import Square from "lucide-react/icons/square";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { ProviderStatus, PublicPersona, VoicePlayback } from "#shared/app-services";
import type { TranscriptPolicy } from "#shared/contracts/transcripts";
import { EMBED_CLOSE_MESSAGE } from "#shared/embed-messages";
import { format, type Lang } from "#shared/i18n";
import { buttonAppearance, type VoiceEvent } from "#shared/voice/state-machine";
import { AiNotice } from "./ai-notice";
import { Announcer, announcementOf } from "./announcer";
import { ChatMessage } from "./chat-message";
import { ConversationTools } from "./conversation-tools";
import { PersonHandover } from "./person-handover";
import { usePerson } from "./use-person";
import { useVisitorApi } from "./visitor-token";
import { CrisisHelp } from "./crisis-help";
import { useHydrated } from "../../lib/hydrated";
import { useInputLevel } from "./input-level";
import { Rating } from "./rating";
import { statusLine } from "./status-line";
import { voicePageTexts } from "./texts";
import { TranscriptConsent } from "./transcript-consent";
import { useVoiceChat } from "./use-voice-chat";
import { VoiceButton } from "./voice-button";

/** The voice-chat page (docs/product.md, "Voice chat"): notes, voice button, message area, typed input. */
export function VoiceChatPanel({
  persona,
  providers,
  voice,
  transcripts,
  lang,
  embed,
}: {
  persona: PublicPersona;
  providers: ProviderStatus;
  /** Speed and pitch for the browser's own voice; unchanged when absent. */
  voice?: VoicePlayback;
  /** The operator's transcript setting; the consent choice shows only when it is on. */
  transcripts?: TranscriptPolicy;
  lang: Lang;
  /** Inside another site's frame (/embed/<slug>): a compact heading, the privacy link, and the site sent with each message. */
  embed?: {
    origin?: string;
    privacyHref: string;
    heading: string;
    privacy: string;
    /** Said to screen readers after each link: it opens in a new tab (sighted visitors see an arrow). */
    newTab: string;
    embeddedBy?: string;
    /** The embedding site's own privacy policy, linked beside ours when the operator gave one. */
    sitePrivacy?: { href: string; label: string };
  };
}) {
  const t = voicePageTexts[lang];
  const askConsent = transcripts?.enabled === true;
  const [consent, setConsent] = useState(false);
  const consentRef = useRef(false);
  consentRef.current = askConsent && consent;
  const {
    state,
    messages,
    serverMessage,
    conversationId,
    help,
    ended,
    dispatch,
    endConversation,
    newConversation,
    handsFree,
    toggleHandsFree,
    append,
    showHelp,
  } = useVoiceChat(
    persona,
    providers,
    lang,
    voice,
    () => consentRef.current,
    embed?.origin,
    (p) => onPersonRef.current(p),
  );
  // A person behind the coach (decision 046): the button while someone is on duty, consent, the handover.
  const person = usePerson({
    api: useVisitorApi(lang),
    lang,
    personaName: persona.name,
    personaSlug: persona.slug,
    conversationId,
    messages,
    append,
    showHelp,
  });
  const onPersonRef = useRef(person.onAnswer);
  onPersonRef.current = person.onAnswer;
  const handsFreeHintId = useId();
  const [draft, setDraft] = useState("");
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const busy = state.phase === "processing" || state.phase === "answering" || state.phase === "speaking";
  // Each thing said once: a refusal in the server's words, a processing problem only in the status line.
  const { status, alert: statusAlert, notice } = statusLine(state, lang, persona.name, serverMessage);
  const isError = notice?.severity === "error";
  const listening = state.phase === "listening";
  const level = useInputLevel(listening);
  // Phones send with the button, and the long placeholder would be cut off there.
  const [phone, setPhone] = useState(false);
  useEffect(() => setPhone(window.matchMedia("(pointer: coarse), (max-width: 639px)").matches), []);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages, state.interim, ended]);

  const inputRef = useRef<HTMLInputElement>(null);
  // Before the page came to life the field is the browser's own: what a visitor typed on a slow line is taken
  // over once, and sending waits for React (a native submit would reload the page and lose the text).
  const hydrated = useHydrated();
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setDraft(typed);
  }, []);
  const voiceButtonRef = useRef<HTMLButtonElement>(null);
  /**
   * A control that goes away or goes dead while it has the focus (stop once
   * the answer is over, 'Neues Gespräch' once the log is empty) hands the
   * focus on, so it does not fall back to the start of the page: to the text
   * field when the keyboard brought it there, else to the voice button (a
   * phone's keyboard stays closed).
   */
  const handOnFocus = useCallback((from: Element | null) => {
    if (!from || document.activeElement !== from) return;
    (from.matches(":focus-visible") ? inputRef.current : voiceButtonRef.current)?.focus();
  }, []);
  // Called as React takes the stop button out, while it still has the focus.
  const stopButtonRef = useCallback((el: HTMLButtonElement | null) => (el ? () => handOnFocus(el) : undefined), [handOnFocus]);

  // Inside another site's frame, Escape asks the loader to close the panel: the key never reaches the host page.
  const embedOrigin = embed?.origin;
  useEffect(() => {
    if (!embedOrigin) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !e.defaultPrevented) window.parent.postMessage({ type: EMBED_CLOSE_MESSAGE }, embedOrigin);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [embedOrigin]);

  /** After the visitor ended the conversation, speaking or typing starts a new one. */
  const act = (event: VoiceEvent) => {
    if (ended) newConversation();
    dispatch(event);
  };
  const submit = () => {
    if (!draft.trim()) return;
    act({ type: "SUBMIT_TEXT", text: draft });
    setDraft("");
  };

  return (
    // In a frame the panel fills the frame's height, and the conversation log takes what the notes leave.
    <div className={embed ? "flex h-dvh flex-col px-3 py-3" : "mx-auto max-w-5xl px-4 py-5 sm:px-6 lg:py-8"}>
      {embed ? (
        <h1 className="text-center text-lg font-bold tracking-tight text-white">{embed.heading}</h1>
      ) : (
        <>
          <h1 className="text-center text-2xl font-bold tracking-tight text-white sm:text-4xl">
            {format(t.heading, { name: persona.name })}
          </h1>
          <p className="mx-auto mt-2 max-w-3xl text-center text-xs text-zinc-300 sm:text-sm">
            {t.connection} {t.microphone}
          </p>
        </>
      )}

      <div
        className={
          embed ? "mt-3 flex min-h-0 flex-1 flex-col gap-3" : "mt-4 grid gap-4 lg:mt-6 lg:grid-cols-2 lg:items-start lg:gap-8"
        }
      >
        <div className="flex flex-col items-center gap-3">
          <AiNotice lang={lang} demoMode={providers.demoMode} embed={embed} />
          <div className="flex w-full items-center gap-4 lg:mt-4 lg:flex-col lg:gap-3">
            <VoiceButton
              ref={voiceButtonRef}
              state={state}
              personaName={persona.name}
              lang={lang}
              onClick={() => act({ type: "CLICK" })}
              position="center"
              compact
              className="mx-0 lg:mx-auto"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2 lg:items-center">
              {/* A change of state is said politely, once; a failed turn at once, as an alert. */}
              <p className="min-h-6 text-base font-medium text-white sm:text-lg lg:text-center" data-testid="voice-status">
                <span role="status">{statusAlert ? "" : status}</span>
                {statusAlert ? <span role="alert">{status}</span> : null}
              </p>
              {listening ? (
                <>
                  <p className="text-sm text-red-200 lg:text-center" data-testid="listening-label">
                    {buttonAppearance(state, lang, persona.name).label}
                  </p>
                  <div
                    role="meter"
                    aria-label={t.inputLevel}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={level}
                    className="h-2 w-40 overflow-hidden rounded-full bg-white/10"
                  >
                    <div
                      className="h-full rounded-full bg-gradient-to-r from-green-400 to-red-500 transition-[width] duration-75"
                      style={{ width: `${level}%` }}
                    />
                  </div>
                </>
              ) : null}
              <label className="inline-flex w-fit cursor-pointer items-center gap-2 text-sm text-zinc-200">
                <input
                  type="checkbox"
                  role="switch"
                  checked={handsFree}
                  onChange={(e) => {
                    if (ended) newConversation();
                    toggleHandsFree(e.target.checked);
                  }}
                  aria-describedby={handsFree ? handsFreeHintId : undefined}
                  className="h-4 w-4 accent-pink-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-pink-400"
                  data-testid="hands-free"
                />
                {t.handsFree}
              </label>
              {handsFree ? (
                // On phones the hint is read out but not shown: the typed input must stay above the fold.
                <p id={handsFreeHintId} className="sr-only max-w-xs text-xs text-zinc-300 sm:not-sr-only lg:text-center">
                  {format(t.handsFreeHint, { name: persona.name })}
                </p>
              ) : null}
              {busy ? (
                <button
                  ref={stopButtonRef}
                  type="button"
                  onClick={() => dispatch({ type: "STOP" })}
                  className="inline-flex w-fit items-center gap-2 rounded-full border border-white/30 px-4 py-1.5 text-sm font-semibold text-white hover:bg-white/10"
                >
                  <Square aria-hidden="true" className="h-4 w-4 fill-current" />
                  {t.stop}
                </button>
              ) : null}
            </div>
          </div>
          {notice ? (
            <p
              role={isError ? "alert" : "status"}
              className={`max-w-md text-center text-sm ${isError ? "text-red-300" : "text-zinc-300"}`}
              data-testid="voice-notice"
            >
              {notice.text}
            </p>
          ) : null}
          {/* Below the button, so the button stays in view at 1280×800 even with the banner and the notice. */}
          {askConsent ? (
            <TranscriptConsent
              days={transcripts.retentionDays}
              lang={lang}
              checked={consent}
              locked={messages.length > 0 && !ended}
              onChange={setConsent}
              conversationId={messages.length > 0 ? conversationId : undefined}
            />
          ) : null}
        </div>

        <div className={embed ? "flex min-h-48 flex-1 flex-col gap-3" : "flex flex-col gap-4"}>
          <section
            aria-label={t.log}
            className={`mx-auto flex w-full flex-col rounded-2xl border border-white/10 bg-zinc-950 ${embed ? "min-h-48 flex-1" : "h-[22rem] sm:h-96 sm:w-96 sm:max-w-full"}`}
          >
            <ConversationTools
              entries={messages}
              persona={persona}
              lang={lang}
              ended={ended}
              onEnd={endConversation}
              onNew={() => {
                const from = document.activeElement;
                newConversation();
                handOnFocus(from);
              }}
            />
            {/* Not live: an answer streams in piece by piece; the announcer says it once, when complete. */}
            <div
              ref={logRef}
              role="log"
              aria-live="off"
              aria-label={t.log}
              className="flex-1 space-y-3 overflow-y-auto p-4"
              tabIndex={0}
            >
              {messages.length === 0 && !state.interim ? <p className="text-sm text-zinc-400">{t.empty}</p> : null}
              {messages.map((m) => (
                <ChatMessage key={m.id} entry={m} personaName={persona.name} lang={lang} />
              ))}
              {state.interim ? (
                <p className="ml-8 text-right text-sm italic text-zinc-300">
                  <span className="sr-only">{t.you}: </span>
                  <span>{state.interim}</span>
                </p>
              ) : null}
              {ended ? <p className="text-center text-xs text-zinc-400">{t.ended}</p> : null}
              {/* One rating per conversation, offered when the visitor ends it; never once help was shown. */}
              {ended && conversationId && !help ? (
                <Rating key={conversationId} conversationId={conversationId} lang={lang} />
              ) : null}
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
                ref={inputRef}
                id={inputId}
                type="text"
                value={draft}
                maxLength={2000}
                enterKeyHint="send"
                onChange={(e) => {
                  setDraft(e.target.value);
                  person.typed();
                }}
                placeholder={phone ? t.inputPlaceholderShort : t.inputPlaceholder}
                autoComplete="off"
                className="min-w-0 flex-1 rounded-lg bg-zinc-900 px-3 py-2 text-sm text-white placeholder:text-zinc-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-pink-400"
              />
              <button
                type="submit"
                aria-label={t.send}
                disabled={!hydrated}
                className="rounded-lg bg-purple-600 px-3 text-white hover:bg-purple-500"
              >
                <Send aria-hidden="true" className="h-4 w-4" />
              </button>
            </form>
            <Announcer announcement={announcementOf(messages, ended ? t.ended : undefined)} />
          </section>
          <PersonHandover
            lang={lang}
            canAsk={person.canAsk && !ended}
            phase={person.phase}
            typing={person.typing}
            onAsk={person.ask}
            onAgree={() => void person.agree()}
            onDecline={person.decline}
          />
          {help ? <CrisisHelp resources={help.resources} lang={lang} collapsed={help.view === "tap"} /> : null}
        </div>
      </div>
    </div>
  );
}
