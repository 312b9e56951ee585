import type { LiveEvent } from "./events";

/** At most one typing event per handover and side in this time (the pages throttle too). */
export const TYPING_THROTTLE_MS = 2000;

/**
 * Typing indicators of a held handover (decision 046): the person holding
 * it or the visitor is typing. No text travels, only who; each side's
 * events are throttled per instance, and the pages let an indicator expire
 * by itself (about 5 s without a new one).
 */
export function createTyping(deps: {
  held: (id: string) => Promise<{ accountId: string | null } | undefined>;
  publish: (event: LiveEvent) => Promise<void>;
  now?: () => number;
}) {
  const last = new Map<string, number>();
  const now = deps.now ?? Date.now;
  return async function typing(
    handoverId: string,
    by: "visitor" | "person",
    accountId?: string,
  ): Promise<"sent" | "throttled" | "not-held"> {
    const row = await deps.held(handoverId);
    if (!row || (by === "person" && row.accountId !== accountId)) return "not-held";
    const key = `${handoverId}:${by}`;
    const at = now();
    if (at - (last.get(key) ?? -Infinity) < TYPING_THROTTLE_MS) return "throttled";
    last.set(key, at);
    // Forget old keys so the map does not grow with every handover.
    for (const [k, t] of last) if (at - t > TYPING_THROTTLE_MS * 10) last.delete(k);
    await deps.publish({ type: "typing", handoverId, by, heldBy: row.accountId });
    return "sent";
  };
}
