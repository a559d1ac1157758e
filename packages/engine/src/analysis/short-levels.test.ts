/**
 * Two-letter levels in lower case ("up"/"down", "ok"/"fail", "no"/"yes") are group names where they
 * stand as one, and everyday words elsewhere ("returns went up").
 */
import { describe, expect, it } from 'vitest';
import { ingest } from './ingest.ts';
import { parseHypothesis } from './parse.ts';

const n = 24;
const cycle = (levels: string[]) => Array.from({ length: n }, (_, i) => levels[i % levels.length] as string);
const nums = (k: number) => Array.from({ length: n }, (_, i) => ((i * 7 + k * 3) % 11) + i * 0.1 * k);
const parse = (h: string, data: Record<string, unknown[]>) => parseHypothesis(h, ingest(data), 'descriptive');

describe('two-letter levels', () => {
  const markets = { market: cycle(['up', 'down']), returns: nums(1), volume: nums(2) };

  it('reads "up" and "down" markets as the groups compared', () => {
    expect(parse('Returns are higher in up markets than in down markets', markets))
      .toMatchObject({ kind: 'group', y: 'returns', group: { column: 'market', a: ['up'], b: ['down'] }, direction: 1 });
    expect(parse('Returns are higher in down markets than in up markets', markets))
      .toMatchObject({ kind: 'group', group: { a: ['down'], b: ['up'] }, direction: 1 });
    expect(parse('Volume is lower in up markets than down markets', markets))
      .toMatchObject({ kind: 'group', y: 'volume', group: { a: ['up'], b: ['down'] }, direction: -1 });
    // "up" is a name here, not a direction: a difference either way
    expect(parse('Returns differ between up and down markets', markets)).toMatchObject({ kind: 'groupDiff', group: { a: ['up'], b: ['down'] } });
    // an everyday "up" stays a direction
    expect(parse('Returns went up in down markets', markets)).toMatchObject({ kind: 'group', group: { a: ['down'], b: ['up'] }, direction: 1 });
  });

  it('reads "ok" and "no" where they stand as a level', () => {
    const status = { status: cycle(['ok', 'fail']), latency_ms: nums(3), answer: cycle(['no', 'yes']) };
    expect(parse('Ok requests have lower latency than fail requests', status))
      .toMatchObject({ kind: 'group', group: { column: 'status', a: ['ok'], b: ['fail'] }, direction: -1 });
    expect(parse('Ok requests have lower latency', status)).toMatchObject({ kind: 'group', group: { column: 'status', a: ['ok'], b: ['fail'] }, direction: -1 });
    expect(parse('Latency is lower for ok status than for fail status', status)).toMatchObject({ group: { a: ['ok'], b: ['fail'] }, direction: -1 });
    expect(parse('Latency is higher for no answers than for yes answers', status))
      .toMatchObject({ kind: 'group', group: { column: 'answer', a: ['no'], b: ['yes'] }, direction: 1 });
  });
});
