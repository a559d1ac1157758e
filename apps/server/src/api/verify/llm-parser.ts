import { z } from 'zod';
import type { Catalog } from '@verity/engine/claims/catalog/create-catalog';
import type { DatasetDef } from '@verity/engine/claims/types';
import { verifyClaim, type VerifyOptions } from '@verity/engine/claims/verify/verify-claim';
import type { VerificationResult } from '@verity/engine/claims/verify/result';
import { normPhrase } from '@verity/engine/claims/parse/text';

/**
 * Optional language-model reading of a claim the grammar cannot parse. The model only proposes a
 * structured parse; it is validated, restated in the grammar's own words and verified by our code
 * from the data. Anything invalid, slow or inconsistent is ignored and the grammar's answer stands.
 */
export interface ClaimParser {
  readonly model: string;
  parse(claim: string, catalog: ParserCatalog): Promise<StructuredParse | null>;
}

/** What the parser needs to know of a catalog: its datasets' definitions and entity names. */
export interface ParserCatalog {
  datasets: readonly { def: DatasetDef; entities: readonly string[] }[];
}

const timeText = z.string().regex(/^\d{4}(?:-\d{2})?$/, 'a year or year-month');

export const structuredParseSchema = z.object({
  kind: z.enum(['value', 'approx', 'compare', 'change', 'extreme']),
  metric: z.string().min(1).max(120),
  entities: z.array(z.string().trim().min(1).max(80)).max(2),
  time: z.union([timeText, z.tuple([timeText, timeText])]).nullable(),
  op: z.enum(['>', '>=', '<', '<=', '=', 'increase', 'decrease', 'argmax', 'argmin']),
  value: z.number().finite().optional(),
  /** For a change: the value is a percentage ("rose by more than 10 %"). */
  percent: z.boolean().optional(),
});
export type StructuredParse = z.infer<typeof structuredParseSchema>;

const OP_WORDS: Record<string, string> = { '>': 'more than', '>=': 'at least', '<': 'less than', '<=': 'at most', '=': 'exactly' };

function metricLabel(catalog: ParserCatalog, id: string): { label: string; dataset: string } | null {
  for (const t of catalog.datasets) {
    const m = t.def.metrics.find((x) => x.id === id);
    if (m) return { label: m.label.replace(/\s*\([^)]*\)/g, '').trim(), dataset: t.def.id };
  }
  return null;
}

function num(v: number): string {
  return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(10)));
}

/** The parse in the grammar's own words, or null when it does not make a checkable claim. */
export function restate(p: StructuredParse, catalog: ParserCatalog): string | null {
  const m = metricLabel(catalog, p.metric);
  if (!m) return null;
  const [e1, e2] = p.entities;
  const subject = e1 ? `${e1} ${m.label}` : m.label;
  const range = Array.isArray(p.time) ? p.time : null;
  const point = typeof p.time === 'string' ? p.time : null;
  switch (p.kind) {
    case 'value':
    case 'approx': {
      if (p.value === undefined || !point || !['>', '>=', '<', '<=', '='].includes(p.op)) return null;
      const how = p.kind === 'approx' || p.op === '=' ? 'about' : OP_WORDS[p.op]!;
      return `${subject} was ${how} ${num(p.value)} in ${point}`;
    }
    case 'compare': {
      if (!e1 || !e2 || !point || !['>', '<'].includes(p.op)) return null;
      return `In ${point} ${e1} had a ${p.op === '>' ? 'higher' : 'lower'} ${m.label} than ${e2}`;
    }
    case 'change': {
      if (!range) return null;
      const dir = p.op === 'decrease' || p.op === '<' || p.op === '<=' ? 'fell' : 'rose';
      const by = p.value !== undefined && ['>', '>=', '<', '<='].includes(p.op)
        ? ` by ${OP_WORDS[p.op]} ${num(p.value)}${p.percent ? '%' : ''}`
        : '';
      return `${subject} ${by && p.op.startsWith('<') ? 'rose' : dir}${by} from ${range[0]} to ${range[1]}`;
    }
    case 'extreme': {
      if (!e1 || !point || (p.op !== 'argmax' && p.op !== 'argmin')) return null;
      return `In ${point} ${e1} had the ${p.op === 'argmax' ? 'highest' : 'lowest'} ${m.label}`;
    }
  }
}

/** The grammar's reading of the restatement must be the model's: same metric, entities and time. */
export function sameReading(r: VerificationResult, p: StructuredParse): boolean {
  if (r.verdict === 'unverifiable' || r.parse.metric === null) return false;
  if (r.parse.metric !== p.metric && !r.parse.metric.startsWith(`${p.metric}.`)) return false;
  const want = new Set(p.entities.map((e) => normPhrase(e)));
  const got = r.parse.entities.map((e) => normPhrase(e));
  if (want.size > 0 && !got.every((e) => want.has(e) || [...want].some((w) => e.includes(w) || w.includes(e)))) return false;
  const t = r.parse.time;
  if (Array.isArray(p.time)) return Array.isArray(t) && t[0]!.startsWith(p.time[0]) && t[t.length - 1]!.startsWith(p.time[1]);
  return p.time === null || (typeof t === 'string' && t.startsWith(p.time));
}

