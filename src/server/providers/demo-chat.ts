import type { ChatMessage, ChatProvider } from "./chat";

/**
 * The offline demo provider: serves when no chat provider is configured, so
 * the site works end to end without keys. It answers like the real coach is
 * asked to (the persona's prompt and the language instruction): in German or
 * English, in the first person, in three to four sentences. It keeps the
 * conversation: it calls the visitor by the name they gave, comes back to
 * what they said earlier, never gives the same answer twice, and quotes a
 * knowledge passage only when it shares the question's words. Deterministic:
 * the same messages always give the same answer.
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
  /** Answers in order of use: a topic met again gets the next one. */
  replies: Texts[];
  /** How the coach refers back to it later: "Ich denke auch noch an {deinen Stress}". */
  label: Texts;
}

const TOPICS: Topic[] = [
  {
    // Stage fright before the more general stress: "Angst vor dem Vortrag" is about the talk.
    keywords:
      /lampenfieber|auftritt|vortrag|präsentation|praesentation|prüfung|pruefung|nervös|nervoes|bühne|stage fright|presentation|public speaking|\bspeech|nervous|\bexams?\b/i,
    replies: [
      {
        de: "Ich verstehe dieses Kribbeln vor einem Auftritt gut, und vor allem zeigt es mir, wie wichtig dir die Sache ist. Ich empfehle dir, kurz vorher ruhig vier Sekunden lang ein- und sechs Sekunden lang auszuatmen und dir deinen ersten Satz einmal laut vorzusagen. Sobald der Anfang sitzt, trägt dich die Aufregung oft sogar. Was macht dich bei deinem nächsten Auftritt am meisten nervös?",
        en: "I understand that tingling before a performance well, and above all it tells me how much this matters to you. I suggest breathing in calmly for four seconds and out for six just beforehand, and saying your first sentence out loud once. Once the opening is in place, the excitement often even carries you. What makes you most nervous about your next performance?",
      },
      {
        de: "Ich merke, dass dich der Auftritt weiter beschäftigt, und das ist ganz verständlich. Ich schlage dir vor, den Ablauf einmal im Kopf durchzugehen, vom Betreten des Raums bis zum letzten Satz. Was du dir vorher vorgestellt hast, fühlt sich im Moment selbst vertrauter an. Welcher Teil davon macht dir noch Sorgen?",
        en: "I notice the performance is still on your mind, and that's completely understandable. I suggest walking through it once in your head, from entering the room to your last sentence. What you have pictured beforehand feels more familiar in the moment itself. Which part of it still worries you?",
      },
    ],
    label: { de: "dein Lampenfieber", en: "your nerves before performing" },
  },
  {
    keywords: /schlaf|müde|muede|nachts|sleep|insomnia|tired|awake at night/i,
    replies: [
      {
        de: "Ich verstehe gut, wie zermürbend es ist, wenn du nachts nicht zur Ruhe kommst. Ich rate dir, eine Stunde vor dem Schlafengehen alle Bildschirme wegzulegen und deine Gedanken kurz auf einen Zettel zu schreiben. So kann dein Kopf loslassen, weil nichts verloren geht. Wie sieht dein Abend normalerweise aus?",
        en: "I understand how draining it is when you can't settle down at night. I'd advise putting all screens away an hour before bed and jotting your thoughts down on a piece of paper. That way your mind can let go, because nothing gets lost. What does your evening usually look like?",
      },
      {
        de: "Ich höre, dass die Nächte dich weiter beschäftigen. Ich empfehle dir, jeden Morgen zur gleichen Zeit aufzustehen, auch nach einer schlechten Nacht, denn das gibt deinem Körper einen festen Takt. Schon nach ein paar Tagen merken das viele. Was hält dich abends am längsten wach?",
        en: "I hear that your nights are still on your mind. I'd recommend getting up at the same time every morning, even after a bad night, because it gives your body a steady rhythm. Many people notice a difference within a few days. What keeps you awake longest in the evening?",
      },
    ],
    label: { de: "deinen Schlaf", en: "your sleep" },
  },
  {
    keywords:
      /konflikt|streit|kolleg|chef|vorgesetzt|\bteam|ärger|aerger|conflict|argument|colleague|co-?worker|\bboss\b|manager/i,
    replies: [
      {
        de: "Ich höre, dass dich die Situation mit deinem Gegenüber gerade sehr beschäftigt. Ich finde es hilfreich, zuerst für dich zu klären, was du dir eigentlich wünschst, bevor du das Gespräch suchst. Sprich dann in Ich-Botschaften, also aus deiner eigenen Wahrnehmung heraus statt mit Vorwürfen. Was wäre für dich ein gutes Ergebnis dieses Gesprächs?",
        en: "I hear that the situation with the other person is really on your mind. I find it helpful to first get clear on what you actually want before you start the conversation. Then speak in I-statements, from your own perception rather than with accusations. What would a good outcome of that conversation be for you?",
      },
      {
        de: "Ich merke, dass dich dieser Konflikt weiter begleitet. Ich finde es hilfreich, dir vorher einen ersten Satz zurechtzulegen, der beschreibt, was du beobachtet hast, ohne es zu bewerten. Das nimmt dem Gespräch gleich zu Beginn die Schärfe. Wie würde dieser erste Satz bei dir lauten?",
        en: "I notice this conflict is still with you. I find it helpful to prepare a first sentence that describes what you observed without judging it. That takes the edge off the conversation right from the start. What would that first sentence sound like for you?",
      },
    ],
    label: { de: "den Konflikt mit deinem Gegenüber", en: "the conflict with the other person" },
  },
  {
    keywords:
      /motivation|antrieb|aufschieb|prokrastin|lustlos|keine lust|motivat|procrastinat|\bdrive\b|putting (it|things) off/i,
    replies: [
      {
        de: "Ich weiß, wie zäh sich Phasen anfühlen können, in denen der Antrieb einfach fehlt, und das ist völlig menschlich. Ich schlage dir vor, die nächste Aufgabe so klein zu machen, dass sie in fünf Minuten erledigt ist. Ein kleiner Erfolg bringt oft den Schwung zurück. Welche Aufgabe schiebst du gerade am längsten vor dir her?",
        en: "I know how sluggish phases without any drive can feel, and that is entirely human. I suggest making your next task so small that you can finish it in five minutes. A small success often brings the momentum back. Which task have you been putting off the longest?",
      },
      {
        de: "Ich verstehe, dass der Antrieb noch nicht zurück ist, und ich finde es gut, dass du dranbleibst. Ich schlage dir vor, dir für morgen eine feste Uhrzeit für diese eine Aufgabe in den Kalender zu schreiben. Ein Termin mit dir selbst ist schwerer zu verschieben als ein vager Vorsatz. Wann am Tag hast du normalerweise die meiste Energie?",
        en: "I understand your drive isn't back yet, and I'm glad you're sticking with it. I suggest putting a fixed time for that one task in your calendar for tomorrow. An appointment with yourself is harder to put off than a vague intention. When in the day do you usually have the most energy?",
      },
    ],
    label: { de: "deine Motivation", en: "your motivation" },
  },
  {
    keywords: /achtsam|meditat|atemübung|atemuebung|entspann|innere ruhe|mindful|breathing|relax|\bcalm/i,
    replies: [
      {
        de: "Ich freue mich, dass du dir einen Moment für dich nehmen möchtest. Ich lade dich zu einer kurzen Übung ein: Nimm drei Dinge wahr, die du siehst, zwei, die du hörst, und eins, das du spürst. Das holt deine Aufmerksamkeit sanft ins Hier und Jetzt. Wie fühlst du dich nach dieser kleinen Pause?",
        en: "I'm glad you want to take a moment for yourself. Let me invite you to a short exercise: notice three things you can see, two you can hear and one you can feel. It gently brings your attention back to the here and now. How do you feel after this little pause?",
      },
      {
        de: "Ich freue mich, dass du dir weiter Zeit für dich nimmst. Ich lade dich ein, die Hände auf den Bauch zu legen und zu spüren, wie er sich beim Atmen hebt und senkt, zehn Atemzüge lang. Mehr braucht es für einen Moment der Ruhe oft nicht. Was hast du dabei bemerkt?",
        en: "I'm glad you keep taking time for yourself. I invite you to place your hands on your belly and feel it rise and fall as you breathe, for ten breaths. Often that's all a moment of calm needs. What did you notice?",
      },
    ],
    label: { de: "deine Suche nach Ruhe", en: "your wish for calm" },
  },
  {
    keywords:
      /stress|druck|überfordert|ueberfordert|überlastet|belast|hektik|burn-?out|erschöpft|erschoepft|\bangst|sorgen|pressure|overwhelm|exhausted|anxious|worried/i,
    replies: [
      {
        de: "Ich höre, dass dich gerade einiges unter Druck setzt. Ich schlage dir eine kurze Atemübung vor: Atme vier Sekunden lang ein, halte kurz inne und atme sechs Sekunden lang aus. Wiederhole das fünfmal und spür nach, was sich verändert. Was belastet dich im Moment am meisten?",
        en: "I hear that quite a lot is putting you under pressure right now. I suggest a short breathing exercise: breathe in for four seconds, pause briefly and breathe out for six seconds. Repeat that five times and notice what changes. What is weighing on you most at the moment?",
      },
      {
        de: "Ich merke, dass der Druck dich weiter begleitet. Ich schlage dir vor, heute Abend drei Dinge aufzuschreiben, die du trotz allem geschafft hast, egal wie klein. Das lenkt den Blick auf das, was du schon trägst. Was davon hat dich selbst überrascht?",
        en: "I notice the pressure is still with you. I suggest writing down three things this evening that you managed despite everything, however small. It turns your attention to what you already carry. Which of them surprised you?",
      },
    ],
    label: { de: "deinen Stress", en: "the pressure you're under" },
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

/** When the conversation is already under way, or a topic's answers were all given; used in this order. */
const FOLLOW_UPS: Texts[] = [
  {
    de: "Danke, das hilft mir, dich besser zu verstehen. Ich schlage dir vor, dir heute zehn Minuten nur für dich zu nehmen und aufzuschreiben, was dir gerade Kraft gibt und was dir Kraft nimmt. Oft zeigt sich auf dem Papier schon ein erster Ansatzpunkt. Was davon möchtest du als Erstes angehen?",
    en: "Thank you, that helps me understand you better. I suggest taking ten minutes just for yourself today and writing down what gives you energy right now and what drains it. A first starting point often shows up on paper. Which of these would you like to tackle first?",
  },
  {
    de: "Ich höre dir gern weiter zu. Ich frage mich, was sich für dich ändern würde, wenn es ab morgen nur ein kleines bisschen leichter wäre. Manchmal zeigt so eine Vorstellung, wohin der nächste Schritt gehen kann. Woran würdest du es als Erstes merken?",
    en: "I'm happy to keep listening. I wonder what would change for you if things were just a little easier from tomorrow on. Picturing that sometimes shows where the next step can go. What would you notice first?",
  },
  {
    de: "Ich finde es stark, dass du dir so ehrlich anschaust, was dich bewegt. Ich möchte dich einladen, einmal zurückzublicken: Wann hast du eine ähnliche Situation schon einmal gut gemeistert? Was dir damals geholfen hat, steckt oft noch in dir. Was hast du damals anders gemacht?",
    en: "I think it's strong that you're looking so honestly at what moves you. I'd like to invite you to look back: when did you handle a similar situation well before? What helped you then is often still in you. What did you do differently back then?",
  },
];

/** The last resort when every answer was given: it mirrors the visitor's words, so it cannot repeat itself. */
const MIRROR: Texts = {
  de: "Ich höre, was du gerade schreibst: „{said}“ Ich möchte das nicht vorschnell mit einem Tipp beantworten, sondern es erst verstehen. Was ist daran für dich gerade das Wichtigste?",
  en: "I hear what you're writing: “{said}” I don't want to answer that too quickly with a tip; I'd like to understand it first. What matters most to you about it right now?",
};

/** Coming back to what the visitor told earlier, as the first sentence of a follow-up. */
const REMEMBER: Texts = {
  de: "Ich denke auch noch an {topic}, davon hast du vorhin erzählt.",
  en: "I'm also still thinking about {topic}, which you mentioned earlier.",
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
  return new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !COMMON_WORDS.has(w)).map((w) => w.slice(0, 5)));
}

