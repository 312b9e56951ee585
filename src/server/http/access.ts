import type { Role } from "#shared/contracts/accounts";

/**
 * Who may call each admin endpoint: the one table of roles
 * (docs/decisions/026-operator-roles-and-invitations.md, docs/api.md "Roles").
 * `requireAdmin` reads it for every request it lets through, keyed by the
 * method and the route's pattern as registered. Owners may do everything;
 * `editor` means editors too.
 *
 * An admin route missing here is treated as owner-only (closed by default),
 * and the role test (src/server/features/accounts/roles.test.ts) fails for
 * it, so a new endpoint cannot be forgotten.
 */
export const ADMIN_ACCESS: Readonly<Record<string, Role>> = {
  // The operator's own account: every role
  "POST /api/auth/password": "editor",
  "GET /api/auth/sessions": "editor",
  "POST /api/auth/sessions/end-others": "editor",
  // Content: knowledge base, personas, inquiries, figures, the audit log
  "GET /api/documents": "editor",
  "POST /api/documents": "editor",
  "GET /api/documents/events": "editor",
  "GET /api/documents/:id/file": "editor",
  "DELETE /api/documents/:id": "editor",
  "POST /api/documents/:id/reindex": "editor",
  "PUT /api/documents/:id/personas": "editor",
  "GET /api/documents/:id/passages": "editor",
  "PATCH /api/documents/:id/passages/:passage": "editor",
  "GET /api/knowledge/search": "editor",
  // What the knowledge could not answer: redacted questions without conversations (decision 052)
  "GET /api/knowledge/gaps": "editor",
  "POST /api/knowledge/gaps/cover": "editor",
  "GET /api/web-sources": "editor",
  "POST /api/web-sources": "editor",
  "POST /api/web-sources/:id/refresh": "editor",
  "DELETE /api/web-sources/:id": "editor",
  "GET /api/admin/personas": "editor",
  "POST /api/admin/personas": "editor",
  "PUT /api/admin/personas/:id": "editor",
  "DELETE /api/admin/personas/:id": "editor",
  // Embedding a persona on other sites: part of the persona (the daily budget caps what it can cost)
  "GET /api/admin/embed/usage": "editor",
  "GET /api/admin/personas/:id/embed": "editor",
  "PUT /api/admin/personas/:id/embed": "editor",
  "GET /api/admin/personas/:id/embed/avatar": "editor",
  "PUT /api/admin/personas/:id/embed/avatar": "editor",
  "DELETE /api/admin/personas/:id/embed/avatar": "editor",
  "GET /api/inquiries": "editor",
  "GET /api/inquiries/export": "editor",
  "PUT /api/inquiries/:id/status": "editor",
  "DELETE /api/inquiries/:id": "editor",
  "GET /api/settings/inquiries": "editor",
  "GET /api/stats": "editor",
  "GET /api/insights": "editor",
  "GET /api/audit-log": "editor",
  "GET /api/voice-config": "editor",
  "GET /api/settings/go-live": "editor",
  "GET /api/settings/limits": "editor",
  "GET /api/settings/regions": "editor",
  "POST /api/settings/clear-cache": "editor",
  // Providers and voice: how the paid providers are called and what they cost
  "PUT /api/voice-config": "owner",
  "POST /api/voice-config/preview": "owner",
  "GET /api/settings/providers": "owner",
  // The record of processing activities (Art. 30 GDPR): the controller's document, with every provider and setting
  "GET /api/settings/processing-record": "owner",
  // Accounts and their security
  "GET /api/settings/login-failures": "owner",
  "GET /api/accounts": "owner",
  "PUT /api/accounts/:id/role": "owner",
  "DELETE /api/accounts/:id": "owner",
  // Stored conversations: visitors' own words about their wellbeing, for owners only (decision 027);
  // whether storing is on is no secret
  "GET /api/settings/transcripts": "editor",
  "PUT /api/settings/transcripts": "owner",
  "GET /api/transcripts": "owner",
  "GET /api/transcripts/export": "owner",
  "GET /api/transcripts/:id": "owner",
  "DELETE /api/transcripts/:id": "owner",
  // How long dealt-with inquiries are kept is the privacy policy's promise: the owner's
  "PUT /api/settings/inquiries": "owner",
  "GET /api/invitations": "owner",
  "POST /api/invitations": "owner",
  "DELETE /api/invitations/:id": "owner",
  // A person behind the coach (decision 046): owners and editors go on duty and take over; the owner decides
  // when a visitor is offered a person and how long they wait
  "GET /api/settings/live": "editor",
  "PUT /api/settings/live": "owner",
  "GET /api/settings/live/hours": "editor",
  "PUT /api/settings/live/hours": "owner",
  "GET /api/settings/live/webhook": "owner",
  "PUT /api/settings/live/webhook": "owner",
  "DELETE /api/settings/live/webhook": "owner",
  "GET /api/live/duty": "editor",
  "GET /api/live/figures": "editor",
  "PUT /api/live/duty": "editor",
  "GET /api/live/events": "editor",
  "GET /api/live/handovers": "editor",
  "GET /api/live/handovers/:id": "editor",
  "POST /api/live/handovers/:id/accept": "editor",
  "POST /api/live/handovers/:id/messages": "editor",
  "POST /api/live/handovers/:id/typing": "editor",
  "POST /api/live/handovers/:id/return": "editor",
  "POST /api/live/handovers/:id/end": "editor",
  // Backups of the embedded database: every account, every document, every transcript (decision 038)
  "GET /api/settings/backups": "owner",
  "PUT /api/settings/backups": "owner",
  "POST /api/settings/backups/run": "owner",
  // The operations view (decision 047): latency and error rates carry no personal data; the targets are the owner's
  "GET /api/operations": "editor",
  "PUT /api/operations/targets": "owner",
};

/** The key of a request in ADMIN_ACCESS; HEAD is answered by the GET route. */
export function accessKey(method: string, url: string | undefined): string {
  return `${method === "HEAD" ? "GET" : method} ${url ?? ""}`;
}

/** The least role that may call the route; owner for a route the table does not name. */
export function requiredRole(method: string, url: string | undefined): Role {
  return ADMIN_ACCESS[accessKey(method, url)] ?? "owner";
}

/** True when an account of `role` may call a route that needs `needed`. */
export function allows(role: Role, needed: Role): boolean {
  return role === "owner" || needed === "editor";
}
