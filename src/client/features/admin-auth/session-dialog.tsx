import { Dialog } from "radix-ui";
import { useId, useRef, useState, type ReactNode } from "react";
import type { Lang } from "#shared/i18n";
import { SessionRetryContext, SignInsContext } from "../../lib/admin-session/context";
import { createSessionRetry } from "../../lib/admin-session/session-retry";
import { sessionTexts } from "../../lib/admin-session/texts";
import { signIn } from "./login-form";

const field =
  "mt-1 w-full rounded-lg border border-white/15 bg-black px-3 py-2 text-white focus:border-pink-400 focus:outline-none";

/**
 * Gives the dashboard's forms their requests (useSessionRetry) and, when a
 * request finds the session ended, the sign-in dialog: in place, so the page
 * and everything typed into it stay. Signed in, the request is sent again;
 * cancelled (button or Escape), it fails with SignInCancelledError and the
 * form says so next to what it kept.
 */
export function AdminSessionProvider({ lang, email, children }: { lang: Lang; email: string; children: ReactNode }) {
  const t = sessionTexts[lang];
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [signIns, setSignIns] = useState(0);
  const settle = useRef<(signedIn: boolean) => void>(undefined);
  const password = useRef<HTMLInputElement>(null);
  const [retry] = useState(() =>
    createSessionRetry(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setError(undefined);
          setOpen(true);
        }),
    ),
  );

  const finish = (signedIn: boolean) => {
    setOpen(false);
    setBusy(false);
    settle.current?.(signedIn);
    settle.current = undefined;
  };

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const value = (name: string) => {
      const v = data.get(name);
      return typeof v === "string" ? v : "";
    };
    setBusy(true);
    setError(undefined);
    const outcome = await signIn(value("email"), value("password"), lang);
    if ("user" in outcome) {
      setSignIns((n) => n + 1);
      return finish(true);
    }
    setBusy(false);
    setError(outcome.error);
    password.current?.select();
  };

  return (
    <SessionRetryContext.Provider value={retry}>
      <SignInsContext.Provider value={signIns}>{children}</SignInsContext.Provider>
      <Dialog.Root open={open} onOpenChange={(next) => !next && finish(false)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
          <Dialog.Content
            data-testid="session-dialog"
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              password.current?.focus();
            }}
            className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-white/10 bg-zinc-950 p-6"
          >
            <Dialog.Title className="text-lg font-semibold text-white">{t.title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-zinc-300">{t.intro}</Dialog.Description>
            <form
              className="mt-5 space-y-4"
              onSubmit={(e) => {
                e.preventDefault();
                void submit(e.currentTarget);
              }}
            >
              {error ? (
                <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200">
                  {error}
                </p>
              ) : null}
              <div>
                <label htmlFor={`${id}-email`} className="block text-sm font-medium text-zinc-200">
                  {t.email}
                </label>
                <input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  required
                  autoComplete="username"
                  defaultValue={email}
                  className={field}
                />
              </div>
              <div>
                <label htmlFor={`${id}-password`} className="block text-sm font-medium text-zinc-200">
                  {t.password}
                </label>
                <input
                  ref={password}
                  id={`${id}-password`}
                  name="password"
                  type="password"
                  required
                  autoComplete="current-password"
                  className={field}
                />
              </div>
              {/* On a phone the two buttons stack at full width, the sign-in on top. */}
              <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <button
                    type="button"
                    className="rounded-lg border border-white/20 px-4 py-2 text-sm text-white hover:bg-white/10"
                  >
                    {t.cancel}
                  </button>
                </Dialog.Close>
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-lg bg-gradient-to-r from-purple-600 to-pink-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
                >
                  {busy ? t.submitting : t.submit}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </SessionRetryContext.Provider>
  );
}
