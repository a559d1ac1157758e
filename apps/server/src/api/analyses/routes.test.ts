import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyProof } from '@verity/engine/proof/verify-proof';
import { getJson, postJson, signUpTestUser, startTestServer, type TestServer, type TestUser } from '../../testing/test-app.ts';
import { MIXED_ASSESSMENT_ANSWERS } from '@verity/contracts/assessment-samples';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

/** Revenue follows spend plus noise: a planted positive effect. */
function spendRevenue(n: number) {
  const spend: number[] = [];
  const revenue: number[] = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < n; i++) {
    const s = 10 + 90 * next();
    spend.push(Math.round(s * 100) / 100);
    revenue.push(Math.round((3 * s + 40 * (next() - 0.5)) * 100) / 100);
  }
  return { marketing_spend: spend, revenue };
}

const request = {
  hypothesis: 'Higher marketing spend increases revenue',
  data: spendRevenue(200),
  analysisType: 'causal',
};

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
  alice = await signUpTestUser(server.url);
  bob = await signUpTestUser(server.url);
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/analyses', () => {
  it('needs a signed-in user', async () => {
    const res = await postJson(`${server.url}/api/analyses`, request);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });

  it('runs the engine, stores the analysis with its proof, and counts it against the quota', async () => {
    const res = await postJson(`${server.url}/api/analyses`, request, alice.auth);
    expect(res.status).toBe(201);
    const a = res.body.data;
    expect(a.originalHypothesis).toBe(request.hypothesis);
    expect(a.truthScore).toBeGreaterThanOrEqual(0.85);
    expect(a.status).toBe('passed');
    expect(a.counterHypotheses.length).toBeGreaterThanOrEqual(3);
    expect(a.proofChain.at(-1)).toContain(server.app.deps.proofSigner.keyId);
    expect(a.cost).toBeGreaterThan(0);
    expect(a.analysisType).toBe('causal');

    const [sub] = await server.db.query<{ analysis_used: number }>(
      'select analysis_used from subscriptions where user_id = $1',
      [alice.id],
    );
    expect(sub!.analysis_used).toBe(1);

    // Stored once (ADR 0025): the proof's document holds the analysis; the row, its columns.
    const [row] = await server.db.query<{ result: unknown; analysis: unknown }>(
      `select a.result, p.proof -> 'analysis' as analysis from analyses a join proofs p on p.id = a.proof_id where a.id = $1`,
      [a.insightId],
    );
    expect(row!.result).toBeNull();
    const { proof: _proof, proofId: _proofId, shared: _shared, ...analysisAlone } = a;
    expect(row!.analysis).toEqual(analysisAlone);
    expect((await getJson(`${server.url}/api/analyses/${a.insightId}`, alice.auth)).body.data).toEqual(a);

    const keys = (await getJson(`${server.url}/.well-known/verity-keys.json`)).body.keys;
    const key = keys.find((k: { kid: string }) => k.kid === a.proof.keyId);
    expect((await verifyProof(a.proof, key)).valid).toBe(true);
  });

  it('names the columns when the hypothesis cannot be mapped to the data', async () => {
    const res = await postJson(
      `${server.url}/api/analyses`,
      { ...request, hypothesis: 'Employee happiness drives customer churn' },
      alice.auth,
    );
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('hypothesis_not_testable');
    expect(res.body.message).toContain('marketing_spend');
  });

  it('answers 400 naming the field for bad requests, and stores nothing', async () => {
    const before = (await server.db.query<{ n: number }>('select count(*)::int as n from analyses'))[0]!.n;
    const bad = await postJson(`${server.url}/api/analyses`, { ...request, analysisType: 'magic' }, alice.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('body.analysisType');
    const notJson = await postJson(`${server.url}/api/analyses`, '{"hypothesis":', alice.auth);
    expect(notJson.status).toBe(400);
    const ragged = await postJson(
      `${server.url}/api/analyses`,
      { ...request, data: { marketing_spend: [1, 2, 3, 4, 5], revenue: [1, 2] } },
      alice.auth,
    );
    expect(ragged.status).toBeGreaterThanOrEqual(400);
    expect(ragged.status).toBeLessThan(500);
    const after = (await server.db.query<{ n: number }>('select count(*)::int as n from analyses'))[0]!.n;
    expect(after).toBe(before);
  });
});

