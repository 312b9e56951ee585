import type { SessionResult } from "#shared/contracts/session";
import type { FastifyReply } from "fastify";
import { loginSchema } from "#shared/schemas/auth";
import type { ContextPlugin } from "../../context";
import { sendCoded } from "../../http/errors";
import { requireAdmin } from "../../http/require-admin";
import { SESSION_COOKIE, tokenFromCookieHeader, type AuthService } from "./service";
import { loginAccountKey, loginClientKey } from "./throttle";

/** How long a sign-in waits for another attempt of the same client to finish before it is refused. */
const TURN_WAIT_MS = 2000;

export const authRoutes: ContextPlugin = async (app, { ctx }) => {
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

  app.post("/api/auth/login", async (req, reply) => {
    const parsed = loginSchema.safeParse(req.body);
    if (!parsed.success) return sendCoded(reply, 400, "login-invalid-input");
    const { email, password } = parsed.data;
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
    const token = await auth.createSession(user.id);
    req.log.info({ event: "login", userId: user.id }, "operator signed in");
    reply.header("set-cookie", `${SESSION_COOKIE}=${token}; ${cookieBase}; Max-Age=${ctx.env.SESSION_IDLE_MINUTES * 60 * 24}`);
    return { user } satisfies SessionResult;
  });

  /** Recent failed sign-ins for the operator: time, client key, account as typed; never a password. */
  app.get("/api/settings/login-failures", { preHandler: requireAdmin(auth) }, async () => throttle.recent(50));

  app.get("/api/auth/session", async (req, reply) => {
    const user = await auth.getUserByToken(tokenFromCookieHeader(req.headers.cookie));
    if (!user) return sendCoded(reply, 401, "not-authenticated");
    return { user } satisfies SessionResult;
  });

  app.post("/api/auth/logout", async (req, reply) => {
    await auth.endSession(tokenFromCookieHeader(req.headers.cookie));
    reply.header("set-cookie", `${SESSION_COOKIE}=; ${cookieBase}; Max-Age=0`);
    return reply.code(204).send();
  });
};