/** Words too common to say that a passage is about the question. */
const COMMON_WORDS = new Set(
  "aber auch dass dein deine dich dies diese einen einem einer eines habe haben hast immer kann kannst mehr mein meine mich mir nicht noch oder sehr sich sind über unter viel viele weil wenn wird wie wieder about also been does from have just like more much really some that their them there they this very what when which with would your".split(
    " ",
  ),
);

/**
 * Whether a passage is worth quoting for a question: it shares at least one
 * word of seven letters or more with it ("Lampenfieber", "Abendroutine"), or
 * two shorter ones. Retrieval also returns weak matches; a coach quoting one
 * of those answers a question nobody asked.
 */
export function isRelevant(passage: string, question: string): boolean {
  const asked = stems(question);
  const words = (question.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !COMMON_WORDS.has(w));
  const shared = [...stems(passage)].filter((w) => asked.has(w));
  const long = words.filter((w) => w.length >= 7 && shared.includes(w.slice(0, 5)));
  return long.length >= 1 || shared.length >= 2;
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

/** Capitalised words that follow "ich bin" or "I'm" without being names. */
const NOT_NAMES = new Set(
  "Lehrer Lehrerin Mutter Vater Student Studentin Chef Chefin Mann Frau Single Anfang Ende Deutsch English Tired Fine Okay Ok Sorry Not Nicht Just So Very Really Here Back Done Stressed Also Egal Nichts Nothing".split(
    " ",
  ),
);

/** The name the visitor gave for themself in any of their messages, the latest one winning. */
export function visitorName(messages: ChatMessage[]): string | undefined {
  // Said outright, a name may be typed in lower case; after "ich bin" or "I'm" only a capitalised word is one.
  const outright =
    /(?:^|[^\p{L}])(?:[Ii]ch hei(?:ß|ss)e|[Mm]ein [Nn]ame ist|[Nn]enn mich|[Mm]y name is|[Cc]all me|I'm called|I am called)\s+(\p{L}[\p{Ll}'-]+)/u;
  const introduced = /(?:^|[^\p{L}])(?:[Hh]ier ist|I am|I'm|[Tt]his is)\s+(\p{Lu}[\p{Ll}'-]+)(?=[\s,.!]|$)/u;
  let name: string | undefined;
  for (const m of messages) {
    if (m.role !== "user") continue;
    for (const re of [outright, introduced]) {
      const found = re.exec(m.content)?.[1];
      if (!found || found.length < 2) continue;
      const capitalised = found[0]!.toUpperCase() + found.slice(1);
      if (NOT_NAMES.has(capitalised)) continue;
      name = capitalised;
      break;
    }
  }
  return name;
}

