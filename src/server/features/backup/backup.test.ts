import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TEST_ADMIN } from "#tests/helpers/app";
import { multipart } from "#tests/helpers/multipart";
import { waitFor } from "#tests/helpers/wait";
import { makePdf } from "#tests/fixtures/pdf";
import { buildApp } from "../../app";
import { openDatabase, type Database } from "../../db/client";
import { loadEnv, type Env } from "../../env";
import { runStartupTasks } from "../../startup";
import type { FastifyInstance } from "fastify";
import { backupCommand, restoreCommand } from "./commands";
import { CONTROL_FILE, startControlChannel } from "./control";
import { BACKUP_FILE_PATTERN } from "./create";

/**
 * The embedded default's backups end to end: a backup taken over the control
 * channel while uploads and chats run, restored into a fresh DATA_DIR, holds
 * the same rows and byte-identical files.
 */

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));

const testEnv = (dataDir: string, more: Record<string, string> = {}): Env =>
  loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DEMO_TOKEN_DELAY_MS: "0",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    CHAT_RATE_LIMIT_PER_MINUTE: "1000",
    DATA_DIR: dataDir,
    ...more,
  });

/** The server as `npm start` runs it on the embedded default: PGlite in DATA_DIR, the backup channel open. */
async function startServer(dataDir: string) {
  const env = testEnv(dataDir);
  const database = await openDatabase({ dataDir });
  const { app, ctx } = await buildApp({ env, database, logger: false });
  await runStartupTasks(ctx);
  await app.ready();
  const control = await startControlChannel(dataDir, () => ctx.backups.run("manual"));
  return {
    env,
    app,
    ctx,
    database,
    control,
    async close() {
      await control.close();
      await app.close();
      await database.close();
    },
  };
}

async function login(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
  expect(res.statusCode).toBe(200);
  return `mc_session=${res.cookies.find((c) => c.name === "mc_session")!.value}`;
}

