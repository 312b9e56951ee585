import { z } from "../zod";
import { isoTime, roleSchema } from "./common";

/**
 * Operator accounts and invitations as the API returns them
 * (docs/decisions/026-operator-roles-and-invitations.md). The requests'
 * bodies are in src/shared/schemas/accounts.ts.
 */

/**
 * `:id` of an account or an invitation. Any text is accepted: an id that is
 * no uuid names nothing and is answered 404, like an unknown one.
 */
export const accountIdParams = z.object({ id: z.string().describe("The account's or invitation's id (a uuid)") });

/** GET /api/accounts: one operator account. */
export const accountInfoSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: roleSchema,
  createdAt: isoTime,
  lastActiveAt: isoTime.nullable().describe("The account's most recent session activity; null when no session is open"),
  self: z.boolean().describe("The account making the request"),
});

/** GET /api/invitations: an invitation that is neither used, revoked nor expired. */
export const invitationInfoSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string().describe("The e-mail of the owner who invited"),
  createdAt: isoTime,
  expiresAt: isoTime,
  mailed: z.boolean().describe("The link went out by mail; false when it was shown to the owner to pass on"),
});

/** POST /api/invitations: the invitation, and the link itself when no mail carried it. */
export const invitationCreatedSchema = z.object({
  invitation: invitationInfoSchema,
  link: z
    .string()
    .nullable()
    .describe("The one-time link, only when it was not mailed (the owner passes it on); it is never shown again"),
});

/** POST /api/invitations/lookup: what the invitation page shows before the invitee sets a password. */
export const invitationPreviewSchema = z.object({ email: z.string(), role: roleSchema, expiresAt: isoTime });

export type AccountInfo = z.infer<typeof accountInfoSchema>;
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
