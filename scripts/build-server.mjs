// Bundles the Fastify server (src/server/index.ts) into build/server-app with
// esbuild; npm packages stay external and are loaded from node_modules.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("build/server-app", { recursive: true, force: true });
await build({
  entryPoints: {
    index: "src/server/index.ts",
    "admin-create": "src/server/cli/admin-create.ts",
    // Backups of the embedded database, in images without tsx (docs/operations.md).
    backup: "src/server/cli/backup.ts",
    restore: "src/server/cli/restore.ts",
    // PDF extraction runs in a separate process (extract-isolated.ts) that runs this file.
    "extract-child": "src/server/features/ingestion/extract-child.ts",
  },
  outdir: "build/server-app",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
cpSync("src/server/db/migrations", "build/server-app/migrations", { recursive: true });
// The search's synonym tables, read next to the bundle (src/server/features/search/thesaurus.ts).
cpSync("src/server/features/search/thesaurus", "build/server-app/thesaurus", { recursive: true });
// The widget's loader for other sites (/embed.js, src/embed/loader.ts): small, self-contained, for browsers of the last years.
rmSync("build/embed", { recursive: true, force: true });
await build({
  entryPoints: { embed: "src/embed/loader.ts" },
  outdir: "build/embed",
  bundle: true,
  platform: "browser",
  format: "iife",
  target: ["chrome100", "firefox100", "safari16"],
  minify: true,
  legalComments: "none",
  logLevel: "warning",
});
console.log("server bundled to build/server-app, widget loader to build/embed");
