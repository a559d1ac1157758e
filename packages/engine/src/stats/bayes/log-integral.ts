/**
 * log ∫ exp(h(u)) du for a smooth, unimodal log-integrand over the real line
 * (u = log g in the Bayes-factor integrals). The mode is found on a grid and
 * refined by golden section; the integral runs over [u*−60, u*+120] in panels
 * scaled by both fixed offsets and the peak's curvature, each integrated by
 * adaptive 20-point Gauss–Legendre until halves agree to 1e-14.
 */

const GL_N = 20;
const { nodes: GL_X, weights: GL_W } = gaussLegendre(GL_N);

function gaussLegendre(n: number): { nodes: Float64Array; weights: Float64Array } {
  const nodes = new Float64Array(n);
  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let x = Math.cos((Math.PI * (i + 0.75)) / (n + 0.5));
    let dp = 0;
    for (let it = 0; it < 100; it++) {
      let p0 = 1;
      let p1 = x;
      for (let k = 2; k <= n; k++) {
        const p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
        p0 = p1;
        p1 = p2;
      }
      dp = (n * (x * p1 - p0)) / (x * x - 1);
      const dx = p1 / dp;
      x -= dx;
      if (Math.abs(dx) < 1e-16) break;
    }
    nodes[i] = x;
    weights[i] = 2 / ((1 - x * x) * dp * dp);
  }
  return { nodes, weights };
}

function glPanel(f: (u: number) => number, a: number, b: number): number {
  const c = (a + b) / 2;
  const h = (b - a) / 2;
  let s = 0;
  for (let i = 0; i < GL_N; i++) s += (GL_W[i] as number) * f(c + h * (GL_X[i] as number));
  return s * h;
}

function adaptive(f: (u: number) => number, a: number, b: number, whole: number, tol: number, depth: number): number {
  const m = (a + b) / 2;
  const left = glPanel(f, a, m);
  const right = glPanel(f, m, b);
  // non-finite integrands cannot converge: stop instead of recursing
  if (depth <= 0 || !Number.isFinite(left + right) || Math.abs(left + right - whole) <= tol) return left + right;
  return adaptive(f, a, m, left, tol, depth - 1) + adaptive(f, m, b, right, tol, depth - 1);
}

function findMode(h: (u: number) => number, lo: number, hi: number): number {
  let best = lo;
  let bestV = -Infinity;
  for (let u = lo; u <= hi; u += 1) {
    const v = h(u);
    if (v > bestV) {
      bestV = v;
      best = u;
    }
  }
  // golden-section refinement inside the bracketing grid cells
  let a = best - 1;
  let b = best + 1;
  const gr = (Math.sqrt(5) - 1) / 2;
  let c = b - gr * (b - a);
  let d = a + gr * (b - a);
  let fc = h(c);
  let fd = h(d);
  for (let i = 0; i < 80 && b - a > 1e-9; i++) {
    if (fc > fd) {
      b = d; d = c; fd = fc; c = b - gr * (b - a); fc = h(c);
    } else {
      a = c; c = d; fc = fd; d = a + gr * (b - a); fd = h(d);
    }
  }
  return (a + b) / 2;
}

export function logIntegral(h: (u: number) => number, lo = -60, hi = 80): number {
  const u0 = findMode(h, lo, hi);
  const hmax = h(u0);
  if (!Number.isFinite(hmax)) return NaN;
  // Peak width from the curvature: panels of one width around the mode, so
  // very sharp peaks (n ~ 1e6) and broad ones (n ~ 10) are both resolved.
  const e = 1e-4;
  const curv = (h(u0 + e) - 2 * hmax + h(u0 - e)) / (e * e);
  const sigma = curv < 0 && Number.isFinite(curv) ? Math.min(1, 1 / Math.sqrt(-curv)) : 1;
  const offsets = new Set<number>();
  for (let k = -12; k <= 12; k++) offsets.add(k * sigma);
  for (const o of [-60, -20, -8, -3, 3, 8, 20, 60, 120]) if (Math.abs(o) > 12 * sigma) offsets.add(o);
  const edges = [...offsets].sort((x, y) => x - y).map((o) => u0 + o);
  const f = (u: number) => Math.exp(h(u) - hmax);
  // absolute tolerance relative to the peak's mass (≈ σ√(2π) at height 1), no finer than
  // the rounding noise of h itself (|h| ~ n for n ~ 1e6 leaves ~1e-10 relative noise)
  const tol = Math.max(1e-14, 8 * Number.EPSILON * Math.abs(hmax)) * sigma;
  let total = 0;
  for (let i = 0; i + 1 < edges.length; i++) {
    const a = edges[i] as number;
    const b = edges[i + 1] as number;
    total += adaptive(f, a, b, glPanel(f, a, b), tol, 10);
  }
  return hmax + Math.log(total);
}