/** Which grammar answers the model may try to improve: it could not read the claim at all. */
export function grammarCannotRead(r: VerificationResult): boolean {
  return r.verdict === 'unverifiable' && (r.reason?.code === 'unparsed' || r.reason?.code === 'metric_not_in_catalog');
}

/**
 * Verifies with the grammar; when it cannot read the claim and a model is configured, verifies the
 * model's validated parse instead. The claim text stays the user's; a caveat on every evidence item
 * says the reading came from the model and how it was restated.
 */
export async function verifyWithParser(claim: string, catalog: Catalog, parser: ClaimParser | null, options: VerifyOptions = {}): Promise<ParsedVerification> {
  return verifyWithParserBy(claim, catalog, (text) => verifyClaim(text, catalog, options), parser);
}

export type ParsedVerification = VerificationResult & { parsedBy: 'grammar' | 'language-model' };

/** The same, where the catalog lives elsewhere (a user's table in its worker): `verify` runs the grammar there. */
export async function verifyWithParserBy(
  claim: string,
  guide: ParserCatalog | (() => ParserCatalog),
  verify: (text: string) => VerificationResult | Promise<VerificationResult>,
  parser: ClaimParser | null,
  grammarResult?: VerificationResult,
): Promise<ParsedVerification> {
  const grammar = grammarResult ?? (await verify(claim));
  if (!parser || !grammarCannotRead(grammar)) return { ...grammar, parsedBy: 'grammar' };
  const cat = typeof guide === 'function' ? guide() : guide;
  const parsed = await parser.parse(claim, cat).catch(() => null);
  if (!parsed) return { ...grammar, parsedBy: 'grammar' };
  const restated = restate(parsed, cat);
  if (!restated) return { ...grammar, parsedBy: 'grammar' };
  const via = await verify(restated);
  if (!sameReading(via, parsed)) return { ...grammar, parsedBy: 'grammar' };
  const note = `Read by a language model (${parser.model}) as "${restated}"; the verdict was computed from the data by Verity's own code.`;
  return {
    ...via,
    claim: grammar.claim,
    claimNFC: grammar.claimNFC,
    evidence: via.evidence.map((e) => ({ ...e, caveats: [note, ...e.caveats] })),
    summary: `${via.summary} (${note})`,
    parsedBy: 'language-model',
  };
}

function catalogGuide(catalog: ParserCatalog): string {
  return catalog.datasets
    .map((t) => `- ${t.def.id} (${t.def.coverageText}; entities: ${t.entities.slice(0, 12).join(', ')}${t.entities.length > 12 ? ', …' : ''}): ${t.def.metrics.slice(0, 12).map((m) => `${m.id} = ${m.label} [${m.unit}]`).join('; ')}`)
    .join('\n');
}

const SYSTEM = `You turn one factual claim into a JSON parse for a data checker. Answer with one JSON object only:
{"kind": "value"|"approx"|"compare"|"change"|"extreme", "metric": "<metric id from the list>", "entities": ["<name as in the list>", ...at most 2],
 "time": "YYYY" | "YYYY-MM" | ["YYYY", "YYYY"] | null, "op": ">"|">="|"<"|"<="|"="|"increase"|"decrease"|"argmax"|"argmin", "value": <number, optional>, "percent": <true when value is a percentage change>}
value/approx: a number at a time; compare: entities[0] vs entities[1] at a time (op > or <); change: between two times (time is a pair);
extreme: entities[0] has the highest (argmax) or lowest (argmin) value at a time. Use plain numbers (1.3 billion -> 1300000000).
Do not judge whether the claim is true. If the claim is not about a listed metric, answer {"kind": "none"}.`;

/** An OpenAI-compatible chat-completions client with a hard timeout. */
export function createLlmParser(options: { baseUrl: string; apiKey?: string | undefined; model: string; timeoutMs: number; log?: (msg: string, detail?: unknown) => void }): ClaimParser {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    model: options.model,
    async parse(claim, catalog) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
          body: JSON.stringify({
            model: options.model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: `${SYSTEM}\nMetrics:\n${catalogGuide(catalog)}` },
              { role: 'user', content: claim },
            ],
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!res.ok) {
          options.log?.('language model answered an error', { status: res.status });
          return null;
        }
        const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = body.choices?.[0]?.message?.content;
        if (typeof content !== 'string') return null;
        const text = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
        const parsed = structuredParseSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch (e) {
        options.log?.('language model parse failed; the grammar answer stands', { error: e instanceof Error ? e.message : String(e) });
        return null;
      }
    },
  };
}