/** Puts the visitor's name at the end of the first sentence: "Ich höre, dass …, Anna." */
function withName(reply: string, name: string | undefined): string {
  if (!name) return reply;
  return reply.replace(
    /^([^.!?]*?)([.!?])(\s)/u,
    (_m, first: string, end: string, space: string) => `${first}, ${name}${end}${space}`,
  );
}

/** The first of `candidates` not given yet in this conversation, if any. */
function firstUnsaid(candidates: string[], said: Set<string>): string | undefined {
  const given = [...said];
  return candidates.find((c) => !given.some((g) => g.includes(body(c))));
}

/** An answer without its first sentence: what stays the same when the name or a reference is added. */
function body(answer: string): string {
  return answer.replace(/^[^.!?]*[.!?]\s+/u, "");
}

/** The whole demo answer to `messages`. */
export function demoReply(messages: ChatMessage[], lang: Lang): string {
  const question = messages.findLast((m) => m.role === "user")?.content.trim() ?? "";
  const said = new Set(messages.filter((m) => m.role === "assistant").map((m) => m.content.trim()));
  const name = visitorName(messages);
  // The name comes up in the answer right after it was given, then in every other answer.
  const answered = messages.filter((m) => m.role === "assistant").length;
  const named = name && (visitorName(messages.slice(0, -1)) !== name || answered % 2 === 1) ? name : undefined;

  const passage = bestPassage(messages);
  if (passage && isRelevant(passage.text, question)) {
    const reply = withName(knowledgeReply(passage, question, lang), named);
    if (!said.has(reply)) return reply;
  }

  const topic = TOPICS.find((t) => t.keywords.test(question));
  const fromTopic =
    topic &&
    firstUnsaid(
      topic.replies.map((r) => r[lang]),
      said,
    );
  if (fromTopic) return withName(fromTopic, named);
  if (!topic && GREETING_PATTERN.test(question) && !said.has(GREETING[lang])) return GREETING[lang];
  if (said.size === 0 || (said.size === 1 && said.has(GREETING[lang]))) {
    if (!said.has(GENERIC[lang])) return withName(GENERIC[lang], named);
  }
  // Asking again what the visitor has on their mind would ignore what they just said: follow up, and
  // come back to a topic they raised earlier.
  const earlier = messages
    .filter((m) => m.role === "user")
    .slice(0, -1)
    .map((m) => TOPICS.find((t) => t.keywords.test(m.content)))
    .find((t) => t !== undefined && t !== topic);
  const followUp = firstUnsaid(
    FOLLOW_UPS.map((f) => f[lang]),
    said,
  );
  if (followUp) {
    const reply = earlier ? rememberIn(followUp, earlier, lang) : followUp;
    return withName(reply, named);
  }
  const excerpt = question.length > 120 ? `${question.slice(0, 120).replace(/\s+\S*$/, "")} …` : question;
  return withName(MIRROR[lang].replace("{said}", excerpt), named);
}

/** A follow-up whose first sentence is replaced by a reference to an earlier topic: still 3–4 sentences. */
function rememberIn(followUp: string, earlier: Topic, lang: Lang): string {
  return `${REMEMBER[lang].replace("{topic}", earlier.label[lang])} ${body(followUp)}`;
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
