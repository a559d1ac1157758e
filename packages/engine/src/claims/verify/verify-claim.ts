import type { Catalog } from '../catalog/create-catalog.ts';
import { parseClaim, type ParsedClaim } from '../parse/parse-claim.ts';
import { cleanClaim } from '../parse/text.ts';
import { formatPoint, isoToday, seasonText, type TimePoint } from '../parse/time.ts';
import type { ReasonCode, Verdict } from '../types.ts';
import { ENGINE_VERSION } from '../../version.ts';
import { computeChange, computeCompare, computeExtreme, computeFromTo, computeValue, isFlow, retext, type Calc, type Computed } from './compute.ts';
import { buildEvidence, sourceRef } from './evidence.ts';
import { datasetName } from './format.ts';
import { resolveClaim, type Resolved } from './resolve.ts';
import type { ClaimParse, Reading, VerificationResult } from './result.ts';
import { COVERAGE_CAP, dependsScore, round, SCORING_POLICY_VERSION } from './score.ts';

export interface VerifyOptions {
  /** Claims longer than this are refused as unparsed (the API allows 500). */
  maxLength?: number;
  /** The day the claim is read on (YYYY-MM-DD), which "last year" or "today" count from; the clock's date when absent. */
  today?: string;
}

export const EXAMPLE_CLAIMS = [
  "Japan's life expectancy was above 80 in 2005",
  'Between 1990 and 2010 the CO2 concentration at Mauna Loa rose by more than 10%',
  'Seattle got more than 1,000 mm of precipitation in 2015',
  'About 1.3 billion people lived in China in 2005',
];

/** The first time the claim states, normalised like a resolved one ("2005", ["2001", "2009"]). */
function statedTime(p: ParsedClaim): string | string[] | null {
  const t = p.times[0];
  if (!t) return null;
  if (t.kind === 'point') return formatPoint(t.at);
  if (t.kind === 'range') return [formatPoint(t.from), formatPoint(t.to)];
  if (t.kind === 'month') return formatMonth(t.month);
  if (t.kind === 'season') return `--${t.season}`;
  return t.kind === 'snapshot' ? 'snapshot' : null;
}

/** A month of no particular year, as XML Schema's gMonth writes it: "--12" for December. */
function formatMonth(m: number): string {
  return `--${String(m).padStart(2, '0')}`;
}

