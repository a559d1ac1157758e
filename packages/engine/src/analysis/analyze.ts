/**
 * Public entry point: analyze({hypothesis, data, analysisType}) → the spec's
 * Analysis plus a signed, hash-chained proof. The statistical core is
 * deterministic (same input + engine version → same result except insightId,
 * timestamp and cost); CPU time is measured around it with this thread's own
 * CPU clock (cpu-clock.ts; process.cpuUsage() where the platform has none)
 * and priced per CPU-second. The run is synchronous from ingest to signing, so
 * the CPU figure belongs to this job (run one job per process or worker).
 */
import type { KeyObject } from 'node:crypto';
import { statusFromScore, type AnalysisStatus, type AnalysisType } from '@verity/contracts/analysis';
import { CanonicalJsonError } from '../proof/canonical-json.ts';
import { buildHashChain } from '../proof/hash-chain.ts';
import { generateSigningKey, publicJwk, signEnvelope, type PublicJwk } from '../proof/signing.ts';
import { DEFAULT_CAUCHY_SCALE } from '../stats/bayes/jzs-t.ts';
import { ENGINE_VERSION } from '../version.ts';
import { analyzeAssessment, type AssessmentResult } from './assessment.ts';
import { analyzeAssociation } from './association.ts';
import { Ctx, fmt, makeStep, renumberSteps, withinRows, type CounterHypothesis, type FamilyResult, type ProofStep } from './context.ts';
import { cpuClock, type CpuClockSource } from './cpu-clock.ts';
import { dataHash } from './data-hash.ts';
import { EngineError, InsufficientDataError } from './errors.ts';
import { analyzeGroups } from './groups.ts';
import { analyzeInteraction } from './interaction.ts';
import { describeColumns, ingest } from './ingest.ts';
import { alternativeReadings, parseHypothesis, type Claim } from './parse.ts';
import { withCalendar } from './calendar.ts';
import { clamp01, DEFAULT_DELTAS, LARGE_DELTAS, loss, type Deltas } from './posterior.ts';
import { analyzePredictive } from './predictive.ts';
import { LEXICON_VERSION } from './text.ts';
import { analyzeThreshold } from './threshold.ts';

export { EngineError } from './errors.ts';

export interface AnalysisRequest {
  hypothesis: string;
  data: unknown;
  analysisType: AnalysisType;
  context?: unknown;
}

export interface AnalyzeOptions {
  insightId: string;
  timestamp: string;
  /** Ed25519 private key (KeyObject or PKCS#8 PEM). Without one, a per-process ephemeral key signs. */
  signingKey?: KeyObject | string;
  /** $ per CPU-second; default 1.1244e-5 (Fargate x86 $0.04048 per vCPU-hour). */
  pricePerCpuSecond?: number;
  /** Minimum effects; defaults in DEFAULT_DELTAS (recorded in step 0). */
  deltas?: Partial<Deltas>;
  /** a cpuClock() reading taken before the request was parsed, so parsing is part of the cost */
  cpuStartMs?: number;
}

export interface ProofEnvelope {
  v: 1;
  insightId: string;
  timestamp: string;
  head: string;
  dataHash: string;
  truthScore: number;
  status: AnalysisStatus;
  cost: number;
  cpuMs: number;
  /** whose CPU time cpuMs is: this thread's ('thread') or the whole process's ('process') */
  cpuClock: CpuClockSource;
  keyId: string;
}

export interface AnalysisProof {
  steps: ProofStep[];
  hashes: string[];
  envelope: ProofEnvelope;
  signature: string;
  keyId: string;
  alg: 'Ed25519';
  /** the signing public key; trust comes from the published /.well-known key with the same kid */
  publicKey: PublicJwk;
}

export interface AnalysisResult {
  insightId: string;
  originalHypothesis: string;
  truthScore: number;
  status: AnalysisStatus;
  /** what kind of probability truthScore is */
  scoreKind: string;
  counterHypotheses: CounterHypothesis[];
  proofChain: string[];
  cost: number;
  cpuMs: number;
  recommendation: string;
  timestamp: string;
  /** the claim as the engine understood it */
  claim: { statement: string; kind: string; columns: string[]; confidence: number };
  /** what was left out of the data or could not be read, one sentence per column; absent when nothing was */
  dataNotes?: string[];
  proof: AnalysisProof;
  /** present for context {kind: 'truth-assessment'} requests */
  assessment?: AssessmentResult;
}

