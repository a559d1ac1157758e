/**
 * Readings of free-text hypotheses that used to test another claim than the one written. The
 * datasets and sentences differ from the samples the misreadings were found on.
 */
import { describe, expect, it } from 'vitest';
import { ingest } from './ingest.ts';
import { parseHypothesis } from './parse.ts';
import { runCore } from './analyze.ts';

const nums = (k: number) => Array.from({ length: 24 }, (_, i) => ((i * 7 + k * 3) % 11) + i * 0.1 * k);
const cycle = (levels: string[]) => Array.from({ length: 24 }, (_, i) => levels[i % levels.length] as string);

function parse(h: string, data: Record<string, unknown[]>, type: 'descriptive' | 'causal' | 'predictive' | 'prescriptive' = 'descriptive') {
  return parseHypothesis(h, ingest(data), type);
}

describe('rows described by words that name no column or level', () => {
  const d = { dose_mg: cycle(['0', '10', '20', '40']).map(Number), weight_loss: nums(2) };
  it('are refused rather than dropped from a mean over all rows', () => {
    for (const [h, words] of [['Patients on placebo lose less than 3 kg of weight on average', 'on placebo'], ['Placebo patients have a weight loss below 3', 'Placebo'],
      ['Participants from the city have an average weight loss above 2', 'from the city']] as const) {
      expect(() => parse(h, d), h).toThrow(new RegExp(`describes the rows as "${words}", which names no column`));
    }
    // "on average", "in under …" describe no rows
    expect(parse('Patients on average have a weight loss above 2', d)).toMatchObject({ kind: 'mean', y: 'weight_loss', threshold: 2 });
    expect(parse('Weight loss is above 2 on average', d)).toMatchObject({ kind: 'mean', y: 'weight_loss', threshold: 2 });
  });
  it('refuses rows described by what they lack when no column or level names it, naming those words', () => {
    const trial = { smoker: cycle(['yes', 'no', 'no']), age: nums(1).map((x) => 30 + 4 * x), dose_mg: cycle(['0', '10', '20', '40']).map(Number), drop: nums(2), stay: nums(3) };
    for (const [h, words] of [['Patients have no side effects and a drop above 10', 'no side effects'], ['Patients on no medication have a drop above 10', 'on no medication'],
      ['Participants without diabetes have an average weight loss above 2', 'without diabetes'], ['Patients with zero complications stay longer than 4 on average', 'with zero complications'], ['Patients on no medication stay longer than 4 on average', 'on no medication'],
      ['More than half of patients taking no other drugs have a drop above 8', 'taking no other drugs']] as const) {
      const data = /weight/.test(h) ? d : trial;
      expect(() => parse(h, data), h).toThrow(new RegExp(`describes the rows as "${words}", which names no column.*testing \\w+ over all rows would drop that`));
    }
    // said after the bound, or after a share's number, alike
    for (const [h, words] of [['The drop is above 10 in patients with no side effects', 'with no side effects'], ['There is no drop above 10 in patients on no medication', 'on no medication'],
      ['Less than 20% of patients without diabetes have a drop above 12', 'without diabetes']] as const) {
      expect(() => parse(h, trial), h).toThrow(new RegExp(`describes the rows as "${words}", which names no column`));
    }
    // within a group too: the group's mean would drop the words as well
    expect(() => parse('Smokers have no side effects and a drop above 10', trial)).toThrow(/describes the rows as "no side effects".*testing drop among smoker = yes would drop that/);
    // the claim's own "no", a "no" before the measure, and a lack of something the data names stay as they were
    expect(parse('Patients see no drop above 10', trial)).toMatchObject({ kind: 'mean', y: 'drop', direction: -1, threshold: 10 });
    expect(parse('Patients have a drop of no more than 10', trial)).toMatchObject({ kind: 'mean', y: 'drop', direction: -1, threshold: 10 });
    expect(parse('Patients with no history of smoking have a drop above 10', trial)).toMatchObject({ kind: 'mean', within: { column: 'smoker', level: 'no' } });
    expect(() => parse('No patient has a drop above 10', trial)).toThrow(/a claim about every row of drop/);
  });
  it('leaves a group named by a level to the group reading', () => {
    const g = { arm: cycle(['placebo', 'drug']), weight_loss: nums(2) };
    expect(parse('Patients on placebo have a weight loss below 3 on average', g)).toMatchObject({ kind: 'mean', within: { column: 'arm', level: 'placebo' }, threshold: 3 });
  });
});

describe('which of two measures is the outcome', () => {
  const d = { fertiliser_kg: nums(1), crop_yield: nums(2), rainfall: nums(3) };
  it('"X is correlated with Y" keeps X first, as the spec puts X before the cue', () => {
    for (const type of ['descriptive', 'causal'] as const) {
      expect(parse('Fertiliser is positively correlated with crop yield', d, type)).toMatchObject({ kind: 'dir', x: ['fertiliser_kg'], y: 'crop_yield', direction: 1 });
      expect(parse('Fertiliser is associated with crop yield', d, type)).toMatchObject({ kind: 'assoc', x: ['fertiliser_kg'], y: 'crop_yield' });
    }
    expect(parse('Fertiliser is positively correlated with crop yield', d, 'predictive')).toMatchObject({ kind: 'predict', x: ['fertiliser_kg'], y: 'crop_yield' });
    // "Y rises with X" still puts Y first
    expect(parse('Crop yield rises with fertiliser', d)).toMatchObject({ x: ['fertiliser_kg'], y: 'crop_yield', direction: 1 });
  });
  it('"Y … more at higher X" makes X the cause, as "when X is higher" does', () => {
    expect(parse('Crop yield grows more at higher fertiliser doses', d)).toMatchObject({ kind: 'dir', x: ['fertiliser_kg'], y: 'crop_yield', direction: 1 });
    expect(parse('Crop yield is larger for higher rainfall', d)).toMatchObject({ kind: 'dir', x: ['rainfall'], y: 'crop_yield', direction: 1 });
    expect(parse('Crop yield is lower at high rainfall', d)).toMatchObject({ kind: 'dir', x: ['rainfall'], y: 'crop_yield', direction: -1 });
    expect(parse('Crop yield grows more at higher fertiliser doses', d, 'predictive')).toMatchObject({ kind: 'predict', x: ['fertiliser_kg'], y: 'crop_yield' });
  });
});

describe('a denied comparison of two groups', () => {
  const d = { plan: cycle(['basic', 'premium']), basket_size: nums(1).map((v, i) => v + (i % 2) * 4), renewed: cycle(['yes', 'no', 'yes']) };
  it('is read as "not on the denied side", which "the same" also passes, not as "the same"', () => {
    expect(parse('Basic baskets are not smaller than premium baskets', d)).toMatchObject({ kind: 'group', group: { a: ['basic'], b: ['premium'] }, direction: 1, orEqual: true });
    expect(parse('Basket size is not higher for premium customers', d)).toMatchObject({ kind: 'group', group: { a: ['premium'] }, direction: -1, orEqual: true });
    expect(parse('Basket size is not higher for premium customers', d).statement).toBe('mean basket_size is not higher for plan = premium than for basic');
    // "the same", "not as large as" and a claim of no effect keep their readings
    expect(parse('Basic and premium baskets are the same size', d)).toMatchObject({ kind: 'groupNone' });
    expect(parse('Basic baskets are not as large as premium baskets', d)).toMatchObject({ kind: 'group', direction: -1 });
    expect(parse('Basic baskets are not as large as premium baskets', d).orEqual).toBeUndefined();
  });
  it('scores the claim as false only when the denied side holds beyond the minimum effect', async () => {
    const { runCore } = await import('./analyze.ts');
    // premium baskets are clearly larger: "premium not smaller" holds, "basic not smaller" does not
    const yes = runCore({ hypothesis: 'Premium baskets are not smaller than basic baskets', data: d, analysisType: 'descriptive' });
    const no = runCore({ hypothesis: 'Basic baskets are not smaller than premium baskets', data: d, analysisType: 'descriptive' });
    expect(yes.truthScore).toBeGreaterThan(0.9);
    expect(no.truthScore).toBeLessThan(0.1);
    // with no difference between the groups it holds too
    const flat = { plan: cycle(['basic', 'premium']), basket_size: nums(1) };
    expect(runCore({ hypothesis: 'Basic baskets are not smaller than premium baskets', data: flat, analysisType: 'descriptive' }).truthScore).toBeGreaterThan(0.5);
  });
});

describe('a median named in a comparison of groups', () => {
  const d = { shift: cycle(['day', 'night']), wait_minutes: nums(3) };
  it('says the means are compared, since groups are compared on their means', () => {
    for (const [h, word] of [['The median wait is longer for the night shift', 'median'], ['Typical night shift waits are longer than day shift waits', 'typical value']] as const) {
      const c = parse(h, d);
      expect(c, h).toMatchObject({ kind: 'group', y: 'wait_minutes' });
      expect(c.statement, h).toMatch(new RegExp(`^mean wait_minutes .*\\(the claim names the ${word}; the means are compared`));
    }
    expect(parse('The average wait is longer for the night shift', d).statement).toBe('mean wait_minutes is higher for shift = night than for day');
  });
});

