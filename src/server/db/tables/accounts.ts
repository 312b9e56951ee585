import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import type { AuditDetails } from "#shared/contracts/audit";

/**
 * The operators' tables: their accounts, sessions and invitations, the failed sign-ins that
 * throttle logins, and the audit log of what they changed.
 */

/** Operator accounts. Passwords only as argon2id hashes. */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** 'owner' or 'editor' (src/shared/contracts/accounts.ts); what each may do: src/server/http/access.ts. */
  role: text("role").notNull().default("owner"),
  /** The name the operator gave when accepting an invitation; null for accounts made on the command line. */
  name: text("name"),
  /**
   * argon2id hash of the ADMIN_PASSWORD value last applied to this account at
   * start. A start applies the variable only when its value differs from this,
   * so a later reset on the command line survives restarts.
   */
  envPasswordHash: text("env_password_hash"),
  createdAt: createdAt(),
});

/** Server-side sessions; the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The browser's User-Agent at sign-in (shortened), so the operator recognises the device; never an address. */
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Invitations to become an operator: a one-time link whose token is stored
 * only as its SHA-256, valid until `expiresAt`, used once (`acceptedAt`) or
 * withdrawn (`revokedAt`). The inviting owner's e-mail is copied so the list
 * keeps naming them after their account is gone.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    invitedByEmail: text("invited_by_email").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** When the mail with the link went out; null when no mail is configured (the link was shown instead). */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [index("invitations_email_idx").on(t.email)],
);

/**
 * Failed sign-ins: when, from which client key, for which account as typed
 * (never the password). Login throttling counts them; the operator sees them
 * in the settings tab. `cleared_at` is set when the same client signs in
 * successfully, so its own typos stop counting.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    clientKey: text("client_key").notNull(),
    account: text("account").notNull(),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
  },
  (t) => [
    index("login_failures_client_idx").on(t.clientKey, t.at),
    index("login_failures_account_idx").on(t.account, t.at),
    index("login_failures_at_idx").on(t.at),
  ],
);

/**
 * The operators' audit log: who changed what in the admin area, and when.
 * The account's id and e-mail are copied (no foreign key), so an entry keeps
 * naming its operator after the account changes. `details` holds changed
 * field names or counts, never values, passwords or visitors' texts.
 * Housekeeping removes entries after a year (docs/decisions/022-audit-log.md).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    accountId: uuid("account_id"),
    accountEmail: text("account_email").notNull(),
    action: text("action").notNull(),
    targetId: text("target_id"),
    targetName: text("target_name"),
    details: jsonb("details").$type<AuditDetails>().notNull().default({}),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);