function publicParse(p: ParsedClaim | undefined, r?: Resolved): ClaimParse {
  if (!p) return { kind: 'unverifiable', entities: [], metric: null, dataset: null, time: null };
  const time = r
    ? r.time.kind === 'snapshot' || (r.table.def.time.kind === 'snapshot') ? 'snapshot'
      : r.time.kind === 'month' ? (r.time.months!.length === 1 ? formatMonth(r.time.months![0]!) : r.time.months!.map(formatMonth))
      // A season of every year, written like a month of every year: "--summer".
      : r.time.kind === 'season' ? (r.time.seasons!.length === 1 ? `--${r.time.seasons![0]}` : r.time.seasons!.map((x) => `--${x}`))
      : r.time.points.length === 0 ? null
      : r.time.points.length === 1 ? formatPoint(r.time.points[0]!) : r.time.points.map(formatPoint)
    : statedTime(p);
  const q = p.quantity ?? p.change?.quantity ?? p.compare?.gap?.quantity;
  const dailySum = r && r.table.def.time.grain !== 'year' && isFlow(r) && p.form === 'value';
  const kind: ClaimParse['kind'] =
    p.form === 'value' ? (dailySum ? 'aggregate' : p.hedge === 'about' ? 'approx' : p.hedge === 'nearly' ? 'between' : 'value')
      : p.form === 'none' ? 'unverifiable' : p.form === 'fromto' ? 'change' : p.form;
  const op = p.form === 'change' ? (p.change!.versus ? `${p.change!.dir === 'down' ? 'decrease' : 'increase'} ${p.change!.op === '<' ? 'less' : 'more'} than`
    : p.change!.measure === 'direction' ? (p.change!.dir === 'down' ? 'decrease' : 'increase') : `${p.change!.measure}${p.change!.op}`)
    : p.form === 'compare' ? `${p.compare!.gap?.denied ? 'not ' : ''}${p.compare!.gap?.absolute ? 'apart' : p.compare!.op}${p.compare!.gap ? ` by ${p.compare!.gap.measure}${p.compare!.gap.op}` : ''}`
      : p.form === 'extreme' ? (p.extreme!.dir === 'max' ? 'argmax' : 'argmin')
        : p.form === 'between' ? 'between' : p.form === 'fromto' ? 'from→to' : p.hedge === 'about' ? '≈' : p.op;
  return {
    kind,
    entities: r ? r.entities : p.mentions.map((m) => m.text).concat(p.unknownNames),
    metric: r ? (r.derived === 'count_days' ? `${r.metric.id}.rainy_days` : r.metric.id) : null,
    dataset: r ? r.table.def.id : null,
    time,
    ...(op ? { op } : {}),
    ...(p.form === 'extreme' && p.extreme?.claimedTime ? { value: p.extreme.claimedTime.year } : q ? { value: q.value } : {}),
    ...(p.quantity2 ? { value2: p.quantity2.value } : {}),
    ...(q?.unit ? { unit: q.unit } : {}),
    ...(p.hedge ? { hedge: p.hedge } : {}),
    ...(p.hedge === 'about' ? { tolerance_rel: 0.05 } : {}),
    ...(p.extreme?.rank ? { rank: p.extreme.rank } : {}),
  };
}

/** Words of size, said before a comparative or a verb of change, or after the verb. */
const SIZE_ADVERB = String.raw`slightly|marginally|a little|a bit|somewhat|modestly|mildly|slowly|sharply|rapidly|quickly|dramatically|steeply|substantially|significantly|considerably|hugely|massively|greatly|vastly|enormously|tremendously|a lot|much|far|way`;
const CHANGE_VERB = String.raw`rose|risen|rises|rising|grew|grown|grows|growing|fell|fallen|falls|falling|increased|increases|increasing|decreased|decreases|decreasing|dropped|drops|dropping|declined|declines|declining|climbed|climbs|climbing|jumped|shrank|shrunk`;
const SIZE_BEFORE = new RegExp(String.raw`\b(${SIZE_ADVERB})\s+(?:more|less|fewer|\w{2,}er|${CHANGE_VERB})\b`, 'i');
const SIZE_AFTER = new RegExp(String.raw`\b(?:${CHANGE_VERB})\s+(${SIZE_ADVERB})\b`, 'i');
/** Verbs of change that say a size too ("soared", "plummeted", "edged up", "dipped"). */
const SIZE_VERB = /\b(soar(?:ed|s|ing)?|skyrocket(?:ed|s|ing)?|surg(?:e|ed|es|ing)|boomed|jump(?:ed|s)?|spik(?:e|ed|es)|balloon(?:ed|s)?|plung(?:e|ed|es|ing)|plummet(?:ed|s|ing)?|slump(?:ed|s)?|tumbled|crash(?:ed|es)|collaps(?:e|ed|es)|nose-?dived?|tank(?:ed|s)|(?:edg|inch|tick)(?:ed|es|s) (?:up|higher|down|lower)|cre(?:pt|eps) (?:up|higher|down|lower)|dipp?(?:ed|s)?)\b/i;
/** A size said of the change as a noun ("saw a sharp increase", "a slight decline in"). */
const SIZE_NOUN = /\b(slight|small|modest|marginal|minor|mild|sharp|steep|large|big|huge|massive|dramatic|substantial|considerable|significant|rapid|enormous|tremendous)\s+(?:increase|rise|growth|gain|jump|decrease|decline|drop|fall|loss|reduction|dip)s?\b/i;