describe('bad data says exactly what is wrong', () => {
  const post = (body: unknown) => postJson(`${server.url}/api/analyses`, body, bob.auth);

  it('400 for ragged columns, empty data and no numeric column; 413 for over 10^6 rows or 10 MB', async () => {
    const ragged = await post({ ...request, data: { marketing_spend: [1, 2, 3, 4, 5], revenue: [1, 2] } });
    expect(ragged.status).toBe(400);
    expect(ragged.body).toMatchObject({ error: 'invalid_data' });
    expect(ragged.body.message).toMatch(/marketing_spend: 5, revenue: 2/);

    const empty = await post({ ...request, data: { marketing_spend: [], revenue: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/no rows; at least 4/);

    const words = await post({
      hypothesis: 'Higher marketing spend increases revenue',
      analysisType: 'causal',
      data: { marketing_spend: ['low', 'high', 'mid', 'low', 'high'], revenue: ['a', 'b', 'c', 'a', 'b'] },
    });
    expect([400, 422]).toContain(words.status);
    expect(words.body.message).toMatch(/marketing_spend|revenue/);

    const many = await post({ hypothesis: 'The mean of a is above 3', analysisType: 'descriptive', data: { a: new Array(1_000_001).fill(1) } });
    expect(many.status).toBe(413);
    expect(many.body).toMatchObject({ error: 'too_large' });
    expect(many.body.message).toMatch(/1,000,001 rows; the limit is 1,000,000/);

    const huge = await post({ ...request, data: { marketing_spend: new Array(1_100_000).fill(123456789.5) } });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('payload_too_large');
    const [sub] = await server.db.query<{ analysis_used: number }>('select analysis_used from subscriptions where user_id = $1', [bob.id]);
    expect(sub!.analysis_used).toBe(0);
  });

  it('a numeral too large for a double is left out and the analysis says so, with the analysis it stores', async () => {
    const { marketing_spend, revenue } = spendRevenue(60);
    // 1e400 is valid JSON but no double holds it: read straight from the bytes it is Infinity
    const body = `{"hypothesis":${JSON.stringify(request.hypothesis)},"analysisType":"causal","data":{"marketing_spend":[${marketing_spend.join(',')}],"revenue":[1e400,${revenue.slice(1).join(',')}]}}`;
    const erin = await signUpTestUser(server.url);
    const res = await postJson(`${server.url}/api/analyses`, body, erin.auth);
    expect(res.status).toBe(201);
    const note = 'revenue: 1 value is not a finite number (Infinity (a number too large to hold, such as 1e400)) and was left out as missing';
    expect(res.body.data.dataNotes).toEqual([note]);
    expect(res.body.data.proofChain.some((l: string) => l.includes(note))).toBe(true);
    const stored = await getJson(`${server.url}/api/analyses/${res.body.data.insightId}`, erin.auth);
    expect(stored.body.data.dataNotes).toEqual([note]);
  });

  it('too few rows is an analysis that says so: truth 0.5, pending, stored and counted (engine.md §5.2)', async () => {
    const dave = await signUpTestUser(server.url);
    const few = await postJson(`${server.url}/api/analyses`, { ...request, data: { marketing_spend: [1, 2, 3], revenue: [2, 4, 7] } }, dave.auth);
    expect(few.status).toBe(201);
    expect(few.body.data).toMatchObject({ truthScore: 0.5, status: 'pending' });
    expect(few.body.data.proofChain.some((l: string) => /Not enough data: only 3 rows .* at least 4/.test(l))).toBe(true);
    const [sub] = await server.db.query<{ analysis_used: number }>('select analysis_used from subscriptions where user_id = $1', [dave.id]);
    expect(sub!.analysis_used).toBe(1);
  });
});

describe('history, stats and ownership', () => {
  it('lists only the owner analyses, newest first, with stats', async () => {
    await postJson(`${server.url}/api/analyses`, { ...request, analysisType: 'descriptive' }, alice.auth);
    const list = await getJson(`${server.url}/api/analyses?limit=10`, alice.auth);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.analyses[0].analysisType).toBe('descriptive');
    // The overview carries the proof chain and the proof's id, not the signed proof document.
    expect(list.body.data.analyses[0].proof).toBeUndefined();
    expect(list.body.data.analyses[0].proofChain.length).toBeGreaterThan(0);
    expect(list.body.data.analyses[0].proofId).toMatch(/^[0-9a-f-]{36}$/);
    const pastTheEnd = await getJson(`${server.url}/api/analyses?limit=10&offset=10`, alice.auth);
    expect(pastTheEnd.body.data).toEqual({ analyses: [], total: 2 });
    const stats = await getJson(`${server.url}/api/analyses/stats`, alice.auth);
    expect(stats.body.data.totalAnalyses).toBe(2);
    expect(stats.body.data.avgTruthScore).toBeGreaterThan(0);
    expect(stats.body.data.avgCost).toBeGreaterThan(0);

    // The profile's usage figures come from the same rows, the owner's only.
    const analyses = list.body.data.analyses as { truthScore: number; cost: number }[];
    const profile = await getJson(`${server.url}/api/profile`, alice.auth);
    expect(profile.body.data.usageStats).toEqual({
      totalAnalyses: 2,
      monthlyAnalyses: 2,
      avgTruthScore: expect.closeTo((analyses[0]!.truthScore + analyses[1]!.truthScore) / 2, 6),
      totalCost: expect.closeTo(analyses[0]!.cost + analyses[1]!.cost, 6),
      blueprintsPurchased: 0,
    });
    expect((await getJson(`${server.url}/api/profile`, bob.auth)).body.data.usageStats).toMatchObject({ totalAnalyses: 0, totalCost: 0 });

    const bobList = await getJson(`${server.url}/api/analyses`, bob.auth);
    expect(bobList.body.data).toEqual({ analyses: [], total: 0 });
    const id = list.body.data.analyses[0].insightId;
    expect((await getJson(`${server.url}/api/analyses/${id}`, bob.auth)).status).toBe(404);
    const single = await getJson(`${server.url}/api/analyses/${id}`, alice.auth);
    expect(single.status).toBe(200);
    // The list is built as JSON text by the database: it must say exactly what the single read says.
    const { proof: _proof, ...withoutProof } = single.body.data;
    expect(list.body.data.analyses[0]).toEqual(withoutProof);
    expect(list.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('validates the limit', async () => {
    const res = await getJson(`${server.url}/api/analyses?limit=1000`, alice.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('querystring.limit');
  });

  it('shares a proof publicly only when its owner says so', async () => {
    const list = await getJson(`${server.url}/api/analyses?limit=1`, alice.auth);
    const analysis = list.body.data.analyses[0];
    expect((await getJson(`${server.url}/api/proofs/${analysis.proofId}`)).status).toBe(404);
    const patch = await fetch(`${server.url}/api/analyses/${analysis.insightId}`, {
      method: 'PATCH',
      headers: { ...alice.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ shared: true }),
    });
    expect(patch.status).toBe(200);
    const proof = await getJson(`${server.url}/api/proofs/${analysis.proofId}`);
    expect(proof.status).toBe(200);
    expect(proof.body.data.kind).toBe('analysis');
    const bobPatch = await fetch(`${server.url}/api/analyses/${analysis.insightId}`, {
      method: 'PATCH',
      headers: { ...bob.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ shared: false }),
    });
    expect(bobPatch.status).toBe(404);
  });
});

describe('analyses stored before migration 0098', () => {
  it('are read from their own result, and a row holds its analysis one way or the other', async () => {
    const carol = await signUpTestUser(server.url);
    const stored = (await postJson(`${server.url}/api/analyses`, request, carol.auth)).body.data;
    const { proofId: _proofId, shared: _shared, ...analysis } = stored;
    const legacy = { ...analysis, insightId: '00000000-0000-4000-8000-000000000098', originalHypothesis: 'Stored the old way' };
    const insert = `insert into analyses (id, user_id, hypothesis, analysis_type, truth_score, status, cost, engine_version, result, created_at)
      values ($1, $2, $3, 'causal', 0.9, 'passed', 0.01, 'old', $4::jsonb, now() - interval '1 day')`;
    await server.db.query(insert, [legacy.insightId, carol.id, legacy.originalHypothesis, JSON.stringify(legacy)]);

    const list = (await getJson(`${server.url}/api/analyses?limit=10`, carol.auth)).body.data;
    expect(list.total).toBe(2);
    const { proof: _proof, ...listed } = legacy;
    expect(list.analyses[1]).toEqual({ ...listed, shared: false });
    expect(list.analyses[0].originalHypothesis).toBe(request.hypothesis);
    expect((await getJson(`${server.url}/api/analyses/${legacy.insightId}`, carol.auth)).body.data).toEqual({ ...legacy, shared: false });

    await expect(
      server.db.query(insert, ['00000000-0000-4000-8000-000000000099', carol.id, 'Neither', null]),
    ).rejects.toThrow(/analyses_result_or_proof/);
  });
});

describe('quota', () => {
  it('answers 402 naming the limit once the period is used up, and lets only one of two racing requests pass', async () => {
    const carol = await signUpTestUser(server.url);
    await server.db.query('update subscriptions set analysis_used = analysis_limit - 1 where user_id = $1', [carol.id]);
    const [a, b] = await Promise.all([
      postJson(`${server.url}/api/analyses`, request, carol.auth),
      postJson(`${server.url}/api/analyses`, request, carol.auth),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 402]);
    const refused = a.status === 402 ? a : b;
    expect(refused.body.error).toBe('quota_exceeded');
    expect(refused.body.message).toContain('10 analyses');
    expect(refused.body.message).toMatch(/Upgrade to Truth Explorer/);
    const [sub] = await server.db.query<{ analysis_used: number }>('select analysis_used from subscriptions where user_id = $1', [carol.id]);
    expect(sub!.analysis_used).toBe(10);
    const count = await server.db.query<{ n: number }>('select count(*)::int as n from analyses where user_id = $1', [carol.id]);
    expect(count[0]!.n).toBe(1);
  });
});

describe('POST /engine/analyze', () => {
  it('analyses without storing, for anyone', async () => {
    const res = await postJson(`${server.url}/engine/analyze`, request);
    expect(res.status).toBe(200);
    expect(res.body.truthScore).toBeGreaterThan(0.85);
  });

  it('answers a truth-assessment request with a real analysis of the answers', async () => {
    const userAnswers = MIXED_ASSESSMENT_ANSWERS;
    const request = (answers: Record<string, string>) =>
      postJson(`${server.url}/engine/analyze`, {
        hypothesis: 'Our organisation makes decisions on trustworthy data',
        analysisType: 'predictive',
        context: { kind: 'truth-assessment' },
        data: {
          truthScore: 51,
          categoryScores: { dataHealth: 50, analysis: 65, decision: 35, validation: 68 },
          userAnswers: answers,
          engagementLevel: 'high',
        },
      });
    const res = await request(userAnswers);
    expect(res.status).toBe(200);
    // Σ score × weight 665 of 1300 → 51 (worked by hand in packages/engine/src/analysis/assessment.test.ts)
    expect(res.body.truthScore).toBe(51);
    expect(res.body.weakestCategories[0]).toEqual({ category: 'validation', score: 45 });
    expect(res.body.recommendations[0]).toMatchObject({ priority: 'high', feature: 'data-quality-engine', questionId: 'data-quality' });
    expect(res.body.recommendations[0].impact).toMatch(/^\+7\.[45] points/);
    // a different set of answers gets a different analysis
    const weaker = await request({ ...userAnswers, 'bias-detection': 'rerun-until-agrees' });
    expect(weaker.body.truthScore).toBeLessThan(51);
    const bad = await request({ ...userAnswers, 'data-quality': 'perfect' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('data.userAnswers.data-quality');
  });

});
