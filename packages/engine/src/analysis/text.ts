/**
 * Hand-written text normalisation for hypothesis ↔ column matching: tokens,
 * a light deterministic stemmer (the same function is applied to hypothesis
 * words and column-name words, so consistency matters more than linguistics),
 * a derivation table, synonym groups, and Dice / Jaro–Winkler similarity.
 */
import { fold, nameWords } from './ingest.ts';
import { ownEntry } from '../own-entry.ts';

export const LEXICON_VERSION = '27';

export interface Token {
  /** lowercase surface form */
  word: string;
  /** original casing */
  raw: string;
  stem: string;
  index: number;
}

const IRREGULAR: Record<string, string> = {
  children: 'child', people: 'person', men: 'man', women: 'woman', data: 'data', bias: 'bias', sales: 'sale',
  was: 'be', were: 'be', is: 'be', are: 'be', been: 'be', being: 'be', has: 'have', had: 'have', does: 'do', did: 'do',
  lower: 'lower', higher: 'higher', better: 'better', worse: 'worse', more: 'more', less: 'less', fewer: 'fewer',
  rose: 'rise', risen: 'rise', fell: 'fall', fallen: 'fall', grew: 'grow', grown: 'grow', drove: 'drive', driven: 'drive',
  led: 'lead', paid: 'pay', sold: 'sale', sell: 'sale', sells: 'sale', selling: 'sale', bought: 'buy', spent: 'spend', news: 'news', analysis: 'analysis',
  status: 'status', series: 'series', business: 'business', always: 'always', various: 'various', previous: 'previous',
  ids: 'id', its: 'its', this: 'this', thus: 'thus', plus: 'plus', bonus: 'bonus', campus: 'campus', virus: 'virus',
};

/** Derivations mapped to one base so "conversion" meets "converted", "retention" meets "retain". */
const DERIVATION: Record<string, string> = {
  conversion: 'convert', retention: 'retain', satisfaction: 'satisfy', satisfied: 'satisfy', improvement: 'improve',
  registration: 'register', subscription: 'subscribe', subscriber: 'subscribe', cancellation: 'cancel',
  engagement: 'engage', purchase: 'purchase', purchaser: 'purchase', employment: 'employ', employee: 'employee',
  productivity: 'product', production: 'product', productive: 'product', education: 'educate', performance: 'perform',
  attendance: 'attend', completion: 'complete', growth: 'grow', predictive: 'predict', prediction: 'predict',
  predictable: 'predict', predictor: 'predict', forecast: 'forecast', forecasting: 'forecast',
  reduction: 'reduce', coaching: 'coach', training: 'train', trained: 'train',
  aged: 'age', older: 'old', oldest: 'old', hotter: 'hot', warmer: 'warm', hottest: 'hot', warmest: 'warm', bought: 'buy', buying: 'buy', buys: 'buy',
};

export function stem(word: string): string {
  const w = word.toLowerCase();
  const base = ownEntry(IRREGULAR, w) ?? ownEntry(DERIVATION, w) ?? stripSuffix(w);
  return (ownEntry(DERIVATION, base) ?? base).replace(/e$/, '');
}

function stripSuffix(w: string): string {
  let s = w;
  if (s.length > 4 && s.endsWith('ies')) s = `${s.slice(0, -3)}y`;
  else if (s.length > 4 && /(sses|shes|ches|xes)$/.test(s)) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('s') && !/(ss|us|is)$/.test(s)) s = s.slice(0, -1);
  if (s.length > 5 && s.endsWith('ing')) s = undouble(s.slice(0, -3));
  else if (s.length > 4 && s.endsWith('ed')) s = undouble(s.endsWith('ied') ? `${s.slice(0, -3)}y` : s.slice(0, -2));
  // a noun of the act meets its verb: "promotion" and "promoted", "adoption" and "adopted"
  else if (s.length > 6 && s.endsWith('tion')) s = s.slice(0, -3);
  return s;
}

function undouble(s: string): string {
  return /([^aeiouls])\1$/.test(s) ? s.slice(0, -1) : s;
}

