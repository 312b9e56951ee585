import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { DatabaseLockedError, openDatabase } from "./client";

/**
 * Each story opens a fresh folder: PGlite creates its cluster on disk and runs every migration, 12 to 17 s
 * here with the machine half busy. Under a loaded CI machine that went past 30 s, so these get their own limit.
 */
const FRESH_FOLDER_MS = 150_000;

test(
  "a second opener of the same PGlite folder stops with a clear message",
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/already in use by another process/);
    } finally {
      await first.close();
    }
    // After a clean close the folder opens again, with its data.
    const again = await openDatabase({ dataDir: dir });
    expect(await again.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  },
  FRESH_FOLDER_MS,
);

test(
  "a lock left by a dead process is taken over",
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-stale-"));
    fs.writeFileSync(path.join(dir, "pglite.lock"), JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname() }));
    const db = await openDatabase({ dataDir: dir });
    const lock = JSON.parse(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8")) as { pid: number };
    expect(lock.pid).toBe(process.pid);
    expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  },
  FRESH_FOLDER_MS,
);
