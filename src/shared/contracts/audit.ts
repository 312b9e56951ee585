import type { Role } from "./accounts";

/**
 * The operators' audit log as GET /api/audit-log returns it: who changed
 * what in the admin area, and when (docs/decisions/022-audit-log.md).
 */

/** Every action the log records; the dashboard words each one in every language. */
export const AUDIT_ACTIONS = [
  "account.login",
  "account.logout",
  "account.password-change",
  "account.sessions-ended",
  "account.role-change",
  "account.remove",
  "invitation.create",
  "invitation.revoke",
  "invitation.accept",
  "settings.clear-cache",
  "voice-config.update",
  "persona.create",
  "persona.update",
  "persona.delete",
  "persona.embed",
  "document.upload",
  "document.reindex",
  "document.delete",
  "document.personas",
  "transcripts.settings",
  "transcript.export",
  "transcript.delete",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What changed, kept small: the names of the changed fields, or a count.
 * Never a value of a field, a password, a key or anything a visitor wrote.
 */
export interface AuditDetails {
  /** Names of the fields that changed (voice settings, persona). */
  changed?: string[];
  /** How many: sessions ended, cache entries removed, transcripts exported, turns of a transcript deleted. */
  count?: number;
  /** Bytes of an uploaded file. */
  size?: number;
  /** The role an account was given or invited with. */
  role?: Role;
}

export interface AuditEntry {
  /** Increases with every entry; the cursor of the next page. */
  id: number;
  /** ISO time. */
  at: string;
  /** The operator as they were at that time (the e-mail is kept even if the account goes). */
  account: { id: string | null; email: string };
  action: AuditAction;
  /** What the action was about (a persona, a document); null for the account's own actions and settings. */
  target: { id: string | null; name: string | null } | null;
  details: AuditDetails;
}

/** GET /api/audit-log: newest first; `next` is the `before` of the following page, null on the last one. */
export interface AuditPage {
  entries: AuditEntry[];
  next: number | null;
}

/** Page size of GET /api/audit-log without `limit`, and its largest value. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;
/** How long entries are kept (housekeeping removes older ones). */
export const AUDIT_RETENTION_DAYS = 365;
