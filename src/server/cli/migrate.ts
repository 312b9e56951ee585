import { openDatabase } from "../db/client";
import { loadEnv } from "../env";

/** npm run db:migrate: applies pending migrations (they also run at every start). */
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
await database.close();
console.log("Migrations applied.");
