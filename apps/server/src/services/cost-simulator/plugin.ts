import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { costSimulationRequestSchema } from '@verity/contracts/cost';
import { simulateCost, type CostModelParams } from './model.ts';
import { measureCpuSecondsPerRow } from './workload.ts';

export interface CostSimulatorOptions {
  costPerCpuSecond: number;
  costPerRequestUsd: number;
  version: string;
  /** Skip the start-up measurement (tests pin the model with a known figure). */
  cpuSecondsPerRow?: number;
  /** Per-IP limit for /simulate where the host registered @fastify/rate-limit. */
  rateLimit?: { max: number; timeWindow: number };
}

const WORKLOAD_ROWS = 20_000;

/** The cost simulator service: `GET /health`, `POST /simulate`. Mounted at `/cost`, or alone. */
export const costSimulatorPlugin: FastifyPluginAsyncZod<CostSimulatorOptions> = async (app, options) => {
  const measured = options.cpuSecondsPerRow === undefined;
  const params: CostModelParams = {
    cpuSecondsPerRow: options.cpuSecondsPerRow ?? measureCpuSecondsPerRow(WORKLOAD_ROWS),
    costPerCpuSecond: options.costPerCpuSecond,
    costPerRequestUsd: options.costPerRequestUsd,
    measurement: measured
      ? `median CPU time of 5 runs of the analysis workload over ${WORKLOAD_ROWS} rows, measured at start-up`
      : 'configured',
  };
  const startedAt = Date.now();

  app.get('/health', async () => ({
    ok: true,
    service: 'cost-simulator',
    version: options.version,
    uptime: Math.round((Date.now() - startedAt) / 1000),
    cpuSecondsPerRow: params.cpuSecondsPerRow,
  }));

  const limit = options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {};
  app.post('/simulate', { ...limit, schema: { body: costSimulationRequestSchema } }, async (request) => ({
    data: simulateCost(params, request.body),
  }));
};