export const STOP = new Set([
  'a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'by', 'with', 'and', 'or', 'is', 'are', 'be', 'was', 'were',
  'that', 'this', 'it', 'its', 'as', 'than', 'then', 'from', 'into', 'our', 'their', 'we', 'they', 'you', 'your', 'all',
  'do', 'does', 'did', 'will', 'would', 'can', 'could', 'should', 'may', 'might', 'has', 'have', 'had', 'among', 'per',
  'when', 'while', 'if', 'there', 'which', 'who', 'whom', 'these', 'those', 'also', 'very', 'so', 'such',
  'row', 'rows', 'being', 'been', 'get', 'gets', 'got', 'i',
]);

/** Scripts written without spaces between words: a name is found in them as a substring. */
export const NO_SPACE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Words of a hypothesis in any script. `lexicon` holds words (column-name words, level words) to
 * find inside runs of a script written without spaces (Chinese, Japanese, Thai, and Korean with
 * its attached particles): "売上は広告費とともに増える" with 売上 and 広告費 in the lexicon reads as
 * 売上 · は · 広告費 · とともに増える. Longest words are taken first; what is left stays one word.
 */
export function tokenize(text: string, lexicon: readonly string[] = []): Token[] {
  const out: Token[] = [];
  const source = lexicon.length && NO_SPACE_SCRIPT.test(text) ? segment(text.normalize('NFKC'), lexicon) : text.normalize('NFKC');
  const re = /[$€£]?\d[\d,]*(?:\.\d+)?%?|\p{L}[\p{L}\p{M}'’]*/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(source)) !== null) {
    const raw = m[0].replace(/[’']s$/, '').replace(/[’']/g, '');
    const word = fold(raw);
    out.push({ word, raw, stem: stem(word), index: out.length });
  }
  return out;
}