/**
 * "grew slightly", "rose sharply", "soared", "slightly more rain than": the size of a change or a difference
 * said in words and with no number beside it (claims.md §3 reads hedges of numbers only). Returns
 * the word, or undefined when the claim states its size ("by over 10 %", "twice as much").
 */
function unmeasuredSize(text: string, p: ParsedClaim): string | undefined {
  if (p.form === 'change' ? p.change?.quantity !== undefined : p.form !== 'compare' || p.compare?.gap !== undefined) return undefined;
  // ("as much as", "so far", "by far the"): not a size of this change
  const said = SIZE_BEFORE.exec(text.replace(/\b(as much as|so far|by far|far from)\b/gi, ' ')) ?? SIZE_AFTER.exec(text) ?? SIZE_VERB.exec(text) ?? SIZE_NOUN.exec(text);
  return said?.[1]?.toLowerCase();
}

function unverifiable(claim: string, code: ReasonCode, message: string, available: string[], catalog: Catalog, p?: ParsedClaim, datasetId?: string): VerificationResult {
  const t = datasetId ? catalog.byId.get(datasetId) : undefined;
  const examples = code === 'unparsed' ? [`Claims that work: ${EXAMPLE_CLAIMS.map((e) => `"${e}"`).join('; ')}`] : [];
  return {
    claim, claimNFC: cleanClaim(claim), verdict: 'unverifiable', veracityScore: null,
    reason: { code, message, available: [...available, ...examples] },
    parse: { ...publicParse(p), kind: 'unverifiable', ...(datasetId ? { dataset: datasetId } : {}) },
    readings: [], evidence: [], sources: t ? [sourceRef(t)] : [],
    summary: `Not verifiable: ${message}`,
    proofData: { manifestSha256: catalog.manifestSha256, rows: [] },
    engineVersion: ENGINE_VERSION, scoringPolicyVersion: SCORING_POLICY_VERSION,
  };
}

function compute(p: ParsedClaim, r: Resolved): Computed {
  switch (p.form) {
    // Over the data's coverage a flow ("gets more than 1,000 mm of rain") is a year's, as with "a year".
    case 'value': case 'between': return computeValue(r.time.coverage ? { ...p, perYear: true } : p, r);
    case 'fromto': return computeFromTo(p, r);
    case 'compare': return computeCompare(p, r);
    case 'change': return computeChange(p, r);
    case 'extreme': return computeExtreme(p, r);
    default: return { miss: { fail: 'unparsed', message: p.oneSided ? oneSidedMessage(r) : 'No number, comparison, change or ranking was recognised in the claim.' } };
  }
}

/**
 * "winter 2014" names the winter that ends in 2014 (December 2013–February 2014: its January and February are
 * in 2014) or the one that starts in it (December 2014–February 2015). The first is read; the second is shown
 * beside it, so when the two disagree the verdict depends on the definition; if it is not in the data, that is said.
 */
