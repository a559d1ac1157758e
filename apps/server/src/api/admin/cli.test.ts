import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../auth/users.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { MIGRATED_TEMPLATE_ENV } from '../../testing/migrated-template.ts';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../../../scripts/admin.ts', import.meta.url));
const EMAIL = 'cli-admin@example.test';
let dir: string;

/** `npm run admin -- …` as a real process on a PGlite folder (the server is not running). */
async function cli(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { env, timeout: 120_000 });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>, startFrom?: string): Promise<T> {
  const db = await openDatabase({ dataDir: dir, startFrom });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-admin-cli-'));
  // The folder starts as a copy of the database the global setup migrated (a new cluster and its
  // migrations cost seconds); on the PostgreSQL run there is none, and this migrates a new one.
  await withDb(async (db) => {
    await runMigrations(db);
    await db.transaction((tx) => insertUser(tx, { email: EMAIL, passwordHash: null, confirmed: true, isAnonymous: false, data: {} }));
  }, process.env[MIGRATED_TEMPLATE_ENV]);
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run admin', () => {
  it('grants and revokes the admin role, each with an audit row by the CLI, and refuses unknown emails', async () => {
    const granted = await cli('grant', EMAIL);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain(`${EMAIL}: admin role granted.`);
    expect((await withDb((db) => db.query<{ role: string }>(`select raw_app_meta_data->>'role' as role from auth.users where email = $1`, [EMAIL])))[0]!.role).toBe(
      'admin',
    );

    const revoked = await cli('revoke', EMAIL);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain('admin role revoked.');

    const unknown = await cli('grant', 'nobody@example.test');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('No account with the email nobody@example.test');
    expect((await cli()).code).toBe(64);

    const audit = await withDb((db) =>
      db.query<{ action: string; by: string; role: string | null }>(
        `select a.action, a.payload->>'by' as by, u.raw_app_meta_data->>'role' as role
           from auth.audit_log_entries a join auth.users u on u.id = a.user_id
          where u.email = $1 and a.action like 'admin_role_%' order by a.created_at`,
        [EMAIL],
      ),
    );
    expect(audit.map((a) => a.action)).toEqual(['admin_role_granted', 'admin_role_revoked']);
    expect(audit.map((a) => a.by)).toEqual(['cli', 'cli']);
    expect(audit.every((a) => a.role === null)).toBe(true);
  });
});
