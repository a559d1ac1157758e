import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { verifyVerificationProof } from '@verity/engine/claims/proof/verify-proof';
import { getJson, postJson, signUpTestUser, startTestServer, type TestServer, type TestUser } from '../../testing/test-app.ts';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

const SALES = 'store,year,revenue,staff\nNorth,2020,100000,12\nNorth,2021,150000,14\nSouth,2020,90000,9\nSouth,2021,80000,8\n';

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1000', USER_DATASET_MAX_BYTES: '4096' });
  alice = await signUpTestUser(server.url);
  bob = await signUpTestUser(server.url);
});
afterAll(async () => {
  await server?.close();
});

async function upload(body: string | Uint8Array, query: Record<string, string>, headers: Record<string, string>) {
  const qs = new URLSearchParams(query).toString();
  const res = await fetch(`${server.url}/api/datasets?${qs}`, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const csv = (user: TestUser) => ({ 'content-type': 'text/csv', ...user.auth });
const sales = { name: 'Store sales', fileName: 'sales.csv', entityColumn: 'store', timeColumn: 'year', units: '{"revenue":"USD"}' };

describe('uploading a dataset', () => {
  it('needs a signed-in user', async () => {
    const res = await upload(SALES, sales, { 'content-type': 'text/csv' });
    expect(res.status).toBe(401);
  });

  it('stores a CSV with its columns, roles, units, row count, SHA-256 and Merkle root', async () => {
    const res = await upload(SALES, sales, csv(alice));
    expect(res.status).toBe(201);
    const d = res.body.data;
    expect(d).toMatchObject({ name: 'Store sales', fileName: 'sales.csv', format: 'csv', entityColumn: 'store', timeColumn: 'year', rowCount: 4 });
    expect(d.columns).toEqual([
      { name: 'store', type: 'text' },
      { name: 'year', type: 'year' },
      { name: 'revenue', type: 'number', unit: 'USD' },
      { name: 'staff', type: 'number' },
    ]);
    expect(d.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(d.merkleRoot).toMatch(/^[0-9a-f]{64}$/);
    expect(d.entities).toEqual(['North', 'South']);
    expect(d.storedBytes).toBeGreaterThan(0);
    const stored = await server.db.query<{ owner_id: string }>('select owner_id from user_datasets where id = $1', [d.id]);
    expect(stored[0]!.owner_id).toBe(alice.id);
  });

  it('reads JSON rows too', async () => {
    const rows = JSON.stringify([{ city: 'Oslo', year: 2020, riders: 10 }, { city: 'Oslo', year: 2021, riders: 30 }]);
    const res = await upload(rows, { name: 'Riders', entityColumn: 'city', timeColumn: 'year' }, { 'content-type': 'application/json', ...alice.auth });
    expect(res.status).toBe(201);
    expect(res.body.data.format).toBe('json');
  });

  const problems: [string, string | Uint8Array, Record<string, string>, string, number, string][] = [
    ['bad encoding (Latin-1 bytes)', new Uint8Array([...Buffer.from('store,year,revenue\nK'), 0xf8, ...Buffer.from('ln,2020,5\n')]), sales, 'text/csv', 422, 'bad_encoding'],
    ['ragged rows', 'store,year,revenue\nNorth,2020,5\nSouth,2020\n', sales, 'text/csv', 422, 'ragged_rows'],
    ['a stray word in a numeric column', 'store,year,revenue\nNorth,2020,5\nSouth,2020,n/a\nEast,2020,7\n', sales, 'text/csv', 422, 'mixed_types'],
    ['a nested JSON value', '[{"store":"North","year":2020,"revenue":{"usd":5}}]', sales, 'application/json', 422, 'unknown_type'],
    ['JSON that is not rows', '{"store":"North"}', sales, 'application/json', 422, 'not_rows'],
    ['a header without rows', 'store,year,revenue\n', sales, 'text/csv', 422, 'empty'],
    ['an entity column the file lacks', SALES, { ...sales, entityColumn: 'shop' }, 'text/csv', 422, 'bad_column'],
    ['a time cell that is not a year or date', 'store,year,revenue\nNorth,last year,5\n', sales, 'text/csv', 422, 'bad_time'],
    ['units that are not a JSON object', SALES, { ...sales, units: 'USD' }, 'text/csv', 400, 'invalid_request'],
    ['no name', SALES, { entityColumn: 'store' }, 'text/csv', 400, 'invalid_request'],
    ['another media type', SALES, sales, 'text/plain', 415, 'unsupported_media_type'],
  ];
  for (const [what, body, query, type, status, code] of problems) {
    it(`answers ${status} ${code} for ${what}, and stores nothing`, async () => {
      const before = await server.db.query<{ n: number }>('select count(*)::int as n from user_datasets');
      const res = await upload(body, query, { 'content-type': type, ...alice.auth });
      expect(res.status).toBe(status);
      expect(res.body.error).toBe(code);
      expect(res.body.message.length).toBeGreaterThan(10);
      const after = await server.db.query<{ n: number }>('select count(*)::int as n from user_datasets');
      expect(after[0]!.n).toBe(before[0]!.n);
    });
  }

  it('names the column and row of a bad cell', async () => {
    const res = await upload('store,year,revenue\nNorth,2020,5\nSouth,2020,n/a\nEast,2020,7\n', sales, csv(alice));
    expect(res.body.message).toContain('"revenue"');
    expect(res.body.message).toContain('row 2');
  });

  it('answers 413 for a file over the limit', async () => {
    const big = `store,year,revenue\n${'North,2020,5\n'.repeat(400)}`;
    const res = await upload(big, sales, csv(alice));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'payload_too_large', message: expect.stringContaining('MB') });
  });
});

describe('verifying claims against an own dataset', () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload(SALES, sales, csv(alice))).body.data.id;
  });

  it('supports a true claim and refutes a false one, with a proof that checks against the dataset manifest', async () => {
    const yes = await postJson(`${server.url}/api/datasets/${id}/verify`, { claim: 'North revenue rose by more than 40% from 2020 to 2021' }, alice.auth);
    expect(yes.status).toBe(200);
    expect(yes.body.data.verdict).toBe('supported');
    expect(yes.body.data.sources[0].id).toBe(`user-${id}`);
    const no = await postJson(`${server.url}/api/datasets/${id}/verify`, { claim: 'South revenue was higher than North in 2021' }, alice.auth);
    expect(no.body.data.verdict).toBe('refuted');

    const proof = await getJson(`${server.url}/api/proofs/${yes.body.data.proofId}`, alice.auth);
    expect(proof.status).toBe(200);
    const { keys } = (await getJson(`${server.url}/.well-known/verity-keys.json`)).body;
    const doc = proof.body.data.proof;
    const check = await verifyVerificationProof(doc.cryptographicProof, keys[0], doc.datasetManifest);
    expect(check.problems).toEqual([]);
    expect(check.valid).toBe(true);
    expect(doc.datasetManifest.datasets[0].merkleRoot).toBe((await getJson(`${server.url}/api/datasets/${id}`, alice.auth)).body.data.merkleRoot);
    // One changed number in a proven row breaks it.
    const tampered = structuredClone(doc.cryptographicProof);
    tampered.merkleProofs[0].row.revenue = 999;
    expect((await verifyVerificationProof(tampered, keys[0], doc.datasetManifest)).valid).toBe(false);
  });

  it('answers a claim outside the dataset as unverifiable with what it covers', async () => {
    const res = await postJson(`${server.url}/api/datasets/${id}/verify`, { claim: 'Central revenue was above 5 in 2021' }, alice.auth);
    expect(res.body.data.verdict).toBe('unverifiable');
    expect(res.body.data.veracityScore).toBeNull();
    expect(res.body.data.reason.code).toBe('entity_not_in_catalog');
    // Named as the owner named it, not by the internal id.
    expect(res.body.data.reason.message).toBe('Central: not in Store sales.');
    expect(JSON.stringify(res.body.data.reason)).not.toContain(id);
  });

  it('lists the dataset with its coverage once, without repeating the row count shown beside it', async () => {
    const list = await getJson(`${server.url}/api/datasets`, alice.auth);
    const mine = (list.body.data as { id: string; coverage: string; rowCount: number }[]).find((d) => d.id === id)!;
    expect(mine.rowCount).toBe(4);
    expect(mine.coverage).not.toMatch(/\brows\b/);
    expect(mine.coverage).toContain('revenue (USD)');
  });

  it('refuses an empty claim with the usual message', async () => {
    const res = await postJson(`${server.url}/api/datasets/${id}/verify`, { claim: '  ' }, alice.auth);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_request', message: 'Please enter a claim' });
  });

  it('keeps the dataset, its verifications and their proofs to the owner', async () => {
    const v = await postJson(`${server.url}/api/datasets/${id}/verify`, { claim: 'North revenue was above 120000 in 2021' }, alice.auth);
    const proofId = v.body.data.proofId;
    expect((await getJson(`${server.url}/api/datasets/${id}`, bob.auth)).status).toBe(404);
    expect((await postJson(`${server.url}/api/datasets/${id}/verify`, { claim: 'North revenue was above 1 in 2021' }, bob.auth)).status).toBe(404);
    expect((await fetch(`${server.url}/api/datasets/${id}`, { method: 'DELETE', headers: bob.auth })).status).toBe(404);
    expect((await getJson(`${server.url}/api/datasets`, bob.auth)).body.data).toEqual([]);
    expect((await getJson(`${server.url}/api/proofs/${proofId}`)).status).toBe(404);
    expect((await getJson(`${server.url}/api/proofs/${proofId}`, bob.auth)).status).toBe(404);
    const mine = await getJson(`${server.url}/api/datasets/${id}`, alice.auth);
    expect(mine.body.data.verifications.map((x: { id: string }) => x.id)).toContain(v.body.data.id);

    // Shared, the proof is public; unshared, private again. Only the owner can share.
    const path = `${server.url}/api/datasets/${id}/verifications/${v.body.data.id}`;
    const patch = (user: TestUser, shared: boolean) => fetch(path, { method: 'PATCH', headers: { 'content-type': 'application/json', ...user.auth }, body: JSON.stringify({ shared }) });
    expect((await patch(bob, true)).status).toBe(404);
    expect((await patch(alice, true)).status).toBe(200);
    expect((await getJson(`${server.url}/api/proofs/${proofId}`)).status).toBe(200);
    expect((await patch(alice, false)).status).toBe(200);
    expect((await getJson(`${server.url}/api/proofs/${proofId}`)).status).toBe(404);
  });

  it('deletes the dataset with its verifications and proofs', async () => {
    const own = (await upload(SALES, { ...sales, name: 'To delete' }, csv(alice))).body.data.id;
    const v = await postJson(`${server.url}/api/datasets/${own}/verify`, { claim: 'North revenue was above 120000 in 2021' }, alice.auth);
    const del = await fetch(`${server.url}/api/datasets/${own}`, { method: 'DELETE', headers: alice.auth });
    expect(del.status).toBe(204);
    expect((await getJson(`${server.url}/api/datasets/${own}`, alice.auth)).status).toBe(404);
    expect((await getJson(`${server.url}/api/proofs/${v.body.data.proofId}`, alice.auth)).status).toBe(404);
    const left = await server.db.query<{ n: number }>('select count(*)::int as n from verifications where dataset_id = $1', [own]);
    expect(left[0]!.n).toBe(0);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await getJson(`${server.url}/api/datasets/not-a-uuid`, alice.auth)).status).toBe(400);
    expect((await getJson(`${server.url}/api/datasets/00000000-0000-4000-8000-000000000000`, alice.auth)).status).toBe(404);
  });
});

