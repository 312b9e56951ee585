import type { AccountInfo, InvitationCreated, InvitationInfo, InvitationPreview } from "#shared/contracts/accounts";
import type { SessionResult } from "#shared/contracts/session";
import { invitationAcceptSchema, invitationLookupSchema, invitationSchema, roleChangeSchema } from "#shared/schemas/accounts";
import type { ContextPlugin } from "../../context";
import { clientKey } from "../../http/client-address";
import { requestLang } from "../../http/demo-guard";
import { sendCoded } from "../../http/errors";
import { UUID } from "../../http/params";
import { requireAdmin } from "../../http/require-admin";
import { hashPassword, sessionCookie } from "../auth/service";

/** Attempts at an invitation link per client and 15 minutes (a token cannot be guessed; this keeps the table quiet). */
const LINK_ATTEMPTS = 30;

/**
 * Operator accounts and invitations. Owners list accounts, change roles,
 * remove accounts (never the last owner), invite and revoke; an invitee
 * opens the link, sets name and password, and is signed in. Roles are
 * enforced by requireAdmin from the table in http/access.ts.
 */
export const accountRoutes: ContextPlugin = async (app, { ctx }) => {
  const { accounts, audit, auth } = ctx;
  const admin = { onRequest: requireAdmin(auth) };

  app.get("/api/accounts", admin, async (req): Promise<AccountInfo[]> => accounts.listAccounts(req.user!.id));

  app.put<{ Params: { id: string } }>("/api/accounts/:id/role", admin, async (req, reply) => {
    const lang = requestLang(req);
    const parsed = roleChangeSchema.safeParse(req.body);
    if (!parsed.success) return sendCoded(reply, 400, "role-invalid", lang);
    if (!UUID.test(req.params.id)) return sendCoded(reply, 404, "account-not-found", lang);
    const result = await accounts.changeRole(req.params.id, parsed.data.role);
    if (result === "account-not-found") return sendCoded(reply, 404, result, lang);
    if (result === "account-last-owner") return sendCoded(reply, 409, result, lang);
    if (result.from !== result.to) {
      // Instances that remember the account's sessions take the new role from its next request.
      await auth.accountChanged(req.params.id);
      await audit.record({
        account: req.user!,
        action: "account.role-change",
        target: { id: req.params.id, name: result.email },
        details: { role: result.to },
      });
    }
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string } }>("/api/accounts/:id", admin, async (req, reply) => {
    const lang = requestLang(req);
    if (!UUID.test(req.params.id)) return sendCoded(reply, 404, "account-not-found", lang);
    const result = await accounts.removeAccount(req.params.id);
    if (result === "account-not-found") return sendCoded(reply, 404, result, lang);
    if (result === "account-last-owner") return sendCoded(reply, 409, result, lang);
    // The rows went with the account; this closes its open event streams on every instance.
    await auth.endAllSessions(req.params.id);
    await audit.record({ account: req.user!, action: "account.remove", target: { id: req.params.id, name: result.email } });
    return reply.code(204).send();
  });

  app.get("/api/invitations", admin, async (): Promise<InvitationInfo[]> => accounts.listPending());

  app.post("/api/invitations", admin, async (req, reply) => {
    const lang = requestLang(req);
    const parsed = invitationSchema.safeParse(req.body);
    if (!parsed.success) return sendCoded(reply, 400, "invitation-invalid-input", lang);
    const result = await accounts.invite(parsed.data, req.user!, (err) =>
      req.log.error({ err, event: "invitation_mail_failed" }, "invitation mail not sent; the link is shown instead"),
    );
    if (result === "invitation-account-exists") return sendCoded(reply, 409, result, lang);
    await audit.record({
      account: req.user!,
      action: "invitation.create",
      target: { id: result.invitation.id, name: result.invitation.email },
      details: { role: result.invitation.role },
    });
    return reply.code(201).send(result satisfies InvitationCreated);
  });

  app.delete<{ Params: { id: string } }>("/api/invitations/:id", admin, async (req, reply) => {
    if (!UUID.test(req.params.id)) return sendCoded(reply, 404, "invitation-not-found", requestLang(req));
    const revoked = await accounts.revoke(req.params.id);
    if (!revoked) return sendCoded(reply, 404, "invitation-not-found", requestLang(req));
    await audit.record({ account: req.user!, action: "invitation.revoke", target: { id: req.params.id, name: revoked.email } });
    return reply.code(204).send();
  });

  /** Counts an attempt at an invitation link; false when the client has made too many. */
  const linkAllowed = async (ip: string) =>
    (await ctx.rateLimiter.hit(`invitation:${clientKey(ip)}`, LINK_ATTEMPTS, 15 * 60_000)).allowed;

  // The link's token travels in the body (it sits in the page's fragment), never in a URL a log would keep.
  app.post("/api/invitations/lookup", async (req, reply) => {
    const lang = requestLang(req);
    const parsed = invitationLookupSchema.safeParse(req.body);
    if (!parsed.success) return sendCoded(reply, 404, "invitation-not-found", lang);
    if (!(await linkAllowed(req.ip))) return sendCoded(reply, 429, "password-throttled", lang);
    const result = await accounts.preview(parsed.data.token);
    if (typeof result === "string") return sendCoded(reply, result === "invitation-not-found" ? 404 : 410, result, lang);
    return result satisfies InvitationPreview;
  });

  app.post("/api/invitations/accept", async (req, reply) => {
    const lang = requestLang(req);
    const parsed = invitationAcceptSchema.safeParse(req.body);
    if (!parsed.success) return sendCoded(reply, 400, "invitation-accept-invalid", lang);
    if (!(await linkAllowed(req.ip))) return sendCoded(reply, 429, "password-throttled", lang);
    const { token, name, password } = parsed.data;
    const result = await accounts.accept(token, { name, passwordHash: await hashPassword(password) });
    if (result === "invitation-account-exists") return sendCoded(reply, 409, result, lang);
    if (typeof result === "string") return sendCoded(reply, result === "invitation-not-found" ? 404 : 410, result, lang);
    await audit.record({ account: result, action: "invitation.accept", details: { role: result.role } });
    const session = await auth.createSession(result.id, req.headers["user-agent"]);
    req.log.info({ event: "invitation_accepted", userId: result.id }, "operator account created from an invitation");
    reply.header("set-cookie", sessionCookie(session, { secure: ctx.secure, maxHours: ctx.env.SESSION_MAX_HOURS }));
    return reply.code(201).send({ user: result } satisfies SessionResult);
  });
};
