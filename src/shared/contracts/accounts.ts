/**
 * Operator accounts, roles, invitations and sessions as the API returns them
 * (docs/decisions/026-operator-roles-and-invitations.md). The types come from
 * the routes' schemas (src/shared/api/accounts.ts and auth.ts).
 */
import type { AccountInfo, InvitationCreated, InvitationInfo, InvitationPreview } from "../api/accounts";
import type { SessionInfo } from "../api/auth";

// Imported, then exported: an `export … from` would count as an import cycle (import-x/no-cycle) where the schemas use ROLES.
export type { AccountInfo, InvitationCreated, InvitationInfo, InvitationPreview };
/** GET /api/auth/sessions: one open session of the signed-in operator (no address is kept). */
export type { SessionInfo };

/** Owners run the service (accounts, invitations, providers, voice); editors look after the content. */
export const ROLES = ["owner", "editor"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;

/**
 * How long an invitation (the invitee's address and who invited them) is
 * kept once it was accepted, revoked or expired: long enough that an old
 * link still says "expired" or "already used", then housekeeping removes it.
 */
export const INVITATION_KEEP_DAYS = 30;
