import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread.ts';

let db: PgliteThread;
beforeAll(async () => {
  db = await PgliteThread.open(':memory:');
  await db.exec('create table items (id int primary key, label text not null)');
});
afterAll(async () => {
  await db?.close();
});

describe('PgliteThread', () => {
  it('returns PostgreSQL values as PGlite would: numbers, big integers, dates, json, bytes', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select 1::int as n, 9007199254740993::int8 as big, '2026-11-25T12:00:00Z'::timestamptz as at,
              '{"a": [1, 2]}'::jsonb as doc, '\\x0102'::bytea as bytes, $1::text as echoed`,
      ['héllo ✓'],
    );
    expect(rows[0]).toEqual({
      n: 1,
      big: 9007199254740993n,
      at: new Date('2026-11-25T12:00:00Z'),
      doc: { a: [1, 2] },
      bytes: new Uint8Array([1, 2]),
      echoed: 'héllo ✓',
    });
  });

  it('gives back the types Drizzle asks for as text, and rows as arrays when asked', async () => {
    const result = await db.query<unknown[]>(`select '2026-11-25 12:00:00+00'::timestamptz as at, 2 as n`, [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(result.rows).toEqual([['2026-11-25 12:00:00+00', 2]]);
    expect(result.fields.map((f) => f.name)).toEqual(['at', 'n']);
  });

  it('rebuilds PostgreSQL errors with their code and constraint', async () => {
    await db.query('insert into items values (1, $1)', ['one']);
    const err = await db.query('insert into items values (1, $1)', ['again']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 'items_pkey' });
  });

  it('holds statements from outside an open transaction until it commits', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.query('insert into items values (2, $1)', ['two']);
      outside = db.query<{ n: number }>('select count(*)::int as n from items where id = 2').then((r) => {
        order.push(`outside saw ${r.rows[0]!.n}`);
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('commit');
    });
    await outside;
    expect(order).toEqual(['commit', 'outside saw 1']);
  });

  it('rolls a transaction back when its function throws, and goes on serving', async () => {
    const failed = await db
      .transaction(async (tx) => {
        await tx.query('insert into items values (3, $1)', ['three']);
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('changed my mind');
    expect((await db.query('select * from items where id = 3')).rows).toEqual([]);
  });

  it('runs transactions asked for at the same time one after the other', async () => {
    await db.exec('create table counter (n int not null); insert into counter values (0);');
    await Promise.all(
      Array.from({ length: 5 }, () =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ n: number }>('select n from counter');
          await new Promise((resolve) => setTimeout(resolve, 2));
          await tx.query('update counter set n = $1', [rows[0]!.n + 1]);
        }),
      ),
    );
    expect((await db.query('select n from counter')).rows).toEqual([{ n: 5 }]);
  });

  it('delivers a notification before the answer of the statement that sent it', async () => {
    const seen: string[] = [];
    await db.listen('thread_test', (payload) => seen.push(payload));
    await db.query(`select pg_notify('thread_test', 'hello')`);
    expect(seen).toEqual(['hello']);
  });

  it('refuses work once closed', async () => {
    const other = await PgliteThread.open(':memory:');
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/closed/);
  });
});
