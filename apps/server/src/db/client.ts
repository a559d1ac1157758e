import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers expose the same query API; PGlite's type stands for both. */
export type Database = PgliteDatabase<Schema>;

/** A raw SQL runner for what Drizzle's query builder does not cover (migrations, DDL). */
export interface SqlSession {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface DatabaseHandle {
  readonly engine: 'pglite' | 'postgresql';
  readonly db: Database;
  /** Runs `fn` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  ping(): Promise<void>;
  /**
   * Delivers NOTIFY payloads of `channel`. `onLost` is called when delivery stops (PostgreSQL
   * connection dropped) — anything cached on the strength of notifications must be dropped
   * then; `onMessage` resumes after an automatic reconnect. Resolves once listening.
   */
  listen(channel: string, handlers: { onMessage(payload: string): void; onLost(): void; onResumed(): void }): Promise<void>;
  /** PGlite only: writes the whole database to `file`, an archive `startFrom` can open. */
  dumpTo?(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * Start from this archive (written by `dumpTo`) instead of a new, empty cluster: in memory,
   * or in a folder that holds no database yet (one that does is opened as it is). Tests start
   * from an already migrated database: a new cluster costs seconds.
   */
  startFrom?: string | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.startFrom);
}

async function openPglite(dataDir: string, startFrom: string | undefined): Promise<DatabaseHandle> {
  const inMemory = dataDir === ':memory:';
  let releaseLock = () => {};
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDirectoryLock(dataDir);
  }
  let client: PgliteThread;
  try {
    // PGlite computes on the thread that calls it: in its own thread, the event loop stays free.
    const empty = inMemory || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
    client = await PgliteThread.open(inMemory ? ':memory:' : path.resolve(dataDir), empty ? startFrom : undefined);
  } catch (err) {
    releaseLock();
    throw err;
  }
  // Drizzle's PGlite driver calls only query() and transaction(), which the thread provides.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  let closed = false;
  return {
    engine: 'pglite',
    db,
    async transaction(fn) {
      return client.transaction(async (tx) =>
        fn({
          exec: async (sql) => {
            await tx.exec(sql);
          },
          query: async (sql, params) => (await tx.query(sql, params)).rows as never,
        }),
      );
    },
    async query(sql, params) {
      return (await client.query(sql, params)).rows as never;
    },
    async ping() {
      if (closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    async listen(channel, handlers) {
      // A notification arrives before the answer of the statement that caused it.
      await client.listen(channel, handlers.onMessage);
    },
    dumpTo: (file) => client.dumpTo(file),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  await pool.query('select 1');
  let closed = false;
  const listeners: Array<() => Promise<void>> = [];
  return {
    engine: 'postgresql',
    db,
    async transaction(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('begin');
        const result = await fn({
          exec: async (sql) => {
            await conn.query(sql);
          },
          query: async (sql, params) => (await conn.query(sql, params)).rows,
        });
        await conn.query('commit');
        return result;
      } catch (err) {
        await conn.query('rollback').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    async query(sql, params) {
      return (await pool.query(sql, params)).rows;
    },
    async ping() {
      await pool.query('select 1');
    },
    async listen(channel, handlers) {
      await listenWithReconnect(url, channel, handlers, () => closed, (stop) => listeners.push(stop));
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). When it
 * drops, `onLost` runs at once and we reconnect every few seconds until LISTEN holds again.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  handlers: { onMessage(payload: string): void; onLost(): void; onResumed(): void },
  isClosed: () => boolean,
  register: (stop: () => Promise<void>) => void,
): Promise<void> {
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  register(async () => {
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  });
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    let lost = false;
    const onDrop = () => {
      if (lost) return;
      lost = true;
      handlers.onLost();
      void client.end().catch(() => {});
      if (current === client) current = null;
      if (!isClosed()) retry = setTimeout(() => void connect().then(handlers.onResumed, () => {}), 2000);
    };
    client.on('error', onDrop);
    client.on('end', onDrop);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      onDrop();
      throw err;
    }
    current = client;
  };
  await connect();
}

/**
 * PGlite does not lock its folder: two processes on one folder silently lose writes.
 * We hold a lock file with our pid and refuse to start while another live process holds it.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const lockPath = path.join(dir, 'verity.lock');
  const tryCreate = () => {
    const fd = fs.openSync(lockPath, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  };
  try {
    tryCreate();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
      throw new Error(
        `The data folder ${dir} is in use by another Verity process (pid ${holder}). ` +
          'Stop it first, or set DATA_DIR to another folder.',
      );
    }
    // A stale lock from a process that died: take it over.
    fs.rmSync(lockPath, { force: true });
    tryCreate();
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.rmSync(lockPath);
    } catch {
      // already gone
    }
  };
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