function withWinterReadings(p: ParsedClaim, r: Resolved, out: Computed): Computed {
  if ('miss' in out) return out;
  const open = (tp: TimePoint): boolean => tp.season === 'winter' && tp.decYear === undefined;
  const named = [...(r.time.kind !== 'range' || p.form === 'change' ? r.time.points : []), ...(p.extreme?.claimedTime ? [p.extreme.claimedTime] : [])].filter(open);
  if (named.length === 0) return out;
  const flip = (tp: TimePoint): TimePoint => (open(tp) ? { ...tp, decYear: tp.year } : tp);
  const alt = compute(
    { ...p, ...(p.extreme?.claimedTime ? { extreme: { ...p.extreme, claimedTime: flip(p.extreme.claimedTime) } } : {}) },
    { ...r, time: { ...r.time, points: r.time.points.map(flip) } },
  );
  const years = [...new Set(named.map((tp) => tp.year))];
  const distinct = named.filter((tp, k) => named.findIndex((x) => x.year === tp.year) === k);
  const ends = distinct.map((tp) => seasonText(tp).replace(/^winter \d+ \((.*)\)$/, '$1')).join(' and ');
  const rule = `${years.map((y) => `"winter ${y}"`).join(' and ')} read as ${ends}: the winter${years.length > 1 ? 's' : ''} that end${years.length > 1 ? '' : 's'} in ${years.join(' and ')}`;
  const starts = distinct.map((tp) => seasonText(flip(tp)).replace(/^winter \d+ \((.*)\)$/, '$1')).join(' and ');
  const caveat = rule + ('miss' in alt ? `; the other reading, ${starts}, is not in the data (${alt.miss.message})` : '.');
  // With both readings computed they are named alike, so they read as the choice they are (not "total over the
  // period" beside a named winter).
  const endsLabel = 'miss' in alt ? undefined : `winter${years.length > 1 ? 's' : ''} that end${years.length > 1 ? '' : 's'} in February ${years.join(' and ')} (${ends})`;
  const calcs = out.calcs.map((c) => (c.isDefault ? { ...c, caveats: [caveat, ...c.caveats], ...(endsLabel ? { label: endsLabel } : {}) } : c));
  if ('miss' in alt) return { calcs };
  const other = alt.calcs.find((c) => c.isDefault) ?? alt.calcs[0]!;
  calcs.push({
    ...other, id: 'winter_starting_in_december', isDefault: false,
    label: `winter${years.length > 1 ? 's' : ''} that start${years.length > 1 ? '' : 's'} in December ${years.join(' and ')} (${starts})`,
    ...retext(other, (t) => `Read as the winter${years.length > 1 ? 's' : ''} that start${years.length > 1 ? '' : 's'} in December ${years.join(' and ')}: ${t}`),
  });
  return { calcs };
}

/** "Seattle is rainier than phoenix": a comparison was read, but not a second thing or time to compare with. */
function oneSidedMessage(r: Resolved): string {
  const def = r.table.def;
  const ds = `${datasetName(def)} (${def.coverageText})`;
  if (def.entity.fixed) return `A comparison was recognised, but not two times to compare: ${ds} has one series, so name two years.`;
  return `A comparison was recognised, but not what ${r.entities[0] ?? 'it'} is compared with: name a second ${def.entity.noun} of ${ds}, or two years.`;
}

/** A tied reading does not hold: beside one that does, the verdict depends on the definition. */
function holdsOf(c: Calc): boolean {
  return !c.tied && c.score >= 0.5;
}

function verdictOf(all: readonly Calc[]): { verdict: Verdict; score: number } {
  // A figure shown for context is not a reading of the claim.
  const calcs = all.filter((c) => !c.context);
  const def = calcs.find((c) => c.isDefault) ?? calcs[0]!;
  if (def.tied) return { verdict: 'tied', score: 0.5 };
  const holds = calcs.map(holdsOf);
  if (holds.some((h) => h !== holds[0])) return { verdict: 'depends_on_definition', score: round(dependsScore(calcs.map((c) => c.score))) };
  return { verdict: def.score >= 0.5 ? 'supported' : 'refuted', score: round(def.score) };
}

/**
 * Verifies one claim against the catalog. Pure and deterministic given `options.today`: no I/O, no randomness;
 * without it the clock's date is the day relative times ("last year") count from.
 * Never throws: anything it cannot read comes back as `unverifiable` with a reason code.
 */
