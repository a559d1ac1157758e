import type { AnalysisType } from '@verity/contracts/analysis';

/**
 * Small synthetic datasets a new user can load with one click, so the dashboard is never a blank
 * wall. They are generated here from a fixed seed (the same numbers every time) and are labelled
 * as samples wherever they are shown. Each pairs a hypothesis the engine can map to its columns.
 */
export interface SampleDataset {
  id: string;
  title: string;
  summary: string;
  hypothesis: string;
  analysisType: AnalysisType;
  /** Pretty JSON text for the data field. */
  dataText: string;
}

/** mulberry32: a tiny seeded PRNG, so samples are reproducible. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal from two uniforms (Box–Muller). */
function normal(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Columns as JSON, one column per line: readable, and valid JSON. */
function columnsText(columns: Record<string, (number | string)[]>): string {
  const lines = Object.entries(columns).map(([name, values]) => `  ${JSON.stringify(name)}: ${JSON.stringify(values)}`);
  return `{\n${lines.join(',\n')}\n}`;
}

function rowsText(rows: Record<string, number | string>[]): string {
  return `[\n${rows.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}\n]`;
}

function marketing(): string {
  const rand = seeded(11);
  const month: number[] = [];
  const season: number[] = [];
  const spend: number[] = [];
  const revenue: number[] = [];
  for (let m = 1; m <= 36; m++) {
    // Peak season drives both budget and sales; spend itself adds little.
    const s = 0.5 + 0.5 * Math.sin((2 * Math.PI * (m - 3)) / 12);
    const sp = 20 + 30 * s + 4 * normal(rand);
    month.push(m);
    season.push(round(s, 3));
    spend.push(round(sp, 1));
    revenue.push(round(180 + 260 * s + 0.4 * sp + 18 * normal(rand), 1));
  }
  return columnsText({ month, season_index: season, marketing_spend: spend, revenue });
}

function abTest(): string {
  const rand = seeded(23);
  const rows: Record<string, number | string>[] = [];
  for (let i = 0; i < 80; i++) {
    const variant = i % 2 === 0 ? 'A' : 'B';
    const base = variant === 'A' ? 48 : 57;
    rows.push({ variant, order_value: round(Math.max(5, base + 10 * normal(rand)), 2) });
  }
  return rowsText(rows);
}

function doseResponse(): string {
  const rand = seeded(37);
  const dose: number[] = [];
  const drop: number[] = [];
  for (const d of [0, 5, 10, 20, 40]) {
    for (let k = 0; k < 8; k++) {
      dose.push(d);
      drop.push(round(1.5 + 5.5 * Math.log1p(d / 5) + 2.2 * normal(rand), 1));
    }
  }
  return columnsText({ dose, blood_pressure_drop: drop });
}

function delivery(): string {
  const rand = seeded(53);
  const minutes: number[] = [];
  for (let i = 0; i < 40; i++) minutes.push(round(Math.max(8, 26.5 + 6 * normal(rand)), 1));
  return columnsText({ delivery_time_minutes: minutes });
}

export const SAMPLE_DATASETS: readonly SampleDataset[] = [
  {
    id: 'marketing',
    title: 'Marketing spend and revenue',
    summary: '36 months of spend and revenue, with a seasonal index that drives both.',
    hypothesis: 'Marketing spend increases revenue',
    analysisType: 'causal',
    dataText: marketing(),
  },
  {
    id: 'ab-test',
    title: 'Checkout A/B test',
    summary: '80 orders split evenly between checkout variants A and B.',
    hypothesis: 'Order value is higher for variant B than variant A',
    analysisType: 'prescriptive',
    dataText: abTest(),
  },
  {
    id: 'dose-response',
    title: 'Dose and response',
    summary: '40 patients at five doses (mg) with their drop in blood pressure (mmHg).',
    hypothesis: 'Dose predicts blood pressure drop',
    analysisType: 'predictive',
    dataText: doseResponse(),
  },
  {
    id: 'delivery',
    title: 'Delivery times',
    summary: '40 delivery times in minutes from one week of orders.',
    hypothesis: 'The average delivery time is below 30 minutes',
    analysisType: 'descriptive',
    dataText: delivery(),
  },
];
