import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSecondInstance, createTestApp, loginCookie, TEST_ADMIN, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { openLiveEvents } from "#tests/helpers/sse";
import { waitFor } from "#tests/helpers/wait";
import type { Database } from "../../db/client";
import { sessionIdOf } from "./service";
import { createSessionStreams } from "./session-streams";

type LiveEvents = Awaited<ReturnType<typeof openLiveEvents>>;

/** Resolves when the stream has ended; fails if it is still open after `ms`. */
async function untilEnded(stream: LiveEvents, ms = 3000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the stream was still open after ${ms} ms`)), ms);
  });
  await Promise.race([stream.ended, late]).finally(() => clearTimeout(timer));
}

/**
 * Announces a document change and waits until each of `open` has received it:
 * they are open, later than anything that should have ended them (which has
 * been handled by then).
 */
async function stillOpen(database: Pick<Database, "notify">, open: LiveEvents[], id: string): Promise<void> {
  await database.notify("document_changes", JSON.stringify({ type: "delete", id }));
  await waitFor(
    async () => open.filter((s) => s.events.some((e) => e.data.id === id)).length,
    (n) => n === open.length,
    3000,
  );
}

describe.each(ENGINES)("document event streams end with their session on %s", (engine) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  test("logging out closes that session's stream at once; another session's stream stays open", async () => {
    const mine = await loginCookie(t.app);
    const other = await loginCookie(t.app);
    const stream = await openLiveEvents(`${base}/api/documents/events`, mine);
    const otherStream = await openLiveEvents(`${base}/api/documents/events`, other);
    try {
      expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: mine } })).statusCode).toBe(204);
      await untilEnded(stream);
      // The logout's announcement was handled for every stream at once: the other one still gets events,
      // the ended one got none after the logout.
      const before = stream.events.length;
      await stillOpen(t.ctx.database, [otherStream], "after-logout");
      expect(stream.events.length).toBe(before);
    } finally {
      await stream.close();
      await otherStream.close();
    }
  });

  test("a password change closes every stream of the account", async () => {
    const streams = [
      await openLiveEvents(`${base}/api/documents/events`, await loginCookie(t.app)),
      await openLiveEvents(`${base}/api/documents/events`, await loginCookie(t.app)),
    ];
    try {
      expect(await t.ctx.auth.resetPassword(TEST_ADMIN.email, "ein-zwischenzeitliches-Passwort")).toBe("updated");
      for (const s of streams) await untilEnded(s);
    } finally {
      for (const s of streams) await s.close();
      await t.ctx.auth.resetPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    }
  });

  test("an idle session's stream closes at the next check", async () => {
    const cookie = await loginCookie(t.app);
    // Its first bytes come after the registration's own check, so the expiry below is the next check's to find.
    const stream = await openLiveEvents(`${base}/api/documents/events`, cookie);
    try {
      await t.db.database.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id_hash = $1", [
        sessionIdOf(cookie.split("=")[1]!),
      ]);
      // Expired, but nothing announces it: the stream stays open until the check.
      await stillOpen(t.ctx.database, [stream], "before-the-check");
      await t.ctx.sessionStreams.check();
      await untilEnded(stream);
      expect(t.ctx.sessionStreams.size).toBe(0);
    } finally {
      await stream.close();
    }
  });

  test("the live console's stream belongs to its session: logging out ends it", async () => {
    const cookie = await loginCookie(t.app);
    const stream = await openLiveEvents(`${base}/api/live/events`, cookie);
    try {
      await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
      await untilEnded(stream);
      expect(t.ctx.sessionStreams.size).toBe(0);
    } finally {
      await stream.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("streams on another instance", () => {
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  beforeAll(async () => {
    a = await createTestApp("postgres");
    b = await createSecondInstance(a);
    baseB = await b.app.listen({ port: 0, host: "127.0.0.1" });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  test("logout on A closes the session's stream on B; a password reset on A closes the account's streams on B", async () => {
    const cookie = await loginCookie(a.app);
    const stream = await openLiveEvents(`${baseB}/api/documents/events`, cookie);
    const second = await openLiveEvents(`${baseB}/api/documents/events`, await loginCookie(a.app));
    try {
      await a.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
      await untilEnded(stream);
      await stillOpen(a.ctx.database, [second], "after-logout-on-a");
      await a.ctx.auth.resetPassword(TEST_ADMIN.email, "ein-zwischenzeitliches-Passwort");
      await untilEnded(second);
    } finally {
      await stream.close();
      await second.close();
      await a.ctx.auth.resetPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    }
  });
});

test("a stream registered while a check is running is not taken for ended", async () => {
  // The database answers the first check only when told to; meanwhile a second stream registers.
  const answers: ((rows: { id_hash: string }[]) => void)[] = [];
  const database = {
    listen: async () => async () => {},
    query: () => new Promise<{ id_hash: string }[]>((resolve) => answers.push(resolve)),
  } as unknown as Database;
  const streams = createSessionStreams(database);
  const ended: string[] = [];
  const first = streams.register("user-1", "session-a", () => ended.push("a"));
  await waitFor(
    async () => answers.length,
    (n) => n === 1,
  );
  const second = streams.register("user-1", "session-b", () => ended.push("b"));
  await waitFor(
    async () => answers.length,
    (n) => n === 2,
  );
  // The first check asked about session-a only; session-b's own check asks about both.
  answers[0]!([{ id_hash: "session-a" }]);
  answers[1]!([{ id_hash: "session-a" }, { id_hash: "session-b" }]);
  await Promise.all([first, second]);
  expect(ended).toEqual([]);
  expect(streams.size).toBe(2);
  await streams.stop();
});