describe('a verb of spending', () => {
  it('names the one numeric column named as money when no measure is named', () => {
    const shop = { layout: cycle(['old', 'new']), basket_total: nums(2) };
    expect(parse('Shoppers spend more with the new layout', shop)).toMatchObject({ kind: 'group', y: 'basket_total', group: { a: ['new'] }, direction: 1 });
    expect(parse('Shoppers spend more than 5 on average', shop)).toMatchObject({ kind: 'mean', y: 'basket_total', threshold: 5 });
  });
  it('names nothing when two money columns could be meant, or when the measure is named', () => {
    const two = { layout: cycle(['old', 'new']), basket_total: nums(2), shipping_cost: nums(3) };
    expect(() => parse('Shoppers spend more with the new layout', two)).toThrow(/no outcome column/);
    const named = { layout: cycle(['old', 'new']), basket_total: nums(2), visit_minutes: nums(3) };
    expect(parse('Shoppers spend more minutes per visit with the new layout', named)).toMatchObject({ y: 'visit_minutes' });
    // a measure not named as money is not spending
    expect(() => parse('Shoppers spend more with the new layout', { layout: cycle(['old', 'new']), visit_minutes: nums(3) })).toThrow(/no outcome column/);
  });
});

describe('a bare bound right after a noun for people', () => {
  const d = { age: nums(5).map((v) => 20 + 5 * v), visits: nums(2), insured: cycle(['yes', 'no', 'no']), member: cycle(['yes', 'no']) };
  it('cuts their age, as "aged over 60" does, and compares the sides', () => {
    expect(parse('Members over 40 visit more', { age: d.age, visits: d.visits })).toMatchObject({ kind: 'group', x: ['age'], y: 'visits', direction: 1, cut: { column: 'age', op: '>', at: 40 } });
    expect(parse('Clients under 35 are insured less often', { age: d.age, insured: d.insured })).toMatchObject({ kind: 'group', y: 'insured', direction: -1, cut: { column: 'age', op: '<', at: 35 } });
    expect(parse('Clients aged under 35 are insured less often', { age: d.age, insured: d.insured })).toMatchObject({ cut: { column: 'age', op: '<', at: 35 } });
  });
  it('leaves it alone with a unit of another measure, no comparison, or a group beside it', () => {
    // a unit no column is in: refused, not read as a mean of visits above 40
    expect(() => parse('Members over 40 kg visit more', { age: d.age, visits: d.visits })).toThrow(/"over 40 kg", a measure in kg, and no column of the data is in kg/);
    expect(parse('Members visit more than 4 times on average', { age: d.age, visits: d.visits }).cut).toBeUndefined();
    // a group beside it: the ages compared within the group
    expect(parse('Insured clients over 40 visit more', d)).toMatchObject({ kind: 'group', y: 'visits', cut: { column: 'age', op: '>', at: 40 }, within: { column: 'insured', level: 'yes' } });
  });
});

describe('a bound after a noun for people, with its unit or a second bound', () => {
  const d = { age: nums(5).map((v) => 20 + 5 * v), weight_kg: nums(3).map((v) => 50 + 4 * v), visits: nums(2), insured: cycle(['yes', 'no', 'no']) };
  const noWeight = { age: d.age, visits: d.visits, insured: d.insured };
  it('keeps the age cut with "years old" or "years of age", though "old" names age', () => {
    for (const h of ['Members over 40 years old visit more', 'Members over 40 years of age visit more']) {
      expect(parse(h, noWeight), h).toMatchObject({ kind: 'group', y: 'visits', direction: 1, cut: { column: 'age', op: '>', at: 40 } });
    }
    expect(parse('Clients under 35 years old are insured less often', noWeight)).toMatchObject({ kind: 'group', y: 'insured', direction: -1, cut: { column: 'age', op: '<', at: 35 } });
  });
  it('cuts the measure a unit names, and refuses a unit no column is in', () => {
    expect(parse('Members over 60 kg visit more', d)).toMatchObject({ kind: 'group', y: 'visits', cut: { column: 'weight_kg', op: '>', at: 60 } });
    expect(() => parse('Members over 60 kg visit more', noWeight)).toThrow(/no column of the data is in kg/);
  });
  it('refuses a bare cut of people with no age column, rather than drop one of two numbers', () => {
    const noAge = { visits: d.visits, insured: d.insured };
    for (const h of ['Members over 40 visit more than 5 times', 'Visits are above 5 for members over 40', 'Members over 40 years old visit more than 5 times']) {
      expect(() => parse(h, noAge), h).toThrow(/cuts the rows at "over 40[^"]*", which names no column: .* no age column/);
    }
  });
  it('reads a second bound as a bound on the outcome within the cut rows', () => {
    for (const [h, dir, at] of [['Members over 40 visit more than 5 times', 1, 5], ['Members over 40 years old visit more than 5 times on average', 1, 5],
      ['Members over 40 visit fewer than 3 times', -1, 3], ['Members older than 40 visit more than 5 times', 1, 5], ['Members over 40 do not visit more than 5 times', -1, 5]] as const) {
      expect(parse(h, noWeight), h).toMatchObject({ kind: 'mean', y: 'visits', direction: dir, threshold: at, within: { column: 'age', level: '> 40' }, cut: { column: 'age', op: '>', at: 40 } });
    }
    expect(parse('Members over 40 visit more than 5 times', noWeight).statement).toBe('the mean of visits among age > 40 is above 5');
    expect(parse('Most members over 40 visit more than 5 times', noWeight)).toMatchObject({ kind: 'median', threshold: 5, within: { level: '> 40' } });
    expect(parse('Members over 60 kg visit more than 5 times', d)).toMatchObject({ kind: 'mean', threshold: 5, within: { column: 'weight_kg', level: '> 60' } });
    // tested on the cut rows only
    const r = runCore({ hypothesis: 'Members over 40 visit more than 5 times', data: noWeight, analysisType: 'descriptive' });
    expect(r.steps.find((s) => s.test === 'one-sample-t')?.inputs).toMatchObject({ columns: ['visits', 'age'], n: d.age.filter((a) => a > 40).length });
    expect(r.scoreKind).toContain('the mean of visits among age > 40 is above 5');
  });
});

