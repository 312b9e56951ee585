import { createContext, useContext, useMemo } from "react";
import type { Lang } from "#shared/i18n";
import { createApi, type Api } from "../api/client";
import { createSessionRetry, sessionEnded, SignInCancelledError, type SessionRetry } from "./session-retry";
import { sessionTexts } from "./texts";

/**
 * The admin area's session, as its forms see it. The sign-in dialog
 * (features/admin-auth, AdminSessionProvider) provides both values; the
 * panels of every admin feature read them here, so no feature imports another.
 */

/** Outside the dashboard (and before it renders) requests go out as they are. */
export const SessionRetryContext = createContext<SessionRetry>(createSessionRetry(async () => false));

/** The admin area's requests that change something: they survive an ended session (see createSessionRetry). */
export function useSessionRetry(): SessionRetry {
  return useContext(SessionRetryContext);
}

/** How often the operator signed in again through the dialog: live streams that the ended session closed reopen on it. */
export const SignInsContext = createContext(0);
export function useSignIns(): number {
  return useContext(SignInsContext);
}

/** The text for a change that failed: the one for a cancelled sign-in, or the form's own `fallback`. */
export function changeFailedText(err: unknown, lang: Lang, fallback: string): string {
  return err instanceof SignInCancelledError ? sessionTexts[lang].cancelled : fallback;
}

/**
 * The admin API for requests that change something: one refused because the
 * session has ended is sent once more after the operator signs in again in
 * the dialog (createSessionRetry); a cancelled sign-in rejects with
 * SignInCancelledError, which changeFailedText words. Reads use `useApi`.
 */
export function useAdminApi(lang: Lang): Api {
  const session = useSessionRetry();
  return useMemo(() => createApi(lang, (request) => session.run(() => fetch(request.clone()), sessionEnded)), [session, lang]);
}
