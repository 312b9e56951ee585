/**
 * Operator accounts, roles, invitations and sessions as the API returns them
 * (docs/decisions/026-operator-roles-and-invitations.md).
 */

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

/** GET /api/accounts: one operator account. */
export interface AccountInfo {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  /** ISO time. */
  createdAt: string;
  /** ISO time of the account's most recent session activity; null when no session is open. */
  lastActiveAt: string | null;
  /** True for the account making the request. */
  self: boolean;
}

/** GET /api/invitations: an invitation that is neither used, revoked nor expired. */
export interface InvitationInfo {
  id: string;
  email: string;
  role: Role;
  invitedBy: string;
  /** ISO times. */
  createdAt: string;
  expiresAt: string;
  /** True when the link went out by mail; false when it was shown to the owner to pass on. */
  mailed: boolean;
}

/** POST /api/invitations: the invitation, and the link itself when no mail carried it. */
export interface InvitationCreated {
  invitation: InvitationInfo;
  /** The one-time link, only when it was not mailed (the owner passes it on); it is never shown again. */
  link: string | null;
}

/** POST /api/invitations/lookup: what the invitation page shows before the invitee sets a password. */
export interface InvitationPreview {
  email: string;
  role: Role;
  expiresAt: string;
}

/** GET /api/auth/sessions: one open session of the signed-in operator (no address is kept). */
export interface SessionInfo {
  /** The browser and system as read from its User-Agent, e.g. "Firefox · Windows"; null when unknown. */
  device: string | null;
  /** ISO times. */
  createdAt: string;
  lastActiveAt: string;
  /** True for the session making the request. */
  current: boolean;
}
