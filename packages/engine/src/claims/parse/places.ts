import { detectConcept } from './lexicon.ts';
import type { EntityMention, MentionScan, NameRun } from './mentions.ts';
import { unitAfter } from './numbers.ts';

/** Capitalised openers that name nothing: "Few places are rainier than Seattle" has no second place. */
export const OPENERS = new Set(
  ('few many most several all both each every everyone everybody everything everywhere nothing nowhere nobody none no some ' +
    'somewhere anywhere any other others another such last next this today yesterday recently overall generally usually typically ' +
    'historically summer summers winter winters spring springs autumn autumns fall places cities countries here now even only still ' +
    'so however indeed clearly surely certainly obviously apparently reportedly').split(' '),
);

/** What may stand between "than" and the name: "than Phoenix", "than in Phoenix", "than that of the Sahara", "than did Tokyo". */
export const THAN_GAP = /^\s+(?:(?:in|at|for|the|that|those|of|did|does|do|was|were|is|are)\s+){0,3}$/i;

/** Words before a name that make it where the claim is about: "in Phoenix", "across the Sahara". */
const PLACE_BEFORE = /\b(?:in|at|across|around|near|throughout|within|outside|inside|for)\s+(?:the\s+)?$/i;
const THAN_BEFORE = /\bthan\s+(?:(?:in|at|for|the|that|those|of|did|does|do|was|were|is|are)\s+){0,3}$/i;
/** A verb after a name makes it the subject: "Phoenix was hotter", "Phoenix had temperatures above 1 degree". */
const SUBJECT_AFTER = /^\s+(?:is|was|are|were|has|had|have|gets?|got|saw|sees|see|recorded|records|reached|reaches|hit|hits|averaged|averages|experienced|experiences|received|receives|became|becomes|stayed|stays|remained|remains|will|would|could|can|may|might|used to)\b/i;
/**
 * One item of a list goes on from the next: "than New York and Phoenix", "Seattle, Phoenix and Tokyo". A
 * comma after the first word of the claim is no list ("Surprisingly, Seattle ...").
 */
