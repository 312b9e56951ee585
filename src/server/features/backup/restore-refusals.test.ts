import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "../../db/client";
import { createLocalStorage } from "../storage/local-storage";
import { createArchiveWriter, readAll, readArchive } from "./archive";
import { createBackup } from "./create";
import { withDeletionHold } from "./hold";
import { MANIFEST_ENTRY } from "./manifest";
import { restoreBackup, RestoreRefusedError } from "./restore";

/** What a restore refuses, and that a refused restore changes nothing. */

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));

/** A copy of `file` with its manifest changed by `edit`. */
async function withManifest(file: string, out: string, edit: (m: Record<string, unknown>) => void): Promise<void> {
  const writer = createArchiveWriter(out);
  for await (const entry of readArchive(file)) {
    const bytes = await readAll(entry.body);
    if (entry.name === MANIFEST_ENTRY) {
      const manifest = JSON.parse(bytes.toString("utf8")) as Record<string, unknown>;
      edit(manifest);
      await writer.add(entry.name, Buffer.from(JSON.stringify(manifest)));
    } else await writer.add(entry.name, bytes);
  }
  await writer.finish();
}

describe("restore refuses", () => {
  let work: string;
  let backup: string;
  /** A DATA_DIR with data of its own, which no refused restore may touch. */
  let target: string;
  const snapshot = () =>
    fs
      .readdirSync(target, { recursive: true })
      .map(String)
      .filter((n) => !n.startsWith("pglite"))
      .sort();
  let before: string[];

  beforeAll(async () => {
    work = tmp("restore-refusals");
    const source = path.join(work, "source");
    const database = await openDatabase({ dataDir: source });
    try {
      const storage = createLocalStorage(path.join(source, "uploads"));
      const key = await storage.put("Leitfaden.pdf", Buffer.from("%PDF-1.4 Leitfaden"));
      await database.query(
        "INSERT INTO documents (title, storage_key, url, size_bytes, status) VALUES ($1, $2, $3, $4, 'COMPLETED')",
        ["Leitfaden", key, `/api/documents/file/${key}`, 18],
      );
      const result = await createBackup({
        database,
        storage,
        uploads: "local",
        backupDir: path.join(work, "backups"),
        kind: "manual",
      });
      backup = result.file;
      expect(result.manifest.uploads.files).toHaveLength(1);
    } finally {
      await database.close();
    }
    target = path.join(work, "target");
    fs.mkdirSync(path.join(target, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(target, "uploads", "1700000000000-eigen.pdf"), "%PDF-eigen");
    before = snapshot();
  }, 120_000);
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  const refused = async (file: string, message: RegExp) => {
    const err = await restoreBackup(file, target).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RestoreRefusedError);
    expect((err as Error).message).toMatch(message);
    expect((err as Error).message).toMatch(/Nothing was changed\.$/);
    expect(snapshot()).toEqual(before);
  };

  test("while a server runs on the folder", async () => {
    const running = await openDatabase({ dataDir: target });
    try {
      await refused(backup, /A server is running on .*: stop it first/);
    } finally {
      await running.close();
    }
    fs.rmSync(path.join(target, "pglite"), { recursive: true, force: true });
  }, 60_000);

  test("a file that is cut off", async () => {
    const cut = path.join(work, "cut.tar.gz");
    const bytes = fs.readFileSync(backup);
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await refused(cut, /damaged or not a backup/);
  });

  test("a file with altered bytes", async () => {
    const altered = path.join(work, "altered.tar.gz");
    const bytes = Buffer.from(fs.readFileSync(backup));
    for (let i = 2000; i < 2100; i++) bytes[i] = bytes[i]! ^ 0xff;
    fs.writeFileSync(altered, bytes);
    await refused(altered, /damaged/);
  });

  test("a file that is no backup", async () => {
    const other = path.join(work, "other.tar.gz");
    fs.writeFileSync(other, "das ist keine Sicherung");
    await refused(other, /damaged or not a backup/);
  });

  test("a file whose entry does not match its checksum", async () => {
    const wrong = path.join(work, "wrong-sum.tar.gz");
    await withManifest(backup, wrong, (m) => {
      const uploads = m.uploads as { files: { sha256: string }[] };
      uploads.files[0]!.sha256 = "0".repeat(64);
    });
    await refused(wrong, /uploads\/000001 in the backup does not match its checksum/);
  });

  test("a backup of a newer schema", async () => {
    const newer = path.join(work, "newer.tar.gz");
    await withManifest(backup, newer, (m) => {
      const schema = m.schema as { migrations: number; lastMigrationAt: number };
      schema.migrations += 1;
      schema.lastMigrationAt += 86_400_000;
      m.appVersion = "9.9.9";
    });
    await refused(newer, /comes from a newer version \(9\.9\.9.*update the application/);
  });

  test("a backup of a newer format", async () => {
    const newer = path.join(work, "format.tar.gz");
    await withManifest(backup, newer, (m) => {
      m.format = 2;
    });
    await refused(newer, /format 2, this version reads format 1/);
  });

  test("a manifest naming a file outside the uploads", async () => {
    const escape = path.join(work, "escape.tar.gz");
    await withManifest(backup, escape, (m) => {
      const uploads = m.uploads as { files: { key: string }[] };
      uploads.files[0]!.key = "../../pglite.lock";
    });
    await refused(escape, /no upload of this application/);
  });

  test("a missing file", async () => {
    await expect(restoreBackup(path.join(work, "gibt-es-nicht.tar.gz"), target)).rejects.toThrow(/No such backup file/);
  });
});

describe("deletions during a backup", () => {
  test("wait until the backup has copied the files, then run", async () => {
    const dir = tmp("hold");
    try {
      const held = withDeletionHold(createLocalStorage(dir));
      const key = await held.storage.put("a.pdf", Buffer.from("%PDF"));
      const release = held.holdDeletions();
      await held.storage.delete(key);
      expect((await held.storage.get(key)).toString()).toBe("%PDF");
      await release();
      await expect(held.storage.get(key)).rejects.toMatchObject({ code: "ENOENT" });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
