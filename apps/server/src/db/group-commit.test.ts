import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.ts';

describe('createGroupCommit', () => {
  it('writes a lone row at once, and rows that arrive during a write in the next batch', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const writer = createGroupCommit<number>(
      async (rows) => {
        batches.push(rows);
        if (rows[0] === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      { maxBatch: 3 },
    );
    const first = writer.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    const rest = [2, 3, 4, 5].map((n) => writer.add(n));
    release();
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
    await writer.idle();
    await writer.add(6);
    expect(batches.at(-1)).toEqual([6]);
  });

  it('resolves a row only after its batch is written', async () => {
    let written = false;
    const writer = createGroupCommit<string>(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      written = true;
    }, { maxBatch: 10 });
    await writer.add('a');
    expect(written).toBe(true);
  });

  it('retries a failed batch row by row, so only the bad row fails', async () => {
    const stored: string[] = [];
    const writer = createGroupCommit<string>(async (rows) => {
      if (rows.includes('bad')) throw new Error('rejected by the database');
      stored.push(...rows);
    }, { maxBatch: 10 });
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((row) => writer.add(row)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(stored.sort()).toEqual(['a', 'c']);
  });
});
