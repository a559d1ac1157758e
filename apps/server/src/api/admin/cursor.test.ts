import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './service.ts';

const ID = '2b7c1f4e-8d3a-4c55-9e21-0f6a7b8c9d10';
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('users cursor', () => {
  it('round-trips PostgreSQL timestamp text with its microseconds', () => {
    const cursor = { createdAt: '2026-11-24 22:45:41.123456+00', id: ID };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['an object', raw({ createdAt: '2026-11-24 22:45:41+00', id: ID })],
    ['a bad id', raw(['2026-11-24 22:45:41+00', 'x'])],
    ['an impossible date', raw(['2026-02-31 10:00:00+00', ID])],
    ['an impossible hour', raw(['2026-02-10 24:00:00+00', ID])],
    ['a bad offset', raw(['2026-02-10 10:00:00+99', ID])],
    ['SQL', raw(["2026-02-10 10:00:00+00'; drop table users; --", ID])],
  ])('rejects %s', (_label, text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});
