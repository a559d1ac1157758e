/**
 * Sentence-level framing of a claim: "It is not true that X", "It's a myth that X", "X, which is false"
 * deny X; "It is true that X", "Contrary to popular belief, X" assert it. Frames are blanked out (same
 * length, so positions stay valid) and reported as a parity: an even number of denials asserts X.
 * A claim reported as someone's saying ("Yankees fans say X", "According to the Times, X", "X, experts say")
 * is checked as X: the speaker's words are blanked too, so no name in them is read as a place or a measure.
 * Words of denial that are not part of a recognised frame make the reading uncertain.
 */

const TRUTH = '(?:true|correct|right|the case|a fact)';
const UNTRUTH = '(?:untrue|false|wrong|incorrect|mistaken|a myth|a lie|a misconception|a fallacy|a falsehood|nonsense|fake|fiction)';
const ADVERB = '(?:(?:simply|just|completely|entirely|totally|absolutely|certainly|clearly|definitely|plainly)\\s+)?';

/** "It is not true that", "It's false that", "That it was above 80 is a myth" openers, read in a loop. */
const PREFIX: [RegExp, boolean][] = [
  // Denials first: "it is not true that" also starts like "it is true that" would with a "not".
  [new RegExp(`^\\s*(?:no\\s*[,!.:-]\\s*)?(?:it(?:'s| is| was)|that(?:'s| is| was)|this(?:'s| is| was))\\s+${ADVERB}(?:not\\s+${TRUTH}|${UNTRUTH}|not\\s+(?:at all\\s+)?${TRUTH})\\s+(?:to say\\s+)?that\\s+`, 'i'), true],
  [new RegExp(`^\\s*(?:it(?:'s| is| was))\\s+${ADVERB}not\\s+${UNTRUTH}\\s+that\\s+`, 'i'), false],
  [new RegExp(`^\\s*(?:it(?:'s| is| was))\\s+${ADVERB}${TRUTH}\\s+that\\s+`, 'i'), false],
  [/^\s*(?:it(?:'s| is| was) )?(?:a )?(?:myth|misconception|falsehood|fallacy|lie)\s*:\s*/i, true],
  [/^\s*(?:(?:fact|true)\s*:\s*)/i, false],
  // A question about the statement asks for its verdict.
  [new RegExp(`^\\s*is it (?:really\\s+)?${TRUTH}\\s+that\\s+`, 'i'), false],
  // "Contrary to popular belief, X" asserts X.
  [/^\s*contrary to (?:popular|common|conventional|widespread|general) (?:belief|wisdom|opinion|perception|assumption)s?\s*,?\s*/i, false],
];

const SAY_VERB = '(?:say|says|said|claim|claims|claimed|believe|believes|believed|think|thinks|thought|argue|argues|argued|insist|insists|insisted)';
const WORD = "[\\p{L}][\\p{L}\\p{M}'’.&-]*";
/** "Yankees fans say (that)", "According to the Seattle Times,": who says it, up to six words. */
const ATTRIBUTION_PREFIX = new RegExp(`^\\s*(?:according to\\s+[^,;:]{1,60}?\\s*,\\s*|(?:${WORD}\\s+){1,6}?${SAY_VERB}\\s*(?:that\\s+|:\\s*|,\\s*)?)`, 'iu');
/** "..., according to NASA", "..., experts say", "..., says NASA". */
const ATTRIBUTION_SUFFIX = new RegExp(`\\s*[,;-]\\s*(?:according to\\s+[^,;:]{1,60}|(?:${WORD}\\s+){1,6}?${SAY_VERB}|(?:says|said)(?:\\s+${WORD}){1,6})\\s*[.!]?\\s*$`, 'iu');
/**
 * What follows a speaker starts with its own subject: "Unemployment claims rose" has a noun "claims", not a
 * saying. A verb right after the say-word (or after "that") means the say-word was no verb.
 */
const VERB_NEXT = /^\s*(?:is|are|was|were|has|have|had|will|would|could|can|did|does|do|rose|risen|rise|rises|fell|fall|falls|grew|grow|grows|increased|decreased|declined|dropped|jumped|reached|hit|averaged|peaked|went|stayed|remained|doubled|tripled|halved|outpaced|exceeded|of|in|on|for|to|by|from|with|at|and|or)\b/i;

/** "..., which is false", "... - not true", "The idea that X is a myth". */
const SUFFIX_DENIAL = new RegExp(`\\s*(?:[,;:-]\\s*)?(?:(?:which|this|that)\\s+(?:is|was)\\s+${ADVERB}(?:not\\s+${TRUTH}|${UNTRUTH})|(?:not\\s+${TRUTH}|${UNTRUTH}))\\s*[.!]?\\s*$`, 'i');
const IDEA_THAT = /^\s*(?:the|that)\s+(?:idea|claim|notion|belief|statement|assertion|story|myth|rumou?r)\s+that\s+/i;
const IDEA_SUFFIX = new RegExp(`\\s+(?:is|was)\\s+${ADVERB}(?:not\\s+${TRUTH}|${UNTRUTH})\\s*[.!]?\\s*$`, 'i');

/** Words that speak about the truth of a statement: left over after the frames, the reading is uncertain. */
const TRUTH_TALK = /\b(?:myths?|untrue|not true|falsely|false|falsehood|misconceptions?|debunk(?:ed|s)?|hoax|fake|incorrect(?:ly)?|wrong(?:ly)?|mistaken(?:ly)?|contrary|disproven|fallac(?:y|ies)|not the case|rumou?r(?:s|ed)?|is it true|true that)\b/i;

export interface Framing {
  /** The text with every recognised frame blanked out. */
  masked: string;
  /** An odd number of denials: the claim says the inner statement is false. */
  denied: boolean;
  /** Set when the claim talks about truth in a way the frames above do not cover. */
  uncertain?: string;
}

function blank(s: string, start: number, end: number): string {
  return s.slice(0, start) + ' '.repeat(end - start) + s.slice(end);
}

export function readFraming(text: string): Framing {
  let s = text;
  let denials = 0;
  let offset = 0;
  // Prefix frames, repeatedly: "It is false that it is not true that X".
  for (let guard = 0; guard < 6; guard++) {
    const rest = s.slice(offset);
    let hit = false;
    for (const [re, denies] of PREFIX) {
      const m = re.exec(rest);
      if (!m) continue;
      s = blank(s, offset, offset + m[0].length);
      offset += m[0].length;
      if (denies) denials++;
      hit = true;
      break;
    }
    // A speaker ("Yankees fans say", "According to the Times,"), unless the words judge the saying ("falsely claim").
    const who = ATTRIBUTION_PREFIX.exec(rest);
    if (!hit && who && !TRUTH_TALK.test(who[0]) && !VERB_NEXT.test(rest.slice(who[0].length)) && rest.slice(who[0].length).trim().length > 0) {
      s = blank(s, offset, offset + who[0].length);
      offset += who[0].length;
      hit = true;
    }
    if (!hit) break;
  }
  // A speaker's suffix: "..., Yankees fans say"; what they say is the claim.
  const said = ATTRIBUTION_SUFFIX.exec(s);
  if (said && said.index > offset && !TRUTH_TALK.test(said[0]) && s.slice(offset, said.index).trim().length > 0) s = blank(s, said.index, s.length);
  // "The idea that X is a myth."
  const idea = IDEA_THAT.exec(s.slice(offset));
  if (idea) {
    const tail = IDEA_SUFFIX.exec(s);
    if (tail && tail.index > offset + idea[0].length) {
      s = blank(blank(s, tail.index, s.length), offset, offset + idea[0].length);
      denials++;
    }
  } else {
    const tail = SUFFIX_DENIAL.exec(s);
    // Only as a separate remark at the end ("..., which is false"; "... - not true"), never "was false".
    if (tail && tail.index > offset && /^\s*(?:[,;:-]|which|this|that)/i.test(s.slice(tail.index))) {
      s = blank(s, tail.index, s.length);
      denials++;
    }
  }
  const left = TRUTH_TALK.exec(s);
  return {
    masked: s,
    denied: denials % 2 === 1,
    ...(left ? { uncertain: `The claim says "${left[0]}" about a statement in a way that cannot be read with certainty. State the claim itself, e.g. "Japan's life expectancy was not above 80 in 2005".` } : {}),
  };
}
