// The cost simulator's economics against the spec's targets: cost per analysis ≤ $0.003 and a
// gross margin of 70%+ at each paid plan's price, from CPU time measured here, now.
// Run alone: node --import tsx apps/server/bench/cost-bench.ts
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { COST_ECONOMICS } from '@verity/contracts/cost';
import { PLANS, UNLIMITED } from '@verity/contracts/plans';
import { loadConfig } from '../src/config.ts';
import { simulateCost, type CostModelParams } from '../src/services/cost-simulator/model.ts';
import { measureCpuSecondsPerRow } from '../src/services/cost-simulator/workload.ts';

export interface BenchRow {
  name: string;
  figure: string;
  target: string;
  pass: boolean | null;
}

/** Volume used for a plan without a limit. */
const UNLIMITED_VOLUME = 100_000;

export async function runCostBench(): Promise<BenchRow[]> {
  const config = loadConfig({});
  const params: CostModelParams = {
    cpuSecondsPerRow: measureCpuSecondsPerRow(20_000),
    costPerCpuSecond: config.COST_PER_CPU_SECOND,
    costPerRequestUsd: config.COST_PER_REQUEST_USD,
    measurement: 'bench',
  };
  const load = loadavg()[0]!.toFixed(1);
  const rows: BenchRow[] = [
    {
      name: `measured CPU per 1000-row analysis (load ${load})`,
      figure: `${(params.cpuSecondsPerRow * 1000 * 1000).toFixed(2)} ms`,
      target: 'reported',
      pass: null,
    },
  ];
  const rowsPerAnalysis = COST_ECONOMICS.defaultRowsPerAnalysis;
  for (const volume of [1, 1_000, 1_000_000]) {
    const sim = simulateCost(params, { analysesPerMonth: volume, rowsPerAnalysis });
    rows.push({
      name: `cost per analysis, ${rowsPerAnalysis} rows, ${volume.toLocaleString('en-US')}/month`,
      figure: `$${sim.costPerAnalysis.toPrecision(3)}`,
      target: `≤ $${COST_ECONOMICS.targetCostPerAnalysis}`,
      pass: sim.meetsCostTarget,
    });
  }
  for (const plan of PLANS.filter((p) => p.priceCents > 0)) {
    const volume = plan.analysisLimit === UNLIMITED ? UNLIMITED_VOLUME : plan.analysisLimit;
    const sim = simulateCost(params, { analysesPerMonth: volume, rowsPerAnalysis, planId: plan.id });
    const margin = sim.plan?.grossMargin ?? 0;
    rows.push({
      name: `gross margin, ${plan.id} at ${volume.toLocaleString('en-US')} analyses/month`,
      figure: `${(margin * 100).toPrecision(6)}%`,
      target: `≥ ${COST_ECONOMICS.targetGrossMargin * 100}%`,
      pass: sim.plan?.meetsMarginTarget ?? false,
    });
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCostBench().then(
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
