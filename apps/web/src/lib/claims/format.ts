import type { Reading, SourceRef, Verdict, VerifyResponse } from './types';

/** What one verification looks like on screen: the live answer, or the labelled sample. */
export interface ResultView {
  claim: string;
  verdict: Verdict;
  verdictLabel: string;
  tone: 'success' | 'destructive' | 'warning' | 'muted';
  /** "97%" or "not verifiable". */
  scoreText: string;
  veracityScore: number | null;
  /** The one-line answer; empty when it would only repeat `reason.message`. */
  summary: string;
  /** Why it could not be verified, what the catalog does cover, and claims that do work. */
  reason: { message: string; available: string[]; examples: string[] } | null;
  evidence: string[];
  caveats: string[];
  /** Shown only when the readings disagree (claims.md §4). */
  readings: Reading[];
  sources: SourceRef[];
  proofId: string | null;
  /** true only for the spec's sample result shown when the API cannot be reached (decision #8). */
  sample: boolean;
}

export const CLAIM_MAX_LENGTH = 500;

export const VERDICT_LABELS: Record<Verdict, string> = {
  supported: 'Supported',
  refuted: 'Refuted',
  depends_on_definition: 'Depends on definition',
  tied: 'Tied',
  unverifiable: 'Not verifiable',
};

export function verdictLabel(verdict: string): string {
  return (VERDICT_LABELS as Record<string, string>)[verdict] ?? 'Not verifiable';
}

export function verdictTone(verdict: string): ResultView['tone'] {
  if (verdict === 'supported') return 'success';
  if (verdict === 'refuted') return 'destructive';
  if (verdict === 'depends_on_definition' || verdict === 'tied') return 'warning';
  return 'muted';
}

/** The veracity score as a whole percentage; null (unverifiable) never becomes a number. */
export function formatScore(score: number | null | undefined): string {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 'not verifiable';
  const pct = Math.round(Math.min(1, Math.max(0, score)) * 100);
  return `${pct}%`;
}

/** The readings only matter to a reader when they do not all reach the same answer. */
export function readingsDisagree(readings: readonly Reading[]): boolean {
  if (readings.length < 2) return false;
  const first = String(readings[0]?.holds);
  return readings.some((r) => String(r.holds) !== first);
}

export function readingOutcome(holds: Reading['holds']): string {
  if (holds === 'tied') return 'tied';
  return holds ? 'holds' : 'does not hold';
}

/** The engine lists example claims as one "available" line: `Claims that work: "a"; "b"`. */
const EXAMPLES_LINE = /^Claims that work:\s*/;

/** Splits an unverifiable answer's "available" lines into what the catalog covers and example claims. */
export function splitAvailable(lines: readonly string[]): { available: string[]; examples: string[] } {
  const available: string[] = [];
  const examples: string[] = [];
  for (const line of lines) {
    if (!EXAMPLES_LINE.test(line)) {
      available.push(line);
      continue;
    }
    const rest = line.replace(EXAMPLES_LINE, '');
    const quoted = [...rest.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim()).filter(Boolean);
    examples.push(...(quoted.length > 0 ? quoted : rest.split(';').map((e) => e.trim()).filter(Boolean)));
  }
  return { available, examples };
}

/** The summary, unless it is only the verdict label and the reason the box below shows anyway. */
function summaryBesides(summary: string, reasonMessage: string | null): string {
  if (!reasonMessage) return summary;
  const rest = summary.replace(/^Not verifiable:\s*/i, '').trim();
  return rest === reasonMessage.trim() || rest === '' ? '' : summary;
}

export function toResultView(data: Omit<VerifyResponse, 'id' | 'cryptographicProof' | 'issuedAt' | 'proofId'> & { proofId?: string | null }): ResultView {
  const evidence = data.evidence ?? [];
  const defaults = evidence.filter((e) => e.isDefault);
  const shown = defaults.length > 0 ? defaults : evidence;
  const reason =
    data.verdict === 'unverifiable' && data.reason
      ? { message: data.reason.message, ...splitAvailable(data.reason.available ?? []) }
      : null;
  return {
    claim: data.claim,
    verdict: data.verdict,
    verdictLabel: verdictLabel(data.verdict),
    tone: verdictTone(data.verdict),
    scoreText: formatScore(data.veracityScore),
    veracityScore: typeof data.veracityScore === 'number' ? data.veracityScore : null,
    summary: summaryBesides(data.summary, reason?.message ?? null),
    reason,
    evidence: shown.map((e) => e.text).filter((t) => t && !data.summary.includes(t)),
    caveats: [...new Set(shown.flatMap((e) => e.caveats ?? []))],
    readings: readingsDisagree(data.readings ?? []) ? data.readings : [],
    sources: data.sources ?? [],
    proofId: data.proofId ?? null,
    sample: false,
  };
}

export const SAMPLE_LABEL = 'Sample result — live verification unavailable';

/**
 * The spec's sample result (veracityScore 0.97, 3 sources, financial-filings evidence). Shown only
 * under SAMPLE_LABEL when the API cannot be reached; it has no proof and claims none.
 */
export function sampleResultView(claim: string): ResultView {
  const source = (n: number): SourceRef => ({
    id: `sample-${n}`,
    title: `Sample source ${n}: quarterly financial filing`,
    file: '',
    original: { publisher: 'Illustrative only', url: '' },
    licence: { name: 'Not applicable (sample)', url: '' },
    attribution: 'Illustrative sample — not a real source',
  });
  return {
    claim,
    verdict: 'supported',
    verdictLabel: 'Supported',
    tone: 'success',
    scoreText: formatScore(0.97),
    veracityScore: 0.97,
    summary: 'This is what a result looks like: the claim matched the figures reported in financial filings.',
    reason: null,
    evidence: ['Sample evidence: the reported figure agrees with three financial filings.'],
    caveats: [],
    readings: [],
    sources: [source(1), source(2), source(3)],
    proofId: null,
    sample: true,
  };
}

export function claimIsEmpty(claim: string): boolean {
  return claim.trim().length === 0;
}