export const DEFAULT_PRICE_PER_CPU_SECOND = 0.04048 / 3600;
const MAX_HYPOTHESIS_CHARS = 2000;
const ANALYSIS_TYPES: readonly AnalysisType[] = ['predictive', 'causal', 'descriptive', 'prescriptive'];

/**
 * What step 0 records as the engine's dependencies (engine.md §1): the statistics, parsing and
 * proof code are the engine's own, so the only other code an analysis runs is the JavaScript
 * runtime, whose math functions could change a result in the last place.
 */
export const ENGINE_DEPS: Readonly<Record<string, string>> = Object.freeze({ node: process.versions.node, v8: process.versions.v8 });

let ephemeral: ReturnType<typeof generateSigningKey> | undefined;

export interface CoreResult {
  truthScore: number;
  scoreKind: string;
  counterHypotheses: CounterHypothesis[];
  steps: ProofStep[];
  recommendation: string;
  dataHash: string;
  claim: AnalysisResult['claim'];
  dataNotes?: string[];
  assessment?: AssessmentResult;
}

function sortCounters(cs: CounterHypothesis[]): CounterHypothesis[] {
  const seen = new Set<string>();
  const out = cs
    .map((c) => ({ description: c.description, strength: Number(clamp01(c.strength).toFixed(4)), generated_by: c.generated_by }))
    .filter((c) => (seen.has(c.description) ? false : (seen.add(c.description), true)));
  return out.sort((a, b) => b.strength - a.strength || a.generated_by.localeCompare(b.generated_by) || a.description.localeCompare(b.description));
}

function padCounters(ctx: Ctx, claim: Claim, cs: CounterHypothesis[], n: number): CounterHypothesis[] {
  const out = [...cs];
  const cols = [...claim.x, claim.y].filter(Boolean).join(' and ');
  const dropped = Math.max(0, ctx.ds.n - n);
  const invSqrtN = n > 0 ? 1 / Math.sqrt(n) : 1;
  const extras: CounterHypothesis[] = [
    { generated_by: 'sampling', strength: clamp01(invSqrtN), description: `Sampling: ${n} rows may not represent the population the claim is about (1/√n = ${fmt(invSqrtN)})` },
    { generated_by: 'selection', strength: clamp01(dropped / ctx.ds.n), description: `Selection: ${dropped} of ${ctx.ds.n} rows ${dropped === 1 ? 'was' : 'were'} dropped for missing ${cols}; if they differ systematically the estimate is biased` },
    { generated_by: 'measurement', strength: 0, description: `Measurement: ${cols} may not measure what the claim means (cannot be measured from the data itself)` },
  ];
  for (const e of extras) if (out.length < 3) out.push(e);
  return out;
}

function recommend(status: AnalysisStatus, claim: Claim, fam: FamilyResult, top: CounterHypothesis | undefined): string {
  if (fam.insufficient) return `There is not enough data to test the claim that ${claim.statement} (${fam.evidence}). Collect more data before acting.`;
  const risk = top && top.strength >= 0.3 ? ` Main caveat: ${top.description[0]?.toLowerCase()}${top.description.slice(1)} (strength ${fmt(top.strength, 2)}).` : '';
  if (status === 'passed') return `The data support the claim that ${claim.statement} (${fam.evidence}). You can act on it; re-run as new data arrives.${risk}`;
  if (status === 'pending') return `The evidence that ${claim.statement} is suggestive but not conclusive (${fam.evidence}). Collect more data or a controlled test before acting.${risk}`;
  // A low score from too little evidence, not from evidence against: the data do not favour "no
  // effect" by more than 3 to 1 (Jeffreys), and given an effect it is more likely the claimed one.
  if (fam.pH1 !== undefined && fam.pH1 >= 0.25 && fam.truth >= 0.5 * fam.pH1) {
    return `The data lean towards the claim that ${claim.statement} but cannot yet tell it from chance (${fam.evidence}). Do not rely on it yet: collect more data first.${risk}`;
  }
  return `Do not rely on the claim that ${claim.statement}: the data do not support it (${fam.evidence}).${risk}`;
}

