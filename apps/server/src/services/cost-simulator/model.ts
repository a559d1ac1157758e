import { COST_ECONOMICS, type CostSimulation } from '@verity/contracts/cost';
import { PLANS, UNLIMITED, type PlanId } from '@verity/contracts/plans';

export interface CostModelParams {
  /** Measured CPU seconds one row of an analysis costs (see workload.ts). */
  cpuSecondsPerRow: number;
  costPerCpuSecond: number;
  costPerRequestUsd: number;
  measurement: string;
  scaleReductionPer10x?: number;
}

/** Money to 6 significant figures: per-analysis costs are tiny, so fixed decimals would erase them. */
const usd = (x: number) => Number(x.toPrecision(6));

/**
 * The cost of one analysis at a monthly volume:
 *   base(rows)  = cpuSecondsPerRow × rows × $/CPU-s + $/request
 *   cost(v)     = base × (1 − 0.15)^log10(v)        (15% cheaper per 10× volume)
 *   monthly(v)  = v × cost(v)
 * The 15% per 10× stands for amortised fixed costs and reserved capacity; it is a parameter,
 * not a measurement. Compute is measured; everything else is configured.
 */
export function costPerAnalysisAt(params: CostModelParams, rows: number, volume: number): number {
  const base = params.cpuSecondsPerRow * rows * params.costPerCpuSecond + params.costPerRequestUsd;
  const reduction = params.scaleReductionPer10x ?? COST_ECONOMICS.scaleReductionPer10x;
  return base * Math.pow(1 - reduction, Math.log10(Math.max(1, volume)));
}

export function simulateCost(
  params: CostModelParams,
  input: { analysesPerMonth: number; rowsPerAnalysis: number; planId?: PlanId | undefined },
): CostSimulation {
  const { analysesPerMonth: volume, rowsPerAnalysis: rows } = input;
  const perAnalysis = costPerAnalysisAt(params, rows, volume);
  const monthly = perAnalysis * volume;
  const plan = input.planId ? PLANS.find((p) => p.id === input.planId) : undefined;
  const revenue = plan ? plan.priceCents / 100 : 0;
  const grossMargin = plan && revenue > 0 ? (revenue - monthly) / revenue : null;
  const base = costPerAnalysisAt(params, rows, 1);
  return {
    analysesPerMonth: volume,
    rowsPerAnalysis: rows,
    costPerAnalysis: usd(perAnalysis),
    monthlyCost: usd(monthly),
    meetsCostTarget: perAnalysis <= COST_ECONOMICS.targetCostPerAnalysis,
    curve: COST_ECONOMICS.curveVolumes.map((v) => {
      const c = costPerAnalysisAt(params, rows, v);
      return { analysesPerMonth: v, costPerAnalysis: usd(c), monthlyCost: usd(c * v) };
    }),
    plan: plan
      ? {
          id: plan.id,
          priceCents: plan.priceCents,
          analysisLimit: plan.analysisLimit,
          withinLimit: plan.analysisLimit === UNLIMITED || volume <= plan.analysisLimit,
          grossMargin: grossMargin === null ? null : usd(grossMargin),
          meetsMarginTarget: grossMargin === null ? null : grossMargin >= COST_ECONOMICS.targetGrossMargin,
        }
      : null,
    model: {
      cpuSecondsPerRow: params.cpuSecondsPerRow,
      cpuSecondsPerAnalysis: params.cpuSecondsPerRow * rows,
      costPerCpuSecond: params.costPerCpuSecond,
      costPerRequestUsd: params.costPerRequestUsd,
      baseCostPerAnalysis: usd(base),
      scaleReductionPer10x: params.scaleReductionPer10x ?? COST_ECONOMICS.scaleReductionPer10x,
      targetCostPerAnalysis: COST_ECONOMICS.targetCostPerAnalysis,
      targetGrossMargin: COST_ECONOMICS.targetGrossMargin,
      measurement: params.measurement,
    },
  };
}
