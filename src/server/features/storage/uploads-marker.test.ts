import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSecondInstance, createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { freshDatabase, type TestDatabase } from "#tests/helpers/db";
import { multipart } from "#tests/helpers/multipart";
import { startServerProcess } from "#tests/helpers/server-process";
import { makePdf } from "#tests/fixtures/pdf";
import { checkUploadsFolder, MARKER_FILE, UploadsFolderError } from "./uploads-marker";

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));

describe("the uploads folder check where no marker is needed", () => {
  test("PGlite starts without one", async () => {
    const db = await freshDatabase("pglite");
    const dir = tmp("pglite");
    try {
      expect(await checkUploadsFolder({ DATA_DIR: dir }, db.database)).toBe("not-needed");
      expect(fs.existsSync(path.join(dir, "uploads", MARKER_FILE))).toBe(false);
    } finally {
      await db.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("several instances on one PostgreSQL with files on local disk", () => {
  let a: TestApp;
  let shared: string;
  const dirs: string[] = [];
  beforeAll(async () => {
    shared = tmp("shared");
    a = await createTestApp("postgres", { DATA_DIR: shared });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    for (const d of [shared, ...dirs]) fs.rmSync(d, { recursive: true, force: true });
  });

  test("the first start writes a marker into the folder and records it; an instance sharing the folder starts", async () => {
    const marker = fs.readFileSync(path.join(shared, "uploads", MARKER_FILE), "utf8").trim();
    expect(marker).toMatch(/^[0-9a-f-]{36}$/);
    expect(await a.db.database.query("SELECT value FROM app_state WHERE key = 'uploads_marker'")).toEqual([{ value: marker }]);
    const b = await createSecondInstance(a);
    await b.close();
  });

  test("an instance with its own DATA_DIR refuses to start and says what to set", async () => {
    const own = tmp("own");
    dirs.push(own);
    const err = await createSecondInstance(a, { DATA_DIR: own }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadsFolderError);
    const message = (err as Error).message;
    expect(message).toContain(path.resolve(own, "uploads"));
    expect(message).toMatch(/DATA_DIR/);
    expect(message).toMatch(/S3_BUCKET/);
    expect(message).toMatch(/npm run uploads:adopt/);
    // A folder with a marker of its own (another installation's) is refused too.
    fs.mkdirSync(path.join(own, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(own, "uploads", MARKER_FILE), "00000000-0000-4000-8000-000000000000\n");
    await expect(createSecondInstance(a, { DATA_DIR: own })).rejects.toThrow(/says 00000000-0000-4000-8000-000000000000/);
  });

  test("the production start-up refuses that configuration: exit code 1 and the message, before listening", async () => {
    const own = tmp("process");
    dirs.push(own);
    const err = await startServerProcess({ DATABASE_URL: a.db.url!, DATA_DIR: own }, 60_000).catch((e: unknown) => e as Error);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/exited with 1 before listening/);
    expect((err as Error).message).toMatch(/S3_BUCKET/);
  }, 90_000);

  test("object storage needs no shared folder", async () => {
    const own = tmp("s3");
    dirs.push(own);
    expect(await checkUploadsFolder({ DATA_DIR: own, S3_BUCKET: "uploads" }, a.db.database)).toBe("not-needed");
  });

  test("a single instance whose folder was moved whole starts; an empty new folder is refused until adopted", async () => {
    const cookie = await loginCookie(a.app);
    const { payload, headers } = multipart("Umzug.pdf", await makePdf(["Ein Dokument, das mit umzieht."]));
    const id = (
      (await a.app.inject({ method: "POST", url: "/api/documents", payload, headers: { ...headers, cookie } })).json() as {
        id: string;
      }
    ).id;
    // Moved on purpose: the whole uploads folder, marker included.
    const moved = tmp("moved");
    dirs.push(moved);
    fs.cpSync(path.join(shared, "uploads"), path.join(moved, "uploads"), { recursive: true });
    const b = await createSecondInstance(a, { DATA_DIR: moved });
    try {
      expect((await b.app.inject({ url: `/api/documents/${id}/file`, headers: { cookie } })).statusCode).toBe(200);
    } finally {
      await b.close();
    }
    // A fresh, empty folder is refused; `npm run uploads:adopt` takes it into use on purpose.
    const fresh = tmp("fresh");
    dirs.push(fresh);
    await expect(createSecondInstance(a, { DATA_DIR: fresh })).rejects.toThrow(UploadsFolderError);
    const adopt = spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/uploads-adopt.ts"], {
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: a.db.url!, DATA_DIR: fresh },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(adopt.status).toBe(0);
    expect(adopt.stdout).toMatch(/Recorded .* as the uploads folder/);
    expect(adopt.stdout).toMatch(/1 document\(s\) have no file in this folder/);
    const c = await createSecondInstance(a, { DATA_DIR: fresh });
    await c.close();
    // And back to the shared folder for the other tests.
    await expect(createSecondInstance(a)).rejects.toThrow(UploadsFolderError);
    fs.copyFileSync(path.join(fresh, "uploads", MARKER_FILE), path.join(shared, "uploads", MARKER_FILE));
  }, 90_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the first check on a database from before markers", () => {
  let db: TestDatabase;
  const dirs: string[] = [];
  beforeAll(async () => {
    db = await freshDatabase("postgres");
  });
  afterAll(async () => {
    await db.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  test("a folder that holds none of the documents' files is refused; the one that holds them is recorded", async () => {
    const withFiles = tmp("with-files");
    const empty = tmp("empty");
    dirs.push(withFiles, empty);
    fs.mkdirSync(path.join(withFiles, "uploads"));
    fs.writeFileSync(path.join(withFiles, "uploads", "1700000000000-alt.pdf"), "%PDF-1.4");
    await db.database.query(
      "INSERT INTO documents (title, storage_key, url, size_bytes) VALUES ('alt.pdf', '1700000000000-alt.pdf', '/x', 8)",
    );
    await expect(checkUploadsFolder({ DATA_DIR: empty }, db.database)).rejects.toThrow(/holds none of the files/);
    expect(await checkUploadsFolder({ DATA_DIR: withFiles }, db.database)).toBe("recorded");
    expect(await checkUploadsFolder({ DATA_DIR: withFiles }, db.database)).toBe("matched");
  });
});
