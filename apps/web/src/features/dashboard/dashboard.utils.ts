import type { AnalysisType } from '@verity/contracts/analysis';
import { ANALYSIS_TYPES } from './analysis-constants';
import { MAX_DATA_BYTES, csvToColumns } from './csv';
import { formatCost as formatCostTo, formatDateTime } from '@verity/contracts/format';

/** Spec §9: score as a percentage with 1 decimal. */
export function formatScore(score: number): string {
  return Number.isFinite(score) ? `${(score * 100).toFixed(1)}%` : '—';
}

/** Spec §9: cost in dollars to 4 decimals ("< $0.0001" for a smaller positive cost). */
export function formatCost(cost: number): string {
  return Number.isFinite(cost) ? formatCostTo(cost, 4) : '—';
}

/**
 * A rate for display. The API gives rates as fractions (0..1); a value above 1 is taken as
 * already being a percentage, so a server that sends 80 for 80 % still reads right.
 */
export function formatRate(rate: number): string {
  if (!Number.isFinite(rate)) return '—';
  return `${(rate > 1 ? rate : rate * 100).toFixed(1)}%`;
}

export type StatusTone = 'passed' | 'failed' | 'other';

/** Spec §4: PASSED green, FAILED red, anything else yellow; underscores shown as spaces. */
export function statusLabel(status: string): string {
  return status.toUpperCase().replace(/_/g, ' ');
}

export function statusTone(status: string): StatusTone {
  const upper = status.toUpperCase();
  if (upper === 'PASSED') return 'passed';
  if (upper === 'FAILED') return 'failed';
  return 'other';
}

export const STATUS_TONE_CLASSES: Record<StatusTone, string> = {
  // text a shade darker than the brand tokens: small bold text on a tinted badge needs 4.5:1
  passed: 'border-transparent bg-success/15 text-emerald-800 dark:text-emerald-300',
  failed: 'border-transparent bg-destructive/15 text-red-800 dark:text-red-300',
  other: 'border-transparent bg-amber-400/20 text-amber-800 dark:text-amber-300',
};

export function analysisTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

export function isAnalysisType(value: string): value is AnalysisType {
  return (ANALYSIS_TYPES as readonly string[]).includes(value);
}

export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateTime(date);
}

export type DataFormat = 'json' | 'csv';

export interface AnalysisFormInput {
  hypothesis: string;
  dataText: string;
  format: DataFormat;
  analysisType: AnalysisType;
}

export interface ValidationFailure {
  title: string;
  description: string;
}

export type ParsedForm =
  | { ok: true; request: { hypothesis: string; data: Record<string, unknown> | unknown[]; analysisType: AnalysisType } }
  | { ok: false; failure: ValidationFailure };

/** Spec §5 messages, word for word. */
export const VALIDATION_MESSAGES = {
  missing: { title: 'Validation Error', description: 'Please enter both hypothesis and data' },
  invalidJson: { title: 'Invalid JSON', description: 'The data input is not valid JSON' },
  notTable: {
    title: 'Invalid JSON',
    description: 'The data must be a JSON object of columns ({"col": [...]}) or an array of rows ([{...}])',
  },
  tooLarge: { title: 'Data too large', description: 'The data is larger than 10 MB' },
} as const satisfies Record<string, ValidationFailure>;

/** True when parsed JSON holds a numeral too large for a double: JSON.parse reads 1e400 as Infinity. */
function holdsNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNonFinite(item, depth + 1));
  return Object.values(value).some((item) => holdsNonFinite(item, depth + 1));
}

/** A reviver that keeps such a numeral as written (where the browser gives the source text). */
function keepNumeralTooLarge(_key: string, value: unknown, context?: { source?: string }): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? (context?.source ?? String(value)) : value;
}

/** Checks the form the way spec §5 says and turns it into the request body. */
export function parseAnalysisForm(input: AnalysisFormInput): ParsedForm {
  const hypothesis = input.hypothesis.trim();
  if (hypothesis === '' || input.dataText.trim() === '') return { ok: false, failure: VALIDATION_MESSAGES.missing };
  if (new Blob([input.dataText]).size > MAX_DATA_BYTES) return { ok: false, failure: VALIDATION_MESSAGES.tooLarge };

  if (input.format === 'csv') {
    const csv = csvToColumns(input.dataText);
    if (!csv.ok) return { ok: false, failure: { title: 'Invalid CSV', description: csv.error } };
    return { ok: true, request: { hypothesis, data: csv.columns, analysisType: input.analysisType } };
  }

  let data: unknown;
  try {
    data = JSON.parse(input.dataText);
  } catch {
    return { ok: false, failure: VALIDATION_MESSAGES.invalidJson };
  }
  if (typeof data !== 'object' || data === null) return { ok: false, failure: VALIDATION_MESSAGES.notTable };
  // As Infinity it would be sent as null, a missing value, and the engine could not say that it
  // left it out: sent as text, it is counted and named in the result.
  if (holdsNonFinite(data)) data = JSON.parse(input.dataText, keepNumeralTooLarge) as unknown;
  return {
    ok: true,
    request: { hypothesis, data: data as Record<string, unknown> | unknown[], analysisType: input.analysisType },
  };
}

/** Counter-hypotheses, strongest first (a copy; the input is left alone). */
export function byStrength<T extends { strength: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.strength - a.strength);
}

/** Usage meter: analysisUsed of analysisLimit (-1 = unlimited). */
export function usageState(used: number, limit: number): { unlimited: boolean; reached: boolean; fraction: number } {
  if (limit < 0) return { unlimited: true, reached: false, fraction: 0 };
  if (limit === 0) return { unlimited: false, reached: true, fraction: 1 };
  return { unlimited: false, reached: used >= limit, fraction: Math.min(1, Math.max(0, used / limit)) };
}
