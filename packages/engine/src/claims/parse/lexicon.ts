/** Words that name a metric concept, a comparison or a change. Order matters: specific before general. */

export type Concept =
  | 'stock_price' | 'rainy_days' | 'household_income_share' | 'household_income' | 'households' | 'unemployed_count'
  | 'unemployment_rate' | 'jobs' | 'life_expectancy' | 'fertility' | 'income_per_person'
  | 'co2_adjusted' | 'co2' | 'electricity' | 'precipitation' | 'temp_max' | 'temp_min'
  | 'global_temperature' | 'population' | 'wind' | 'snow';

export const CONCEPTS: [Concept, RegExp][] = [
  ['stock_price', /\b(?:shares|stocks?|share prices?|stock prices?|market (?:cap|capitali[sz]ation|value)|traded at|ticker)\b/i],
  // Snow is not measured apart from rain (weather.csv's "snow" category is synthetic): a claim about snow is not
  // one about all precipitation, unless it names precipitation itself ("precipitation, rain and snow").
  ['snow', /^(?![\s\S]*\bprecipitation\b)[\s\S]*\bsnow(?:s|ed|ing|fall|falls|y|ier|iest)?\b/i],
  ['rainy_days', /\b(?:rainy|wet|snowy) days\b|\bdays (?:of|with) (?:rain|precipitation|snow)\b|\bdays (?:it|that it) rained\b|\brained on\b[^.]*\bdays\b/i],
  ['household_income_share', /\b(?:share|proportion|percentage|fraction|%|per ?cent) of (?:all )?households\b|\bhouseholds (?:that )?(?:earn|earning|earned|making|made|with (?:an? )?(?:income|earnings))/i],
  // The income of a household (its median or mean): not GDP per capita, and not in the catalog.
  ['household_income', /\b(?:household|family)\s+incomes?\b|\bincomes? (?:of|per) (?:a |the )?(?:median |average |typical )?(?:households?|famil(?:y|ies))\b/i],
  ['households', /\bhouseholds\b/i],
  ['unemployed_count', /\b(?:number of unemployed|unemployed (?:people|workers|persons|americans)|(?:people|americans|workers) (?:were |are )?unemployed|out of work)\b/i],
  ['unemployment_rate', /\bunemployment\b|\bjobless(?:ness)?\b/i],
  ['jobs', /\b(?:jobs|payrolls?|employment|employed|employees|workers|workforce|positions|job (?:loss(?:es)?|gains?|growth|cuts?|creation))\b/i],
  ['life_expectancy', /\blife[- ]expectanc(?:y|ies)\b|\blife ?spans?\b|\bexpect(?:ed)? to live\b|\bliv(?:e|ed|es) (?:longer|shorter|to|until)\b|\bliv(?:e|ed|es)\s+(?:about\s+|nearly\s+|almost\s+|some\s+)?(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:more\s+)?years?\s+(?:longer|shorter|less|more)\b|\blonger lives\b/i],
  ['fertility', /\bfertility\b|\b(?:children|births|babies|kids) per woman\b|\bchildren\b|\bkids\b|\bbabies\b/i],
  // Only per-person income: a bare "GDP" is the total, which the catalog does not have.
  ['income_per_person', /\b(?:income|gdp) per (?:person|capita|head)\b|\bper[- ]capita (?:income|gdp)\b|\b(?:average|mean) income\b|\bincome\b|\b(?:richer|poorer|wealthier|richest|poorest|wealthiest)\b/i],
  ['co2_adjusted', /\bseasonally[- ]adjusted\b[^.]*\b(?:co2|carbon)\b|\b(?:co2|carbon dioxide)\b[^.]*\bseasonally[- ]adjusted\b/i],
  ['co2', /\bco2\b|co₂|\bcarbon dioxide\b|\bcarbon concentration\b|\batmospheric carbon\b/i],
  ['electricity', /\belectricity\b|\bgenerat(?:ed|ion|es?|ing)\b|\bpower (?:output|production)\b|\b[mgtk]wh\b|\bmegawatt/i],
  ['precipitation', /\bprecipitation\b|\brain(?:fall|ed|s|ing)?\b|\bsnow(?:fall)?\b|\b(?:wett?|dri|raini)(?:er|est)\b|\bas\s+(?:wet|rainy)\s+as\b/i],
  ['temp_max', /\b(?:daily )?(?:high|maximum|max) (?:temperature|temp)s?\b|\b(?:daily|average|mean) highs?\b|\bhottest day\b|\bwarmest day\b|\bhighs\b/i],
  ['temp_min', /\b(?:daily )?(?:low|minimum|min) (?:temperature|temp)s?\b|\b(?:daily|average|mean) lows?\b|\bcoldest day\b|\bcoolest day\b|\blows\b/i],
  ['global_temperature', /\btemperatures?\b|\bwarm(?:er|est|ing)?\b|\bcool(?:er|est)?\b|\bcold(?:er|est)\b|\bhot(?:ter|test)?\b|\banomal(?:y|ies)\b|\bgistemp\b/i],
  ['population', /\bpopulations?\b|\bpopulous\b|\binhabitants\b|\bresidents\b|\bpeople\b|\bcitizens\b|\bhome to\b|\bpersons\b/i],
  ['wind', /\bwind(?:s|y|ier|iest| speeds?)?\b/i],
];

