import os from 'node:os';
import { Piscina } from 'piscina';
import type { EngineJob, EngineJobResult } from './analysis-task.ts';

/**
 * Analyses run off the main event loop, in a pool sized to the cores, so that health checks
 * and other requests stay fast while a million-row analysis computes.
 */
export class EnginePool {
  private readonly pool: Piscina<EngineJob, EngineJobResult>;

  constructor(size = Math.max(1, os.availableParallelism())) {
    this.pool = new Piscina({
      filename: new URL('./analysis-worker.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: size,
      // Each queued job holds its request body; a bounded queue keeps memory bounded.
      maxQueue: size * 16,
      idleTimeout: 60_000,
    });
  }

  run(job: EngineJob): Promise<EngineJobResult> {
    // Request bytes move to the worker (the caller's copy becomes empty) instead of being cloned.
    const transferList = typeof job.body === 'string' ? undefined : [job.body.buffer as ArrayBuffer];
    return this.pool.run(job, { transferList });
  }

  get queueSize(): number {
    return this.pool.queueSize;
  }

  async close(): Promise<void> {
    await this.pool.close({ force: false });
  }
}
