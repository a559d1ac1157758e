/**
 * Group commit: rows that arrive while a write is in flight are written together by the next
 * statement. Each statement costs the embedded database far more than each row in it (a
 * single-row insert ~0.5 ms, ~0.15 ms per row in a batch of 50), so under load this multiplies
 * write throughput; alone, a row is written at once, with no added wait.
 *
 * `add` resolves only after the row's statement has committed, so a caller still answers only
 * for what is stored. A failed batch is retried row by row, so one bad row fails only its own
 * request and never leaves part of a batch written.
 */
export interface GroupCommit<T> {
  add(row: T): Promise<void>;
  /** Resolves when nothing is waiting or being written. */
  idle(): Promise<void>;
}

interface Waiting<T> {
  row: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export function createGroupCommit<T>(write: (rows: T[]) => Promise<void>, options: { maxBatch: number }): GroupCommit<T> {
  if (!(options.maxBatch >= 1)) throw new Error('maxBatch must be at least 1');
  let waiting: Waiting<T>[] = [];
  // Cleared in the same tick the loop sees an empty queue, so a row added later starts a new drain.
  let draining: Promise<void> | null = null;

  async function writeOneByOne(batch: Waiting<T>[]): Promise<void> {
    for (const entry of batch) {
      try {
        await write([entry.row]);
        entry.resolve();
      } catch (err) {
        entry.reject(err);
      }
    }
  }

  async function drain(): Promise<void> {
    // Wait out this turn of the event loop, so requests that arrived together share a batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (waiting.length > 0) {
      const batch = waiting.slice(0, options.maxBatch);
      waiting = waiting.slice(batch.length);
      try {
        await write(batch.map((entry) => entry.row));
        for (const entry of batch) entry.resolve();
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else await writeOneByOne(batch);
      }
    }
    draining = null;
  }

  return {
    add(row) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ row, resolve, reject });
        draining ??= drain();
      });
    },
    async idle() {
      while (draining) await draining;
    },
  };
}