/** Spaces put around each lexicon word found in the text (see tokenize). */
function segment(text: string, lexicon: readonly string[]): string {
  const byFirst = new Map<string, string[]>();
  for (const w of new Set(lexicon.map(fold))) {
    if (!NO_SPACE_SCRIPT.test(w)) continue;
    const first = w[0] as string;
    byFirst.set(first, [...(byFirst.get(first) ?? []), w]);
  }
  for (const ws of byFirst.values()) ws.sort((a, b) => b.length - a.length);
  let out = '';
  let i = 0;
  const folded = fold(text);
  // folding can change a string's length (ß → ss): then only the unfolded text is searched
  const hay = folded.length === text.length ? folded : text;
  while (i < text.length) {
    const found = (byFirst.get(hay[i] as string) ?? []).find((w) => hay.startsWith(w, i));
    if (found) {
      out += ` ${text.slice(i, i + found.length)} `;
      i += found.length;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
}

/** The words a comparative or superlative can come from: happier → happy, older → old, hotter → hot, wider → wide. */
export function comparativeBases(word: string): string[] {
  const w = word.toLowerCase();
  if (/.{2}(ier|iest)$/.test(w)) return [w.replace(/(ier|iest)$/, 'y')];
  const root = /^(.{2,}?)(er|est)$/.exec(w)?.[1];
  if (!root) return [];
  return [root, `${root}e`, ...(/([^aeiou])\1$/.test(root) ? [root.slice(0, -1)] : [])];
}

/**
 * Whether `word` is the adverb of `base`: "remotely" of remote, "annually" of annual,
 * "automatically" of automatic. Only bases of five letters or more ("only", "nearly", "mainly" are
 * no adverbs of "on", "near", "main").
 */
export function adverbOf(word: string, base: string): boolean {
  const b = base.toLowerCase();
  return b.length >= 5 && (word === `${b}ly` || (b.endsWith('ic') && word === `${b}ally`));
}

/** Synonym groups (engine.md §3.1), as stemmed phrases; a synonym scores 0.9 of an exact match. */
const SYNONYM_GROUPS: string[][] = [
  ['revenue', 'sales', 'turnover', 'income'],
  ['units sold', 'sales volume', 'quantity sold'],
  ['signups', 'registrations', 'sign ups'],
  ['clicks', 'click count'],
  ['salary', 'pay', 'wage', 'compensation', 'earnings', 'earn'],
  ['customer rating', 'customer score', 'satisfaction score'],
  ['marketing spend', 'ad spend', 'advertising budget', 'advertising spend'],
  ['churn', 'attrition', 'leave', 'left', 'quit'],
  ['customers', 'users', 'clients'],
  ['visits', 'sessions', 'traffic'],
  ['price', 'cost'],
  ['employees', 'staff', 'headcount'],
  ['temperature', 'temp', 'hot', 'warm', 'heat'],
  ['remote', 'work from home', 'wfh', 'telework', 'home office'],
  ['converted', 'purchased', 'buy', 'conversion'],
  ['productivity', 'productive', 'output'],
  ['satisfaction', 'satisfied', 'happiness', 'happy', 'happier', 'happiest'],
  ['age', 'old'],
].map((g) => g.map((p) => p.split(' ').map(stem).join(' ')));

/**
 * The two ends of a measure (lexicon): words naming its high and its low end, as comparatives and
 * superlatives ("younger" is the low end of age as "older" is its high end, "faster" the low end of
 * a time and the high end of a speed), and the words of the measures they describe. Only pairs
 * with one reading for a numeric column; "more/less expensive" is read through "more" or "less".
 */
const SCALES: { of: string[]; high: string[]; low: string[] }[] = [
  { of: ['age'], high: ['older', 'oldest'], low: ['younger', 'youngest'] },
  { of: ['price', 'cost'], high: ['expensive', 'pricier', 'priciest', 'costlier', 'costliest'], low: ['cheaper', 'cheapest'] },
  { of: ['weight'], high: ['heavier', 'heaviest'], low: ['lighter', 'lightest'] },
  { of: ['height'], high: ['taller', 'tallest'], low: ['shorter', 'shortest'] },
  { of: ['length'], high: ['longer', 'longest'], low: ['shorter', 'shortest'] },
  { of: ['duration', 'time', 'wait', 'delay', 'latency'], high: ['longer', 'longest', 'slower', 'slowest'], low: ['shorter', 'shortest', 'faster', 'fastest', 'quicker', 'quickest'] },
  { of: ['speed'], high: ['faster', 'fastest', 'quicker', 'quickest'], low: ['slower', 'slowest'] },
  { of: ['size'], high: ['bigger', 'biggest', 'larger', 'largest'], low: ['smaller', 'smallest'] },
  { of: ['temperature'], high: ['hotter', 'hottest', 'warmer', 'warmest'], low: ['colder', 'coldest', 'cooler', 'coolest'] },
].map((s) => ({ ...s, of: s.of.map(stem) }));

/** The measures (stemmed words) a word names an end of, with the end: +1 high, −1 low. */
export function scaleEnds(word: string): { of: string[]; end: 1 | -1 }[] {
  const w = word.toLowerCase();
  const out: { of: string[]; end: 1 | -1 }[] = [];
  for (const s of SCALES) {
    if (s.high.includes(w)) out.push({ of: s.of, end: 1 });
    else if (s.low.includes(w)) out.push({ of: s.of, end: -1 });
  }
  return out;
}

/** Other phrases of the synonym group that contains `phrase` (stemmed, space-joined). */
export function synonymsOf(phrase: string): string[] {
  for (const g of SYNONYM_GROUPS) if (g.includes(phrase)) return g.filter((p) => p !== phrase);
  return [];
}

export function columnStems(name: string): string[] {
  const words = nameWords(name).filter((w) => !/^\d+$/.test(w));
  const content = words.filter((w) => !STOP.has(w));
  return (content.length ? content : words).map(stem);
}

export function dice(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return 0;
  const sb = new Set(b);
  const sa = new Set(a);
  let inter = 0;
  for (const x of sa) if (sb.has(x)) inter++;
  return (2 * inter) / (sa.size + sb.size);
}

export function jaroWinkler(s1: string, s2: string): number {
  if (s1 === s2) return 1;
  const l1 = s1.length;
  const l2 = s2.length;
  if (!l1 || !l2) return 0;
  const range = Math.max(0, Math.floor(Math.max(l1, l2) / 2) - 1);
  const m1 = new Uint8Array(l1);
  const m2 = new Uint8Array(l2);
  let matches = 0;
  for (let i = 0; i < l1; i++) {
    for (let j = Math.max(0, i - range); j < Math.min(l2, i + range + 1); j++) {
      if (!m2[j] && s1[i] === s2[j]) {
        m1[i] = 1;
        m2[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (!matches) return 0;
  let t = 0;
  let k = 0;
  for (let i = 0; i < l1; i++) {
    if (!m1[i]) continue;
    while (!m2[k]) k++;
    if (s1[i] !== s2[k]) t++;
    k++;
  }
  const jaro = (matches / l1 + matches / l2 + (matches - t / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && s1[prefix] === s2[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}
