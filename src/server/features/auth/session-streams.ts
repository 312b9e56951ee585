import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";
import { runSql } from "../../db/sql";
import { parseSessionEnd, SESSION_END_CHANNEL } from "./session-cache";

/** How often open streams check that their session still exists (idle expiry, a missed notification). */
export const SESSION_CHECK_MS = 30_000;

interface OpenStream {
  userId: string;
  sessionId: string;
  end: () => void;
}

/**
 * Long-lived responses that belong to a session (the document event stream)
 * end when the session does: at once on logout and on a password change or
 * reset, announced on every instance through NOTIFY; on idle expiry, or if a
 * notification was lost, at the next periodic check of the sessions table.
 */
export function createSessionStreams(database: Database, { checkMs = SESSION_CHECK_MS }: { checkMs?: number } = {}) {
  const open = new Set<OpenStream>();
  let unlisten: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function close(stream: OpenStream) {
    open.delete(stream);
    stream.end();
  }

  function onEnd(payload: string) {
    // An account's role change ({ account }) ends no stream.
    const end = parseSessionEnd(payload);
    if (!end) return;
    for (const stream of [...open]) {
      if ((end.session && stream.sessionId === end.session) || (end.user && stream.userId === end.user)) close(stream);
    }
  }

  /** Ends every stream whose session no longer exists or has expired. */
  async function check(): Promise<void> {
    if (open.size === 0) return;
    // Only the streams asked about: one registered while the query runs is not in its answer.
    const checked = [...open];
    const ids = [...new Set(checked.map((s) => s.sessionId))];
    // Raw: one array parameter, however many streams are open, so the statement's text never changes.
    const rows = await runSql<{ id_hash: string }>(
      database,
      sql`SELECT id_hash FROM ${sessions} WHERE id_hash = ANY(${sql.param(ids)}::text[]) AND expires_at > now()`,
    );
    const alive = new Set(rows.map((r) => r.id_hash));
    for (const stream of checked) if (open.has(stream) && !alive.has(stream.sessionId)) close(stream);
  }

  const onResubscribed = () => void check().catch(() => {});

  /** LISTEN for ended sessions; a failure (the database is away) is retried at the next check. */
  async function ensureListening(): Promise<void> {
    if (unlisten || stopped) return;
    starting ??= database
      .listen(SESSION_END_CHANNEL, onEnd, onResubscribed)
      .then((fn) => {
        unlisten = fn;
      })
      .finally(() => {
        starting = undefined;
      });
    await starting;
  }

  function ensureTimer() {
    if (timer || stopped) return;
    timer = setInterval(() => {
      void ensureListening().catch(() => {});
      void check().catch(() => {});
    }, checkMs);
    timer.unref();
  }

  return {
    /**
     * Registers a stream of a session; `end` closes it. Resolves to the function that
     * unregisters it (call it when the stream closes for any other reason).
     */
    async register(userId: string, sessionId: string, end: () => void): Promise<() => void> {
      const stream: OpenStream = { userId, sessionId, end };
      open.add(stream);
      ensureTimer();
      // With the database away, the stream stays open like every other; the periodic check covers it.
      await ensureListening().catch(() => {});
      // A logout between the request's session check and this registration was announced before we listened.
      await check().catch(() => {});
      return () => void open.delete(stream);
    },
    check,
    /** Number of open streams (tests, diagnostics). */
    get size() {
      return open.size;
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await starting?.catch(() => {});
      await unlisten?.();
      unlisten = undefined;
      for (const stream of [...open]) close(stream);
    },
  };
}

export type SessionStreams = ReturnType<typeof createSessionStreams>;
