import type { Lang } from "#shared/routes";
import { speakablePhoneNumbers, type CrisisResourceView, type RiskLevel } from "#shared/safety";
import type { CrisisAnswer } from "./answers";
import type { ConcernKind } from "../../providers/chat";

/**
 * The answers of the grades between "crisis" and "none"
 * (docs/decisions/035-graded-safety.md): guidance for someone who worries
 * about another person in danger, the direct question after a worrying
 * message, and the quiet pointer after a crisis stated as long over.
 */

/** Guidance per danger of the other person. `{emergency}`, `{police}` and `{lines}` are filled from the help in view. */
const OTHER: Record<"acute" | "suicidal" | "self-harm" | "violence-suffered", Record<Lang, string>> = {
  acute: {
    de: "Wenn die Person gerade in Gefahr ist oder du sie nach einer solchen Nachricht nicht erreichst, ruf bitte sofort den Notruf {emergency} und sag klar, wo sie ist oder wohnt und was passiert ist. Bleib bei ihr oder versuch weiter, sie zu erreichen, bis Hilfe da ist, und bring dich dabei nicht selbst in Gefahr. Du tust gerade genau das Richtige.",
    en: "If the person is in danger right now, or you can't reach them after a message like this, please call the emergency number {emergency} at once and say clearly where they are or live and what has happened. Stay with them or keep trying to reach them until help arrives, without putting yourself in danger. You are doing exactly the right thing.",
  },
  suicidal: {
    de: "Gut, dass du das ernst nimmst, solche Zeichen sollte man nie übergehen. Sprich die Person ruhig und direkt an, zum Beispiel: „Ich mache mir Sorgen um dich. Denkst du daran, dir das Leben zu nehmen?“ Direkt zu fragen bringt niemanden auf die Idee, es öffnet eher eine Tür. Hör zu, ohne zu bewerten, versprich keine Geheimhaltung und hilf ihr, mit Fachleuten zu sprechen.",
    en: "It's good that you take this seriously; signs like these should never be ignored. Talk to the person calmly and directly, for example: “I'm worried about you. Are you thinking about ending your life?” Asking directly doesn't put the idea in anyone's head; it rather opens a door. Listen without judging, don't promise to keep it secret, and help them talk to professionals.",
  },
  "self-harm": {
    de: "Gut, dass du hinschaust. Sprich die Person ruhig und ohne Vorwürfe an, zum Beispiel: „Ich habe gemerkt, dass es dir nicht gut geht, und ich mache mir Sorgen. Magst du mir erzählen, was los ist?“ Frag auch direkt, ob sie daran denkt, sich das Leben zu nehmen, und ermutige sie, mit einer Ärztin, einem Arzt oder einer Beratungsstelle zu sprechen.",
    en: "It's good that you're paying attention. Talk to the person calmly and without blame, for example: “I've noticed you're not doing well, and I'm worried. Would you tell me what's going on?” Ask directly too whether they are thinking about ending their life, and encourage them to talk to a doctor or a counselling service.",
  },
  "violence-suffered": {
    de: "Was du beschreibst, klingt nach Gewalt, und es ist gut, dass du nicht wegsiehst. Sprich die betroffene Person an, wenn es sicher ist, allein und ohne Druck, und sag ihr, dass du ihr glaubst und da bist. Geht es um ein Kind, kannst du dich auch an das Jugendamt wenden, das einen Notdienst hat.",
    en: "What you describe sounds like violence, and it's good that you don't look away. Talk to the person affected when it's safe, alone and without pressure, and tell them that you believe them and are there for them. If a child is at risk, the local youth welfare office has an emergency service too.",
  },
};

const OTHER_LINES: Record<Lang, string> = {
  de: "Beraten lassen können sich dort auch Angehörige und Freunde, also auch du:",
  en: "Family and friends can get advice there too, so you can call as well:",
};

const OTHER_DANGER: Record<"police" | "emergency", Record<Lang, string>> = {
  police: {
    de: "Ist jemand gerade in Gefahr, ruf die Polizei unter {police} oder den Notruf {emergency}.",
    en: "If someone is in danger right now, call the police on {police} or the emergency number {emergency}.",
  },
  emergency: {
    de: "Ist die Person in akuter Gefahr, ruf den Notruf {emergency}.",
    en: "If the person is in immediate danger, call the emergency number {emergency}.",
  },
};

const OTHER_CLOSING: Record<"later" | "now", Record<Lang, string>> = {
  later: {
    de: "Du musst das nicht allein tragen. Wenn du magst, überlegen wir zusammen, wie du das Gespräch beginnst.",
    en: "You don't have to carry this alone. If you like, we can think together about how to start the conversation.",
  },
  // Danger now: the next thing is the call, not a conversation to prepare.
  now: {
    de: "Du musst das nicht allein tragen. Schreib mir gern, wie es weitergeht, ich bin hier.",
    en: "You don't have to carry this alone. Tell me how it's going if you like, I'm here.",
  },
};

