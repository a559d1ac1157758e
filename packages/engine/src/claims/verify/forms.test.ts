import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

describe('claim forms (values from the data files)', () => {
  it('value: Japan 2005 life expectancy 82.5 > 80', () => {
    const r = v("Japan's life expectancy was above 80 in 2005");
    expect(r.verdict).toBe('supported');
    expect(r.evidence[0]!.computation.lhs.value).toBe(82.5);
    expect(r.veracityScore).toBe(1);
    expect(r.evidence[0]!.rows[0]).toMatchObject({ dataset: 'gapminder', key: { country: 'Japan', year: 2005 }, values: { life_expect: 82.5 } });
    expect(r.evidence[0]!.text).toMatch(/gapminder\.json.*2005.*82\.5 years/);
  });

  it('barely true stays ≥ 0.90; a near miss scores low (claims.md §4)', () => {
    expect(v('France had more than 60 million people in 2005').veracityScore).toBeGreaterThanOrEqual(0.9);
    const miss = v('Poland had a life expectancy above 74 in 1985'); // 70.8: 3.2 σ short
    expect(miss.verdict).toBe('refuted');
    expect(miss.veracityScore!).toBeLessThan(0.05);
  });

  it('comparison: Peru vs Egypt 1975', () => {
    const r = v('Peru outpaced Egypt in life expectancy in 1975');
    expect(r.parse).toMatchObject({ kind: 'compare', entities: ['Peru', 'Egypt'], op: '>' });
    expect(r.evidence[0]!.computation.lhs.value).toBe(63.4);
    expect(r.evidence[0]!.computation.rhs.value).toBe(54.43);
    expect(r.verdict).toBe('supported');
  });

  it('change, direction: US nonfarm annual means 2008 → 2010 fell', () => {
    const r = v('US nonfarm jobs fell between 2008 and 2010');
    expect(r.verdict).toBe('supported');
    expect(r.readings.map((x) => x.id)).toEqual(['default', 'jan_to_dec', 'dec_to_dec', 'jan_to_jan']);
  });

  it('change, percent, reading-dependent: CO2 1990 → 2010 by over 10 %', () => {
    const r = v('CO2 rose by over 10% from 1990 to 2010');
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.veracityScore!).toBeGreaterThanOrEqual(0.35);
    expect(r.veracityScore!).toBeLessThanOrEqual(0.65);
    const def = r.evidence.find((e) => e.isDefault)!;
    expect(def.computation.lhs.value).toBeCloseTo(354.19, 2);
    expect(def.computation.rhs.value).toBeCloseTo(389.9, 2);
    expect(r.evidence.some((e) => e.reading.startsWith('January 1990 to January 2010') && e.computation.result === false)).toBe(true);
  });

  it('change, ratio: Iowa renewables more than tripled 2001 → 2017 (×15.3)', () => {
    const r = v("Iowa's renewable generation more than tripled between 2001 and 2017");
    expect(r.parse.op).toBe('ratio>');
    expect(r.verdict).toBe('supported');
  });

  it('extreme over entities is capped "within the dataset"', () => {
    const r = v('In 2005 Japan had the highest life expectancy');
    expect(r.verdict).toBe('supported');
    expect(r.veracityScore).toBe(0.75);
    expect(r.evidence[0]!.rows.map((x) => x.key.country)).toEqual(['Japan', 'Hong Kong, China']);
  });

  it('a ranking counts its entities in the plural ("cities", "industries")', () => {
    expect(v('Seattle had the highest precipitation in 2014').summary).toContain('of 2 cities, 2014');
    expect(v('Construction had the highest unemployment rate in 2009').summary).toContain('of 14 industries, 2009');
  });

  it('extreme over time: coolest year in a range', () => {
    const r = v("In NASA's GISTEMP record, 1917 was the coolest year from 1913 to 1950");
    expect(r.verdict).toBe('supported');
    expect(r.evidence[0]!.computation.rhs.value).toBe(-0.36);
  });

  it('"ever" is read as the coverage and capped at 0.75 "within the dataset"', () => {
    const peak = v('Global temperatures peaked in 2023');
    expect(peak.verdict).toBe('supported');
    expect(peak.veracityScore).toBe(0.75);
    expect(peak.summary).toMatch(/within the dataset/);
    expect(v('2016 was the warmest year ever').verdict).toBe('refuted');
  });

  it('aggregate: Seattle averaged more than 100 rainy days a year (155.8)', () => {
    const r = v('Seattle averaged more than 100 rainy days a year');
    expect(r.parse.kind).toBe('aggregate');
    expect(r.evidence[0]!.computation.lhs.value).toBeCloseTo(155.75, 2);
    expect(r.verdict).toBe('supported');
    expect(r.evidence[0]!.rowSets?.[0]?.count).toBe(1461);
  });

  it('aggregate: yearly precipitation total in inches is converted to mm', () => {
    const r = v('Seattle received less than 40 inches of precipitation in 2012');
    expect(r.evidence[0]!.computation.rhs.value).toBeCloseTo(1016, 6);
    expect(r.verdict).toBe('refuted');
  });

  it('approximate: about 1.3 billion people in China in 2005 (0.4 % off)', () => {
    const r = v('about 1.3 billion people lived in China in 2005');
    expect(r.parse).toMatchObject({ kind: 'approx', tolerance_rel: 0.05 });
    expect(r.evidence[0]!.computation.lhs.value).toBe(1304887562);
    expect(r.verdict).toBe('supported');
  });

  it('approximate: 11 % off scores about 0.13 (claims.md §4 example shape)', () => {
    // Bangladesh 1955: 44,315,548; "about 49.2 million" is 11 % off.
    const r = v("Bangladesh's population was about 49.2 million in 1955");
    expect(r.veracityScore!).toBeGreaterThan(0.1);
    expect(r.veracityScore!).toBeLessThan(0.16);
  });

  it('between and nearly', () => {
    expect(v('Germany had between 75 and 85 million inhabitants in 1990').verdict).toBe('supported');
    expect(v('Germany had between 80 and 85 million inhabitants in 1990').verdict).toBe('refuted');
    expect(v('Women in Nigeria had nearly six children each in 2005').verdict).toBe('refuted'); // 6.07 > 6
  });

  it('from-to: both stated values must hold', () => {
    expect(v("Kenya's fertility rate fell from 8 children in 1975 to 5 in 2000").verdict).toBe('supported');
    expect(v("Kenya's fertility rate fell from 8 children in 1975 to 3 in 2000").verdict).toBe('refuted');
  });

  it('a level reached after a verb is a value, not a change', () => {
    const r = v("Iran's fertility rate dropped below 2.5 children per woman by 2005");
    expect(r.parse).toMatchObject({ kind: 'value', op: '<', time: '2005' });
    expect(r.evidence[0]!.computation.lhs.value).toBe(1.78);
  });

  it('hottest or coldest day: the extreme daily value, with its date', () => {
    const hot = v('The hottest day in New York in 2013 was above 35°C');
    expect(hot.evidence[0]!.computation.lhs.value).toBe(37.8);
    expect(hot.evidence[0]!.rows).toHaveLength(1);
    expect(v('The coldest day in Seattle in 2014 was below -5 °C').evidence[0]!.computation.lhs.value).toBe(-6);
  });

  it('a threshold "in YEAR" on monthly data shows the single-month reading and depends when they disagree', () => {
    const r = v('Unemployment in construction rose above 20% in 2009');
    expect(r.readings.map((x) => [x.id, x.holds])).toEqual([['default', false], ['highest_in_period', true]]);
    expect(r.verdict).toBe('depends_on_definition');
    // "averaged" names the reading: no alternative.
    expect(v('The construction unemployment rate averaged more than 15% in 2009').readings).toHaveLength(1);
  });

  it('demonyms name countries', () => {
    const r = v('Chileans lived longer than Americans in 2005');
    expect(r.parse.entities).toEqual(['Chile', 'United States']);
    expect(r.verdict).toBe('supported');
  });

  it('an undated claim in the past tense on dated data reads the latest complete year and says so', () => {
    const r = v('CO2 at Mauna Loa was above 400 ppm');
    expect(r.parse.time).toBe('2019');
    expect(r.evidence[0]!.caveats.join(' ')).toMatch(/No year stated/);
  });

  it('snapshot dataset answers present-tense claims only', () => {
    const r = v('Denmark is home to more than 4.6 million people');
    expect(r.parse).toMatchObject({ dataset: 'gapminder-health-income', time: 'snapshot' });
    expect(v("Qatar's income per person was above $50,000 in 1990").reason?.code).toBe('snapshot_has_no_year');
  });

  it('unverifiable answers carry a reason code, what is covered, and no number', () => {
    const cases: [string, string][] = [
      ['In 2000 Sweden had a higher fertility rate than Italy', 'entity_not_in_catalog'],
      ["Portugal's unemployment rate was above 10% in 2005", 'metric_not_in_catalog'],
      ['Life expectancy in Chile topped 78 in 2010', 'time_out_of_range'],
      ["Japan's life expectancy was above 80 in 1967", 'time_not_observed'],
      ['From 2001 to 2009, Amazon shares at least doubled in value', 'entity_not_in_catalog'],
      ['Wind turbines generated more electricity in Iowa than nuclear power in 2008', 'metric_not_in_catalog'],
      ['The moon is made of cheese', 'unparsed'],
    ];
    for (const [claim, code] of cases) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.veracityScore, claim).toBeNull();
      expect(r.reason?.code, claim).toBe(code);
      expect(r.evidence, claim).toEqual([]);
      expect(r.reason?.available.length, claim).toBeGreaterThan(0);
    }
    // The answer says what is covered nearby: Sweden's region-mates that gapminder does have.
    expect(v('In 2000 Sweden had a higher fertility rate than Italy').reason?.message).toMatch(/Sweden: not in gapminder \(62 countries\); .*Finland/);
  });

  it('is deterministic and JSON-clean', () => {
    const a = v('CO2 rose by over 10% from 1990 to 2010');
    const b = v('CO2 rose by over 10% from 1990 to 2010');
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('every evidence row has a Merkle path to its dataset root', () => {
    const r = v('Nuclear power generated more electricity in Iowa than renewables did in 2012');
    const rows = r.evidence.flatMap((e) => e.rows.map((x) => x.index));
    expect(r.proofData.rows.map((x) => x.rowIndex).sort()).toEqual([...new Set(rows)].sort());
    const root = testCatalog().byId.get('iowa-electricity')!.merkle.root;
    for (const p of r.proofData.rows) expect(p.root).toBe(root);
  });
});
