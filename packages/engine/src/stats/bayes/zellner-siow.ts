/**
 * Zellner–Siow regression Bayes factor (Liang et al. 2008; Wetzels &
 * Wagenmakers 2012 eq. 13): p predictors with coefficient of determination R²
 * against the intercept-only model, g ~ InvGamma(½, n s²/2). Returns ln BF10.
 * Used for correlations (p = 1), partial correlations (ratio of two), ANOVA
 * (p = k − 1, R² = η²) and lag tests.
 */
import { logIntegral } from './log-integral.ts';

export function zsLogBf10(n: number, p: number, r2: number, s = 1): number {
  if (p === 0) return 0;
  const rr = Math.min(Math.max(r2, 0), 1 - 1e-15);
  const c = 0.5 * Math.log((n * s * s) / 2) - 0.5 * Math.log(Math.PI);
  const h = (u: number) => {
    const g = Math.exp(u);
    return ((n - 1 - p) / 2) * Math.log1p(g) - ((n - 1) / 2) * Math.log1p((1 - rr) * g) + c - 1.5 * u - (n * s * s) / (2 * g) + u;
  };
  return logIntegral(h);
}

/** ln BF10 for adding one predictor to k covariates: BF(k+1, R²_full) / BF(k, R²_cov). */
export function zsPartialLogBf10(n: number, k: number, r2Full: number, r2Covariates: number): number {
  return zsLogBf10(n, k + 1, r2Full) - zsLogBf10(n, k, r2Covariates);
}
