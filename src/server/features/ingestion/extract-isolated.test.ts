import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, test } from "vitest";
import { makeInflatingPdf, makePdf } from "#tests/fixtures/pdf";
import { IngestionError } from "./extract";
import { DATA_LIMIT_FACTOR, createPdfExtractor, residentMb } from "./extract-isolated";

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (err: unknown) => (err instanceof IngestionError ? err.code : `error: ${(err as Error).message}`),
  );

describe("PDF extraction in its own process, from source", () => {
  const extractor = createPdfExtractor({ maxMemoryMb: 256, timeoutMs: 20_000 });
  afterAll(() => extractor.close());

  test("the process runs under a data limit and is replaced after it was killed at its memory limit", async () => {
    const pdf = await makePdf(["Ruhig atmen hilft gegen Lampenfieber."]);
    expect((await extractor.extract(pdf)).pages[0]?.text).toContain("Lampenfieber");
    const pid = extractor.pid();
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    if (process.platform === "linux") {
      const limits = fs.readFileSync(`/proc/${pid}/limits`, "utf8");
      expect(limits).toMatch(new RegExp(`Max data size\\s+${256 * DATA_LIMIT_FACTOR * 1024 * 1024}\\s`));
      expect(residentMb(pid!)).toBeLessThan(256);
    }
    // A bomb kills that process; the next document gets a fresh one.
    expect(await codeOf(extractor.extract(await makeInflatingPdf("content", 900)))).toBe("too-large");
    expect(extractor.pid()).toBeUndefined();
    expect((await extractor.extract(pdf)).pages[0]?.text).toContain("Lampenfieber");
    expect(extractor.pid()).not.toBe(pid);
  }, 60_000);

  test("past the deadline the process is killed and the document counts as timed out", async () => {
    // Plenty of memory, little time: 50 pages that each inflate to 64 MiB keep pdf.js busy for seconds.
    const slow = createPdfExtractor({ maxMemoryMb: 4096, timeoutMs: 300 });
    try {
      const started = performance.now();
      expect(await codeOf(slow.extract(await makeInflatingPdf("pages", 64)))).toBe("timeout");
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(await codeOf(slow.extract(await makePdf(["Danach geht es weiter."])))).toBe("ok");
    } finally {
      await slow.close();
    }
  }, 60_000);
});

test("the production bundle starts its extraction process from the file next to it", { timeout: 120_000 }, async () => {
  // Build into a scratch copy, so the shared build/ folder is not touched.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "server-bundle-"));
  try {
    for (const entry of ["src", "scripts", "package.json", "site.config.json"])
      fs.cpSync(entry, path.join(work, entry), { recursive: true });
    fs.symlinkSync(path.resolve("node_modules"), path.join(work, "node_modules"));
    execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: work, stdio: "pipe" });
    const out = path.join(work, "build/server-app");
    expect(fs.existsSync(path.join(out, "extract-child.js"))).toBe(true);
    // A probe bundled like the server, next to it: the extractor in a bundle looks beside itself.
    const probe = path.join(work, "probe.ts");
    fs.writeFileSync(
      probe,
      `import { readFileSync } from "node:fs";
       import { createPdfExtractor } from "./src/server/features/ingestion/extract-isolated";
       const extractor = createPdfExtractor({ maxMemoryMb: 256 });
       const results = [];
       for (const file of process.argv.slice(2)) {
         results.push(await extractor.extract(readFileSync(file)).then((r) => r.pages[0].text, (e) => e.code ?? e.message));
       }
       await extractor.close();
       console.log(JSON.stringify(results));`,
    );
    await build({
      entryPoints: [probe],
      outfile: path.join(out, "probe.js"),
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      logLevel: "silent",
    });
    fs.writeFileSync(path.join(work, "text.pdf"), await makePdf(["Aus dem Bündel gelesen."]));
    fs.writeFileSync(path.join(work, "bomb.pdf"), await makeInflatingPdf("content", 900));
    const output = execFileSync(
      process.execPath,
      [path.join(out, "probe.js"), path.join(work, "text.pdf"), path.join(work, "bomb.pdf")],
      {
        cwd: work,
        encoding: "utf8",
      },
    );
    expect(JSON.parse(output)).toEqual(["Aus dem Bündel gelesen.", "too-large"]);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
