import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS, cohortWindow } from '@verity/contracts/assessment';
import { postJson, startTestServer, type TestServer } from '../../testing/test-app.ts';
import { MIXED_ASSESSMENT_ANSWERS } from '@verity/contracts/assessment-samples';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_SCALE: '1000',
    ASSESSMENT_BASELINE_COMPLETIONS: '100',
    PILOT_COHORT_CAPACITY: '3',
  });
});
afterAll(async () => {
  await server?.close();
});

const MIXED = MIXED_ASSESSMENT_ANSWERS;

const stats = async () => {
  const res = await fetch(`${server.url}/api/assessments/stats`);
  expect(res.status).toBe(200);
  return ((await res.json()) as any).data as { completions: number; remainingSpots: number; nextOnboardingDate: string };
};

describe('POST /api/assessments', () => {
  it('recomputes the results from the answers, ignoring numbers the client sends, and stores them', async () => {
    const res = await postJson(`${server.url}/api/assessments`, {
      answers: MIXED,
      interactionCount: 12,
      featureDiscoveries: ['adversarial-testing'],
      results: { truthScore: 99 },
      truthScore: 99,
    });
    expect(res.status).toBe(201);
    const { id, results } = res.body.data;
    // worked by hand in packages/contracts/src/assessment.test.ts
    expect(results.truthScore).toBe(51);
    expect(results.personalizedOffers).toEqual({ basePrice: 499, personalizedPrice: 270, monthlyROI: 1472, roiRatio: 5 });
    const rows = await server.db.query<Record<string, any>>(
      'select truth_score, answered_count, engagement_level, interaction_count, feature_discoveries, results from assessments where id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      truth_score: 51,
      answered_count: 8,
      engagement_level: 'medium',
      interaction_count: 12,
      feature_discoveries: ['adversarial-testing'],
    });
    expect(rows[0]!.results.validationScore).toBe(68);
  });

  it('answers 400 naming a bad answer and stores nothing', async () => {
    const before = await server.db.query<{ n: number }>('select count(*)::int as n from assessments');
    const bad = await postJson(`${server.url}/api/assessments`, { answers: { ...MIXED, 'data-quality': 'perfect' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_request');
    expect(bad.body.message).toContain('answers.data-quality');
    const missing = await postJson(`${server.url}/api/assessments`, { interactionCount: 3 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('answers');
    const after = await server.db.query<{ n: number }>('select count(*)::int as n from assessments');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('rate-limits per IP', async () => {
    const limited = await startTestServer({ RATE_LIMIT_SCALE: '0.2' }); // 10 × 0.2 = 2 a minute
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await postJson(`${limited.url}/api/assessments`, { answers: MIXED })).status);
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/assessments with an Idempotency-Key', () => {
  const rowsWithKey = async (key: string) =>
    (await server.db.query<{ n: number }>('select count(*)::int as n from assessments where idempotency_key = $1', [key]))[0]!
      .n;
  const submission = { answers: MIXED, interactionCount: 9, featureDiscoveries: ['automation-engine'] };

  it('stores a retried submission once and answers the first result, leaving the completions count alone', async () => {
    const key = crypto.randomUUID();
    const first = await postJson(`${server.url}/api/assessments`, submission, { 'idempotency-key': key });
    const before = await stats();
    const retry = await postJson(`${server.url}/api/assessments`, submission, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(first.body.data.results.truthScore).toBe(51);
    expect(await rowsWithKey(key)).toBe(1);
    expect((await stats()).completions).toBe(before.completions);
  });

  it('stores one row when two posts with one key race', async () => {
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      postJson(`${server.url}/api/assessments`, submission, { 'idempotency-key': key }),
      postJson(`${server.url}/api/assessments`, submission, { 'idempotency-key': key }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await rowsWithKey(key)).toBe(1);
  });

  it('refuses the same key with other answers, naming the header, and writes nothing', async () => {
    const key = crypto.randomUUID();
    await postJson(`${server.url}/api/assessments`, submission, { 'idempotency-key': key });
    const other = { ...submission, answers: { ...MIXED, 'data-quality': 'automated-gates' } };
    const res = await postJson(`${server.url}/api/assessments`, other, { 'idempotency-key': key });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_request', message: expect.stringContaining('headers.idempotency-key') });
    expect(await rowsWithKey(key)).toBe(1);
  });

  it('answers 400 for a malformed key and stores nothing', async () => {
    const before = await server.db.query<{ n: number }>('select count(*)::int as n from assessments');
    const res = await postJson(`${server.url}/api/assessments`, submission, { 'idempotency-key': 'has space' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('idempotency-key');
    const after = await server.db.query<{ n: number }>('select count(*)::int as n from assessments');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('without a key, two submissions are two rows', async () => {
    const a = await postJson(`${server.url}/api/assessments`, submission);
    const b = await postJson(`${server.url}/api/assessments`, submission);
    expect(a.body.data.id).not.toBe(b.body.data.id);
  });
});

describe('GET /api/assessments/stats', () => {
  it('counts fully answered assessments on top of the baseline', async () => {
    const before = await stats();
    await postJson(`${server.url}/api/assessments`, { answers: MIXED });
    await postJson(`${server.url}/api/assessments`, { answers: { 'data-sources': 'governed-lineage' } }); // partial
    const after = await stats();
    expect(after.completions).toBe(before.completions + 1);
    expect(before.completions).toBeGreaterThanOrEqual(100);
  });

  it('takes pilots started this week off the cohort capacity, never below 1', async () => {
    expect((await stats()).remainingSpots).toBe(3);
    // a pilot from last week's cohort does not count
    const lastWeek = new Date(cohortWindow(new Date()).start.getTime() - 1000).toISOString();
    await server.db.query(
      `insert into leads (kind, email, payload, created_at) values ('pilot', 'old@example.test', '{}', $1)`,
      [lastWeek],
    );
    const pilot = { company: 'Acme', contactName: 'Grace', email: 'g@acme.test', useCase: 'KPIs' };
    await postJson(`${server.url}/api/pilot/start`, pilot);
    expect((await stats()).remainingSpots).toBe(2);
    for (let i = 0; i < 4; i++) await postJson(`${server.url}/api/pilot/start`, pilot);
    const full = await stats();
    expect(full.remainingSpots).toBe(1);
    expect(full.nextOnboardingDate).toBe(cohortWindow(new Date()).nextOnboarding.toISOString().slice(0, 10));
  });
});

it('has the 8 questions the scoring expects', () => {
  expect(ASSESSMENT_QUESTIONS).toHaveLength(8);
});
