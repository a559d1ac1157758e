import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { createScratchDatabase } from '../../apps/server/src/db/scratch.ts';

/** Ids of writes the server acknowledged (2xx received), by table. */
export interface Acked {
  users: string[];
  analyses: string[];
  leads: string[];
  verifications: string[];
}
export const emptyAcked = (): Acked => ({ users: [], analyses: [], leads: [], verifications: [] });

const TABLES: Record<keyof Acked, string> = {
  users: 'auth.users',
  analyses: 'analyses',
  leads: 'leads',
  verifications: 'verifications',
};

export interface RowCheck {
  kind: keyof Acked;
  acked: number;
  found: number;
  /** Every row of the table, acknowledged or not. */
  total: number;
}

export type Target = { databaseUrl: string } | { dataDir: string };

/**
 * Opens the database the way the server does (a clean open, migrations already applied, an
 * integrity query over every table) and counts how many acknowledged rows it holds.
 */
export async function checkRows(target: Target, acked: Acked): Promise<RowCheck[]> {
  const db: DatabaseHandle = await openDatabase(
    'databaseUrl' in target ? { databaseUrl: target.databaseUrl, dataDir: ':memory:' } : { dataDir: target.dataDir },
  );
  try {
    const migrations = await runMigrations(db);
    if (migrations.applied.length > 0) throw new Error(`migrations were not all applied: ${migrations.applied.join(', ')}`);
    // Reading every row of every table touches every heap page: a torn page would throw here.
    const tables = await db.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'auth')`,
    );
    for (const { name } of tables) await db.query(`select count(*) from ${name} where ctid is not null`);
    const checks: RowCheck[] = [];
    for (const kind of Object.keys(TABLES) as (keyof Acked)[]) {
      const ids = acked[kind];
      let found = 0;
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${TABLES[kind]} where id = any($1::uuid[])`, [chunk]);
        found += row!.n;
      }
      const [all] = await db.query<{ n: number }>(`select count(*)::int as n from ${TABLES[kind]}`);
      checks.push({ kind, acked: ids.length, found, total: all!.n });
    }
    return checks;
  } finally {
    await db.close();
  }
}

/** A new, empty database on the PostgreSQL server at `baseUrl`, dropped by `drop()`. */
export function scratchPostgres(baseUrl: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createScratchDatabase(baseUrl, `verity_rel_${label}_${process.pid}_${Date.now().toString(36)}`);
}
