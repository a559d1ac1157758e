/**
 * Parsing must generalise beyond the dev cases: these sentences and column
 * names appear nowhere in them.
 */
import { describe, expect, it } from 'vitest';
import { EngineError } from './errors.ts';
import { ingest } from './ingest.ts';
import { parseHypothesis } from './parse.ts';

const nums = (k: number) => Array.from({ length: 12 }, (_, i) => ((i * 7 + k * 3) % 11) + i * 0.1 * k);
const cycle = (levels: string[]) => Array.from({ length: 12 }, (_, i) => levels[i % levels.length] as string);

function parse(h: string, data: Record<string, unknown[]>, type: 'descriptive' | 'causal' | 'predictive' | 'prescriptive' = 'descriptive') {
  return parseHypothesis(h, ingest(data), type);
}

describe('parseHypothesis', () => {
  it('reads direction from the product of cue signs, outside column names', () => {
    const d = { team_size: nums(1), features_shipped: nums(2) };
    expect(parse('Bigger teams ship fewer features', d)).toMatchObject({ kind: 'dir', x: ['team_size'], y: 'features_shipped', direction: -1 });
    expect(parse('Lower team size leads to fewer features shipped', d)).toMatchObject({ kind: 'dir', direction: 1 });
    expect(parse('Team size is positively correlated with features shipped', d)).toMatchObject({ kind: 'dir', direction: 1 });
  });

  it('reads a denial written without its apostrophe ("doesnt", "isnt") as a claim of no effect', () => {
    const d = { ad_spend: nums(1), total_revenue: nums(2) };
    for (const h of ['ad spend doesnt affect total revenue', 'ad spend dont increase total revenue', 'ad spend isnt related to total revenue']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'none', x: ['ad_spend'], y: 'total_revenue' });
    }
  });

  it('does not test the statement inside a denial as if it were the claim', () => {
    const d = { ad_spend: nums(1), total_revenue: nums(2) };
    for (const h of [
      'It is not true that ad spend increases total revenue',
      "It's a myth that ad spend increases total revenue",
      'Ad spend increases total revenue, which is false',
    ]) {
      expect(() => parse(h, d, 'causal'), h).toThrow(/says that another statement is false/);
    }
    // A statement framed as true is still the claim.
    expect(parse('It is true that ad spend increases total revenue', d, 'causal')).toMatchObject({ kind: 'dir', direction: 1 });
  });

  it('says why a column the hypothesis names cannot be tested', () => {
    const d = { spend: nums(1).map((x) => `€${x.toFixed(2)}`), revenue: nums(2).map((x) => `${x.toFixed(2)} €`) };
    let message = '';
    try {
      parse('Spend increases revenue', d, 'causal');
    } catch (e) {
      message = (e as EngineError).message;
    }
    expect(message).toMatch(/spend holds values such as "€\d+\.\d\d" that are neither numbers nor a few repeated categories/);
    expect(message).toMatch(/revenue holds values such as "\d+\.\d\d €"/);
  });

  it('puts the outcome first in "Y … with/from X" sentences', () => {
    const d = { sleep_hours: nums(1), mood_score: nums(2) };
    expect(parse('Mood score improves with sleep hours', d)).toMatchObject({ x: ['sleep_hours'], y: 'mood_score', direction: 1 });
    expect(parse('Mood score can be predicted from sleep hours', d, 'predictive')).toMatchObject({ kind: 'predict', x: ['sleep_hours'], y: 'mood_score' });
  });

  it('recognises null claims but not "not the same across"', () => {
    const d = { age: nums(1), income: nums(2), region: cycle(['north', 'south', 'east']) };
    expect(parse('There is no relationship between age and income', d).kind).toBe('none');
    expect(parse("Age doesn't affect income", d).kind).toBe('none');
    expect(parse('Income is not the same across regions', d)).toMatchObject({ kind: 'groupDiff', y: 'income', group: { column: 'region' } });
  });

  it('matches synonyms and abbreviations', () => {
    expect(parse('Higher temperature increases revenue', { temp_c: nums(1), revenue_usd: nums(2) })).toMatchObject({ x: ['temp_c'], y: 'revenue_usd' });
    expect(parse('Experience raises wages', { experience_years: nums(1), annual_salary: nums(2) })).toMatchObject({ y: 'annual_salary', direction: 1 });
  });

  it('compares named groups, including one named group against the rest', () => {
    const d = { region: cycle(['north', 'south', 'east']), weekly_sales: nums(3) };
    expect(parse('Weekly sales are higher in the north region than in the south region', d, 'prescriptive'))
      .toMatchObject({ kind: 'group', group: { column: 'region', a: ['north'], b: ['south'] }, direction: 1 });
    expect(parse('The east region sells less', { ...d, units: nums(4) })).toMatchObject({ kind: 'group', group: { a: ['east'], b: ['north', 'south'] }, direction: -1 });
    expect(parse('Women earn less than men', { gender: cycle(['female', 'male']), earnings: nums(2) }))
      .toMatchObject({ kind: 'group', y: 'earnings', group: { a: ['female'], b: ['male'] }, direction: -1 });
  });

  it('handles binary outcomes and treatment flags', () => {
    const d = { arm: cycle(['treatment', 'control']), recovered: cycle(['yes', 'no', 'no']) };
    expect(parse('Patients in the treatment arm recovered more often than control', d, 'prescriptive'))
      .toMatchObject({ kind: 'group', y: 'recovered', outcomeLevel: 'yes', group: { a: ['treatment'], b: ['control'] } });
  });

  it('reads thresholds: mean, median, approximate value, shares', () => {
    const d = { order_value: nums(5), subscribed: cycle(['true', 'false', 'false']) };
    expect(parse('The average order value exceeds $50', d)).toMatchObject({ kind: 'mean', threshold: 50, direction: 1 });
    expect(parse('The median order value is below 1.5k', d)).toMatchObject({ kind: 'median', threshold: 1500, direction: -1 });
    expect(parse('Order value is about 7 on average', d)).toMatchObject({ kind: 'meanEq', threshold: 7 });
    expect(parse('More than 30% of users are subscribed', d)).toMatchObject({ kind: 'prop', threshold: 0.3, direction: 1, outcomeLevel: 'true' });
    expect(parse('Most users are subscribed', d)).toMatchObject({ kind: 'prop', threshold: 0.5, direction: 1 });
  });

  it('uses the time column for trend claims', () => {
    const d = { week_start: Array.from({ length: 12 }, (_, i) => `2024-01-${String(i + 1).padStart(2, '0')}`), signups: nums(1) };
    expect(parse('Signups have grown over time', d)).toMatchObject({ kind: 'dir', x: ['week_start'], y: 'signups', direction: 1 });
  });

  it('reads superlatives, initialisms and binary flags', () => {
    expect(parse('The pro plan has the highest order value', { plan: cycle(['basic', 'pro', 'team']), order_value: nums(1) }))
      .toMatchObject({ kind: 'group', group: { a: ['pro'], b: ['basic', 'team'] }, direction: 1 });
    expect(parse('Smokers have higher blood pressure than non-smokers', { smoker: cycle(['yes', 'no']), systolic_bp: nums(2) }))
      .toMatchObject({ kind: 'group', y: 'systolic_bp', group: { column: 'smoker', a: ['yes'], b: ['no'] }, direction: 1 });
    expect(parse('Customers who get a discount churn less', { got_discount: cycle(['yes', 'no']), churned: cycle(['yes', 'no', 'no']) }))
      .toMatchObject({ kind: 'group', y: 'churned', outcomeLevel: 'yes', direction: -1 });
    expect(parse('There is no difference in salary between men and women', { gender: cycle(['female', 'male']), salary: nums(2) }).kind).toBe('groupNone');
  });

  it('matches a column name written as one word, as copied from a header', () => {
    const d = { adSpend: nums(1), NetRevenue: nums(2) };
    expect(parse('Higher adSpend increases NetRevenue', d, 'causal')).toMatchObject({ x: ['adSpend'], y: 'NetRevenue', direction: 1 });
    expect(parse('adspend drives net revenue', { ad_spend: nums(1), net_revenue: nums(2) }, 'causal')).toMatchObject({ x: ['ad_spend'], y: 'net_revenue' });
  });

  it("reads words that name Object.prototype's members as words", () => {
    for (const word of Object.getOwnPropertyNames(Object.prototype)) {
      const d = { [word]: nums(1), revenue: nums(2) };
      expect(() => parse(`${word} ${word} increases revenue`, d, 'causal'), word).not.toThrow(TypeError);
      expect(parse(`Revenue is higher for ${word} than for other`, { group: cycle([word, 'other']), revenue: nums(2) }), word).toMatchObject({ y: 'revenue' });
    }
  });

  it('refuses with the columns listed when nothing matches', () => {
    try {
      parse('The moon causes tides', { age: nums(1), income: nums(2) });
      throw new Error('expected an error');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).code).toBe('hypothesis_not_testable');
      expect((e as EngineError).message).toMatch(/age \(numeric\).*income \(numeric\)/);
    }
  });

  describe('column names in any script', () => {
    it('finds names of scripts written without spaces inside the sentence', () => {
      expect(parse('売上は広告費と相関している', { 売上: nums(1), 広告費: nums(2) })).toMatchObject({ kind: 'assoc', x: ['売上'], y: '広告費', confidence: 1 });
      expect(parse('收入和广告支出有关', { 收入: nums(1), 广告支出: nums(2) })).toMatchObject({ kind: 'assoc', x: ['收入'], y: '广告支出' });
      // an English cue still gives the direction
      expect(parse('広告費 increases 売上', { 売上: nums(1), 広告費: nums(2) })).toMatchObject({ kind: 'dir', x: ['広告費'], y: '売上', direction: 1 });
      // a longer name is preferred to a shorter one inside it, and part of a name is not the name
      expect(parse('売上高は広告費とともに増える', { 売上: nums(1), 売上高: nums(3), 広告費: nums(2) })).toMatchObject({ x: ['売上高'], y: '広告費' });
      expect(() => parse('売上は広告費とともに増える', { 売上高: nums(1), 広告: nums(2) })).toThrow(/only one numeric column \(広告\)/);
    });

    it('names a group by a level written in such a script', () => {
      const d = { 地区: cycle(['东部', '西部']), 收入: nums(1) };
      expect(parse('东部的收入高于西部', d)).toMatchObject({ kind: 'group', y: '收入', group: { column: '地区', a: ['东部'], b: ['西部'] } });
    });

    it('matches words of other scripts, case-folded and NFKC-normalised', () => {
      expect(parse('Выручка и реклама связаны', { выручка: nums(1), реклама: nums(2) })).toMatchObject({ x: ['выручка'], y: 'реклама', confidence: 1 });
      expect(parse('GRÖSSE increases Gewicht', { Größe: nums(1), gewicht: nums(2) })).toMatchObject({ kind: 'dir', x: ['Größe'], y: 'gewicht', confidence: 1 });
      // half-width katakana in the column name, full-width in the sentence
      expect(parse('ｳﾘｱｹﾞは広告費と相関', { ウリアゲ: nums(1), 広告費: nums(2) })).toMatchObject({ x: ['ウリアゲ'], y: '広告費' });
      expect(parse('ウリアゲは広告費と相関', { ｳﾘｱｹﾞ: nums(1), 広告費: nums(2) })).toMatchObject({ x: ['ｳﾘｱｹﾞ'], y: '広告費' });
      expect(parse('café visits increase revenue', { café_visits: nums(1), revenue: nums(2) })).toMatchObject({ kind: 'dir', x: ['café_visits'], y: 'revenue', confidence: 1 });
    });
  });

  describe('a column that only numbers the rows', () => {
    const rowNumbers = Array.from({ length: 12 }, (_, i) => i + 1);
    const customers = { customer: rowNumbers, plan: cycle(['basic', 'premium']), churned: cycle(['yes', 'no', 'no']), spend: nums(3) };

    it('is not the measure when the claim only names the rows by it', () => {
      expect(parse('Premium customers spend more', customers)).toMatchObject({ kind: 'group', y: 'spend', group: { column: 'plan', a: ['premium'] } });
      expect(parse('Customers on the premium plan churn more', customers)).toMatchObject({ kind: 'group', y: 'churned', group: { column: 'plan', a: ['premium'] } });
      expect(parse('Customers who spend more churn more', customers).y).not.toBe('customer');
      expect(parse('Customers who spend more churn more', customers).x).not.toContain('customer');
    });

    it('is not the measure wherever the claim names the rows in the plural', () => {
      const staff = { employee: rowNumbers, remote: cycle(['yes', 'no', 'no']), satisfaction: nums(1), salary: nums(2), years_experience: nums(3), left_company: cycle(['true', 'false', 'false', 'false']) };
      expect(parse('Remote employees are more satisfied', staff)).toMatchObject({ kind: 'group', y: 'satisfaction', group: { column: 'remote', a: ['yes'] } });
      expect(parse('Most employees are remote', staff)).toMatchObject({ kind: 'prop', y: 'remote', outcomeLevel: 'yes', threshold: 0.5 });
      expect(parse('More experienced employees earn more', staff)).toMatchObject({ kind: 'dir', x: ['years_experience'], y: 'salary' });
      expect(parse('Remote workers are less likely to leave', staff)).toMatchObject({ kind: 'group', y: 'left_company', direction: -1, group: { column: 'remote' } });
    });

    it('is kept when the claim is about it, or when it is a measure', () => {
      expect(parse('Spend increases with customer', customers)).toMatchObject({ x: ['customer'], y: 'spend' });
      // the same words against a customer column that is not 1, 2, 3 … keep their match
      const counts = { ...customers, customer: nums(5) };
      expect(parse('Premium customers spend more', counts).matches.map((m) => m.column)).toContain('customer');
    });
  });

  describe('a word for the rows that partly matches the group column', () => {
    it('keeps the column of the level it follows as the groups', () => {
      // "workers" partly matches work_mode and is dropped as the rows' word; "office" still names the group
      const modes = { work_mode: cycle(['remote', 'office']), satisfaction: nums(1), salary: nums(2) };
      expect(parse('Office workers are happier', modes)).toMatchObject({ kind: 'group', y: 'satisfaction', group: { column: 'work_mode', a: ['office'], b: ['remote'] }, direction: 1 });
      expect(parse('Remote workers earn less', modes)).toMatchObject({ kind: 'group', y: 'salary', group: { column: 'work_mode', a: ['remote'] }, direction: -1 });
      expect(parse('Satisfaction differs between remote and office workers', modes)).toMatchObject({ kind: 'groupDiff', group: { column: 'work_mode', a: ['remote'], b: ['office'] } });
      const schools = { school_type: cycle(['public', 'private', 'charter']), exam_score: nums(1) };
      expect(parse('Private and public schools differ in exam score', schools)).toMatchObject({ kind: 'groupDiff', y: 'exam_score', group: { column: 'school_type', a: ['private'], b: ['public'] } });
    });
  });

  describe('a time column that only names the rows or a rate', () => {
    const monthly = { month: Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`), units_sold: nums(1), holiday: cycle(['no', 'no', 'yes']) };

    it('is not a variable in "holiday months" or "per month"', () => {
      expect(parse('Holiday months sell more units', monthly)).toMatchObject({ kind: 'group', y: 'units_sold', group: { column: 'holiday', a: ['yes'] } });
      expect(parse('Units sold average more than 800 per month', monthly)).toMatchObject({ kind: 'mean', y: 'units_sold', threshold: 800, direction: 1 });
    });

    it('is not a variable in "monthly", "every month", "more than half of months" or "in summer months"', () => {
      const series = { month: Array.from({ length: 12 }, (_, i) => i + 1), revenue: nums(1).map((v) => 200 + 20 * v), spend: nums(2) };
      expect(parse('The average monthly revenue exceeds 350', series)).toMatchObject({ kind: 'mean', y: 'revenue', threshold: 350, direction: 1 });
      expect(parse('More than half of months have revenue above 300', series)).toMatchObject({ kind: 'median', y: 'revenue', threshold: 300, direction: 1 });
      expect(parse('Monthly revenue grows with spend', series)).toMatchObject({ kind: 'dir', x: ['spend'], y: 'revenue' });
      expect(() => parse('Revenue is at least 200 every month', series)).toThrow(/says "every month": a claim about every row of revenue/);
      expect(() => parse('Revenue is above 150 in all months', series)).toThrow(/says "in all months"/);
      // a kind of month the data does not mark is not the month number
      expect(() => parse('Revenue is higher in summer months', series)).toThrow(/mentions only one numeric column \(revenue\)/);
      // (a change from month to month is still time)
      expect(parse('Revenue grows every month', series)).toMatchObject({ kind: 'dir', x: ['month'], y: 'revenue' });
    });

    it('is time where the claim is about change', () => {
      expect(parse('Units sold grew over time', monthly)).toMatchObject({ kind: 'dir', x: ['month'], y: 'units_sold' });
      expect(parse('Units sold grew by 5 units per month', monthly)).toMatchObject({ kind: 'dir', x: ['month'] });
    });
  });

  describe('a trial', () => {
    const trial = { treatment: cycle(['drug', 'placebo']), age: nums(1), sex: cycle(['female', 'male', 'male']), bp_drop: nums(2), recovered: cycle(['yes', 'no', 'no']) };

    it('turns the sign round for an outcome that measures a fall, unless the claim names the fall', () => {
      expect(parse('The drug lowers blood pressure more than placebo', trial)).toMatchObject({ kind: 'group', y: 'bp_drop', direction: 1, group: { a: ['drug'] } });
      expect(parse('Drug patients see a bigger BP drop', trial)).toMatchObject({ kind: 'group', y: 'bp_drop', direction: 1 });
      expect(parse('Older patients have a smaller drop in blood pressure', trial)).toMatchObject({ kind: 'dir', x: ['age'], y: 'bp_drop', direction: -1 });
      expect(parse("Older patients' blood pressure falls less", trial)).toMatchObject({ kind: 'dir', direction: -1 });
    });

    it('compares the treated group with placebo when the claim names only the column', () => {
      expect(parse('Treatment increases recovery rate', trial)).toMatchObject({ kind: 'group', y: 'recovered', direction: 1, group: { column: 'treatment', a: ['drug'], b: ['placebo'] } });
    });

    it('reads shares in words', () => {
      expect(parse('More than half of patients recovered', trial)).toMatchObject({ kind: 'prop', y: 'recovered', threshold: 0.5, direction: 1 });
      expect(parse('Fewer than two thirds of patients recovered', trial)).toMatchObject({ kind: 'prop', direction: -1 });
      expect(parse('Fewer than two thirds of patients recovered', trial).threshold).toBeCloseTo(2 / 3, 10);
      // printed as a share is read, not to six decimals
      expect(parse('Fewer than two thirds of patients recovered', trial).statement).toBe('the share of recovered = yes is below 66.7%');
      expect(parse('More than a third of patients recovered', trial).statement).toMatch(/above 33\.3%$/);
      expect(parse('More than 33.33% of patients recovered', trial).statement).toMatch(/above 33\.33%$/);
      expect(parse('More than 12.5% of patients recovered', trial).statement).toMatch(/above 12\.5%$/);
      expect(parse('Half of drug patients recovered', trial)).toMatchObject({ kind: 'prop', within: { column: 'treatment', level: 'drug' }, threshold: 0.5 });
    });

    it('reads limits: "no more than", "at most", "no less than"', () => {
      const smokers = { ...trial, smoker: cycle(['yes', 'no', 'no']) };
      expect(parse('No more than a third of patients smoke', smokers)).toMatchObject({ kind: 'prop', y: 'smoker', outcomeLevel: 'yes', direction: -1 });
      expect(parse('At most 30% of patients are smokers', smokers)).toMatchObject({ kind: 'prop', direction: -1, threshold: 0.3 });
      expect(parse('No less than 20% of patients are smokers', smokers)).toMatchObject({ kind: 'prop', direction: 1, threshold: 0.2 });
      expect(parse('Fewer than a third of patients recovered', smokers)).toMatchObject({ kind: 'prop', y: 'recovered', direction: -1 });
    });

    it('splits by the column the outcome "depends on"', () => {
      expect(parse('Recovery does not depend on sex', trial)).toMatchObject({ kind: 'groupNone', x: ['sex'], y: 'recovered' });
    });
  });

  describe('a typical value', () => {
    const pay = { salary: nums(4), remote: cycle(['yes', 'no']), satisfaction: nums(1) };

    it('is not turned from "about" into "above" when it is a median', () => {
      expect(() => parse('The typical salary is around 65000', pay)).toThrow(/median \(or typical value\) of salary is about 65000/);
      expect(parse('The average salary is about 65000', pay)).toMatchObject({ kind: 'meanEq', threshold: 65000 });
      expect(parse('The median salary is above 65000', pay)).toMatchObject({ kind: 'median', direction: 1 });
    });

    it('finds satisfaction from "happier"', () => {
      expect(parse('Working remotely makes employees happier', pay)).toMatchObject({ y: 'satisfaction', x: ['remote'] });
    });
  });

  describe('a column named in the comparative', () => {
    it('takes "happier" for higher satisfaction, not for a difference either way', () => {
      const pay = { salary: nums(4), remote: cycle(['yes', 'no']), satisfaction: nums(1) };
      expect(parse('Working remotely makes employees happier', pay)).toMatchObject({ kind: 'group', y: 'satisfaction', group: { column: 'remote', a: ['yes'], b: ['no'] }, direction: 1 });
      const modes = { work_mode: cycle(['remote', 'office']), happiness_score: nums(1), tenure_years: nums(2) };
      expect(parse('Working remotely makes employees happier', modes)).toMatchObject({ kind: 'group', y: 'happiness_score', group: { column: 'work_mode', a: ['remote'] }, direction: 1 });
      expect(parse('Remote employees are the happiest', modes)).toMatchObject({ kind: 'group', direction: 1 });
    });

    it('reads the comparative of any word that names the column', () => {
      expect(parse('Older employees are happier', { age: nums(1), satisfaction: nums(2) })).toMatchObject({ kind: 'dir', x: ['age'], y: 'satisfaction', direction: 1 });
      expect(parse('Hotter days bring sales', { temperature: nums(1), sales: nums(2) })).toMatchObject({ kind: 'dir', x: ['temperature'], direction: 1 });
    });

    it('does not read a negated comparative as "higher"', () => {
      const pay = { salary: nums(4), remote: cycle(['yes', 'no']), satisfaction: nums(1) };
      expect(parse('Remote work does not make employees happier', pay).direction).not.toBe(1);
      expect(parse("Remote employees aren't happier", pay).direction).not.toBe(1);
    });
  });

  describe('a denied comparison', () => {
    const staff = { remote: cycle(['yes', 'no']), satisfaction: nums(1), salary: nums(2), age: nums(3), left_company: cycle(['true', 'false', 'false']) };
    const modes = { work_mode: cycle(['remote', 'office']), satisfaction: nums(1), salary: nums(2) };
    // "not more satisfied": not on the denied side, which no difference passes too (as "not above 30" is at most 30)
    const none = { kind: 'group', direction: -1, orEqual: true, y: 'satisfaction', group: { column: 'remote', a: ['yes'], b: ['no'] } };

    it('claims the groups are not apart on the denied side, whether the comparative is a cue or the column\'s own word', () => {
      for (const h of ['Remote employees are not more satisfied', 'Remote employees are not happier', "Remote employees aren't happier", 'Remote employees are no happier',
        'Remote work does not make employees happier']) {
        expect(parse(h, staff), h).toMatchObject(none);
      }
      expect(parse('Remote employees are not more satisfied', modes)).toMatchObject({ kind: 'group', orEqual: true, group: { column: 'work_mode', a: ['remote'], b: ['office'] } });
      expect(parse('Remote employees are not happier', modes)).toMatchObject({ kind: 'group', orEqual: true, group: { column: 'work_mode', a: ['remote'], b: ['office'] } });
      expect(parse("Remote employees don't earn more", staff)).toMatchObject({ ...none, y: 'salary' });
      expect(parse('Remote employees are no more likely to leave', staff)).toMatchObject({ ...none, y: 'left_company', outcomeLevel: 'true' });
      expect(parse('Remote employees are not less satisfied', staff)).toMatchObject({ ...none, direction: 1 });
    });

    it('claims no association between two measures', () => {
      expect(parse('Older employees are not happier', staff)).toMatchObject({ kind: 'none', x: ['age'], y: 'satisfaction' });
      expect(parse("Older employees don't earn more", staff)).toMatchObject({ kind: 'none', x: ['age'], y: 'salary' });
    });

    it('keeps a "not" that describes the rows, a limit, or "not as … as" as it was', () => {
      expect(parse('Remote employees are more satisfied', staff)).toMatchObject({ kind: 'group', direction: 1 });
      expect(parse('Remote employees are not as satisfied as office employees', modes)).toMatchObject({ kind: 'group', direction: -1 });
      // (which group "who are not remote" names is another matter: here it only must not deny the claim)
      expect(parse('Employees who are not remote are happier', staff).kind).not.toBe('groupNone');
      expect(parse('Employees who do not work remotely are happier', modes).kind).not.toBe('groupNone');
      expect(parse('No more than 30% of employees left', staff)).toMatchObject({ kind: 'prop', direction: -1 });
      expect(parse('Remote work does not affect satisfaction', staff).kind).toBe('groupNone');
    });
  });

  describe('a negation in the words about the rows', () => {
    const trial = { treatment: cycle(['drug', 'placebo']), smoker: cycle(['yes', 'no', 'no']), recovered: cycle(['yes', 'no', 'no']) };
    const staff = { remote: cycle(['yes', 'no']), satisfaction: nums(1), salary: nums(2) };
    const modes = { work_mode: cycle(['remote', 'office']), satisfaction: nums(1), salary: nums(2) };
    const nonSmokers = { kind: 'group', direction: 1, y: 'recovered', outcomeLevel: 'yes', group: { column: 'smoker', a: ['no'], b: ['yes'] } };

    it('reads a denied outcome as its other level, and refuses two groups of one column with the reason', () => {
      const modes = { work_mode: cycle(['remote', 'office']), churned: cycle(['yes', 'no', 'no']), satisfaction: nums(1) };
      const staff2 = { gender: cycle(['female', 'male']), remote: cycle(['yes', 'no', 'no']), salary: nums(2) };
      // "not remote" is remote = no; compared with the other group, as "women are remote" is
      for (const h of ['Women are not remote', "Women aren't remote"]) {
        expect(parse(h, staff2), h).toMatchObject({ kind: 'group', y: 'remote', outcomeLevel: 'no', direction: 1, group: { column: 'gender', a: ['female'] } });
      }
      // "never" says it of every woman, which one row can break: not the comparison of shares
      expect(() => parse('Women never work remotely', staff2)).toThrow(/it says "never": that every row of the group is so/);
      expect(parse('Remote employees do not churn', modes)).toMatchObject({ kind: 'group', y: 'churned', outcomeLevel: 'no', direction: 1, group: { a: ['remote'] } });
      expect(parse('Remote employees are not satisfied', modes)).toMatchObject({ kind: 'group', y: 'satisfaction', direction: -1, group: { a: ['remote'] } });
      // in a share, the share of the other level
      expect(parse('Most women are not remote', staff2)).toMatchObject({ kind: 'prop', y: 'remote', outcomeLevel: 'no', direction: 1, within: { column: 'gender', level: 'female' } });
      expect(parse('More than 60% of patients do not recover', trial)).toMatchObject({ kind: 'prop', y: 'recovered', outcomeLevel: 'no', threshold: 0.6 });
      expect(parse('More than 60% of patients who smoke do not recover', trial)).toMatchObject({ kind: 'prop', outcomeLevel: 'no', within: { column: 'smoker', level: 'yes' } });
      // a denied direction, a comparison or a claim of no effect keeps the outcome's level
      expect(parse('Remote employees do not churn more', modes)).toMatchObject({ kind: 'group', orEqual: true, direction: -1, outcomeLevel: 'yes' });
      expect(parse('Remote employees do not churn as often as office employees', modes)).toMatchObject({ kind: 'group', direction: -1, outcomeLevel: 'yes' });
      // two groups of one column: true or false by how the rows are coded
      expect(() => parse('Office employees are not remote', modes)).toThrow(/office and remote are both groups of work_mode and each row is in one of them only/);
    });

    it('counts a share among the rows a clause describes, negated or not', () => {
      const among = (level: string, direction: number, threshold: number) => ({ kind: 'prop', y: 'recovered', outcomeLevel: 'yes', direction, threshold, within: { column: 'smoker', level } });
      for (const h of ['More than 60% of patients who do not smoke recover', 'More than 60% of patients who never smoked recovered', "More than 60% of patients who don't smoke recover",
        'More than 60% of patients who are not smokers recover', 'More than 60% of non-smokers recover', 'Among patients who do not smoke, more than 60% recover']) {
        expect(parse(h, trial), h).toMatchObject(among('no', 1, 0.6));
      }
      expect(parse('More than 60% of patients who smoke recover', trial)).toMatchObject(among('yes', 1, 0.6));
      expect(parse('More than 60% of smokers recover', trial)).toMatchObject(among('yes', 1, 0.6));
      expect(parse('At least half of patients who do not smoke recover', trial)).toMatchObject(among('no', 1, 0.5));
      expect(parse('Less than 40% of patients that did not smoke recovered', trial)).toMatchObject(among('no', -1, 0.4));
      const named = { smoker: cycle(['smoker', 'non-smoker']), recovered: cycle(['yes', 'no', 'no']) };
      expect(parse('More than 60% of patients who do not smoke recover', named)).toMatchObject({ kind: 'prop', within: { column: 'smoker', level: 'non-smoker' } });
      const orders = { channel: cycle(['web', 'app']), region: cycle(['north', 'south', 'east']), returned: cycle(['yes', 'no', 'no']) };
      expect(parse('More than 60% of orders not from the app are returned', orders)).toMatchObject({ kind: 'prop', y: 'returned', within: { column: 'channel', level: 'web' } });
      // the rows not in one of three groups are two groups: no one group to count in
      expect(() => parse('More than 10% of orders that are not from the north are returned', orders)).toThrow(/among the rows whose region is not north, which are 2 groups \(east, south\)/);
    });

    it('names the other group of the yes/no column it negates', () => {
      for (const h of ['Patients who did not smoke recovered more often', "Patients who don't smoke recover more often", 'Patients who never smoked recovered more often',
        'Non-smokers recover more often', 'Not smoking improves recovery']) {
        expect(parse(h, trial), h).toMatchObject(nonSmokers);
      }
      expect(parse('Patients who did not smoke do not recover more often', trial)).toMatchObject({ kind: 'group', orEqual: true, direction: -1, group: { a: ['no'], b: ['yes'] } });
      // (the word after the yes/no column in "who are not remote earn" is the verb, not the rows)
      expect(parse('Employees who are not remote earn more', staff)).toMatchObject({ kind: 'group', direction: 1, y: 'salary', group: { column: 'remote', a: ['no'], b: ['yes'] } });
      expect(parse('Employees who are remote earn more', staff)).toMatchObject({ kind: 'group', direction: 1, y: 'salary', group: { column: 'remote', a: ['yes'], b: ['no'] } });
      expect(parse("Employees that aren't remote are happier", staff)).toMatchObject({ kind: 'group', direction: 1, y: 'satisfaction', group: { column: 'remote', a: ['no'] } });
      expect(parse('Students who were not tutored score lower', { tutoring: cycle(['yes', 'no']), exam_score: nums(1) }))
        .toMatchObject({ kind: 'group', direction: -1, y: 'exam_score', group: { column: 'tutoring', a: ['no'], b: ['yes'] } });
    });

    it('reads a group said as an adverb of the rows\' verb ("work remotely"), the verb after it being the claim\'s', () => {
      const remoteNo = { kind: 'group', direction: 1, y: 'salary', group: { column: 'remote', a: ['no'], b: ['yes'] } };
      for (const h of ['Employees who do not work remotely earn more', 'Employees not working remotely earn more', 'Employees who never work remotely earn more'])
        expect(parse(h, staff), h).toMatchObject(remoteNo);
      expect(parse('Employees who work remotely earn more', staff)).toMatchObject({ ...remoteNo, group: { column: 'remote', a: ['yes'], b: ['no'] } });
      // the adverb of a level names that level, whatever the column is called
      const location = { location: cycle(['remote', 'office']), salary: nums(2) };
      expect(parse('Employees who do not work remotely earn more', location)).toMatchObject({ kind: 'group', group: { column: 'location', a: ['office'], b: ['remote'] } });
      expect(parse('Employees who work remotely earn more', location)).toMatchObject({ kind: 'group', group: { column: 'location', a: ['remote'], b: ['office'] } });
      const modes3 = { work_mode: cycle(['remote', 'office', 'hybrid']), salary: nums(2), churned: cycle(['yes', 'no', 'no']) };
      expect(parse('Employees who do not work remotely earn more', modes3)).toMatchObject({ kind: 'group', group: { column: 'work_mode', a: ['hybrid', 'office'], b: ['remote'] } });
      expect(parse('More than 40% of employees who work remotely churn', modes3)).toMatchObject({ kind: 'prop', within: { column: 'work_mode', level: 'remote' } });
      const billing = { billing: cycle(['annual', 'monthly']), spend: nums(1) };
      expect(parse('Customers who pay annually spend more', billing)).toMatchObject({ kind: 'group', direction: 1, group: { column: 'billing', a: ['annual'] } });
    });

    it('names the other levels of a level it negates', () => {
      expect(parse('Employees who are not remote earn more', modes)).toMatchObject({ kind: 'group', y: 'salary', group: { column: 'work_mode', a: ['office'], b: ['remote'] } });
      expect(parse('Employees who do not work remotely are happier', modes)).toMatchObject({ kind: 'group', direction: 1, group: { column: 'work_mode', a: ['office'] } });
      expect(parse('Patients not on the drug recover less often', trial)).toMatchObject({ kind: 'group', direction: -1, group: { column: 'treatment', a: ['placebo'], b: ['drug'] } });
      const plans = { plan: cycle(['basic', 'premium', 'team']), churned: cycle(['yes', 'no', 'no']), spend: nums(3) };
      expect(parse('Customers who are not premium churn more', plans)).toMatchObject({ kind: 'group', y: 'churned', group: { column: 'plan', a: ['basic', 'team'], b: ['premium'] } });
      expect(parse('Customers not on the premium plan spend less', plans)).toMatchObject({ kind: 'group', direction: -1, y: 'spend', group: { a: ['basic', 'team'], b: ['premium'] } });
      const smokers = { smoker: cycle(['smoker', 'non-smoker']), systolic_bp: nums(1) };
      expect(parse('Non-smokers have lower blood pressure than smokers', smokers)).toMatchObject({ kind: 'group', direction: -1, group: { a: ['non-smoker'], b: ['smoker'] } });
      expect(parse('People who do not smoke have lower blood pressure', smokers)).toMatchObject({ kind: 'group', direction: -1, group: { a: ['non-smoker'], b: ['smoker'] } });
    });

    it('reads "not from / in / on <level>" right after the rows\' word as the rows, and the remaining measure as the outcome', () => {
      const orders = { order_value: nums(2), channel: cycle(['web', 'app']), returned: cycle(['yes', 'no', 'no']) };
      const web = { kind: 'group', direction: 1, y: 'returned', outcomeLevel: 'yes', group: { column: 'channel', a: ['web'], b: ['app'] } };
      expect(parse('Orders not from the app are returned more', orders)).toMatchObject(web);
      expect(parse('Orders from the app are returned more', orders)).toMatchObject({ ...web, group: { column: 'channel', a: ['app'], b: ['web'] } });
      expect(parse('Orders not from the app are not returned more', orders)).toMatchObject({ ...web, kind: 'group', orEqual: true, direction: -1 });
      expect(parse('Orders not from the app have a higher order value', orders)).toMatchObject({ kind: 'group', direction: 1, y: 'order_value', group: { a: ['web'] } });
      const staff = { employee: Array.from({ length: 12 }, (_, i) => i + 1), department: cycle(['sales', 'engineering', 'support']), salary: nums(2) };
      expect(parse('Employees not in engineering earn less', staff))
        .toMatchObject({ kind: 'group', direction: -1, y: 'salary', group: { column: 'department', a: ['sales', 'support'], b: ['engineering'] } });
    });

    it('turns round a direction it negates, and claims no "no effect"', () => {
      expect(parse('Students who do not study more score lower', { study_hours: nums(1), exam_score: nums(2) })).toMatchObject({ kind: 'dir', direction: 1 });
      // a "not" after the clause's verb denies the claim
      expect(parse('Customers who churn do not spend more', { churned: cycle(['yes', 'no']), spend: nums(3) })).toMatchObject({ kind: 'group', orEqual: true, direction: -1, y: 'spend' });
    });

    it('keeps groups named without a negation, or negated as a second group, as they were', () => {
      expect(parse('Patients who smoke recover less often', trial)).toMatchObject({ ...nonSmokers, direction: -1, group: { a: ['yes'], b: ['no'] } });
      expect(parse('Smokers recover less often', trial)).toMatchObject({ ...nonSmokers, direction: -1, group: { a: ['yes'], b: ['no'] } });
      expect(parse('Remote employees earn more than employees who are not remote', modes)).toMatchObject({ kind: 'group', direction: 1, group: { a: ['remote'] } });
      expect(parse('Remote employees earn more than employees who are not remote', staff)).toMatchObject({ kind: 'group', direction: 1, group: { a: ['yes'] } });
      expect(parse('Smokers have higher blood pressure than non-smokers', { smoker: cycle(['smoker', 'non-smoker']), systolic_bp: nums(1) }))
        .toMatchObject({ kind: 'group', direction: 1, group: { a: ['smoker'], b: ['non-smoker'] } });
    });
  });

  describe('a contrast', () => {
    const staff = { remote: cycle(['yes', 'no']), satisfaction: nums(1), salary: nums(2), age: nums(3) };
    const modes = { work_mode: cycle(['remote', 'office']), salary: nums(2) };
    const higher = { kind: 'group', direction: 1, y: 'salary', group: { column: 'remote', a: ['yes'], b: ['no'] } };

    it('takes the direction the claim states, not the one after "not", "rather than" or "instead of"', () => {
      for (const h of ['Remote employees earn more, not less', 'Remote employees earn more rather than less', 'Remote employees earn more and not less',
        'Remote employees earn more instead of less', 'Remote employees earn more, not less, than other employees', 'Remote employees earn not less but more',
        'Remote employees do not earn less but more', 'Remote employees have higher salaries, not lower ones']) {
        expect(parse(h, staff), h).toMatchObject(higher);
      }
      expect(parse('Remote employees earn less, not more', staff)).toMatchObject({ ...higher, direction: -1 });
      expect(parse('Remote employees earn more, not less, than office employees', modes)).toMatchObject({ kind: 'group', direction: 1, group: { column: 'work_mode', a: ['remote'], b: ['office'] } });
      expect(parse('Older employees earn more, not less', staff)).toMatchObject({ kind: 'dir', x: ['age'], y: 'salary', direction: 1 });
      // the rejected side's "not" is no claim of no effect
      expect(parse('Age raises salary, not lowers it', staff)).toMatchObject({ kind: 'dir', direction: 1 });
      expect(parse('Age does not raise salary but lowers it', staff)).toMatchObject({ kind: 'dir', direction: -1 });
    });

    it('keeps a "not" that is no contrast of directions as it was', () => {
      expect(parse('Remote employees do not earn more', staff)).toMatchObject({ ...higher, kind: 'group', orEqual: true, direction: -1 });
      expect(parse('Age does not raise salary', staff).kind).toBe('none');
      expect(parse('Remote employees earn fewer dollars, not more', staff)).toMatchObject({ ...higher, direction: -1 });
      // "not only …" claims both; a "not" that no direction comes right before is about the rows
      expect(parse('Remote employees earn not only more but much more', staff)).toMatchObject({ kind: 'group', direction: 1 });
      expect(parse('Employees not in the office earn less', modes)).toMatchObject({ kind: 'group', direction: -1 });
    });
  });

  describe('one-letter groups', () => {
    const ab = { variant: cycle(['A', 'B']), converted: cycle(['yes', 'no', 'no']), time_on_page: nums(1) };

    it('reads a group named first in the sentence, in either order', () => {
      expect(parse('B has a higher conversion rate than A', ab)).toMatchObject({ kind: 'group', group: { column: 'variant', a: ['B'], b: ['A'] }, direction: 1 });
      expect(parse('A converts better than B', ab)).toMatchObject({ kind: 'group', group: { column: 'variant', a: ['A'], b: ['B'] }, direction: 1 });
    });

    it('does not take the article "A" for a group', () => {
      expect(parse('A higher time on page goes with more conversions', ab).group?.column).not.toBe('variant');
      expect(parse('A user who spends more time on page converts more', ab).group?.column).not.toBe('variant');
      const trial = { arm: cycle(['A', 'B']), recovered: cycle(['yes', 'no', 'no']), discount: nums(2), order_value: nums(3) };
      expect(parse('A discount raises order value', trial)).toMatchObject({ kind: 'dir', x: ['discount'], y: 'order_value' });
      expect(() => parse('A group of patients recovers less often', trial)).toThrow(/no testable relation/);
    });

    it('reads a one-letter group first in the sentence before a plural or a group word, alone', () => {
      expect(parse('A users convert less', ab)).toMatchObject({ kind: 'group', y: 'converted', group: { column: 'variant', a: ['A'], b: ['B'] }, direction: -1 });
      expect(parse('A visitors spend more time on page', ab)).toMatchObject({ kind: 'group', y: 'time_on_page', group: { a: ['A'] }, direction: 1 });
      const trial = { arm: cycle(['A', 'B']), recovered: cycle(['yes', 'no', 'no']) };
      expect(parse('A patients recover less often', trial)).toMatchObject({ group: { column: 'arm', a: ['A'], b: ['B'] }, direction: -1 });
      expect(parse('A group recovers less often', trial)).toMatchObject({ group: { column: 'arm', a: ['A'] }, direction: -1 });
    });
  });

  describe('groups claimed alike or compared', () => {
    const orders = {
      region: cycle(['north', 'south', 'east', 'west']), order_value: nums(2), returned: cycle(['no', 'no', 'yes']), channel: cycle(['web', 'app']),
    };

    it('reads "the same", "similar" and "as often as" between groups as no difference', () => {
      for (const h of ['Web and app orders have the same order value', 'Web and app orders have similar order values', 'App orders have an order value as high as web orders']) {
        expect(parse(h, orders), h).toMatchObject({ kind: 'groupNone', y: 'order_value', group: { column: 'channel' } });
      }
      expect(parse('App orders are returned as often as web orders', orders)).toMatchObject({ kind: 'groupNone', y: 'returned', group: { column: 'channel', a: ['app'], b: ['web'] } });
      expect(parse('Returns are the same in every region', orders)).toMatchObject({ kind: 'groupNone', y: 'returned', x: ['region'] });
    });

    it('reads "inversely" and "opposite directions" as a negative association', () => {
      const two = { discount: nums(1), order_value: nums(2) };
      expect(parse('Discount and order value move in opposite directions', two)).toMatchObject({ kind: 'dir', direction: -1 });
      expect(parse('Discount is inversely related to order value', two)).toMatchObject({ kind: 'dir', direction: -1 });
    });

    it('reads "does not depend on" and "does not vary by" as no difference', () => {
      expect(parse('Order value does not depend on region', orders)).toMatchObject({ kind: 'groupNone', x: ['region'], y: 'order_value' });
      expect(parse('Order value does not vary by region', orders)).toMatchObject({ kind: 'groupNone', x: ['region'], y: 'order_value' });
    });

    it('does not take "no" in "no effect" or "no difference" for a level named no', () => {
      expect(parse('Channel has no effect on returns', orders)).toMatchObject({ kind: 'groupNone', x: ['channel'], y: 'returned', outcomeLevel: 'yes' });
      expect(parse('Region has no real impact on returns', orders)).toMatchObject({ kind: 'groupNone', x: ['region'], outcomeLevel: 'yes' });
      expect(parse('There is no difference in returns between web and app', orders).statement).toBe('the share of returned = yes is the same for channel = web and app');
      // levels written "Yes" and "No": a capitalised "No" opening the sentence is not the level either
      const capitalised = { ...orders, returned: cycle(['No', 'No', 'Yes']) };
      expect(parse('No difference in returns between web and app', capitalised)).toMatchObject({ kind: 'groupNone', y: 'returned', outcomeLevel: 'Yes', group: { column: 'channel', a: ['web'], b: ['app'] } });
      expect(parse('No link between channel and returns', capitalised)).toMatchObject({ kind: 'groupNone', x: ['channel'], y: 'returned', outcomeLevel: 'Yes' });
      // "no" naming the rows without something is still the level
      expect(parse('Orders with no returns have a higher order value', orders)).toMatchObject({ kind: 'group', group: { column: 'returned', a: ['no'] } });
    });

    it('reads a difference between two named groups either way, not as "the first is higher"', () => {
      expect(parse('Order value differs between web and app', orders)).toMatchObject({ kind: 'groupDiff', direction: 0, group: { column: 'channel', a: ['web'], b: ['app'] } });
      expect(parse('Web and app orders are not the same value', orders)).toMatchObject({ kind: 'groupDiff', group: { column: 'channel' } });
      expect(parse('North orders have a higher order value than south orders', orders)).toMatchObject({ kind: 'group', direction: 1, group: { a: ['north'], b: ['south'] } });
    });

    it('reads "A and B differ" either way when a level reads as a word of its column or as a direction', () => {
      // "older" matches age_group through age ~ old, and reads as the comparative of age
      const customers = { age_group: cycle(['older', 'younger']), sales: nums(1) };
      expect(parse('Older and younger customers differ in sales', customers)).toMatchObject({ kind: 'groupDiff', direction: 0, group: { column: 'age_group', a: ['older'], b: ['younger'] } });
      expect(parse('Sales differ between older and younger customers', customers)).toMatchObject({ kind: 'groupDiff', group: { a: ['older'], b: ['younger'] } });
      expect(parse('Older customers have higher sales', customers)).toMatchObject({ kind: 'group', direction: 1, group: { a: ['older'], b: ['younger'] } });
      expect(parse('Younger customers have lower sales', customers)).toMatchObject({ kind: 'group', direction: -1, group: { a: ['younger'], b: ['older'] } });
      const ages = { age_group: cycle(['older', 'middle', 'younger']), sales: nums(1) };
      expect(parse('Older customers have higher sales', ages)).toMatchObject({ kind: 'group', direction: 1, group: { a: ['older'], b: ['middle', 'younger'] } });
      // a level that reads as a direction ("top") is a name
      const stores = { tier: cycle(['top', 'middle', 'bottom']), sales: nums(1) };
      expect(parse('Bottom and top stores differ in sales', stores)).toMatchObject({ kind: 'groupDiff', group: { column: 'tier', a: ['bottom'], b: ['top'] } });
      expect(parse('Bottom stores sell less than top stores', stores)).toMatchObject({ kind: 'group', direction: -1, group: { a: ['bottom'], b: ['top'] } });
      // the column's own name is a level when the sentence names another of its levels
      const smokers = { smoker: cycle(['smoker', 'non-smoker']), systolic_bp: nums(1) };
      expect(parse('Smokers have higher blood pressure than non-smokers', smokers)).toMatchObject({ kind: 'group', direction: 1, group: { a: ['smoker'], b: ['non-smoker'] } });
      expect(parse('Treatment has no effect on recovery', { treatment: cycle(['treatment', 'control']), recovered: cycle(['yes', 'no', 'no']) }))
        .toMatchObject({ kind: 'groupNone', group: { column: 'treatment', a: [], b: [] } });
    });

    it('reads "as <the measure\'s word> as" between groups as no difference', () => {
      const modes = { work_mode: cycle(['remote', 'office']), satisfaction: nums(1), salary: nums(2), churned: cycle(['yes', 'no', 'no']) };
      const alike = { kind: 'groupNone', direction: 0, group: { column: 'work_mode', a: ['remote'], b: ['office'] } };
      expect(parse('Remote employees are as satisfied as office employees', modes)).toMatchObject({ ...alike, y: 'satisfaction' });
      expect(parse('Remote employees are as happy as office employees', modes)).toMatchObject({ ...alike, y: 'satisfaction' });
      expect(parse('Remote employees are as well paid as office employees', modes)).toMatchObject({ ...alike, y: 'salary' });
      expect(parse('Remote employees are as likely to churn as office employees', modes)).toMatchObject({ ...alike, y: 'churned' });
      expect(parse('App orders are as likely to be returned as web orders', orders)).toMatchObject({ kind: 'groupNone', y: 'returned', group: { column: 'channel', a: ['app'], b: ['web'] } });
      expect(parse('Remote employees are as satisfied as other employees', { remote: cycle(['yes', 'no']), satisfaction: nums(1) }))
        .toMatchObject({ kind: 'groupNone', y: 'satisfaction', group: { column: 'remote' } });
      // denied it is less; a multiple is refused (parse.test.ts: a multiple between groups)
      expect(parse('Remote employees are not as satisfied as office employees', modes)).toMatchObject({ kind: 'group', direction: -1, y: 'satisfaction' });
      expect(parse("Remote employees aren't as happy as office employees", modes)).toMatchObject({ kind: 'group', direction: -1, y: 'satisfaction' });
      expect(parse('Remote employees are not as well paid as office employees', modes)).toMatchObject({ kind: 'group', direction: -1, y: 'salary' });
      expect(() => parse('Remote employees are twice as satisfied as office employees', modes)).toThrow(/a multiple .*"mean satisfaction is higher for work_mode = remote than for office"/);
    });

    it('reads "as much <noun> as" and "at least / at most as … as" between groups', () => {
      const pay = { gender: cycle(['female', 'male']), salary: nums(2) };
      const alike = { kind: 'groupNone', direction: 0, y: 'salary', group: { column: 'gender', a: ['female'], b: ['male'] } };
      expect(parse('Women earn as much money as men', pay)).toMatchObject(alike);
      expect(parse('Women earn as much as men', pay)).toMatchObject(alike);
      // a bound claims a side: not below, not above (read as higher and lower)
      expect(parse('Women earn at least as much as men', pay)).toMatchObject({ kind: 'group', direction: 1 });
      expect(parse('Women are at least as well paid as men', pay)).toMatchObject({ kind: 'group', direction: 1 });
      expect(parse('Women earn at most as much as men', pay)).toMatchObject({ kind: 'group', direction: -1 });
    });

    it('reads "as well as" joining two measures or two groups as "and", not as a claim of no difference', () => {
      const money = { age: nums(1), income: nums(2), spending: nums(3) };
      expect(parse('Age as well as income predicts spending', money, 'predictive')).toMatchObject({ kind: 'predict', x: ['age', 'income'], y: 'spending' });
      expect(parse('Age as well as income predicts spending', money, 'predictive').statement).toBe(parse('Age and income predict spending', money, 'predictive').statement);
      const modes = { work_mode: cycle(['remote', 'office']), satisfaction: nums(1), salary: nums(2) };
      // (two measures said higher: a comparison is on one, and reading the first dropped the second)
      expect(() => parse('Satisfaction as well as salary is higher for remote employees', modes)).toThrow(/it names 2 measures \(satisfaction, salary\) beside the groups of work_mode/);
      // (said of both groups, it compares neither with the other, as "remote and office employees are satisfied")
      expect(() => parse('Remote as well as office employees are satisfied', modes)).toThrow(/names work_mode = remote and office together/);
      // after a verb or an adjective, before a group, it compares
      expect(parse('Remote employees are paid as well as office employees', modes)).toMatchObject({ kind: 'groupNone', y: 'salary' });
      expect(parse('Smokers recover as well as non-smokers', { smoker: cycle(['yes', 'no']), recovered: cycle(['yes', 'no', 'no']) })).toMatchObject({ kind: 'groupNone', y: 'recovered' });
    });

    it('keeps a comparison a comparison', () => {
      expect(() => parse('App orders are returned twice as often as web orders', orders)).toThrow(/a multiple .*"the share of returned = yes is higher for channel = app than for web"/);
      expect(parse('App orders are not returned as often as web orders', orders)).toMatchObject({ kind: 'group', direction: -1, y: 'returned' });
      expect(parse("App orders aren't as large as web orders", orders)).toMatchObject({ kind: 'group', direction: -1 });
      // "the same time" is about timing, not about groups
      // (refused: it names the north and returns, groups of two columns)
      expect(() => parse('Order value and returns rose at the same time in the north', orders)).toThrow(/names groups of two columns, region = north \("north"\) and returned/);
    });

    it('takes the outcome from the verb, not from the word that names the rows', () => {
      // "orders" only partly matches order_value; "returned" is the outcome
      expect(parse('App orders are returned more often', orders)).toMatchObject({ kind: 'group', y: 'returned', outcomeLevel: 'yes', group: { column: 'channel', a: ['app'] } });
      // with nothing else to measure, the rows' word is the measure
      expect(parse('Orders in the north are larger', orders)).toMatchObject({ kind: 'group', y: 'order_value', group: { column: 'region', a: ['north'] } });
    });

    it('splits by the column named after "by", "across" or "in every"', () => {
      expect(parse('Returns differ by region', orders)).toMatchObject({ kind: 'groupDiff', x: ['region'], y: 'returned' });
      expect(parse('Returns vary across channels', orders)).toMatchObject({ x: ['channel'], y: 'returned' });
    });
  });

  describe('"as … as" between the ends of a measure', () => {
    const staff = { age: nums(1), satisfaction: nums(2), salary: nums(3) };

    it('claims no association, and "not as … as" the other direction', () => {
      const none = { kind: 'none', direction: 0 };
      for (const h of ['Older employees are as satisfied as younger ones', 'Older employees are as satisfied as younger employees',
        'Older employees are as well paid as younger ones']) expect(parse(h, staff), h).toMatchObject(none);
      expect(parse('Older employees are not as satisfied as younger ones', staff)).toMatchObject({ kind: 'dir', direction: -1 });
    });

    it('reads the measure named after the "as … as", or by the verb before it, the same way', () => {
      const none = { kind: 'none', direction: 0 };
      for (const h of ['Younger employees are as well paid as older ones', 'Younger employees earn as much as older ones', 'Younger employees are as satisfied as older employees',
        'Older employees earn as much as younger ones', 'Older employees are paid just as much as younger ones']) expect(parse(h, staff), h).toMatchObject(none);
      // denied, the subject's end is the lower one: here the younger end, so higher age, higher pay
      expect(parse('Younger employees are not as well paid as older ones', staff)).toMatchObject({ kind: 'dir', direction: 1 });
      expect(parse("Older employees don't earn as much as younger ones", staff)).toMatchObject({ kind: 'dir', direction: -1 });
      expect(() => parse('Older employees earn twice as much as younger ones', staff)).toThrow(/a multiple .*"higher age goes with higher salary"/);
    });

    it('keeps a comparison, a multiple or a plain direction as it was', () => {
      expect(parse('Older employees are more satisfied than younger ones', staff)).toMatchObject({ kind: 'dir', direction: 1 });
      expect(() => parse('Older employees are twice as satisfied as younger ones', staff)).toThrow(/a multiple .*"higher satisfaction goes with higher age"/);
      expect(parse('Older employees are happier', staff)).toMatchObject({ kind: 'dir', direction: 1 });
      expect(parse('Remote employees are as satisfied as office employees', { ...staff, work_mode: cycle(['remote', 'office']) }))
        .toMatchObject({ kind: 'groupNone', group: { column: 'work_mode' } });
    });
  });

  describe('two groups named together', () => {
    const staff = { gender: cycle(['female', 'male']), satisfaction: nums(1), salary: nums(2), remote: cycle(['yes', 'no', 'no']) };

    it('refuses a claim about both that neither compares them nor gives a number, and says what to state', () => {
      for (const h of ['Women and men are satisfied', 'Men and women are satisfied', 'Both women and men are satisfied', 'Women or men are satisfied',
        'Women and men are paid', 'Women and men are remote', 'Women and men are not satisfied']) {
        expect(() => parse(h, staff), h).toThrow(/names gender = (female and male|male and female) together and says what holds for both, but neither how they compare nor a number/);
      }
      expect(() => parse('Women and men are satisfied', staff)).toThrow(/"the average satisfaction is higher for female than for male", "the average satisfaction differs between female and male"/);
      expect(() => parse('Women and men are remote', staff)).toThrow(/"the share of remote = yes is higher for female than for male"/);
    });

    it('keeps a difference, a sameness and a direction between them', () => {
      expect(parse('Women and men differ in satisfaction', staff)).toMatchObject({ kind: 'groupDiff', group: { column: 'gender', a: ['female'], b: ['male'] } });
      expect(parse('Women and men are equally satisfied', staff)).toMatchObject({ kind: 'groupNone', group: { column: 'gender', a: ['female'], b: ['male'] } });
      expect(parse('Women are more satisfied than men', staff)).toMatchObject({ kind: 'group', direction: 1, group: { a: ['female'] } });
      expect(parse('Women are satisfied, men are not', staff).kind).toBe('group');
    });
  });

  describe('a word for the low end of a measure', () => {
    const staff = { age: nums(1), satisfaction: nums(2), salary: nums(3) };
    const products = { price: nums(1), units_sold: nums(2), weight_kg: nums(3), category: cycle(['toys', 'tools']) };

    it('names the measure and turns the direction round, as its high end names it', () => {
      const lower = { kind: 'dir', x: ['age'], y: 'salary', direction: -1 };
      for (const h of ['Younger employees earn more', 'Younger employees earn more than older ones',
        'Older employees earn less than younger ones']) expect(parse(h, staff), h).toMatchObject(lower);
      expect(parse('Younger employees earn less than older ones', staff)).toMatchObject({ kind: 'dir', x: ['age'], direction: 1 });
      expect(parse('The youngest employees are the least satisfied', staff)).toMatchObject({ kind: 'dir', x: ['age'], y: 'satisfaction', direction: 1 });
      expect(parse('Cheaper products sell more', products)).toMatchObject({ kind: 'dir', x: ['price'], y: 'units_sold', direction: -1 });
      expect(parse('Lighter products sell more', products)).toMatchObject({ kind: 'dir', x: ['weight_kg'], y: 'units_sold', direction: -1 });
      expect(parse('Heavier products sell less', products)).toMatchObject({ kind: 'dir', x: ['weight_kg'], direction: -1 });
      expect(parse('Lighter products are cheaper', products)).toMatchObject({ kind: 'dir', x: ['weight_kg'], y: 'price', direction: 1 });
      expect(parse('Shorter people earn less', { height: nums(1), salary: nums(2) })).toMatchObject({ kind: 'dir', x: ['height'], direction: 1 });
      expect(parse('Younger employees churn more', { ...staff, churned: cycle(['yes', 'no', 'no']) }))
        .toMatchObject({ kind: 'group', y: 'age', group: { column: 'churned', a: ['yes'] }, direction: -1 });
    });

    it('gives the end of the measure it describes, whatever its own direction', () => {
      const shop = { delivery_time: nums(1), returned: cycle(['yes', 'no', 'no']) };
      const longer = { kind: 'group', y: 'delivery_time', group: { column: 'returned', a: ['yes'] }, direction: 1 };
      for (const h of ['Faster deliveries reduce returns', 'Slower deliveries increase returns', 'Longer deliveries increase returns', 'Shorter deliveries reduce returns'])
        expect(parse(h, shop), h).toMatchObject(longer);
      expect(parse('Shorter waits raise satisfaction', { wait_minutes: nums(1), satisfaction: nums(2) })).toMatchObject({ kind: 'dir', x: ['wait_minutes'], direction: -1 });
      expect(parse('Smaller orders are returned less', { order_size: nums(1), returned: cycle(['yes', 'no']) }))
        .toMatchObject({ kind: 'group', y: 'order_size', group: { a: ['yes'] }, direction: 1 });
    });

    it('claims no direction when both ends are named together, and keeps groups named by them', () => {
      expect(parse('Younger and older employees differ in salary', staff)).toMatchObject({ kind: 'assoc', direction: 0 });
      expect(parse('Older and younger employees differ in salary', staff)).toMatchObject({ kind: 'assoc', direction: 0 });
      expect(parse('Older employees are as satisfied as younger ones', staff)).toMatchObject({ kind: 'none', direction: 0 });
      const customers = { age_group: cycle(['older', 'younger']), sales: nums(1) };
      expect(parse('Younger and older customers differ in sales', customers)).toMatchObject({ kind: 'groupDiff', group: { column: 'age_group', a: ['younger'], b: ['older'] } });
      expect(parse('Younger customers have lower sales', customers)).toMatchObject({ kind: 'group', direction: -1, group: { a: ['younger'] } });
    });

    it('does not take a column from a word of several measures that only shares one of its words', () => {
      // "shorter" could be a height, a length or a time: response_time is not named by it
      expect(() => parse('Shorter trips cost more', { response_time: nums(1), sales: nums(2) })).toThrow(/no phrase in it matches/);
      // describing a group, the word names no measure: the claim is about the women's salary
      expect(parse('Younger women earn more than men', { ...staff, gender: cycle(['female', 'male']) }))
        .toMatchObject({ kind: 'group', y: 'salary', group: { column: 'gender', a: ['female'] }, direction: 1 });
    });
  });

  describe('a measure cut at a number', () => {
    const waits = { wait_minutes: nums(1), complained: cycle(['yes', 'no', 'no']), rating: nums(2) };
    const staff = { years_experience: nums(3), salary: nums(2), department: cycle(['sales', 'support']) };

    it('compares the rows on either side of the number, and says so', () => {
      const c = parse('Waits over 15 minutes increase complaints', waits);
      expect(c).toMatchObject({ kind: 'group', x: ['wait_minutes'], y: 'complained', outcomeLevel: 'yes', direction: 1,
        group: { column: 'wait_minutes', a: ['> 15'], b: ['≤ 15'] }, cut: { column: 'wait_minutes', op: '>', at: 15 } });
      expect(c.statement).toBe('the share of complained = yes is higher for wait_minutes > 15 than for wait_minutes ≤ 15');
      // the unit after the number is the measure's own word, not another column
      expect(c.matches.map((m) => m.column)).toEqual(['wait_minutes', 'complained']);
      expect(parse('Complaints are more common when waits are above 15', waits)).toMatchObject({ y: 'complained', cut: { op: '>', at: 15 }, direction: 1 });
      // a measure's comparative before "than" and the number: "patients older than 40"
      const ward = { age: nums(4).map((v) => 50 + 20 * v), readmitted: cycle(['yes', 'no', 'no']), salary: nums(2) };
      expect(parse('Patients older than 40 are readmitted more', ward)).toMatchObject({ kind: 'group', y: 'readmitted', outcomeLevel: 'yes', direction: 1, cut: { column: 'age', op: '>', at: 40 } });
      expect(parse('Employees older than 40 earn less', ward)).toMatchObject({ kind: 'group', y: 'salary', direction: -1, cut: { column: 'age', op: '>', at: 40 } });
      expect(parse('Employees younger than 30 earn less', ward)).toMatchObject({ kind: 'group', y: 'salary', direction: -1, cut: { column: 'age', op: '<', at: 30 } });
      // "aged" names the age: "aged over 40" is a cut as "with over 10 years of experience" is
      expect(parse('Patients aged over 40 are readmitted more', ward)).toMatchObject({ kind: 'group', y: 'readmitted', direction: 1, cut: { column: 'age', op: '>', at: 40 } });
      expect(parse('Employees aged under 30 earn less', ward)).toMatchObject({ kind: 'group', y: 'salary', direction: -1, cut: { column: 'age', op: '<', at: 30 } });
      // the bound written after the number: "50 or more", "65 and over", "40 or less"
      expect(parse('Employees aged 50 or older earn more', ward)).toMatchObject({ kind: 'group', y: 'salary', direction: 1, cut: { column: 'age', op: '>=', at: 50 } });
      expect(parse('Patients aged 65 and over are readmitted more', ward)).toMatchObject({ y: 'readmitted', cut: { column: 'age', op: '>=', at: 65 } });
      expect(parse('Waits of 15 minutes or less lower complaints', waits)).toMatchObject({ y: 'complained', direction: -1, cut: { column: 'wait_minutes', op: '<=', at: 15 } });
      expect(parse('The average wait is 15 minutes or more', waits)).toMatchObject({ kind: 'mean', threshold: 15, direction: 1 });
      expect(parse('The median wait is 20 or less', waits)).toMatchObject({ kind: 'median', threshold: 20, direction: -1 });
      expect(parse('Employees with at least 10 years of experience earn more', staff))
        .toMatchObject({ kind: 'group', y: 'salary', cut: { column: 'years_experience', op: '>=', at: 10 }, group: { a: ['≥ 10'], b: ['< 10'] }, direction: 1 });
    });

    it('reads a bound after the number past a unit of measure ("20 mg or more")', () => {
      const doses = { dose: nums(1).map((v) => 5 * Math.round(v)), bp_drop: nums(2) };
      expect(parse('The bp drop is larger for doses of 20 mg or more', doses)).toMatchObject({ kind: 'group', y: 'bp_drop', direction: 1, cut: { column: 'dose', op: '>=', at: 20 } });
      expect(parse('The average dose is 20 mg or more', doses)).toMatchObject({ kind: 'mean', y: 'dose', direction: 1, threshold: 20 });
      expect(parse('The average bp drop is 5 mmHg or less', doses)).toMatchObject({ kind: 'mean', y: 'bp_drop', direction: -1, threshold: 5 });
    });

    it('takes "more than" and "less than" in the cut for the side, not for the direction', () => {
      expect(parse('Waits of less than 5 minutes lower complaints', waits)).toMatchObject({ cut: { op: '<', at: 5 }, direction: -1 });
      expect(parse('Waits of more than 15 minutes lower the rating', waits)).toMatchObject({ y: 'rating', cut: { op: '>' }, direction: -1 });
      expect(parse('Waits of no more than 5 minutes do not change the rating', waits)).toMatchObject({ kind: 'groupNone', cut: { op: '<=', at: 5 } });
    });

    it('reads a comparative before the cut measure after "than" as the other side, not as a direction', () => {
      const doses = { dose_mg: nums(1).map((v) => 5 * Math.round(v)), bp_drop: nums(2) };
      expect(parse('Doses above 10 mg reduce blood pressure more than lower doses', doses)).toMatchObject({ kind: 'group', y: 'bp_drop', direction: 1, cut: { column: 'dose_mg', op: '>', at: 10 } });
      expect(parse('Doses above 10 mg give a smaller drop than lower doses', doses)).toMatchObject({ kind: 'group', direction: -1 });
      expect(parse('Doses under 10 mg give a smaller drop than higher doses', doses)).toMatchObject({ kind: 'group', direction: -1, cut: { op: '<', at: 10 } });
    });

    it('reads a clause about the rows before the bound, and a denial in it turns the side round', () => {
      const orders = { order_value: nums(2).map((v) => 20 + 3 * v), returned: cycle(['yes', 'no', 'no']) };
      for (const h of ["Orders that aren't more than $30 are returned less", 'Orders that are not more than $30 are returned less', "Orders that don't exceed $30 are returned less",
        "Orders that weren't over $30 were returned less", "Orders which isn't above 30 are returned less", 'Orders not over $30 are returned less']) {
        expect(parse(h, orders), h).toMatchObject({ kind: 'group', y: 'returned', direction: -1, cut: { column: 'order_value', op: '<=', at: 30 } });
      }
      expect(parse('Orders that are over $30 are returned more', orders)).toMatchObject({ kind: 'group', y: 'returned', direction: 1, cut: { op: '>', at: 30 } });
      expect(parse('Orders worth more than $30 are returned less', orders)).toMatchObject({ kind: 'group', y: 'returned', direction: -1, cut: { op: '>', at: 30 } });
      const ward = { age: nums(4).map((v) => 50 + 20 * v), readmitted: cycle(['yes', 'no', 'no']) };
      expect(parse("Patients who aren't older than 60 are readmitted more", ward)).toMatchObject({ kind: 'group', direction: 1, cut: { column: 'age', op: '<=', at: 60 } });
      expect(parse('Patients not younger than 60 are readmitted more', ward)).toMatchObject({ kind: 'group', direction: 1, cut: { column: 'age', op: '>=', at: 60 } });
    });

    it('cuts a column of fractions at P/100 and a column in percent at P', () => {
      const fractions = { discount_rate: nums(1).map((v) => v / 40), basket_size: nums(2) };
      expect(parse('Discounts above 20% raise basket size', fractions)).toMatchObject({ cut: { column: 'discount_rate', at: 0.2 } });
      expect(parse('Discounts above 20% raise basket size', { discount_pct: nums(1).map((v) => v * 3), basket_size: nums(2) }))
        .toMatchObject({ cut: { column: 'discount_pct', at: 20 } });
    });

    it('reads a percentage on a mean or median the same way, and a share as a fraction always', () => {
      const inPercent = { discount_pct: nums(1).map((v) => v * 3), returned: cycle(['yes', 'no', 'no']) };
      expect(parse('The average discount is above 20%', inPercent)).toMatchObject({ kind: 'mean', y: 'discount_pct', threshold: 20, direction: 1 });
      expect(parse('The median discount is below 15%', inPercent)).toMatchObject({ kind: 'median', threshold: 15, direction: -1 });
      expect(parse('The average discount is about 15%', inPercent)).toMatchObject({ kind: 'meanEq', threshold: 15 });
      expect(parse('The average discount is above 20%', { discount_rate: nums(1).map((v) => v / 40) })).toMatchObject({ kind: 'mean', threshold: 0.2 });
      expect(parse('More than 20% of orders are returned', inPercent)).toMatchObject({ kind: 'prop', y: 'returned', threshold: 0.2 });
    });

    it('keeps a number that is not a cut of the rows where it was', () => {
      // the outcome's target, a share, and a plain number of years are not cuts
      expect(parse('Waits push the rating above 4', waits).cut).toBeUndefined();
      // (nor the mean of the waits against the share: "long" gives no number the waits pass)
      expect(() => parse('More than 60% of long waits end in complaints', waits)).toThrow(/counts a share of the rows/);
      expect(parse('Employees with 10 years of experience earn more', staff)).toMatchObject({ kind: 'dir', x: ['years_experience'], y: 'salary' });
      expect(parse('A longer wait lowers the rating', waits)).toMatchObject({ kind: 'dir', direction: -1 });
      expect(parse('The average wait is above 15 minutes', waits)).toMatchObject({ kind: 'mean', y: 'wait_minutes', threshold: 15 });
      // "longer than" and "older than" are threshold words too, as "shorter than" is
      expect(parse('The average wait is longer than 15 minutes', waits)).toMatchObject({ kind: 'mean', threshold: 15, direction: 1 });
      expect(parse('The median wait is shorter than 15 minutes', waits)).toMatchObject({ kind: 'median', threshold: 15, direction: -1 });
      const ages = { age: nums(3).map((v) => 40 + 10 * v) };
      expect(parse('Customers are older than 30 on average', ages)).toMatchObject({ kind: 'mean', threshold: 30, direction: 1 });
    });
  });

  describe('rows that lack something: "with no", "without"', () => {
    const orders = { discount_pct: nums(1).map((v) => Math.max(0, Math.round(v * 3) - 6)), order_value: nums(2), returned: cycle(['yes', 'no', 'no']) };
    it('reads a share of the rows with (or without) some of a measure as a share among those rows, not a comparison', () => {
      const orders = { discount_pct: nums(1).map((v, i) => (i % 3 === 0 ? 0 : v)), order_value: nums(2), returned: cycle(['yes', 'no', 'no']) };
      const among = { kind: 'prop', y: 'returned', outcomeLevel: 'yes', within: { column: 'discount_pct', level: '> 0' }, cut: { column: 'discount_pct', op: '>', at: 0 } };
      expect(parse('Most orders with a discount are returned', orders)).toMatchObject({ ...among, direction: 1, threshold: 0.5 });
      expect(parse('More than half of orders with a discount are returned', orders)).toMatchObject({ ...among, direction: 1, threshold: 0.5 });
      expect(parse('Fewer than 40% of orders with no discount are returned', orders))
        .toMatchObject({ ...among, direction: -1, threshold: 0.4, within: { level: '≤ 0' }, cut: { op: '<=' } });
      expect(parse('Most orders with a discount are not returned', orders)).toMatchObject({ ...among, outcomeLevel: 'no' });
      expect(parse('Most orders with a discount are returned', orders).statement).toBe('the share of returned = yes among rows with discount_pct > 0 is above 50%');
    });

    const noDiscount = { kind: 'group', direction: -1, x: ['discount_pct'], y: 'returned', outcomeLevel: 'yes',
      cut: { column: 'discount_pct', op: '<=', at: 0 }, group: { column: 'discount_pct', a: ['≤ 0'], b: ['> 0'] } };

    it('compares the rows without any of a measure (at most 0) with the rest, on the other column', () => {
      const c = parse('Orders with no discount are returned less', orders);
      expect(c).toMatchObject(noDiscount);
      expect(c.statement).toBe('the share of returned = yes is lower for discount_pct ≤ 0 than for discount_pct > 0');
      for (const h of ['Orders without a discount are returned less', 'Orders with zero discount are returned less']) expect(parse(h, orders), h).toMatchObject(noDiscount);
      expect(parse('Customers who got no discount return more', orders)).toMatchObject({ ...noDiscount, direction: 1 });
      const { outcomeLevel: _, ...measure } = noDiscount;
      expect(parse('Orders with no discount have a lower order value', orders)).toMatchObject({ ...measure, y: 'order_value' });
      expect(parse('Orders with no discount are returned as often as other orders', orders)).toMatchObject({ ...noDiscount, kind: 'groupNone', direction: 0 });
    });

    it('takes the level that says so of a yes/no or group column, and not "no" for the outcome\'s level', () => {
      const flagged = { discount: cycle(['yes', 'no', 'no']), order_value: nums(2), returned: cycle(['yes', 'no', 'no', 'no']) };
      const no = { kind: 'group', direction: -1, y: 'returned', outcomeLevel: 'yes', group: { column: 'discount', a: ['no'], b: ['yes'] } };
      expect(parse('Orders with no discount are returned less', flagged)).toMatchObject(no);
      expect(parse('Orders without a discount are returned less', flagged)).toMatchObject(no);
      const promos = { promo: cycle(['no', 'spring', 'summer']), returned: cycle(['yes', 'no', 'no', 'no']) };
      expect(parse('Orders with no promo are returned less', promos)).toMatchObject({ ...no, group: { column: 'promo', a: ['no'], b: ['spring', 'summer'] } });
      const named = { promo: cycle(['no promo', 'spring', 'summer']), returned: cycle(['yes', 'no', 'no', 'no']) };
      expect(parse('Orders with no promo are returned less', named)).toMatchObject({ ...no, group: { column: 'promo', a: ['no promo'], b: ['spring', 'summer'] } });
      expect(parse('Students with no tutoring pass less often', { tutoring: cycle(['yes', 'no']), passed: cycle(['yes', 'no', 'yes']) }))
        .toMatchObject({ kind: 'group', direction: -1, y: 'passed', outcomeLevel: 'yes', group: { column: 'tutoring', a: ['no'], b: ['yes'] } });
      const trial = { treatment: cycle(['drug', 'placebo']), recovered: cycle(['yes', 'no', 'no']) };
      expect(parse('Patients without the drug recover less often', trial)).toMatchObject({ kind: 'group', direction: -1, group: { column: 'treatment', a: ['placebo'], b: ['drug'] } });
    });

    it('reads "no X orders" as the rows without X, first in the sentence or after "than", "and", "vs"', () => {
      const coupons = { coupon: cycle(['yes', 'no', 'no']), order_value: nums(2), returned: cycle(['yes', 'no', 'no', 'no']) };
      const less = { kind: 'group', direction: -1, y: 'returned', outcomeLevel: 'yes', group: { column: 'coupon', a: ['no'], b: ['yes'] } };
      expect(parse('No coupon orders are returned less', coupons)).toMatchObject(less);
      expect(parse('No-coupon orders are returned less', coupons)).toMatchObject(less);
      expect(parse('Coupon orders are returned more than no coupon orders', coupons))
        .toMatchObject({ kind: 'group', direction: 1, y: 'returned', outcomeLevel: 'yes', group: { column: 'coupon', a: ['yes'], b: ['no'] } });
      // the claim's own "no" stays a claim of no effect
      expect(parse('Coupons have no effect on returns', coupons)).toMatchObject({ kind: 'groupNone', direction: 0, outcomeLevel: 'yes' });
    });

    it('reads "with a X", "with any X", "who got a X" as the rows that have some of a measure (over 0), against the rest', () => {
      const some = { ...noDiscount, direction: 1, cut: { column: 'discount_pct', op: '>', at: 0 }, group: { column: 'discount_pct', a: ['> 0'], b: ['≤ 0'] } };
      const c = parse('Orders with a discount are returned more', orders);
      expect(c).toMatchObject(some);
      expect(c.statement).toBe('the share of returned = yes is higher for discount_pct > 0 than for discount_pct ≤ 0');
      for (const h of ['Orders with any discount are returned more', 'Customers who got a discount return more']) expect(parse(h, orders), h).toMatchObject(some);
      const { outcomeLevel: _, ...measure } = some;
      expect(parse('Orders with a discount have a higher order value', orders)).toMatchObject({ ...measure, y: 'order_value' });
      expect(parse('Orders with a discount are not returned more', orders)).toMatchObject({ ...some, kind: 'group', orEqual: true, direction: -1 });
    });

    it('keeps a comparison or a number after "with" as it was', () => {
      const orders = { discount_pct: nums(1).map((v) => Math.max(0, Math.round(v * 3) - 6)), returned: cycle(['yes', 'no', 'no']) };
      expect(parse('Orders with a discount of over 20% are returned more', orders)).toMatchObject({ cut: { column: 'discount_pct', op: '>', at: 20 } });
      expect(parse('Orders with a higher discount are returned more', orders).cut).toBeUndefined();
      const staff = { years_experience: nums(1), salary: nums(2) };
      expect(parse('Employees with more experience earn more', staff)).toMatchObject({ kind: 'dir', direction: 1, x: ['years_experience'], y: 'salary' });
      expect(parse('Employees with experience earn more', staff)).toMatchObject({ kind: 'dir', direction: 1, x: ['years_experience'], y: 'salary' });
    });

    it('keeps "no" in a limit, a claim of no effect, or a number\'s cut as it was', () => {
      expect(parse('Orders with no more than 10% discount are returned less', orders)).toMatchObject({ cut: { column: 'discount_pct', op: '<=', at: 10 } });
      expect(parse('Discount has no effect on returns', orders).cut).toBeUndefined();
      expect(parse('Discounts over 20% increase returns', orders)).toMatchObject({ cut: { op: '>', at: 20 }, direction: 1 });
      expect(parse('Orders with no returns have a higher order value', { ...orders, returned: cycle(['no', 'no', 'yes']) }))
        .toMatchObject({ kind: 'group', y: 'order_value', group: { column: 'returned', a: ['no'] } });
    });
  });

  describe('share claims', () => {
    const d = { order_value: nums(1), on_time: cycle(['yes', 'no', 'yes']) };

    it('reads "P% of <rows> …" as a share of the yes/no or group column, not as a comparison', () => {
      expect(parse('More than 60% of orders arrive on time', d)).toMatchObject({ kind: 'prop', y: 'on_time', outcomeLevel: 'yes', threshold: 0.6, direction: 1, x: [] });
      expect(parse('The share of orders on time is above 60%', d)).toMatchObject({ kind: 'prop', y: 'on_time', threshold: 0.6 });
      expect(parse('Fewer than 30 percent of all orders arrive late', { order_count: nums(2), delivery: cycle(['late', 'on time', 'on time']) }))
        .toMatchObject({ kind: 'prop', y: 'delivery', outcomeLevel: 'late', threshold: 0.3, direction: -1 });
    });

    it('keeps comparisons as they were', () => {
      expect(parse('Orders on time have a higher order value', d)).toMatchObject({ kind: 'group', y: 'order_value', group: { column: 'on_time' } });
      // a column not mentioned does not matter
      const withRegion = { ...d, region: cycle(['north', 'south', 'east', 'west']) };
      expect(parse('More than 60% of orders arrive on time', withRegion)).toMatchObject({ kind: 'prop', y: 'on_time' });
      expect(parse('More than 60% of orders arrive on time', withRegion).within).toBeUndefined();
    });

    describe('within one group', () => {
      const customers = { plan: cycle(['basic', 'premium']), churned: cycle(['yes', 'no', 'no']), spend: nums(3) };
      const premium = { kind: 'prop', y: 'churned', outcomeLevel: 'yes', within: { column: 'plan', level: 'premium' }, x: [] };

      it('counts the rows of the group the claim names, not the whole column', () => {
        expect(parse('More than 60% of premium customers churn', customers)).toMatchObject({ ...premium, threshold: 0.6, direction: 1 });
        expect(parse('Among premium customers, over 60% churned', customers)).toMatchObject({ ...premium, threshold: 0.6, direction: 1 });
        expect(parse('The churn rate for premium customers is above 60%', customers)).toMatchObject({ ...premium, threshold: 0.6 });
        expect(parse('Most premium customers churn', customers)).toMatchObject({ ...premium, threshold: 0.5, direction: 1 });
        expect(parse('Fewer than 30% of basic customers churn', customers)).toMatchObject({ ...premium, within: { column: 'plan', level: 'basic' }, threshold: 0.3, direction: -1 });
        expect(parse('More than 60% of premium customers churn', customers).statement).toBe('the share of churned = yes among plan = premium is above 60%');
        // a customer id column does not turn "premium customers" into a measure
        const withIds = { customer: nums(4), ...customers };
        expect(parse('More than 60% of premium customers churn', withIds)).toMatchObject({ ...premium, threshold: 0.6 });
        expect(parse('Most premium customers churn', withIds)).toMatchObject({ ...premium, threshold: 0.5 });
        const withRegion = { ...d, region: cycle(['north', 'south', 'east', 'west']) };
        expect(parse('More than 60% of orders in the north arrive on time', withRegion))
          .toMatchObject({ kind: 'prop', y: 'on_time', within: { column: 'region', level: 'north' }, threshold: 0.6 });
      });

      it('takes a yes/no column named among the rows counted for the group', () => {
        const students = { tutoring: cycle(['yes', 'no']), passed: cycle(['yes', 'no', 'yes']), exam_score: nums(1) };
        expect(parse('Over 70% of tutored students pass', students)).toMatchObject({ kind: 'prop', y: 'passed', within: { column: 'tutoring', level: 'yes' }, threshold: 0.7 });
        expect(parse('Most tutored students pass', students)).toMatchObject({ kind: 'prop', y: 'passed', within: { column: 'tutoring', level: 'yes' }, threshold: 0.5 });
        expect(parse('More than 60% of churned customers are premium', customers)).toMatchObject({ kind: 'prop', y: 'plan', outcomeLevel: 'premium', within: { column: 'churned', level: 'yes' } });
      });

      it('keeps a comparison between groups a comparison', () => {
        // two groups named, or a numeric outcome; a size of the difference ("20% more likely") is refused
        expect(parse('Premium customers churn more than basic customers', customers)).toMatchObject({ kind: 'group', group: { column: 'plan', a: ['premium'], b: ['basic'] } });
        expect(() => parse('Premium customers are 20% more likely to churn', customers)).toThrow(/it gives the size of a difference \("20% more"\)/);
        // (nor a comparison of the two that drops the 60%: refused)
        expect(() => parse('More than 60% of premium and basic customers churn', customers)).toThrow(/share "More than 60%" is not read/);
        // a numeric outcome against a number is the group's mean, not a share (group-threshold.test.ts)
        expect(parse('Premium customers spend more than 60', customers)).toMatchObject({ kind: 'mean', y: 'spend', threshold: 60 });
      });
    });
  });
});

describe('a negated bound on one column', () => {
  const d = { delivery_minutes: nums(1), tips: nums(2) };
  it('turns the side round: "not above 30" is at or below 30', () => {
    for (const h of ['Delivery time is not above 30 minutes', 'The average delivery time does not exceed 30 minutes', "Delivery minutes don't go over 30"]) {
      expect(parse(h, { delivery_minutes: nums(1) }), h).toMatchObject({ kind: 'mean', y: 'delivery_minutes', direction: -1, threshold: 30 });
    }
    for (const h of ['Average delivery time is not below 20 minutes', 'The mean delivery time never falls below 20 minutes']) {
      expect(parse(h, { delivery_minutes: nums(1) }), h).toMatchObject({ kind: 'mean', direction: 1, threshold: 20 });
    }
    expect(parse('Average delivery minutes is above 30', d)).toMatchObject({ kind: 'mean', direction: 1 });
  });
  it('turns a contracted or verb-separated "not more than", "not at least" round as well', () => {
    for (const h of ["Delivery time isn't more than 30 minutes", 'Delivery time is not at least 30 minutes', "Deliveries don't take longer than 30 minutes", 'Delivery time is no longer than 30 minutes', "Delivery minutes weren't greater than 30"]) {
      expect(parse(h, { delivery_minutes: nums(1) }), h).toMatchObject({ kind: 'mean', y: 'delivery_minutes', direction: -1, threshold: 30 });
    }
    for (const h of ["Delivery time isn't less than 30 minutes", "Deliveries don't take under 30 minutes", "Deliveries aren't shorter than 30 minutes"]) {
      expect(parse(h, { delivery_minutes: nums(1) }), h).toMatchObject({ kind: 'mean', y: 'delivery_minutes', direction: 1, threshold: 30 });
    }
  });
  it('reads "at most" as the mean at or below the number, like "no more than" (not "most" of the rows)', () => {
    expect(parse('Delivery time is at most 30 minutes', d)).toMatchObject({ kind: 'mean', y: 'delivery_minutes', direction: -1, threshold: 30 });
    expect(parse('Delivery time is not at most 30 minutes', d)).toMatchObject({ kind: 'mean', direction: 1, threshold: 30 });
    expect(parse('Most deliveries take under 30 minutes', d)).toMatchObject({ kind: 'median', direction: -1, threshold: 30 });
  });
});

describe('a negated verb before a bound in its clause', () => {
  const d = { dose_mg: cycle(['0', '10', '20', '40']).map(Number), bp_drop: nums(2), smoker: cycle(['yes', 'no', 'no']) };
  it('denies the bound: "do not have a drop above 10" is at most 10', () => {
    for (const h of ['Patients do not have a bp drop above 10', 'Patients do not see a bp drop above 10', 'Patients did not show a bp drop above 10', "Patients don't get a bp drop above 10",
      'Patients do not have a bp drop of more than 10', "Patients won't have an average bp drop above 10", 'Patients do not have a bp drop that is above 10']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'mean', y: 'bp_drop', direction: -1, threshold: 10 });
    }
    expect(parse('Patients do not have a bp drop below 5', d)).toMatchObject({ kind: 'mean', direction: 1, threshold: 5 });
    expect(parse('Patients did not usually see a bp drop of at least 10', d)).toMatchObject({ kind: 'mean', direction: -1, threshold: 10 });
    expect(parse('Most patients do not have a bp drop above 10', d)).toMatchObject({ kind: 'median', direction: -1, threshold: 10 });
    // within a cut of the rows, the outcome's bound is the one denied
    expect(parse('Patients on 40 mg do not have a bp drop above 10', d)).toMatchObject({ kind: 'mean', direction: -1, threshold: 10, cut: { column: 'dose_mg', op: '=', at: 40 } });
    expect(parse('Doses above 20 mg do not give a bp drop above 10 on average', d)).toMatchObject({ kind: 'mean', direction: -1, threshold: 10, cut: { column: 'dose_mg', op: '>', at: 20 } });
  });
  it('leaves a negation in another clause, or in the words about the rows, alone', () => {
    for (const h of ['Patients who do not smoke have a bp drop above 10', 'Patients that are not smokers have a bp drop above 10', 'If patients do not smoke, their bp drop is above 10',
      'Patients do not smoke and have a bp drop above 10', 'Patients have a bp drop above 10']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'mean', y: 'bp_drop', direction: 1, threshold: 10 });
    }
    expect(parse('The bp drop is no more than 10', d)).toMatchObject({ kind: 'mean', direction: -1, threshold: 10 });
  });
  it('reads a negated group joined by "and" to the bound as the other group ("do not smoke and have …": smoker = no)', () => {
    for (const h of ['Patients do not smoke and have a bp drop above 10', "Patients don't smoke and have a bp drop above 10", 'Patients never smoked and have a bp drop above 10',
      'Patients are not smokers and have a bp drop above 10', 'Patients who do not smoke have a bp drop above 10', 'Non-smokers have a bp drop above 10']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'mean', y: 'bp_drop', direction: 1, threshold: 10, within: { column: 'smoker', level: 'no' } });
    }
    expect(parse('Patients smoke and have a bp drop above 10', d)).toMatchObject({ within: { column: 'smoker', level: 'yes' } });
    const s = { satisfaction: nums(1), gender: cycle(['female', 'male']) };
    expect(parse('Satisfaction does not differ between women and men', s)).toMatchObject({ kind: 'groupNone' });
  });
  it('denies the bound after a "no" before the measure, as after "do not see a"', () => {
    for (const h of ['Patients see no bp drop above 10', 'Patients have no bp drop above 10', 'Patients get no bp drop of more than 10', 'There is no bp drop above 10']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'mean', y: 'bp_drop', direction: -1, threshold: 10 });
    }
    expect(parse('Patients have no bp drop below 5', d)).toMatchObject({ kind: 'mean', direction: 1, threshold: 5 });
    // the "no" is the claim's, not the level "no" of smoker
    expect(parse('Smokers see no bp drop above 10', d)).toMatchObject({ kind: 'mean', direction: -1, within: { column: 'smoker', level: 'yes' } });
    expect(parse('Patients see a bp drop of no more than 10', d)).toMatchObject({ kind: 'mean', direction: -1, threshold: 10 });
  });
  it('reads what "there is" (or is not) as the bound, with the rows named after it, not as a cut of the rows', () => {
    // (was: the share of smoker = no compared across bp_drop > 10 and ≤ 10)
    for (const h of ['There is no bp drop above 10 in smokers', 'There are no bp drops above 10 among smokers', 'Smokers have no bp drop above 10']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'mean', y: 'bp_drop', direction: -1, threshold: 10, within: { column: 'smoker', level: 'yes' } });
      expect(parse(h, d), h).not.toHaveProperty('cut');
    }
    expect(parse('There is no bp drop above 10 in non-smokers', d)).toMatchObject({ kind: 'mean', direction: -1, within: { column: 'smoker', level: 'no' } });
    expect(parse('There was a bp drop above 10 in smokers', d)).toMatchObject({ kind: 'mean', direction: 1, threshold: 10, within: { column: 'smoker', level: 'yes' } });
    // a measure that describes the rows still cuts them
    expect(parse('Patients with a bp drop above 10 are smokers more often', d)).toMatchObject({ kind: 'group', cut: { column: 'bp_drop', op: '>', at: 10 } });
  });
  it('cuts the rows that lack a value past the bound on the other side of it', () => {
    const p = { ...d, stay_days: nums(3) };
    for (const h of ['Patients with no bp drop above 10 stay longer', 'Patients without a bp drop above 10 stay longer', 'Patients who do not have a bp drop above 10 stay longer',
      'Patients who never saw a bp drop of more than 10 stay longer']) {
      expect(parse(h, p), h).toMatchObject({ kind: 'group', y: 'stay_days', direction: 1, group: { column: 'bp_drop', a: ['≤ 10'], b: ['> 10'] } });
    }
    expect(parse('Patients with a bp drop above 10 stay longer', p)).toMatchObject({ group: { column: 'bp_drop', a: ['> 10'], b: ['≤ 10'] } });
  });
  it('refuses "never" or "no" said of every row of a group too, naming the average and a share', () => {
    for (const h of ['Smokers never have a bp drop above 10', 'No smoker has a bp drop above 10']) {
      expect(() => parse(h, d), h).toThrow(/every row of bp_drop among smoker = yes.*average bp_drop among smoker = yes is below 10.*at least 95% of rows with smoker = yes have bp_drop below 10/);
    }
    expect(() => parse('Patients never have a bp drop above 10', d)).toThrow(/every row of bp_drop .*average bp_drop is below 10.*at least 95% of rows have bp_drop below 10/);
  });
});

describe('a share of the rows past a number', () => {
  const d = { exam_score: nums(1).map((x) => 40 + 4 * x), cohort: cycle(['spring', 'autumn']) };
  it('reads half of the rows past a number as the median on the side both words give', () => {
    expect(parse('Fewer than half of students score above 70', d)).toMatchObject({ kind: 'median', y: 'exam_score', direction: -1, threshold: 70 });
    expect(parse('More than half of students have an exam score below 55', d)).toMatchObject({ kind: 'median', direction: -1, threshold: 55 });
    expect(parse('At least 50% of students score 60 or more', d)).toMatchObject({ kind: 'median', direction: 1, threshold: 60 });
    expect(parse('Less than half of spring students score over 70', d)).toMatchObject({ kind: 'median', direction: -1, threshold: 70, within: { column: 'cohort', level: 'spring' } });
  });
  it('reads other shares as the share of the rows on that side of the number', () => {
    expect(parse('At least 30% of students score over 60', d)).toMatchObject({ kind: 'prop', y: 'exam_score', direction: 1, threshold: 0.3, cut: { column: 'exam_score', op: '>', at: 60 }, outcomeLevel: '> 60' });
    expect(parse('Fewer than 10% of students have an exam score below 45', d)).toMatchObject({ kind: 'prop', direction: -1, threshold: 0.1, cut: { op: '<', at: 45 } });
    expect(parse('Two thirds of students score above 50', d)).toMatchObject({ kind: 'prop', direction: 1, cut: { op: '>', at: 50 } });
    expect(parse('More than 20 percent of students score 50 or less', d)).toMatchObject({ kind: 'prop', direction: 1, threshold: 0.2, cut: { op: '<=', at: 50 } });
    expect(parse('At least 30% of students score over 60', d).statement).toBe('the share of rows with exam_score > 60 is above 30%');
  });
  it('counts a share of one group\'s rows past a number among that group', () => {
    expect(parse('At least 30% of spring students score over 60', d)).toMatchObject({ kind: 'prop', y: 'exam_score', direction: 1, threshold: 0.3, cut: { op: '>', at: 60 }, within: { column: 'cohort', level: 'spring' } });
    expect(parse('Less than 30% of students in the autumn cohort score under 50', d)).toMatchObject({ kind: 'prop', direction: -1, cut: { op: '<', at: 50 }, within: { level: 'autumn' } });
    // the rows named first ("students", partly exam_score's word) are the measure the number cuts
    const orders = { order_value: nums(1).map((x) => 40 + 3 * x), variant: cycle(['A', 'B']) };
    expect(parse('More than half of orders in variant B are over 50', orders)).toMatchObject({ kind: 'median', y: 'order_value', direction: 1, threshold: 50, within: { column: 'variant', level: 'B' } });
    expect(parse('More than half of orders are in variant B', orders)).toMatchObject({ kind: 'prop', y: 'variant', threshold: 0.5 });
  });
  it('reads the number the rows pass where it comes before the share ("above 60 in at least 30% of …")', () => {
    expect(parse('Exam scores are above 60 in at least 30% of students', d)).toMatchObject({ kind: 'prop', direction: 1, threshold: 0.3, cut: { column: 'exam_score', op: '>', at: 60 } });
    expect(parse('The exam score is below 50 in fewer than 20% of cases', d)).toMatchObject({ kind: 'prop', direction: -1, threshold: 0.2, cut: { op: '<', at: 50 } });
  });
  it('turns a duration the rows pass into the unit of the column', () => {
    const ward = { length_of_stay_days: nums(1), wait_minutes: nums(2) };
    expect(parse('More than 60% of patients stay longer than a week', ward)).toMatchObject({ kind: 'prop', y: 'length_of_stay_days', direction: 1, threshold: 0.6, cut: { op: '>', at: 7 } });
    expect(parse('Over 80% of patients wait less than 2 hours', ward)).toMatchObject({ kind: 'prop', y: 'wait_minutes', cut: { op: '<', at: 120 } });
    expect(() => parse('More than 60% of patients stay longer than a month', ward)).toThrow(/no whole number of/);
    // "within" a bound is at most it: the median (or mean) below it, not "about" it
    expect(parse('Most patients wait within half an hour', ward)).toMatchObject({ kind: 'median', y: 'wait_minutes', direction: -1, threshold: 30 });
    expect(parse('Most patients wait within 30 minutes', ward)).toMatchObject({ kind: 'median', direction: -1, threshold: 30 });
    expect(parse('Patients wait within 30 minutes on average', ward)).toMatchObject({ kind: 'mean', direction: -1, threshold: 30 });
  });
  it('reads "the majority of" the rows past a number as the median, as "most" is read', () => {
    expect(parse('The majority of students score above 60', d)).toMatchObject({ kind: 'median', y: 'exam_score', direction: 1, threshold: 60 });
    expect(parse('A majority of students score under 50', d)).toMatchObject({ kind: 'median', direction: -1, threshold: 50 });
  });
  it('refuses a margin around a number ("within 5% of 30"), which is no share of the rows', () => {
    for (const h of ['The average exam score is within 5% of 60', 'Exam scores are within 10% of 60']) {
      expect(() => parse(h, d), h).toThrow(/a margin \("\d+% of 60"\)/);
    }
  });
  it('refuses a share of the rows that names no number they pass rather than test the mean against it', () => {
    expect(() => parse('More than 75% of students have a good exam score', d)).toThrow(/counts a share of the rows \(75% of them\)/);
  });
});

describe('a range of values', () => {
  it('is refused, naming the range, rather than read at one of its ends', () => {
    const d = { wait_minutes: nums(1), rating: nums(2), member: cycle(['yes', 'no']) };
    for (const h of ['The average wait is between 20 and 30 minutes', 'Customers who wait between 5 and 10 minutes give lower ratings', 'Members waiting between 5 to 10 minutes rate higher']) {
      expect(() => parse(h, d), h).toThrow(/range \("between 5|range \("between 20/);
    }
    // without "between": "25 to 30 minutes", "from 20 to 35"
    expect(() => parse('Waits take 25 to 30 minutes', d)).toThrow(/range \("25 to 30"\)/);
    expect(() => parse('The wait ranges from 20 to 35 minutes', d)).toThrow(/range \("from 20 to 35"\)/);
    expect(parse('The average wait is above 20 minutes', d)).toMatchObject({ kind: 'mean', threshold: 20 });
    expect(parse('Rating differs between members and others', d)).toMatchObject({ y: 'rating' });
  });
});

describe('a bare number beside a yes/no outcome', () => {
  it('is no share unless "%", "of" or a share word makes it one', () => {
    const d = { renewed: cycle(['yes', 'no', 'yes']), region: cycle(['north', 'south']) };
    for (const h of ['Members under 30 renew more often', 'Customers above 40 renewed']) {
      expect(() => parse(h, d), h).toThrow(/number (30|40) with no "%"/);
    }
    expect(parse('The renewal rate is above 60', d)).toMatchObject({ kind: 'prop', threshold: 0.6 });
    expect(parse('More than 60 percent of members renew', d)).toMatchObject({ kind: 'prop', threshold: 0.6 });
    expect(parse('More than 0.6 of members renew', d)).toMatchObject({ kind: 'prop', threshold: 0.6 });
  });
});

describe('verbs of length', () => {
  it('read "shortens" and "lessens" as lower, "lengthens" and "prolongs" as higher', () => {
    const d = { therapy: cycle(['active', 'placebo']), recovery_days: nums(1), dose_mg: nums(2) };
    expect(parse('The therapy shortens recovery days', d)).toMatchObject({ kind: 'group', y: 'recovery_days', direction: -1 });
    expect(parse('The therapy lessens recovery days', d)).toMatchObject({ kind: 'group', direction: -1 });
    expect(parse('A higher dose prolongs recovery days', d)).toMatchObject({ kind: 'dir', x: ['dose_mg'], direction: 1 });
    expect(parse('A higher dose shortens recovery days', d)).toMatchObject({ kind: 'dir', direction: -1 });
  });
});

describe('a comparative of speed before a duration', () => {
  it('reads "faster than" as below and "slower than" as above the number', () => {
    const d = { delivery_minutes: nums(1).map((v) => 20 + v) };
    expect(parse('Deliveries are faster than 30 minutes', d)).toMatchObject({ kind: 'mean', direction: -1, threshold: 30 });
    expect(parse('Deliveries are quicker than 30 minutes on average', d)).toMatchObject({ kind: 'mean', direction: -1, threshold: 30 });
    expect(parse('Deliveries are slower than 20 minutes', d)).toMatchObject({ kind: 'mean', direction: 1, threshold: 20 });
  });
});

describe('a number before the measure with no word that bounds it', () => {
  it('is refused as a label of the rows, not read as a value of the measure', () => {
    const d = { dose: nums(1).map((v) => 5 * Math.round(v)), bp_drop: nums(2), wait_minutes: nums(3) };
    expect(() => parse('Patients given 40 mg see the biggest bp drop', d)).toThrow(/gives 40 mg before bp_drop with no word that makes it a bound/);
    // in the measure's own unit it is still its value, and a word of size still bounds it
    expect(parse('30 minutes is the average wait', d)).toMatchObject({ kind: 'meanEq', y: 'wait_minutes', threshold: 30 });
    expect(parse('The bp drop is 8 on average', d)).toMatchObject({ kind: 'meanEq', y: 'bp_drop', threshold: 8 });
  });
});

describe('more of one group\'s rows past a number', () => {
  it('is refused rather than read as the group\'s average against the number', () => {
    const d = { order_value: nums(1).map((v) => 35 + v), variant: cycle(['A', 'B']) };
    expect(() => parse('Variant A has more orders under 40', d)).toThrow(/compares how many rows of variant = A have order_value under 40/);
    expect(parse('Variant A orders are under 40 on average', d)).toMatchObject({ kind: 'mean', direction: -1, threshold: 40, within: { column: 'variant', level: 'A' } });
  });
});

describe('a share near all of the rows', () => {
  it('is refused with the share to state, rather than read as the average', () => {
    const d = { delivery_minutes: nums(1).map((v) => 20 + v) };
    expect(() => parse('Almost all deliveries arrive within 45 minutes', d)).toThrow(/says "almost all".*at least 90% of rows have delivery_minutes below 45/);
    expect(() => parse('Almost no delivery takes more than 45 minutes', d)).toThrow(/says "almost no".*at least 90% of rows have delivery_minutes below 45/);
  });
});

describe('a bound said of every row', () => {
  it('is refused rather than read as the average past the number', () => {
    const d = { wait_minutes: nums(1), rating: cycle(['good', 'bad']) };
    for (const [h, side] of [['No customer waits more than 45 minutes', 'below 45'], ['All customers wait less than 45 minutes', 'below 45'],
      ['Every customer waits over 10 minutes', 'above 10'], ['None of the customers waited over 50 minutes', 'below 50'], ['Customers never wait more than 45 minutes', 'below 45'],
      // "never" turns the side round once, also where "never above" already turned it
      ['Waits never exceed 60 minutes', 'below 60'], ['Waits never fall below 5 minutes', 'above 5'], ['The wait is never over 60 minutes', 'below 60']]) {
      expect(() => parse(h as string, d), h).toThrow(new RegExp(`every row of wait_minutes.*average wait_minutes is ${side}`));
    }
    expect(parse('No more than 20% of customers rate bad', d)).toMatchObject({ kind: 'prop', direction: -1 });
    expect(parse('The average wait never falls below 20 minutes', d)).toMatchObject({ kind: 'mean', direction: 1 });
  });
});

describe('"most" or a fraction of the rows, where the rows share a word with a measure', () => {
  it('counts the share of the level, not a comparison on the measure', () => {
    const d = { sales_amount: nums(1), store_type: cycle(['mall', 'street']), refunded: cycle(['yes', 'no', 'no']) };
    expect(parse('Most sales come from mall stores', d)).toMatchObject({ kind: 'prop', y: 'store_type', outcomeLevel: 'mall', threshold: 0.5, direction: 1 });
    expect(parse('More than half of sales come from mall stores', d)).toMatchObject({ kind: 'prop', y: 'store_type', outcomeLevel: 'mall', direction: 1 });
    expect(parse('Less than a third of sales are refunded', d)).toMatchObject({ kind: 'prop', y: 'refunded', outcomeLevel: 'yes', direction: -1 });
    expect(parse('Most sales are above 5', d)).toMatchObject({ kind: 'median', y: 'sales_amount', threshold: 5 });
  });
  it('counts the share of rows with none (or some) of a measure rows have or lack', () => {
    const d = { order_value: nums(1), discount: cycle(['0', '0', '5', '0', '10', '0']).map(Number), returned: cycle(['yes', 'no', 'no']) };
    expect(parse('Most orders have no discount', d)).toMatchObject({ kind: 'prop', y: 'discount', cut: { column: 'discount', op: '<=', at: 0 }, outcomeLevel: '≤ 0', threshold: 0.5, direction: 1,
      statement: 'the share of rows with discount ≤ 0 is above 50%' });
    expect(parse('Fewer than 40% of customers got a discount', d)).toMatchObject({ kind: 'prop', y: 'discount', cut: { op: '>', at: 0 }, outcomeLevel: '> 0', threshold: 0.4, direction: -1 });
    expect(parse('Few orders have discounts', d)).toMatchObject({ kind: 'prop', y: 'discount', cut: { op: '>' }, direction: -1 });
    // the rows without a discount compared on another column stay a comparison
    expect(parse('Orders with no discount are returned less', d)).toMatchObject({ kind: 'group', y: 'returned', cut: { column: 'discount', op: '<=', at: 0 } });
  });
});

describe("one group's measure against a number after the measure's comparative", () => {
  it('reads "smokers are older than 40" as the smokers\' age above 40, not smokers older than the others', () => {
    const d = { age: nums(1).map((x) => 20 + 3 * x), member: cycle(['yes', 'no']) };
    expect(parse('Members are older than 40', d)).toMatchObject({ kind: 'mean', y: 'age', direction: 1, threshold: 40, within: { column: 'member', level: 'yes' } });
    expect(parse('Most members are younger than 35', d)).toMatchObject({ kind: 'median', y: 'age', direction: -1, threshold: 35, within: { column: 'member', level: 'yes' } });
    expect(parse('Members are older than non-members', d)).toMatchObject({ kind: 'group', y: 'age', direction: 1 });
  });
});

describe('the rows named first and qualified by "through", "via", "placed", "made"', () => {
  it('are the rows, not the measure that shares their word', () => {
    const d = { ticket_cost: nums(1), source: cycle(['email', 'phone']), resolved: cycle(['yes', 'no', 'yes']) };
    for (const h of ['Tickets via email are resolved less', 'Tickets made through email are resolved less', 'Tickets placed by email are resolved less']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'group', x: ['source'], y: 'resolved', direction: -1, group: { a: ['email'] } });
    }
  });
});

describe('a duration in words as the bound', () => {
  it('is turned into the unit the column\'s name gives', () => {
    const d = { delivery_minutes: nums(1).map((x) => 20 + x) };
    expect(parse('Delivery takes less than half an hour', d)).toMatchObject({ kind: 'mean', y: 'delivery_minutes', direction: -1, threshold: 30 });
    expect(parse('Delivery takes more than an hour', d)).toMatchObject({ kind: 'mean', direction: 1, threshold: 60 });
    expect(parse('Delivery takes about an hour and a half', d)).toMatchObject({ kind: 'meanEq', threshold: 90 });
    const s = { length_of_stay_days: nums(2) };
    expect(parse('Patients stay longer than a week', s)).toMatchObject({ kind: 'mean', y: 'length_of_stay_days', direction: 1, threshold: 7 });
    expect(parse('Patients stay less than two weeks', s)).toMatchObject({ kind: 'mean', direction: -1, threshold: 14 });
  });
  it('is refused, naming the unit, where the column\'s unit is not known or not a whole multiple', () => {
    expect(() => parse('Patients stay longer than a week', { stay: nums(2) })).toThrow(/"a week", a duration in weeks, but the unit of stay is not known.*"7" if it is in days/);
    expect(() => parse('Delivery takes less than half an hour', { delivery_time: nums(1) })).toThrow(/"half an hour", a duration in hours.*"30" if it is in minutes/);
    expect(() => parse('Patients stay longer than a month', { stay_days: nums(2) })).toThrow(/stay_days is in days, which a month is no whole number of/);
    expect(() => parse('Smokers have a length of stay longer than a week', { length_of_stay_days: nums(2), smoker: cycle(['yes', 'no']) })).toThrow(/"a week" as a bound.*not tested yet/);
    // a number in another unit than the column's: turned into it
    expect(parse('Delivery takes less than 2 hours', { delivery_minutes: nums(1) })).toMatchObject({ kind: 'mean', direction: -1, threshold: 120 });
    expect(parse('Delivery takes less than 45 minutes', { delivery_minutes: nums(1) })).toMatchObject({ kind: 'mean', threshold: 45 });
    expect(parse('Patients stay longer than 2 weeks', { stay_days: nums(2) })).toMatchObject({ kind: 'mean', threshold: 14 });
    expect(() => parse('Patients stay longer than 1 month', { stay_days: nums(2) })).toThrow(/"1 month", and stay_days is in days, which a month is no whole number of/);
    expect(parse('Deliveries over 2 hours get fewer tips', { delivery_minutes: nums(1), tip: nums(2) })).toMatchObject({ kind: 'group', y: 'tip', cut: { column: 'delivery_minutes', op: '>', at: 120 } });
    // still a share where "half" is one
    expect(parse('More than half of deliveries are late', { delivery_minutes: nums(1), late: cycle(['yes', 'no']) })).toMatchObject({ kind: 'prop', threshold: 0.5 });
  });
});

describe('a bound on the rows whose other side is a measure\'s end after "than"', () => {
  it('cuts that measure at the number and compares the sides on the other column', () => {
    const d = { age: nums(1).map((x) => 30 + 4 * x), length_of_stay: nums(2) };
    expect(parse('Patients over 60 stay longer than younger patients', d)).toMatchObject({ kind: 'group', x: ['age'], y: 'length_of_stay', direction: 1,
      cut: { column: 'age', op: '>', at: 60 }, statement: 'mean length_of_stay is higher for age > 60 than for age ≤ 60' });
    expect(parse('Patients under 40 stay shorter than older ones', d)).toMatchObject({ kind: 'group', y: 'length_of_stay', direction: -1, cut: { column: 'age', op: '<', at: 40 } });
  });
});

describe("what a yes/no column's verb counts", () => {
  it('is the rows, not the measure that shares their word: "return fewer orders" is about returns', () => {
    const d = { order_value: nums(1), returned: cycle(['yes', 'no', 'no']), tier: cycle(['gold', 'silver', 'bronze']) };
    expect(parse('Gold customers return fewer orders', d)).toMatchObject({ kind: 'group', x: ['tier'], y: 'returned', outcomeLevel: 'yes', direction: -1, group: { a: ['gold'] } });
    expect(parse('Gold customers returned more orders', d)).toMatchObject({ kind: 'group', y: 'returned', direction: 1 });
    expect(parse('Gold customers place larger orders', d)).toMatchObject({ kind: 'group', y: 'order_value', direction: 1 });
  });
});

describe('a bound that a comparison of groups would drop', () => {
  it('is refused, naming the bound, rather than compare the groups without it', () => {
    const d = { member: cycle(['yes', 'no']), renewed: cycle(['yes', 'no', 'no']) };
    expect(() => parse('Members over 40 renew more often', d)).toThrow(/bound "over 40" names no measure/);
    expect(() => parse('Members under 30 renew less', d)).toThrow(/bound "under 30" names no measure/);
    // a bound after the measure's word is a cut, which the comparison would drop just as well
    expect(() => parse('Members aged over 40 renew less', { ...d, age: nums(1) })).toThrow(/cut "aged over 40" on age is not read in that comparison/);
    expect(parse('Members renew more often', d)).toMatchObject({ kind: 'group', x: ['member'], y: 'renewed', direction: 1 });
    expect(() => parse('Members renew 20% more often', d)).toThrow(/it gives the size of a difference \("20% more"\)/);
  });
  it('names the measure a unit after the number points to: its unit in the name, or a word of the name', () => {
    const d = { delivery_minutes: nums(1).map((x) => 20 + x), vehicle: cycle(['bike', 'car']), tip: nums(2) };
    for (const h of ['Bike deliveries over 30 minutes get fewer tips', 'Bike deliveries taking over 30 mins get fewer tips']) {
      expect(() => parse(h, d), h).toThrow(/cut "over 30 min(ute)?s" on delivery_minutes is not read in that comparison/);
    }
    const w = { weight_kg: nums(1), member: cycle(['yes', 'no']), renewed: cycle(['yes', 'no', 'no']) };
    expect(() => parse('Members over 80 kg renew less', w)).toThrow(/cut "over 80 kg" on weight_kg/);
    expect(parse('Deliveries over 30 minutes get fewer tips', d)).toMatchObject({ kind: 'group', y: 'tip', cut: { column: 'delivery_minutes', op: '>', at: 30 } });
    expect(parse('Bike deliveries take over 30 minutes', d)).toMatchObject({ kind: 'mean', y: 'delivery_minutes', threshold: 30, within: { column: 'vehicle', level: 'bike' } });
  });
});

describe('a multiple between groups', () => {
  const d = { coached: cycle(['yes', 'no']), promoted: cycle(['yes', 'no', 'no']), bonus: nums(1), tenure_years: nums(2) };
  it('is refused, naming the direction-only claim on the side the multiple says', () => {
    expect(() => parse('Coached staff are twice as likely to be promoted', d)).toThrow(/claims a multiple \("twice as likely"\).*ratio of two means or shares is not tested.*leave the multiple out \("the share of promoted = yes is higher for coached = yes than for no"\)/);
    expect(() => parse('Coached staff get promoted three times as often', d)).toThrow(/"three times as often".*is higher for coached = yes/);
    expect(() => parse('Coached staff earn twice as much bonus', d)).toThrow(/"twice as much".*"mean bonus is higher for coached = yes than for no"/);
    expect(() => parse('Coached staff are promoted half as often', d)).toThrow(/"half as often".*is lower for coached = yes/);
    expect(() => parse('Coached staff earn 2 times more bonus than other staff', d)).toThrow(/"2 times more"/);
    expect(() => parse('Longer tenure brings twice as much bonus', d)).toThrow(/"twice as much".*"higher bonus goes with higher tenure_years"/);
    expect(() => parse('Coached staff are not twice as likely to be promoted', d)).toThrow(/denies a multiple \("not twice as likely"\).*Leave the multiple out/);
  });
  it('leaves a direction without a multiple, and "half the" rows, as they were', () => {
    expect(parse('Coached staff are more likely to be promoted', d)).toMatchObject({ kind: 'group', y: 'promoted', direction: 1 });
    expect(parse('Coached staff earn as much bonus as other staff', d)).toMatchObject({ kind: 'groupNone', y: 'bonus' });
    expect(parse('Half the coached staff have a bonus above 3', d)).toMatchObject({ kind: 'median', y: 'bonus' });
  });
});

describe('"in most <time units>" with a number', () => {
  it('counts the time units as the rows: the median past the number, not a trend over time', () => {
    const d = { week: Array.from({ length: 12 }, (_, i) => i + 1), visits: nums(2).map((x) => 100 + 10 * x) };
    expect(parse('Visits are above 150 in most weeks', d)).toMatchObject({ kind: 'median', y: 'visits', direction: 1, threshold: 150 });
    expect(parse('In most weeks visits exceed 150', d)).toMatchObject({ kind: 'median', y: 'visits', threshold: 150 });
    expect(parse('Visits grow over time', d)).toMatchObject({ kind: 'dir', y: 'visits' });
  });
});

describe('a bound right after the group, then a comparison', () => {
  it('describes the rows, so it is not the measure\'s level in that group', () => {
    const d = { member: cycle(['yes', 'no']), basket_value: nums(1) };
    expect(() => parse('Members over 40 have larger baskets', d)).toThrow(/bound "over 40" names no measure/);
    // a measure's comparative and "than" before the number bound the rows as well: the ages are
    // compared among members, as for "members over 40" with an age column
    const aged = { ...d, age: nums(2).map((x) => 20 + 3 * x) };
    expect(parse('Members older than 40 have larger baskets', aged)).toMatchObject({ kind: 'group', y: 'basket_value', cut: { column: 'age', op: '>', at: 40 }, within: { column: 'member', level: 'yes' } });
    expect(parse('Members younger than 30 have smaller baskets', aged)).toMatchObject({ kind: 'group', direction: -1, cut: { column: 'age', op: '<', at: 30 }, within: { column: 'member', level: 'yes' } });
    expect(() => parse('Members older than 40 have larger baskets than non-members', aged)).toThrow(/cut "older than 40" on age is not read/);
    expect(parse('Employees older than 40 have larger baskets', aged)).toMatchObject({ kind: 'group', y: 'basket_value', cut: { column: 'age', op: '>', at: 40 } });
    expect(parse('Members are older than 40', aged)).toMatchObject({ kind: 'mean', y: 'age', threshold: 40 });
    expect(parse('Members have a basket value above 40', d)).toMatchObject({ kind: 'mean', y: 'basket_value', threshold: 40, within: { column: 'member', level: 'yes' } });
  });
});

describe('a number that is no bound of the measure', () => {
  const trial = { dose: nums(1).map((v) => 10 * Math.round(v / 3)), bp_drop: nums(2), arm: cycle(['A', 'B']) };
  it('refuses the size of a change ("by 20%") rather than test a mean against it or drop it', () => {
    for (const h of ['B increases bp drop by 20%', 'Dose increases bp drop by more than 2 per mg']) {
      expect(() => parse(h, trial), h).toThrow(/gives the size of a change \("by (20%|more than 2)"\)/);
    }
    // a lower bound on the difference of two groups' means is read (ADR 0041)
    expect(parse('Arm B raises the bp drop by at least 5', trial)).toMatchObject({ kind: 'group', gap: { value: 5, words: 'at least 5' } });
    // a change over time stays a trend
    const monthly = { month: Array.from({ length: 12 }, (_, i) => i + 1), units_sold: nums(1) };
    expect(parse('Units sold grew by 5 units per month', monthly)).toMatchObject({ kind: 'dir', x: ['month'] });
  });
  it('refuses a comparison after "than" with something other than a number rather than read the number as a bound', () => {
    for (const h of ['The bp drop is greater at 20 mg than at 5 mg', 'Patients on 40 mg have a bigger bp drop than patients on 0 mg', 'The 40 mg dose works better than placebo']) {
      expect(() => parse(h, trial), h).toThrow(/which is no number; the \d+ in it is not a bound/);
    }
    expect(parse('The bp drop is higher than 5 on average', trial)).toMatchObject({ kind: 'mean', y: 'bp_drop', threshold: 5, direction: 1 });
  });
});

describe('a bound beside a relation between two measures', () => {
  const d = { marketing_spend: nums(1), revenue: nums(2).map((v) => 200 + 30 * v), dose: nums(3), bp_drop: nums(4) };
  it('refuses it rather than test the relation and drop the bound', () => {
    for (const [h, bound] of [['At the highest dose the bp drop exceeds 10 on average', 'exceeds 10'], ['Revenue per 1,000 spent is above 10', 'above 10']] as const) {
      expect(() => parse(h, d), h).toThrow(new RegExp(`gives a bound \\("${bound}`));
    }
    // (a bound on the amount per unit: refused as an amount per unit)
    expect(() => parse('Each extra unit of spend brings more than 1 unit of revenue', d)).toThrow(/it gives an amount per unit \("each extra unit of spend brings"\)/);
    // a bound on each of the two: the mean of the second within the rows the first cuts
    expect(parse('When spend is above 40, revenue is above 400', d)).toMatchObject({ kind: 'mean', y: 'revenue', threshold: 400, direction: 1, within: { column: 'marketing_spend', level: '> 40' } });
    // a level the cause moves the measure to is no bound on the rows, as before
    expect(parse('Spend pushes revenue above 300', d)).toMatchObject({ x: ['marketing_spend'], y: 'revenue' });
  });
});

