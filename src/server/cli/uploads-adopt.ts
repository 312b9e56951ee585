import { openDatabase } from "../db/client";
import { loadEnv } from "../env";
import { adoptUploadsFolder } from "../features/storage/uploads-marker";
import { redactSecrets } from "../redact";

/**
 * npm run uploads:adopt
 * Records DATA_DIR/uploads as the uploads folder of this PostgreSQL database,
 * for when the folder was replaced on purpose (see docs/operations.md). Every
 * instance must then use this folder.
 */
async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    console.log("Not needed: with the embedded database the files live beside it in DATA_DIR.");
    return;
  }
  const database = await openDatabase({ url: env.DATABASE_URL, poolSize: 2 });
  try {
    const result = await adoptUploadsFolder(env, database);
    if (!result) {
      console.log("Not needed: uploaded files live in object storage (S3_BUCKET).");
      return;
    }
    console.log(`Recorded ${result.dir} (marker ${result.marker}) as the uploads folder.`);
    if (result.missing)
      console.log(`${result.missing} document(s) have no file in this folder; they cannot be opened or indexed again.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(redactSecrets(err instanceof Error ? err.message : String(err)));
  process.exit(1);
});
