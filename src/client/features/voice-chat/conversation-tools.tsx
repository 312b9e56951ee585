import Check from "lucide-react/icons/check";
import CircleStop from "lucide-react/icons/circle-stop";
import Copy from "lucide-react/icons/copy";
import Download from "lucide-react/icons/download";
import MessageSquarePlus from "lucide-react/icons/message-square-plus";
import { useState } from "react";
import type { PublicPersona } from "#shared/app-services";
import type { Lang } from "#shared/i18n";
import { voicePageTexts } from "./texts";
import { transcriptFileName, transcriptText } from "./transcript";
import type { ChatEntry } from "./use-chat-log";

/** Copy, download, end or restart: the conversation's own controls above its log. */
export function ConversationTools({
  entries,
  persona,
  lang,
  ended,
  onEnd,
  onNew,
}: {
  entries: ChatEntry[];
  persona: PublicPersona;
  lang: Lang;
  ended: boolean;
  onEnd: () => void;
  onNew: () => void;
}) {
  const t = voicePageTexts[lang];
  const [copyStatus, setCopyStatus] = useState<"" | "copied" | "failed">("");
  const transcript = () => transcriptText(entries, persona.name, lang, new Date());
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(transcript());
      setCopyStatus("copied");
    } catch {
      setCopyStatus("failed");
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([transcript()], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = transcriptFileName(persona.slug, lang, new Date());
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const iconButton =
    "inline-flex h-8 w-8 items-center justify-center rounded-lg text-zinc-300 hover:bg-white/10 hover:text-white disabled:opacity-40 disabled:hover:bg-transparent";
  const empty = entries.length === 0;
  return (
    <div className="flex items-center gap-1 border-b border-white/10 px-3 py-1.5">
      <h2 className="min-w-0 flex-1 truncate text-sm font-semibold text-zinc-200">{t.logHeading}</h2>
      <p role="status" className="sr-only">
        {copyStatus === "copied" ? t.copied : ""}
      </p>
      {copyStatus === "failed" ? (
        <p role="alert" className="text-xs text-red-300">
          {t.copyFailed}
        </p>
      ) : null}
      <button
        type="button"
        className={iconButton}
        onClick={() => void copy()}
        disabled={empty}
        aria-label={t.copy}
        title={t.copy}
      >
        {copyStatus === "copied" ? (
          <Check aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Copy aria-hidden="true" className="h-4 w-4" />
        )}
      </button>
      <button type="button" className={iconButton} onClick={download} disabled={empty} aria-label={t.download} title={t.download}>
        <Download aria-hidden="true" className="h-4 w-4" />
      </button>
      {ended || empty ? (
        <button
          type="button"
          className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg px-2 py-1 text-xs font-semibold text-zinc-200 hover:bg-white/10 disabled:opacity-40"
          onClick={onNew}
          disabled={empty}
        >
          <MessageSquarePlus aria-hidden="true" className="h-4 w-4" />
          <span className="max-sm:sr-only">{t.newConversation}</span>
        </button>
      ) : (
        <button
          type="button"
          className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg px-2 py-1 text-xs font-semibold text-zinc-200 hover:bg-white/10"
          onClick={onEnd}
        >
          <CircleStop aria-hidden="true" className="h-4 w-4" />
          <span className="max-sm:sr-only">{t.endConversation}</span>
        </button>
      )}
    </div>
  );
}
