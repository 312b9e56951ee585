import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { InvitationPreview } from "#shared/contracts/accounts";
import { format, type Lang } from "#shared/i18n";
import { ADMIN_PATHS } from "#shared/routes";
import { MAX_NAME_CHARS } from "#shared/schemas/accounts";
import { MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS } from "#shared/schemas/auth";
import { settle, useApi } from "../../lib/api/client";
import { accountTexts, fieldClass, fieldValue, formatDateTime, primaryButton } from "./texts";

/** Where the tab keeps the link's token while the invitee switches the language (sessionStorage). */
const TOKEN_KEY = "invitation-token";

type State =
  { kind: "checking" } | { kind: "ready"; token: string; preview: InvitationPreview } | { kind: "broken"; text: string };

/**
 * The invitation page: reads the token from the link's fragment (it never
 * reaches a server log), shows whom and as what the link invites, and lets
 * the invitee choose name and password; then they are signed in.
 */
export function InvitationForm({ lang }: { lang: Lang }) {
  const t = accountTexts[lang];
  const id = useId();
  const navigate = useNavigate();
  const api = useApi(lang);
  const [state, setState] = useState<State>({ kind: "checking" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  // A link opened while the page is open changes only the fragment: read it again then.
  const [hash, setHash] = useState<string>();
  useEffect(() => {
    // The language switch reloads the page without the fragment: the token is kept for this tab meanwhile.
    const read = () => {
      const fromLink = window.location.hash.slice(1);
      if (fromLink) sessionStorage.setItem(TOKEN_KEY, fromLink);
      setHash(fromLink || (sessionStorage.getItem(TOKEN_KEY) ?? ""));
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);

  useEffect(() => {
    if (hash === undefined) return;
    const token = hash;
    if (!token) return setState({ kind: "broken", text: t.invitation.noToken });
    setState({ kind: "checking" });
    let cancelled = false;
    void (async () => {
      const result = await settle<InvitationPreview>(
        api.POST("/api/invitations/lookup", { body: { token } }),
        lang,
        t.invitation.failed,
      );
      if (cancelled) return;
      setState(result.ok ? { kind: "ready", token, preview: result.data } : { kind: "broken", text: result.text });
    })();
    return () => {
      cancelled = true;
    };
  }, [api, hash, lang, t]);

  const accept = async (form: HTMLFormElement, token: string) => {
    const data = new FormData(form);
    const name = fieldValue(data, "name");
    const password = fieldValue(data, "password");
    const repeat = fieldValue(data, "repeat");
    if (password !== repeat) return setError(t.invitation.mismatch);
    setBusy(true);
    setError(undefined);
    try {
      const result = await settle(
        api.POST("/api/invitations/accept", { body: { token, name, password } }),
        lang,
        t.invitation.failed,
      );
      if (!result.ok) {
        setError(result.text);
        return;
      }
      sessionStorage.removeItem(TOKEN_KEY);
      await navigate(ADMIN_PATHS.dashboard, { replace: true });
    } finally {
      setBusy(false);
    }
  };

  if (state.kind === "checking") {
    return (
      <p role="status" className="mt-6 text-center text-zinc-300">
        {t.invitation.checking}
      </p>
    );
  }
  if (state.kind === "broken") {
    return (
      <div className="mx-auto mt-6 max-w-md rounded-2xl border border-white/10 bg-zinc-950 p-6 text-center">
        <p role="alert" className="text-red-300">
          {state.text}
        </p>
        <Link
          to={ADMIN_PATHS.login}
          className="mt-4 inline-block text-sm font-semibold text-pink-300 underline hover:text-pink-200"
        >
          {t.invitation.toLogin}
        </Link>
      </div>
    );
  }
  const { preview, token } = state;
  return (
    <form
      className="mx-auto mt-6 max-w-md space-y-4 rounded-2xl border border-white/10 bg-zinc-950 p-6"
      onSubmit={(e) => {
        e.preventDefault();
        void accept(e.currentTarget, token);
      }}
    >
      <p className="text-sm text-zinc-200">{format(t.invitation.intro, { role: t.roles[preview.role], email: preview.email })}</p>
      <p className="text-xs text-zinc-400">{format(t.invitation.expires, { date: formatDateTime(preview.expiresAt, lang) })}</p>
      <input type="email" name="username" value={preview.email} autoComplete="username" readOnly hidden />
      {(
        [
          ["name", t.invitation.name, "text", "name", 1, MAX_NAME_CHARS],
          [
            "password",
            format(t.invitation.password, { min: MIN_PASSWORD_CHARS }),
            "password",
            "new-password",
            MIN_PASSWORD_CHARS,
            MAX_PASSWORD_CHARS,
          ],
          ["repeat", t.invitation.repeat, "password", "new-password", MIN_PASSWORD_CHARS, MAX_PASSWORD_CHARS],
        ] as const
      ).map(([name, label, type, autoComplete, minLength, maxLength]) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className="block text-sm text-zinc-300">
            {label}
          </label>
          <input
            id={`${id}-${name}`}
            name={name}
            type={type}
            required
            minLength={minLength}
            maxLength={maxLength}
            autoComplete={autoComplete}
            className={fieldClass}
          />
        </div>
      ))}
      <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
        {busy ? t.invitation.accepting : t.invitation.accept}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
