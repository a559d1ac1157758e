import os from 'node:os';
import { Piscina } from 'piscina';
import { ApiError } from '../../lib/errors.ts';
import type { EngineJob, EngineJobResult } from './analysis-task.ts';

/** Request bodies waiting for (or in) the pool, at most: memory stays bounded, small jobs queue freely. */
export const DEFAULT_MAX_QUEUED_BYTES = 64 * 1024 * 1024;
/**
 * The byte bound for a server whose largest body is `bodyLimitBytes`: eight such bodies may run
 * or wait at once (four 10^6-row analyses side by side fit), and never less than the default.
 */
export const queuedBytesFor = (bodyLimitBytes: number) => Math.max(DEFAULT_MAX_QUEUED_BYTES, 8 * bodyLimitBytes);
/** A count cap as well, so that thousands of tiny jobs cannot queue for minutes. */
const MAX_QUEUED_JOBS = 2048;

export const engineBusy = () =>
  new ApiError(503, 'service_unavailable', 'The analysis engine is at capacity. Try again in a few seconds.');

/**
 * Analyses run off the main event loop, in a pool sized to the cores, so that health checks
 * and other requests stay fast while a million-row analysis computes. The queue is bounded by
 * the bytes it holds, not a small count: 200 users with small datasets all wait their turn,
 * while a few huge datasets cannot exhaust memory; past the bound the answer is a 503.
 */
export class EnginePool {
  private readonly pool: Piscina<EngineJob, EngineJobResult>;
  private queuedBytes = 0;

  constructor(
    size = Math.max(1, os.availableParallelism()),
    private readonly maxQueuedBytes = DEFAULT_MAX_QUEUED_BYTES,
  ) {
    this.pool = new Piscina({
      filename: new URL('./analysis-worker.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: size,
      maxQueue: MAX_QUEUED_JOBS,
      idleTimeout: 60_000,
    });
  }

  async run(job: EngineJob): Promise<EngineJobResult> {
    const bytes = typeof job.body === 'string' ? job.body.length : job.body.byteLength;
    // One job is always accepted when nothing waits, however large (the body limit bounds it).
    if (this.queuedBytes > 0 && this.queuedBytes + bytes > this.maxQueuedBytes) throw engineBusy();
    this.queuedBytes += bytes;
    // Request bytes move to the worker (the caller's copy becomes empty) instead of being cloned.
    const transferList = typeof job.body === 'string' ? undefined : [job.body.buffer as ArrayBuffer];
    try {
      return await this.pool.run(job, { transferList });
    } catch (err) {
      if (err instanceof Error && /queue is at limit/i.test(err.message)) throw engineBusy();
      throw err;
    } finally {
      this.queuedBytes -= bytes;
    }
  }

  get queueSize(): number {
    return this.pool.queueSize;
  }

  async close(): Promise<void> {
    await this.pool.close({ force: false });
  }
}
