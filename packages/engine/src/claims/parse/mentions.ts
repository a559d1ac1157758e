import type { AliasIndex } from '../catalog/aliases.ts';
import { tokenize, type Token } from './text.ts';

export interface EntityMention {
  text: string;
  keys: string[];
  start: number;
  end: number;
}

export interface AbsentMention {
  text: string;
  datasetId: string;
  message: string;
  start: number;
}

// Capitalised words that are not names of things a claim is about.
const NOT_NAMES = new Set(
  ('i in on at by the a an from between during since and or of for to as after before while when if it its this that these those ' +
    'there their they we our women men people mr ms dr according over under more less about around nearly roughly almost some ' +
    'census acs bls eia noaa cps ces ipums scripps gapminder american americans celsius fahrenheit january february march april ' +
    'may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec life average ' +
    'total global annual monthly daily data record records share shares unemployment employment population payrolls net ' +
    'what how which who was were is are did does do not no yes than then with without per co2 carbon dioxide households ' +
    'precipitation rainfall rain temperatures temperature fertility electricity jobs people women men wind coal ' +
    'life expectancy expectancies income gdp median mean share shares average averaged')
    .split(' '),
);

/** A capitalised word ending in "s" that may be a name's possessive written without the apostrophe ("Japans"). */
const BARE_POSSESSIVE = /^\p{Lu}\p{Ll}+s$/u;
/** Plurals that are names of their own, not possessives of a known name. */
const NOT_POSSESSIVE = new Set(['americas']);

function stripPossessive(s: string): string {
  return s.replace(/'s?$/, '');
}

function isCapitals(raw: string): boolean {
  const w = raw.replace(/'s$/, '');
  return /\p{Lu}/u.test(w) && w === w.toUpperCase();
}

/** Consecutive capitalised words that name nothing known ("Phoenix", "Los Angeles", "Rio de Janeiro"). */
export interface NameRun {
  text: string;
  start: number;
  end: number;
  /** The run starts the claim, where any word is capitalised. */
  first: boolean;
}

export interface MentionScan {
  mentions: EntityMention[];
  absent: AbsentMention[];
  unknownNames: string[];
  /** The capitalised unknown names as runs with positions (tickers and lower-case possessives left out). */
  nameRuns: NameRun[];
  tokens: Token[];
}

// Lower-case words inside a place name, between two capitalised ones.
const NAME_PARTICLES = new Set('de da del della di do dos das du la le von van der den y al el of'.split(' '));

/** Runs of capitalised words no alias claimed, joined over spaces and name particles only. */
function nameRuns(text: string, tokens: readonly Token[], used: readonly boolean[]): NameRun[] {
  const isName = (i: number): boolean => {
    const t = tokens[i];
    return t !== undefined && !used[i] && !NOT_NAMES.has(t.norm) && /^\p{Lu}/u.test(t.raw);
  };
  // Only spaces between two words, and no possessive on the first: a comma or "'s" ends a name ("Phoenix, Arizona").
  const joined = (i: number): boolean => !/'s$/.test(tokens[i]!.raw) && /^ +$/.test(text.slice(tokens[i]!.end, tokens[i + 1]!.start));
  const runs: NameRun[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!isName(i)) continue;
    let j = i;
    for (;;) {
      if (isName(j + 1) && joined(j)) { j += 1; continue; }
      if (NAME_PARTICLES.has(tokens[j + 1]?.raw ?? '') && !used[j + 1] && isName(j + 2) && joined(j) && joined(j + 1)) { j += 2; continue; }
      break;
    }
    runs.push({ text: stripPossessive(text.slice(tokens[i]!.start, tokens[j]!.end)), start: tokens[i]!.start, end: tokens[j]!.end, first: i === 0 });
    i = j;
  }
  return runs;
}

/** Longest-match scan of the alias index over the tokens; leftover capitalised words are unknown names. */
export function scanMentions(text: string, index: AliasIndex): MentionScan {
  const tokens = tokenize(text);
  const mentions: EntityMention[] = [];
  const absent: AbsentMention[] = [];
  const used = new Array<boolean>(tokens.length).fill(false);
  const phrases: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const maxN = Math.min(index.maxTokens, tokens.length - i);
    // Phrases of 1..maxN tokens from i, each built from the previous one (no per-length slicing).
    phrases.length = 0;
    let acc = '';
    for (let n = 1; n <= maxN; n++) { acc = n === 1 ? tokens[i]!.norm : `${acc} ${tokens[i + n - 1]!.norm}`; phrases.push(acc); }
    for (let n = maxN; n >= 1; n--) {
      let phrase = phrases[n - 1]!;
      let bare = false;
      if (!index.phrases.has(phrase) && !index.absent.has(phrase)) {
        // "Japans life expectancy": a possessive without its apostrophe, when the name itself is known.
        if (!BARE_POSSESSIVE.test(tokens[i + n - 1]!.raw) || NOT_POSSESSIVE.has(phrase) || !index.phrases.has(phrase.slice(0, -1))) continue;
        phrase = phrase.slice(0, -1);
        bare = true;
      }
      const span = tokens.slice(i, i + n);
      const absentHit = index.absent.get(phrase);
      for (const a of absentHit ?? []) absent.push({ text: stripPossessive(text.slice(span[0]!.start, span[n - 1]!.end)), ...a, start: span[0]!.start });
      const hit = index.phrases.get(phrase);
      if (!hit) { if (absentHit) { span.forEach((_, k) => { used[i + k] = true; }); i += n - 1; break; } continue; }
      if (hit.caseSensitive && !span.every((t) => isCapitals(t.raw))) continue;
      if (!absentHit) mentions.push({ text: stripPossessive(text.slice(span[0]!.start, span[n - 1]!.end - (bare ? 1 : 0))), keys: [...hit.keys], start: span[0]!.start, end: span[n - 1]!.end });
      span.forEach((_, k) => { used[i + k] = true; });
      i += n - 1;
      break;
    }
  }
  const unknownNames: string[] = [];
  tokens.forEach((t, i) => {
    if (used[i] || NOT_NAMES.has(t.norm) || /^\d/.test(t.raw)) return;
    const capitalised = /^\p{Lu}/u.test(t.raw);
    const ticker = /^\p{Lu}{2,5}$/u.test(t.raw);
    const possessive = /'s$/.test(t.raw);
    // The first word is capitalised anyway; the stop list above keeps the usual openers out.
    if (capitalised || ticker || possessive) unknownNames.push(t.raw.replace(/'s$/, ''));
  });
  return { mentions, absent, unknownNames, nameRuns: nameRuns(text, tokens, used), tokens };
}
