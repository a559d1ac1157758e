/** Covariate design columns on a row subset: normal scores for numeric/time, 0/1 dummies for categories. */
import { normalScores } from '../stats/ranks.ts';
import { isConstant, pick, type Covariate, type Ctx } from './context.ts';
import type { Column } from './ingest.ts';

export function designColumns(covs: readonly Covariate[], idx: Uint32Array, ctx?: Ctx): Float64Array[] {
  const out: Float64Array[] = [];
  for (const c of covs) {
    const v = ctx ? ctx.pick(c.column, idx) : pick(c.column.values, idx);
    if (c.kind === 'categorical') {
      // one dummy per level except the first present one
      const present = [...new Set(v)].sort((a, b) => a - b);
      for (const level of present.slice(1)) {
        const d = new Float64Array(v.length);
        for (let i = 0; i < v.length; i++) d[i] = v[i] === level ? 1 : 0;
        out.push(d);
      }
    } else if (!isConstant(v)) out.push(ctx ? ctx.normalScores(c.column, idx) : normalScores(v));
  }
  return out;
}

/** Rows complete on the given columns and covariates. */
export function rowsFor(ctx: Ctx, cols: readonly Column[], covs: readonly Covariate[]): Uint32Array {
  return ctx.rows([...cols, ...covs.map((c) => c.column)]);
}
