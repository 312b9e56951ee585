import type { HandoverSummary } from "#shared/api/live";
import type { Database } from "../../db/client";

/**
 * A change of the on-call escalation, announced through the database's
 * NOTIFY like the document events, so every instance's consoles and visitor
 * panels hear of changes made on any instance. No text of a conversation
 * travels this way: a message is announced by its id, and each stream that
 * may show it reads it.
 */
export type LiveEvent =
  | { type: "handover"; handover: HandoverSummary }
  | { type: "message"; handoverId: string; messageId: number; author: "visitor" | "coach" | "person"; heldBy: string | null }
  | { type: "duty"; onDutyCount: number }
  /** Someone of a held handover is typing (no text): the person holding it, or the visitor. */
  | { type: "typing"; handoverId: string; by: "visitor" | "person"; heldBy: string | null }
  /** Changes may have been missed (the database connection was lost and is back): reload. */
  | { type: "resync" };

export const LIVE_CHANNEL = "live_changes";

export function createLiveEvents(database: Database) {
  return {
    async publish(event: LiveEvent): Promise<void> {
      await database.notify(LIVE_CHANNEL, JSON.stringify(event));
    },
    subscribe(listener: (event: LiveEvent) => void): Promise<() => Promise<void>> {
      return database.listen(
        LIVE_CHANNEL,
        (payload) => {
          try {
            listener(JSON.parse(payload) as LiveEvent);
          } catch {
            // a malformed payload is ignored
          }
        },
        () => listener({ type: "resync" }),
      );
    },
  };
}
