import { z } from "../zod";
import { isoTime, roleSchema } from "./common";

/** The signed-in operator (POST /api/auth/login, GET /api/auth/session). */
export const sessionUserSchema = z.object({ id: z.uuid(), email: z.string(), role: roleSchema });
export const sessionResultSchema = z.object({ user: sessionUserSchema });

/** GET /api/auth/sessions: one open session of the signed-in operator (no address is kept). */
export const sessionInfoSchema = z.object({
  device: z.string().nullable().describe("Browser and system read from the User-Agent, e.g. “Firefox · Windows”"),
  createdAt: isoTime,
  lastActiveAt: isoTime,
  current: z.boolean().describe("The session making the request"),
});

/** GET /api/settings/login-failures: recent failed sign-ins (time, client key, account as typed; never a password). */
export const loginFailuresSchema = z.object({
  failures: z.array(z.object({ at: isoTime, client: z.string(), account: z.string() })),
  last24h: z.number().int().min(0),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type SessionResult = z.infer<typeof sessionResultSchema>;
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export type LoginFailures = z.infer<typeof loginFailuresSchema>;
