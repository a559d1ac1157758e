import { describe, expect, it } from 'vitest';
import { historyQuerySchema, statusFromScore } from './analysis.ts';
import { contactSubmissionSchema, demoRequestSchema, pilotRequestSchema } from './leads.ts';
import { PLANS, formatUsd } from './plans.ts';

describe('statusFromScore', () => {
  it.each([
    [0.85, 'passed'],
    [0.8499, 'pending'],
    [0.5, 'pending'],
    [0.4999, 'failed'],
    [1, 'passed'],
    [0, 'failed'],
  ])('%d is %s', (score, status) => {
    expect(statusFromScore(score)).toBe(status);
  });
});

describe('lead schemas', () => {
  it('requires name, email and company on a demo request and trims them', () => {
    const ok = demoRequestSchema.parse({ name: ' Ada ', email: 'ada@example.com', company: 'Acme' });
    expect(ok).toEqual({ name: 'Ada', email: 'ada@example.com', company: 'Acme', role: '', message: '' });
    const bad = demoRequestSchema.safeParse({ name: ' ', email: 'x', company: 'Acme' });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['name', 'email']);
  });

  it('requires company, contactName, email and useCase on a pilot request', () => {
    const bad = pilotRequestSchema.safeParse({});
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['company', 'contactName', 'email', 'useCase']);
  });

  it('rejects an oversized message', () => {
    const res = contactSubmissionSchema.safeParse({
      name: 'A B',
      email: 'a@b.co',
      company: 'C',
      message: 'x'.repeat(4001),
    });
    expect(res.success).toBe(false);
  });
});

describe('plans', () => {
  it('matches the spec: four plans, starter is popular, enterprise unlimited', () => {
    expect(PLANS.map((p) => [p.id, p.priceCents, p.analysisLimit])).toEqual([
      ['free', 0, 10],
      ['starter', 9900, 100],
      ['professional', 29900, 1000],
      ['enterprise', 99900, -1],
    ]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['starter']);
  });

  it('formats cents as USD', () => {
    expect(formatUsd(9900)).toBe('$99');
    expect(formatUsd(249950)).toBe('$2,499.50');
  });
});

describe('historyQuerySchema', () => {
  const problems = (query: Record<string, string>) => {
    const result = historyQuerySchema.safeParse(query);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('defaults to a page of 10 from the start', () => {
    expect(historyQuerySchema.parse({})).toEqual({ limit: 10, offset: 0 });
  });

  it('names what is wrong with a limit or offset in words a person can act on', () => {
    expect(problems({ limit: 'abc' })).toEqual(['limit: must be a number']);
    expect(problems({ limit: '2.5' })).toEqual(['limit: must be a whole number']);
    expect(problems({ offset: 'x' })).toEqual(['offset: must be a number']);
    expect(problems({ offset: '-1' })).toEqual(['offset: must be at least 0']);
  });
});
