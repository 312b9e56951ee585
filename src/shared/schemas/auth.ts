import { z } from "../zod";

export const MAX_PASSWORD_CHARS = 200;

/** A new password: as long as ADMIN_PASSWORD must be. */
export const MIN_PASSWORD_CHARS = 12;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(MAX_PASSWORD_CHARS),
  newPassword: z.string().min(MIN_PASSWORD_CHARS).max(MAX_PASSWORD_CHARS),
});

export const loginSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(MAX_PASSWORD_CHARS),
});
