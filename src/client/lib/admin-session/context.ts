import { createContext, useContext } from "react";
import type { Lang } from "#shared/i18n";
import { createSessionRetry, SignInCancelledError, type SessionRetry } from "./session-retry";
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
