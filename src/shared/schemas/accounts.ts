import { z } from "../zod";
import { ROLES } from "../contracts/accounts";
import { MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS } from "./auth";
import { isTypedText, untypableMessage } from "./errors";

/** The longest name an operator may give themselves. */
export const MAX_NAME_CHARS = 100;

/** POST /api/invitations */
export const invitationSchema = z.object({
  email: z.email().max(254),
  role: z.enum(ROLES),
});

/** PUT /api/accounts/:id/role */
export const roleChangeSchema = z.object({ role: z.enum(ROLES) });

/** An invitation token as the link carries it (base64url of 32 bytes). */
const token = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/** POST /api/invitations/lookup */
export const invitationLookupSchema = z.object({ token });

/** POST /api/invitations/accept: the same password rules as a password change. */
export const invitationAcceptSchema = z.object({
  token,
  name: z.string().trim().min(1).max(MAX_NAME_CHARS).refine(isTypedText, untypableMessage("Der Name")),
  password: z.string().min(MIN_PASSWORD_CHARS).max(MAX_PASSWORD_CHARS),
});
