import { loadEnv } from "../env";
import { restoreCommand } from "../features/backup/commands";
import { redactSecrets } from "../redact";
import { loadDotEnv } from "../serve";

/**
 * npm run restore -- <file>
 * Brings a backup back into DATA_DIR; refused while a server runs on it, and
 * for a damaged or newer backup. The data it replaces is moved aside, never
 * deleted (docs/operations.md).
 */
async function main() {
  loadDotEnv();
  const outcome = await restoreCommand(loadEnv(), process.argv[2]);
  for (const line of outcome.lines) (outcome.exitCode ? console.error : console.log)(line);
  process.exit(outcome.exitCode);
}

main().catch((err: unknown) => {
  console.error(redactSecrets(err instanceof Error ? err.message : String(err)));
  process.exit(1);
});
