import { openDatabase } from './client.ts';

/**
 * A new, empty database named `name` on the PostgreSQL server at `baseUrl`, dropped by
 * `drop()`: test servers and the reliability run each get their own, so they never see each
 * other's rows.
 */
export async function createScratchDatabase(baseUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = await openDatabase({ databaseUrl: baseUrl, dataDir: ':memory:' });
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.close();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const conn = await openDatabase({ databaseUrl: baseUrl, dataDir: ':memory:' });
      try {
        await conn.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await conn.close();
      }
    },
  };
}
