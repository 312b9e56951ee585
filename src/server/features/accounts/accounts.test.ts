import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AccountInfo, InvitationCreated, InvitationInfo, SessionInfo } from "#shared/contracts/accounts";
import type { AuditPage } from "#shared/contracts/audit";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { startFakeSmtp } from "#tests/fakes/smtp-server";
import { createTestApp, loginCookie, TEST_ADMIN, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { createOperator, signIn, tokenOf } from "#tests/helpers/operators";

const PASSWORD = "mein-eigenes-Passwort-9";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0";

describe.each(ENGINES)("invitations and accounts on %s", (engine) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await loginCookie(t.app);
  });
  afterAll(() => t.close());

  const invite = (email: string, role = "editor", cookie = owner) =>
    t.app.inject({ method: "POST", url: "/api/invitations", headers: { cookie }, payload: { email, role } });
  const accept = (token: string, password = PASSWORD, name = "Erika Muster") =>
    t.app.inject({
      method: "POST",
      url: "/api/invitations/accept",
      headers: { "content-language": "en", "user-agent": FIREFOX },
      payload: { token, name, password },
    });
  const lookup = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/invitations/lookup", headers: { "content-language": "en" }, payload: { token } });
  const accounts = async () => (await t.app.inject({ url: "/api/accounts", headers: { cookie: owner } })).json<AccountInfo[]>();
  const pending = async () =>
    (await t.app.inject({ url: "/api/invitations", headers: { cookie: owner } })).json<InvitationInfo[]>();
  const audit = async () =>
    (await t.app.inject({ url: "/api/audit-log?limit=10", headers: { cookie: owner } })).json<AuditPage>().entries;

  test("the account from the environment is an owner", async () => {
    expect(await accounts()).toEqual([
      expect.objectContaining({
        email: TEST_ADMIN.email,
        role: "owner",
        self: true,
        name: null,
        lastActiveAt: expect.any(String),
      }),
    ]);
  });

  test("an invitation without mail gives a printed link; accepting it signs the invitee in as an editor", async () => {
    const res = await invite("Erika@Example.com");
    expect(res.statusCode).toBe(201);
    const created = res.json<InvitationCreated>();
    expect(created.invitation).toMatchObject({
      email: "erika@example.com",
      role: "editor",
      mailed: false,
      invitedBy: TEST_ADMIN.email,
    });
    expect(created.link).toMatch(/^http:\/\/localhost:\d+\/admin\/invitation#[\w-]{43}$/);
    const token = tokenOf(created.link!);
    // Only a hash of the token is stored.
    const rows = await t.db.database.query<{ token_hash: string }>("SELECT token_hash FROM invitations");
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect((await pending()).map((i) => i.email)).toEqual(["erika@example.com"]);
    expect((await lookup(token)).json()).toEqual({
      email: "erika@example.com",
      role: "editor",
      expiresAt: created.invitation.expiresAt,
    });

    const short = await accept(token, "kurz");
    expect(short.json()).toEqual({ code: "invitation-accept-invalid", error: ERROR_TEXTS.en["invitation-accept-invalid"] });
    const ok = await accept(token);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ user: { id: expect.any(String), email: "erika@example.com", role: "editor" } });
    const cookie = `mc_session=${ok.cookies.find((c) => c.name === "mc_session")!.value}`;
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie } });
    expect(session.json().user.role).toBe("editor");
    // The sessions list names the device, never an address.
    const list = (await t.app.inject({ url: "/api/auth/sessions", headers: { cookie } })).json<SessionInfo[]>();
    expect(list).toEqual([
      { device: "Firefox · Windows", createdAt: expect.any(String), lastActiveAt: expect.any(String), current: true },
    ]);
    // The link works once.
    const again = await accept(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("invitation-used");
    expect((await lookup(token)).json().code).toBe("invitation-used");
    expect(await pending()).toEqual([]);
    expect(await accounts()).toEqual([
      expect.objectContaining({ email: TEST_ADMIN.email, role: "owner" }),
      expect.objectContaining({ email: "erika@example.com", name: "Erika Muster", role: "editor", self: false }),
    ]);
    // The editor signs in with the password they chose, and may not manage accounts.
    const editor = await signIn(t.app, "erika@example.com", PASSWORD);
    const refused = await t.app.inject({ url: "/api/accounts", headers: { cookie: editor, "content-language": "en" } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: "forbidden-role", error: ERROR_TEXTS.en["forbidden-role"] });
    expect((await invite("mallory@example.com", "owner", editor)).statusCode).toBe(403);
    const log = await audit();
    expect(log.slice(0, 3).map((e) => [e.action, e.account.email, e.target?.name ?? null, e.details])).toEqual([
      ["account.login", "erika@example.com", null, {}],
      ["invitation.accept", "erika@example.com", null, { role: "editor" }],
      ["invitation.create", TEST_ADMIN.email, "erika@example.com", { role: "editor" }],
    ]);
  });

  test("an invitation for an existing account is refused; unknown, expired and revoked links do not work", async () => {
    expect((await invite(TEST_ADMIN.email)).json().code).toBe("invitation-account-exists");
    expect((await invite("no-address", "editor")).json().code).toBe("invitation-invalid-input");
    expect((await invite("x@example.com", "admin")).json().code).toBe("invitation-invalid-input");
    expect((await lookup("A".repeat(43))).statusCode).toBe(404);
    expect((await accept("A".repeat(43))).json().code).toBe("invitation-not-found");

    const expired = tokenOf((await invite("late@example.com")).json<InvitationCreated>().link!);
    await t.db.database.query("UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE email = 'late@example.com'");
    expect((await lookup(expired)).json()).toEqual({ code: "invitation-expired", error: ERROR_TEXTS.en["invitation-expired"] });
    expect((await accept(expired)).statusCode).toBe(410);
    expect((await pending()).map((i) => i.email)).not.toContain("late@example.com");

    const created = (await invite("gone@example.com")).json<InvitationCreated>();
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/invitations/${created.invitation.id}`,
      headers: { cookie: owner },
    });
    expect(del.statusCode).toBe(204);
    expect((await accept(tokenOf(created.link!))).json().code).toBe("invitation-revoked");
    const twice = await t.app.inject({
      method: "DELETE",
      url: `/api/invitations/${created.invitation.id}`,
      headers: { cookie: owner },
    });
    expect(twice.statusCode).toBe(404);
    expect((await audit())[0]).toMatchObject({ action: "invitation.revoke", target: { name: "gone@example.com" } });

    // A new invitation to the same address replaces the pending one.
    const first = tokenOf((await invite("twice@example.com")).json<InvitationCreated>().link!);
    const second = tokenOf((await invite("twice@example.com", "owner")).json<InvitationCreated>().link!);
    expect((await lookup(first)).json().code).toBe("invitation-revoked");
    expect((await lookup(second)).json().role).toBe("owner");
    expect((await pending()).filter((i) => i.email === "twice@example.com")).toHaveLength(1);
  });

  test("roles change, the last owner stays, a removed account's sessions end", async () => {
    const cookie = await createOperator(t, "second@example.com", "editor");
    const id = (await accounts()).find((a) => a.email === "second@example.com")!.id;
    const self = (await accounts()).find((a) => a.self)!.id;
    const setRole = (target: string, role: string, as = owner) =>
      t.app.inject({
        method: "PUT",
        url: `/api/accounts/${target}/role`,
        headers: { cookie: as, "content-language": "en" },
        payload: { role },
      });

    // Never the last owner: the other owner is an editor still.
    await setRole((await accounts()).find((a) => a.email === "erika@example.com")!.id, "editor");
    expect((await setRole(self, "editor")).json()).toEqual({
      code: "account-last-owner",
      error: ERROR_TEXTS.en["account-last-owner"],
    });
    const removeSelf = await t.app.inject({ method: "DELETE", url: `/api/accounts/${self}`, headers: { cookie: owner } });
    expect(removeSelf.statusCode).toBe(409);
    expect((await setRole(id, "boss")).json().code).toBe("role-invalid");
    expect((await setRole(SOME_ID, "owner")).statusCode).toBe(404);

    // Promoted, the account may manage accounts with its open session; demoted again, it may not.
    expect((await setRole(id, "owner")).statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/accounts", headers: { cookie } })).statusCode).toBe(200);
    expect((await audit())[0]).toMatchObject({
      action: "account.role-change",
      target: { id, name: "second@example.com" },
      details: { role: "owner" },
    });
    expect((await setRole(id, "editor")).statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/accounts", headers: { cookie } })).statusCode).toBe(403);

    const removed = await t.app.inject({ method: "DELETE", url: `/api/accounts/${id}`, headers: { cookie: owner } });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie } })).statusCode).toBe(401);
    expect((await accounts()).map((a) => a.email)).not.toContain("second@example.com");
    expect((await audit())[0]).toMatchObject({ action: "account.remove", target: { id, name: "second@example.com" } });
  });

  test("invitations end with their inviter's rights: demoted or removed, the owner's pending links stop working", async () => {
    const ownerCookie = await createOperator(t, "owner-two@example.com", "owner");
    const ownerId = (await accounts()).find((a) => a.email === "owner-two@example.com")!.id;
    const linkOf = async (email: string, role: string) => {
      const res = await invite(email, role, ownerCookie);
      expect(res.statusCode).toBe(201);
      return tokenOf(res.json<InvitationCreated>().link!);
    };
    const setRole = (role: string) =>
      t.app.inject({ method: "PUT", url: `/api/accounts/${ownerId}/role`, headers: { cookie: owner }, payload: { role } });

    // Demoted: the owner invitation and the editor invitation they sent are both withdrawn.
    const asOwner = await linkOf("would-be-owner@example.com", "owner");
    const asEditor = await linkOf("would-be-editor@example.com", "editor");
    expect((await setRole("editor")).statusCode).toBe(204);
    for (const token of [asOwner, asEditor]) {
      expect((await lookup(token)).json().code).toBe("invitation-revoked");
      expect((await accept(token)).json().code).toBe("invitation-revoked");
    }
    expect((await pending()).map((i) => i.email)).not.toContain("would-be-owner@example.com");

    // Removed: the same, and nobody becomes an owner through the link afterwards.
    expect((await setRole("owner")).statusCode).toBe(204);
    const again = await linkOf("second-try@example.com", "owner");
    const removed = await t.app.inject({ method: "DELETE", url: `/api/accounts/${ownerId}`, headers: { cookie: owner } });
    expect(removed.statusCode).toBe(204);
    expect((await accept(again)).statusCode).toBe(410);
    expect((await accounts()).map((a) => a.email)).not.toContain("second-try@example.com");
  });

  test("an invitation left pending in the database by an owner since demoted still does not open the door", async () => {
    const ownerCookie = await createOperator(t, "owner-three@example.com", "owner");
    const res = await invite("late-owner@example.com", "owner", ownerCookie);
    const token = tokenOf(res.json<InvitationCreated>().link!);
    // As an older server left it: the role changed without the invitation being withdrawn.
    await t.db.database.query("UPDATE users SET role = 'editor' WHERE email = $1", ["owner-three@example.com"]);
    expect((await lookup(token)).json().code).toBe("invitation-revoked");
    expect((await accept(token)).statusCode).toBe(410);
    expect((await accounts()).map((a) => a.email)).not.toContain("late-owner@example.com");
  });

  test("the sessions list shows the operator's own sessions; signing out everywhere else leaves this one", async () => {
    // Accepting the invitation signed in once, createOperator a second time, this a third.
    const other = await createOperator(t, "third@example.com", "editor", PASSWORD);
    const mine = await signIn(t.app, "third@example.com", PASSWORD);
    const list = (await t.app.inject({ url: "/api/auth/sessions", headers: { cookie: mine } })).json<SessionInfo[]>();
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const ended = await t.app.inject({ method: "POST", url: "/api/auth/sessions/end-others", headers: { cookie: mine } });
    expect(ended.json()).toEqual({ ended: 2 });
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie: other } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/auth/sessions", headers: { cookie: mine } })).json()).toHaveLength(1);
  });
});

const SOME_ID = "00000000-0000-4000-8000-000000000000";

test("with mail configured the link goes out by mail in both languages and is not shown", async () => {
  const smtp = await startFakeSmtp();
  const t = await createTestApp("pglite", { SMTP_URL: `${smtp.url}?ignoreTLS=true`, SMTP_FROM: "website@example.com" });
  try {
    const cookie = await loginCookie(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/invitations",
      headers: { cookie },
      payload: { email: "neu@example.com", role: "editor" },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<InvitationCreated>();
    expect(created.link).toBeNull();
    expect(created.invitation.mailed).toBe(true);
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail).toMatch(/^To: neu@example\.com$/m);
    expect(mail).toContain("Redakteur");
    expect(mail).toContain("as editor");
    const link = /http:\/\/\S+\/admin\/invitation#[\w-]+/.exec(mail.replace(/=\n/g, ""))![0];
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/invitations/accept",
      payload: { token: tokenOf(link), name: "Neu", password: PASSWORD },
    });
    expect(accepted.statusCode).toBe(201);
  } finally {
    await t.close();
    await smtp.close();
  }
});
