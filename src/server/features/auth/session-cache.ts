import type { SessionUser } from "#shared/app-services";
import type { Database } from "../../db/client";

/** NOTIFY channel on which ended sessions and changed accounts are announced to every instance. */
export const SESSION_END_CHANNEL = "session_ended";

/**
 * What an announcement on SESSION_END_CHANNEL says: one session ended (logout), every session of an
 * account ended (password change or reset, removal), or an account's role changed (its sessions go on).
 */
export type SessionEnd = { session: string } | { user: string } | { account: string };

/** How long a checked session is believed without asking the database again (announcements end it sooner). */
export const SESSION_CACHE_MS = 10_000;
/** Sessions remembered at most per instance; the least recently used go first. */
const MAX_ENTRIES = 10_000;

/** A session as the database last confirmed it. */
export interface CachedSession {
  user: SessionUser;
  /** When it was last written as active (ms). */
  lastSeenAt: number;
  /** When it ends unless used (ms): the idle end, capped by its absolute lifetime. */
  endsAt: number;
  /** When the database confirmed it (ms). */
  checkedAt: number;
}

/** Parses an announcement; anything else is undefined. */
export function parseSessionEnd(payload: string): Partial<{ session: string; user: string; account: string }> | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === "object" ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checked sessions of this instance, so an operator's requests do not each
 * ask the database who they are (the session check was about a fifth of the time of
 * an uncached knowledge search under load). Every instance forgets a session
 * when its end is announced (logout, password change, account removed or its
 * role changed): announcements arrive within milliseconds. While the
 * subscription is down nothing is remembered, and once it is back everything
 * is forgotten, since announcements may have been missed. An entry is believed
 * for at most SESSION_CACHE_MS, and never past the session's own end.
 */
export function createSessionCache(database: Database, { ttlMs = SESSION_CACHE_MS }: { ttlMs?: number } = {}) {
  const entries = new Map<string, CachedSession & { userId: string }>();
  /** Bumped on every forgetting, so a check that ran across one does not store its (old) answer. */
  let generation = 0;
  let subscribed = false;
  let stopped = false;

  const forgetAll = () => {
    generation++;
    entries.clear();
  };
  const forget = (end: Partial<{ session: string; user: string; account: string }>) => {
    generation++;
    if (end.session) entries.delete(end.session);
    const userId = end.user ?? end.account;
    if (userId) for (const [id, entry] of entries) if (entry.userId === userId) entries.delete(id);
  };

  const ready =
    ttlMs > 0
      ? database
          .listen(
            SESSION_END_CHANNEL,
            (payload) => {
              const end = parseSessionEnd(payload);
              if (end) forget(end);
              else forgetAll();
            },
            () => {
              forgetAll();
              subscribed = !stopped;
            },
            () => {
              subscribed = false;
              forgetAll();
            },
          )
          .then((unlisten) => {
            subscribed = !stopped;
            return unlisten;
          })
          .catch(() => undefined)
      : Promise.resolve(undefined);

  return {
    /** The remembered session `id`, if it may still be believed at `now`. */
    get(id: string, now = Date.now()): CachedSession | undefined {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (!subscribed || now - entry.checkedAt >= ttlMs || now >= entry.endsAt) {
        entries.delete(id);
        return undefined;
      }
      return entry;
    },
    /** The generation to pass to `set` with an answer from the database: read it before asking. */
    get generation() {
      return generation;
    },
    /** Remembers a session the database confirmed, unless something was forgotten since `asOf`. */
    set(id: string, session: CachedSession, asOf: number): void {
      if (!subscribed || asOf !== generation) return;
      entries.delete(id);
      entries.set(id, { ...session, userId: session.user.id });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    },
    /** Forgets at once on this instance what an announcement will tell the others. */
    forget,
    /** Whether sessions are remembered now (the subscription is live). */
    get active() {
      return subscribed;
    },
    /** Resolves once the subscription is set up (or failed). */
    async ready(): Promise<void> {
      await ready;
    },
    async stop(): Promise<void> {
      stopped = true;
      subscribed = false;
      forgetAll();
      await (
        await ready
      )?.();
    },
  };
}
