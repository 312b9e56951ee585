import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";
import type { SessionUser } from "../../../shared/app-services";

export const SESSION_COOKIE = "mc_session";

// A password check against this hash when the account does not exist keeps
// the response time the same, so timing does not reveal which e-mails exist.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$0kQPzkiuAySYNd9zdvTamg$ZclACYYddGR3ZiGDBSlt4DoatLzBVo7JhT59MjlYVq4";

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function hashPassword(password: string): Promise<string> {
  // argon2id with the library's defaults (OWASP's minimum: m=19 MiB, t=2, p=1).
  return hash(password);
}

export interface AuthServiceOptions {
  /** Minutes without a request after which a session ends. */
  idleMinutes: number;
}

export function createAuthService(database: Database, { idleMinutes }: AuthServiceOptions) {
  const { db } = database;
  const idleMs = idleMinutes * 60_000;

  async function ensureAdmin(email: string, password: string): Promise<"created" | "updated" | "unchanged"> {
    const normalized = email.trim().toLowerCase();
    const existing = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, normalized));
    // Every start of every instance runs this with ADMIN_PASSWORD: the same password must not log anyone out.
    if (existing[0] && (await verify(existing[0].passwordHash, password).catch(() => false))) return "unchanged";
    const passwordHash = await hashPassword(password);
    if (existing[0]) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, existing[0].id));
      // A password reset ends every session of that account.
      await db.delete(sessions).where(eq(sessions.userId, existing[0].id));
      return "updated";
    }
    await db.insert(users).values({ email: normalized, passwordHash, role: "admin" });
    return "created";
  }

  async function verifyCredentials(email: string, password: string): Promise<SessionUser | undefined> {
    const rows = await db
      .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    const user = rows[0];
    const ok = await verify(user?.passwordHash ?? DUMMY_HASH, password).catch(() => false);
    return user && ok ? { id: user.id, email: user.email } : undefined;
  }

  async function createSession(userId: string): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await db.insert(sessions).values({
      idHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + idleMs),
    });
    return token;
  }

  async function getUserByToken(token: string | undefined): Promise<SessionUser | undefined> {
    if (!token || token.length > 200) return undefined;
    const idHash = hashToken(token);
    const rows = await db
      .select({ id: users.id, email: users.email, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, sql`now()`)));
    const row = rows[0];
    if (!row) return undefined;
    // Sliding idle timeout; written at most once a minute to spare the database.
    if (Date.now() - row.lastSeenAt.getTime() > 60_000) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + idleMs) })
        .where(eq(sessions.idHash, idHash));
    }
    return { id: row.id, email: row.email };
  }

  async function endSession(token: string | undefined): Promise<void> {
    if (!token) return;
    await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
  }

  async function pruneExpired(): Promise<void> {
    await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  }

  return { ensureAdmin, verifyCredentials, createSession, getUserByToken, endSession, pruneExpired };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Reads the session token from a Cookie header. */
export function tokenFromCookieHeader(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SESSION_COOKIE) continue;
    // Our tokens are base64url; anything that does not even decode (a stray '%') is no session, not a server error.
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
