import { readApiError } from "#shared/contracts/errors";

/**
 * What becomes of the operator's change when their session has ended and
 * they close the sign-in dialog instead of signing in: the change was not
 * made, and the form keeps what they entered.
 */
export class SignInCancelledError extends Error {
  constructor() {
    super("The session has ended and the operator did not sign in again.");
    this.name = "SignInCancelledError";
  }
}

/** True for the API's answer to a request whose session has ended (401 `not-authenticated`). */
export async function sessionEnded(res: Response): Promise<boolean> {
  if (res.status !== 401) return false;
  return (await readApiError(res.clone())).code === "not-authenticated";
}

/** Every change the admin area makes goes through one of these. */
export interface SessionRetry {
  /** `fetch` for the admin API: after a sign-in in place, a request refused for an ended session is sent once more. */
  fetch(input: string, init?: RequestInit): Promise<Response>;
  /** The same for any request (an upload with progress): `ended` tells from its result whether its session had ended. */
  run<T>(send: () => Promise<T>, ended: (result: T) => boolean | Promise<boolean>): Promise<T>;
}

/**
 * The admin area's requests, kept alive across an ended session. A request
 * answered with `not-authenticated` asks `signIn` (the dialog) for a new
 * session; requests that fail together share one dialog. After a sign-in each
 * is sent once more, exactly once: a second refusal is returned as it is.
 * When the operator cancels, the request rejects with SignInCancelledError.
 */
export function createSessionRetry(
  signIn: () => Promise<boolean>,
  send: (input: string, init?: RequestInit) => Promise<Response> = (input, init) => fetch(input, init),
): SessionRetry {
  let pending: Promise<boolean> | undefined;
  const signInOnce = () => {
    pending ??= signIn().finally(() => {
      pending = undefined;
    });
    return pending;
  };
  async function run<T>(attempt: () => Promise<T>, ended: (result: T) => boolean | Promise<boolean>): Promise<T> {
    const first = await attempt();
    if (!(await ended(first))) return first;
    if (!(await signInOnce())) throw new SignInCancelledError();
    return attempt();
  }
  return {
    run,
    fetch: (input, init) => run(() => send(input, init), sessionEnded),
  };
}
