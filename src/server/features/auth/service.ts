import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, desc, eq, gt, lt, ne, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { countDeleted } from "../../db/sql";
import { sessions, users } from "../../db/schema";
import type { SessionUser } from "#shared/app-services";
import { isRole, type Role, type SessionInfo } from "#shared/contracts/accounts";
import { createSessionCache, SESSION_END_CHANNEL, type SessionEnd } from "./session-cache";
import { deviceOf, sessionIdOf } from "./session-token";

export { SESSION_COOKIE, sessionCookie, sessionIdOf, tokenFromCookieHeader } from "./session-token";

/** Sessions an account keeps at most (every browser and device the operator uses); the oldest ends first. */
export const MAX_SESSIONS_PER_USER = 20;

// A password check against this hash when the account does not exist keeps
// the response time the same, so timing does not reveal which e-mails exist.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$0kQPzkiuAySYNd9zdvTamg$ZclACYYddGR3ZiGDBSlt4DoatLzBVo7JhT59MjlYVq4";

/** A stored role that is not one of ours (a hand-edited row) counts as the lesser one. */
const roleOf = (stored: string): Role => (isRole(stored) ? stored : "editor");

/** A session's activity is written at most this often (its idle end moves with it). */
const LAST_SEEN_EVERY_MS = 60_000;

/** The longest User-Agent kept with a session: enough to name browser and system. */
const MAX_USER_AGENT = 300;

export function hashPassword(password: string): Promise<string> {
  // argon2id with the library's defaults (OWASP's minimum: m=19 MiB, t=2, p=1).
  return hash(password);
}

export interface AuthServiceOptions {
  /** Minutes without a request after which a session ends. */
  idleMinutes: number;
  /** Hours after sign-in after which a session ends however busy it was (default 12). */
  maxHours?: number;
  /** How long a checked session is believed on this instance without asking the database (0: never; session-cache.ts). */
  cacheMs?: number;
}