export function verifyClaim(claim: string, catalog: Catalog, options: VerifyOptions = {}): VerificationResult {
  const text = typeof claim === 'string' ? claim : String(claim);
  const max = options.maxLength ?? 500;
  const cleaned = cleanClaim(text);
  if (cleaned.length === 0) return unverifiable(text, 'unparsed', 'The claim is empty.', [], catalog);
  if (cleaned.length > max) return unverifiable(text, 'unparsed', `The claim is longer than ${max} characters.`, [], catalog);
  let p: ParsedClaim | undefined;
  try {
    p = parseClaim(text, catalog.aliases, options.today && /^\d{4}-\d{2}-\d{2}$/.test(options.today) ? options.today : isoToday());
    // Several assertions, or a negation that cannot be read for certain: no verdict rather than a wrong one.
    if (p.issue) return unverifiable(text, 'ambiguous', p.issue.message, [], catalog, p);
    const res = resolveClaim(p, catalog);
    if (!res.ok) return unverifiable(text, res.error.code, res.error.message, res.error.available, catalog, p, res.error.dataset);
    const r = res.value;
    const out = withWinterReadings(p, r, compute(p, r));
    if ('miss' in out) {
      const cov = r.table.def.coverageText;
      return unverifiable(text, out.miss.fail, out.miss.message, [`${datasetName(r.table.def)}: ${cov}`], catalog, p, r.table.def.id);
    }
    // A caveat on how an open time was read ("since 2010" closed at the data's end) goes with the default reading.
    const note = r.time.note;
    const noted = note ? out.calcs.map((c) => (c.isDefault ? { ...c, caveats: [...c.caveats, note] } : c)) : out.calcs;
    // "never" with no time: all time, of which the data holds a few years (claims.md §4 coverage cap).
    const allTime = r.time.allTime;
    const calcs = allTime ? noted.map((c) => (c.capped ? c : { ...c, score: Math.min(c.score, COVERAGE_CAP), capped: allTime, caveats: [...c.caveats, allTime] })) : noted;
    const { verdict, score } = verdictOf(calcs);
    const def = calcs.find((c) => c.isDefault) ?? calcs[0]!;
    // A size in words the data bear the direction of out is the rest of the claim, and is not checked.
    const size = unmeasuredSize(cleaned, p);
    if (size && (verdict === 'supported' || verdict === 'depends_on_definition')) {
      return unverifiable(text, 'ambiguous', `"${size}" says how large the ${p.form === 'change' ? 'change' : 'difference'} is without a number, and a size in words has no agreed measure, so it is not checked. The direction holds: ${def.brief ?? def.text} State the size as a number ("by more than 10 %") to have it checked, or leave the word out.`, [], catalog, p, r.table.def.id);
    }
    const { evidence, proofRows } = buildEvidence(calcs, r);
    // A figure shown for context stays in the evidence; the readings are what the verdict weighs.
    const readings: Reading[] = calcs.filter((c) => !c.context).map((c) => ({ id: c.id, label: c.label, isDefault: c.isDefault, score: round(c.score), holds: c.tied ? 'tied' : c.score >= 0.5 }));
    for (const e of evidence) e.computation.score = round(e.computation.score);
    const lead: Record<Verdict, string> = {
      supported: 'Supported', refuted: 'Refuted', tied: 'Tied', unverifiable: 'Not verifiable',
      depends_on_definition: 'Depends on the definition',
    };
    const within = def.capped ? ' (within the dataset)' : '';
    return {
      claim: text, claimNFC: cleaned, verdict, veracityScore: score,
      parse: publicParse(p, r), readings, evidence, sources: [sourceRef(r.table)],
      summary: `${lead[verdict]}${within}: ${def.brief ?? def.text}${verdict === 'depends_on_definition' ? ` Other readings disagree: ${calcs.filter((c) => c !== def && !c.context && holdsOf(c) !== holdsOf(def)).map((c) => `${c.label} (${c.margin})`).join('; ')}.` : ''}`,
      proofData: { manifestSha256: catalog.manifestSha256, rows: proofRows },
      engineVersion: ENGINE_VERSION, scoringPolicyVersion: SCORING_POLICY_VERSION,
    };
  } catch (e) {
    // A bug must not become a verdict: report it as unverifiable, never as true or false.
    return unverifiable(text, 'unparsed', `The claim could not be processed (${e instanceof Error ? e.message : String(e)}).`, [], catalog, p);
  }
}