describe('a number in the unit of another measure', () => {
  const d = { dose_mg: cycle(['0', '10', '20', '40']).map(Number), bp_drop: nums(2) };
  it('names the rows with that value, and the bound after it is the outcome\'s', () => {
    for (const [h, kind, dir, at, dose] of [['Patients on 40 mg have a bp drop above 10 on average', 'mean', 1, 10, 40], ['Patients given 40 mg have an average bp drop of more than 10', 'mean', 1, 10, 40],
      ['Patients on 10 mg have a bp drop below 5', 'mean', -1, 5, 10], ['Patients on 40 mg have a bp drop of about 11', 'meanEq', 0, 11, 40], ['Most patients on 40 mg have a bp drop above 10', 'median', 1, 10, 40]] as const) {
      expect(parse(h, d), h).toMatchObject({ kind, y: 'bp_drop', direction: dir, threshold: at, within: { column: 'dose_mg', level: `= ${dose}` }, cut: { column: 'dose_mg', op: '=', at: dose } });
    }
    expect(parse('Patients on 40 mg have a bp drop above 10', d).statement).toBe('the mean of bp_drop among dose_mg = 40 is above 10');
    // "a dose of 40" names the same rows where the name gives no unit
    expect(parse('Patients with a dose of 40 have a bp drop above 10', { dose: d.dose_mg, bp_drop: d.bp_drop })).toMatchObject({ kind: 'mean', threshold: 10, cut: { column: 'dose', op: '=', at: 40 } });
    // the mean is of those rows only
    const r = runCore({ hypothesis: 'Patients on 40 mg have a bp drop above 10', data: d, analysisType: 'descriptive' });
    expect(r.steps.find((s) => s.test === 'one-sample-t')?.inputs).toMatchObject({ columns: ['bp_drop', 'dose_mg'], n: 6 });
  });
  it('refuses a unit no column is in, and a value no row has', () => {
    expect(() => parse('Patients on 40 mg have a bp drop above 10', { dose: d.dose_mg, bp_drop: d.bp_drop })).toThrow(/"40 mg", a value in mg, and no column's name says it is in mg.*"with a dose of 40"/);
    expect(() => parse('Patients on 35 mg have a bp drop above 10', d)).toThrow(/no row has that value \(dose_mg takes 0, 10, 20, 40\)/);
  });
  it('reads a value right after the measure as a value after its bound is read', () => {
    const trial = { dose: d.dose_mg, bp_drop: d.bp_drop, stay_days: nums(3) };
    for (const [pre, post] of [['The bp drop at a dose of 20 is below 5', 'The bp drop is below 5 at a dose of 20'], ['The stay at a dose of 40 is not above 6', 'The stay is not above 6 at a dose of 40']] as const) {
      expect(parse(pre, trial), pre).toMatchObject({ kind: 'mean', cut: { column: 'dose', op: '=' } });
      expect(parse(pre, trial), pre).toEqual(parse(post, trial));
    }
    // a unit no column is in is refused either way (was: the mean of bp_drop within 5% of 40)
    for (const h of ['The bp drop at 40 mg is above 10', 'The bp drop is above 10 at 40 mg']) {
      expect(() => parse(h, trial), h).toThrow(/"40 mg", a value in mg, and no column's name says it is in mg/);
    }
  });
});

describe('a misspelt direction verb', () => {
  const d = { study_hours: nums(1), exam_score: nums(2), tutored: cycle(['yes', 'no']) };
  it('is refused naming the word, rather than read with no direction', () => {
    for (const [h, word, meant] of [['Study hours increses exam score', 'increses', 'increases'], ['Study hours decreses exam score', 'decreses', 'decreases'],
      ['Tutoring reduses study hours', 'reduses', 'reduces'], ['Study hours imporves exam score', 'imporves', 'improves']] as const) {
      expect(() => parse(h, d), h).toThrow(new RegExp(`the word "${word}" is not known; it looks like "${meant}"`));
    }
    // spelt right, or another word, it is read as before
    expect(parse('Study hours increases exam score', d)).toMatchObject({ kind: 'dir', direction: 1 });
    expect(parse('Study hours are related to exam score', d)).toMatchObject({ kind: 'assoc' });
  });
});

describe('refusals that say what is missing', () => {
  it('a comparison of two groups with no measure asks for the measure', () => {
    const d = { arm: cycle(['red', 'blue']), clicks: nums(1) };
    for (const [h, word] of [['Red beats blue', 'beats'], ['The red arm performs better than the blue arm', 'better']] as const) {
      expect(() => parse(h, d), h).toThrow(new RegExp(`compares arm = red with blue \\("${word}"\\) but names no measure to compare them on; say which measure is higher or lower \\("clicks is higher for red than for blue"\\)`));
    }
  });
  it('a judgement of one measure says that what is judged is not named', () => {
    const d = { fertiliser_kg: nums(1), crop_yield: nums(2) };
    expect(() => parse('More fertiliser works better', d)).toThrow(/names one measure \(fertiliser_kg\) and says "better", but not better in what: no measure is named as the outcome\. Name the measure that is better \("fertiliser_kg increases crop_yield"\)/);
  });
  it('an amount per unit of another measure says a per-unit size is not tested', () => {
    const d = { fertiliser_kg: nums(1), crop_yield: nums(2) };
    expect(() => parse('Each 10 kg of fertiliser adds 2 tonnes of crop yield', d)).toThrow(/gives an amount per unit \("each 10 kg of fertiliser adds"\).*size of an effect per unit is not tested yet.*"fertiliser_kg increases crop_yield"/);
    expect(() => parse('Crop yield rises 3 for every 10 kg of fertiliser', d)).toThrow(/gives an amount per unit \("for every 10 kg"\)/);
  });
});

describe('speed words about a time taken', () => {
  const d = { wait_minutes: nums(1), basket_items: nums(2), rating: nums(3), till: cycle(['self', 'staffed']) };
  it('read "slower" as more time and "faster" as less when the measure is in units of time', () => {
    expect(parse('Staffed waits are slower than self waits', d)).toMatchObject({ kind: 'group', y: 'wait_minutes', group: { a: ['staffed'] }, direction: 1 });
    expect(parse('Self waits are quicker than staffed waits', d)).toMatchObject({ kind: 'group', y: 'wait_minutes', group: { a: ['self'] }, direction: -1 });
    expect(parse('Self waits are faster', d)).toMatchObject({ kind: 'group', group: { a: ['self'] }, direction: -1 });
    expect(parse('Self waits end sooner than staffed waits', d)).toMatchObject({ kind: 'group', group: { a: ['self'] }, direction: -1 });
    // x → y, the time taken as outcome or as cause
    expect(parse('Bigger baskets make waits slower', d)).toMatchObject({ kind: 'dir', x: ['basket_items'], y: 'wait_minutes', direction: 1 });
    expect(parse('Bigger baskets are waited on more quickly', d)).toMatchObject({ kind: 'dir', x: ['basket_items'], y: 'wait_minutes', direction: -1 });
    expect(parse('Bigger baskets speed waits up', d)).toMatchObject({ kind: 'dir', x: ['basket_items'], y: 'wait_minutes', direction: -1 });
    // "slows … down" is one word of speed, not two that cancel, about any measure
    expect(parse('Bigger baskets slow the rating down', d)).toMatchObject({ kind: 'dir', x: ['basket_items'], y: 'rating', direction: -1 });
    expect(parse('Faster waits get a higher rating', d)).toMatchObject({ kind: 'dir', x: ['wait_minutes'], y: 'rating', direction: -1 });
    expect(parse('Slower waits get a lower rating', d)).toMatchObject({ kind: 'dir', x: ['wait_minutes'], y: 'rating', direction: -1 });
  });
  it('keeps the one-sided reading of a denied comparison on the right side', () => {
    expect(parse('Staffed waits are not slower than self waits', d)).toMatchObject({ kind: 'group', group: { a: ['staffed'] }, direction: -1, orEqual: true });
    expect(parse('Staffed waits are not faster than self waits', d)).toMatchObject({ kind: 'group', group: { a: ['staffed'] }, direction: 1, orEqual: true });
  });
  it('leaves a speed, and a number of hours spent, as they were', () => {
    const s = { speed: nums(1), training_hours: nums(2), squad: cycle(['junior', 'senior']) };
    expect(parse('Senior squad members have a faster speed', s)).toMatchObject({ y: 'speed', direction: 1 });
    expect(parse('Senior squad members are faster', s)).toMatchObject({ y: 'speed', direction: 1 });
    // a unit of time alone does not make "faster" name a column
    expect(() => parse('Senior squad members are faster', { training_hours: nums(2), squad: cycle(['junior', 'senior']) })).toThrow(/no outcome column/);
  });
});

describe('claims on an effect that no claim kind states', () => {
  const d = { week: Array.from({ length: 24 }, (_, i) => i + 1), ad_budget: nums(1), price: nums(3), units_sold: nums(2), region: cycle(['north', 'south']) };
  it('refuse comparing the strength of two causes, naming each relation to test', () => {
    for (const h of ['Units sold depend more on price than on ad budget', 'Units sold are driven by price, not by ad budget', 'Units sold are driven by price rather than ad budget',
      'Price drives units sold more than ad budget does']) {
      expect(() => parse(h, d, 'causal'), h).toThrow(/compares how strong two effects are .*comparing the strength of two causes is not tested yet.*"(price|ad_budget) affects units_sold", "(ad_budget|price) affects units_sold"/);
    }
    // bare, the third column may be a second cause or a second outcome: both are named
    expect(() => parse('Price affects units sold more than ad budget', d, 'causal')).toThrow(
      /the effect of price on units_sold against either the effect of ad_budget on units_sold or that of price on ad_budget.*"price affects units_sold", "ad_budget affects units_sold", "price affects ad_budget"/);
    expect(() => parse('Ad budget has a bigger effect on units sold than price', d, 'causal')).toThrow(/either the effect of price on units_sold or that of ad_budget on price/);
  });
  it('refuse comparing one cause\'s effects on two outcomes, naming each effect to test', () => {
    const o = { discount: nums(1), order_value: nums(2), returned: cycle(['yes', 'no', 'no']) };
    for (const h of ['Discount raises order value more than it raises returns', 'Discount has a bigger effect on order value than on returns', 'Discount increases order value more than it does returns']) {
      expect(() => parse(h, o, 'causal'), h).toThrow(/the effect of discount on order_value against its effect on returned, and comparing the strength of two effects is not tested yet.*"discount affects order_value", "discount affects returned"/);
    }
    expect(() => parse('Discount increases order value more than returns', o, 'causal')).toThrow(/either the effect of returned on order_value or that of discount on returned.*"discount affects returned"/);
  });
  it('refuse a proportional amount and a delay, naming the direction to test', () => {
    for (const h of ['Doubling the ad budget doubles units sold', 'Units sold are proportional to the ad budget', 'Units sold grow proportionally with ad budget', 'Units sold double when the ad budget doubles']) {
      expect(() => parse(h, d, 'causal'), h).toThrow(/a proportional change \(an elasticity\).*"ad_budget increases units_sold"/);
    }
    for (const h of ['Units sold lag the ad budget by one week', 'Ad budget raises units sold a week later', 'Units sold follow ad budget with a one-week lag']) {
      expect(() => parse(h, d, 'causal'), h).toThrow(/claims a delay .*"ad_budget increases units_sold"/);
    }
  });
  it('leave one cause, a comparison of groups of one column, and a bare direction as they were', () => {
    expect(parse('Ad budget increases units sold', d, 'causal')).toMatchObject({ kind: 'dir', x: ['ad_budget'], y: 'units_sold' });
    expect(parse('Doubling the ad budget increases units sold', d, 'causal')).toMatchObject({ kind: 'dir', x: ['ad_budget'], y: 'units_sold', direction: 1 });
    expect(parse('Units sold are higher in the north than in the south', d)).toMatchObject({ kind: 'group', y: 'units_sold' });
    expect(parse('A higher price reduces units sold more than a lower price', d, 'causal').x).toEqual(['price']);
  });
});

describe('a bound in the unit of another measure after the rows\' word', () => {
  const d = { ride_minutes: nums(2).map((x) => 10 + 2 * x), distance_miles: nums(1), fare: nums(3) };
  it('cuts that measure, and a second bound is the outcome\'s within the cut', () => {
    for (const h of ['Rides over 3 miles take longer than 20 minutes', 'Rides over 3 miles take more than 20 minutes on average', 'Rides of more than 3 miles take longer than 20 minutes']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'mean', y: 'ride_minutes', direction: 1, threshold: 20, within: { column: 'distance_miles', level: '> 3' }, cut: { column: 'distance_miles', op: '>', at: 3 } });
    }
    // a duration in words, in the outcome's unit
    expect(parse('Rides over 3 miles take longer than half an hour', d)).toMatchObject({ y: 'ride_minutes', threshold: 30, cut: { column: 'distance_miles', op: '>', at: 3 } });
    expect(parse('Rides under 3 miles take less than 20 minutes', d).statement).toBe('the mean of ride_minutes among distance_miles < 3 is below 20');
    expect(parse('Rides over 3 miles have a fare above 4 on average', d)).toMatchObject({ kind: 'mean', y: 'fare', threshold: 4, cut: { column: 'distance_miles' } });
  });
  it('compares the two sides of that cut when no second bound is given', () => {
    expect(parse('Rides over 3 miles take longer', d)).toMatchObject({ kind: 'group', x: ['distance_miles'], y: 'ride_minutes', direction: 1, cut: { column: 'distance_miles', op: '>', at: 3 } });
    expect(parse('Rides over 3 miles cost a lower fare', d)).toMatchObject({ kind: 'group', y: 'fare', direction: -1, cut: { column: 'distance_miles' } });
    // the rows' own unit still cuts the rows' measure
    expect(parse('Rides over 20 minutes have a lower fare', d)).toMatchObject({ kind: 'group', y: 'fare', cut: { column: 'ride_minutes', op: '>', at: 20 } });
  });
});

