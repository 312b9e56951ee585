import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, max, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import {
  INVITATION_DAYS,
  INVITATION_KEEP_DAYS,
  type AccountInfo,
  type InvitationInfo,
  type InvitationPreview,
  type Role,
} from "#shared/contracts/accounts";
import { isRole } from "#shared/contracts/accounts";
import type { Database } from "../../db/client";
import { invitations, sessions, users } from "../../db/schema";

/** Who acts: the signed-in owner. */
interface Actor {
  id: string;
  email: string;
}

/** Why an invitation link does not work (each has its error code). */
export type InvitationProblem = "invitation-not-found" | "invitation-expired" | "invitation-used" | "invitation-revoked";

export interface AccountsOptions {
  /** The site's public origin: invitation links point there. */
  origin: string;
  /** The invitation page's path; the token follows in the fragment, so it never reaches a server log. */
  invitationPath: string;
  /** SMTP_URL and SMTP_FROM: invitation links go out by mail when both are set. */
  smtpUrl?: string;
  smtpFrom?: string;
  /** Site name for the mail's subject. */
  siteName: string;
  /** Hours an invitation stays valid (INVITATION_DAYS days unless a test says otherwise). */
  validHours?: number;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
const roleOf = (stored: string): Role => (isRole(stored) ? stored : "editor");

/** Role names for the invitation mail, which goes out in both languages. */
const ROLE_NAMES: Record<Role, { de: string; en: string }> = {
  owner: { de: "Inhaber", en: "owner" },
  editor: { de: "Redakteur", en: "editor" },
};

function invitationMail(siteName: string, role: Role, link: string, expires: Date, by: string): string {
  const de = expires.toLocaleString("de-DE", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" });
  const en = expires.toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  return [
    `${by} lädt Sie als ${ROLE_NAMES[role].de} in den Betreiberbereich von ${siteName} ein.`,
    "Öffnen Sie diesen Link, wählen Sie Ihren Namen und ein Passwort, und Sie sind angemeldet:",
    "",
    link,
    "",
    `Der Link gilt einmal und bis ${de}. Wenn Sie keine Einladung erwartet haben, ignorieren Sie diese E-Mail.`,
    "",
    "---",
    "",
    `${by} invites you as ${ROLE_NAMES[role].en} to the operator area of ${siteName}.`,
    "Open this link, choose your name and a password, and you are signed in:",
    "",
    link,
    "",
    `The link works once and until ${en} UTC. If you did not expect an invitation, ignore this e-mail.`,
    "",
  ].join("\n");
}

/**
 * Operator accounts and invitations: list, change a role, remove (never the
 * last owner), invite by a one-time link (token stored as its SHA-256,
 * valid INVITATION_DAYS days, used once), revoke, accept.
 */
export function createAccountsService(database: Database, opts: AccountsOptions) {
  const { db } = database;
  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
  const validMs = (opts.validHours ?? INVITATION_DAYS * 24) * 3_600_000;
  const transport = opts.smtpUrl && opts.smtpFrom ? nodemailer.createTransport(opts.smtpUrl) : undefined;

  async function listAccounts(selfId: string): Promise<AccountInfo[]> {
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        createdAt: users.createdAt,
        lastActiveAt: max(sessions.lastSeenAt),
      })
      .from(users)
      .leftJoin(sessions, and(eq(sessions.userId, users.id), gt(sessions.expiresAt, sql`now()`)))
      .groupBy(users.id)
      .orderBy(users.createdAt);
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      role: roleOf(r.role),
      createdAt: r.createdAt.toISOString(),
      lastActiveAt: r.lastActiveAt ? new Date(r.lastActiveAt).toISOString() : null,
      self: r.id === selfId,
    }));
  }

  /**
   * Writes the audit entry of a change inside the change's transaction, so
   * that the change stands only with its entry (docs/decisions/022-audit-log.md).
   */
  type Audited<R> = (tx: Tx, result: R) => Promise<void>;

  /**
   * Runs `change` on the account `id` while every owner row is locked, so two
   * owners demoting or removing each other at once cannot leave none.
   */
  async function withOwnersLocked<T>(
    id: string,
    change: (tx: Tx, account: { email: string; role: Role }, owners: number) => Promise<T>,
  ): Promise<T | "account-not-found"> {
    return db.transaction(async (tx) => {
      const owners = await tx.select({ id: users.id }).from(users).where(eq(users.role, "owner")).for("update");
      const [account] = await tx.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, id));
      if (!account) return "account-not-found" as const;
      return change(tx, { email: account.email, role: roleOf(account.role) }, owners.length);
    });
  }

  /**
   * Invitations end with their inviter's rights: when an owner is demoted or
   * removed, the links they sent and that are still pending stop working, in
   * the same transaction as the change (accept() checks the inviter as well).
   */
  async function revokeInvitationsBy(tx: Tx, inviter: string) {
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(invitations.invitedBy, inviter), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
  }

  /** Sets an account's role; the last owner stays owner. Takes effect with the account's next request. */
  async function changeRole(id: string, role: Role, audited?: Audited<{ email: string; from: Role; to: Role }>) {
    return withOwnersLocked(id, async (tx, account, owners) => {
      if (account.role === "owner" && role !== "owner" && owners <= 1) return "account-last-owner" as const;
      if (account.role !== role) await tx.update(users).set({ role }).where(eq(users.id, id));
      // Only owners invite; an owner no longer may not have invitations still waiting in their name.
      if (role !== "owner") await revokeInvitationsBy(tx, id);
      const result = { email: account.email, from: account.role, to: role };
      await audited?.(tx, result);
      return result;
    });
  }

  /** Removes an account (its sessions go with it); never the last owner. */
  async function removeAccount(id: string, audited?: Audited<{ email: string }>) {
    return withOwnersLocked(id, async (tx, account, owners) => {
      if (account.role === "owner" && owners <= 1) return "account-last-owner" as const;
      await revokeInvitationsBy(tx, id);
      await tx.delete(users).where(eq(users.id, id));
      await audited?.(tx, { email: account.email });
      return { email: account.email };
    });
  }

  const toInfo = (r: typeof invitations.$inferSelect): InvitationInfo => ({
    id: r.id,
    email: r.email,
    role: roleOf(r.role),
    invitedBy: r.invitedByEmail,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    mailed: r.mailedAt !== null,
  });

  /** Invitations still waiting: neither accepted, revoked nor expired; newest first. */
  async function listPending(): Promise<InvitationInfo[]> {
    const rows = await db
      .select()
      .from(invitations)
      .where(and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`)))
      .orderBy(sql`${invitations.createdAt} DESC`);
    return rows.map(toInfo);
  }

  /**
   * A new invitation for `email` with `role`; earlier pending ones for the
   * same address are revoked (one valid link per person). Mails the link when
   * mail is configured; otherwise, or when the mail fails, returns it for the
   * owner to pass on. The token itself is never stored.
   */
  async function invite(
    input: { email: string; role: Role },
    by: Actor,
    onMailError: (err: unknown) => void,
    audited?: Audited<InvitationInfo>,
  ): Promise<"invitation-account-exists" | { invitation: InvitationInfo; link: string | null }> {
    const email = input.email.trim().toLowerCase();
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) return "invitation-account-exists";
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + validMs);
    const row = await db.transaction(async (tx) => {
      await tx
        .update(invitations)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
      const [created] = await tx
        .insert(invitations)
        .values({ email, role: input.role, tokenHash: hashToken(token), invitedBy: by.id, invitedByEmail: by.email, expiresAt })
        .returning();
      await audited?.(tx, toInfo(created!));
      return created!;
    });
    const link = `${opts.origin}${opts.invitationPath}#${token}`;
    if (transport) {
      try {
        await transport.sendMail({
          from: opts.smtpFrom,
          to: email,
          subject: `Einladung / Invitation: ${opts.siteName}`,
          text: invitationMail(opts.siteName, input.role, link, expiresAt, by.email),
        });
        const [mailed] = await db
          .update(invitations)
          .set({ mailedAt: sql`now()` })
          .where(eq(invitations.id, row.id))
          .returning();
        return { invitation: toInfo(mailed ?? row), link: null };
      } catch (err) {
        // The link is shown instead, so the owner can still pass it on.
        onMailError(err);
      }
    }
    return { invitation: toInfo(row), link };
  }

  /** Withdraws a pending invitation; its link stops working at once. */
  async function revoke(id: string, audited?: Audited<{ email: string }>): Promise<{ email: string } | undefined> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(invitations)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
        .returning({ email: invitations.email });
      if (row) await audited?.(tx, row);
      return row;
    });
  }

  const problemOf = (row: typeof invitations.$inferSelect | undefined): InvitationProblem | undefined =>
    !row
      ? "invitation-not-found"
      : row.acceptedAt
        ? "invitation-used"
        : row.revokedAt
          ? "invitation-revoked"
          : row.expiresAt.getTime() <= Date.now()
            ? "invitation-expired"
            : undefined;

  /** What the invitation page shows for a token, or why the link does not work. */
  async function preview(token: string): Promise<InvitationPreview | InvitationProblem> {
    const [row] = await db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(token)));
    const problem = problemOf(row);
    if (problem || !row) return problem ?? "invitation-not-found";
    const [inviter] = row.invitedBy ? await db.select({ role: users.role }).from(users).where(eq(users.id, row.invitedBy)) : [];
    if (inviter?.role !== "owner") return "invitation-revoked";
    return { email: row.email, role: roleOf(row.role), expiresAt: row.expiresAt.toISOString() };
  }

  /**
   * Accepts an invitation: creates the account with the invited role, name
   * and password hash, and marks the invitation used, in one transaction
   * (the row lock makes a second use of the same link wait and then fail).
   */
  async function accept(
    token: string,
    input: { name: string; passwordHash: string },
    audited?: Audited<{ id: string; email: string; role: Role }>,
  ): Promise<{ id: string; email: string; role: Role } | InvitationProblem | "invitation-account-exists"> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(invitations)
        .where(eq(invitations.tokenHash, hashToken(token)))
        .for("update");
      const problem = problemOf(row);
      if (problem || !row) return problem ?? "invitation-not-found";
      // An invitation carries no more rights than its inviter has now: one whose owner was removed or
      // demoted (also through an older server that did not revoke it then) no longer opens the door.
      const [inviter] = row.invitedBy
        ? await tx.select({ role: users.role }).from(users).where(eq(users.id, row.invitedBy)).for("share")
        : [];
      if (inviter?.role !== "owner") return "invitation-revoked" as const;
      const created = await tx
        .insert(users)
        .values({ email: row.email, name: input.name, role: row.role, passwordHash: input.passwordHash })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created[0]) return "invitation-account-exists" as const;
      await tx
        .update(invitations)
        .set({ acceptedAt: sql`now()` })
        .where(eq(invitations.id, row.id));
      const account = { id: created[0].id, email: row.email, role: roleOf(row.role) };
      await audited?.(tx, account);
      return account;
    });
  }

  /** Removes invitations accepted, revoked or expired more than INVITATION_KEEP_DAYS ago (housekeeping). */
  async function pruneInvitations(): Promise<number> {
    const gone = await db
      .delete(invitations)
      .where(
        sql`coalesce(${invitations.acceptedAt}, ${invitations.revokedAt}, ${invitations.expiresAt}) < now() - (${INVITATION_KEEP_DAYS}::int * interval '1 day')`,
      )
      .returning({ id: invitations.id });
    return gone.length;
  }

  return { listAccounts, changeRole, removeAccount, listPending, invite, revoke, preview, accept, pruneInvitations };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