describe('hostile uploads', () => {
  it('never answer 5xx: any bytes, any roles, CSV or JSON; a refusal stores nothing', async () => {
    const cell = fc.oneof(fc.string({ maxLength: 8 }), fc.integer().map(String), fc.constantFrom('', '"', '""', '\r', '2021', '2021-13', 'NaN', '1e999', '\u0000'));
    const csvText = fc
      .tuple(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), fc.constantFrom('\n', '\r\n'))
      .map(([rows, eol]) => rows.map((r) => r.join(',')).join(eol));
    const body = fc.oneof(
      csvText.map((t) => Buffer.from(t)),
      fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
      fc.json().map((t) => Buffer.from(t)),
    );
    const role = fc.option(fc.oneof(fc.constantFrom('a', 'b', 'store', 'year', '__proto__', ''), fc.string({ maxLength: 6 })), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('text/csv', 'application/json'), role, role, fc.option(fc.string({ maxLength: 20 }), { nil: undefined }), async (bytes, type, entityColumn, timeColumn, units) => {
        const query: Record<string, string> = { name: 'fuzz' };
        if (entityColumn !== undefined) query.entityColumn = entityColumn;
        if (timeColumn !== undefined) query.timeColumn = timeColumn;
        if (units !== undefined) query.units = units;
        const before = (await server.db.query<{ n: number }>('select count(*)::int as n from user_datasets'))[0]!.n;
        const res = await upload(new Uint8Array(bytes), query, { 'content-type': type, ...alice.auth });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        const after = (await server.db.query<{ n: number }>('select count(*)::int as n from user_datasets'))[0]!.n;
        if (res.status === 201) expect(after).toBe(before + 1);
        else {
          expect(typeof res.body.error).toBe('string');
          expect(typeof res.body.message).toBe('string');
          expect(after).toBe(before);
        }
      }),
      { numRuns: 120, seed: 20261124 },
    );
  });
});
