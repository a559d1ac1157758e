/**
 * The registry of the spec's three services (spec §3, §7, §8): each has a name, a base URL, a
 * health-check path and a 5 s timeout. URLs come from `VITE_API_URL`, `VITE_ENGINE_URL` and
 * `VITE_COST_URL`, defaulting to the paths where one server embeds them.
 *
 * - `checkHealth(name)`: GET {url}/health; healthy when it answers 2xx with `ok: true`.
 * - `call(name, path, body?)`: health-checks first, then POSTs JSON (or GETs without a body).
 *   Errors carry the spec's messages: "Service '{name}' not found", "Service '{name}' is not
 *   healthy", "Service call failed: {status} {statusText}".
 */
export const SERVICE_TIMEOUT_MS = 5000;

export type ServiceName = 'main-api' | 'truth-engine' | 'cost-simulator';

export interface ServiceRecord {
  name: ServiceName;
  url: string;
  healthCheck: string;
  timeout: number;
}

export interface ServiceStatus {
  name: string;
  status: 'healthy' | 'unhealthy';
  /** Milliseconds the health check took. */
  latency: number;
  lastChecked: Date;
}

export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

type Env = Partial<Record<'VITE_API_URL' | 'VITE_ENGINE_URL' | 'VITE_COST_URL', string>>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function serviceRecordsFrom(env: Env): ServiceRecord[] {
  const record = (name: ServiceName, url: string | undefined, fallback: string): ServiceRecord => ({
    name,
    url: trimSlash(url?.trim() || fallback),
    healthCheck: '/health',
    timeout: SERVICE_TIMEOUT_MS,
  });
  return [
    record('main-api', env.VITE_API_URL, '/api'),
    record('truth-engine', env.VITE_ENGINE_URL, '/engine'),
    record('cost-simulator', env.VITE_COST_URL, '/cost'),
  ];
}

export interface ServiceRegistryOptions {
  fetch?: typeof fetch;
  now?: () => number;
}

export function createServiceRegistry(records: ServiceRecord[], options: ServiceRegistryOptions = {}) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? (() => performance.now());

  const find = (name: string): ServiceRecord => {
    const record = records.find((r) => r.name === name);
    if (!record) throw new ServiceError(`Service '${name}' not found`);
    return record;
  };

  /** fetch with the service's timeout, through an AbortController. */
  async function fetchWithTimeout(record: ServiceRecord, url: string, init: RequestInit): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), record.timeout);
    try {
      return await doFetch(url, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  async function checkHealth(name: string): Promise<ServiceStatus> {
    const record = find(name);
    const started = now();
    let healthy = false;
    try {
      const response = await fetchWithTimeout(record, record.url + record.healthCheck, {
        headers: { Accept: 'application/json' },
      });
      if (response.ok) {
        const body = (await response.json()) as { ok?: unknown } | null;
        healthy = body?.ok === true;
      }
    } catch {
      healthy = false;
    }
    return {
      name: record.name,
      status: healthy ? 'healthy' : 'unhealthy',
      latency: Math.max(0, Math.round(now() - started)),
      lastChecked: new Date(),
    };
  }

  async function call<T>(name: string, path: string, body?: unknown): Promise<T> {
    const record = find(name);
    const health = await checkHealth(name);
    if (health.status !== 'healthy') throw new ServiceError(`Service '${name}' is not healthy`);
    const response = await fetchWithTimeout(record, record.url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new ServiceError(`Service call failed: ${response.status} ${response.statusText}`, response.status);
    }
    return (await response.json()) as T;
  }

  return {
    records: records as readonly ServiceRecord[],
    checkHealth,
    checkAll: () => Promise.all(records.map((r) => checkHealth(r.name))),
    call,
  };
}

export type ServiceRegistry = ReturnType<typeof createServiceRegistry>;

export const services: ServiceRegistry = createServiceRegistry(serviceRecordsFrom(import.meta.env as Env));