export function detectConcept(text: string): Concept | null {
  for (const [c, re] of CONCEPTS) if (re.test(text)) return c;
  return null;
}

export type CmpOp = '>' | '>=' | '<' | '<=' | '=';

/** Operator words that come before a number, longest first. */
export const OP_BEFORE: [RegExp, CmpOp, ('about' | 'nearly')?][] = [
  [/\b(?:no|not) (?:more|higher|greater|larger|warmer|hotter|wetter|rainier) than\s*$/i, '<='],
  [/\b(?:no|not) (?:less|fewer|lower|smaller|colder|cooler|drier) than\s*$/i, '>='],
  [/\b(?:at least|a minimum of|upwards of|as (?:many|much|high) as)\s*$/i, '>='],
  [/\b(?:at most|a maximum of|up to)\s*$/i, '<='],
  [/\b(?:just|slightly|a little) (?:under|below|short of|shy of)\s*$/i, '<'],
  [/\b(?:just|slightly|a little) (?:over|above|more than)\s*$/i, '>'],
  [/\b(?:nearly|almost|close to but under)\s*$/i, '<=', 'nearly'],
  [/\b(?:more|greater|higher|larger|bigger|longer|older) than\s*$/i, '>'],
  [/\b(?:less|fewer|lower|smaller|shorter|younger) than\s*$/i, '<'],
  // "colder than -10 degrees": a bound on the value (before another place or time these compare two things).
  [/\b(?:warmer|hotter|wetter|rainier) than\s*$/i, '>'],
  [/\b(?:colder|cooler|drier) than\s*$/i, '<'],
  [/(?:\b(?:over|above|exceed(?:ed|s|ing)?|top(?:ped|s)?|surpass(?:ed|es|ing)?|pass(?:ed|es)?|beyond|in excess of|north of|broke|crossed)|>)\s*$/i, '>'],
  [/(?:\b(?:under|below|beneath|short of|shy of|south of)|<)\s*$/i, '<'],
  [/(?:≥|>=)\s*$/, '>='],
  [/(?:≤|<=)\s*$/, '<='],
  [/(?:\b(?:about|around|roughly|approximately|approx|some|close to|circa|ca|an estimated|estimated|in the region of|on the order of|more or less|give or take)|~|≈)\s*$/i, '=', 'about'],
];

export const OP_AFTER: [RegExp, CmpOp][] = [
  [/^\s*(?:or|and) (?:more|higher|greater|above|over|up)\b|^\s*\+/i, '>='],
  [/^\s*(?:or|and) (?:less|fewer|lower|below|under)\b/i, '<='],
];

