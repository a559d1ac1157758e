import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { verifyVerificationProof } from '@verity/engine/claims/proof/verify-proof';
import { postJson, startTestServer, type TestServer } from '../../testing/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/verify', () => {
  it('verifies a claim against the catalog, stores it, and signs it', async () => {
    const res = await postJson(`${server.url}/api/verify`, { claim: 'Life expectancy in Japan was above 80 in 2005.' });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(['supported', 'refuted', 'depends_on_definition', 'unverifiable']).toContain(data.verdict);
    expect(data.sources.length).toBeGreaterThan(0);
    expect(data.cryptographicProof.kid).toBe(server.app.deps.proofSigner.keyId);
    const rows = await server.db.query<{ verdict: string; claim: string }>(
      'select verdict, claim from verifications where id = $1',
      [data.id],
    );
    expect(rows[0]).toEqual({ verdict: data.verdict, claim: 'Life expectancy in Japan was above 80 in 2005.' });

    const proof = await (await fetch(`${server.url}/api/proofs/${data.proofId}`)).json() as any;
    expect(proof.data.kind).toBe('verification');
    // The answer is the stored document, with the two ids in front.
    const { id: _id, proofId: _proofId, ...answered } = data;
    expect(answered).toEqual(proof.data.proof);
    const { keys } = (await (await fetch(`${server.url}/.well-known/verity-keys.json`)).json()) as any;
    const catalog = (await (await fetch(`${server.url}/api/catalog`)).json()) as any;
    const check = await verifyVerificationProof(proof.data.proof.cryptographicProof, keys[0], catalog.data);
    expect(check.problems).toEqual([]);
    expect(check.valid).toBe(true);
    expect(check.manifestValid).toBe(true);
  });

  it('answers a claim outside the catalog as unverifiable, with no score', async () => {
    const res = await postJson(`${server.url}/api/verify`, { claim: 'Atlantis exported 3 million tonnes of coal in 1850.' });
    expect(res.status).toBe(200);
    expect(res.body.data.verdict).toBe('unverifiable');
    expect(res.body.data.veracityScore).toBeNull();
    expect(res.body.data.reason.code).toEqual(expect.any(String));
  });

  it('counts "last year" from the day of the request, not from the day the answer was first signed', async () => {
    const claim = 'Seattle got more rain last year than New York';
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00Z') });
      const first = await postJson(`${server.url}/api/verify`, { claim });
      expect(first.body.data.verdict).toBe('unverifiable');
      expect(first.body.data.reason.message).toContain('is 2025');
      vi.setSystemTime(new Date('2027-01-02T12:00:00Z'));
      const later = await postJson(`${server.url}/api/verify`, { claim });
      expect(later.body.data.reason.message).toContain('is 2026');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 400 "Please enter a claim" for an empty claim', async () => {
    const res = await postJson(`${server.url}/api/verify`, { claim: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_request', message: 'Please enter a claim' });
  });

  it('answers 400 for an over-long claim and a missing one', async () => {
    expect((await postJson(`${server.url}/api/verify`, { claim: 'x'.repeat(501) })).status).toBe(400);
    const missing = await postJson(`${server.url}/api/verify`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('body.claim');
  });

  it('stores every one of many concurrent verifications, each with its own proof', async () => {
    const claims = Array.from({ length: 40 }, (_, i) => `The population of Japan in 2000 was about ${100 + i} million`);
    const answers = await Promise.all(claims.map((claim) => postJson(`${server.url}/api/verify`, { claim })));
    expect(answers.map((a) => a.status)).toEqual(claims.map(() => 200));
    const ids = answers.map((a) => a.body.data.id as string);
    expect(new Set(ids).size).toBe(claims.length);
    const rows = await server.db.query<{ id: string; claim: string; proof_claim: string; kind: string }>(
      `select v.id, v.claim, a.document->>'claim' as proof_claim, p.kind
         from verifications v join proofs p on p.id = v.proof_id
         join verification_answers a on a.sha256 = p.answer_sha256 where v.id = any($1::uuid[])`,
      [ids],
    );
    expect(rows).toHaveLength(claims.length);
    for (const [i, id] of ids.entries()) {
      const row = rows.find((r) => r.id === id)!;
      expect(row.claim).toBe(claims[i]);
      expect(row.proof_claim).toBe(claims[i]);
      expect(row.kind).toBe('verification');
      expect(answers[i]!.body.data.proofId).toEqual(expect.any(String));
    }
    // Each answer's proof id leads to the proof of its own claim.
    const proof = (await (await fetch(`${server.url}/api/proofs/${answers[7]!.body.data.proofId}`)).json()) as any;
    expect(proof.data.proof.claim).toBe(claims[7]);
  });

  it('gives the same claim the same signed answer, stored as a new verification each time', async () => {
    const claim = 'Life expectancy in Japan was above 80 in 2005.';
    const [first, second] = await Promise.all([0, 1].map(() => postJson(`${server.url}/api/verify`, { claim })));
    const third = await postJson(`${server.url}/api/verify`, { claim });
    const answers = [first!, second!, third];
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(3);
    expect(new Set(answers.map((a) => a.body.data.proofId)).size).toBe(3);
    for (const answer of answers) {
      expect(answer.body.data.cryptographicProof).toEqual(first!.body.data.cryptographicProof);
      expect(answer.body.data.verdict).toBe(first!.body.data.verdict);
    }
    const rows = await server.db.query('select id from verifications where id = any($1::uuid[])', [answers.map((a) => a.body.data.id)]);
    expect(rows).toHaveLength(3);
  });

  it('stores a repeated claim\'s signed answer once; each proof reads back whole with its own issuedAt', async () => {
    const claim = 'The population of Chile in 1980 was about 11 million';
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await postJson(`${server.url}/api/verify`, { claim }));
    const stored = await server.db.query<{ answers: number; proofs: number }>(
      `select count(distinct p.answer_sha256)::int as answers, count(*)::int as proofs
         from verifications v join proofs p on p.id = v.proof_id where v.id = any($1::uuid[])`,
      [answers.map((a) => a.body.data.id)],
    );
    expect(stored[0]).toEqual({ answers: 1, proofs: 3 });
    for (const answer of answers) {
      const { id: _id, proofId, ...document } = answer.body.data;
      const proof = (await (await fetch(`${server.url}/api/proofs/${proofId}`)).json()) as any;
      expect(proof.data.proof).toEqual(document);
      expect(proof.data.proof.issuedAt).toBe(answer.body.data.issuedAt);
    }
  });

  it('stores an answer again when it has gone from the database since this server stored it', async () => {
    const claim = 'The population of Spain in 1970 was about 34 million';
    const first = await postJson(`${server.url}/api/verify`, { claim });
    const [{ answer_sha256: sha }] = await server.db.query<{ answer_sha256: string }>('select answer_sha256 from proofs where id = $1', [first.body.data.proofId]) as [{ answer_sha256: string }];
    await server.db.transaction(async (tx) => {
      const gone = await tx.query<{ proof_id: string }>(
        'delete from verifications where proof_id in (select id from proofs where answer_sha256 = $1) returning proof_id',
        [sha],
      );
      await tx.query('delete from proofs where id = any($1::uuid[])', [gone.map((g) => g.proof_id)]);
      await tx.query('delete from verification_answers where sha256 = $1', [sha]);
    });
    const again = await postJson(`${server.url}/api/verify`, { claim });
    expect(again.status).toBe(200);
    const proof = (await (await fetch(`${server.url}/api/proofs/${again.body.data.proofId}`)).json()) as any;
    expect(proof.data.proof.cryptographicProof).toEqual(first.body.data.cryptographicProof);
  });

  it('never answers 5xx for arbitrary strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 500, unit: 'grapheme' }), async (claim) => {
        const res = await postJson(`${server.url}/api/verify`, { claim });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});

describe('GET /api/catalog', () => {
  it('lists the datasets with their Merkle roots and a signed manifest', async () => {
    const res = (await (await fetch(`${server.url}/api/catalog`)).json()) as any;
    expect(res.data.available).toBe(true);
    expect(res.data.datasets).toHaveLength(10);
    for (const d of res.data.datasets) {
      expect(d.merkleRoot).toMatch(/^[0-9a-f]{64}$/);
      expect(d.attribution).toEqual(expect.any(String));
    }
    expect(res.data.kid).toBe(server.app.deps.proofSigner.keyId);
  });
});
