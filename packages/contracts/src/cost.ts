import { z } from 'zod';
import { PLAN_IDS } from './plans.ts';

// The cost simulator's request and answer (`POST /cost/simulate`), shared by the server,
// the dashboard's scaling-economics panel and the pricing page's calculator.

/** The spec's economics, as parameters of the model (spec product section: 15% per 10×, $0.003, 70%+). */
export const COST_ECONOMICS = {
  scaleReductionPer10x: 0.15,
  targetCostPerAnalysis: 0.003,
  targetGrossMargin: 0.7,
  defaultRowsPerAnalysis: 1000,
  curveVolumes: [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000],
} as const;

export const costSimulationRequestSchema = z.object({
  analysesPerMonth: z.number().int().min(1).max(10_000_000),
  rowsPerAnalysis: z.number().int().min(1).max(1_000_000).default(COST_ECONOMICS.defaultRowsPerAnalysis),
  planId: z.enum(PLAN_IDS).optional(),
});
export type CostSimulationRequest = z.input<typeof costSimulationRequestSchema>;

export interface CostCurvePoint {
  analysesPerMonth: number;
  costPerAnalysis: number;
  monthlyCost: number;
}

export interface CostSimulation {
  analysesPerMonth: number;
  rowsPerAnalysis: number;
  /** USD, after the scale reduction at this volume. */
  costPerAnalysis: number;
  /** USD a month at this volume. */
  monthlyCost: number;
  meetsCostTarget: boolean;
  curve: CostCurvePoint[];
  plan: null | {
    id: (typeof PLAN_IDS)[number];
    priceCents: number;
    analysisLimit: number;
    withinLimit: boolean;
    /** (price − monthly cost) ÷ price; null for a free plan (no revenue to have a margin on). */
    grossMargin: number | null;
    meetsMarginTarget: boolean | null;
  };
  model: {
    cpuSecondsPerRow: number;
    cpuSecondsPerAnalysis: number;
    costPerCpuSecond: number;
    costPerRequestUsd: number;
    /** Cost of one analysis at volume 1: compute + per-request cost. */
    baseCostPerAnalysis: number;
    scaleReductionPer10x: number;
    targetCostPerAnalysis: number;
    targetGrossMargin: number;
    measurement: string;
  };
}
