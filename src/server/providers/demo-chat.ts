import type { ChatMessage, ChatProvider } from "./chat";

/**
 * The offline demo provider: serves when no chat provider is configured, so
 * the site works end to end without keys. It answers like the real coach is
 * asked to (the persona's prompt and the language instruction): in German or
 * English, in the first person, in three to four sentences, drawing on the
 * best knowledge passage when the server found one. Deterministic: the same
 * messages always give the same answer.
 */

/** Heading of the knowledge message, the second system message (see chat/messages.ts). */
export const KNOWLEDGE_HEADING = "Relevante Informationen aus der Wissensdatenbank";

/** Milliseconds between two streamed words by default; about a real provider's pace. */
export const DEFAULT_DEMO_TOKEN_DELAY_MS = 15;

type Lang = "de" | "en";
type Texts = Record<Lang, string>;

interface Topic {
  /** Matched against the visitor's latest message. The first topic that matches wins. */
  keywords: RegExp;
  reply: Texts;
}

const TOPICS: Topic[] = [
  {
    // Stage fright before the more general stress: "Angst vor dem Vortrag" is about the talk.
    keywords:
      /lampenfieber|auftritt|vortrag|präsentation|praesentation|prüfung|pruefung|nervös|nervoes|bühne|stage fright|presentation|public speaking|\bspeech|nervous|\bexams?\b/i,
    reply: {
      de: "Ich verstehe dieses Kribbeln vor einem Auftritt gut, und vor allem zeigt es mir, wie wichtig dir die Sache ist. Ich empfehle dir, kurz vorher ruhig vier Sekunden lang ein- und sechs Sekunden lang auszuatmen und dir deinen ersten Satz einmal laut vorzusagen. Sobald der Anfang sitzt, trägt dich die Aufregung oft sogar. Was macht dich bei deinem nächsten Auftritt am meisten nervös?",
      en: "I understand that tingling before a performance well, and above all it tells me how much this matters to you. I suggest breathing in calmly for four seconds and out for six just beforehand, and saying your first sentence out loud once. Once the opening is in place, the excitement often even carries you. What makes you most nervous about your next performance?",
    },
  },
  {
    keywords: /schlaf|müde|muede|nachts|sleep|insomnia|tired|awake at night/i,
    reply: {
      de: "Ich verstehe gut, wie zermürbend es ist, wenn du nachts nicht zur Ruhe kommst. Ich rate dir, eine Stunde vor dem Schlafengehen alle Bildschirme wegzulegen und deine Gedanken kurz auf einen Zettel zu schreiben. So kann dein Kopf loslassen, weil nichts verloren geht. Wie sieht dein Abend normalerweise aus?",
      en: "I understand how draining it is when you can't settle down at night. I'd advise putting all screens away an hour before bed and jotting your thoughts down on a piece of paper. That way your mind can let go, because nothing gets lost. What does your evening usually look like?",
    },
  },
  {
    keywords:
      /konflikt|streit|kolleg|chef|vorgesetzt|\bteam|ärger|aerger|conflict|argument|colleague|co-?worker|\bboss\b|manager/i,
    reply: {
      de: "Ich höre, dass dich die Situation mit deinem Gegenüber gerade sehr beschäftigt. Ich finde es hilfreich, zuerst für dich zu klären, was du dir eigentlich wünschst, bevor du das Gespräch suchst. Sprich dann in Ich-Botschaften, also aus deiner eigenen Wahrnehmung heraus statt mit Vorwürfen. Was wäre für dich ein gutes Ergebnis dieses Gesprächs?",
      en: "I hear that the situation with the other person is really on your mind. I find it helpful to first get clear on what you actually want before you start the conversation. Then speak in I-statements, from your own perception rather than with accusations. What would a good outcome of that conversation be for you?",
    },
  },
  {
    keywords:
      /motivation|antrieb|aufschieb|prokrastin|lustlos|keine lust|motivat|procrastinat|\bdrive\b|putting (it|things) off/i,
    reply: {
      de: "Ich weiß, wie zäh sich Phasen anfühlen können, in denen der Antrieb einfach fehlt, und das ist völlig menschlich. Ich schlage dir vor, die nächste Aufgabe so klein zu machen, dass sie in fünf Minuten erledigt ist. Ein kleiner Erfolg bringt oft den Schwung zurück. Welche Aufgabe schiebst du gerade am längsten vor dir her?",
      en: "I know how sluggish phases without any drive can feel, and that is entirely human. I suggest making your next task so small that you can finish it in five minutes. A small success often brings the momentum back. Which task have you been putting off the longest?",
    },
  },
  {
    keywords: /achtsam|meditat|atemübung|atemuebung|entspann|innere ruhe|mindful|breathing|relax|\bcalm/i,
    reply: {
      de: "Ich freue mich, dass du dir einen Moment für dich nehmen möchtest. Ich lade dich zu einer kurzen Übung ein: Nimm drei Dinge wahr, die du siehst, zwei, die du hörst, und eins, das du spürst. Das holt deine Aufmerksamkeit sanft ins Hier und Jetzt. Wie fühlst du dich nach dieser kleinen Pause?",
      en: "I'm glad you want to take a moment for yourself. Let me invite you to a short exercise: notice three things you can see, two you can hear and one you can feel. It gently brings your attention back to the here and now. How do you feel after this little pause?",
    },
  },
  {
    keywords:
      /stress|druck|überfordert|ueberfordert|überlastet|belast|hektik|burn-?out|erschöpft|erschoepft|\bangst|sorgen|pressure|overwhelm|exhausted|anxious|worried/i,
    reply: {
      de: "Ich höre, dass dich gerade einiges unter Druck setzt. Ich schlage dir eine kurze Atemübung vor: Atme vier Sekunden lang ein, halte kurz inne und atme sechs Sekunden lang aus. Wiederhole das fünfmal und spür nach, was sich verändert. Was belastet dich im Moment am meisten?",
      en: "I hear that quite a lot is putting you under pressure right now. I suggest a short breathing exercise: breathe in for four seconds, pause briefly and breathe out for six seconds. Repeat that five times and notice what changes. What is weighing on you most at the moment?",
    },
  },
];