export function createAuthService(database: Database, { idleMinutes, maxHours = 12, cacheMs = 0 }: AuthServiceOptions) {
  const { db } = database;
  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
  /** Writes a change's audit entry in the change's transaction (decision 022). */
  type Audited<R = void> = (tx: Tx, result: R) => Promise<void>;
  const cache = createSessionCache(database, { ttlMs: cacheMs });
  const idleMs = idleMinutes * 60_000;
  const maxMs = maxHours * 3_600_000;
  /** When a session used now ends: after the idle time, but never later than its absolute lifetime. */
  const endOf = (createdAt: Date, now = Date.now()) => new Date(Math.min(now + idleMs, createdAt.getTime() + maxMs));

  /**
   * Tells every instance (NOTIFY) that sessions ended or an account changed: their open event streams
   * close and their remembered sessions are forgotten; this instance forgets at once.
   */
  async function announceEnd(end: SessionEnd): Promise<void> {
    cache.forget(end);
    // The row is gone already; should the notification not get through, the streams' periodic check closes them.
    await database.notify(SESSION_END_CHANNEL, JSON.stringify(end)).catch(() => {});
  }

  /** Ends every session of an account: after a password change or reset. */
  async function endAllSessions(userId: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.userId, userId));
    await announceEnd({ user: userId });
  }

  /**
   * The admin from ADMIN_EMAIL and ADMIN_PASSWORD, at every start of every
   * instance. The password applies when the account is created and when the
   * variable's value changes, never over a later reset on the command line:
   * the account keeps an argon2 hash of the value last applied, and a start
   * whose value matches it changes nothing. A database from before that
   * record (no hash yet) gets the value applied once, as every start did then.
   */
  async function ensureAdmin(email: string, password: string): Promise<"created" | "updated" | "unchanged"> {
    const normalized = email.trim().toLowerCase();
    const result = await db.transaction(async (tx) => {
      // Instances starting together take turns here (the row lock), so the value is applied once.
      const existing = await tx
        .select({ id: users.id, passwordHash: users.passwordHash, envPasswordHash: users.envPasswordHash })
        .from(users)
        .where(eq(users.email, normalized))
        .for("update");
      const user = existing[0];
      if (!user) {
        const passwordHash = await hashPassword(password);
        const created = await tx
          .insert(users)
          .values({ email: normalized, passwordHash, envPasswordHash: passwordHash, role: "owner" })
          .onConflictDoNothing()
          .returning({ id: users.id });
        return { outcome: created.length ? ("created" as const) : ("unchanged" as const) };
      }
      if (user.envPasswordHash && (await verify(user.envPasswordHash, password).catch(() => false)))
        return { outcome: "unchanged" as const };
      // A new value (or none recorded yet). If it is the current password already, only the record is missing.
      if (await verify(user.passwordHash, password).catch(() => false)) {
        await tx.update(users).set({ envPasswordHash: user.passwordHash }).where(eq(users.id, user.id));
        return { outcome: "unchanged" as const };
      }
      const passwordHash = await hashPassword(password);
      await tx.update(users).set({ passwordHash, envPasswordHash: passwordHash }).where(eq(users.id, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      return { outcome: "updated" as const, userId: user.id };
    });
    // A password change ends every session of that account, on every instance.
    if (result.userId) await announceEnd({ user: result.userId });
    return result.outcome;
  }

  /**
   * Creates the account or resets its password (`npm run admin:create`). The
   * record of the applied ADMIN_PASSWORD stays, so a restart does not undo the
   * reset; `envPassword`, the ADMIN_PASSWORD this command sees, counts as
   * applied from now on (a later change of the variable applies again).
   */
  async function resetPassword(
    email: string,
    password: string,
    { envPassword }: { envPassword?: string } = {},
  ): Promise<"created" | "updated" | "unchanged"> {
    const normalized = email.trim().toLowerCase();
    const envPasswordHash = envPassword ? await hashPassword(envPassword) : undefined;
    const existing = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, normalized));
    const user = existing[0];
    if (!user) {
      await db.insert(users).values({
        email: normalized,
        passwordHash: await hashPassword(password),
        envPasswordHash: envPasswordHash ?? null,
        role: "owner",
      });
      return "created";
    }
    // The command line makes owners: it is also the way back in when no owner can sign in any more.
    await db
      .update(users)
      .set({ role: "owner", ...(envPasswordHash ? { envPasswordHash } : {}) })
      .where(eq(users.id, user.id));
    await announceEnd({ account: user.id });
    if (await verify(user.passwordHash, password).catch(() => false)) return "unchanged";
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
    await endAllSessions(user.id);
    return "updated";
  }

  async function verifyCredentials(email: string, password: string): Promise<SessionUser | undefined> {
    const rows = await db
      .select({ id: users.id, email: users.email, role: users.role, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    const user = rows[0];
    const ok = await verify(user?.passwordHash ?? DUMMY_HASH, password).catch(() => false);
    return user && ok ? { id: user.id, email: user.email, role: roleOf(user.role) } : undefined;
  }

  async function createSession(userId: string, userAgent?: string, audited?: Audited): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        idHash: sessionIdOf(token),
        userId,
        expiresAt: endOf(new Date()),
        userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
      });
      // An account keeps its newest sessions only: signing in again and again cannot grow the table.
      const kept = tx
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastSeenAt))
        .limit(MAX_SESSIONS_PER_USER);
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), notInArray(sessions.idHash, kept)));
      await audited?.(tx);
    });
    return token;
  }

  async function getUserByToken(token: string | undefined): Promise<SessionUser | undefined> {
    if (!token || token.length > 200) return undefined;
    const idHash = sessionIdOf(token);
    const asked = Date.now();
    // A session this instance checked moments ago, unless it is due for its once-a-minute activity write.
    const known = cache.get(idHash, asked);
    if (known && asked - known.lastSeenAt <= LAST_SEEN_EVERY_MS) return known.user;
    const asOf = cache.generation;
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        lastSeenAt: sessions.lastSeenAt,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.idHash, idHash),
          gt(sessions.expiresAt, sql`now()`),
          // The absolute lifetime holds also for sessions whose end was set before it existed.
          gt(sessions.createdAt, new Date(Date.now() - maxMs)),
        ),
      );
    const row = rows[0];
    if (!row) return undefined;
    const user: SessionUser = { id: row.id, email: row.email, role: roleOf(row.role) };
    let lastSeenAt = row.lastSeenAt.getTime();
    let endsAt = row.expiresAt.getTime();
    // Sliding idle timeout; written at most once a minute to spare the database.
    if (Date.now() - lastSeenAt > LAST_SEEN_EVERY_MS) {
      const now = new Date();
      const end = endOf(row.createdAt, now.getTime());
      await db.update(sessions).set({ lastSeenAt: now, expiresAt: end }).where(eq(sessions.idHash, idHash));
      lastSeenAt = now.getTime();
      endsAt = end.getTime();
    }
    cache.set(idHash, { user, lastSeenAt, endsAt: Math.min(endsAt, row.createdAt.getTime() + maxMs), checkedAt: asked }, asOf);
    return user;
  }

  /** The open sessions of an account, most recently active first; `current` marks the one of `currentToken`. */
  async function listSessions(userId: string, currentToken: string): Promise<SessionInfo[]> {
    const current = sessionIdOf(currentToken);
    const rows = await db
      .select({
        idHash: sessions.idHash,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.createdAt, new Date(Date.now() - maxMs)),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt));
    return rows.map((r) => ({
      device: deviceOf(r.userAgent),
      createdAt: r.createdAt.toISOString(),
      lastActiveAt: r.lastSeenAt.toISOString(),
      current: r.idHash === current,
    }));
  }

  async function endSession(token: string | undefined, audited?: Audited): Promise<void> {
    if (!token || token.length > 200) return;
    const idHash = sessionIdOf(token);
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx.delete(sessions).where(eq(sessions.idHash, idHash)).returning({ idHash: sessions.idHash });
      if (rows.length) await audited?.(tx);
      return rows;
    });
    if (deleted.length) await announceEnd({ session: idHash });
  }

  /** Ends every session of an account but the one of `keepToken` ("Überall sonst abmelden"); returns how many. */
  async function endOtherSessions(userId: string, keepToken: string, audited?: Audited<number>): Promise<number> {
    const ended = await db.transaction((tx) => endOthersIn(tx, userId, keepToken, audited));
    for (const { idHash } of ended) await announceEnd({ session: idHash });
    return ended.length;
  }

  async function endOthersIn(tx: Tx, userId: string, keepToken: string, audited?: Audited<number>) {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.idHash, sessionIdOf(keepToken))))
      .returning({ idHash: sessions.idHash });
    await audited?.(tx, ended.length);
    return ended;
  }

  /**
   * The operator's own password change: the current password must be right;
   * the other sessions of the account end, the one making the change stays.
   */
  async function changePassword(
    userId: string,
    keepToken: string,
    current: string,
    next: string,
    audited?: Audited,
  ): Promise<"changed" | "wrong-current"> {
    const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    const user = rows[0];
    if (!user || !(await verify(user.passwordHash, current).catch(() => false))) return "wrong-current";
    const passwordHash = await hashPassword(next);
    const ended = await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      const others = await endOthersIn(tx, userId, keepToken);
      await audited?.(tx);
      return others;
    });
    for (const { idHash } of ended) await announceEnd({ session: idHash });
    return "changed";
  }

  /** Tells every instance that an account's role changed: its sessions go on, with the new role from their next request. */
  async function accountChanged(userId: string): Promise<void> {
    await announceEnd({ account: userId });
  }

  /** Removes expired sessions; returns how many. */
  async function pruneExpired(): Promise<number> {
    return countDeleted(
      database,
      db
        .delete(sessions)
        .where(lt(sessions.expiresAt, sql`now()`))
        .returning({ idHash: sessions.idHash }),
    );
  }

  return {
    ensureAdmin,
    resetPassword,
    verifyCredentials,
    createSession,
    getUserByToken,
    listSessions,
    endSession,
    endAllSessions,
    endOtherSessions,
    accountChanged,
    /** Whether this instance remembers checked sessions now (its subscription to announcements is live). */
    get remembersSessions() {
      return cache.active;
    },
    /** Resolves once the subscription of the remembered sessions is set up (or failed). */
    ready: () => cache.ready(),
    /** Ends the subscription of the remembered sessions (the app's shutdown). */
    stop: () => cache.stop(),
    changePassword,
    pruneExpired,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