describe('a claim on the spread of a measure', () => {
  const d = { order_value: nums(1), variant: cycle(['A', 'B']), price_spread: nums(2) };
  it('is refused rather than tested on the average', () => {
    for (const h of ['Variant B order values vary more', 'Order values are more consistent in variant A', 'Variant B has a higher variance in order value', 'The standard deviation of order value is below 5']) {
      expect(() => parse(h, d), h).toThrow(/about how much values vary/);
    }
    // a difference across groups, and a column named for a spread, are read as before
    expect(parse('Order value varies by variant', d)).toMatchObject({ kind: 'groupDiff', y: 'order_value' });
    expect(parse('Price spread rises with order value', d)).toMatchObject({ kind: 'dir', y: 'price_spread' });
  });
});

describe('a bound in a unit of speed', () => {
  const d = { speed_kmh: nums(1).map((v) => 5 + v), rating: nums(2) };
  it('reads "faster than" as above and "slower than" as below on a measure of speed', () => {
    for (const h of ['Deliveries are faster than 10 km/h', 'The speed is faster than 10 km/h', 'The average speed is quicker than 10 kilometres per hour']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'mean', y: 'speed_kmh', direction: 1, threshold: 10 });
    }
    expect(parse('The average speed is slower than 12 km/h', d)).toMatchObject({ kind: 'mean', y: 'speed_kmh', direction: -1, threshold: 12 });
    expect(parse('Deliveries are not faster than 12 km/h', d)).toMatchObject({ kind: 'mean', y: 'speed_kmh', direction: -1, threshold: 12 });
    expect(parse('Most deliveries are faster than 10 mph', d)).toMatchObject({ kind: 'median', y: 'speed_kmh', direction: 1, threshold: 10 });
  });
  it('bounds the measure the unit names when the rows\' word names another measure ("deliveries" for delivery_minutes)', () => {
    const t = { delivery_minutes: nums(3).map((v) => 20 + v), speed_kmh: d.speed_kmh, courier: cycle(['bike', 'car']) };
    // (was refused as a bound beside a relation of delivery_minutes and speed_kmh)
    for (const [h, dir] of [['Deliveries are faster than 10 km/h', 1], ['Deliveries are slower than 12 km/h', -1], ['The average delivery is quicker than 10 kilometres per hour', 1]] as const) {
      expect(parse(h, t), h).toMatchObject({ kind: 'mean', y: 'speed_kmh', direction: dir, matches: [{ column: 'speed_kmh' }] });
    }
    expect(parse('Bike deliveries are faster than 10 km/h', t)).toMatchObject({ kind: 'mean', y: 'speed_kmh', within: { column: 'courier', level: 'bike' } });
    // any unit that names one measure: "kg" of weight_kg, not the order_value "orders" names in part
    expect(parse('Orders weigh more than 5 kg', { order_value: nums(1), weight_kg: nums(2) })).toMatchObject({ kind: 'mean', y: 'weight_kg', direction: 1, threshold: 5 });
    // the unit of the rows' own measure, and a bound right after the rows' word (a cut), are left as they were
    expect(parse('Deliveries take longer than 30 minutes', t)).toMatchObject({ kind: 'mean', y: 'delivery_minutes', direction: 1 });
    expect(parse('Deliveries faster than 10 km/h arrive sooner', t)).toMatchObject({ kind: 'group', y: 'delivery_minutes', group: { column: 'speed_kmh', a: ['> 10'] } });
  });
  it('cuts the rows of a speed on the side "faster" or "slower" names', () => {
    expect(parse('Deliveries faster than 10 km/h get better ratings', d)).toMatchObject({ kind: 'group', y: 'rating', direction: 1, group: { column: 'speed_kmh', a: ['> 10'], b: ['≤ 10'] } });
    expect(parse('Deliveries slower than 10 km/h get lower ratings', d)).toMatchObject({ kind: 'group', y: 'rating', direction: -1, group: { column: 'speed_kmh', a: ['< 10'], b: ['≥ 10'] } });
    const t = { speed_kmh: d.speed_kmh, delivery_minutes: nums(3).map((v) => 20 + v) };
    expect(parse('Deliveries faster than 10 km/h arrive sooner', t)).toMatchObject({ kind: 'group', y: 'delivery_minutes', direction: -1, group: { column: 'speed_kmh', a: ['> 10'] } });
    // a time taken keeps "faster" as less of it
    expect(parse('Deliveries are faster than 20 minutes', t)).toMatchObject({ kind: 'mean', y: 'delivery_minutes', direction: -1, threshold: 20 });
    // a bound the relation would drop is refused, not dropped
    expect(() => parse('Ratings are higher for deliveries faster than 10 km/h', d)).toThrow(/gives a bound \("faster than 10"\)/);
  });
});

