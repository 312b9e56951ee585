import type { SessionResult } from "#shared/contracts/session";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { format, type Lang } from "#shared/i18n";
import { ADMIN_PATHS } from "#shared/routes";
import { createApi } from "../../lib/api/client";
import { refusedText } from "../../lib/api/errors";
import { loginTexts } from "./texts";

/** Only a local admin path may be a return target (no open redirects). */
export function safeReturnPath(raw: string | null): string {
  if (raw && /^\/admin\/[A-Za-z0-9/_-]*(\?[A-Za-z0-9=&_%-]*)?$/.test(raw) && !raw.startsWith("//")) return raw;
  return ADMIN_PATHS.dashboard;
}

/** What a failed login shows: the error's own message (the server's, as a rule), or the generic one. */
export function loginErrorMessage(err: unknown, lang: Lang): string {
  return err instanceof Error ? err.message : ERROR_TEXTS[lang]["login-unexpected"];
}

/** The wait after failed attempts, in words ('eine Sekunde', not '1 Sekunden'). */
export function throttledMessage(seconds: number, lang: Lang): string {
  const t = loginTexts[lang];
  return seconds === 1 ? t.throttledOneSecond : format(t.throttled, { seconds });
}

/** What a sign-in came to: the operator, or the message to show in the page's language. */
export type SignInOutcome = { user: SessionResult["user"] } | { error: string };

/** Signs in with e-mail and password; every failure (throttled, wrong password, no network) comes back worded. */
export async function signIn(email: string, password: string, lang: Lang): Promise<SignInOutcome> {
  try {
    const { data, error, response } = await createApi(lang).POST("/api/auth/login", { body: { email, password } });
    // Throttled after failed attempts: say how long to wait, in the page's language.
    const wait = Number(response.headers.get("retry-after"));
    if (response.status === 429 && wait > 0) return { error: throttledMessage(wait, lang) };
    if (!response.ok) return { error: refusedText(error, lang, `HTTP ${response.status}`) };
    // A proxy or a half-working server may answer 200 without the operator.
    if (!data?.user) return { error: ERROR_TEXTS[lang]["login-no-session"] };
    return { user: data.user };
  } catch (err) {
    return { error: loginErrorMessage(err, lang) };
  }
}

export function LoginForm({ lang, redirectTo }: { lang: Lang; redirectTo: string }) {
  const t = loginTexts[lang];
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  // Until the page's script runs, a click would submit the form natively; the button waits for it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const field = (name: string) => {
      const v = form.get(name);
      return typeof v === "string" ? v : "";
    };
    setSubmitting(true);
    setError(undefined);
    const outcome = await signIn(field("email"), field("password"), lang);
    if ("error" in outcome) {
      setError(outcome.error);
      setSubmitting(false);
      return;
    }
    await navigate(safeReturnPath(redirectTo), { replace: true });
  };

  return (
    <form
      method="post"
      onSubmit={(e) => void onSubmit(e)}
      className="mx-auto mt-8 w-full max-w-sm space-y-5 rounded-2xl border border-white/10 bg-zinc-950 p-6"
    >
      {error ? (
        <div role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200">
          {error}
        </div>
      ) : null}
      <div>
        <label htmlFor="login-email" className="block text-sm font-medium text-zinc-200">
          {t.username}
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          required
          autoComplete="username"
          className="mt-1 w-full rounded-lg border border-white/15 bg-black px-3 py-2 text-white focus:border-pink-400 focus:outline-none"
        />
      </div>
      <div>
        <label htmlFor="login-password" className="block text-sm font-medium text-zinc-200">
          {t.password}
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className="mt-1 w-full rounded-lg border border-white/15 bg-black px-3 py-2 text-white focus:border-pink-400 focus:outline-none"
        />
      </div>
      <button
        type="submit"
        disabled={submitting || !ready}
        className="w-full rounded-lg bg-gradient-to-r from-purple-600 to-pink-600 py-2.5 font-semibold text-white disabled:opacity-60"
      >
        {submitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