describe('a word of speed with one column of time taken', () => {
  const d = { repair_days: nums(1), urgency: cycle(['urgent', 'routine']), mechanics: nums(2), rating: nums(3) };
  it('names that column after a verb, when no measure is named after it', () => {
    expect(parse('Urgent jobs are done faster', d)).toMatchObject({ kind: 'group', x: ['urgency'], y: 'repair_days', direction: -1, group: { a: ['urgent'] } });
    expect(parse('Routine jobs get finished later', d)).toMatchObject({ kind: 'group', y: 'repair_days', direction: 1, group: { a: ['routine'] } });
    expect(parse('More mechanics finish jobs sooner', d)).toMatchObject({ kind: 'dir', x: ['mechanics'], y: 'repair_days', direction: -1 });
    expect(parse('More mechanics get jobs done more slowly', d)).toMatchObject({ kind: 'dir', x: ['mechanics'], y: 'repair_days', direction: 1 });
    expect(parse('Urgent jobs are not done faster', d)).toMatchObject({ kind: 'group', y: 'repair_days', direction: 1, orEqual: true });
  });
  it('leaves the rows\' own speed, two columns of time taken and a column of speed as they were', () => {
    expect(() => parse('Urgent jobs are faster', d)).toThrow(/no outcome column/);
    expect(() => parse('Urgent jobs are done faster', { ...d, wait_hours: nums(4) })).toThrow(/no outcome column/);
    expect(parse('Urgent jobs are done faster', { ...d, job_speed: nums(4) })).not.toMatchObject({ y: 'repair_days' });
  });
});

describe('a group, a cut of the rows and a bound of the outcome together', () => {
  const age = Array.from({ length: 72 }, (_, i) => 25 + ((i * 5) % 50));
  const d = { drinker: age.map((_, i) => (i % 3 ? 'no' : 'yes')), age, stay_nights: age.map((_, i) => 2 + ((i * 7) % 5) + i * 0.01), ward: age.map((_, i) => (i % 2 ? 'east' : 'west')) };
  it('bounds the outcome within the group\'s rows on the cut\'s side', () => {
    expect(parse('Drinkers over 50 stay more than 4 nights', d)).toMatchObject({ kind: 'mean', y: 'stay_nights', direction: 1, threshold: 4, within: { column: 'drinker', level: 'yes' }, cut: { column: 'age', op: '>', at: 50 } });
    expect(parse('Drinkers over 50 stay more than 4 nights', d).statement).toBe('the mean of stay_nights among drinker = yes and age > 50 is above 4');
    expect(parse('Drinkers under 40 do not stay longer than 4 nights', d)).toMatchObject({ kind: 'mean', direction: -1, within: { level: 'yes' }, cut: { op: '<', at: 40 } });
    expect(parse('Drinkers aged over 50 stay more than 4 nights', d)).toMatchObject({ kind: 'mean', within: { column: 'drinker' }, cut: { column: 'age', op: '>', at: 50 } });
    expect(parse('Most drinkers over 50 stay more than 4 nights', d)).toMatchObject({ kind: 'median', within: { column: 'drinker', level: 'yes' }, cut: { column: 'age' } });
    // the test counts the rows of both only
    const r = runCore({ hypothesis: 'Drinkers over 50 stay more than 4 nights', data: d, analysisType: 'descriptive' });
    const n = d.drinker.filter((v, i) => v === 'yes' && (age[i] as number) > 50).length;
    expect(r.steps.find((s) => s.test === 'one-sample-t')?.inputs).toMatchObject({ columns: ['stay_nights', 'drinker', 'age'], n });
    expect(r.claim.columns).toEqual(['stay_nights', 'drinker', 'age']);
  });
  it('leaves a group and a cut with no bound of the outcome refused, naming the cut', () => {
    expect(() => parse('Drinkers aged over 50 stay longer', d)).toThrow(/the cut "aged over 50" on age is not read in that comparison/);
    // (their bare bound is their age, compared within the group)
    expect(parse('Drinkers over 50 stay longer', d)).toMatchObject({ kind: 'group', y: 'stay_nights', group: { column: 'age', a: ['> 50'], b: ['≤ 50'] }, within: { column: 'drinker', level: 'yes' } });
  });
});

describe('rows named by a bound on a measure, with nothing said of them', () => {
  const d = { smoker: cycle(['yes', 'no', 'no']), age: nums(1).map((x) => 30 + 4 * x), bp_drop: nums(2), stay_days: nums(3) };
  it('are refused as no claim, not read as a bound on the measure', () => {
    // (was: the mean bp_drop above 10, over all rows or among smoker = yes)
    for (const [h, bound] of [['Patients without a bp drop above 10', 'Patients have no bp drop above 10'], ['Smokers with a bp drop of more than 10', 'Smokers have a bp drop of more than 10'],
      ['Patients who had a stay longer than 5 days', 'Patients have a stay longer than 5 days'], ['Patients over 40 with no bp drop above 10', 'Patients over 40 have no bp drop above 10']] as const) {
      expect(() => parse(h, d), h).toThrow(new RegExp(`only names rows \\("${h}"\\) and says nothing about them, so there is no claim to test.*"${bound}"`));
    }
  });
  it('leaves a claim about such rows, and a bound stated as the claim, as they were', () => {
    expect(parse('Patients without a bp drop above 10 stay longer', d)).toMatchObject({ kind: 'group', y: 'stay_days', group: { column: 'bp_drop', a: ['≤ 10'] } });
    expect(parse('Patients have no bp drop above 10', d)).toMatchObject({ kind: 'mean', y: 'bp_drop', direction: -1, threshold: 10 });
    expect(parse('Smokers have a bp drop above 10', d)).toMatchObject({ kind: 'mean', direction: 1, within: { column: 'smoker', level: 'yes' } });
  });
});

describe('a cut of the rows named after the measure', () => {
  const d = { smoker: cycle(['yes', 'no', 'no']), age: nums(1).map((x) => 30 + 4 * x), stay_days: nums(3) };
  it('cuts the rows and bounds the measure at the other number, as "smokers over 40 stay longer than 5 days" does', () => {
    // (was: the mean of stay_days above 40, or a difference across smoker that dropped both numbers)
    for (const [h, kind, dir, at] of [['The stay of smokers over 40 is above 5', 'mean', 1, 5], ['The stay is above 5 in smokers over 40', 'mean', 1, 5],
      ['There is no stay above 5 in smokers over 40', 'mean', -1, 5], ['The average stay of smokers over 40 is about 9', 'meanEq', 0, 9],
      ['The median stay of smokers over 40 is below 9', 'median', -1, 9]] as const) {
      expect(parse(h, d), h).toMatchObject({ kind, y: 'stay_days', direction: dir, threshold: at, within: { column: 'smoker', level: 'yes' }, cut: { column: 'age', op: '>', at: 40 } });
    }
    expect(parse('The stay of patients under 30 is above 5', d)).toMatchObject({ kind: 'mean', threshold: 5, within: { column: 'age', level: '< 30' }, cut: { column: 'age', op: '<', at: 30 } });
    expect(parse('Smokers over 40 stay longer than 5 days', d).statement).toBe(parse('The stay of smokers over 40 is above 5', d).statement);
  });
});

