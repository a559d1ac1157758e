import { Piscina } from 'piscina';
import type { TableTask, TableTaskResult } from './table-task.ts';

/**
 * One worker thread that owns every parsed user table. One thread, so its cache is shared by all
 * requests; off the main thread, so reading a 20 MB upload or rebuilding a table after a cache
 * miss (seconds of CPU) never stalls other requests.
 */
export class UserTablePool {
  private readonly pool: Piscina<TableTask, TableTaskResult>;
  private readonly ready: Promise<TableTaskResult>;

  constructor(cacheBytes: number) {
    this.pool = new Piscina({
      filename: new URL('./table-worker.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: 1,
      // The thread holds the cache: it must not be retired when idle.
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: 256,
    });
    this.ready = this.pool.run({ op: 'configure', cacheBytes });
  }

  async run(task: TableTask, transfer?: ArrayBuffer[]): Promise<TableTaskResult> {
    await this.ready;
    return this.pool.run(task, transfer ? { transferList: transfer } : undefined);
  }

  async close(): Promise<void> {
    await this.pool.close({ force: false });
  }
}
