/** Cue lexicon (engine.md §3.2), matched on lowercase surface words. Versioned with LEXICON_VERSION. */

export const POSITIVE = /^(increas\w*|rais\w*|boost\w*|driv\w*|drove|improv\w*|lift\w*|ris(e|es|ing)|rose|grow\w*|grew|higher|more|positive(ly)?|greater|larger|bigger|up|enhanc\w*|promot\w*|strengthen\w*|help\w*|better|longer|lengthen\w*|prolong\w*|outperform\w*|beat\w*|exceed\w*|gain\w*|add\w*|expand\w*|accelerat\w*|maximi[sz]\w*|top\w*|highest|largest|biggest|most|best|greatest|longest)$/;
export const NEGATIVE = /^(reduc\w*|decreas\w*|lower\w*|hurt\w*|shrink\w*|shrank|fall\w*|fell|drop\w*|declin\w*|negative(ly)?|less|fewer|smaller|down|harm\w*|damag\w*|weaken\w*|worsen\w*|worse|cut\w*|shorter|shorten\w*|lessen\w*|diminish\w*|slow\w*|suppress\w*|depress\w*|minimi[sz]\w*|underperform\w*|lowest|smallest|least|worst|fewest|shortest|inverse(ly)?|opposite|rare|rarer|rarest|rarely|scarce|scarcer|scarcest|seldom|infrequent(ly)?|uncommon)$/;
export const ASSOC = /\b(correlat\w*|associat\w*|link\w*|relat(ed|ionship|ion)|depends? on|move together|connected|tied to|goes with|go together|covar\w*)\b/;
export const PREDICT = /\b(predict\w*|forecast\w*|foretell\w*|anticipat\w*|estimat\w* from|explain\w* the variance)\b/;
/** What "no" denies in a claim of no effect ("no effect", "no real difference"), not a thing's absence ("no discount"). */
const NO_EFFECT_WORDS = String.raw`no (real |significant |meaningful |measurable |strong |large |big |huge |substantial |considerable |major |marked |dramatic |great )?(effect|impact|influence|relationship|relation|correlation|association|link|difference|connection|bearing|role)\b`;
/** "no" followed by these words is the claim's own word, not a level named "no". */
export const NO_EFFECT = new RegExp(`^${NO_EFFECT_WORDS}`);
/** "little effect", "hardly any difference", "a negligible impact": almost none, a claim of no effect ("a little effect" is some). */
const LITTLE_EFFECT_WORDS = String.raw`\b(?:(?<!\ba )little|hardly any|barely any|scarcely any|negligible) (?:real |measurable )?(?:effect|impact|influence|relationship|relation|correlation|association|link|difference|connection|bearing)\b`;
export const NULL_CLAIM = new RegExp(String.raw`(nothing to do with|\bunrelated\b|\bindependent of\b|\b${NO_EFFECT_WORDS}|${LITTLE_EFFECT_WORDS}|(\bnot|n't|\bnever|\bneither|\b(?:do|does|did|is|are|was|were|has|have|had|wo|ca)nt)\b( \w+){0,3} (affect\w*|effect|impact\w*|influenc\w*|increas\w*|decreas\w*|rais\w*|lower\w*|reduc\w*|improv\w*|boost\w*|driv\w*|caus\w*|chang\w*|matter\w*|relat\w*|correlat\w*|associat\w*|link\w*|predict\w*|differ\w*|help\w*|hurt\w*|depend\w*|var(y|ies|ied)))`);
/** Groups claimed alike ("the same value", "similar", "equally"), unless negated or about timing. */
export const SAME =
  /(?<!\bnot |n't |\bnever )\b(the same|similar(ly)?|equally|identical(ly)?|on par|no different|indistinguishable|alike)\b(?! (time|moment|day|week|month|quarter|year|period)s?\b)|(?<!(\bnot|n't|\bnever)( \w+){0,2} |\b(twice|times|half|least|most) )\bas (often|much|many|likely|frequently|high|large|big|long|fast|well|good|quickly|expensive|cheap|early|late) as\b/;
