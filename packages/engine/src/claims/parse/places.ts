import { detectConcept } from './lexicon.ts';
import type { MentionScan, NameRun } from './mentions.ts';
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

/**
 * The capitalised names that name nothing known and stand where a place does ("in Phoenix", "Phoenix
 * was hotter", "than Phoenix", "New York and Phoenix"): a claim about them is not about any series the
 * catalog has. A source ("according to the Times", "Reuters reported"), a unit ("°C", "GWh"), a time of
 * year, a capitalised opener ("Few places", "Last year") and a measure's word ("Snow was heavier") are not places.
 */
export function placeNames(s: string, scan: MentionScan): NameRun[] {
  const runs = scan.nameRuns.filter((r) => {
    const words = r.text.toLowerCase().split(' ');
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
    for (const r of runs) {
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
  return runs.filter((r) => places.has(r));
}
