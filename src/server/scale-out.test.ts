import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSecondInstance, createTestApp, loginCookie, TEST_ADMIN, type TestApp } from "#tests/helpers/app";
import { multipart } from "#tests/helpers/multipart";
import { openLiveEvents } from "#tests/helpers/sse";
import { waitFor } from "#tests/helpers/wait";
import { makePdf } from "#tests/fixtures/pdf";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { sessionIdOf } from "./features/auth/service";
import { createOperator } from "#tests/helpers/operators";

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer
 * (issue: scale out): everything one instance must see of the other lives in
 * the database or the shared file storage.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  let dataDir: string;
  let baseB: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "two-"));
    a = await createTestApp("postgres", {
      DATA_DIR: dataDir,
      CHAT_RATE_LIMIT_PER_MINUTE: "4",
      DAILY_CHAT_CAP: "1000",
      LOGIN_FREE_FAILURES: "4",
    });
    b = await createSecondInstance(a);
    baseB = await b.app.listen({ port: 0, host: "127.0.0.1" });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("a session made on A works on B, and logging out on B ends it on A", async () => {
    const cookie = await loginCookie(a.app);
    expect((await b.app.inject({ url: "/api/auth/session", headers: { cookie } })).json()).toMatchObject({
      user: { email: TEST_ADMIN.email },
    });
    // A has checked (and remembers) the session too.
    expect((await a.app.inject({ url: "/api/stats", headers: { cookie } })).statusCode).toBe(200);
    expect((await b.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } })).statusCode).toBe(204);
    // A forgets the session when the database's announcement reaches it, a moment after B answered.
    await waitFor(
      async () => (await a.app.inject({ url: "/api/auth/session", headers: { cookie } })).statusCode,
      (status) => status === 401,
      5_000,
    );
  });

  test("a role changed through B applies on A as soon as A hears of it, though A remembered its session", async () => {
    const owner = await loginCookie(a.app);
    const other = await createOperator(a, "zweite-inhaberin@example.com", "owner");
    const [row] = await a.db.database.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [
      "zweite-inhaberin@example.com",
    ]);
    expect((await a.app.inject({ url: "/api/accounts", headers: { cookie: other } })).statusCode).toBe(200);
    const change = await b.app.inject({
      method: "PUT",
      url: `/api/accounts/${row!.id}/role`,
      payload: { role: "editor" },
      headers: { cookie: owner },
    });
    expect(change.statusCode).toBe(204);
    await waitFor(
      async () => (await a.app.inject({ url: "/api/accounts", headers: { cookie: other } })).statusCode,
      (status) => status === 403,
      5_000,
    );
    expect((await a.app.inject({ url: "/api/stats", headers: { cookie: other } })).statusCode).toBe(200);
    // Removed through B: its session no longer opens anything on A.
    expect(
      (await b.app.inject({ method: "DELETE", url: `/api/accounts/${row!.id}`, headers: { cookie: owner } })).statusCode,
    ).toBe(204);
    await waitFor(
      async () => (await a.app.inject({ url: "/api/stats", headers: { cookie: other } })).statusCode,
      (status) => status === 401,
      5_000,
    );
  });

  test("while an instance cannot hear announcements it remembers no session", async () => {
    const cookie = await loginCookie(a.app);
    expect((await a.app.inject({ url: "/api/stats", headers: { cookie } })).statusCode).toBe(200);
    const killed = await a.db.database.query<{ ok: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
    );
    expect(killed.length).toBeGreaterThan(0);
    await waitFor(
      async () => a.ctx.auth.remembersSessions,
      (v) => !v,
      5000,
    );
    // Ended behind A's back while it could not be told: A asks the database.
    await a.db.database.query("DELETE FROM sessions WHERE id_hash = $1", [sessionIdOf(cookie.slice(cookie.indexOf("=") + 1))]);
    expect((await a.app.inject({ url: "/api/stats", headers: { cookie } })).statusCode).toBe(401);
    // Both instances listen again.
    await waitFor(async () => a.ctx.auth.remembersSessions && b.ctx.auth.remembersSessions, Boolean, 10_000);
  });

  test("a document uploaded through A is announced on B's event stream, and its completion too", async () => {
    const cookie = await loginCookie(a.app);
    const { payload, headers } = multipart("Zwei Instanzen.pdf", await makePdf(["Achtsamkeit hilft gegen Grübeln am Abend."]));
    const stream = await openLiveEvents(`${baseB}/api/documents/events`, cookie);
    try {
      const res = await a.app.inject({ method: "POST", url: "/api/documents", payload, headers: { ...headers, cookie } });
      expect(res.statusCode).toBe(201);
      const id = (res.json() as { id: string }).id;
      await waitFor(
        async () => stream.events,
        (es) => es.some((e) => e.event === "update" && e.data.id === id && e.data.status === "COMPLETED"),
      );
      expect(stream.events[0]).toMatchObject({
        event: "insert",
        data: { id, title: "Zwei Instanzen.pdf", status: "PROCESSING" },
      });
      // And B lists and serves it: the file lives in the shared storage.
      const file = await b.app.inject({ url: `/api/documents/${id}/file`, headers: { cookie } });
      expect(file.statusCode).toBe(200);
      const before = stream.events.length;
      await a.app.inject({ method: "DELETE", url: `/api/documents/${id}`, headers: { cookie } });
      await waitFor(
        async () => stream.events.slice(before),
        (es) => es.length > 0,
      );
      expect(stream.events.slice(before)).toEqual([{ event: "delete", data: { id } }]);
    } finally {
      await stream.close();
    }
  });

  test("a document completed through A is found by B's search at once, though B had cached the question", async () => {
    const cookie = await loginCookie(a.app);
    const search = () =>
      b.app.inject({ url: `/api/knowledge/search?q=${encodeURIComponent("Was hilft bei Prüfungsangst?")}`, headers: { cookie } });
    expect((await search()).json()).toEqual([]);
    const { payload, headers } = multipart(
      "Prüfungsangst.pdf",
      await makePdf(["Prüfungsangst lässt sich mit Übungsprüfungen und ruhiger Atmung lindern."]),
    );
    const id = (
      (await a.app.inject({ method: "POST", url: "/api/documents", payload, headers: { ...headers, cookie } })).json() as {
        id: string;
      }
    ).id;
    await waitFor(
      async () => ((await search()).json() as { documentId: string }[]).map((h) => h.documentId),
      (ids) => ids.includes(id),
    );
  });

  test("chat rate limits count requests on both instances together", async () => {
    const ask = { persona: "demo", messages: [{ role: "user", content: "Hallo" }] };
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a]) {
      const res = await app.app.inject({
        method: "POST",
        url: "/api/chat",
        payload: ask,
        headers: { accept: "application/json" },
        remoteAddress: "198.51.100.7",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  test("failed sign-ins count on both instances together: the client waits after the fourth, wherever it tries", async () => {
    const wrong = { email: "jemand@example.com", password: "falsches-Passwort-123" };
    const statuses: number[] = [];
    for (const app of [a, b, a, b, b]) {
      statuses.push(
        (await app.app.inject({ method: "POST", url: "/api/auth/login", payload: wrong, remoteAddress: "198.51.100.8" }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  test("every document is ingested exactly once with both workers running", async () => {
    const cookie = await loginCookie(b.app);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const { payload, headers } = multipart(
        `Dokument ${i}.pdf`,
        await makePdf([`Dokument ${i}: Pausen und klare Prioritäten senken die Belastung.`, `Seite zwei von Dokument ${i}.`]),
      );
      const res = await (i % 2 ? a : b).app.inject({
        method: "POST",
        url: "/api/documents",
        payload,
        headers: { ...headers, cookie },
      });
      ids.push((res.json() as { id: string }).id);
    }
    const rows = await waitFor(
      () =>
        a.db.database.query<{ id: string; status: string; attempts: number }>(
          "SELECT id, status, attempts FROM documents WHERE id = ANY($1::uuid[])",
          [ids],
        ),
      (r) => r.length === ids.length && r.every((d) => d.status !== "PROCESSING"),
      30_000,
    );
    for (const r of rows) expect(r).toMatchObject({ status: "COMPLETED", attempts: 1 });
    const dupes = await a.db.database.query(
      "SELECT document_id, ordinal FROM passages WHERE document_id = ANY($1::uuid[]) GROUP BY 1, 2 HAVING count(*) > 1",
      [ids],
    );
    expect(dupes).toEqual([]);
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the daily cap on two instances", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp("postgres", { DAILY_CHAT_CAP: "3", CHAT_RATE_LIMIT_PER_MINUTE: "1000" });
    b = await createSecondInstance(a);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  test("counts the chats of both instances against one budget for the whole site", async () => {
    const ask = { persona: "demo", messages: [{ role: "user", content: "Hallo" }] };
    const answers = [];
    // Different visitors: the per-client limit plays no part, only the site-wide budget.
    for (const [i, app] of [a, b, a, b].entries()) {
      answers.push(
        await app.app.inject({
          method: "POST",
          url: "/api/chat",
          payload: ask,
          headers: { accept: "application/json" },
          remoteAddress: `203.0.113.${i + 1}`,
        }),
      );
    }
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.json()).toEqual({ error: ERROR_TEXTS.de["daily-cap"], code: "daily-cap" });
  });
});