/** "not returned as often as", "isn't as large as": less than the other group. */
export const NOT_AS_MUCH = /(\bnot|n't|\bnever)( \w+){0,2} as \w+ as\b/;
/** Words that may stand between "as … as" beside a column's word: "as well paid as", "as likely to churn as", "as high a blood pressure as". */
export const AS_AS_FILLER = /^(well|highly|much|many|often|likely|high|large|big|long|good|low|small|to|be|get|the|a|an|equally|just)$/;
/** Verbs a "not" follows when it denies the claim ("are not", "do not"), not the rows ("customers not on the plan"). */
export const AUXILIARY = /^(am|is|are|was|were|be|been|do|does|did|will|would|can|could|should|shall|may|might|must|has|have|had)$/;
/** Words that open a clause describing the rows or a condition: a "not" inside it denies nothing of the claim. */
export const CLAUSE_OPENER = /^(who|whom|whose|that|which|where|when|whenever|if|unless|once|because|since|while)$/;
/** Words that reject an alternative to the claim's direction: "more rather than less", "more instead of less". */
export const REJECTING = /^(rather than|instead of|as opposed to)$/;
/** Words between a contrast's word and the rejected direction: "not much less", "rather than any lower". */
export const BEFORE_REJECTED = /^(a|an|the|any|much|even|far|slightly|somewhat|significantly)$/;
export const GROUP_DIFF = /\b(differ\w*|vary|varies|varied|not the same|depends on|depend on|changes? (across|by|with)|heterogene\w*|unequal)\b/;
// Only "… than" for the comparatives of a measure's own ends ("longer than 20 minutes", "younger than
// 30"): bare "older" or "younger" name the rows ("older customers spend less than 60").
export const GREATER = /\b(more than|greater than|larger than|higher than|bigger than|longer than|older than|later than|slower than|heavier than|taller than|above|over|exceed\w*|at least|no less than|beyond|surpass\w*|upwards of|in excess of|larger|greater|higher|bigger|more)\b/;
export const LESS = /\b(less than|fewer than|lower than|smaller than|below|under|at most|no more than|falls? short|short of|shorter than|cheaper than|younger than|earlier than|faster than|quicker than|sooner than|lighter than|less|fewer|lower|smaller|shorter)\b/;
export const APPROX = /\b(about|approximately|around|roughly|close to|near|nearly|approx|averages?|equals?|is equal to)\b/;
// ("at most" is a limit, not "most" of the rows)
export const MEDIAN = /\b(median|typical(ly)?|middle value|half of|half the|majority of|(?<!\bat )most)\b/;
export const MEAN = /\b(mean|average|averages|on average|avg)\b/;
/** Words between two column mentions that put the outcome first ("Y rises with X", "Y is predictable from X"). */
export const REVERSERS = /\b(with|when|whenever|from|given|if|as|after|once|using)\b|(?<!followed )\bby\b|\bdepends? on\b/;
export const POSITIVE_LEVEL = /^(true|yes|y|1|t|positive|pos|success|converted|active|on)$/i;
/** The untreated or absent side of a two-level column: the other level is the one a claim is about. */
export const BASELINE_LEVEL = /^(false|no|n|0|f|negative|neg|failure|inactive|off|none|placebo|control|controls|untreated|baseline|standard|sham)$/i;
/** Words that name one of the groups being compared: "the A variant", "B group". */
export const GROUP_NOUN = /^(group|variant|version|arm|cohort|bucket|cell|condition|segment|side)$/;
/** Verbs of spending: they name the amount spent, not a column of their own ("customers spend more"). */
export const SPEND_VERB = /^(spend|spends|spent|spending|pay|pays|paid|paying)$/;
/** Words in a column's name that make it an amount of money spent ("order_value", "basket_total", "amount_paid"). */
export const MONEY_WORD = /^(value|amount|price|prices|spend|spending|spent|cost|costs|payment|payments|paid|revenue|sales|basket|cart|purchase|purchases|bill|total|aov|gmv|ticket)$/;

/** Nouns of an effect, or of the change it makes, that a size can be said of ("a strong correlation", "a slight increase"). */
export const EFFECT_NOUNS = 'effect|impact|influence|correlation|association|relationship|relation|link|connection|difference|gap|increase|rise|gain|boost|improvement|decrease|decline|drop|fall|reduction|change';
/** Adjectives of a large effect ("a large effect", "a sharp rise"). */
export const LARGE_SIZES = 'large|strong|big|huge|substantial|considerable|major|dramatic|marked|massive|sizable|sizeable|powerful|great|sharp|steep';
/** Adjectives of a small effect ("a weak correlation", "a slight increase"). */
export const SMALL_SIZES = 'small|weak|slight|modest|minor|mild|marginal';
/** A word of size right before a noun of effect is the claim's size ("a big increase in the small drop"), not a column's word. */
export const SIZE_ADJECTIVE = new RegExp(`^(?:${LARGE_SIZES}|${SMALL_SIZES})$`);
export const EFFECT_NOUN = new RegExp(`^(?:${EFFECT_NOUNS})s?$`);
