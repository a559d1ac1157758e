// Auth benchmarks through the HTTP API of an in-process server (rate limits raised).
// Run alone: node --import tsx apps/server/bench/auth-bench.ts
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startTestServer } from '../src/testing/test-app.ts';
import { ARGON2_PARAMS, hashPassword, verifyPassword } from '../src/auth/passwords.ts';

export interface BenchRow {
  name: string;
  figure: string;
  target: string;
  pass: boolean | null;
}

const PASSWORD = 'bench-password-123';
const SIGN_INS = 40;
const REFRESH_SECONDS = 5;
const REFRESH_CONCURRENCY = Number(process.env.BENCH_REFRESH_CONCURRENCY ?? 8);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function post(url: string, body: unknown): Promise<Record<string, any>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, any>;
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export async function runAuthBench(): Promise<BenchRow[]> {
  // The hash cost on its own: what every sign-in pays.
  const stored = await hashPassword(PASSWORD);
  const verifyTimes: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const t = performance.now();
    await verifyPassword(stored, PASSWORD);
    verifyTimes.push(performance.now() - t);
  }
  const hashCost = percentile(verifyTimes, 50);

  const server = await startTestServer({ RATE_LIMIT_SCALE: '100000' });
  try {
    const email = `bench-${Date.now()}@example.test`;
    await post(`${server.url}/auth/v1/signup`, { email, password: PASSWORD });
    const signIn = () => post(`${server.url}/auth/v1/token?grant_type=password`, { email, password: PASSWORD });
    await signIn();
    const times: number[] = [];
    for (let i = 0; i < SIGN_INS; i += 1) {
      const t = performance.now();
      await signIn();
      times.push(performance.now() - t);
    }
    const p50 = percentile(times, 50);

    // Refresh throughput: independent sessions, each rotating its own token chain.
    const tokens = await Promise.all(Array.from({ length: REFRESH_CONCURRENCY }, async () => (await signIn()).refresh_token as string));
    let done = 0;
    const end = performance.now() + REFRESH_SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      tokens.map(async (first) => {
        let token = first;
        while (performance.now() < end) {
          token = (await post(`${server.url}/auth/v1/token?grant_type=refresh_token`, { refresh_token: token })).refresh_token;
          done += 1;
        }
      }),
    );
    const perSecond = done / ((performance.now() - started) / 1000);
    const params = `argon2id m=${ARGON2_PARAMS.memoryCost} t=${ARGON2_PARAMS.timeCost} p=${ARGON2_PARAMS.parallelism}`;
    return [
      { name: 'auth: argon2id verify (hash cost) p50', figure: `${hashCost.toFixed(1)} ms (${params})`, target: '≥ 5 ms (not too cheap), ≤ 100 ms', pass: hashCost >= 5 && hashCost <= 100 },
      { name: 'auth: password sign-in p50 (HTTP)', figure: `${p50.toFixed(1)} ms over ${SIGN_INS} sign-ins`, target: '≤ 250 ms', pass: p50 <= 250 },
      {
        name: 'auth: refresh-token throughput (HTTP)',
        figure: `${perSecond.toFixed(0)} req/s (${REFRESH_CONCURRENCY} sessions, ${server.db.engine}, load avg ${loadavg()[0]!.toFixed(1)})`,
        target: '≥ 50 req/s',
        pass: perSecond >= 50,
      },
    ];
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAuthBench().then(
    (rows) => {
      console.table(rows);
      process.exit(rows.every((r) => r.pass !== false) ? 0 : 1);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
