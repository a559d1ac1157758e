import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

/** Names the archive of a migrated embedded database that test servers start from. */
export const MIGRATED_TEMPLATE_ENV = 'VERITY_TEST_MIGRATED_PGLITE';

/**
 * Global setup of the server tests: creating an embedded cluster costs seconds and migrating it
 * about one more, for each of dozens of test servers. This does both once and archives the
 * result; every in-memory test server then opens a copy of it. On PostgreSQL there is nothing
 * to do: each test server gets a new database there (db/scratch.ts).
 */
export default async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => {};
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verity-migrated-'));
  const file = path.join(dir, 'pglite.tar');
  const db = await openDatabase({ dataDir: ':memory:' });
  try {
    await runMigrations(db);
    await db.dumpTo!(file);
  } finally {
    await db.close();
  }
  process.env[MIGRATED_TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
