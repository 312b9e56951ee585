import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import type { Engine } from "#tests/helpers/db";
import { multipart } from "#tests/helpers/multipart";

/** What the knowledge-base tests (documents*.test.ts) share. */

/** Three pages of German text, each on its own topic. */
export const GERMAN_PAGES = [
  "Lampenfieber vor einem Vortrag ist völlig normal. Eine ruhige Bauchatmung und gute Vorbereitung helfen, die Aufregung in Energie zu verwandeln.",
  "Guter Schlaf beginnt am Abend: Bildschirme eine Stunde vor dem Zubettgehen weglegen und Gedanken aufschreiben.",
  "Konflikte im Team lassen sich mit Ich-Botschaften entschärfen. Größere Spannungen brauchen ein moderiertes Gespräch.",
];

/**
 * Starts the app on `engine` for the surrounding describe block, with an
 * operator signed in. `t`, `cookie` and `dataDir` exist once beforeAll has
 * run, so tests read them from the returned object.
 */
export function useKnowledgeBase(engine: Engine) {
  let started: TestApp | undefined;
  let cookie = "";
  let dataDir = "";
  const app = () => {
    if (!started) throw new Error("the app starts in beforeAll");
    return started;
  };
  const upload = (name: string, bytes: Buffer, type?: string) => {
    const { payload, headers } = multipart(name, bytes, type);
    return app().app.inject({ method: "POST", url: "/api/documents", payload, headers: { ...headers, cookie } });
  };
  const getDoc = async (id: string) => {
    const list = (await app().app.inject({ url: "/api/documents", headers: { cookie } })).json<
      { id: string; status: string; error: string | null }[]
    >();
    return list.find((d) => d.id === id);
  };
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kb-"));
    started = await createTestApp(engine, { DATA_DIR: dataDir, MAX_UPLOAD_MB: "1", INGESTION_MAX_MEMORY_MB: "256" });
    cookie = await loginCookie(app().app);
  });
  afterAll(async () => {
    await started?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get t() {
      return app();
    },
    get cookie() {
      return cookie;
    },
    get dataDir() {
      return dataDir;
    },
    upload,
    getDoc,
  };
}
