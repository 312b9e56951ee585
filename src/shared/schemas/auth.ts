import { z } from "zod";

export const MAX_PASSWORD_CHARS = 200;

export const loginSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(MAX_PASSWORD_CHARS),
});
