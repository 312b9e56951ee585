import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { BackupStatus } from "#shared/api/backups";
import { createTestApp, loginCookie, TEST_ADMIN } from "#tests/helpers/app";
import { buildApp } from "../../app";
import type { AppContext } from "../../context";
import { openDatabase, type Database } from "../../db/client";
import { loadEnv } from "../../env";
import { runStartupTasks } from "../../startup";
import type { FastifyInstance } from "fastify";
import { createLocalStorage } from "../storage/local-storage";
import { withDeletionHold } from "./hold";
import { createBackupService } from "./service";

/** The owner's daily backup: the setting in the console, run by housekeeping, with retention and a visible failure. */

describe("daily backup on the embedded database", () => {
  let dataDir: string;
  let backupDir: string;
  let database: Database;
  let app: FastifyInstance;
  let ctx: AppContext;
  let cookie: string;
  const scheduled = () => fs.readdirSync(backupDir).filter((n) => n.endsWith("-scheduled.tar.gz"));

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-schedule-"));
    backupDir = path.join(dataDir, "elsewhere");
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
    });
    database = await openDatabase({ dataDir });
    ({ app, ctx } = await buildApp({ env, database, logger: false }));
    await runStartupTasks(ctx);
    await app.ready();
    cookie = await loginCookie(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const status = async () => (await app.inject({ url: "/api/settings/backups", headers: { cookie } })).json() as BackupStatus;

  test("off until the owner turns it on; the change is audited", async () => {
    expect(await status()).toMatchObject({
      available: true,
      database: "pglite",
      directory: backupDir,
      settings: { enabled: false, keep: 7 },
      last: null,
      lastSuccess: null,
      nextDueAt: null,
      running: false,
    });
    expect(await ctx.housekeeping.runOnce()).toMatchObject({ backups: 0 });

    const bad = await app.inject({
      method: "PUT",
      url: "/api/settings/backups",
      headers: { cookie },
      payload: { enabled: true, keep: 0 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: "settings-invalid" });

    // The setting and its audit entry are one transaction: with the log failing, nothing changes.
    await database.query(
      "CREATE OR REPLACE FUNCTION audit_down() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$",
    );
    await database.query("CREATE TRIGGER audit_down BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_down()");
    const unaudited = await app.inject({
      method: "PUT",
      url: "/api/settings/backups",
      headers: { cookie },
      payload: { enabled: true, keep: 5 },
    });
    await database.query("DROP TRIGGER audit_down ON audit_log");
    expect(unaudited.statusCode).toBe(500);
    expect((await status()).settings).toEqual({ enabled: false, keep: 7 });

    const res = await app.inject({
      method: "PUT",
      url: "/api/settings/backups",
      headers: { cookie },
      payload: { enabled: true, keep: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as BackupStatus).settings).toEqual({ enabled: true, keep: 2 });
    expect((res.json() as BackupStatus).nextDueAt).not.toBeNull();
    const audit = await database.query<{ action: string; details: unknown }>(
      "SELECT action, details FROM audit_log WHERE action LIKE 'backups.%'",
    );
    expect(audit).toEqual([{ action: "backups.settings", details: { changed: ["dailyBackup", "backupsKept"] } }]);
  });

  test("housekeeping takes it when due, once a day, and keeps the newest scheduled ones; manual ones stay", async () => {
    expect(await ctx.housekeeping.runOnce()).toMatchObject({ backups: 1 });
    expect(scheduled()).toHaveLength(1);
    const after = await status();
    expect(after.last).toMatchObject({ ok: true, kind: "scheduled", file: scheduled()[0], error: null });
    expect(after.last!.bytes).toBe(fs.statSync(path.join(backupDir, scheduled()[0]!)).size);
    expect(after.lastSuccess).toEqual(after.last);
    // Not due again within the day.
    expect(await ctx.housekeeping.runOnce()).toMatchObject({ backups: 0 });

    // A backup from the console: kept whatever the retention.
    const manual = await app.inject({ method: "POST", url: "/api/settings/backups/run", headers: { cookie } });
    expect(manual.statusCode).toBe(200);
    expect((manual.json() as BackupStatus).last).toMatchObject({ ok: true, kind: "manual" });

    // Two more days: the oldest scheduled backup goes, two stay.
    for (let day = 0; day < 2; day++) {
      await database.query(
        "UPDATE app_state SET value = jsonb_set(value::jsonb, '{at}', to_jsonb(to_char((value::jsonb->>'at')::timestamptz - interval '25 hours', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')))::text WHERE key = 'backup.last-scheduled'",
      );
      expect(await ctx.housekeeping.runOnce()).toMatchObject({ backups: 1 });
    }
    expect(scheduled()).toHaveLength(2);
    expect(fs.readdirSync(backupDir).filter((n) => n.endsWith("-manual.tar.gz"))).toHaveLength(1);
  }, 120_000);

  test("a failed backup is recorded with its reason, and the last good one still shows", async () => {
    const blocker = path.join(dataDir, "a-file");
    fs.writeFileSync(blocker, "");
    const broken = createBackupService({
      database,
      held: withDeletionHold(createLocalStorage(path.join(dataDir, "uploads"))),
      uploads: "local",
      backupDir: path.join(blocker, "backups"),
      log: app.log,
      redact: (t) => t,
    });
    await expect(broken.run("manual")).rejects.toThrow();
    const after = await status();
    expect(after.last).toMatchObject({ ok: false, kind: "manual", file: null, bytes: null });
    expect(after.last!.error).toMatch(/ENOTDIR|not a directory/);
    expect(after.lastSuccess).toMatchObject({ ok: true });
  });
});

describe("daily backup on PostgreSQL", () => {
  test.runIf(process.env.TEST_DATABASE_URL)("is not offered: the console says so and refuses the setting", async () => {
    const t = await createTestApp("postgres");
    try {
      const cookie = await loginCookie(t.app);
      const res = await t.app.inject({ url: "/api/settings/backups", headers: { cookie } });
      expect(res.json()).toMatchObject({ available: false, database: "postgres", directory: null, nextDueAt: null });
      const put = await t.app.inject({
        method: "PUT",
        url: "/api/settings/backups",
        headers: { cookie },
        payload: { enabled: true, keep: 3 },
      });
      expect(put.statusCode).toBe(409);
      expect(put.json()).toMatchObject({ code: "backups-unavailable" });
      expect((await t.app.inject({ method: "POST", url: "/api/settings/backups/run", headers: { cookie } })).statusCode).toBe(
        409,
      );
    } finally {
      await t.close();
    }
  });
});
