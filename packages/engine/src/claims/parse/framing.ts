/**
 * Sentence-level framing of a claim: "It is not true that X", "It's a myth that X", "X, which is false"
 * deny X; "It is true that X", "Contrary to popular belief, X" assert it. Frames are blanked out (same
 * length, so positions stay valid) and reported as a parity: an even number of denials asserts X.
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
    if (!hit) break;
  }
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
