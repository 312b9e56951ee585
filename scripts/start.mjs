// npm start: builds what is missing (or older than the sources), then serves
// the whole site and API on PORT (default 3000) in production mode.
// A .env file in the working directory is read first (Node's own parser):
// its values reach the build (VITE_SITE_URL) and win over this script's
// defaults below; variables already set in the environment win over it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const envFile = process.env.ENV_FILE || ".env";
if (process.env.NODE_ENV !== "test" && envFile !== "none" && existsSync(envFile)) process.loadEnvFile(envFile);

const stamp = "build/server-app/index.js";
const sources = Math.max(newestMtime("src"), newestMtime("public"), statSync("site.config.json").mtimeMs);
if (!existsSync(stamp) || !existsSync("build/server/index.js") || statSync(stamp).mtimeMs < sources) {
  console.log("Building the site (first start or changed sources)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync(process.execPath, ["--enable-source-maps", stamp], {
  stdio: "inherit",
  env: { NODE_ENV: "production", HOST: "0.0.0.0", ...process.env },
});
process.exit(server.status ?? 0);