describe('a group of people with a bare bound and a comparison', () => {
  const d = { smoker: cycle(['yes', 'no', 'no']), age: nums(1).map((v) => 25 + 4 * v), stay_days: nums(2), recovered: cycle(['yes', 'yes', 'no']) };
  it('names the bound as their age and compares the ages within the group', () => {
    // (was refused: a comparison within one group was not tested)
    expect(parse('Smokers over 40 stay longer', d)).toMatchObject({
      kind: 'group', x: ['age'], y: 'stay_days', direction: 1, group: { column: 'age', a: ['> 40'], b: ['≤ 40'] }, cut: { column: 'age', op: '>', at: 40 },
      within: { column: 'smoker', level: 'yes' }, statement: 'mean stay_days is higher for age > 40 than for age ≤ 40 among smoker = yes',
    });
    expect(parse('Non-smokers under 30 recover less often', d)).toMatchObject({ kind: 'group', y: 'recovered', direction: -1, outcomeLevel: 'yes', group: { a: ['< 30'] }, within: { column: 'smoker', level: 'no' } });
    expect(parse('Smokers over 40 do not stay longer', d)).toMatchObject({ kind: 'group', direction: -1, orEqual: true, within: { level: 'yes' } });
    // with a bound of the outcome it is the group's mean on the cut rows; the age itself compared stays refused
    const arms = { arm: cycle(['placebo', 'drug']), age: d.age, stay_days: d.stay_days };
    expect(parse('The stay of placebo patients over 40 is above 5', arms)).toMatchObject({ kind: 'mean', threshold: 5, within: { column: 'arm', level: 'placebo' }, cut: { column: 'age', at: 40 } });
    expect(() => parse('Smokers over 40 have a higher age', d)).toThrow(/age is both the measure cut and the one compared/);
    // all rows, or a bound within the group, read as before
    expect(parse('People over 40 stay longer', d)).toMatchObject({ kind: 'group', y: 'stay_days', group: { column: 'age', a: ['> 40'], b: ['≤ 40'] } });
    expect(parse('Smokers over 40 stay longer than 5 days', d)).toMatchObject({ kind: 'mean', y: 'stay_days', threshold: 5, within: { column: 'smoker', level: 'yes' }, cut: { column: 'age', op: '>', at: 40 } });
  });
});

describe('a value of another measure after the bound', () => {
  const d = { dose_mg: cycle(['0', '5', '10', '20', '40']).map(Number), bp_drop: nums(2) };
  it('names the rows with that value, as "patients on 40 mg" before the bound does', () => {
    for (const h of ['The bp drop is above 10 at 40 mg', 'The average bp drop is above 10 at 40 mg', 'The bp drop is above 10 at a dose of 40', 'Patients on 40 mg have a bp drop above 10 on average']) {
      expect(parse(h, d), h).toMatchObject({ kind: 'mean', y: 'bp_drop', direction: 1, threshold: 10, cut: { column: 'dose_mg', op: '=', at: 40 } });
    }
    expect(parse('The bp drop is below 5 on 0 mg', d)).toMatchObject({ kind: 'mean', direction: -1, threshold: 5, cut: { column: 'dose_mg', op: '=', at: 0 } });
    expect(() => parse('The bp drop is above 10 at 30 mg', d)).toThrow(/no row has that value/);
    // a unit no column's name gives is refused, not dropped
    expect(() => parse('The bp drop is above 10 at 40 mg', { dose: d.dose_mg, bp_drop: d.bp_drop })).toThrow(/"40 mg", a value in mg, and no column's name says it is in mg/);
  });
});
