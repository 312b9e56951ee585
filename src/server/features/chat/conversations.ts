import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversations } from "../../db/schema";
import type { Visitor } from "./visitors";
import { INITIAL_SAFETY, type SafetyState } from "../safety/service";

export interface TurnInput {
  /** Continued only when this visitor's browser owns it; otherwise a new conversation starts. */
  conversationId?: string;
  personaId: string | null;
  /** From the server's signed visitor cookie (visitors.ts), never from the request body. */
  visitor: Visitor;
  lang: "de" | "en";
  crisis: boolean;
  /** The answer was spoken (a voice turn). */
  voice: boolean;
  /** No knowledge passage was relevant enough for the question (crisis answers never count). */
  unanswered: boolean;
  /** The visitor agreed to keep this turn's text (and a person's answers until their next turn). */
  transcriptConsent: boolean;
  /** The site that embedded the widget, for a new conversation; counts per site only. */
  embedOrigin?: string;
  /** Where the conversation stands in the careful-mode protocol after this turn. */
  safety: SafetyState;
}

/** A conversation's place in the careful-mode protocol and how many turns were answered. */
export interface ConversationSafety {
  safety: SafetyState | null;
  /** Answered turns so far. */
  turns: number;
}

/**
 * Counts conversations for the dashboard. One row per conversation; no audio
 * and no message text ever (a transcript, kept only with consent, lives in
 * the transcripts feature).
 * A turn is recorded once it was answered, so `message_count` counts answered
 * turns, and the dashboard counts only conversations with at least one.
 */
export function createConversationService(database: Database) {
  const { db } = database;
  return {
    /** Records an answered turn; call it only after the reply was produced. */
    async recordTurn(input: TurnInput): Promise<string> {
      if (input.conversationId) {
        const rows = await db
          .update(conversations)
          .set({
            messageCount: sql`${conversations.messageCount} + 1`,
            voiceTurns: sql`${conversations.voiceTurns} + ${input.voice ? 1 : 0}`,
            unansweredTurns: sql`${conversations.unansweredTurns} + ${input.unanswered ? 1 : 0}`,
            lastMessageAt: sql`now()`,
            crisis: sql`${conversations.crisis} OR ${input.crisis}`,
            safety: input.safety,
            transcriptConsent: input.transcriptConsent,
          })
          .where(and(eq(conversations.id, input.conversationId), eq(conversations.ownerId, input.visitor.owner)))
          .returning({ id: conversations.id });
        if (rows[0]) return rows[0].id;
      }
      const rows = await db
        .insert(conversations)
        .values({
          personaId: input.personaId,
          visitorId: input.visitor.id,
          ownerId: input.visitor.owner,
          lang: input.lang,
          messageCount: 1,
          voiceTurns: input.voice ? 1 : 0,
          unansweredTurns: input.unanswered ? 1 : 0,
          crisis: input.crisis,
          safety: input.safety,
          transcriptConsent: input.transcriptConsent,
          embedOrigin: input.embedOrigin ?? null,
        })
        .returning({ id: conversations.id });
      return rows[0]!.id;
    },
    /** Where this browser's conversation stands in the careful-mode protocol; undefined for an unknown or foreign one. */
    async safetyOf(id: string, visitor: Visitor): Promise<ConversationSafety | undefined> {
      const rows = await db
        .select({ safety: conversations.safety, turns: conversations.messageCount, crisis: conversations.crisis })
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.ownerId, visitor.owner)));
      const row = rows[0];
      if (!row) return undefined;
      // A conversation in crisis from before the protocol was stored stays careful, as it did then.
      const legacy: SafetyState | null = row.crisis
        ? { ...INITIAL_SAFETY, mode: "careful", basis: "firm", levels: ["suicidal"], since: row.turns }
        : null;
      return { safety: row.safety ?? legacy, turns: row.turns };
    },
    async exists(id: string): Promise<boolean> {
      return (await db.$count(conversations, eq(conversations.id, id))) > 0;
    },
    /** Which browser held a conversation (null: none can claim it) and in which language, for its rating. */
    async owner(id: string): Promise<{ ownerId: string | null; lang: string } | undefined> {
      const rows = await db
        .select({ ownerId: conversations.ownerId, lang: conversations.lang })
        .from(conversations)
        .where(eq(conversations.id, id));
      return rows[0];
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