function isAssessment(context: unknown): boolean {
  return Boolean(context && typeof context === 'object' && (context as { kind?: unknown }).kind === 'truth-assessment');
}

interface Reading {
  claim: Claim;
  ctx: Ctx;
  fam: FamilyResult;
  /** how this reading differs from the parser's first one */
  alt?: ReturnType<typeof alternativeReadings>[number];
}

/** The claim's test family, or the "not enough data" answer of engine.md §5.2 (truth 0.5, pending). */
function runFamily(ctx: Ctx): FamilyResult {
  try {
    return testFamily(ctx);
  } catch (e) {
    if (!(e instanceof InsufficientDataError)) throw e;
    const { claim } = ctx;
    const columns = [...new Set([...claim.x, claim.y, ...(claim.group ? [claim.group.column] : []), ...(claim.moderator ? [claim.moderator.column] : [])])].filter(Boolean);
    ctx.step('insufficient-data', columns, e.n, { truth: 0.5, reason: e.message },
      `Not enough data: ${e.message}. No test is run; truth score 0.5 (no evidence either way, pending) until more data arrive`);
    return {
      truth: 0.5,
      scoreKind: 'Not enough data to test the claim: 0.5 stands for no evidence either way',
      counters: [],
      evidence: `not enough data: ${e.message}`,
      insufficient: true,
    };
  }
}

function testFamily(ctx: Ctx): FamilyResult {
  switch (ctx.claim.kind) {
    case 'dir':
    case 'assoc':
    case 'none':
      // ("among smokers, dose increases the drop"; "… more for smokers")
      if (ctx.claim.moderator) return analyzeInteraction(ctx);
      return ctx.claim.within ? withinRows(ctx, ctx.claim.within, analyzeAssociation) : analyzeAssociation(ctx);
    case 'predict':
      return analyzePredictive(ctx);
    case 'group':
    case 'groupNone':
    case 'groupDiff':
      return analyzeGroups(ctx);
    default:
      return analyzeThreshold(ctx);
  }
}

