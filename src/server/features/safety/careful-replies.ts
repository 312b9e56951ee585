import type { Lang } from "#shared/routes";
import type { CrisisResourceView, RiskLevel } from "#shared/safety";
import careful from "./careful-replies.json";
import { QUESTIONS, type QuestionId } from "./questions";

/**
 * The offline coach in careful mode: it keeps listening after a crisis
 * answer. Each reply answers what the visitor just wrote (a mirror of their
 * words, or what a clarification, a yes or a "passt schon" means), says that
 * the coach stays, asks the protocol's next direct question or invites the
 * visitor to say more, and names one way to a person. No tips, no exercises,
 * no cheer. No sentence is said twice in a conversation: every part has a
 * pool of wordings (careful-replies.json) and takes the first one not yet
 * said. With a chat provider the model writes this part under the careful
 * protocol instead.
 */

export interface CarefulReplyInput {
  lang: Lang;
  /** The conversation so far, oldest first; the last is the visitor's new message. */
  turns: { role: "user" | "assistant"; content: string }[];
  levels: RiskLevel[];
  question: QuestionId | null;
  clarified: boolean;
  deflected: boolean;
  affirmed: boolean;
  /** The help in view, most urgent first: the reply names one of its numbers. */
  resources: CrisisResourceView[];
}

type Pools = (typeof careful)["de"];

/** Feelings and subjects the mirror recognises, in the order they are tried. */
const FEELINGS: { re: RegExp; key: keyof Pools["feelings"] }[] = [
  { re: /allein|einsam|niemand(en)?\b|keine[rn]? (hat|da)|alone|lonely|no ?one|nobody/i, key: "alone" },
  { re: /müde|muede|erschöpft|erschoepft|kaputt|kraft|tired|exhausted|drained|no energy/i, key: "tired" },
  { re: /angst|panik|fürchte|fuerchte|scared|afraid|frightened|panic|fear/i, key: "afraid" },
  { re: /leer|sinnlos|egal|nichts (mehr )?(fühlen|fuehlen|spüren|spueren)|empty|numb|pointless|meaningless/i, key: "empty" },
  { re: /schuld|schäm|schaem|versag|fehler|guilt|ashamed|shame|failure|my fault/i, key: "shame" },
  { re: /wut|wütend|wuetend|sauer|hass|angry|furious|rage|hate/i, key: "angry" },
  { re: /weh|schmerz|tut weh|hurts?|pain/i, key: "pain" },
  { re: /schlaf|nacht|nachts|sleep|night/i, key: "night" },
  { re: /arbeit|job|chef|schule|uni|prüfung|pruefung|work|boss|school|exam/i, key: "pressure" },
  {
    re: /familie|eltern|mutter|vater|mama|papa|partner|freund|freundin|family|parents|mum|mom|dad|boyfriend|girlfriend/i,
    key: "people",
  },
];

function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** Whether a sentence was already said by the coach in this conversation. */
function saidBefore(said: ReadonlySet<string>, sentence: string): boolean {
  return sentences(sentence).some((s) => said.has(s));
}

/** The first wording of a pool not yet said, starting at `offset`; undefined when every one was. */
function fresh(pool: readonly string[], said: ReadonlySet<string>, offset = 0): string | undefined {
  for (let i = 0; i < pool.length; i++) {
    const candidate = pool[(offset + i) % pool.length]!;
    if (!saidBefore(said, candidate)) return candidate;
  }
  return undefined;
}

/** A short excerpt of the visitor's words, for the mirror: the first clause, at most about 80 characters. */
function excerpt(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const first = clean.split(/(?<=[.!?])\s/)[0] ?? clean;
  if (first.length <= 80) return first.replace(/[.!?]+$/, "");
  return `${first.slice(0, 80).replace(/[\s,;:]+\S*$/, "")} …`;
}

/** The first sentence: what the visitor's message says, answered. */
function reflection(input: CarefulReplyInput, pools: Pools, said: ReadonlySet<string>, carefulTurns: number): string | undefined {
  const text = input.turns.at(-1)?.content ?? "";
  if (input.clarified) return fresh(pools.clarified, said, carefulTurns);
  if (input.affirmed) return fresh(pools.affirmed, said, carefulTurns);
  if (input.deflected)
    return fresh(
      pools.deflected.map((p) => p.replace("{said}", excerpt(text))),
      said,
      carefulTurns,
    );
  const feeling = FEELINGS.find((f) => f.re.test(text));
  if (feeling) {
    const found = fresh(pools.feelings[feeling.key], said, carefulTurns);
    if (found) return found;
  }
  const words = text.trim().split(/\s+/).length;
  if (words >= 3)
    return fresh(
      pools.mirror.map((p) => p.replace("{said}", excerpt(text))),
      said,
      carefulTurns,
    );
  return fresh(pools.short, said, carefulTurns);
}

/** One way to a person: a number of the help in view, in words that change from turn to turn. */
function pointer(input: CarefulReplyInput, pools: Pools, said: ReadonlySet<string>, carefulTurns: number): string | undefined {
  const emergency = input.resources.find((r) => r.kind === "emergency")?.phones[0];
  const line = input.resources.find((r) => r.kind !== "emergency" && r.kind !== "police" && r.phones.length > 0);
  const acute = input.levels.includes("acute") || input.levels.includes("violence-suffered");
  const fill = (p: string) =>
    p
      .replaceAll("{line}", line?.name ?? "")
      .replaceAll("{phone}", line?.phones[0] ?? "")
      .replaceAll("{emergency}", emergency ?? "112");
  const pool = (acute && emergency) || !line ? pools.emergency : pools.line;
  return fresh(pool.map(fill), said, carefulTurns) ?? fresh(pools.stay, said, carefulTurns);
}

/** The offline coach's careful-mode reply: three or four sentences, never one it said before in this conversation. */
export function carefulReply(input: CarefulReplyInput): string {
  const pools = careful[input.lang];
  const assistant = input.turns.filter((t) => t.role === "assistant");
  const said = new Set(assistant.flatMap((t) => sentences(t.content)));
  // How many replies the coach gave: where in each pool to start, so turns differ even when history is cut short.
  const n = assistant.length;
  const parts: string[] = [];
  // Each part is new to the conversation and to this reply.
  const used = () => new Set([...said, ...parts.flatMap(sentences)]);
  const push = (part: string | undefined) => {
    if (part) parts.push(part);
  };
  push(reflection(input, pools, used(), n));
  push(fresh(pools.stay, used(), n));
  push(pointer(input, pools, used(), n));
  // The question comes last, so the reply ends with what the visitor is asked to answer.
  const asked = input.question ? QUESTIONS[input.question][input.lang] : undefined;
  if (asked && !saidBefore(said, asked)) push(asked);
  else push(fresh(pools.invite, used(), n));
  const text = parts.join(" ");
  if (text) return text;
  // Every wording was used: the visitor's own words keep the reply new.
  const last = input.turns.at(-1)?.content ?? "";
  return pools.mirror[0]!.replace("{said}", excerpt(last));
}
