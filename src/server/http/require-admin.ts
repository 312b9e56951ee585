import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { sessionIdOf, tokenFromCookieHeader, type AuthService } from "../features/auth/service";
import { sendCoded } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    user?: { id: string; email: string };
    /** The id of the request's session (set with `user`). */
    sessionId?: string;
  }
}

/**
 * onRequest hook of every admin API: 401 {"error":"User not authenticated","code":"not-authenticated"}
 * without a valid session. It runs before the body is read, so an ended session is told as such
 * whatever the body holds: the dashboard signs in again in place on this code and repeats the
 * request (src/client/features/admin-auth/session-retry.ts).
 */
export function requireAdmin(auth: AuthService): onRequestAsyncHookHandler {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const token = tokenFromCookieHeader(req.headers.cookie);
    const user = await auth.getUserByToken(token);
    if (!user || !token) return sendCoded(reply, 401, "not-authenticated");
    req.user = user;
    req.sessionId = sessionIdOf(token);
  };
}
