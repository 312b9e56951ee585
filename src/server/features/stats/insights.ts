import { and, count, gt, sql } from "drizzle-orm";
import { RISK_LEVELS, type RiskLevel } from "#shared/safety";
import type { ChartDays, ConversationInsights, PersonaInsights } from "#shared/contracts/dashboard";
import type { Database } from "../../db/client";
import { conversations, crisisEvents, feedback, personas } from "../../db/schema";

const since = (days: number) => sql`now() - (${days}::int * interval '1 day')`;
/** A conversation counts once it got an answer (see queries.ts). */
const answered = gt(conversations.messageCount, 0);

/**
 * What the operator learns about the conversations per persona and per day:
 * how many, by voice or typed, how long, how they were rated, how often the
 * crisis answer was given and how many questions the knowledge base could not
 * answer. Only counts: no message text is read here, not even a stored transcript.
 */
export async function conversationInsights(database: Database, days: ChartDays): Promise<ConversationInsights> {
  const { db } = database;
  const inRange = and(answered, gt(conversations.createdAt, since(days)));
  const [perPersona, ratings, crises, daily, names] = await Promise.all([
    db
      .select({
        personaId: conversations.personaId,
        conversations: count(),
        voiceConversations: sql<number>`count(*) FILTER (WHERE ${conversations.voiceTurns} > 0)::int`,
        turns: sql<number>`sum(${conversations.messageCount})::int`,
        duration: sql<
          number | null
        >`avg(extract(epoch FROM ${conversations.lastMessageAt} - ${conversations.createdAt}))::float8`,
        unanswered: sql<number>`sum(${conversations.unansweredTurns})::int`,
      })
      .from(conversations)
      .where(inRange)
      .groupBy(conversations.personaId),
    db
      .select({ personaId: conversations.personaId, rating: feedback.rating, n: count() })
      .from(feedback)
      .innerJoin(conversations, sql`${conversations.id} = ${feedback.conversationId}`)
      .where(gt(feedback.createdAt, since(days)))
      .groupBy(conversations.personaId, feedback.rating),
    db
      .select({ personaId: crisisEvents.personaId, level: crisisEvents.level, n: count() })
      .from(crisisEvents)
      .where(gt(crisisEvents.createdAt, since(days)))
      .groupBy(crisisEvents.personaId, crisisEvents.level),
    db
      .select({
        date: sql<string>`to_char((${conversations.createdAt} AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD')`,
        personaId: conversations.personaId,
        conversations: count(),
        voiceConversations: sql<number>`count(*) FILTER (WHERE ${conversations.voiceTurns} > 0)::int`,
      })
      .from(conversations)
      .where(inRange)
      .groupBy(sql`1`, conversations.personaId)
      .orderBy(sql`1`),
    db.select({ id: personas.id, name: personas.name, slug: personas.slug }).from(personas),
  ]);

  const byPersona = new Map<string | null, PersonaInsights>();
  const entry = (personaId: string | null): PersonaInsights => {
    let e = byPersona.get(personaId);
    if (!e) {
      const p = names.find((n) => n.id === personaId);
      e = {
        personaId,
        name: p?.name ?? null,
        slug: p?.slug ?? null,
        conversations: 0,
        voiceConversations: 0,
        turns: 0,
        averageDurationSeconds: null,
        ratings: [0, 0, 0, 0, 0],
        crisisByLevel: Object.fromEntries(RISK_LEVELS.map((l) => [l, 0])) as Record<RiskLevel, number>,
        unansweredTurns: 0,
      };
      byPersona.set(personaId, e);
    }
    return e;
  };
  // Every persona appears, also one without conversations yet.
  for (const p of names) entry(p.id);
  for (const r of perPersona) {
    const e = entry(r.personaId);
    e.conversations = Number(r.conversations);
    e.voiceConversations = Number(r.voiceConversations);
    e.turns = Number(r.turns);
    e.averageDurationSeconds = r.duration === null ? null : Math.round(Number(r.duration));
    e.unansweredTurns = Number(r.unanswered);
  }
  for (const r of ratings) {
    const stars = Number(r.rating);
    const counts = entry(r.personaId).ratings;
    if (stars >= 1 && stars <= 5) counts[stars - 1] = (counts[stars - 1] ?? 0) + Number(r.n);
  }
  for (const r of crises) {
    if ((RISK_LEVELS as readonly string[]).includes(r.level))
      entry(r.personaId).crisisByLevel[r.level as RiskLevel] += Number(r.n);
  }
  return {
    days,
    personas: [...byPersona.values()].sort(
      (a, b) => b.conversations - a.conversations || (a.name ?? "").localeCompare(b.name ?? ""),
    ),
    daily: daily.map((d) => ({
      date: d.date,
      personaId: d.personaId,
      conversations: Number(d.conversations),
      voiceConversations: Number(d.voiceConversations),
    })),
  };
}