describe('a group named by its absence ("with no smoking history")', () => {
  const d = { smoker: cycle(['yes', 'no', 'no']), remote: cycle(['yes', 'no']), bp_drop: nums(2), salary: nums(3) };
  it('is the group\'s other level, the "no" not read as the level "no" besides', () => {
    // (was: smoker = yes, the "no" read as the level and then negated)
    expect(parse('Patients with no smoking history have a bp drop above 10', d)).toMatchObject({ kind: 'mean', within: { column: 'smoker', level: 'no' } });
    expect(parse('Staff with no remote work earn a salary above 10', d)).toMatchObject({ kind: 'mean', y: 'salary', within: { column: 'remote', level: 'no' } });
    // as before: a first "no" is said of every row of the group
    expect(() => parse('No smoker has a bp drop above 10', d)).toThrow(/every row of bp_drop among smoker = yes/);
  });
});

describe('a group\'s bound compared with "others" after it', () => {
  const d = { remote: cycle(['yes', 'no']), age: nums(1).map((x) => 25 + 3 * x), satisfaction: nums(2), salary: nums(3) };
  it('is refused, as over all rows, rather than read as the group\'s mean against the number', () => {
    // (was: the mean of satisfaction among remote = yes above 30, "than others" dropped)
    expect(() => parse('Remote employees over 30 are happier than others', d)).toThrow(/compares satisfaction with "others", which is no number/);
    expect(() => parse('Remote employees earn more than 5 than others', d)).toThrow(/compares salary with "others", which is no number/);
    expect(parse('Remote employees earn more than 5', d)).toMatchObject({ kind: 'mean', y: 'salary', threshold: 5, within: { column: 'remote', level: 'yes' } });
  });
});

describe('two bounds on the rows joined by "and"', () => {
  const d = { age: nums(1).map((x) => 30 + 4 * x), bp_drop: nums(2), stay_days: nums(3) };
  it('are a range, refused as "between 40 and 60" is', () => {
    // (was: the mean of bp_drop below 40, the first bound and the outcome's lost)
    expect(() => parse('Patients over 40 and under 60 have a bp drop above 10', d)).toThrow(/it gives a range \("over 40 and under 60"\), and a range is not tested yet.*"over 40" or "under 60"/);
    expect(() => parse('Patients aged over 40 but below 60 years stay longer', d)).toThrow(/it gives a range \("over 40 but below 60 years"\)/);
    // one bound, or two on the same side, are no range
    expect(parse('Patients over 40 stay longer', d)).toMatchObject({ kind: 'group', cut: { column: 'age', op: '>', at: 40 } });
  });
});

describe('how often rows pass a bound, in a word', () => {
  const d = { smoker: cycle(['yes', 'no', 'no']), bp_drop: nums(2), wait_minutes: nums(3).map((v) => 20 + v) };
  it('is a share with no number, refused rather than read as the average', () => {
    // (was: the mean bp_drop among smoker = yes above 10, "rarely" dropped)
    expect(() => parse('Smokers rarely have a bp drop above 10', d)).toThrow(/it says "rarely", how often the rows are past the bound.*"fewer than 20% of rows with smoker = yes have bp_drop above 10"/);
    expect(() => parse('Patients usually wait more than 25 minutes', d)).toThrow(/it says "usually".*"more than 60% of rows have wait_minutes above 25"/);
    // denied, it denies the bound as before
    expect(parse('Patients did not usually see a bp drop of at least 10', d)).toMatchObject({ kind: 'mean', direction: -1, threshold: 10 });
  });
});

describe('a group named with one end of a measure ("older smokers") beside another measure', () => {
  const d = { smoker: cycle(['yes', 'no', 'no']), age: nums(1).map((x) => 30 + 4 * x), stay_days: nums(3) };
  it('is refused, naming both measures, rather than compared on the first', () => {
    // (was: mean age higher for smoker = yes, "stay longer" dropped)
    expect(() => parse('Older smokers stay longer', d)).toThrow(/names smoker and two measures, age \("Older"\) and stay_days \("stay"\).*testing either would drop the other/);
    // over all rows it is the relation, and with one measure the group comparison, as before
    expect(parse('Older patients stay longer', d)).toMatchObject({ kind: 'dir', x: ['age'], y: 'stay_days', direction: 1 });
    expect(parse('Smokers stay longer', d)).toMatchObject({ kind: 'group', y: 'stay_days', group: { column: 'smoker', a: ['yes'] } });
  });
});

describe('two bounds, each on its own measure, joined by "and"', () => {
  const d = { smoker: cycle(['yes', 'no', 'no']), age: nums(1).map((x) => 30 + 4 * x), bp_drop: nums(2), stay_days: nums(3) };
  it('are two claims, refused rather than read as a cut of the rows for the other', () => {
    // (was: the mean of stay_days among smoker = yes and bp_drop > 10 below 5)
    expect(() => parse('Smokers have a bp drop above 10 and a stay below 5', d)).toThrow(/it states two claims \("bp drop above 10" and "stay below 5"\)/);
    expect(() => parse('Patients have a bp drop of more than 10 but an age under 40', d)).toThrow(/it states two claims \("bp drop of more than 10" and "age under 40"\)/);
    // one bound, and a bound with a cut of the rows, read as before
    expect(parse('Smokers over 40 stay longer than 5 days', d)).toMatchObject({ kind: 'mean', threshold: 5, cut: { column: 'age', at: 40 } });
  });
});

describe('a bound in a unit of another dimension than its column\'s', () => {
  const d = { delivery_minutes: nums(4).map((v) => 20 + v), weight_kg: nums(3) };
  it('is refused, naming the unit, rather than read as a bound of the column', () => {
    expect(() => parse('Deliveries are faster than 10 km/h', { delivery_minutes: d.delivery_minutes })).toThrow(/"10 km\/h", a measure in km\/h, and no column of the data is in km\/h: delivery_minutes is in minutes/);
    expect(() => parse('Deliveries take less than 40 mg', { delivery_minutes: d.delivery_minutes })).toThrow(/no column of the data is in mg/);
    expect(() => parse('The average weight is above 5 km', { weight_kg: d.weight_kg })).toThrow(/no column of the data is in km/);
  });
  it('reads the column\'s own unit, or one of the same dimension', () => {
    expect(parse('Deliveries take under 2 hours', { delivery_minutes: d.delivery_minutes })).toMatchObject({ kind: 'mean', threshold: 120, direction: -1 });
    expect(parse('The average weight is above 5 kg', { weight_kg: d.weight_kg })).toMatchObject({ kind: 'mean', threshold: 5, direction: 1 });
  });
});

describe('rows described by something they have that names no column', () => {
  const d = { dose: nums(2), drop: nums(4) };
  it('is refused, as what they lack is, rather than tested over all rows', () => {
    for (const h of ['Patients with diabetes have a drop above 10', 'Patients having diabetes have a drop below 8']) {
      expect(() => parse(h, d), h).toThrow(/describes the rows as "(with|having) diabetes", which names no column/);
    }
  });
  it('keeps a cut on a column the rows have', () => {
    expect(parse('Patients with a dose above 5 have a drop above 4', d)).toMatchObject({ kind: 'mean', y: 'drop', cut: { column: 'dose', op: '>', at: 5 } });
  });
});

describe('the low end of a measure right before a group\'s word, beside another measure', () => {
  const d = { smoker: cycle(['yes', 'no', 'no']), age: nums(5).map((v) => 20 + 5 * v), drop: nums(4) };
  it('is refused as the high end is, naming both measures', () => {
    for (const h of ['Younger smokers have a higher drop', 'Older smokers have a higher drop']) {
      expect(() => parse(h, d), h).toThrow(/names smoker and two measures, age \("(Younger|Older)"\) and drop/);
    }
    expect(parse('Smokers have a higher drop', d)).toMatchObject({ kind: 'group', y: 'drop', direction: 1 });
  });
});

describe('an end of a measure before "than" and a number in its unit', () => {
  const d = { order_value: nums(4).map((v) => 20 + 3 * v), weight_kg: nums(3) };
  it('bounds that measure; the rows\' word names the rows, not a second measure', () => {
    expect(parse('Orders are heavier than 5 kg', d)).toMatchObject({ kind: 'mean', y: 'weight_kg', direction: 1, threshold: 5 });
    expect(parse('Orders are lighter than 5 kg', d)).toMatchObject({ kind: 'mean', y: 'weight_kg', direction: -1, threshold: 5 });
  });
});

