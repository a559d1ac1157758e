import type { Catalog, DatasetTable } from '../catalog/create-catalog.ts';
import { normPhrase } from '../parse/text.ts';
import type { ParsedClaim } from '../parse/parse-claim.ts';
import { formatPoint, monthName, SEASON_MONTHS, SEASONAL_WORK, seasonMonths, seasonText, type Season, type TimePoint } from '../parse/time.ts';
import type { MetricDef, ReasonCode } from '../types.ts';
import { datasetName, fmtNumber, plural } from './format.ts';
import { isFlow } from './compute/common.ts';
import { checkTime, completeYearSpan, coverageYears, latestCompleteYear } from './series.ts';

export interface ClaimTime {
  /** month, season: a calendar month or season without a year ("in December", "in summer"), read in every year the dataset has it. */
  kind: 'point' | 'range' | 'points' | 'snapshot' | 'month' | 'season' | 'none';
  points: TimePoint[];
  /** kind 'month': the months named (two for "rainier in November than in July"). */
  months?: number[];
  /** kind 'month': the years it is read in, when the claim names them ("every December from 2012 to 2015"); else every year. */
  years?: [number, number];
  /** kind 'season': the seasons named (two for "wetter in winter than in summer"). */
  seasons?: Season[];
  /** A month or season without a year beside other times ("from January to March 2010"): which year it is is unsaid. */
  strayMonth?: string;
  /** The claim said "ever" / "on record", or named no range for an extreme over time. */
  ever: boolean;
  /** The time was not stated and was read as the latest complete year. */
  implied?: boolean;
  /** No time stated in a general present-tense claim: read over the data's whole years. */
  coverage?: boolean;
  /** How the time was read where the claim left it open, shown as a caveat on the default reading. */
  note?: string;
  /**
   * "never", "always", "ever", "at no point" with no time: the whole record, read over the data's whole years and
   * capped as within the dataset (claims.md §4); the caveat that says so.
   */
  allTime?: string;
}

export interface Resolved {
  table: DatasetTable;
  metric: MetricDef;
  entities: string[];
  time: ClaimTime;
  /** Rainy-day counts and other derived measures. */
  derived?: 'count_days';
}

export interface Unresolved {
  code: ReasonCode;
  message: string;
  available: string[];
  dataset?: string;
  metric?: string;
  /** The place the claim names that this dataset lacks. */
  place?: string;
}

export type Resolution = { ok: true; value: Resolved } | { ok: false; error: Unresolved };

const HARD_KINDS = ['country:', 'us_state:', 'city:'];

/** Temperature is read from GISTEMP for the world, and from a city's daily highs for a city. */
const CITY_READING: Partial<Record<string, string>> = { global_temperature: 'temp_max' };

function claimTime(p: ParsedClaim): ClaimTime {
  const ever = p.times.some((t) => t.kind === 'ever');
  const range = p.times.find((t) => t.kind === 'range');
  const points = p.times.filter((t) => t.kind === 'point').map((t) => (t.kind === 'point' ? t.at : { year: 0 }));
  const months = p.times.flatMap((t) => (t.kind === 'month' ? [t] : []));
  const seasons = p.times.flatMap((t) => (t.kind === 'season' ? [t] : []));
  const recurring = [...months, ...seasons].sort((a, b) => a.start - b.start);
  if (recurring.length > 0 && (range || points.length > 0)) return { kind: 'none', points: [], ever, strayMonth: recurring[0]!.text };
  // A month and a season ("wetter in December than in summer") are not read together: said as unclear below.
  if (months.length > 0 && seasons.length > 0) return { kind: 'none', points: [], ever, strayMonth: recurring[0]!.text };
  if (months.length > 0) return { kind: 'month', points: [], months: months.map((m) => m.month), ever };
  if (seasons.length > 0) return { kind: 'season', points: [], seasons: seasons.map((m) => m.season), ever };
  if (p.form === 'extreme' && p.extreme?.over === 'time') {
    return range && range.kind === 'range' ? { kind: 'range', points: [range.from, range.to], ever } : { kind: 'none', points: [], ever };
  }
  // "Seattle was wetter than New York every December from 2012 to 2015", "in December from 2012 to 2015": that
  // month of each of those years, not the 37 months from December 2012 to December 2015 (also with "every year")
  if (range && range.kind === 'range' && range.monthOfEach !== undefined && (p.form === 'value' || (p.form === 'compare' && !p.compare?.overTime))) {
    return { kind: 'month', points: [], months: [range.monthOfEach], years: [range.from.year, range.to.year], ever };
  }
  if (range && range.kind === 'range' && (p.form === 'change' || p.perYear || p.form === 'extreme')) return { kind: 'range', points: [range.from, range.to], ever };
  // "rose between summer 2012 and summer 2015": two seasons are the ends of the change (years would be a range).
  if (p.form === 'change' && !range && points.length >= 2 && points.some((x) => x.season)) return { kind: 'range', points: [points[0]!, points[1]!], ever };
  if ((p.form === 'fromto' || (p.form === 'compare' && p.compare?.overTime)) && points.length >= 2) return { kind: 'points', points, ever };
  // "from 54 to 73 between 1955 and 2005": the range's ends are the two stated values' times.
  if (p.form === 'fromto' && points.length === 0 && range && range.kind === 'range') return { kind: 'points', points: [range.from, range.to], ever };
  if (points.length >= 1) return { kind: 'point', points: [points[0]!], ever };
  if (range && range.kind === 'range') return { kind: 'range', points: [range.from, range.to], ever };
  if (p.times.some((t) => t.kind === 'snapshot')) return { kind: 'snapshot', points: [], ever };
  return { kind: 'none', points: [], ever };
}

