import { format, type Lang } from "#shared/i18n";
import { personTexts } from "./person-texts";
import { CrisisText } from "./crisis-help";
import { voicePageTexts } from "./texts";
import { sourceLabel } from "./transcript";
import type { ChatEntry } from "./use-chat-log";

/**
 * One entry of the conversation's log: who said it, the text (numbers tappable), an interruption, the sources.
 * A person from the operator's team is named as such, apart from the coach.
 */
export function ChatMessage({ entry: m, personaName, lang }: { entry: ChatEntry; personaName: string; lang: Lang }) {
  const t = voicePageTexts[lang];
  const who = m.role === "user" ? t.you : m.person ? format(personTexts[lang].fromTeam, { name: m.person }) : personaName;
  return (
    <div data-role={m.person ? "person" : m.role} className={m.role === "user" ? "ml-8 text-right" : "mr-8"}>
      <p className="text-xs font-semibold text-zinc-400">
        {who}
        {m.person ? <span className="sr-only"> ({personTexts[lang].person})</span> : null}
        {/* Read as "Du: …" / "Mia: …", the speaker before the words, as shown. */}
        <span className="sr-only">:</span>
      </p>
      <p
        className={`mt-1 inline-block whitespace-pre-wrap rounded-2xl px-3 py-2 text-left text-sm ${
          m.role === "user"
            ? "bg-purple-700 text-white"
            : m.person
              ? "border border-emerald-300/70 bg-emerald-950 text-emerald-50"
              : m.crisis
                ? "border border-amber-300 bg-amber-950 text-amber-50"
                : "bg-zinc-800 text-zinc-100"
        }`}
      >
        {m.resources ? <CrisisText text={m.content} resources={m.resources} /> : m.content}
        {m.interrupted ? (
          <span className="ml-1 text-xs italic text-zinc-400" data-testid="interrupted">
            … ({t.interrupted})
          </span>
        ) : null}
      </p>
      {m.sources && m.sources.length > 0 ? (
        <p className="mt-1 text-xs text-zinc-400">
          {t.sources}:{" "}
          {m.sources.map((s, i) => (
            <span key={`${s.documentId}-${s.page}`}>
              {i > 0 ? "; " : ""}
              {s.url ? (
                <a href={s.url} target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
                  {s.title}
                </a>
              ) : (
                sourceLabel(s, lang)
              )}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
