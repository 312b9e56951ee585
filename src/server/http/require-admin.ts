import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { SessionUser } from "#shared/app-services";
import { sessionIdOf, tokenFromCookieHeader, type AuthService } from "../features/auth/service";
import { ADMIN_ACCESS, accessKey, allows, requiredRole } from "./access";
import { requestLang } from "./demo-guard";
import { sendCoded } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    user?: SessionUser;
    /** The id of the request's session (set with `user`). */
    sessionId?: string;
  }
}

/**
 * onRequest hook of every admin API, and the one place its roles are
 * enforced: 401 {"code":"not-authenticated"} without a valid session, 403
 * {"code":"forbidden-role"} when the account's role may not call the route
 * (the table in access.ts; a route it does not name is owner-only). It runs
 * before the body is read, so an ended session is told as such whatever the
 * body holds: the dashboard signs in again in place on this code and repeats
 * the request (src/client/features/admin-auth/session-retry.ts).
 */
export function requireAdmin(auth: AuthService): onRequestAsyncHookHandler {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const token = tokenFromCookieHeader(req.headers.cookie);
    const user = await auth.getUserByToken(token);
    if (!user || !token) return sendCoded(reply, 401, "not-authenticated");
    const url = req.routeOptions.url;
    if (!Object.hasOwn(ADMIN_ACCESS, accessKey(req.method, url))) {
      req.log.warn(
        { event: "admin_route_unlisted", route: accessKey(req.method, url) },
        "admin route without a role; owner only",
      );
    }
    if (!allows(user.role, requiredRole(req.method, url))) {
      return sendCoded(reply, 403, "forbidden-role", requestLang(req));
    }
    req.user = user;
    req.sessionId = sessionIdOf(token);
  };
}
