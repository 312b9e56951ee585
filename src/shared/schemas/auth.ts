import { z } from "zod";
import { defineTexts } from "../i18n";

export const MAX_PASSWORD_CHARS = 200;

export const loginSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(MAX_PASSWORD_CHARS),
});

/**
 * What the login says when it fails. The German texts are pinned product
 * texts; two of them were given in English and stay so in both languages.
 */
export const AUTH_TEXTS = defineTexts({
  de: {
    invalidCredentials: "Ungültige E-Mail-Adresse oder ungültiges Passwort.",
    rateLimited: "Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte einen Moment und versuche es dann erneut.",
    notAuthenticated: "User not authenticated",
    noSession: "Login failed - no session returned",
    unexpected: "Ein unerwarteter Fehler ist bei der Anmeldung aufgetreten",
  },
  en: {
    invalidCredentials: "Invalid e-mail address or password.",
    rateLimited: "Too many failed sign-in attempts. Please wait a moment and try again.",
    notAuthenticated: "User not authenticated",
    noSession: "Login failed - no session returned",
    unexpected: "An unexpected error occurred while signing in",
  },
});

/** The German login messages, which the server sends today; kept for server code until it picks a language. */
export const AUTH_MESSAGES = AUTH_TEXTS.de;