/** A negated verb: "was not", "wasn't", "never", "no longer" ("not only" is not a negation). */
export const NEGATION = /\b(?:not(?! only\b)|never|no longer|failed to|did not|cannot|at no (?:point|time)|on no day)\b|n't\b/i;
export const NEGATION_ALL = new RegExp(NEGATION.source, 'gi');
/** Negations that are part of an operator ("not more than 80"): not a negation of the verb. */
export const NEGATED_OPERATOR = /\b(?:no|not) (?:more|higher|greater|larger|less|fewer|lower|smaller|warmer|hotter|wetter|rainier|colder|cooler|drier) than\b/gi;
/** Where a clause ends: a negation before this belongs to another clause. */
export const CLAUSE_BREAK = /[,;:()]|\b(?:that|which|who|whose|but|although|though|whereas|while|because|and|or)\b/gi;

export const UP = /\b(?:rose|risen|rise|rises|rising|increas(?:e|ed|es|ing)|gr(?:ew|own|ow|ows|owing)|climb(?:ed|s|ing)?|jump(?:ed|s)?|spik(?:e|ed|es)|balloon(?:ed|s)?|went up|gone up|(?:edg|inch|tick)(?:ed|es|s) (?:up|higher)|cre(?:pt|eps) (?:up|higher)|gain(?:ed|s)?|soar(?:ed|s)?|skyrocket(?:ed|s)?|expand(?:ed|s)?|added|up by|higher by|swelled|surged?|boomed|improved)\b/i;
/**
 * Rain or snow "falls": the verb of the weather, not a decrease ("More rain falls in Seattle", "less snow
 * fell in 2014 than in 2013"). Only the verb is matched (group 1), to be blanked before the change words
 * are looked for. "Rainfall fell" and "precipitation fell" stay a fall.
 */
export const PRECIP_FALLS = /\b(?:rain|snow|hail|sleet|drizzle)(?:\s+(?:that|which))?(?:\s+(?:has|have|had|usually|typically|generally|normally|often|also|actually))?\s+(fall(?:s|en|ing)?|fell)\b/gi;
export const DOWN = /\b(?:fell|fallen|fall|falls|declin(?:e|ed|es|ing)|decreas(?:e|ed|es|ing)|dropp?(?:ed|s)?|drop|shr(?:ank|unk|ink)|lost|lose|went down|gone down|(?:edg|inch|tick)(?:ed|es|s) (?:down|lower)|cre(?:pt|eps) (?:down|lower)|dipp?(?:ed|s)?|crash(?:ed|es)|collaps(?:e|ed|es)|nose-?dived?|tank(?:ed|s)|plung(?:e|ed)|sank|sunk|contract(?:ed|s)?|shed|slumped|tumbled|plummet(?:ed|s)?|down by|lower by|worsened)\b/i;
export const RATIO_WORDS: [RegExp, number, CmpOp][] = [
  [/\b(?:more than|over) doubled\b/i, 2, '>'],
  [/\bat least doubled\b|\bdoubled\b|\bdoubling\b/i, 2, '>='],
  [/\b(?:more than|over) tripled\b/i, 3, '>'],
  [/\bat least tripled\b|\btripled\b|\btrebled\b/i, 3, '>='],
  [/\bquadrupled\b/i, 4, '>='],
  [/\bhalved\b/i, 0.5, '<='],
];

/** Words that pick the largest or smallest: over entities or over time. */
export const ARGMAX = /\b(?:highest|largest|biggest|most|greatest|longest|warmest|hottest|wettest|rainiest|top|peak(?:ed|s)?|maximum|record high|fastest|best|richest|wealthiest)\b/i;
export const ARGMIN = /\b(?:lowest|smallest|least|fewest|shortest|coolest|coldest|driest|minimum|record low|bottom|worst|poorest)\b/i;

/** Comparatives between two named things: "Bangladesh outpaced New Zealand", "higher ... than". */
export const CMP_GT = /\b(?:outpac(?:ed|es|e)|outnumber(?:ed|s)?|outstripp?(?:ed|s)?|outperform(?:ed|s)?|beat|exceed(?:ed|s)?|surpass(?:ed|es)?|overtook|more|higher|greater|larger|bigger|longer|warmer|hotter|wetter|rainier|older|richer|wealthier|above)\b/i;
export const CMP_LT = /\b(?:trail(?:ed|s)?|lagg?(?:ed|s)?|less|fewer|lower|smaller|shorter|cooler|colder|drier|younger|poorer|below|behind)\b/i;
