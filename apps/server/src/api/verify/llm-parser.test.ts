import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyVerificationProof } from '@verity/engine/claims/proof/verify-proof';
import { loadCatalog } from '@verity/engine/claims/catalog/load-catalog';
import { getJson, postJson, startTestServer, type TestServer } from '../../testing/test-app.ts';
import { restate, type StructuredParse } from './llm-parser.ts';

// A stand-in for an OpenAI-compatible endpoint: answers by the claim it is sent.
const answers = new Map<string, { content?: string; delayMs?: number; status?: number }>();
const requests: { auth: string | undefined; body: any }[] = [];
let fake: Server;
let fakeUrl: string;

const parse = (p: Record<string, unknown>) => JSON.stringify(p);
const JAPAN_80 = 'Japanese newborns in 2005 were expected to see their 80th birthday';
const JAPAN_90 = 'Japanese newborns in 2005 were expected to see their 90th birthday';

let withLlm: TestServer;
let without: TestServer;

beforeAll(async () => {
  answers.set(JAPAN_80, { content: parse({ kind: 'value', metric: 'gapminder.life_expect', entities: ['Japan'], time: '2005', op: '>', value: 80 }) });
  answers.set(JAPAN_90, { content: `\`\`\`json\n${parse({ kind: 'value', metric: 'gapminder.life_expect', entities: ['Japan'], time: '2005', op: '>', value: 90 })}\n\`\`\`` });
  answers.set('Folks in Nippon outlived the Spanish in 2005, so to speak', { content: parse({ kind: 'compare', metric: 'gapminder.life_expect', entities: ['Japan', 'Spain'], time: '2005', op: '>' }) });
  answers.set('gibberish answer please', { content: 'I think this claim is true!' });
  answers.set('schema-breaking answer please', { content: parse({ kind: 'value', metric: 'gapminder.life_expect', entities: ['Japan'], time: 'last year', op: '>', value: 80 }) });
  answers.set('unknown metric answer please', { content: parse({ kind: 'value', metric: 'gapminder.happiness', entities: ['Japan'], time: '2005', op: '>', value: 8 }) });
  answers.set('inconsistent answer please', { content: parse({ kind: 'value', metric: 'gapminder.life_expect', entities: ['Atlantis'], time: '2005', op: '>', value: 80 }) });
  answers.set('slow answer please', { delayMs: 2000, content: parse({ kind: 'value', metric: 'gapminder.life_expect', entities: ['Japan'], time: '2005', op: '>', value: 80 }) });
  answers.set('failing endpoint please', { status: 500 });

  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => { raw += c; });
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ auth: req.headers.authorization, body });
      const claim = body.messages.at(-1).content as string;
      const a = answers.get(claim) ?? { content: parse({ kind: 'none' }) };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(a.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: a.content ?? '' } }] }));
      };
      if (a.delayMs) setTimeout(send, a.delayMs); else send();
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  withLlm = await startTestServer({ RATE_LIMIT_SCALE: '1000', LLM_BASE_URL: fakeUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '300' });
  without = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(async () => {
  await withLlm?.close();
  await without?.close();
  fake?.closeAllConnections();
  await new Promise((r) => fake?.close(r));
});

const verify = (s: TestServer, claim: string) => postJson(`${s.url}/api/verify`, { claim });

