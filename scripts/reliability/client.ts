// The main paths as a simulated user calls them, each call timed and its outcome kept.

export const PASSWORD = 'correct-horse-9';

export interface CallResult {
  ok: boolean;
  status: number | null;
  ms: number;
  body: Record<string, any> | null;
  error?: string;
}

export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: Record<string, any> | null = null;
    try {
      json = JSON.parse(text) as Record<string, any>;
    } catch {
      // keep null
    }
    return { ok: res.status >= 200 && res.status < 300, status: res.status, ms: performance.now() - started, body: json };
  } catch (err) {
    return { ok: false, status: null, ms: performance.now() - started, body: null, error: (err as Error).message };
  }
}

/** A deterministic dataset the engine can test: revenue follows marketing spend. */
export function spendRevenue(n: number, seed: number) {
  const data = { marketing_spend: [] as number[], revenue: [] as number[] };
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  for (let i = 0; i < n; i++) {
    const x = 10 + 90 * next();
    data.marketing_spend.push(Math.round(x * 100) / 100);
    data.revenue.push(Math.round((3 * x + 40 * (next() - 0.5)) * 100) / 100);
  }
  return data;
}

export const ANALYSIS = (seed: number) => ({
  hypothesis: 'Higher marketing spend increases revenue',
  data: spendRevenue(40, seed),
  analysisType: 'causal',
});
export const CLAIM = { claim: 'The population of Japan in 2000 was about 127 million' };

export const paths = {
  signUp: (base: string, email: string) => call(base, 'POST', '/auth/v1/signup', { email, password: PASSWORD }),
  signIn: (base: string, email: string) =>
    call(base, 'POST', '/auth/v1/token?grant_type=password', { email, password: PASSWORD }),
  analyse: (base: string, token: string, seed: number) =>
    call(base, 'POST', '/api/analyses', ANALYSIS(seed), { authorization: `Bearer ${token}` }),
  list: (base: string, token: string) => call(base, 'GET', '/api/analyses?limit=10', undefined, { authorization: `Bearer ${token}` }),
  verify: (base: string, token: string) => call(base, 'POST', '/api/verify', CLAIM, { authorization: `Bearer ${token}` }),
  lead: (base: string, email: string, key: string) =>
    call(base, 'POST', '/api/leads/capture', { email, source: 'reliability' }, { 'idempotency-key': key }),
};

/** Latencies per path; p99 by nearest rank. */
export class Recorder {
  readonly ms = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly samples: string[] = [];

  record(path: string, result: CallResult): CallResult {
    if (!this.ms.has(path)) this.ms.set(path, []);
    this.ms.get(path)!.push(result.ms);
    if (!result.ok) {
      this.errors.set(path, (this.errors.get(path) ?? 0) + 1);
      if (this.samples.length < 10) {
        this.samples.push(`${path}: ${result.status ?? result.error} ${JSON.stringify(result.body)?.slice(0, 200)}`);
      }
    }
    return result;
  }

  totalErrors(): number {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