async function upload(app: FastifyInstance, cookie: string, name: string, bytes: Buffer): Promise<string> {
  const { payload, headers } = multipart(name, bytes);
  const res = await app.inject({ method: "POST", url: "/api/documents", payload, headers: { ...headers, cookie } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** Every row of a table, in a fixed order, as JSON: rows compared whole. */
async function rows(db: Pick<Database, "query">, table: string, order: string): Promise<string[]> {
  return (await db.query(`SELECT * FROM ${table} ORDER BY ${order}`)).map((r) => JSON.stringify(r));
}

describe("backup and restore of the embedded database", () => {
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  let cookie: string;
  /** What was uploaded, by document id: the bytes each restored file must equal. */
  const uploaded = new Map<string, Buffer>();
  let backupFile: string;

  beforeAll(async () => {
    dataDir = tmp("backup-src");
    server = await startServer(dataDir);
    cookie = await login(server.app);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("a backup taken while uploads and chats run restores into a fresh DATA_DIR with identical rows and files", async () => {
    const { app, database } = server;
    // Content before the backup: documents with passages, a second persona.
    for (const i of [1, 2, 3]) {
      const pdf = await makePdf([`Dokument ${i}: Atemübungen helfen, ruhig zu bleiben.`, `Seite zwei von Dokument ${i}.`]);
      uploaded.set(await upload(app, cookie, `Vorher ${i}.pdf`, pdf), pdf);
    }
    const persona = await app.inject({
      method: "POST",
      url: "/api/admin/personas",
      headers: { cookie },
      payload: {
        name: "Ruhe",
        slug: "ruhe",
        greeting: "Hallo!",
        greetingPhonetic: "Hallo!",
        systemPrompt: "Du hilfst beim Ruhigwerden.",
        isActive: true,
      },
    });
    expect(persona.statusCode, persona.body).toBeLessThan(300);
    await waitFor(
      () => database.query<{ status: string }>("SELECT status FROM documents"),
      (docs) => docs.every((d) => d.status === "COMPLETED"),
      60_000,
    );
    const before = {
      documents: await rows(database, "documents", "id"),
      passages: await rows(database, "passages", "id"),
      personas: await rows(database, "personas", "id"),
      users: await rows(database, "users", "id"),
    };
    expect(before.passages.length).toBeGreaterThan(0);

    // The backup, asked for as `npm run backup` asks (the server holds the folder), while uploads and chats go on.
    const during = (async () => {
      const ids: string[] = [];
      for (const i of [4, 5, 6]) {
        const pdf = await makePdf([`Dokument ${i}, hochgeladen während der Sicherung.`]);
        const id = await upload(app, cookie, `Während ${i}.pdf`, pdf);
        uploaded.set(id, pdf);
        ids.push(id);
      }
      return ids;
    })();
    const chats = Promise.all(
      [1, 2, 3].map((i) =>
        app.inject({
          method: "POST",
          url: "/api/chat",
          payload: { persona: "demo", messages: [{ role: "user", content: `Wie atme ich ruhig? (${i})` }] },
        }),
      ),
    );
    const outcome = await backupCommand(server.env);
    expect(outcome.exitCode, outcome.lines.join("\n")).toBe(0);
    expect(outcome.lines[0]).toBe("The running server took the backup.");
    await during;
    for (const chat of await chats) expect(chat.statusCode).toBe(200);

    const backups = fs.readdirSync(path.join(dataDir, "backups"));
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatch(BACKUP_FILE_PATTERN);
    backupFile = path.join(dataDir, "backups", backups[0]!);
    // The console sees it as the last backup.
    const status = await server.ctx.backups.status();
    expect(status.last).toMatchObject({ ok: true, kind: "manual", file: backups[0], bytes: fs.statSync(backupFile).size });

    // Restored into a fresh DATA_DIR.
    const target = tmp("backup-dst");
    try {
      const restored = await restoreCommand(testEnv(target), backupFile);
      expect(restored.exitCode, restored.lines.join("\n")).toBe(0);
      const copy = await openDatabase({ dataDir: target });
      try {
        // Everything that was there before the backup is there, row for row.
        expect(await rows(copy, "personas", "id")).toEqual(before.personas);
        expect(await rows(copy, "users", "id")).toEqual(before.users);
        const docs = await rows(copy, "documents", "id");
        for (const row of before.documents) expect(docs).toContain(row);
        const passages = await rows(copy, "passages", "id");
        for (const row of before.passages) expect(passages).toContain(row);
        // Every document the backup holds has its file, byte for byte as uploaded.
        const keys = await copy.query<{ id: string; storage_key: string }>("SELECT id, storage_key FROM documents");
        expect(keys.length).toBeGreaterThanOrEqual(3);
        for (const { id, storage_key } of keys) {
          const restoredBytes = fs.readFileSync(path.join(target, "uploads", storage_key));
          expect(restoredBytes.equals(uploaded.get(id)!)).toBe(true);
        }
      } finally {
        await copy.close();
      }
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  }, 180_000);

  test("a restore into a DATA_DIR with data keeps the replaced data aside", async () => {
    const target = tmp("backup-aside");
    try {
      fs.mkdirSync(path.join(target, "uploads"), { recursive: true });
      fs.writeFileSync(path.join(target, "uploads", "1700000000000-alt.pdf"), "%PDF-alt");
      const outcome = await restoreCommand(testEnv(target), backupFile);
      expect(outcome.exitCode).toBe(0);
      const aside = fs.readdirSync(target).filter((n) => n.startsWith("replaced-"));
      expect(aside).toHaveLength(1);
      expect(fs.readFileSync(path.join(target, aside[0]!, "uploads", "1700000000000-alt.pdf"), "utf8")).toBe("%PDF-alt");
      expect(outcome.lines.join("\n")).toContain(aside[0]);
      expect(fs.existsSync(path.join(target, "pglite", "PG_VERSION"))).toBe(true);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  }, 60_000);

  test("the backup channel answers only with the secret from DATA_DIR", async () => {
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, CONTROL_FILE), "utf8")) as { port: number };
    expect(fs.statSync(path.join(dataDir, CONTROL_FILE)).mode & 0o077).toBe(0);
    const res = await fetch(`http://127.0.0.1:${info.port}/backup`, {
      method: "POST",
      headers: { authorization: "Bearer falsch" },
    });
    expect(res.status).toBe(401);
  });
});

describe("backup without a running server", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tmp("backup-offline");
    const server = await startServer(dataDir);
    await server.close();
  }, 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test("the CLI opens the folder itself, and leaves no backup channel behind", async () => {
    expect(fs.existsSync(path.join(dataDir, CONTROL_FILE))).toBe(false);
    const outcome = await backupCommand(testEnv(dataDir));
    expect(outcome.exitCode, outcome.lines.join("\n")).toBe(0);
    expect(outcome.lines[0]).toMatch(/^Backup written: .*backup-\d{8}-\d{9}Z-manual\.tar\.gz$/);
    // The lock is free again: a server could start.
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  }, 60_000);

  test("a DATA_DIR without a database has nothing to back up", async () => {
    const empty = tmp("backup-empty");
    try {
      const outcome = await backupCommand(testEnv(empty));
      expect(outcome).toEqual({ exitCode: 1, lines: [`No embedded database in ${empty} (DATA_DIR): nothing to back up.`] });
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  test("on PostgreSQL both commands say so and point to the operations guide", async () => {
    const env = testEnv(dataDir, { DATABASE_URL: "postgres://u@127.0.0.1:1/x" });
    const backup = await backupCommand(env);
    expect(backup.exitCode).toBe(2);
    expect(backup.lines.join(" ")).toMatch(/pg_dump.*docs\/operations\.md/);
    const restore = await restoreCommand(env, "x.tar.gz");
    expect(restore.exitCode).toBe(2);
    expect(restore.lines.join(" ")).toMatch(/pg_restore/);
  });
});
