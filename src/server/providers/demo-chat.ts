import type { ChatMessage, ChatProvider } from "./chat";

/**
 * The offline demo provider (decisions.md section 5): used when no chat
 * provider is configured. It answers in correct German or English, in the
 * first person, in 3-4 sentences, and draws on the best knowledge passage
 * when the server found one. Deterministic, so tests can rely on it.
 */
export const KNOWLEDGE_HEADING = "Relevante Informationen aus der Wissensdatenbank";

type Lang = "de" | "en";
interface Topic {
  keywords: RegExp;
  de: string;
  en: string;
}

const TOPICS: Topic[] = [
  {
    keywords: /lampenfieber|vortrag|präsentation|praesentation|prüfung|pruefung|nervös|nervoes|stage fright|presentation|speech|nervous|exam/i,
    de: "Ich kenne dieses Kribbeln vor einem Auftritt gut, und es zeigt vor allem, dass dir die Sache wichtig ist. Ich empfehle dir, kurz vorher ruhig vier Sekunden ein- und sechs Sekunden auszuatmen und dir deinen ersten Satz laut vorzusagen. Sobald der Anfang sitzt, trägt dich die Aufregung oft sogar. Was genau macht dich bei deinem nächsten Vortrag am meisten nervös?",
    en: "I know that tingling before a performance well, and above all it shows that this matters to you. I suggest breathing in calmly for four seconds and out for six just beforehand, and saying your first sentence out loud. Once the opening is in place, the excitement often carries you. What makes you most nervous about your next talk?",
  },
  {
    keywords: /schlaf|schlafen|müde|muede|einschlafen|nachts|sleep|tired|insomnia|night/i,
    de: "Ich verstehe gut, wie zermürbend es ist, wenn der Schlaf nicht zur Ruhe kommt. Ich rate dir, eine Stunde vor dem Zubettgehen Bildschirme wegzulegen und deine Gedanken kurz auf einen Zettel zu schreiben. So darf dein Kopf loslassen, weil nichts verloren geht. Wie sieht dein Abend normalerweise aus?",
    en: "I understand how draining it is when sleep won't come. I'd advise putting screens away an hour before bed and jotting your thoughts down on a piece of paper. That way your mind can let go, because nothing gets lost. What does your evening usually look like?",
  },
  {
    keywords: /konflikt|streit|kolleg|chef|team|ärger|aerger|conflict|argument|colleague|boss|manager/i,
    de: "Ich höre, dass dich die Situation mit den anderen gerade beschäftigt. Ich finde es hilfreich, zuerst für dich zu klären, was du dir eigentlich wünschst, bevor du das Gespräch suchst. Sprich dann in Ich-Botschaften, also von deiner Wahrnehmung statt von Vorwürfen. Was wäre für dich ein gutes Ergebnis des Gesprächs?",
    en: "I hear that the situation with the others is on your mind. I find it helpful to first get clear on what you actually want before you start the conversation. Then speak in I-statements, from your own perception rather than in accusations. What would a good outcome of that conversation be for you?",
  },
  {
    keywords: /motivation|antrieb|aufschieben|prokrastin|lustlos|motivat|procrastinat|drive/i,
    de: "Ich kenne Phasen, in denen der Antrieb einfach fehlt, und das ist völlig menschlich. Ich schlage dir vor, die nächste Aufgabe so klein zu machen, dass sie in fünf Minuten erledigt ist. Ein kleiner Erfolg bringt oft den Schwung zurück. Welche Aufgabe schiebst du gerade am längsten vor dir her?",
    en: "I know phases when the drive is simply missing, and that is entirely human. I suggest making your next task so small that it takes five minutes. A small success often brings the momentum back. Which task have you been putting off the longest?",
  },
  {
    keywords: /achtsam|meditation|atem|entspann|ruhe|mindful|breath|relax|calm/i,
    de: "Ich freue mich, dass du dir einen Moment für dich nehmen möchtest. Ich lade dich zu einer kurzen Übung ein: Nimm drei Dinge wahr, die du siehst, zwei, die du hörst, und eins, das du spürst. Das holt deine Aufmerksamkeit sanft ins Hier und Jetzt. Wie fühlst du dich nach dieser kleinen Pause?",
    en: "I'm glad you want to take a moment for yourself. Let me invite you to a short exercise: notice three things you can see, two you can hear and one you can feel. It gently brings your attention back to the here and now. How do you feel after this little pause?",
  },
  {
    keywords: /stress|druck|überfordert|ueberfordert|belast|hektik|burnout|pressure|overwhelm|busy|anxious|angst/i,
    de: "Ich höre, dass dich gerade einiges unter Druck setzt. Ich schlage dir eine kurze Atemübung vor: Atme vier Sekunden ein, halte kurz inne und atme sechs Sekunden lang aus. Wiederhole das fünfmal und spüre nach, was sich verändert. Was belastet dich im Moment am meisten?",
    en: "I hear that quite a lot is putting you under pressure right now. I suggest a short breathing exercise: breathe in for four seconds, pause briefly and breathe out for six seconds. Repeat that five times and notice what changes. What is weighing on you most at the moment?",
  },
];