/** Words that name part of a population by age or sex. */
const AGE_OR_SEX = /\b(?:aged?|ages|years? old|under (?:the )?age|children|kids|infants|babies|toddlers|teen(?:ager)?s|adolescents|adults|elderly|seniors|pensioners|retirees|men|women|males?|females?|boys|girls)\b/i;

const INCOME_EDGES = [0, 10000, 15000, 25000, 35000, 50000, 75000, 100000, 150000, 200000, Infinity];

/** Income brackets of the ACS table that exactly cover [min, max]; undefined when the edges do not line up. */
function incomeMetric(base: MetricDef, range: [number, number]): MetricDef | undefined {
  const [lo, hi] = range;
  // "$50,000 to $74,999" and "$50,000 to $75,000" both end at the 75,000 edge.
  const hiEdge = INCOME_EDGES.find((e) => e === hi || e === hi + 1);
  if (!INCOME_EDGES.includes(lo) || hiEdge === undefined || hiEdge <= lo) return undefined;
  const groups: string[] = [];
  for (let k = 0; k + 1 < INCOME_EDGES.length; k++) {
    const a = INCOME_EDGES[k] as number;
    const b = INCOME_EDGES[k + 1] as number;
    if (a >= lo && b <= hiEdge) groups.push(a === 0 ? '<10000' : b === Infinity ? '200000+' : `${a} to ${b - 1}`);
  }
  const id = hiEdge === Infinity ? `acs.household_income_share[${lo}+]` : `acs.household_income_share[${lo}-${hiEdge - 1}]`;
  const label = hiEdge === Infinity ? `share of households with income of $${fmtNumber(lo)} or more` : lo === 0 ? `share of households with income under $${fmtNumber(hiEdge)}` : `share of households with income $${fmtNumber(lo)}–$${fmtNumber(hiEdge - 1)}`;
  return { ...base, id, label, dims: { group: groups }, sumOverDims: true };
}

/** No measure word, but the named things belong to a one-measure dataset ("Renewables in Iowa doubled"). */
function conceptFromEntities(p: ParsedClaim, catalog: Catalog): string | null {
  for (const t of catalog.datasets) {
    if (t.def.entity.kind !== 'series' || t.def.metrics.length !== 1) continue;
    if (p.mentions.some((m) => m.keys.some((k) => t.entityByKey.has(k)))) return t.def.metrics[0]!.concepts[0] ?? null;
  }
  return null;
}

/** A city's daily highs and lows are readings of one measure, its temperature: which one is read, CITY_READING decides. */
const MEASURE_OF: Partial<Record<string, string>> = { temp_max: 'global_temperature', temp_min: 'global_temperature' };

/**
 * No measure word, but the number's unit fits one measure the named things have: "Seattle was never above 35
 * degrees" is about temperature, the only measure in °C that weather.csv has for Seattle.
 */
