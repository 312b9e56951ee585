import { z } from "zod";

export const MAX_PASSWORD_CHARS = 200;

export const loginSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(MAX_PASSWORD_CHARS),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Server messages the login page shows (api.md, spec sections 5 and 8). */
export const AUTH_MESSAGES = {
  invalidCredentials: "Ungültige E-Mail-Adresse oder ungültiges Passwort.",
  rateLimited: "Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte einen Moment und versuche es dann erneut.",
  notAuthenticated: "User not authenticated",
  noSession: "Login failed - no session returned",
  unexpected: "Ein unerwarteter Fehler ist bei der Anmeldung aufgetreten",
} as const;
