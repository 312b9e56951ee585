/**
 * The operators' audit log as GET /api/audit-log returns it: who changed
 * what in the admin area, and when (docs/decisions/022-audit-log.md). The
 * types come from the route's schemas (src/shared/api/audit.ts).
 */
import type { AuditDetails, AuditEntry, AuditPage } from "../api/audit";

// Imported, then exported: an `export … from` would count as an import cycle (import-x/no-cycle) where the schema uses AUDIT_ACTIONS.
export type { AuditDetails, AuditEntry, AuditPage };

/**
 * Every action the log records; the dashboard words each one in every language.
 * Besides changes, reads of visitors' words: the list of transcripts (it shows
 * the start of each) and one transcript, once per request, never the text.
 * The on-call escalation (`live.*`) records each handover, takeover and
 * hand-back; a visitor's escalation and a missed one have no account.
 */
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
  "processing-record.export",
  "voice-config.update",
  "persona.create",
  "persona.update",
  "persona.delete",
  "persona.embed",
  "document.upload",
  "document.replace",
  "document.reindex",
  "document.delete",
  "document.personas",
  "document.passage",
  "gaps.list",
  "gaps.cover",
  "web-source.add",
  "web-source.refresh",
  "web-source.delete",
  "transcripts.settings",
  "transcripts.list",
  "transcript.read",
  "transcript.export",
  "transcript.delete",
  "inquiry.status",
  "inquiry.delete",
  "inquiries.settings",
  "inquiries.export",
  "backups.settings",
  "backups.run",
  "operations.targets",
  "live.settings",
  "live.duty",
  "live.hours",
  "live.escalate",
  "live.takeover",
  "live.handback",
  "live.end",
  "live.missed",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Page size of GET /api/audit-log without `limit`, and its largest value. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;
/** How long entries are kept (housekeeping removes older ones). */
export const AUDIT_RETENTION_DAYS = 365;
