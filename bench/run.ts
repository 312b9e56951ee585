/** npm run bench: every benchmark in turn; each prints its own figures. */
import { execFileSync } from "node:child_process";

for (const file of [
  "first-audio.ts",
  "turn-taking.ts",
  "ingestion.ts",
  "search.ts",
  "retrieval.ts",
  "semantic.ts",
  "load.ts",
  "lighthouse.ts",
  "particles.ts",
  "widget.ts",
  "backup.ts",
  "redaction.ts",
  "metrics.ts",
]) {
  console.log(`\n=== bench/${file} ===`);
  try {
    execFileSync(process.execPath, ["--import", "tsx", `bench/${file}`], { stdio: "inherit" });
  } catch {
    console.log(`bench/${file} failed`);
  }
}
