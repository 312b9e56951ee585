import { useCallback, useEffect, useId, useState } from "react";
import {
  INVITATION_DAYS,
  isRole,
  ROLES,
  type AccountInfo,
  type InvitationCreated,
  type InvitationInfo,
  type Role,
} from "#shared/contracts/accounts";
import { format, type Lang } from "#shared/i18n";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { settle, useApi, type Settled } from "../../lib/api/client";
import { accountTexts, fieldClass, fieldValue, formatDateTime, primaryButton, secondaryButton } from "./texts";

type Notice = { ok: boolean; text: string } | undefined;

function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <p
      role={notice?.ok === false ? "alert" : "status"}
      className={`min-h-5 text-sm ${notice?.ok === false ? "text-red-300" : "text-green-300"}`}
    >
      {notice?.text ?? ""}
    </p>
  );
}

/** Owners' page: every operator account (role, remove), an invitation form and the pending invitations. */
export function AccountsPanel({ lang }: { lang: Lang }) {
  const t = accountTexts[lang];
  const id = useId();
  const api = useApi(lang);
  const adminApi = useAdminApi(lang);
  const [accounts, setAccounts] = useState<Settled<AccountInfo[]>>();
  const [invitations, setInvitations] = useState<Settled<InvitationInfo[]>>();
  const [notice, setNotice] = useState<Notice>();
  const [inviteNotice, setInviteNotice] = useState<Notice>();
  const [link, setLink] = useState<{ email: string; url: string }>();
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);

  const loadFailed = t.accounts.loadFailed;
  const load = useCallback(async () => {
    const [a, i] = await Promise.all([
      settle<AccountInfo[]>(api.GET("/api/accounts"), lang, loadFailed),
      settle<InvitationInfo[]>(api.GET("/api/invitations"), lang, loadFailed),
    ]);
    setAccounts(a);
    setInvitations(i);
  }, [api, lang, loadFailed]);

  useEffect(() => {
    void load();
  }, [load]);

  // A change the server refused says why in the catalogue's words; a cancelled sign-in says nothing changed.
  const failed = t.accounts.failed;
  const thrown = (err: unknown, l: Lang) => changeFailedText(err, l, failed);
  /** The notice for a change: `done` when it was made, else why not. */
  const noticeFor = (result: Settled<unknown>, done: string): Notice =>
    result.ok ? { ok: true, text: done } : { ok: false, text: result.text };

  const changeRole = async (account: AccountInfo, role: Role) => {
    const result = await settle(
      adminApi.PUT("/api/accounts/{id}/role", { params: { path: { id: account.id } }, body: { role } }),
      lang,
      failed,
      thrown,
    );
    setNotice(noticeFor(result, format(t.accounts.roleChanged, { email: account.email, role: t.roles[role] })));
    await load();
  };

  const remove = async (account: AccountInfo) => {
    if (!window.confirm(format(t.accounts.confirmRemove, { email: account.email }))) return;
    const result = await settle(
      adminApi.DELETE("/api/accounts/{id}", { params: { path: { id: account.id } } }),
      lang,
      failed,
      thrown,
    );
    setNotice(noticeFor(result, format(t.accounts.removed, { email: account.email })));
    await load();
  };

  const invite = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const email = fieldValue(data, "email");
    const chosen = fieldValue(data, "role");
    const role = isRole(chosen) ? chosen : "editor";
    setBusy(true);
    setInviteNotice(undefined);
    setLink(undefined);
    setCopied(false);
    try {
      const result = await settle<InvitationCreated>(
        adminApi.POST("/api/invitations", { body: { email, role } }),
        lang,
        failed,
        thrown,
      );
      if (!result.ok) {
        setInviteNotice({ ok: false, text: result.text });
        return;
      }
      const created = result.data;
      form.reset();
      if (created.link) setLink({ email: created.invitation.email, url: created.link });
      else setInviteNotice({ ok: true, text: format(t.invitations.mailed, { email: created.invitation.email }) });
      await load();
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (invitation: InvitationInfo) => {
    const result = await settle(
      adminApi.DELETE("/api/invitations/{id}", { params: { path: { id: invitation.id } } }),
      lang,
      failed,
      thrown,
    );
    setInviteNotice(noticeFor(result, format(t.invitations.revoked, { email: invitation.email })));
    await load();
  };

  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    setCopied(true);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="rounded-2xl border border-white/10 bg-zinc-950 p-5 lg:col-span-2" aria-labelledby={`${id}-accounts`}>
        <h2 id={`${id}-accounts`} className="text-lg font-semibold text-white">
          {t.accounts.list}
        </h2>
        {accounts?.ok === false ? (
          <p role="alert" className="mt-3 text-sm text-red-300">
            {accounts.text}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-white/10" aria-busy={accounts === undefined} data-testid="accounts-list">
            {(accounts?.data ?? []).map((a) => (
              <li key={a.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="truncate font-medium text-white">
                    {a.name ?? a.email}
                    {a.self ? <span className="ml-2 text-sm font-normal text-zinc-400">({t.accounts.you})</span> : null}
                  </p>
                  {a.name ? <p className="truncate text-sm text-zinc-300">{a.email}</p> : null}
                  <p className="text-xs text-zinc-400">
                    {t.accounts.lastActive}: {a.lastActiveAt ? formatDateTime(a.lastActiveAt, lang) : t.accounts.never}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <label className="sr-only" htmlFor={`${id}-role-${a.id}`}>
                    {format(t.accounts.roleOf, { email: a.email })}
                  </label>
                  <select
                    id={`${id}-role-${a.id}`}
                    value={a.role}
                    onChange={(e) => {
                      const role = e.target.value;
                      if (isRole(role)) void changeRole(a, role);
                    }}
                    className="rounded-lg border border-white/15 bg-black px-3 py-1.5 text-sm text-white focus:border-pink-400 focus:outline-none"
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {t.roles[r]}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    onClick={() => void remove(a)}
                    aria-label={format(t.accounts.removeLabel, { email: a.email })}
                    className={secondaryButton}
                  >
                    {t.accounts.remove}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <NoticeLine notice={notice} />
      </section>

      <section className="rounded-2xl border border-white/10 bg-zinc-950 p-5" aria-labelledby={`${id}-invite`}>
        <h2 id={`${id}-invite`} className="text-lg font-semibold text-white">
          {t.invitations.title}
        </h2>
        <p className="mt-1 text-sm text-zinc-400">{format(t.invitations.intro, { days: INVITATION_DAYS })}</p>
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void invite(e.currentTarget);
          }}
        >
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm text-zinc-300">
              {t.invitations.email}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              className={fieldClass}
            />
          </div>
          <fieldset>
            <legend className="text-sm text-zinc-300">{t.invitations.role}</legend>
            {ROLES.map((r) => (
              <label key={r} className="mt-2 flex items-start gap-2 text-sm text-white">
                <input type="radio" name="role" value={r} defaultChecked={r === "editor"} className="mt-1 accent-pink-500" />
                <span>
                  {t.roles[r]}
                  <span className="block text-xs text-zinc-400">{t.roleHints[r]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? t.invitations.sending : t.invitations.send}
          </button>
        </form>
        {link ? (
          <div className="mt-4 rounded-lg border border-pink-500/40 bg-pink-500/5 p-3" data-testid="invitation-link">
            <p className="text-sm text-zinc-200">{format(t.invitations.printed, { email: link.email })}</p>
            <input
              readOnly
              value={link.url}
              aria-label={t.invitations.copy}
              onFocus={(e) => e.currentTarget.select()}
              className={`${fieldClass} font-mono text-xs`}
            />
            <div className="mt-2 flex items-center gap-3">
              <button type="button" onClick={() => void copy()} className={secondaryButton}>
                {t.invitations.copy}
              </button>
              <span role="status" className="text-sm text-green-300">
                {copied ? t.invitations.copied : ""}
              </span>
            </div>
          </div>
        ) : null}
        <NoticeLine notice={inviteNotice} />
      </section>

      <section className="rounded-2xl border border-white/10 bg-zinc-950 p-5" aria-labelledby={`${id}-pending`}>
        <h2 id={`${id}-pending`} className="text-lg font-semibold text-white">
          {t.invitations.pending}
        </h2>
        {invitations?.ok === false ? (
          <p role="alert" className="mt-3 text-sm text-red-300">
            {invitations.text}
          </p>
        ) : invitations?.data.length === 0 ? (
          <p className="mt-3 text-sm text-zinc-400">{t.invitations.none}</p>
        ) : (
          <ul className="mt-3 divide-y divide-white/10" data-testid="invitations-list">
            {(invitations?.data ?? []).map((i) => (
              <li key={i.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="truncate font-medium text-white">
                    {i.email} · {t.roles[i.role]}
                  </p>
                  <p className="text-xs text-zinc-400">
                    {format(t.invitations.invitedBy, { email: i.invitedBy })} ·{" "}
                    {format(t.invitations.expires, { date: formatDateTime(i.expiresAt, lang) })} ·{" "}
                    {i.mailed ? t.invitations.byMail : t.invitations.byLink}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void revoke(i)}
                  aria-label={format(t.invitations.revokeLabel, { email: i.email })}
                  className={secondaryButton}
                >
                  {t.invitations.revoke}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
