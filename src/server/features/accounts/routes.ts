import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountIdParams,
  accountInfoSchema,
  invitationCreatedSchema,
  invitationInfoSchema,
  invitationPreviewSchema,
} from "#shared/api/accounts";
import { sessionResultSchema } from "#shared/api/auth";
import { noContent } from "#shared/api/common";
import { invitationAcceptSchema, invitationLookupSchema, invitationSchema, roleChangeSchema } from "#shared/schemas/accounts";
import type { ContextPlugin } from "../../context";
import { clientKey } from "../../http/client-address";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
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
export const accountRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { accounts, audit, auth } = ctx;
  const onRequest = requireAdmin(auth);

  app.get(
    "/api/accounts",
    { onRequest, schema: { summary: "The operator accounts", response: { 200: z.array(accountInfoSchema) } } },
    async (req) => accounts.listAccounts(req.user!.id),
  );

  app.put(
    "/api/accounts/:id/role",
    {
      onRequest,
      schema: {
        summary: "Make an account an owner or an editor (never the last owner an editor)",
        params: accountIdParams,
        body: roleChangeSchema,
        response: { 204: noContent, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
      config: { invalid: { code: "role-invalid" } },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      if (!UUID.test(req.params.id)) return sendCoded(reply, 404, "account-not-found", lang);
      const result = await accounts.changeRole(req.params.id, req.body.role, async (tx, changed) => {
        if (changed.from === changed.to) return;
        await audit.write(tx, {
          account: req.user!,
          action: "account.role-change",
          target: { id: req.params.id, name: changed.email },
          details: { role: changed.to },
        });
      });
      if (result === "account-not-found") return sendCoded(reply, 404, result, lang);
      if (result === "account-last-owner") return sendCoded(reply, 409, result, lang);
      // Instances that remember the account's sessions take the new role from its next request.
      if (result.from !== result.to) await auth.accountChanged(req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/accounts/:id",
    {
      onRequest,
      schema: {
        summary: "Remove an account and end its sessions (never the last owner)",
        params: accountIdParams,
        response: { 204: noContent, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      if (!UUID.test(req.params.id)) return sendCoded(reply, 404, "account-not-found", lang);
      const result = await accounts.removeAccount(req.params.id, (tx, removed) =>
        audit.write(tx, { account: req.user!, action: "account.remove", target: { id: req.params.id, name: removed.email } }),
      );
      if (result === "account-not-found") return sendCoded(reply, 404, result, lang);
      if (result === "account-last-owner") return sendCoded(reply, 409, result, lang);
      // The rows went with the account; this closes its open event streams on every instance.
      await auth.endAllSessions(req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/invitations",
    {
      onRequest,
      schema: { summary: "Invitations neither used, revoked nor expired", response: { 200: z.array(invitationInfoSchema) } },
    },
    async () => accounts.listPending(),
  );

  app.post(
    "/api/invitations",
    {
      onRequest,
      schema: {
        summary: "Invite someone by a one-time link, mailed or shown once",
        body: invitationSchema,
        response: { 201: invitationCreatedSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
      config: { invalid: { code: "invitation-invalid-input" } },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const result = await accounts.invite(
        req.body,
        req.user!,
        (err) => req.log.error({ err, event: "invitation_mail_failed" }, "invitation mail not sent; the link is shown instead"),
        (tx, invitation) =>
          audit.write(tx, {
            account: req.user!,
            action: "invitation.create",
            target: { id: invitation.id, name: invitation.email },
            details: { role: invitation.role },
          }),
      );
      if (result === "invitation-account-exists") return sendCoded(reply, 409, result, lang);
      return reply.code(201).send(result);
    },
  );

  app.delete(
    "/api/invitations/:id",
    {
      onRequest,
      schema: {
        summary: "Withdraw a pending invitation; its link stops working at once",
        params: accountIdParams,
        response: { 204: noContent, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      if (!UUID.test(req.params.id)) return sendCoded(reply, 404, "invitation-not-found", requestLanguage(req));
      const revoked = await accounts.revoke(req.params.id, (tx, row) =>
        audit.write(tx, { account: req.user!, action: "invitation.revoke", target: { id: req.params.id, name: row.email } }),
      );
      if (!revoked) return sendCoded(reply, 404, "invitation-not-found", requestLanguage(req));
      return reply.code(204).send(null);
    },
  );

  /** Counts an attempt at an invitation link; false when the client has made too many. */
  const linkAllowed = async (ip: string) =>
    (await ctx.rateLimiter.hit(`invitation:${clientKey(ip)}`, LINK_ATTEMPTS, 15 * 60_000)).allowed;

  // The link's token travels in the body (it sits in the page's fragment), never in a URL a log would keep.
  app.post(
    "/api/invitations/lookup",
    {
      schema: {
        summary: "What an invitation link offers, before the invitee sets a password",
        body: invitationLookupSchema,
        response: { 200: invitationPreviewSchema, 404: apiErrorSchema, 410: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { invalid: { code: "invitation-not-found", status: 404 } },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      if (!(await linkAllowed(req.ip))) return sendCoded(reply, 429, "password-throttled", lang);
      const result = await accounts.preview(req.body.token);
      if (typeof result === "string") return sendCoded(reply, result === "invitation-not-found" ? 404 : 410, result, lang);
      return result;
    },
  );

  app.post(
    "/api/invitations/accept",
    {
      schema: {
        summary: "Accept an invitation: set name and password, and be signed in",
        body: invitationAcceptSchema,
        response: {
          201: sessionResultSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { invalid: { code: "invitation-accept-invalid" } },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      if (!(await linkAllowed(req.ip))) return sendCoded(reply, 429, "password-throttled", lang);
      const { token, name, password } = req.body;
      const result = await accounts.accept(token, { name, passwordHash: await hashPassword(password) }, (tx, account) =>
        audit.write(tx, { account, action: "invitation.accept", details: { role: account.role } }),
      );
      if (result === "invitation-account-exists") return sendCoded(reply, 409, result, lang);
      if (typeof result === "string") return sendCoded(reply, result === "invitation-not-found" ? 404 : 410, result, lang);
      const session = await auth.createSession(result.id, req.headers["user-agent"]);
      req.log.info({ event: "invitation_accepted", userId: result.id }, "operator account created from an invitation");
      reply.header("set-cookie", sessionCookie(session, { secure: ctx.secure, maxHours: ctx.env.SESSION_MAX_HOURS }));
      return reply.code(201).send({ user: result });
    },
  );
};
