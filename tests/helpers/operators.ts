import type { FastifyInstance } from "fastify";
import type { Role } from "#shared/contracts/accounts";
import type { TestApp } from "./app";
import { TEST_ADMIN } from "./app";

/** The token of an invitation link (`…/admin/invitation#<token>`). */
export function tokenOf(link: string): string {
  return link.slice(link.indexOf("#") + 1);
}

/** Signs in with e-mail and password and returns the Cookie header value. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === "mc_session");
  if (!cookie) throw new Error("no session cookie");
  return `mc_session=${cookie.value}`;
}

/** Creates an operator of `role` through an invitation by the test owner, and returns their session cookie. */
export async function createOperator(t: TestApp, email: string, role: Role, password = "ein-langes-Passwort-7"): Promise<string> {
  const [owner] = await t.db.database.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [TEST_ADMIN.email]);
  const created = await t.ctx.accounts.invite({ email, role }, { id: owner!.id, email: TEST_ADMIN.email }, () => {});
  if (typeof created === "string" || !created.link) throw new Error(`invitation failed: ${JSON.stringify(created)}`);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/invitations/accept",
    payload: { token: tokenOf(created.link), name: email.split("@")[0], password },
  });
  if (res.statusCode !== 201) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return signIn(t.app, email, password);
}
