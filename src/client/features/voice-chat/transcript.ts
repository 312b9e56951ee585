import { defineTexts, type Lang } from "#shared/i18n";

/** What the transcript needs of a chat entry. */
export interface TranscriptEntry {
  role: "user" | "assistant";
  content: string;
  interrupted?: boolean;
  sources?: { title: string; page?: number }[];
}

const texts = defineTexts({
  de: {
    title: "Gespräch mit {name}",
    you: "Du",
    interrupted: "[unterbrochen]",
    sources: "Quellen",
    page: "S.",
    file: "gespraech",
    /** How an interrupted answer goes back to the model: it must not read it as complete. */
    historyMark: "… [vom Besucher unterbrochen]",
  },
  en: {
    title: "Conversation with {name}",
    you: "You",
    interrupted: "[interrupted]",
    sources: "Sources",
    page: "p.",
    file: "conversation",
    historyMark: "… [interrupted by the visitor]",
  },
});

/** An answer as it goes back to the model in the history: marked when the visitor stopped it. */
export function historyContent(entry: TranscriptEntry, lang: Lang): string {
  return entry.interrupted ? `${entry.content.trimEnd()}${texts[lang].historyMark}` : entry.content;
}

/** A source as the page names it: "Ratgeber.pdf, S. 3". */
export function sourceLabel(source: { title: string; page?: number; url?: string }, lang: Lang): string {
  if (source.url) return `${source.title} (${source.url})`;
  return source.page ? `${source.title}, ${texts[lang].page} ${source.page}` : source.title;
}

/** The conversation as plain text, for copying and downloading. */
export function transcriptText(entries: readonly TranscriptEntry[], personaName: string, lang: Lang, at: Date): string {
  const t = texts[lang];
  const date = at.toLocaleString(lang === "de" ? "de-DE" : "en-GB", { dateStyle: "long", timeStyle: "short" });
  const lines = [`${t.title.replace("{name}", personaName)} – ${date}`, ""];
  for (const e of entries) {
    const who = e.role === "user" ? t.you : personaName;
    lines.push(`${who}: ${e.content.trim()}${e.interrupted ? ` ${t.interrupted}` : ""}`);
    if (e.sources && e.sources.length > 0) {
      lines.push(`  ${t.sources}: ${e.sources.map((s) => sourceLabel(s, lang)).join("; ")}`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

/** A file name such as `gespraech-mia-2026-11-25.txt`. */
export function transcriptFileName(personaSlug: string, lang: Lang, at: Date): string {
  return `${texts[lang].file}-${personaSlug}-${at.toISOString().slice(0, 10)}.txt`;
}