describe('a relation adjusted for a third column', () => {
  const d = { price: nums(1), footfall: nums(2), units_sold: nums(3) };
  it('takes the adjusted-for column out of the relation, wherever the words stand', () => {
    for (const h of ['Controlling for footfall, price lowers units sold', 'Holding footfall constant, price lowers units sold', 'Adjusting for the footfall, price lowers units sold',
      'Price lowers units sold, controlling for footfall', 'Price lowers units sold independent of footfall', 'Price lowers units sold regardless of footfall']) {
      expect(parse(h, d, 'causal'), h).toMatchObject({ kind: 'dir', x: ['price'], y: 'units_sold', direction: -1 });
    }
  });
  it('is refused under an analysis type that does not adjust, naming the causal one', () => {
    expect(() => parse('Controlling for footfall, price lowers units sold', d)).toThrow(/adjusted for footfall \("Controlling for footfall"\), and a descriptive analysis tests the relation without adjusting.*Run it as a causal analysis/);
  });
  it('leaves "independent of" a null claim when it names the relation\'s own column', () => {
    expect(parse('Units sold are independent of price', d)).toMatchObject({ kind: 'none' });
  });
  it('refuses a claim that a third column is behind the relation, naming the relation to test', () => {
    for (const h of ['The link between price and units sold is due to footfall', 'Footfall explains the correlation between price and units sold', 'Price and units sold both follow footfall']) {
      expect(() => parse(h, d, 'causal'), h).toThrow(/a claim of confounding, which is not tested as a claim yet.*"price increases units_sold"/);
    }
  });
});

describe('sizes, shapes and extremes the words give', () => {
  const d = { ad_budget: nums(1), units_sold: nums(2), layout: cycle(['old', 'new']), wait_minutes: nums(3).map((v) => 10 + v) };
  it('refuse an amount per one unit written without a number, as with one', () => {
    for (const h of ['Each extra dollar of ad budget brings 4 more units sold', 'Every $1 of ad budget returns 4 units sold', 'Every 10 dollars of ad budget generates 3 units sold']) {
      expect(() => parse(h, d, 'causal'), h).toThrow(/it gives an amount per unit \("(each|every) .*"\): a rate of change.*"ad_budget increases units_sold"/i);
    }
  });
  it('refuse one multiple as the size of a change, and keep a direction after a multiplied cause', () => {
    for (const h of ['The new layout doubles units sold', 'The new layout halved the wait minutes']) {
      expect(() => parse(h, d), h).toThrow(/it gives the size of a change \("(doubles|halved)"\)/);
    }
    expect(parse('Doubling the ad budget increases units sold', d, 'causal')).toMatchObject({ kind: 'dir', x: ['ad_budget'] });
  });
  it('refuse the shape of a relation instead of reading its number as a bound', () => {
    for (const [h, words] of [['Units sold level off above 8 ad budget', 'level off'], ['Units sold stop increasing above a budget of 8', 'stop increasing'],
      ['Above an ad budget of 8, units sold no longer rise', 'no longer rise'], ['Ad budget has diminishing returns on units sold', 'diminishing returns'], ['Units sold plateau at a high ad budget', 'plateau']] as const) {
      expect(() => parse(h, d, 'causal'), h).toThrow(new RegExp(`it describes the shape of a relation \\("${words}"\\)`));
    }
  });
  it('refuse a bound on the most extreme row instead of the average', () => {
    for (const [h, word] of [['The longest wait was over 40 minutes', 'longest'], ['The shortest wait took less than 2 minutes', 'shortest'], ['The maximum wait is above 30 minutes', 'maximum']] as const) {
      expect(() => parse(h, d), h).toThrow(new RegExp(`it says "${word}": a claim about the most extreme row.*"the average wait_minutes is (above|below) \\d+"`));
    }
    expect(parse('The average wait is above 12 minutes', d)).toMatchObject({ kind: 'mean', y: 'wait_minutes', threshold: 12 });
  });
});

describe('how many rows pass a bound, in words', () => {
  const d = { plan: cycle(['basic', 'pro']), basket_value: nums(4).map((v) => 20 + 5 * v), wait_minutes: nums(3).map((v) => 10 + v) };
  it('refuses "few", "some", "many" and "at least once" rather than read the average', () => {
    for (const [h, words] of [['Few baskets are worth over 60', 'few'], ['Some waits take over 15 minutes', 'some'], ['Many baskets are worth more than 40', 'many']] as const) {
      expect(() => parse(h, d), h).toThrow(new RegExp(`it says "${words}", a share of the rows that it gives no number for`));
    }
    for (const [h, words] of [['The wait exceeded 20 minutes at least once', 'at least once'], ['At least one basket was worth over 70', 'at least one']] as const) {
      expect(() => parse(h, d), h).toThrow(new RegExp(`it says "${words}": a claim that at least one row of \\w+ is above \\d+ \\(its largest value\\)`));
    }
    expect(parse('Most baskets are worth over 40', d)).toMatchObject({ kind: 'median', y: 'basket_value' });
  });
  it('reads "most rows in a group past a number" within the group, not as the group\'s share', () => {
    for (const h of ['Most baskets in plan pro are worth over 40', 'Most baskets are worth over 40 in plan pro']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'median', y: 'basket_value', threshold: 40, within: { column: 'plan', level: 'pro' } });
    }
    expect(parse('Most baskets are in plan pro', d)).toMatchObject({ kind: 'prop', y: 'plan', threshold: 0.5 });
  });
});

describe('sizes of differences, two measures set against each other, and "not slower than"', () => {
  const d = { plan: cycle(['basic', 'pro']), basket_value: nums(4).map((v) => 20 + 5 * v), cost: nums(2), wait_minutes: nums(3).map((v) => 10 + v) };
  it('refuses a size said before its comparative, as "by 20%" is', () => {
    for (const [h, size] of [['Pro baskets are 5 dollars larger', '5 dollars larger'], ['Baskets in plan pro are 10% bigger', '10% bigger'], ['Pro customers wait 3 minutes longer', '3 minutes longer']] as const) {
      expect(() => parse(h, d), h).toThrow(new RegExp(`it gives the size of a difference \\("${size}"\\)`));
    }
    expect(parse('Pro baskets are larger', d)).toMatchObject({ kind: 'group', y: 'basket_value', direction: 1 });
  });
  it('refuses the values of two measures set against each other instead of relating them', () => {
    for (const [h, words] of [['Basket value is greater than cost', 'greater than'], ['Basket value is at least twice the cost', 'twice the'], ['Basket value minus cost is positive', 'minus']] as const) {
      expect(() => parse(h, d), h).toThrow(new RegExp(`it sets the values of basket_value and cost against each other \\("${words}"\\)`));
    }
    expect(parse('Basket value rises with cost', d)).toMatchObject({ kind: 'dir', direction: 1 });
  });
  it('reads "not slower than" on a time taken as at most, as "not longer than"', () => {
    for (const h of ['Waits are not slower than 12 minutes on average', 'The average wait is not longer than 12 minutes']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'mean', y: 'wait_minutes', direction: -1, threshold: 12 });
    }
    expect(parse('Waits are not faster than 12 minutes on average', d)).toMatchObject({ kind: 'mean', direction: 1 });
    expect(parse('Waits are slower than 12 minutes on average', d)).toMatchObject({ kind: 'mean', direction: 1 });
  });
});

describe('a cut written as a number, its bound, then the measure', () => {
  const d = { visits: nums(3).map((v) => Math.round(v)), renewed: cycle(['yes', 'no', 'no']), basket_value: nums(4) };
  it('cuts the rows at the number instead of comparing the measure across the outcome', () => {
    for (const [h, op, at] of [['Members with 5 or more visits renew more', '>=', 5], ['Members with 5 visits or more renew more', '>=', 5], ['Members with 2 or fewer visits renew less', '<=', 2]] as const) {
      expect(parse(h, d), h).toMatchObject({ kind: 'group', cut: { column: 'visits', op, at }, y: 'renewed' });
    }
    // "churn less" keeps its side; the cut's "fewer" is no direction
    expect(parse('Members with 2 or fewer visits renew less', d)).toMatchObject({ direction: -1 });
    expect(parse('Members with 5 or more visits have a lower basket value', d)).toMatchObject({ kind: 'group', cut: { column: 'visits', op: '>=', at: 5 }, y: 'basket_value', direction: -1 });
  });
});

