/**
 * What the hypothesis reader gives: the claim and the pieces it is read from.
 */

export type ClaimKind = 'dir' | 'assoc' | 'none' | 'predict' | 'group' | 'groupNone' | 'groupDiff' | 'mean' | 'median' | 'meanEq' | 'prop';

export interface ColumnMatch {
  column: string;
  phrase: string;
  score: number;
  start: number;
  end: number;
  /** other columns that match the same words within 0.05 */
  alternatives?: string[];
}

export interface Claim {
  kind: ClaimKind;
  /** feature / cause columns */
  x: string[];
  /** outcome column */
  y: string;
  /** +1 claimed increase / A > B / above threshold, −1 the opposite, 0 non-directional */
  direction: 1 | -1 | 0;
  group?: { column: string; a: string[]; b: string[] };
  /** level counted as "positive" in a binary outcome */
  outcomeLevel?: string;
  /**
   * a share counted within one group only ("60% of premium customers churn"); with `others`, within
   * every group but that one ("outside the north", "except for smokers")
   */
  within?: { column: string; level: string; others?: true };
  /** groups made by cutting a numeric column at a number ("discounts over 20%"): group.a is the side named */
  cut?: Cut;
  /** a denied comparison of groups ("A is not smaller than B"): A is not on the other side of `direction` beyond the minimum effect */
  orEqual?: true;
  /**
   * two values of the group's numeric column compared ("the drop is higher at 40 mg than at 10 mg"):
   * group.a holds the first, group.b the second; rows with other values are left out
   */
  values?: [number, number];
  /** "west customers spend the most": group.a against each level of group.b in turn, not against them pooled */
  each?: true;
  /** "much higher", "strongly increases": tested beyond a medium effect, not the default minimum (ADR 0035) */
  large?: true;
  /** "slightly higher", "weakly related": beyond the minimum effect but not beyond a medium one (ADR 0037) */
  small?: true;
  /**
   * "B raises order value by at least 5": the difference of the means is beyond this many units of y
   * (a lower bound; ADR 0041), tested on the raw means
   */
  gap?: { value: number; words: string };
  /**
   * "dose increases the drop more for smokers": the relation of x to y is stronger (`more` 1) or
   * weaker (−1) for the rows of group `a` than for those of `b` (an interaction, ADR 0038)
   */
  moderator?: {
    column: string; a: string[]; b: string[]; more: 1 | -1;
    /** "… only for smokers": the relation holds for `a` and not for `b` (`more` is 1) */
    only?: true;
    /**
     * "the effect of dose on the drop is the same for smokers and non-smokers" (`same`), "… differs
     * by region" (`differs`): the relation compared across the groups in `a` (`b` is empty, `more` 1)
     */
    across?: 'same' | 'differs';
  };
  threshold?: number;
  confidence: number;
  matches: ColumnMatch[];
  /** plain-language restatement of what is tested */
  statement: string;
}

export interface Cut {
  column: string;
  /** '=': the rows with that one value ("patients on 40 mg": dose_mg = 40) */
  op: Bound | '=';
  at: number;
}

/** A side of a number: the ops a bound or a cut at it may have. */
export type Bound = '>' | '>=' | '<' | '<=';

export interface LevelMention {
  column: string;
  level: string;
  index: number;
}

export interface NegatedGroup {
  column: string;
  /** the level negated, when the group is named by a level ("not in sales"); none for a yes/no column ("did not smoke") */
  level?: string;
  /** where the group is named */
  index: number;
}
