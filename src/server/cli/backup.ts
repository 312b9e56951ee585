import { loadEnv } from "../env";
import { backupCommand } from "../features/backup/commands";
import { redactSecrets } from "../redact";
import { loadDotEnv } from "../serve";

/**
 * npm run backup
 * One consistent backup of the embedded database and the uploaded files into
 * BACKUP_DIR (default DATA_DIR/backups), also while the server runs
 * (docs/operations.md, docs/decisions/038-backups.md).
 */
async function main() {
  loadDotEnv();
  const outcome = await backupCommand(loadEnv());
  for (const line of outcome.lines) (outcome.exitCode ? console.error : console.log)(line);
  process.exit(outcome.exitCode);
}

main().catch((err: unknown) => {
  console.error(redactSecrets(err instanceof Error ? err.message : String(err)));
  process.exit(1);
});