function conceptFromUnit(p: ParsedClaim, catalog: Catalog): string | null {
  const unit = [p.quantity, p.quantity2, p.change?.quantity, p.compare?.gap?.quantity].find((q) => q?.unit)?.unit;
  // A percent or a currency says little about what is measured (a rate, a share, an income).
  if (!unit || unit === '%' || unit === '$') return null;
  const found = new Set<string>();
  for (const t of catalog.datasets) {
    if (!p.mentions.some((m) => m.keys.some((k) => t.entityByKey.has(k)))) continue;
    for (const m of t.def.metrics) {
      const c = m.concepts[0];
      if (m.unit === unit && c) found.add(MEASURE_OF[c] ?? c);
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

/** A dataset's own metric words (user datasets: "revenue", "sales"), matched as whole phrases. */
const HAS_KEYWORDS = new WeakMap<Catalog, boolean>();

function conceptFromKeywords(p: ParsedClaim, catalog: Catalog): string | null {
  // The built-in catalog names no keywords: skip normalising the claim again for it.
  let any = HAS_KEYWORDS.get(catalog);
  if (any === undefined) {
    any = catalog.datasets.some((t) => t.def.metrics.some((m) => (m.keywords?.length ?? 0) > 0));
    HAS_KEYWORDS.set(catalog, any);
  }
  if (!any) return null;
  const text = ` ${normPhrase(p.claim)} `;
  for (const t of catalog.datasets) {
    for (const m of t.def.metrics) {
      if (m.keywords?.some((k) => text.includes(` ${normPhrase(k)} `))) return m.concepts[0] ?? null;
    }
  }
  return null;
}

function candidates(catalog: Catalog, concept: string): { table: DatasetTable; metric: MetricDef }[] {
  const out: { table: DatasetTable; metric: MetricDef }[] = [];
  for (const table of catalog.datasets) {
    for (const metric of table.def.metrics) {
      if (!metric.concepts.includes(concept)) continue;
      // One income bracket stands for the family; the claim's range picks the rows.
      if (concept === 'household_income_share' && out.some((c) => c.table === table)) continue;
      out.push({ table, metric });
    }
  }
  return out;
}

function rank(e: Unresolved, dated: boolean): number {
  switch (e.code) {
    case 'time_out_of_range': case 'time_not_observed': return 1;
    case 'snapshot_has_no_year': return dated ? 2.5 : 1;
    case 'entity_not_in_catalog': return 2;
    case 'ambiguous': return 2.2;
    default: return 3;
  }
}

export function listNames(names: readonly string[], max = 6): string {
  if (names.length <= max) return names.join(', ');
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

/** Chooses dataset, metric, entities and time for a parsed claim, or says precisely why it cannot. */
export function resolveClaim(p: ParsedClaim, catalog: Catalog): Resolution {
  const fail = (e: Unresolved): Resolution => ({ ok: false, error: e });
  const everything = catalog.datasets.map((t) => `${datasetName(t.def)}: ${t.def.coverageText}`);
  if (p.concept === 'stock_price') {
    const who = p.unknownNames[0] ?? p.mentions[0]?.text ?? 'this company';
    return fail({ code: 'entity_not_in_catalog', message: `No share-price series for ${who}: the catalog has no licensed stock prices.`, available: everything, metric: 'stocks.price' });
  }
  // A dataset's own column names win over the general lexicon (a user's "people" column is not census population).
  let concept: string | null = conceptFromKeywords(p, catalog) ?? p.concept ?? conceptFromEntities(p, catalog) ?? conceptFromUnit(p, catalog);
  const cityReading = CITY_READING[concept ?? ''];
  // A city's lowest temperature is the lowest of its daily lows, not of its daily highs.
  const city = cityReading ? p.mentions.find((m) => m.keys.some((k) => k.startsWith('city:'))) : undefined;
  // "Seattle's average temperature": a mean the data do not have (each day's high and low), not its daily highs
  const mean = city && concept === 'global_temperature' && !p.dayAgg ? /\b(average|mean|typical)\s+(?:daily\s+)?(?:temperature|temp)s?\b/i.exec(p.claim) : null;
  if (city && mean) {
    return fail({
      code: 'ambiguous', metric: 'weather.temp_max',
      message: `weather.csv has each day's high and low temperature for ${city.text}, not its ${mean[1]!.toLowerCase()} temperature, and reading either as it would test another claim. Say which: "the average high" or "the average low".`,
      available: catalog.datasets.filter((t) => t.def.id === 'weather').map((t) => `${datasetName(t.def)}: daily maximum temperature, daily minimum temperature`),
    });
  }
  if (city) concept = p.dayAgg === 'min' && concept === 'global_temperature' ? 'temp_min' : cityReading as string;
  if (concept === 'rainy_days') concept = 'precipitation';
  const work = concept === 'jobs' ? SEASONAL_WORK.exec(p.claim) : null;
  if (work) {
    const ces = catalog.datasets.find((t) => t.def.metrics.some((m) => m.concepts.includes('jobs')));
    return fail({ code: 'metric_not_in_catalog', message: `"${work[0]}" are seasonal work, which the catalog does not count: it has payrolls by sector, seasonally adjusted, not jobs by season.`, available: ces ? [`${datasetName(ces.def)}: ${ces.def.coverageText}`] : everything, ...(ces ? { dataset: ces.def.id } : {}) });
  }
  // "people aged 0 to 4", "women", "children under 5": part of a population by age or sex, which no total is; the
  // catalog's populations are verified as totals only (population.json's age groups and sex are not read).
  const part = concept === 'population' && !conceptFromKeywords(p, catalog) ? AGE_OR_SEX.exec(p.claim) : null;
  if (part) {
    const pop = catalog.datasets.filter((t) => t.def.metrics.some((m) => m.concepts.includes('population')));
    return fail({ code: 'metric_not_in_catalog', message: `"${part[0]}" names part of a population by age or sex; the catalog's populations are verified as totals only, which are not that part. A claim about a whole population can be checked, e.g. "The US population in 1950 was about 150 million".`, available: pop.length ? pop.map((t) => `${datasetName(t.def)}: ${t.def.coverageText}`) : everything });
  }
  if (concept === 'snow') {
    const weather = catalog.datasets.find((t) => t.def.id === 'weather');
    const measured = weather ? [`${datasetName(weather.def)}: ${listNames(weather.def.metrics.map((m) => m.label), 4)} (${weather.def.coverageText})`] : everything;
    return fail({ code: 'metric_not_in_catalog', message: 'Snow is not measured separately: the catalog has precipitation (rain and snow together, in mm) and daily temperatures, not snowfall; weather.csv\'s "snow" weather category is synthetic and not used.', available: measured, ...(weather ? { dataset: weather.def.id } : {}) });
  }
  if (concept === 'household_income') {
    const sets = catalog.datasets.filter((t) => t.def.metrics.some((m) => m.concepts.includes('household_income_share') || m.concepts.includes('income_per_person')));
    return fail({ code: 'metric_not_in_catalog', message: 'Household income (a median or mean per household) is not in the catalog: it has the share of households in each income bracket, by US state, and GDP per capita (PPP) by country, which is not household income. A bracket\'s share can be checked, e.g. "In Georgia, more than 10% of households earned $100,000 to $149,999".', available: sets.length ? sets.map((t) => `${datasetName(t.def)}: ${t.def.coverageText}`) : everything });
  }
  if (concept === 'wind' || concept === null) {
    if (p.form === 'none' && p.mentions.length === 0) {
      return fail({ code: 'unparsed', message: 'No measurable claim was recognised.', available: everything });
    }
    // ("wind" is not broken out of Iowa's renewables, nor verified in the weather: the dataset the claim's other names are in)
    const absent = p.absent.find((a) => p.mentions.some((m) => m.keys.some((k) => catalog.datasets.find((t) => t.def.id === a.datasetId)?.entityByKey.has(k)))) ?? p.absent[0];
    // A comparison names both sides ("Seattle is bigger than New York"), not only the first.
    const sides = p.form === 'compare' && !p.compare?.overTime ? [...p.mentions.map((m) => m.text), ...(p.compare?.missing ? [p.compare.missing] : [])] : [];
    const about = sides.length >= 2 ? ` comparison of ${sides.join(' and ')}` : ` claim${p.mentions[0] ? ` about ${p.mentions[0].text}` : ''}`;
    const what = concept === 'wind' ? 'Wind speed is not verified (its unit is inconsistent in the source).' : `No measure in the catalog matches this${about}.`;
    const measured = concept === 'wind' || absent ? [] : measuresOf(p, catalog);
    return fail({ code: 'metric_not_in_catalog', message: absent ? `${absent.text}: ${absent.message}.` : what, available: measured.length ? measured : everything });
  }
  const time = claimTime(p);
  const dated = time.kind !== 'none' && time.kind !== 'snapshot';
  let best: Unresolved | undefined;
  const options = candidates(catalog, concept);
  // A user's own column word at the start of a claim ("Revenue was above 5") is the measure, not a place.
  const places = p.places.filter((x) => !namesMetric(x, catalog));
  if (options.length === 0) return fail({ code: 'metric_not_in_catalog', message: `The catalog has no ${concept.replace(/_/g, ' ')} data.`, available: everything });
  // Undated claims look at snapshots first, dated claims at dated series first (sort is stable).
  const snap = (c: { table: DatasetTable }): number => (c.table.def.time.kind === 'snapshot' ? 1 : 0);
  options.sort((a, b) => (dated ? snap(a) - snap(b) : snap(b) - snap(a)));
  for (const { table, metric: baseMetric } of options) {
    const r = tryDataset(p, places, table, baseMetric, time, concept, catalog);
    if ('code' in r) {
      if (!best || rank(r, dated) < rank(best, dated)) best = r;
      continue;
    }
    return { ok: true, value: { ...r, ...(p.concept === 'rainy_days' ? { derived: 'count_days' as const } : {}) } };
  }
  // A place the catalog lacks might have been a city: "Phoenix was hotter" is in neither the world's series nor a city's.
  const placeConcept = best?.place ? CITY_READING[concept] : undefined;
  const cityAlso = placeConcept ? candidates(catalog, placeConcept).map((c) => c.table) : [];
  if (best?.place && cityAlso.length > 0) {
    const tables = [...new Set([...cityAlso, ...options.map((o) => o.table)])];
    best = {
      ...best,
      message: `${best.place}: not in ${tables.map((t) => `${datasetName(t.def)} (${t.def.coverageText})`).join(' or ')}.`,
      available: tables.flatMap(nearby),
    };
  }
  return fail(best!);
}

/** A user dataset's own word for a metric ("revenue", "sales"). */
function namesMetric(name: string, catalog: Catalog): boolean {
  const n = normPhrase(name);
  return catalog.datasets.some((t) => t.def.metrics.some((m) => m.keywords?.some((k) => normPhrase(k) === n)));
}

function tryDataset(p: ParsedClaim, places: readonly string[], table: DatasetTable, baseMetric: MetricDef, time: ClaimTime, concept: string, catalog: Catalog): Resolved | Unresolved {
  const def = table.def;
  const ctx = { dataset: def.id, metric: baseMetric.id };
  let metric = baseMetric;
  if (concept === 'household_income_share') {
    if (!p.incomeRange) return { code: 'metric_not_in_catalog', message: 'Name an income bracket, e.g. "$200,000 or more".', available: [def.metrics.map((m) => m.label).join('; ')], ...ctx };
    const m = incomeMetric(baseMetric, p.incomeRange);
    if (!m) return { code: 'metric_not_in_catalog', message: 'That income range does not line up with the ACS brackets.', available: def.metrics.slice(0, 10).map((x) => x.label), ...ctx };
    metric = m;
  }
  for (const a of p.absent) {
    if (a.datasetId === def.id) return { code: 'metric_not_in_catalog', message: `${a.text}: ${a.message}.`, available: [`${datasetName(def)}: ${listNames(table.entities)}`], ...ctx };
  }
  const entities: string[] = [];
  const scope = new Set(def.entity.scope ?? []);
  let scopeNamed = false;
  for (const m of p.mentions) {
    const hitKey = m.keys.find((k) => table.entityByKey.has(k));
    if (hitKey) { const e = table.entityByKey.get(hitKey)!; if (!entities.includes(e)) entities.push(e); continue; }
    if (m.keys.some((k) => scope.has(k))) { scopeNamed = true; continue; }
    const hard = m.keys.find((k) => HARD_KINDS.some((h) => k.startsWith(h)));
    if (!hard) continue; // a word that names something in another dataset ("global", "retail")
    const sameKind = def.entity.kind !== 'series' && def.entity.kind !== 'place' && m.keys.some((k) => k.startsWith(`${def.entity.kind}:`) || (def.entity.kind === 'country' && k.startsWith('country:')));
    if (!sameKind) {
      return { code: 'metric_not_in_catalog', message: `The catalog has no ${metric.label} for ${m.text}: ${def.file} covers ${def.coverageText}.`, available: [`${datasetName(def)}: ${def.coverageText}`], ...ctx };
    }
    const peers = sameRegion(hard, table, catalog);
    return {
      code: 'entity_not_in_catalog',
      message: `${m.text}: not in ${datasetName(def)} (${table.entities.length} ${plural(def.entity.noun)})${peers.length ? `; ${listNames(peers, 4)} ${peers.length === 1 ? 'is' : 'are'}` : ''}.`,
      available: nearby(table), ...ctx,
    };
  }
  // A place that names nothing the catalog has: "Seattle is rainier than Phoenix" (one side is here, the
  // other is not), "Phoenix was hotter in 2015 than in 2014" (a series of one place, the world, is no
  // answer about another), "Seattle is rainier than New York and Phoenix" (a claim is only as verified as
  // all its parts). A user's single series does not say where it is from, so it is not judged.
  const missing = p.form === 'compare' ? p.compare?.missing : undefined;
  // The dataset's own scope by name ("in Iowa" for Iowa's generation) is no other place, alias or not.
  const own = [...(def.entity.scope ?? []).map((k) => k.slice(k.indexOf(':') + 1)), ...(def.entity.fixed ? [def.entity.fixed] : [])].map(normPhrase);
  const place = missing ?? places.find((x) => !own.includes(normPhrase(x)));
  const onePlace = def.entity.kind === 'place' && def.entity.fixed !== undefined;
  if (place && (missing ? entities.length > 0 : onePlace || !def.entity.fixed)) {
    return { code: 'entity_not_in_catalog', message: `${place}: not in ${datasetName(def)} (${def.coverageText}).`, available: nearby(table), place, ...ctx };
  }
  // The generic word for the total ("payrolls") gives way to a named sector.
  if (def.entity.default && entities.length > 1) {
    const i = entities.indexOf(def.entity.default);
    if (i >= 0) entities.splice(i, 1);
  }
  const needsEntity = !def.entity.fixed;
  if (needsEntity && entities.length === 0 && !(p.form === 'extreme' && p.extreme?.over === 'entities')) {
    if (p.unknownNames.length > 0) {
      return { code: 'entity_not_in_catalog', message: `${p.unknownNames[0]}: not in ${datasetName(def)}.`, available: nearby(table), ...ctx };
    }
    if (def.entity.default) entities.push(def.entity.default);
    // "The highest life expectancy in 2005 was 82.5": the extreme over every entity, so none is named.
    else if (!p.extremeValue) return { code: 'ambiguous', message: `Which ${def.entity.noun}? ${datasetName(def)} has ${listNames(table.entities)}.`, available: nearby(table), ...ctx };
  }
  if (def.entity.fixed && def.entity.requireMention && !scopeNamed && entities.length === 0) {
    // ("the world's population": a whole the catalog's places do not add up to)
    const whole = /\b(?:world(?:'s|wide)?|global(?:ly)?|the planet|the earth|humanity|mankind)\b/i.test(p.claim);
    const name = p.unknownNames[0] ?? (whole ? 'The world as a whole' : 'That place');
    return { code: 'entity_not_in_catalog', message: `${name}: ${datasetName(def)} covers only ${def.entity.fixed}.`, available: [`${datasetName(def)}: ${def.coverageText}`], ...ctx };
  }
  if (def.entity.fixed && entities.length === 0) entities.push(def.entity.fixed);
  if (needsEntity && entities.length === 0 && p.unknownNames.length > 0 && p.form !== 'extreme') {
    return { code: 'entity_not_in_catalog', message: `${p.unknownNames[0]}: not in ${datasetName(def)}.`, available: nearby(table), ...ctx };
  }
  // Times: every point the claim needs must be readable here.
  let t = time;
  const rel = relativeMiss(p, table);
  if (rel) return { ...rel, ...ctx };
  // "today" on dated data is this year, read only where the data has it.
  const present = p.times.flatMap((x) => (x.kind === 'snapshot' && x.relative ? [x.relative] : []))[0];
  if (t.kind === 'snapshot' && present && def.time.kind !== 'snapshot') t = { kind: 'point', points: [{ year: Number(present.today.slice(0, 4)) }], ever: t.ever };
  // "from 2012 to summer 2015", "in 2012 and 2014": two times where one is read would leave the other unread.
  const said = p.times.filter((x) => x.kind === 'point');
  if (t.kind === 'point' && said.length >= 2) {
    return { code: 'ambiguous', message: `The claim names ${said.map((x) => `"${x.text}"`).join(' and ')}, but this kind of claim reads one time: name one, or a range whose ends are alike (e.g. "from ${said[0]!.kind === 'point' ? said[0]!.at.year : ''} to ${said[1]!.kind === 'point' ? said[1]!.at.year : ''}").`, available: [`${datasetName(def)}: ${def.coverageText}`], ...ctx };
  }
  // "Seattle's rainfall rose from summer 2012 to 2015": the season said at the start only reads as the summers of
  // 2012–2015 or as June 2012 to the end of 2015, and nothing in the claim tells which (claims.md gives no rule).
  // A ranking of years says so in its own words (compute/extreme.ts); a ranking of the season reads its summers.
  const startOnly = p.form !== 'extreme' ? p.times.find((x) => x.kind === 'range' && x.seasonAtStart !== undefined) : undefined;
  if (startOnly?.kind === 'range' && startOnly.from.season) {
    const season = startOnly.from.season;
    const [a, b] = [startOnly.from.year, startOnly.to.year];
    const first = seasonMonths(startOnly.from)[0]!;
    const each = p.form === 'change' || p.form === 'fromto' || (p.form === 'compare' && p.compare?.overTime)
      ? `the two ${season}s, e.g. "from ${season} ${a} to ${season} ${b}"`
      : `the ${season} of each year, e.g. "in ${season} from ${a} to ${b}"`;
    return { code: 'ambiguous', message: `"${startOnly.seasonAtStart}" says the ${season} at its start only: the ${season}s of ${a}–${b}, or ${monthName(first.month)} ${first.year} to the end of ${b}? Name whole years, e.g. "from ${a} to ${b}", or ${each}.`, available: [`${datasetName(def)}: ${def.coverageText}`], ...ctx };
  }
  const cov = coverageYears(table);
  // No form read ("rainier than in January"): the month is not what is missing, so the answer says what is.
  if ((t.strayMonth || t.kind === 'month' || t.kind === 'season') && p.form !== 'none') {
    const where = [`${datasetName(def)}: ${def.coverageText}${cov ? ` (${cov[0]}–${cov[1]})` : ''}`];
    // Meteorological seasons, northern hemisphere (the catalog's places): a season is named with its months.
    const seasonName = (x: Season): string => `${x} (${SEASON_MONTHS[x]})`;
    const names = t.kind === 'season' ? t.seasons!.map(seasonName).join(' and ') : (t.months ?? []).map(monthName).join(' and ');
    if (t.strayMonth) {
      const stray = p.times.find((x) => x.text === t.strayMonth);
      const e = cov?.[1] ?? 2015;
      if (!p.times.some((x) => x.kind === 'point' || x.kind === 'range')) {
        return { code: 'ambiguous', message: `A month and a season without a year are not compared: compare two months or two seasons, or name the years, e.g. "${p.times.find((x) => x.kind === 'month')!.text} ${e}".`, available: where, ...ctx };
      }
      const what = stray?.kind === 'season' ? `a season (${SEASON_MONTHS[stray.season]})` : 'a month';
      return { code: 'ambiguous', message: `"${t.strayMonth}" names ${what} without its year beside the claim's other times: name its year, e.g. "${t.strayMonth} ${e}".`, available: where, ...ctx };
    }
    if (def.time.grain === 'year') return { code: 'time_not_observed', message: `${def.file} has yearly values only, not ${names}.`, available: where, ...ctx };
    // A value or a comparison is read in each year's month or season; a change, range or ranking needs its years named.
    const count = t.kind === 'season' ? t.seasons!.length : t.months!.length;
    const fits = p.form === 'value' || p.form === 'between' ? count === 1 : p.form === 'compare' && count === (p.compare?.overTime ? 2 : 1);
    const example = t.kind === 'season' ? `${t.seasons![0]} ${cov?.[1] ?? 2015}` : `${monthName(t.months![0]!)} ${cov?.[1] ?? 2015}`;
    if (!fits) return { code: 'ambiguous', message: `${names} without a year: name the year${count > 1 ? 's' : ''}, e.g. "${example}".`, available: where, ...ctx };
  }
  // "Seattle was never colder than -10 degrees", "colder than New York every day": with no time named, "never",
  // "always", "ever", "every day" speak of the whole record, not of the data's last year; the data's whole years
  // are all of it there is, so it is capped.
  const record = t.kind === 'none' && !t.strayMonth && def.time.kind !== 'snapshot' && !p.extremeValue && (['value', 'between'].includes(p.form) || (p.form === 'compare' && !p.compare?.overTime)) ? wholeRecordWord(p, t) : undefined;
  const recordSpan = record ? completeYearSpan(table) : undefined;
  if (record && recordSpan && recordSpan[1] > recordSpan[0]) {
    t = { kind: 'range', points: [{ year: recordSpan[0] }, { year: recordSpan[1] }], ever: t.ever, coverage: true, allTime: `"${record}" read as the dataset's coverage, ${recordSpan[0]}–${recordSpan[1]}` };
  }
  // "Seattle was warmer than New York in 3 of the 4 years": a count of periods with no time named is of the data's
  // whole years, not of its last year (one comparison there would drop the count). A number of years that is not
  // the data's says which years it means no more than "the 4 years" does: asked for.
  const whole0 = t.kind === 'none' && p.periodCount && def.time.kind !== 'snapshot' ? completeYearSpan(table) : undefined;
  if (whole0 && whole0[1] > whole0[0]) {
    const years = whole0[1] - whole0[0] + 1;
    const of = 'of' in p.periodCount! ? p.periodCount.of : undefined;
    if (p.everyPeriod === 'year' && of !== undefined && of !== years) {
      return { code: 'ambiguous', message: `The claim counts ${of} years but names none, and ${def.file} has ${years} whole years (${whole0[0]}–${whole0[1]}): name the years, e.g. "from ${whole0[1] - of + 1} to ${whole0[1]}".`, available: [`${datasetName(def)}: ${def.coverageText}`], ...ctx };
    }
    t = { kind: 'range', points: [{ year: whole0[0] }, { year: whole0[1] }], ever: false, coverage: true, note: `No time stated: the count read over ${whole0[0]}–${whole0[1]}, the data's whole years` };
  }
  if (p.perYear && t.kind === 'none' && cov) t = { kind: 'range', points: [{ year: cov[0] }, { year: cov[1] }], ever: false, implied: true };
  // "Seattle gets more rain than New York": a general present-tense claim holds over the data, not its last year.
  // A level's value ("CO2 is above 400 ppm") speaks of now, so only a flow's value ("gets 1,000 mm of rain", a
  // yearly total or a count of days) is read as the mean per year over the data.
  const flow = isFlow({ metric, ...(p.concept === 'rainy_days' ? { derived: 'count_days' as const } : {}) });
  const span = t.kind === 'none' && p.present && def.time.kind !== 'snapshot' && ((flow && ['value', 'between'].includes(p.form)) || (p.form === 'compare' && !p.compare?.overTime) || (p.form === 'extreme' && p.extreme?.over === 'entities')) ? completeYearSpan(table) : undefined;
  if (span && span[1] > span[0]) t = { kind: 'range', points: [{ year: span[0] }, { year: span[1] }], ever: false, coverage: true, note: `No time stated: read over ${span[0]}–${span[1]}, the data's whole years` };
  // "The lowest temperature in Seattle was -6 degrees": the extreme reading of the data's whole years.
  const whole = t.kind === 'none' && p.extremeValue && def.time.kind !== 'snapshot' ? completeYearSpan(table) : undefined;
  if (whole) t = { kind: 'range', points: [{ year: whole[0] }, { year: whole[1] }], ever: t.ever, coverage: true };
  if (def.time.kind !== 'snapshot' && (t.kind === 'none' || t.kind === 'snapshot') && !(p.form === 'extreme' && p.extreme?.over === 'time')) {
    const y = latestCompleteYear(table);
    if (y === undefined) return { code: 'time_not_observed', message: `${def.file} has no complete year.`, available: [def.coverageText], ...ctx };
    t = { kind: 'point', points: [{ year: y }], ever: false, implied: true };
  }
  if (def.time.kind === 'snapshot' && t.kind !== 'none' && t.kind !== 'snapshot') {
    const miss = checkTime(table, t.points[0] ?? null);
    return { code: miss?.fail ?? 'snapshot_has_no_year', message: miss?.message ?? `${datasetName(def)} is undated`, available: [`${datasetName(def)}: ${def.coverageText}`], ...ctx };
  }
  // "since 2010" runs to today; the data may end before, so it is read to the data's last whole year, and said.
  const since = p.times.find((x) => x.kind === 'range' && x.since);
  const last = since && t.kind === 'range' && t.points.length === 2 ? latestCompleteYear(table) : undefined;
  if (since?.kind === 'range' && last !== undefined && t.points[1]!.year === since.to.year && since.to.year > last && last > since.from.year) {
    t = { ...t, points: [t.points[0]!, { year: last }], note: `"${since.text}" read as ${since.from.year}–${last}: ${def.file}'s whole years end in ${last}, before today (${since.to.year})` };
  }
  for (const tp of t.points) {
    const miss = checkTime(table, tp);
    // Ranges only need their ends inside the coverage: 5-yearly data still has values at most ends.
    if (miss && !(t.kind === 'range' && miss.fail === 'time_not_observed' && p.form === 'extreme')) {
      return { code: miss.fail, message: (t.kind === 'range' && miss.fail === 'time_out_of_range' && cov && rangeOutside(def.file, def.coverageText, t.points, cov)) || miss.message, available: [`${datasetName(def)}: ${def.coverageText}${cov ? ` (${cov[0]}–${cov[1]})` : ''}`], ...ctx };
    }
  }
  // "Seattle's rainfall rose from 2012 to summer 2015", "from December 2012 to 2015": a change between ends of unlike
  // kind sets a whole year against part of one (or a month against a year), which no definition of the ends reads.
  const ends = (p.form === 'change' || p.form === 'fromto') && (t.kind === 'range' || t.kind === 'points') && t.points.length === 2 ? t.points : undefined;
  if (ends && endKind(ends[0]!) !== endKind(ends[1]!)) {
    const [a, b] = ends as [TimePoint, TimePoint];
    const fine = endKind(a) === 'year' ? b : a;
    const alike = fine.season ? `"from ${fine.season} ${a.year} to ${fine.season} ${b.year}"` : fine.month !== undefined && fine.day === undefined ? `"from ${monthName(fine.month)} ${a.year} to ${monthName(fine.month)} ${b.year}"` : undefined;
    const whole = endKind(a) === 'year' || endKind(b) === 'year';
    return { code: 'ambiguous', message: `The change's ends, ${endText(a)} and ${endText(b)}, are ${article(endKind(a))} and ${article(endKind(b))}: a change between them would set ${whole ? 'part of a year against a whole year' : 'one kind of period against another'}, which no definition of the ends reads. Name alike ends, e.g. "from ${a.year} to ${b.year}"${alike ? ` or ${alike}` : ''}.`, available: [`${datasetName(def)}: ${def.coverageText}`], ...ctx };
  }
  return { table, metric, entities, time: t };
}

/** What a range's end names: a whole year, a season, a month or a day. */
function endKind(tp: TimePoint): 'year' | 'season' | 'month' | 'day' {
  return tp.day !== undefined ? 'day' : tp.season ? 'season' : tp.month !== undefined ? 'month' : 'year';
}

function endText(tp: TimePoint): string {
  return tp.day !== undefined ? formatPoint(tp) : tp.season ? `${tp.season} ${tp.year}` : tp.month !== undefined ? `${monthName(tp.month)} ${tp.year}` : String(tp.year);
}

function article(kind: ReturnType<typeof endKind>): string {
  return kind === 'year' ? 'a whole year' : `a ${kind}`;
}

/**
 * Words that claim something of every time there is ("never", "at no point", "every day", "each month") or of any
 * ("ever", "on record"): with no time named, every day (or month) there is, not those of the latest year.
 */
const WHOLE_RECORD = /\b(?:never|always|at no (?:point|time)|on no day|at all times|(?:every|each)\s+(?:single\s+)?(?:day|month))\b/iu;

function wholeRecordWord(p: ParsedClaim, t: ClaimTime): string | undefined {
  const ever = t.ever ? p.times.find((x) => x.kind === 'ever') : undefined;
  return (ever?.text ?? WHOLE_RECORD.exec(p.claim)?.[0])?.toLowerCase();
}

/**
 * A time named relative to today ("last year", "in the past decade", "today") is those years, never the data's
 * last year: data that stops before them says where it ends. "Recently" names no years, so data that reaches
 * near today asks for them.
 */
function relativeMiss(p: ParsedClaim, table: DatasetTable): Omit<Unresolved, 'dataset' | 'metric'> | undefined {
  const def = table.def;
  if (def.time.kind === 'snapshot') return undefined;
  const cov = coverageYears(table);
  const where = [`${datasetName(def)}: ${def.coverageText}${cov ? ` (${cov[0]}–${cov[1]})` : ''}`];
  for (const x of p.times) {
    const rel = x.kind === 'point' || x.kind === 'range' || x.kind === 'snapshot' ? x.relative : undefined;
    if (!rel) continue;
    const year = Number(rel.today.slice(0, 4));
    const [a, b] = x.kind === 'point' ? [x.at.year, x.at.year] : x.kind === 'range' ? [x.from.year, x.to.year] : [year, year];
    const said = `"${rel.text.toLowerCase()}"`;
    const is = rel.vague ? `${said} names some years before today (${rel.today})` : x.kind === 'snapshot' ? `${said} is ${year} (read on ${rel.today})` : `${said} is ${x.kind === 'point' && x.at.season ? seasonText(x.at) : a === b ? a : `${a}–${b}`}, counted from today (${rel.today})`;
    if (!cov || b > cov[1] || a < cov[0]) {
      const ends = !cov ? `${def.file} has no dated values` : `${def.file} (${def.coverageText}) ${b > cov[1] ? `ends in ${cov[1]}` : `starts in ${cov[0]}`}`;
      if (!rel.vague || !cov || a > cov[1]) {
        return { code: 'time_out_of_range', message: `${is}, but ${ends}: the claim is not read as the data's ${b > (cov?.[1] ?? 0) ? 'last' : 'first'} year. Name a year it covers${cov ? ` (${cov[0]}–${cov[1]})` : ''}.`, available: where };
      }
    }
    if (rel.vague) return { code: 'ambiguous', message: `${is}, without saying which: name them, e.g. "from ${Math.max(cov![0], cov![1] - 4)} to ${cov![1]}".`, available: where };
  }
  return undefined;
}

/** "weather.csv covers …; 2010–2011 of 2010–2013 are outside it": every year of a stated range that the data lacks. */
function rangeOutside(file: string, coverage: string, ends: readonly TimePoint[], cov: [number, number]): string | undefined {
  const [a, b] = [ends[0]!, ends[1]!];
  if ([a, b].some((x) => x.month !== undefined || x.day !== undefined || x.season !== undefined)) return undefined;
  const span = (x: number, y: number): string => (x === y ? String(x) : `${x}–${y}`);
  const out: string[] = [];
  let n = 0;
  if (a.year < cov[0]) { const y = Math.min(b.year, cov[0] - 1); out.push(span(a.year, y)); n += y - a.year + 1; }
  if (b.year > cov[1]) { const x = Math.max(a.year, cov[1] + 1); out.push(span(x, b.year)); n += b.year - x + 1; }
  if (n === 0) return undefined;
  const all = n === b.year - a.year + 1;
  return `${file} covers ${coverage}; ${all ? `${span(a.year, b.year)} is` : `of ${span(a.year, b.year)}, ${out.join(' and ')} ${n === 1 ? 'is' : 'are'}`} outside it`;
}

/** The measures the catalog has for the things a claim names ("weather: precipitation, … for Seattle and New York"). */
function measuresOf(p: ParsedClaim, catalog: Catalog): string[] {
  const out: string[] = [];
  for (const t of catalog.datasets) {
    const named: string[] = [];
    for (const m of p.mentions) {
      const key = m.keys.find((k) => t.entityByKey.has(k));
      const name = key === undefined ? undefined : t.entityByKey.get(key);
      if (name !== undefined && !named.includes(name)) named.push(name);
    }
    if (named.length === 0) continue;
    // Metrics that share a concept (ten income brackets) are named once, by the concept.
    const byConcept = new Map<string, string[]>();
    for (const m of t.def.metrics) { const c = m.concepts[0] ?? m.id; byConcept.set(c, [...(byConcept.get(c) ?? []), m.label]); }
    const labels = [...byConcept].map(([c, ls]) => (ls.length === 1 ? ls[0]! : c.replace(/_/g, ' ')));
    out.push(`${datasetName(t.def)}: ${listNames(labels, 4)} for ${named.join(' and ')} (${t.def.coverageText})`);
  }
  return out;
}

/** What the dataset does cover, for an unverifiable answer: its entities (a few) and years. */
function nearby(table: DatasetTable): string[] {
  const def = table.def;
  const cov = coverageYears(table);
  return [`${datasetName(def)} (${def.coverageText}): ${listNames(table.entities, 12)}${cov ? `; years ${cov[0]}–${cov[1]}` : ''}`];
}

/** Entities of `table` in the same region as a missing country, using any catalog table with a region column. */
function sameRegion(key: string, table: DatasetTable, catalog: Catalog): string[] {
  for (const t of catalog.datasets) {
    if (!t.def.entity.column || !t.rows[0] || !('region' in t.rows[0])) continue;
    const regionOf = (k: string): unknown => {
      const name = t.entityByKey.get(k);
      const i = name === undefined ? undefined : t.rowsByEntity.get(name)?.[0];
      return i === undefined ? undefined : t.rows[i]?.region;
    };
    const region = regionOf(key);
    if (region === undefined) continue;
    return [...table.entityByKey].filter(([k]) => k !== key && regionOf(k) === region).map(([, name]) => name);
  }
  return [];
}