const GENERIC = {
  de: "Danke, dass du das mit mir teilst. Ich möchte dich gut verstehen, bevor ich dir etwas vorschlage. Magst du mir erzählen, was dich gerade am meisten beschäftigt? Gemeinsam finden wir einen kleinen, machbaren nächsten Schritt.",
  en: "Thank you for sharing that with me. I'd like to understand you well before I suggest anything. Would you tell me what's on your mind most right now? Together we'll find a small, manageable next step.",
} as const;

/** The first sentence of a passage, short enough to be read aloud. */
function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const match = /^(.{20,220}?[.!?])(\s|$)/.exec(clean);
  const sentence = match?.[1] ?? clean.slice(0, 200).replace(/\s\S*$/, "") + " …";
  return sentence;
}

/** The best passage of the knowledge message: `[Title] text` entries separated by blank lines. */
export function bestPassage(messages: ChatMessage[]): { title: string; text: string } | undefined {
  const knowledge = messages.find((m) => m.role === "system" && m.content.startsWith(KNOWLEDGE_HEADING));
  if (!knowledge) return undefined;
  const body = knowledge.content.slice(KNOWLEDGE_HEADING.length).replace(/^[:\s]+/, "");
  const first = body.split(/\n\s*\n/)[0]?.trim();
  if (!first) return undefined;
  const m = /^\[([^\]]+)\]\s*([\s\S]*)$/.exec(first);
  return m ? { title: m[1]!, text: m[2]! } : { title: "", text: first };
}

export function demoReply(messages: ChatMessage[], lang: Lang): string {
  const question = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const passage = bestPassage(messages);
  if (passage) {
    const sentence = firstSentence(passage.text);
    const source = passage.title ? (lang === "de" ? ` im Dokument „${passage.title}“` : ` in the document “${passage.title}”`) : "";
    return lang === "de"
      ? `Ich habe dazu etwas in unserer Wissensdatenbank gefunden${source}: ${sentence} Ich finde, das ist ein guter Ausgangspunkt für dich. Was davon möchtest du als Erstes ausprobieren?`
      : `I found something on this in our knowledge base${source}: ${sentence} I think that's a good starting point for you. Which part of it would you like to try first?`;
  }
  const topic = TOPICS.find((t) => t.keywords.test(question));
  return topic ? topic[lang] : GENERIC[lang];
}

export function createDemoChatProvider(options: { tokenDelayMs: number }): ChatProvider {
  return {
    name: "demo",
    async *stream(req) {
      const reply = demoReply(req.messages, req.lang ?? "de");
      // Word by word, like a real provider's stream.
      const tokens = reply.match(/\S+\s*/g) ?? [];
      for (const token of tokens) {
        if (req.signal.aborted) return;
        if (options.tokenDelayMs > 0) await new Promise((r) => setTimeout(r, options.tokenDelayMs));
        yield token;
      }
    },
  };
}
