import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { sessionIdOf, tokenFromCookieHeader, type AuthService } from "../features/auth/service";
import { sendCoded } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    user?: { id: string; email: string };
    /** The id of the request's session (set with `user`). */
    sessionId?: string;
  }
}

/** preHandler for every admin API: 401 {"error":"User not authenticated"} without a valid session. */
export function requireAdmin(auth: AuthService): preHandlerAsyncHookHandler {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const token = tokenFromCookieHeader(req.headers.cookie);
    const user = await auth.getUserByToken(token);
    if (!user || !token) return sendCoded(reply, 401, "not-authenticated");
    req.user = user;
    req.sessionId = sessionIdOf(token);
  };
}
