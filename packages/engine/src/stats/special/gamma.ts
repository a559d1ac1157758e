/**
 * Log-gamma and log-beta. Stirling series for x >= 10 and upward recurrence
 * below; the log-beta uses the Stirling correction terms directly (as R's
 * lbeta does) so large arguments (df ~ 1e6) do not cancel catastrophically.
 */
const LN_SQRT_2PI = 0.9189385332046728; // ln √(2π), the nearest double

/** lnΓ(x) − Stirling's leading terms, for x >= 10 (error < 1e-17). */
export function lgammaCorrection(x: number): number {
  const x2 = 1 / (x * x);
  // Bernoulli terms B_2k / (2k(2k-1) x^(2k-1))
  return (
    (1 / 12 +
      x2 * (-1 / 360 + x2 * (1 / 1260 + x2 * (-1 / 1680 + x2 * (1 / 1188 + x2 * (-691 / 360360 + x2 * (1 / 156 + x2 * (-3617 / 122400)))))))) /
    x
  );
}

/** ln Γ(x) for x > 0. */
export function lgamma(x: number): number {
  if (!(x > 0)) return x === 0 ? Infinity : NaN;
  if (x >= 10) return (x - 0.5) * Math.log(x) - x + LN_SQRT_2PI + lgammaCorrection(x);
  // Γ(x) = Γ(x+k) / (x (x+1) … (x+k-1)); the product stays far from overflow for x < 10.
  let prod = 1;
  let z = x;
  while (z < 10) {
    prod *= z;
    z += 1;
  }
  return (z - 0.5) * Math.log(z) - z + LN_SQRT_2PI + lgammaCorrection(z) - Math.log(prod);
}

/** ln B(a, b) for a, b > 0. */
export function lbeta(a: number, b: number): number {
  const p = Math.min(a, b);
  const q = Math.max(a, b);
  if (p >= 10) {
    const corr = lgammaCorrection(p) + lgammaCorrection(q) - lgammaCorrection(p + q);
    return -0.5 * Math.log(q) + LN_SQRT_2PI + corr + (p - 0.5) * Math.log(p / (p + q)) + q * Math.log1p(-p / (p + q));
  }
  if (q >= 10) {
    const corr = lgammaCorrection(q) - lgammaCorrection(p + q);
    return lgamma(p) + corr + p - p * Math.log(p + q) + (q - 0.5) * Math.log1p(-p / (p + q));
  }
  return lgamma(p) + lgamma(q) - lgamma(p + q);
}
