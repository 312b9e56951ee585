import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { acquireLock, DatabaseLockedError, processStartTicks } from "./pglite-lock";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, "pglite.lock");
const writeLock = (holder: object) => fs.writeFileSync(lockFile(), JSON.stringify(holder));
const readLock = () => JSON.parse(fs.readFileSync(lockFile(), "utf8"));

test("a second lock of the same folder in this process is refused, and released it can be taken again", () => {
  const release = acquireLock(dir);
  expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
  release();
  expect(fs.existsSync(lockFile())).toBe(false);
  acquireLock(dir)();
});

test("an earlier life of this process's pid holds nothing: a container's pid 1 starts again after an unclean stop", () => {
  writeLock({ pid: process.pid, host: os.hostname(), token: "an-earlier-life", startTicks: 1 });
  const release = acquireLock(dir);
  expect(readLock().pid).toBe(process.pid);
  expect(readLock().token).not.toBe("an-earlier-life");
  release();
});

test("a lock from another host is stale", () => {
  writeLock({ pid: process.ppid, host: `${os.hostname()}-gone`, token: "t" });
  acquireLock(dir)();
});

test("a lock of a dead process is taken over, and so is an unreadable one", () => {
  writeLock({ pid: 2 ** 22 + 12345, host: os.hostname(), token: "t" });
  acquireLock(dir)();
  fs.writeFileSync(lockFile(), '{"pid": 1, "ho');
  acquireLock(dir)();
});

test.runIf(processStartTicks(process.pid) !== undefined)(
  "a live process holds its lock; a live pid that started at another time (reused) does not",
  async () => {
    const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      await new Promise<void>((resolve, reject) => child.once("spawn", resolve).once("error", reject));
      const pid = child.pid!;
      writeLock({ pid, host: os.hostname(), token: "child", startTicks: processStartTicks(pid) });
      expect(() => acquireLock(dir)).toThrow(new RegExp(`pid ${pid}`));
      writeLock({ pid, host: os.hostname(), token: "child", startTicks: processStartTicks(pid)! - 1 });
      acquireLock(dir)();
    } finally {
      child.kill();
    }
  },
);

test("a lock written before tokens by another live process still holds", () => {
  writeLock({ pid: process.ppid, host: os.hostname() });
  expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
});

test("releasing does not remove a lock that another process has taken over meanwhile", () => {
  const release = acquireLock(dir);
  writeLock({ pid: process.ppid, host: os.hostname(), token: "someone-else" });
  release();
  expect(readLock().token).toBe("someone-else");
});
