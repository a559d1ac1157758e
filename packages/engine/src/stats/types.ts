/** Numeric input accepted by every kernel: missing values must already be removed. */
export type Vec = Float64Array | readonly number[];

export interface PValues {
  /** two-sided */
  p: number;
  /** H1: statistic > null */
  pGreater: number;
  /** H1: statistic < null */
  pLess: number;
}
