import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface MigrationResult {
  applied: string[];
  skipped: number;
}

/**
 * Applies every `NNNN_name.sql` file not yet recorded, in name order, each inside its own
 * transaction together with its row in `schema_migrations`. An advisory lock serialises
 * replicas that start at the same time against one PostgreSQL server.
 */
export async function runMigrations(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  await handle.query(
    `create table if not exists schema_migrations (
       name text primary key,
       applied_at timestamptz not null default now()
     )`,
  );
  const applied: string[] = [];
  let skipped = 0;
  for (const file of files) {
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    const didApply = await handle.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(4242001)');
      const done = await tx.query('select 1 from schema_migrations where name = $1', [file]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      return true;
    });
    if (didApply) applied.push(file);
    else skipped += 1;
  }
  return { applied, skipped };
}
