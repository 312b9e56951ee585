/**
 * Polls `fn` until `ok` holds for its value (a throwing `fn` counts as "not
 * yet": a server restarting, a stream not open). After `ms` it fails with the
 * last value or error.
 */
export async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    let last: string;
    try {
      const v = await fn();
      if (ok(v)) return v;
      last = JSON.stringify(v);
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms; last: ${last}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