describe('people cut at their age after the comparison', () => {
  const d = { smoker: cycle(['yes', 'no', 'no']), age: nums(1).map((x) => 30 + 4 * x), drop: nums(2), stay: nums(3) };
  it('compares the two sides of the age when the people follow "for" (was: the mean of the drop above 40)', () => {
    expect(parse('The drop is higher for patients over 40', d)).toMatchObject({ kind: 'group', cut: { column: 'age', op: '>', at: 40 }, y: 'drop', direction: 1 });
    expect(parse('The stay is shorter among patients under 40', d)).toMatchObject({ kind: 'group', cut: { column: 'age', op: '<', at: 40 }, y: 'stay', direction: -1 });
  });
  it('compares the ages within a group named that way, and refuses a bare "high"', () => {
    // (was: the mean of the drop among smokers above 40)
    expect(parse('The drop is higher for smokers over 40', d)).toMatchObject({ kind: 'group', cut: { column: 'age', op: '>', at: 40 }, within: { column: 'smoker', level: 'yes' }, y: 'drop', direction: 1 });
    expect(() => parse('The drop is high for smokers over 40', d)).toThrow(/names the rows "smokers over 40" \(a bare bound after a word for people is their age, the column age\), and states no bound or comparison/);
    // a bound of its own is still read within the cut rows
    expect(parse('The drop is above 10 for smokers over 40', d)).toMatchObject({ kind: 'mean', y: 'drop', threshold: 10 });
  });
  it('reads "older than 40" after the people as the cut, and refuses it beside a group (was: a relation with age, or the mean against 40)', () => {
    expect(parse('The drop is bigger among patients older than 40', d)).toMatchObject({ kind: 'group', cut: { column: 'age', op: '>', at: 40 }, y: 'drop', direction: 1 });
    expect(parse('The drop is higher for patients not older than 40', d)).toMatchObject({ kind: 'group', cut: { column: 'age', op: '<=', at: 40 }, y: 'drop', direction: 1 });
    // (among smokers, as "smokers over 40"; with "than" another side is named, and refused)
    expect(parse('The stay is longer for smokers older than 40', d)).toMatchObject({ kind: 'group', cut: { column: 'age', op: '>', at: 40 }, within: { column: 'smoker', level: 'yes' }, y: 'stay' });
    expect(parse('Smokers younger than 40 stay longer', d)).toMatchObject({ kind: 'group', cut: { column: 'age', op: '<', at: 40 }, within: { column: 'smoker', level: 'yes' } });
    expect(() => parse('Smokers older than 40 stay longer than non-smokers', d)).toThrow(/the cut "older than 40" on age is not read in that comparison/);
    // with a bound of the outcome's own, the mean within the cut rows (was: refused, or "states no bound")
    for (const h of ['Smokers older than 60 stay longer than 5 days', 'The stay of smokers older than 60 is above 5']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'mean', y: 'stay', threshold: 5, within: { column: 'smoker', level: 'yes' }, cut: { column: 'age', op: '>', at: 60 } });
    }
    expect(parse('The stay of patients older than 60 is above 5', d)).toMatchObject({ kind: 'mean', y: 'stay', threshold: 5, cut: { column: 'age', op: '>', at: 60 } });
    expect(() => parse('The stay is high for smokers older than 40', d)).toThrow(/names the rows "smokers older than 40" \(a cut of age\)/);
    // (was: the stay differing across smokers, both numbers dropped)
    expect(() => parse('The drop is above 10 for smokers older than 40', d)).toThrow(/gives a bound \("is above 10"\) beside smoker/);
  });
});

describe('groups a comparison within one column cannot hold', () => {
  const d = { smoker: cycle(['yes', 'no', 'no']), sex: cycle(['female', 'male', 'male', 'female']), side_effects: cycle(['no', 'no', 'yes']), drop: nums(2) };
  it('refuses groups of two columns that the words do not nest, instead of dropping one (was: sex compared, "smokers" dropped)', () => {
    expect(() => parse('Patients with no side effects have a higher drop than smokers', d)).toThrow(/names groups of two columns/);
    expect(() => parse('Smokers and women have a higher drop', d)).toThrow(/names groups of two columns/);
    // another side than the same rows' other side: smokers with side effects against every non-smoker, or against non-smokers with them?
    expect(() => parse('Smokers with side effects have a higher drop than non-smokers', d)).toThrow(/names groups of two columns/);
    expect(() => parse('Female smokers have a higher drop than female non-smokers', d)).toThrow(/names groups of two columns/);
    expect(parse('Female patients have a higher drop than male patients', d)).toMatchObject({ kind: 'group', group: { column: 'sex', a: ['female'], b: ['male'] } });
  });
  it('refuses another side no column or level names (was: smokers against all the others)', () => {
    for (const [h, words] of [['Smokers have a higher drop than patients on placebo', 'on placebo'], ['Smokers have a higher drop than those taking aspirin', 'taking aspirin']] as const) {
      expect(() => parse(h, d), h).toThrow(new RegExp(`compares with "${words}", rows no column or level of the data names`));
    }
    expect(parse('Smokers have a higher drop than patients who do not smoke', d)).toMatchObject({ kind: 'group', group: { column: 'smoker', a: ['yes'], b: ['no'] } });
    expect(parse('Smokers have a higher drop than the others', d)).toMatchObject({ kind: 'group', group: { column: 'smoker', a: ['yes'] } });
  });
});

describe('a group named within another ("smokers with diabetes", "female smokers") compares within the noun\'s rows', () => {
  const d = { smoker: cycle(['yes', 'no', 'no']), sex: cycle(['female', 'male', 'male', 'female']), side_effects: cycle(['no', 'no', 'yes']), drop: nums(2) };
  // (was refused: "names groups of two columns")
  it.each([
    ['Female smokers have a higher drop', 'sex', 'female', 'male', 'smoker', 'yes', 1],
    ['Female smokers have a higher drop than male smokers', 'sex', 'female', 'male', 'smoker', 'yes', 1],
    ['Smokers with side effects have a higher drop', 'side_effects', 'yes', 'no', 'smoker', 'yes', 1],
    ['The drop is higher for smokers with side effects', 'side_effects', 'yes', 'no', 'smoker', 'yes', 1],
    ['Smokers who have side effects have a higher drop', 'side_effects', 'yes', 'no', 'smoker', 'yes', 1],
    ['Smokers without side effects have a smaller drop', 'side_effects', 'no', 'yes', 'smoker', 'yes', -1],
    ['Smokers with no side effects have a smaller drop', 'side_effects', 'no', 'yes', 'smoker', 'yes', -1],
    ['Smokers with side effects have a bigger drop than smokers without side effects', 'side_effects', 'yes', 'no', 'smoker', 'yes', 1],
    ['Non-smokers with side effects have a lower drop than non-smokers without side effects', 'side_effects', 'yes', 'no', 'smoker', 'no', -1],
    ['Female non-smokers have a lower drop', 'sex', 'female', 'male', 'smoker', 'no', -1],
  ] as const)('%s: %s = %s against %s among %s = %s', (h, column, a, b, within, level, direction) => {
    expect(parse(h, d)).toMatchObject({ kind: 'group', x: [column], group: { column, a: [a], b: [b] }, within: { column: within, level }, direction });
  });
  it('keeps a denial, a claim of no difference and a difference either way', () => {
    expect(parse('Smokers with side effects do not have a higher drop than smokers without side effects', d)).toMatchObject({ kind: 'group', direction: -1, orEqual: true, within: { column: 'smoker', level: 'yes' } });
    expect(parse('Smokers with side effects have the same drop', d)).toMatchObject({ kind: 'groupNone', within: { column: 'smoker', level: 'yes' } });
    expect(parse('Smokers with side effects have a different drop', d)).toMatchObject({ kind: 'groupDiff', within: { column: 'smoker', level: 'yes' } });
  });
});

describe('bounds written after their number', () => {
  const trial = { smoker: cycle(['yes', 'no', 'no']), age: nums(1).map((x) => 30 + 4 * x), stay: nums(3) };
  const ab = { variant: cycle(['A', 'B']), order_value: nums(4).map((x) => 40 + x) };
  it('reads "40 or older" as a cut of the age, and "$50+" as "$50 or more" (was: a relation, or B against A)', () => {
    expect(parse('Patients 40 or older stay longer', trial)).toMatchObject({ kind: 'group', cut: { column: 'age', op: '>=', at: 40 }, y: 'stay', direction: 1 });
    expect(parse('Patients 30 or younger stay longer', trial)).toMatchObject({ kind: 'group', cut: { column: 'age', op: '<=', at: 30 }, y: 'stay' });
    for (const h of ['Variant B orders average $50 or more', 'Variant B orders average $50+']) {
      expect(parse(h, ab), h).toMatchObject({ kind: 'mean', y: 'order_value', direction: 1, threshold: 50, within: { column: 'variant', level: 'B' } });
    }
  });
  it('refuses one beside a comparison of groups instead of dropping it', () => {
    for (const h of ['Smokers 40 or older stay longer', 'Smokers aged 40 or more stay longer']) {
      expect(() => parse(h, trial), h).toThrow(/compares smoker = yes with the others on stay, but the bound "40 or (older|more)" is not read/);
    }
  });
  it('asks which group "the best variant" is (was: variant B)', () => {
    for (const h of ['The average order is above $50 for the best variant', 'The better variant has larger orders']) {
      expect(() => parse(h, ab), h).toThrow(/names variant \("variant"\) but none of its groups \(A, B\)/);
    }
  });
});