/** The deterministic part: ingest → parse → tests → score → counter-hypotheses → proof steps. */
export function runCore(request: AnalysisRequest, deltasIn: Partial<Deltas> = {}): CoreResult {
  if (!request || typeof request !== 'object') throw new EngineError('invalid_data', 'request must be an object {hypothesis, data, analysisType}');
  const { hypothesis, data, analysisType } = request;
  if (typeof hypothesis !== 'string' || !hypothesis.trim()) throw new EngineError('hypothesis_not_testable', 'hypothesis must be a non-empty string');
  if (hypothesis.length > MAX_HYPOTHESIS_CHARS) {
    throw new EngineError('hypothesis_not_testable', `hypothesis is ${hypothesis.length} characters; state one claim in at most ${MAX_HYPOTHESIS_CHARS}`);
  }
  if (!ANALYSIS_TYPES.includes(analysisType)) throw new EngineError('invalid_data', `analysisType must be one of ${ANALYSIS_TYPES.join(', ')}`);
  const deltas: Deltas = { ...DEFAULT_DELTAS, ...deltasIn };

  if (isAssessment(request.context)) {
    let hash: string;
    try {
      hash = dataHash(data);
    } catch (e) {
      if (e instanceof CanonicalJsonError) throw new EngineError('invalid_data', `data cannot be canonicalised: ${e.message}`);
      if (e instanceof RangeError) throw new EngineError('invalid_data', 'data is nested too deeply: send flat columns or rows of plain values');
      throw e;
    }
    const assessment = analyzeAssessment(data);
    const step0: ProofStep = {
      i: 0, test: 'setup', inputs: { columns: [], n: 1 },
      stats: { engine: ENGINE_VERSION, deps: { ...ENGINE_DEPS }, hypothesis, analysisType, dataHash: hash, context: 'truth-assessment' },
      text: `[0] Engine ${ENGINE_VERSION}; truth-assessment enrichment; data sha256:${hash}`,
    };
    const steps = [step0, ...assessment.steps.map((t, i) => ({ i: i + 1, test: 'assessment', inputs: { columns: [], n: 1 }, stats: {}, text: `[${i + 1}] ${t}` }))];
    return {
      truthScore: clamp01(assessment.truthScore / 100),
      scoreKind: 'Assessment score on 0–100 rescaled to 0–1 (weighted answer scores, capped where related answers do not corroborate them); not a probability',
      counterHypotheses: assessment.counterHypotheses,
      steps,
      recommendation: assessment.recommendations.map((r) => `[${r.priority}] ${r.action}`).join(' '),
      dataHash: hash,
      claim: { statement: 'truth-assessment enrichment', kind: 'assessment', columns: [], confidence: 1 },
      assessment,
    };
  }

  const uploaded = ingest(data);
  // ("higher on weekends", "in 2024 than in 2023": the parts of the date column the hypothesis names)
  const ds = withCalendar(uploaded, hypothesis);
  const derived = ds.columns.slice(uploaded.columns.length).map((c) => c.name);
  const hash = ds.hash;
  const claim = parseHypothesis(hypothesis, ds, analysisType);
  // "much higher", "strongly increases": a large effect is claimed, so the minimum effect is a medium one (ADR 0035)
  if (claim.large) Object.assign(deltas, { r: Math.max(deltas.r, LARGE_DELTAS.r), d: Math.max(deltas.d, LARGE_DELTAS.d), riskDifference: Math.max(deltas.riskDifference, LARGE_DELTAS.riskDifference) });
  if (claim.confidence < 0.5) {
    throw new EngineError('hypothesis_not_testable',
      `Cannot map "${hypothesis}" to the data with confidence (${fmt(claim.confidence, 2)} < 0.5): best reading "${claim.statement}" from ${claim.matches.map((m) => `"${m.phrase}" → ${m.column} (${fmt(m.score, 2)})`).join(', ')}. Columns found: ${describeColumns(ds)}.`,
      { matches: claim.matches });
  }
  // Every reading of an ambiguous column mapping is scored and the lowest reported (engine.md
  // §3.1.6); the proof, counter-hypotheses and recommendation then describe that reading.
  const alternatives = alternativeReadings(claim);
  // Multiplicity (§5.4): with m readings the prior odds of an effect are divided by m. A claim of
  // no effect keeps even odds: dividing them would make it more probable for being ambiguous.
  const readingCount = 1 + alternatives.length;
  // ("A is not lower than B" holds with no effect too)
  const claimsNoEffect = claim.kind === 'none' || claim.kind === 'groupNone' || claim.orEqual === true;
  const priorOdds = claimsNoEffect ? 1 : 1 / readingCount;
  const ctx = new Ctx(ds, claim, analysisType, deltas, hash, undefined, priorOdds);
  const readings: Reading[] = [{ claim, ctx, fam: runFamily(ctx) }];
  for (const alt of alternatives) {
    const altCtx = new Ctx(ds, alt.claim, analysisType, deltas, hash, ctx, priorOdds);
    try {
      readings.push({ claim: alt.claim, ctx: altCtx, fam: runFamily(altCtx), alt });
    } catch (e) {
      if (e instanceof EngineError) continue;
      throw e;
    }
  }
  const chosen = readings.reduce((lo, r) => (r.fam.truth < lo.fam.truth ? r : lo));
  const { fam } = chosen;
  const truthScore = Number(clamp01(fam.truth).toPrecision(12));
  // The reported reading at even prior odds, for the multiple-comparisons counter-hypothesis (§6).
  const evenOddsTruth = priorOdds < 1 ? runFamily(new Ctx(ds, chosen.claim, analysisType, deltas, hash, ctx)).truth : null;
  const status = statusFromScore(truthScore);

  const parse = {
    kind: chosen.claim.kind, x: chosen.claim.x, y: chosen.claim.y, direction: chosen.claim.direction, group: chosen.claim.group ?? null,
    threshold: chosen.claim.threshold ?? null, outcomeLevel: chosen.claim.outcomeLevel ?? null,
    ...(chosen.claim.within ? { within: chosen.claim.within } : {}), ...(chosen.claim.cut ? { cut: chosen.claim.cut } : {}), ...(chosen.claim.values ? { values: chosen.claim.values } : {}), ...(chosen.claim.orEqual ? { orEqual: true } : {}), ...(chosen.claim.each ? { each: true } : {}), ...(chosen.claim.large ? { large: true } : {}), ...(chosen.claim.small ? { small: true } : {}), ...(chosen.claim.gap ? { gap: chosen.claim.gap } : {}), ...(chosen.claim.moderator ? { moderator: chosen.claim.moderator } : {}), confidence: Number(claim.confidence.toPrecision(12)),
    matches: claim.matches.map((m) => ({ column: m.column, phrase: m.phrase, score: Number(m.score.toPrecision(12)) })),
    ...(readings.length > 1 ? { readings: readings.map((r) => r.claim.statement) } : {}),
  };
  const steps: ProofStep[] = [{
    i: 0, test: 'setup', inputs: { columns: ds.columns.map((c) => c.name), n: ds.n },
    stats: {
      engine: ENGINE_VERSION, lexicon: LEXICON_VERSION, deps: { ...ENGINE_DEPS },
      params: { ...deltas, ...(claim.small ? { ceiling: { ...LARGE_DELTAS } } : {}), priorH0: 0.5, ...(priorOdds < 1 ? { priorOddsDivisor: readingCount } : {}), cauchyScale: Number(DEFAULT_CAUCHY_SCALE.toPrecision(12)), zsScale: 1, folds: 5 },
      hypothesis, analysisType, dataHash: hash, dataHashScheme: 'verity-columns-v1', parse,
    },
    text: `[0] Engine ${ENGINE_VERSION}; ${analysisType} analysis of "${hypothesis}" read as: ${chosen.claim.statement} (mapping confidence ${fmt(claim.confidence, 2)}${readings.length > 1 ? `; the lowest-scoring of ${readings.length} readings of an ambiguous mapping` : ''}); data sha256:${hash} (columns as read, verity-columns-v1)`,
  }];
  const notes = ds.notes.length ? { notes: ds.notes } : {};
  steps.push(makeStep(1, 'ingest', ds.columns.map((c) => c.name), ds.n, { columns: uploaded.columns.length, ...notes, ...(derived.length ? { derived } : {}) },
    `Ingested ${ds.n} rows × ${uploaded.columns.length} columns: ${describeColumns(uploaded)}${ds.notes.length ? `. Not read as given: ${ds.notes.join('; ')}` : ''}${derived.length ? `. Derived from the dates for this hypothesis (UTC calendar days): ${derived.join(', ')}` : ''}`));
  steps.push(...renumberSteps(chosen.ctx.steps, steps.length));
  const used = steps.at(-1)?.inputs.n ?? ds.n;
  const counters = [...fam.counters];
  for (const other of readings) {
    if (other === chosen) continue;
    // the ambiguous phrase and its two columns, from whichever of the pair is an alternative reading
    const alt = (other.alt ?? chosen.alt) as NonNullable<Reading['alt']>;
    const t = other.fam.truth;
    steps.push(makeStep(steps.length, 'ambiguous-mapping', [alt.from, alt.to], ds.n, { reading: other.claim.statement, truth: t },
      `"${alt.phrase}" could also be read as: ${other.claim.statement}; that reading scores ${fmt(t)}, not lower than ${fmt(truthScore)}, so the reading above is reported`));
    counters.push({ generated_by: 'prior-odds', strength: loss(t, truthScore),
      description: `Ambiguous mapping: "${alt.phrase}" matches both ${alt.from} and ${alt.to}; the claim may hold for one reading only` });
  }
  if (evenOddsTruth !== null) {
    const names = new Map<string, string[]>();
    for (const a of alternatives) names.set(a.phrase, [...new Set([...(names.get(a.phrase) ?? [a.from]), a.to])]);
    const phrases = [...names].map(([phrase, cols]) => `"${phrase}" can name ${cols.join(' or ')}`).join('; ');
    counters.push({ generated_by: 'prior-odds', strength: clamp01(1 - truthScore / Math.max(evenOddsTruth, 1e-12)),
      description: `Multiple comparisons: ${phrases}, so the claim has ${readingCount} readings and the prior odds of an effect are divided by ${readingCount}; at even odds this reading would score ${fmt(evenOddsTruth)}` });
  }
  if (readings.length > 1 || priorOdds < 1) {
    steps.push(makeStep(steps.length, 'truth-score', chosen.claim.x.concat(chosen.claim.y).filter(Boolean), used, { truth: truthScore, readings: readings.length },
      `Truth score (${readings.length > 1 ? `lowest of ${readings.length} readings: ` : ''}${chosen.claim.statement}${priorOdds < 1 ? `; prior odds of an effect divided by ${readingCount}` : ''}) = ${fmt(truthScore)}`));
  }
  const counterHypotheses = sortCounters(padCounters(ctx, chosen.claim, counters, used));
  return {
    truthScore,
    scoreKind: priorOdds < 1 ? `${fam.scoreKind}; prior odds of an effect divided by ${readingCount} for the claim's ${readingCount} readings` : fam.scoreKind,
    counterHypotheses,
    steps,
    recommendation: recommend(status, chosen.claim, fam, counterHypotheses[0]),
    dataHash: hash,
    claim: { statement: chosen.claim.statement, kind: chosen.claim.kind, columns: [...new Set([...chosen.claim.x, chosen.claim.y, ...(chosen.claim.group ? [chosen.claim.group.column] : []), ...(chosen.claim.within ? [chosen.claim.within.column] : []), ...(chosen.claim.cut ? [chosen.claim.cut.column] : [])])].filter(Boolean), confidence: Number(claim.confidence.toFixed(4)) },
    ...(ds.notes.length ? { dataNotes: ds.notes } : {}),
  };
}