const GREETING_PATTERN =
  /^\s*(hallo|hi|hey|huhu|servus|moin|grüß dich|gruess dich|guten (morgen|tag|abend)|hello|good (morning|afternoon|evening))\b[\s\p{P}]*(coach|mia)?[\s\p{P}]*$/iu;

const GREETING: Texts = {
  de: "Hallo, schön, dass du da bist! Ich bin hier, um dir zuzuhören und dich ein Stück zu begleiten. Erzähl mir gern, was dich gerade beschäftigt, ob Stress, Schlaf oder etwas ganz anderes. Womit möchtest du heute anfangen?",
  en: "Hello, it's good to have you here! I'm here to listen to you and support you for a while. Feel free to tell me what's on your mind, whether it's stress, sleep or something else entirely. Where would you like to start today?",
};

const GENERIC: Texts = {
  de: "Danke, dass du das mit mir teilst. Ich möchte dich gut verstehen, bevor ich dir etwas vorschlage. Magst du mir erzählen, was dich gerade am meisten beschäftigt? Gemeinsam finden wir einen kleinen, machbaren nächsten Schritt.",
  en: "Thank you for sharing that with me. I'd like to understand you well before I suggest anything. Would you tell me what's on your mind most right now? Together we'll find a small, manageable next step.",
};

/** When the conversation is already under way, or a topic's answer was already given. */
const FOLLOW_UP: Texts = {
  de: "Danke, das hilft mir, dich besser zu verstehen. Ich schlage dir vor, dir heute zehn Minuten nur für dich zu nehmen und aufzuschreiben, was dir gerade Kraft gibt und was dir Kraft nimmt. Oft zeigt sich auf dem Papier schon ein erster Ansatzpunkt. Was davon möchtest du als Erstes angehen?",
  en: "Thank you, that helps me understand you better. I suggest taking ten minutes just for yourself today and writing down what gives you energy right now and what drains it. A first starting point often shows up on paper. Which of these would you like to tackle first?",
};

/** In careful mode after a crisis answer: no tips, no cheer; asking how the visitor is, pointing to the help that stays in view. */
const CAREFUL: Texts = {
  de: "Danke, dass du weiter mit mir schreibst. Ich bin eine KI, aber ich lese genau, was du sagst. Wie geht es dir gerade, in diesem Moment? Die Menschen an den Krisentelefonen unten sind rund um die Uhr für dich da.",
  en: "Thank you for still writing to me. I am an AI, but I'm reading carefully what you say. How are you right now, in this moment? The people at the crisis lines below are there for you around the clock.",
};

/** English when the page says so, else when a system message asks for English answers; German by default. */
export function replyLanguage(messages: ChatMessage[], lang?: Lang): Lang {
  if (lang) return lang;
  const asksEnglish = messages.some(
    (m) => m.role === "system" && /\b(answer|reply|respond)\b[^.]*\bin English\b/i.test(m.content),
  );
  return asksEnglish ? "en" : "de";
}

/** The best passage of the knowledge message: its first `[Title] text` entry (retrieval sends them best first). */
export function bestPassage(messages: ChatMessage[]): { title: string; text: string } | undefined {
  const knowledge = messages.find((m) => m.role === "system" && m.content.startsWith(KNOWLEDGE_HEADING));
  if (!knowledge) return undefined;
  const body = knowledge.content.slice(KNOWLEDGE_HEADING.length).replace(/^[:\s]+/, "");
  const first = body.split(/\n\s*\n/)[0]?.trim();
  if (!first) return undefined;
  const m = /^\[([^\]\n]+)\]\s*([\s\S]*)$/.exec(first);
  const passage = m ? { title: m[1]!.trim(), text: m[2]! } : { title: "", text: first };
  passage.text = passage.text
    .replace(/-\n(?=\p{Ll})/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return passage.text ? passage : undefined;
}