const LIST_BEFORE = /(?:,|\band\b|\bor\b|\bnor\b|&)\s*$/i;
const LIST_AFTER = /^\s*(?:,|\band\b|\bor\b|\bnor\b|&)\s*/i;
const LIST_AFTER_FIRST = /^\s*(?:\band\b|\bor\b|\bnor\b|&)\s*/i;
/** Who says it, not where: "according to the Times", "a report in the Post", "scientists at Berkeley". */
const SOURCE_BEFORE = /\b(?:according to|per|(?:reported|published|quoted|cited|written|printed|announced|stated|said|shown|estimated|measured|compiled|released) (?:by|in)|(?:report|article|story|study|survey|analysis|paper|piece|editorial|interview|statement|release|chart|graph|poll|data|dataset|figures|estimates?) (?:by|in|from|of)|(?:scientists|researchers|experts|economists|analysts|meteorologists|climatologists|forecasters) (?:at|from|of))\s+(?:the\s+)?$/i;
const SOURCE_AFTER = /^(?:'s)?\s+(?:says?|said|reports?|reported|reporting|claims?|claimed|found|finds|estimates?|estimated|notes?|noted|writes?|wrote|announced|states|stated|shows?|showed|argues?|argued|concluded|concludes|confirms?|confirmed|calculated|calculates|predicts?|predicted|warns?|warned)\b/i;
/** Capitalised words for a time, not a place: "in Summer 2015", "at Christmas". */
const NOT_PLACES = new Set('christmas easter thanksgiving halloween q1 q2 q3 q4 h1 h2'.split(' '));

/** A state or country after a comma qualifies the place before it: "Phoenix, Arizona", "Paris, France", "Seattle, Washington". */
const QUALIFIER_KINDS = ['us_state:', 'country:'];

export interface Places {
  /** The places, each with its qualifier ("Phoenix, Arizona"). */
  places: NameRun[];
  /** Mentions that only qualify a place ("Arizona" in "Phoenix, Arizona"): not things the claim is about. */
  qualifiers: EntityMention[];
  /**
   * Mentions that are part of who says it, not what it is about: "New York" in "the New York Times
   * reported", or a second name of the same thing as a source ("the world was warmer ..., NASA says").
   */
  sources: EntityMention[];
}

function isSource(s: string, start: number, end: number): boolean {
  return SOURCE_BEFORE.test(s.slice(0, start)) || SOURCE_AFTER.test(s.slice(end));
}

/**
 * The capitalised names that name nothing known and stand where a place does ("in Phoenix", "Phoenix
 * was hotter", "than Phoenix", "New York and Phoenix"): a claim about them is not about any series the
 * catalog has. A source ("according to the Times", "Reuters reported"), a unit ("°C", "GWh"), a time of
 * year, a capitalised opener ("Few places", "Last year") and a measure's word ("Snow was heavier") are not places.
 */
export function placeNames(s: string, scan: MentionScan): Places {
  // The state or country after "City, " (a mention, or a two-letter code such as "AZ").
  const qualifierAt = (end: number): { mention?: EntityMention; run?: NameRun; end: number; text: string } | undefined => {
    const comma = /^,\s*/.exec(s.slice(end));
    if (!comma) return undefined;
    const at = end + comma[0].length;
    const mention = scan.mentions.find((m) => m.start === at);
    if (mention) {
      const kinds = (h: string): boolean => mention.keys.some((k) => k.startsWith(h));
      return QUALIFIER_KINDS.some(kinds) && !kinds('city:') ? { mention, end: mention.end, text: mention.text } : undefined;
    }
    const run = scan.nameRuns.find((r) => r.start === at && /^\p{Lu}{2}$/u.test(r.text));
    return run ? { run, end: run.end, text: run.text } : undefined;
  };
  const qualifiers: EntityMention[] = [];
  // A publisher named after a place ("the New York Times reported"): the place and the rest of the name.
  const sources: EntityMention[] = [];
  const publishers = new Set<NameRun>();
  for (const m of scan.mentions) {
    const next = s[m.end] === ' ' ? scan.nameRuns.find((r) => r.start === m.end + 1) : undefined;
    if (next && isSource(s, m.start, next.end)) { sources.push(m); publishers.add(next); }
  }
  // A second name of the same thing as a source: "the world was warmer in 2016 than in 2015, NASA says".
  for (const m of scan.mentions) {
    if (sources.includes(m) || !isSource(s, m.start, m.end)) continue;
    if (scan.mentions.some((o) => o !== m && o.keys.some((k) => m.keys.includes(k)))) sources.push(m);
  }
  const codes = new Set<NameRun>(publishers);
  // A known city's own state ("Seattle, Washington") says nothing more.
  for (const m of scan.mentions) {
    const q = m.keys.some((k) => k.startsWith('city:')) ? qualifierAt(m.end) : undefined;
    if (q?.mention) qualifiers.push(q.mention);
    if (q?.run) codes.add(q.run);
  }
  const extended = scan.nameRuns.filter((r) => !codes.has(r)).map((r) => {
    const q = /'s$/.test(s.slice(r.start, r.end)) ? undefined : qualifierAt(r.end);
    if (q?.run) codes.add(q.run);
    return { run: q ? { ...r, text: `${r.text}, ${q.text}`, end: q.end } : r, q };
  }).filter(({ run }) => !codes.has(run));
  const runs = extended.filter(({ run: r }) => {
    const words = r.text.toLowerCase().split(/,? /);
    if (OPENERS.has(words[0]!) || words.some((w) => NOT_PLACES.has(w)) || /\d/.test(r.text) || detectConcept(r.text) !== null) return false;
    if (/[°\d]\s?$/.test(s.slice(0, r.start)) || (unitAfter(s, r.start)?.length ?? 0) >= r.end - r.start) return false;
    return !SOURCE_BEFORE.test(s.slice(0, r.start)) && !SOURCE_AFTER.test(s.slice(r.end));
  });
  const places = new Set<NameRun>();
  const nameEndsAt = (at: number): boolean => scan.mentions.some((m) => m.end === at) || [...places].some((p) => p.end === at);
  const nameStartsAt = (at: number): boolean => scan.mentions.some((m) => m.start === at) || [...places].some((p) => p.start === at);
  // Lists grow from a known name or a place found before, either way: repeat until nothing is added.
  for (let added = true; added;) {
    added = false;
    for (const { run: r } of runs) {
      if (places.has(r)) continue;
      const before = s.slice(0, r.start);
      const after = s.slice(r.end);
      const listBefore = LIST_BEFORE.exec(before);
      const listAfter = (r.first ? LIST_AFTER_FIRST : LIST_AFTER).exec(after);
      if (PLACE_BEFORE.test(before) || THAN_BEFORE.test(before) || /'s$/.test(s.slice(r.start, r.end)) || SUBJECT_AFTER.test(after) ||
        (listBefore && nameEndsAt(before.slice(0, listBefore.index).trimEnd().length)) ||
        (listAfter && nameStartsAt(r.end + listAfter[0].length))) {
        places.add(r);
        added = true;
      }
    }
  }
  for (const { run, q } of runs) if (places.has(run) && q?.mention) qualifiers.push(q.mention);
  return { places: runs.map(({ run }) => run).filter((r) => places.has(r)), qualifiers, sources };
}
