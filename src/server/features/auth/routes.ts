import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import { AUTH_MESSAGES, loginSchema } from "../../../shared/schemas/auth";
import { clientKey } from "../../http/client-address";
import { sendError } from "../../http/errors";
import type { RateLimiter } from "../../http/rate-limit";
import { SESSION_COOKIE, tokenFromCookieHeader, type AuthService } from "./service";

export interface AuthRoutesOptions {
  auth: AuthService;
  rateLimiter: RateLimiter;
  loginLimitPerMinute: number;
  secureCookies: boolean;
  idleMinutes: number;
}

declare module "fastify" {
  interface FastifyRequest {
    user?: { id: string; email: string };
  }
}

/** preHandler for every admin API: 401 {"error":"User not authenticated"} without a valid session. */
export function requireAdmin(auth: AuthService): preHandlerHookHandler {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const user = await auth.getUserByToken(tokenFromCookieHeader(req.headers.cookie));
    if (!user) return sendError(reply, 401, AUTH_MESSAGES.notAuthenticated);
    req.user = user;
  };
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, opts) => {
  const { auth, rateLimiter } = opts;
  const cookieBase = `Path=/; HttpOnly; SameSite=Lax${opts.secureCookies ? "; Secure" : ""}`;

  app.post("/api/auth/login", async (req, reply) => {
    const parsed = loginSchema.safeParse(req.body);
    if (!parsed.success) return sendError(reply, 400, "Bitte gib eine gültige E-Mail-Adresse und ein Passwort ein.");
    const { email, password } = parsed.data;

    // Limited per client address and per account, so neither one client nor
    // a botnet against one account can guess passwords quickly.
    const limit = opts.loginLimitPerMinute;
    const [perIp, perAccount] = await Promise.all([
      rateLimiter.hit(`login:ip:${clientKey(req.ip)}`, limit, 60_000),
      rateLimiter.hit(`login:acct:${email.toLowerCase()}`, limit, 60_000),
    ]);
    if (!perIp.allowed || !perAccount.allowed) {
      const retry = Math.ceil(Math.max(perIp.retryAfterMs, perAccount.retryAfterMs) / 1000);
      reply.header("retry-after", String(retry));
      return sendError(reply, 429, AUTH_MESSAGES.rateLimited);
    }

    const user = await auth.verifyCredentials(email, password);
    if (!user) {
      req.log.info({ event: "login_failed" }, "login failed");
      return sendError(reply, 401, AUTH_MESSAGES.invalidCredentials);
    }
    const token = await auth.createSession(user.id);
    req.log.info({ event: "login", userId: user.id }, "operator signed in");
    reply.header("set-cookie", `${SESSION_COOKIE}=${token}; ${cookieBase}; Max-Age=${opts.idleMinutes * 60 * 24}`);
    return { user };
  });

  app.get("/api/auth/session", async (req, reply) => {
    const user = await auth.getUserByToken(tokenFromCookieHeader(req.headers.cookie));
    if (!user) return sendError(reply, 401, AUTH_MESSAGES.notAuthenticated);
    return { user };
  });

  app.post("/api/auth/logout", async (req, reply) => {
    await auth.endSession(tokenFromCookieHeader(req.headers.cookie));
    reply.header("set-cookie", `${SESSION_COOKIE}=; ${cookieBase}; Max-Age=0`);
    return reply.code(204).send();
  });
};
