import type { Database } from "../../db/client";

export interface TurnInput {
  /** Continued only when it belongs to this visitor; otherwise a new conversation starts. */
  conversationId?: string;
  personaId: string | null;
  /** From the server's signed visitor cookie (visitors.ts), never from the request body. */
  visitorId: string;
  lang: "de" | "en";
  crisis: boolean;
  /** Only when STORE_MESSAGES is on: the visitor's message and the reply. */
  transcript?: { user: string; assistant: string };
}

/**
 * Counts conversations for the dashboard. One row per conversation; no audio
 * ever, and message text only when the operator turned STORE_MESSAGES on.
 * A turn is recorded once it was answered, so `message_count` counts answered
 * turns, and the dashboard counts only conversations with at least one.
 */
export function createConversationService(database: Database) {
  return {
    /** Records an answered turn; call it only after the reply was produced. */
    async recordTurn(input: TurnInput): Promise<string> {
      const lines = input.transcript ? `Besucher: ${input.transcript.user}\nCoach: ${input.transcript.assistant}\n` : null;
      if (input.conversationId) {
        const rows = await database.query<{ id: string }>(
          `UPDATE conversations SET message_count = message_count + 1, last_message_at = now(),
             crisis = crisis OR $2, transcript = CASE WHEN $3::text IS NULL THEN transcript ELSE coalesce(transcript, '') || $3 END
           WHERE id = $1 AND visitor_id = $4 RETURNING id`,
          [input.conversationId, input.crisis, lines, input.visitorId],
        );
        if (rows[0]) return rows[0].id;
      }
      const rows = await database.query<{ id: string }>(
        `INSERT INTO conversations (persona_id, visitor_id, lang, message_count, crisis, transcript)
         VALUES ($1, $2, $3, 1, $4, $5) RETURNING id`,
        [input.personaId, input.visitorId, input.lang, input.crisis, lines],
      );
      return rows[0]!.id;
    },
    /** The conversation had a crisis answer: later turns stay careful. */
    async isFlagged(id: string): Promise<boolean> {
      const rows = await database.query<{ crisis: boolean }>("SELECT crisis FROM conversations WHERE id = $1", [id]);
      return rows[0]?.crisis === true;
    },
    async exists(id: string): Promise<boolean> {
      const rows = await database.query("SELECT 1 FROM conversations WHERE id = $1", [id]);
      return rows.length > 0;
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