describe('three measures in one relation', () => {
  const d = { revenue: nums(1), spend: nums(2), season: nums(3) };
  it('is refused instead of reading the first two (was: season dropped, or spend against season)', () => {
    for (const h of ['Revenue rises with spend and season', 'Spend and season both increase revenue', 'Revenue is independent of spend and season']) {
      expect(() => parse(h, d, 'causal'), h).toThrow(/names 3 measures \(.*\), and a (relation|claim of no relation) is tested between two/);
    }
    expect(parse('Spend increases revenue, controlling for season', d, 'causal')).toMatchObject({ kind: 'dir', x: ['spend'], y: 'revenue' });
    // a prediction takes several measures
    expect(parse('Spend and season predict revenue', d, 'predictive')).toMatchObject({ kind: 'predict', x: ['spend', 'season'], y: 'revenue' });
  });
});

describe('rows described by a bound and an outcome the data lacks', () => {
  const d = { visits: nums(3).map((v) => Math.round(v)), churned: cycle(['yes', 'no', 'no']) };
  it('is refused rather than read as the average of the measure (was: the mean of visits above 5)', () => {
    for (const [h, rows] of [['Members with 5 or more visits spend less', 'with 5 or more visits'], ['Members with 5 visits or more spend less', 'with 5 visits or more'], ['Customers with more than 5 visits are happier', 'with more than 5 visits']] as const) {
      expect(() => parse(h, d), h).toThrow(new RegExp(`describes the rows \\("${rows}"\\) and says ".*" of them, which names no column`));
    }
    expect(() => parse('Customers with more than 5 visits', d)).toThrow(/only names rows \("with more than 5 visits"\) and says nothing about them/);
    // an outcome the data has is compared; a bound on the level is still a mean
    expect(parse('Customers with more than 5 visits churn less', d)).toMatchObject({ kind: 'group', cut: { column: 'visits', op: '>', at: 5 }, y: 'churned' });
    expect(parse('Customers make more than 5 visits on average', d)).toMatchObject({ kind: 'mean', y: 'visits', threshold: 5 });
  });
});

describe('two values of one measure compared on another', () => {
  const d = { dose_mg: cycle(['0', '10', '20', '40']).map(Number), drop: nums(2), smoker: cycle(['yes', 'no', 'no']) };
  it('compares the rows with each value, leaving the others out (was: a relation, the numbers dropped, or refused)', () => {
    for (const h of ['The drop is higher at 40 mg than at 10 mg', 'The drop is higher at 40 mg than at 10', 'Patients on 40 mg have a bigger drop than patients on 10 mg', 'A dose of 40 gives a bigger drop than a dose of 10']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'group', x: ['dose_mg'], y: 'drop', direction: 1, values: [40, 10], group: { column: 'dose_mg', a: ['40'], b: ['10'] } });
    }
    expect(parse('The drop is lower at 10 mg than at 40 mg', d)).toMatchObject({ direction: -1, values: [10, 40] });
    // a denied side, which "the same" passes too
    expect(parse('The drop is not higher at 40 mg than at 10 mg', d)).toMatchObject({ kind: 'group', direction: -1, orEqual: true, values: [40, 10] });
    expect(() => parse('The drop is higher at 40 mg than at 15 mg', d)).toThrow(/no row has dose_mg = 15/);
  });
  it('tests them on those rows only, and says how many', () => {
    const r = runCore({ hypothesis: 'The drop is higher at 40 mg than at 10 mg', data: d, analysisType: 'descriptive' });
    const rows = r.steps.find((s) => s.test === 'rows-within')!;
    expect(rows.stats).toMatchObject({ rows: 12, of: 24, column: 'dose_mg', values: [40, 10] });
    expect(r.steps.find((s) => s.test === 'welch-t')!.text).toMatch(/dose_mg=40 \(n=6, .*\) vs dose_mg=10 \(n=6,/);
  });
});

describe('two values in a unit no column is named with ("at 40 mg" of a column named dose)', () => {
  const d = { dose: cycle(['0', '10', '20', '40']).map(Number), blood_pressure_drop: nums(2), age: nums(3).map((x) => 30 + x) };
  it('reads the one column of a name measured in that unit with rows at both values, and says so (was refused)', () => {
    for (const h of ['The blood pressure drop is higher at 40 mg than at 10 mg', 'Patients on 40 mg have a bigger drop than patients on 10 mg']) {
      const claim = parse(h, d);
      expect(claim, h).toMatchObject({ kind: 'group', x: ['dose'], values: [40, 10], direction: 1 });
      expect(claim.statement, h).toMatch(/; "mg" read as the unit of dose, the one column with rows at both values\)$/);
    }
  });
  it('does not take a unit of another kind for it', () => {
    expect(() => parse('The drop is higher at 40 kg than at 10 kg', d)).toThrow();
  });
});

describe('where an effect starts, and an effect said of one group, are refused rather than read as a plain relation', () => {
  const d = { dose_mg: Array.from({ length: 24 }, (_, i) => [0, 10, 20, 40, 80][i % 5] as number), drop: nums(5), smoker: cycle(['yes', 'no', 'no']) };
  it.each([
    ['There is a threshold dose above which the drop increases', 'threshold'],
    ['The drop only increases above a certain dose', 'only increases above'],
    ['Above some dose, the drop jumps', 'above some'],
    ['The drop increases with dose up to a point', 'up to a point'],
  ])('%s (was: a relation over all doses)', (h, words) => {
    expect(() => parse(h, d)).toThrow(new RegExp(`describes the shape of a relation \\("${words}"\\): where an effect starts or stops`));
  });
  it.each([
    ['Smokers on higher doses have a bigger drop', 'Smokers on higher doses'],
  ])('%s (was: the mean dose compared across smoker groups)', (h, rows) => {
    expect(() => parse(h, d)).toThrow(new RegExp(`it says how dose_mg relates to drop for one group \\("${rows}"\\) in words that compare it .* a relation that differs between groups is tested when said as a direction that is stronger for one group \\("dose_mg increases drop more for (S|s)mokers"\\).* state the relation on the group's rows \\("among (S|s)mokers, dose_mg increases drop"\\)`));
  });
  it.each([
    ['Among smokers, dose increases the drop', 'yes', 'dir'],
    ['For smokers, a higher dose gives a bigger drop', 'yes', 'dir'],
    ['Higher doses give a bigger drop for smokers', 'yes', 'dir'],
    ['Dose increases the drop in non-smokers', 'no', 'dir'],
    ['Among non-smokers, dose has no effect on the drop', 'no', 'none'],
  ] as const)('%s: the relation on smoker = %s rows only (was: the mean dose across smoker groups)', (h, level, kind) => {
    expect(parse(h, d)).toMatchObject({ kind, x: ['dose_mg'], y: 'drop', within: { column: 'smoker', level } });
  });
  it.each([
    ['Dose increases the drop more for smokers', ['yes'], ['no'], 1],
    ['Dose increases the drop more for smokers than for non-smokers', ['yes'], ['no'], 1],
    ['Dose increases the drop more strongly among non-smokers', ['no'], ['yes'], 1],
    ['A higher dose gives a bigger drop, less so in smokers', ['yes'], ['no'], -1],
    ['Dose increases the drop less for smokers', ['yes'], ['no'], -1],
  ] as const)('%s: the relation by smoker group, an interaction (ADR 0038; was refused)', (h, a, b, more) => {
    expect(parse(h, d)).toMatchObject({ kind: 'dir', x: ['dose_mg'], y: 'drop', direction: 1, moderator: { column: 'smoker', a, b, more } });
  });
  it('reads "the effect of dose on the drop is stronger for smokers" as an interaction in either direction (was refused)', () => {
    expect(parse('The effect of dose on the drop is stronger for smokers', d)).toMatchObject({ kind: 'assoc', direction: 0, x: ['dose_mg'], y: 'drop', moderator: { column: 'smoker', a: ['yes'], b: ['no'], more: 1 } });
    expect(parse('Dose affects the drop less among non-smokers', d)).toMatchObject({ kind: 'assoc', moderator: { column: 'smoker', a: ['no'], b: ['yes'], more: -1 } });
  });
  it('reads "only for smokers" as the relation for smokers and none for the others (was refused)', () => {
    expect(parse('Dose has an effect on the drop only for smokers', d)).toMatchObject({ kind: 'assoc', moderator: { column: 'smoker', a: ['yes'], b: ['no'], only: true } });
    expect(parse('Dose increases the drop only in non-smokers', d)).toMatchObject({ kind: 'dir', direction: 1, moderator: { column: 'smoker', a: ['no'], b: ['yes'], only: true } });
  });
  it('refuses a relation said to be stronger for a group than for the same group', () => {
    expect(() => parse('Dose increases the drop more for smokers than for smokers', d)).toThrow(/a relation that differs between groups is tested when/);
  });
  it('still reads the relation over all rows, and the groups on one measure', () => {
    expect(parse('Dose increases the drop', d)).toMatchObject({ kind: 'dir', x: ['dose_mg'], y: 'drop' });
    expect(parse('Patients on higher doses have a bigger drop', d)).toMatchObject({ kind: 'dir', x: ['dose_mg'], y: 'drop' });
    expect(parse('Smokers have a higher drop', d)).toMatchObject({ kind: 'group', group: { column: 'smoker', a: ['yes'] }, y: 'drop' });
  });
});
