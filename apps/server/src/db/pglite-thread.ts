import { Worker } from 'node:worker_threads';

/** What PGlite answers for one statement, as far as our code and Drizzle read it. */
export interface ThreadResults<T = Record<string, unknown>> {
  rows: T[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  /** Drizzle passes identity parsers for the types it wants as text; only the type ids travel. */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** A connection-like view: the whole database outside a transaction, or one open transaction. */
export interface ThreadSession {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults<T>>;
  exec(sql: string): Promise<Array<ThreadResults>>;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> } | { notify: string; payload: string };

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

/** A PostgreSQL error rebuilt from the thread's plain copy: message, code, detail, constraint … */
function databaseError(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message ?? 'database error'));
  Object.assign(err, fields);
  return err;
}

/**
 * The embedded database (PGlite) running in its own thread (ADR 0019), with the part of
 * PGlite's client API that Drizzle and our handle use: query, exec, transaction, listen.
 *
 * Statements are posted in order and run in that order. A transaction holds the database for
 * itself: statements from outside it wait here, in order, until it commits or rolls back, as
 * they would inside PGlite. Notifications are delivered before the answer of the statement
 * that caused them.
 */
export class PgliteThread implements ThreadSession {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, (payload: string) => void>();
  /** Work waiting for the open transaction to end; `null` while none is open. */
  private waitingForTransaction: Array<() => void> | null = null;
  private stopped: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => this.onReply(reply));
    worker.on('error', (err) => this.stop(new Error(`the database thread failed: ${err.message}`)));
    worker.on('exit', (code) => this.stop(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /**
   * Starts the thread and opens the database in `dataDir` (`:memory:` keeps it in memory),
   * starting from the archive at `startFrom` when given, as written by `dumpTo` (for a folder,
   * only one that holds no database yet).
   */
  static async open(dataDir: string, startFrom?: string): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, startFrom } });
    let onMessage = (_m: { ready: boolean; error?: Record<string, unknown> }) => {};
    let onError = (_err: Error) => {};
    let onExit = (_code: number) => {};
    try {
      await new Promise<void>((resolve, reject) => {
        onMessage = (m) => (m.ready ? resolve() : reject(databaseError(m.error ?? {})));
        onError = reject;
        onExit = (code) => reject(new Error(`the database thread stopped while opening (exit code ${code})`));
        worker.once('message', onMessage).once('error', onError).once('exit', onExit);
      });
    } catch (err) {
      await worker.terminate();
      throw err;
    }
    // Only our own listeners: the worker keeps internal ones of its own.
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    worker.unref();
    return new PgliteThread(worker);
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults<T>> {
    return this.outsideTransaction(() => this.send({ op: 'query', ...queryMessage(sql, params, options) }) as Promise<ThreadResults<T>>);
  }

  exec(sql: string): Promise<ThreadResults[]> {
    return this.outsideTransaction(() => this.send({ op: 'exec', sql }) as Promise<ThreadResults[]>);
  }

  /** Runs `fn` between BEGIN and COMMIT, or ROLLBACK when it throws; nothing else runs meanwhile. */
  async transaction<T>(fn: (tx: ThreadSession) => Promise<T>): Promise<T> {
    await this.outsideTransaction(async () => {
      this.waitingForTransaction = [];
    });
    let open = true;
    const tx: ThreadSession = {
      query: <R>(sql: string, params?: unknown[], options?: ThreadQueryOptions) => {
        if (!open) return Promise.reject(new Error('this transaction has ended'));
        return this.send({ op: 'query', ...queryMessage(sql, params, options) }) as Promise<ThreadResults<R>>;
      },
      exec: (sql: string) => {
        if (!open) return Promise.reject(new Error('this transaction has ended'));
        return this.send({ op: 'exec', sql }) as Promise<ThreadResults[]>;
      },
    };
    try {
      await this.send({ op: 'query', sql: 'begin' });
      const value = await fn(tx);
      await this.send({ op: 'query', sql: 'commit' });
      return value;
    } catch (err) {
      await this.send({ op: 'query', sql: 'rollback' }).catch(() => {});
      throw err;
    } finally {
      open = false;
      this.endTransaction();
    }
  }

  /** Delivers NOTIFY payloads of `channel` to `onMessage`. */
  async listen(channel: string, onMessage: (payload: string) => void): Promise<void> {
    this.listeners.set(channel, onMessage);
    await this.outsideTransaction(() => this.send({ op: 'listen', channel }));
  }

  /** Writes the whole database to `file` as an archive `open` can start from. */
  dumpTo(file: string): Promise<void> {
    return this.outsideTransaction(() => this.send({ op: 'dump', file })).then(() => undefined);
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.outsideTransaction(() => this.send({ op: 'close' }));
    } finally {
      this.stop(new Error('the database is closed'));
      await this.worker.terminate();
    }
  }

  /** Runs `start` now, or once the open transaction has ended (in the order asked). */
  private outsideTransaction<R>(start: () => Promise<R>): Promise<R> {
    const waiting = this.waitingForTransaction;
    if (waiting === null) return start();
    return new Promise<R>((resolve, reject) => {
      waiting.push(() => {
        start().then(resolve, reject);
      });
    });
  }

  private endTransaction(): void {
    const waiting = this.waitingForTransaction ?? [];
    this.waitingForTransaction = null;
    // Start the waiting work in order; a transaction among it closes the gate again, and the
    // rest waits for that one.
    while (waiting.length > 0 && this.waitingForTransaction === null) waiting.shift()!();
    if (waiting.length > 0) this.waitingForTransaction!.unshift(...waiting);
  }

  private send(message: Record<string, unknown>): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    // The thread keeps the process alive only while a statement is waiting for it, as a socket would.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  private onReply(reply: Reply): void {
    if ('notify' in reply) {
      this.listeners.get(reply.notify)?.(reply.payload);
      return;
    }
    const entry = this.pending.get(reply.id);
    if (!entry) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.error) entry.reject(databaseError(reply.error));
    else entry.resolve(reply.result);
  }

  private stop(reason: Error): void {
    if (this.stopped) return;
    this.stopped = reason;
    for (const entry of this.pending.values()) entry.reject(reason);
    this.pending.clear();
  }
}

function queryMessage(sql: string, params: unknown[] | undefined, options: ThreadQueryOptions | undefined): Record<string, unknown> {
  return {
    sql,
    params: params ?? [],
    rowMode: options?.rowMode ?? 'object',
    rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}