/** Runs an analysis and signs its proof. Throws EngineError (code + HTTP status) for untestable or bad input. */
export function analyze(request: AnalysisRequest, options: AnalyzeOptions): AnalysisResult {
  const clock = cpuClock();
  const c0 = options.cpuStartMs ?? clock.now();
  const core = runCore(request, options.deltas);
  const { hashes, head } = buildHashChain(core.steps);
  const status = statusFromScore(core.truthScore);
  let key: KeyObject | string;
  if (options.signingKey) key = options.signingKey;
  else {
    ephemeral ??= generateSigningKey();
    key = ephemeral.privateKey;
  }
  const jwk = publicJwk(typeof key === 'string' ? key : key);
  const cpuMs = Math.round((clock.now() - c0) * 100) / 100;
  const price = options.pricePerCpuSecond ?? DEFAULT_PRICE_PER_CPU_SECOND;
  const cost = Math.round((cpuMs / 1000) * price * 1e12) / 1e12;
  const envelope: ProofEnvelope = {
    v: 1, insightId: options.insightId, timestamp: options.timestamp, head, dataHash: core.dataHash,
    truthScore: core.truthScore, status, cost, cpuMs, cpuClock: clock.source, keyId: jwk.kid,
  };
  const { signature, keyId } = signEnvelope(envelope, key);
  const costLine = `Cost $${cost.toFixed(9)}: ${cpuMs} ms of CPU${options.cpuStartMs === undefined ? '' : ', parsing the request included'} (${clock.source === 'thread' ? "this analysis thread's own CPU time, from /proc/thread-self/schedstat" : "the whole process's CPU time (no per-thread clock on this platform), so concurrent work may be included"}) at $${price} per CPU-second`;
  const proofChain = [...core.steps.map((s) => s.text), costLine, `Chain sha256:${head} signed Ed25519 key ${keyId}`];
  return {
    insightId: options.insightId,
    originalHypothesis: request.hypothesis,
    truthScore: core.truthScore,
    status,
    scoreKind: core.scoreKind,
    counterHypotheses: core.counterHypotheses,
    proofChain,
    cost,
    cpuMs,
    recommendation: core.recommendation,
    timestamp: options.timestamp,
    claim: core.claim,
    ...(core.dataNotes ? { dataNotes: core.dataNotes } : {}),
    proof: { steps: core.steps, hashes, envelope, signature, keyId, alg: 'Ed25519', publicKey: jwk },
    ...(core.assessment ? { assessment: core.assessment } : {}),
  };
}