function lineList(resources: CrisisResourceView[], lang: Lang): string {
  const or = lang === "de" ? " oder " : " or ";
  return resources
    .filter((r) => r.phones.length > 0 && r.kind !== "emergency" && r.kind !== "police")
    .map((r) => `${r.name} ${r.phones.length > 1 ? `${r.phones.slice(0, -1).join(", ")}${or}${r.phones.at(-1)}` : r.phones[0]}`)
    .join("; ");
}

/** The fixed answer when the visitor worries about someone else in danger: how to help, and the numbers for them. */
export function otherAnswer(levels: readonly RiskLevel[], lang: Lang, resources: CrisisResourceView[]): CrisisAnswer {
  const now = levels.includes("acute");
  const kind = levels.find((l) => l !== "acute") ?? "suicidal";
  const guidance = kind === "violence-suffered" ? "violence-suffered" : kind === "self-harm" ? "self-harm" : "suicidal";
  const emergency = resources.find((r) => r.kind === "emergency")?.phones[0] ?? "112";
  const police = resources.find((r) => r.kind === "police")?.phones[0];
  const fill = (t: string) => t.replaceAll("{emergency}", emergency).replaceAll("{police}", police ?? emergency);
  const parts: string[] = [];
  if (now) parts.push(fill(OTHER.acute[lang]));
  if (!now || guidance !== "suicidal") parts.push(fill(OTHER[guidance][lang]));
  const lines = lineList(resources, lang);
  if (lines) parts.push(`${OTHER_LINES[lang]} ${lines}.`);
  if (!now) parts.push(fill(OTHER_DANGER[police && guidance === "violence-suffered" ? "police" : "emergency"][lang]));
  parts.push(OTHER_CLOSING[now ? "now" : "later"][lang]);
  const text = parts.join(" ");
  const phones = resources.flatMap((r) => r.phones);
  return {
    level: levels[0] ?? "suicidal",
    text,
    spoken: speakablePhoneNumbers(text, lang, [...phones, "112"]),
    resources,
  };
}

/**
 * What a concern grade's question asks about: violence done to the visitor, harm the visitor did, self-harm, else
 * suicide.
 */
export function concernKind(levels: readonly RiskLevel[]): ConcernKind {
  if (levels.includes("violence-suffered")) return "violence-suffered";
  if (levels.includes("harm-others")) return "harm-others";
  return levels.includes("self-harm") ? "self-harm" : "suicidal";
}

/**
 * The direct question that ends a coaching answer to a worrying message; the numbers are shown beside it.
 * Where the message spoke of violence done to the visitor, it asks about that, where the visitor did harm, about
 * harming someone, and where it spoke of self-harm, about that and suicidal thoughts together; a yes means danger
 * either way.
 */
export const CONCERN_QUESTION: Record<ConcernKind, Record<Lang, string>> = {
  suicidal: {
    de: "Eine Frage möchte ich dir noch ganz direkt stellen, weil mir wichtig ist, wie es dir wirklich geht: Denkst du manchmal daran, dir das Leben zu nehmen?",
    en: "There's one question I'd like to ask you directly, because how you really are matters to me: do you sometimes think about ending your life?",
  },
  "self-harm": {
    de: "Eine Frage möchte ich dir noch ganz direkt stellen, weil mir wichtig ist, wie es dir wirklich geht: Verletzt du dich selbst, oder denkst du manchmal daran, dir das Leben zu nehmen?",
    en: "There's one question I'd like to ask you directly, because how you really are matters to me: are you hurting yourself, or do you sometimes think about ending your life?",
  },
  "violence-suffered": {
    de: "Eine Frage möchte ich dir noch ganz direkt stellen, weil mir wichtig ist, dass du sicher bist: Tut dir jemand weh, oder hast du Angst vor jemandem?",
    en: "There's one question I'd like to ask you directly, because your safety matters to me: is someone hurting you, or are you afraid of someone?",
  },
  "harm-others": {
    de: "Eine Frage möchte ich dir noch ganz direkt stellen, weil es wichtig ist, dass niemand zu Schaden kommt: Hast du Angst, dass du jemandem wehtun könntest?",
    en: "There's one question I'd like to ask you directly, because it matters that nobody gets hurt: are you afraid you might hurt someone?",
  },
};

/** The quiet pointer after a crisis stated as long over: one sentence, one line. */
export function pastPointer(lang: Lang, resources: CrisisResourceView[]): string {
  const line = resources.find((r) => r.kind === "crisis-line" && r.phones.length > 0);
  if (!line)
    return lang === "de"
      ? "Und falls die alten Gedanken einmal wiederkommen: Die Nummern unter „Hilfe“ sind rund um die Uhr für dich da."
      : "And should the old thoughts ever come back: the numbers under “Help” are there for you around the clock.";
  return lang === "de"
    ? `Und falls die alten Gedanken einmal wiederkommen: Unter ${line.phones[0]} (${line.name}) hört dir rund um die Uhr jemand zu.`
    : `And should the old thoughts ever come back: ${line.name} listens around the clock, on ${line.phones[0]}.`;
}
