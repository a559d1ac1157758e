// npm run admin -- grant <email> | revoke <email> | rotate-keys
// Works on the database the server uses (DATA_DIR or DATABASE_URL); stop a PGlite server first.
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { setAdminRole } from '../src/auth/admin-role.ts';
import { SigningKeys } from '../src/auth/keys.ts';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | rotate-keys';

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (!command || ((command === 'grant' || command === 'revoke') && !email)) {
    console.error(USAGE);
    return 64;
  }
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(db);
    if (command === 'grant' || command === 'revoke') {
      const result = await db.transaction((tx) => setAdminRole(tx, email!, command === 'grant', 'cli'));
      if (result === 'no_such_user') {
        console.error(`No account with the email ${email}. The person must sign up first.`);
        return 1;
      }
      console.log(`${email}: admin role ${result}.`);
      if (command === 'revoke' && config.ADMIN_EMAILS.includes(email!.toLowerCase())) {
        console.warn('Note: this address is in ADMIN_EMAILS, which grants the role again at the next sign-in.');
      }
      return 0;
    }
    if (command === 'rotate-keys') {
      const keys = new SigningKeys(db, config.AUTH_JWT_EXPIRY, config.AUTH_KEY_ENCRYPTION_SECRET);
      await keys.init();
      const kid = await keys.rotate();
      console.log(`New signing key ${kid}; the previous key stays published until its tokens expire. Restart the server.`);
      return 0;
    }
    console.error(USAGE);
    return 64;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
