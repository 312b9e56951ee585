import { createInterface } from "node:readline/promises";
import { openDatabase } from "../db/client";
import { loadEnv } from "../env";
import { createAuthService } from "../features/auth/service";
import { redactSecrets } from "../redact";

/**
 * npm run admin:create -- <email> [password]
 * Creates an owner account, or resets an account's password and makes it an
 * owner (the way back in when no owner can sign in). Without a password
 * argument it reads one from ADMIN_PASSWORD or asks on the terminal.
 */
async function main() {
  const env = loadEnv();
  const email = process.argv[2] ?? env.ADMIN_EMAIL;
  let password = process.argv[3] ?? env.ADMIN_PASSWORD;
  if (!email) {
    console.error("Usage: npm run admin:create -- <email> [password]");
    process.exit(2);
  }
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question("Password (min. 12 characters): ");
    rl.close();
  }
  if (password.length < 12) {
    console.error("The password must be at least 12 characters long.");
    process.exit(2);
  }
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
  try {
    // A reset here is not undone by the next start: the ADMIN_PASSWORD this command sees counts as applied.
    const envPassword = env.ADMIN_EMAIL?.trim().toLowerCase() === email.trim().toLowerCase() ? env.ADMIN_PASSWORD : undefined;
    const result = await createAuthService(database, { idleMinutes: env.SESSION_IDLE_MINUTES }).resetPassword(email, password, {
      envPassword,
    });
    const messages = {
      created: `Owner ${email} created.`,
      updated: `Password of ${email} reset and the account made an owner; its sessions were ended. A restart keeps it (ADMIN_PASSWORD applies again only when its value changes).`,
      unchanged: `${email} already has this password and is an owner; nothing else changed.`,
    };
    console.log(messages[result]);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(redactSecrets(err instanceof Error ? err.message : String(err)));
  process.exit(1);
});
