import type { FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginFailuresSchema, sessionInfoSchema, sessionResultSchema } from "#shared/api/auth";
import { countOf, noContent } from "#shared/api/common";
import { loginSchema, passwordChangeSchema } from "#shared/schemas/auth";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { requireAdmin } from "../../http/require-admin";
import { SESSION_COOKIE, sessionCookie, tokenFromCookieHeader, type AuthService } from "./service";
import { loginAccountKey, loginClientKey } from "./throttle";

/** How long a sign-in waits for another attempt of the same client to finish before it is refused. */
const TURN_WAIT_MS = 2000;

export const authRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, throttle } = ctx;
  const cookieBase = `Path=/; HttpOnly; SameSite=Lax${ctx.secure ? "; Secure" : ""}`;

  const tooSoon = (reply: FastifyReply, waitMs: number) => {
    reply.header("retry-after", String(Math.max(1, Math.ceil(waitMs / 1000))));
    return sendCoded(reply, 429, "login-throttled");
  };

  /** The client's attempt slot, waited for up to TURN_WAIT_MS. */
  const takeTurn = async (client: string) => {
    const until = Date.now() + TURN_WAIT_MS;
    while (!(await throttle.begin(client))) {
      if (Date.now() >= until) return false;
      await new Promise((r) => setTimeout(r, 50));
    }
    return true;
  };

  app.post(
    "/api/auth/login",
    {
      schema: {
        summary: "Sign in: sets the session cookie",
        body: loginSchema,
        response: { 200: sessionResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { invalid: { code: "login-invalid-input" } },
    },
    async (req, reply) => {
      const { email, password } = req.body;
      const client = loginClientKey(req);
      const account = loginAccountKey(email);

      // One attempt per client at a time, so parallel requests cannot slip past the count of failures.
      // A second attempt waits its turn briefly (two tabs signing in at once are not an attack).
      if (!(await takeTurn(client))) return tooSoon(reply, 1000);
      let outcome: { wait: number } | { user: Awaited<ReturnType<AuthService["verifyCredentials"]>> };
      try {
        // Throttled, never locked: only a client that has failed waits (see throttle.ts).
        const wait = await throttle.waitMs(client, account);
        if (wait > 0) {
          outcome = { wait };
        } else {
          const user = await auth.verifyCredentials(email, password);
          // Recorded before the slot is released, so the client's next attempt sees it.
          await (user ? throttle.recordSuccess(client) : throttle.recordFailure(client, account));
          outcome = { user };
        }
      } finally {
        // Released before the answer goes out: the client's next request must find the slot free.
        await throttle.finish(client);
      }
      if ("wait" in outcome) return tooSoon(reply, outcome.wait);
      const { user } = outcome;
      if (!user) {
        req.log.info({ event: "login_failed", client }, "login failed");
        // The same answer for an unknown account and a wrong password.
        return sendCoded(reply, 401, "invalid-credentials");
      }
      const token = await auth.createSession(user.id, req.headers["user-agent"], (tx) =>
        ctx.audit.write(tx, { account: user, action: "account.login" }),
      );
      req.log.info({ event: "login", userId: user.id }, "operator signed in");
      reply.header("set-cookie", sessionCookie(token, { secure: ctx.secure, maxHours: ctx.env.SESSION_MAX_HOURS }));
      return { user };
    },
  );

  /** Recent failed sign-ins for the operator: time, client key, account as typed; never a password. */
  app.get(
    "/api/settings/login-failures",
    { onRequest: requireAdmin(auth), schema: { summary: "Recent failed sign-ins", response: { 200: loginFailuresSchema } } },
    async () => throttle.recent(50),
  );

  app.get(
    "/api/auth/session",
    { schema: { summary: "The signed-in operator", response: { 200: sessionResultSchema, 401: apiErrorSchema } } },
    async (req, reply) => {
      const user = await auth.getUserByToken(tokenFromCookieHeader(req.headers.cookie));
      if (!user) return sendCoded(reply, 401, "not-authenticated");
      return { user };
    },
  );

  /**
   * The signed-in operator changes their password: the current one must be
   * right (five tries in 15 minutes per account), the others of their
   * sessions end, this one stays. Errors in the language of Content-Language.
   */
  app.post(
    "/api/auth/password",
    {
      onRequest: requireAdmin(auth),
      schema: {
        summary: "Change the signed-in operator's password; their other sessions end",
        body: passwordChangeSchema,
        response: { 204: noContent, 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { invalid: { code: "password-invalid" } },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const token = tokenFromCookieHeader(req.headers.cookie)!;
      const user = req.user!;
      const limit = await ctx.rateLimiter.hit(`password:${user.id}`, 5, 15 * 60_000);
      if (!limit.allowed) return sendCoded(reply, 429, "password-throttled", lang);
      const result = await auth.changePassword(user.id, token, req.body.currentPassword, req.body.newPassword, (tx) =>
        ctx.audit.write(tx, { account: user, action: "account.password-change" }),
      );
      if (result === "wrong-current") return sendCoded(reply, 403, "password-wrong-current", lang);
      req.log.info({ event: "password_changed", userId: user.id }, "operator changed the password");
      return reply.code(204).send(null);
    },
  );

  /** The signed-in operator's open sessions: device, since when, last active; never an address. */
  app.get(
    "/api/auth/sessions",
    {
      onRequest: requireAdmin(auth),
      schema: { summary: "The signed-in operator's open sessions", response: { 200: z.array(sessionInfoSchema) } },
    },
    async (req) => auth.listSessions(req.user!.id, tokenFromCookieHeader(req.headers.cookie)!),
  );

  /** "Überall sonst abmelden": ends every other session of the signed-in operator. */
  app.post(
    "/api/auth/sessions/end-others",
    {
      onRequest: requireAdmin(auth),
      schema: { summary: "End every other session of the signed-in operator", response: { 200: countOf("ended") } },
    },
    async (req) => {
      const token = tokenFromCookieHeader(req.headers.cookie)!;
      const ended = await auth.endOtherSessions(req.user!.id, token, (tx, count) =>
        ctx.audit.write(tx, { account: req.user!, action: "account.sessions-ended", details: { count } }),
      );
      return { ended };
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { summary: "Sign out: ends the session", response: { 204: noContent } } },
    async (req, reply) => {
      const token = tokenFromCookieHeader(req.headers.cookie);
      // Only a session that was still valid signs someone out; a stale cookie leaves no entry.
      const user = await auth.getUserByToken(token);
      await auth.endSession(token, user && ((tx) => ctx.audit.write(tx, { account: user, action: "account.logout" })));
      reply.header("set-cookie", `${SESSION_COOKIE}=; ${cookieBase}; Max-Age=0`);
      return reply.code(204).send(null);
    },
  );
};