/** Word stems for a rough overlap score: lower-case words of four letters or more, cut to five. */
function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 5)));
}

const MAX_QUOTE_CHARS = 220;

/** The passage's sentence that shares most words with the question (the first one on a tie), short enough to read aloud. */
export function quoteFrom(passage: string, question: string): string {
  const all =
    passage
      .match(/[^.!?]+(?:[.!?]+|$)/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [];
  // A quote should say something: "Viele kennen das." does not.
  const substantial = all.filter((s) => s.split(/\s+/).length >= 5);
  const sentences = substantial.length > 0 ? substantial : all;
  const asked = stems(question);
  let best = sentences[0] ?? passage;
  let bestScore = -1;
  for (const s of sentences) {
    const score = [...stems(s)].filter((w) => asked.has(w)).length;
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  if (best.length <= MAX_QUOTE_CHARS) return best;
  return `${best.slice(0, MAX_QUOTE_CHARS).replace(/[\s,;:]+\S*$/, "")} …`;
}

/** A rough guess of a quote's language, so an answer can say that it quotes the other one. */
function looksGerman(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const german = words.filter((w) => /[äöüß]/.test(w) || GERMAN_WORDS.has(w)).length;
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  return german > english;
}
const GERMAN_WORDS = new Set([
  "und",
  "der",
  "die",
  "das",
  "ist",
  "nicht",
  "ein",
  "eine",
  "mit",
  "für",
  "auf",
  "sich",
  "den",
  "dem",
  "zu",
  "vor",
  "hilft",
  "es",
]);
const ENGLISH_WORDS = new Set([
  "and",
  "the",
  "is",
  "not",
  "a",
  "an",
  "with",
  "for",
  "on",
  "of",
  "to",
  "before",
  "helps",
  "it",
  "you",
  "your",
]);

function knowledgeReply(passage: { title: string; text: string }, question: string, lang: Lang): string {
  const quote = quoteFrom(passage.text, question);
  const otherLanguage = looksGerman(quote) !== (lang === "de");
  if (lang === "de") {
    const where = passage.title ? `Im Dokument „${passage.title}“ heißt es` : "Dort heißt es";
    return `Dazu habe ich etwas in unserer Wissensdatenbank gefunden. ${where}${otherLanguage ? " auf Englisch" : ""}: „${quote}“ Ich finde, das ist ein guter Ausgangspunkt für dich. Was davon möchtest du als Erstes ausprobieren?`;
  }
  const where = passage.title ? `The document “${passage.title}” says` : "It says";
  return `I found something on this in our knowledge base. ${where}${otherLanguage ? " in German" : ""}: “${quote}” I think that's a good starting point for you. Which part of it would you like to try first?`;
}

/** The whole demo answer to `messages`. */
export function demoReply(messages: ChatMessage[], lang: Lang): string {
  const question = messages.findLast((m) => m.role === "user")?.content.trim() ?? "";
  const passage = bestPassage(messages);
  if (passage) return knowledgeReply(passage, question, lang);

  const said = new Set(messages.filter((m) => m.role === "assistant").map((m) => m.content.trim()));
  const topic = TOPICS.find((t) => t.keywords.test(question));
  if (topic && !said.has(topic.reply[lang])) return topic.reply[lang];
  if (!topic && GREETING_PATTERN.test(question) && !said.has(GREETING[lang])) return GREETING[lang];
  // Asking again what the visitor has on their mind would ignore what they just said.
  return said.size > 0 ? FOLLOW_UP[lang] : GENERIC[lang];
}

export interface DemoChatOptions {
  /** Milliseconds before each streamed word (default 15; 0 in tests). */
  tokenDelayMs?: number;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** Streams demoReply word by word, like a real provider (the space travels in front of each word). */
export function createDemoChatProvider(options: DemoChatOptions = {}): ChatProvider {
  const tokenDelayMs = options.tokenDelayMs ?? DEFAULT_DEMO_TOKEN_DELAY_MS;
  return {
    name: "demo",
    async *stream(req) {
      const lang = replyLanguage(req.messages, req.lang);
      const reply = req.careful ? CAREFUL[lang] : demoReply(req.messages, lang);
      for (const token of reply.match(/\s*\S+/g) ?? []) {
        if (tokenDelayMs > 0) await sleep(tokenDelayMs, req.signal);
        if (req.signal.aborted) return;
        yield token;
      }
    },
  };
}
