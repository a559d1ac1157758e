/** The computations behind each claim form; one file per form under ./compute/. */
export type { Calc, Computed, Read } from './compute/common.ts';
export { isFlow, retext } from './compute/common.ts';
export { computeValue, computeFromTo } from './compute/value.ts';
export { computeCompare } from './compute/compare.ts';
export { computeChange } from './compute/change.ts';
export { computeExtreme } from './compute/extreme.ts';