describe('the optional language-model parser', () => {
  it('is off by default: a claim the grammar cannot read stays unverifiable, and nothing is called', async () => {
    const before = requests.length;
    const res = await verify(without, JAPAN_80);
    expect(res.body.data.verdict).toBe('unverifiable');
    expect(res.body.data.parsedBy).toBe('grammar');
    expect(requests.length).toBe(before);
  });

  it('reads such a claim into the same parse; the verdict comes from the data, and the proof verifies', async () => {
    const res = await verify(withLlm, JAPAN_80);
    const d = res.body.data;
    expect(d.verdict).toBe('supported');
    expect(d.parsedBy).toBe('language-model');
    expect(d.claim).toBe(JAPAN_80);
    expect(d.parse).toMatchObject({ kind: 'value', metric: 'gapminder.life_expect', entities: ['Japan'], time: '2005', op: '>', value: 80 });
    expect(d.evidence[0].caveats[0]).toContain('fake-model');
    expect(d.evidence[0].rows[0].values.life_expect).toBeGreaterThan(80);
    const last = requests.at(-1)!;
    expect(last.auth).toBe('Bearer test-key');
    expect(last.body.model).toBe('fake-model');

    const proof = (await getJson(`${withLlm.url}/api/proofs/${d.proofId}`)).body.data.proof;
    const { keys } = (await getJson(`${withLlm.url}/.well-known/verity-keys.json`)).body;
    const catalog = (await getJson(`${withLlm.url}/api/catalog`)).body.data;
    expect((await verifyVerificationProof(proof.cryptographicProof, keys[0], catalog)).valid).toBe(true);
  });

  it('lets the data refute what the model read', async () => {
    const d = (await verify(withLlm, JAPAN_90)).body.data;
    expect(d.verdict).toBe('refuted');
    expect(d.veracityScore).toBeLessThan(0.5);
  });

  it('handles comparisons the same way', async () => {
    const d = (await verify(withLlm, 'Folks in Nippon outlived the Spanish in 2005, so to speak')).body.data;
    expect(d.parse).toMatchObject({ kind: 'compare', entities: ['Japan', 'Spain'] });
    expect(d.verdict).toBe('supported');
  });

  it('is not asked when the grammar reads the claim', async () => {
    const before = requests.length;
    const d = (await verify(withLlm, "Japan's life expectancy was above 80 in 2005")).body.data;
    expect(d.parsedBy).toBe('grammar');
    expect(requests.length).toBe(before);
  });

  for (const claim of ['gibberish answer please', 'schema-breaking answer please', 'unknown metric answer please', 'inconsistent answer please', 'failing endpoint please']) {
    it(`ignores an invalid or unusable answer (${claim})`, async () => {
      const d = (await verify(withLlm, claim)).body.data;
      expect(d.verdict).toBe('unverifiable');
      expect(d.parsedBy).toBe('grammar');
      expect(d.veracityScore).toBeNull();
    });
  }

  it('falls back to the grammar when the model is slower than LLM_TIMEOUT_MS', async () => {
    const t0 = Date.now();
    const res = await verify(withLlm, 'slow answer please');
    expect(res.status).toBe(200);
    expect(res.body.data.parsedBy).toBe('grammar');
    expect(res.body.data.verdict).toBe('unverifiable');
    expect(Date.now() - t0).toBeLessThan(1900);
  });
});

describe('restating a structured parse in the grammar\'s words', () => {
  const catalog = loadCatalog({ log: () => {} }).catalog;
  const cases: [StructuredParse, string][] = [
    [{ kind: 'value', metric: 'gapminder.life_expect', entities: ['Japan'], time: '2005', op: '>', value: 80 }, 'Japan life expectancy at birth was more than 80 in 2005'],
    [{ kind: 'approx', metric: 'gapminder.pop', entities: ['China'], time: '2005', op: '=', value: 1.3e9 }, 'China population was about 1300000000 in 2005'],
    [{ kind: 'change', metric: 'co2.ppm', entities: [], time: ['1990', '2010'], op: '>', value: 10, percent: true }, 'CO2 concentration rose by more than 10% from 1990 to 2010'],
    [{ kind: 'extreme', metric: 'gapminder.life_expect', entities: ['Japan'], time: '2005', op: 'argmax' }, 'In 2005 Japan had the highest life expectancy at birth'],
  ];
  for (const [p, text] of cases) {
    it(`${p.kind}: "${text}"`, () => {
      expect(restate(p, catalog)).toBe(text);
    });
  }

  it('refuses a metric the catalog lacks and a parse missing what its kind needs', () => {
    expect(restate({ kind: 'value', metric: 'nope.x', entities: ['Japan'], time: '2005', op: '>', value: 1 }, catalog)).toBeNull();
    expect(restate({ kind: 'compare', metric: 'gapminder.pop', entities: ['Japan'], time: '2005', op: '>' }, catalog)).toBeNull();
  });
});
