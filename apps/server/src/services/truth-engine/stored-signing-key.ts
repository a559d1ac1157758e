import { openDatabase, type OpenDatabaseOptions } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { loadProofSigner } from '../../api/proofs/signing-keys.ts';

/**
 * The proof-signing key the main server keeps in its database (created there, as the server
 * would on first start, if it has none yet), as PKCS#8 PEM. The database is closed again.
 */
export async function readStoredSigningKey(options: OpenDatabaseOptions): Promise<string> {
  const db = await openDatabase(options);
  try {
    await runMigrations(db);
    return (await loadProofSigner(db.db)).privateKeyPem;
  } finally {
    await db.close();
  }
}
