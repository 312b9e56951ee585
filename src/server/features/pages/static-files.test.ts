import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { buildOrigin, loadStaticFiles } from "./static-files";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A build/client folder with a prerendered home and one more page, built for http://localhost:3000. */
function build(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "static-"));
  dirs.push(root);
  const page = (p: string) =>
    `<!DOCTYPE html><html><head><link rel="canonical" href="http://localhost:3000${p}"/>` +
    `<meta property="og:url" content="http://localhost:3000${p}"/><script>window.x=1</script></head><body></body></html>`;
  fs.writeFileSync(path.join(root, "index.html"), page("/"));
  fs.mkdirSync(path.join(root, "en"));
  fs.writeFileSync(path.join(root, "en", "index.html"), page("/en"));
  fs.writeFileSync(path.join(root, "robots.txt"), "Sitemap: http://localhost:3000/sitemap.xml");
  return root;
}

test("prerendered pages name the running SITE_URL, whatever the build was made for", () => {
  const root = build();
  expect(buildOrigin(root)).toBe("http://localhost:3000");
  const files = loadStaticFiles(root, "https://coaching.example.de");
  const en = files.get("/en")!.body.toString();
  expect(en).toContain('<link rel="canonical" href="https://coaching.example.de/en"/>');
  expect(en).toContain('content="https://coaching.example.de/en"');
  expect(en).not.toContain("localhost:3000");
  // Only pages are rewritten; the inline script's hash still matches the page served.
  expect(files.get("/robots.txt")!.body.toString()).toContain("localhost:3000");
  expect(files.get("/")!.csp).toMatch(/script-src[^;]*'sha256-/);
});

test("the same origin, or none given, leaves the files as built", () => {
  const root = build();
  expect(loadStaticFiles(root, "http://localhost:3000").get("/")!.body.toString()).toContain("http://localhost:3000/");
  expect(loadStaticFiles(root).get("/en")!.body.toString()).toContain("http://localhost:3000/en");
});
