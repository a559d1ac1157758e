import type { ParsedClaim } from '../../parse/parse-claim.ts';
import type { TimePoint } from '../../parse/time.ts';
import { datasetName, fmtValue } from '../format.ts';
import type { Resolved } from '../resolve.ts';
import { margin, thresholdScore } from '../score.ts';
import { isMiss } from '../series.ts';
import { dsName, marginText, read, subject, unitOf, type Computed, type Read } from './common.ts';

/** Two entities at one time, or one entity at two times. */

export function computeCompare(p: ParsedClaim, r: Resolved): Computed {
  const unit = unitOf(r);
  let left: Read; let right: Read;
  let lLabel: string; let rLabel: string;
  if (p.compare?.overTime) {
    const e = r.entities[0]!;
    const [t1, t2] = r.time.points as [TimePoint, TimePoint];
    const a = read(r, e, t1); if (isMiss(a)) return { miss: a };
    const b = read(r, e, t2); if (isMiss(b)) return { miss: b };
    left = { entity: e, point: a }; right = { entity: e, point: b };
    lLabel = `${subject(e, r)}, ${a.label}`; rLabel = `${subject(e, r)}, ${b.label}`;
  } else {
    if (r.entities.length < 2) return { miss: { fail: 'entity_not_in_catalog', message: `Only ${r.entities[0] ?? 'nothing'} was found in ${datasetName(r.table.def)}; a comparison needs two.` } };
    const tp = r.time.points[0] ?? null;
    const a = read(r, r.entities[0]!, tp); if (isMiss(a)) return { miss: a };
    const b = read(r, r.entities[1]!, tp); if (isMiss(b)) return { miss: b };
    left = { entity: r.entities[0]!, point: a }; right = { entity: r.entities[1]!, point: b };
    lLabel = `${subject(left.entity, r)}, ${a.label}`; rLabel = `${subject(right.entity, r)}, ${b.label}`;
  }
  const op = p.compare?.op ?? '>';
  const dir = op === '>' ? 1 : -1;
  const m = margin(left.point.value, right.point.value, dir, r.metric.sigma);
  const tied = left.point.value === right.point.value;
  const score = tied ? 0.5 : thresholdScore(m, r.metric.sigma.value);
  return {
    calcs: [{
      id: 'default', label: 'values as published', isDefault: true, op, score, ...(tied ? { tied } : {}),
      lhs: { label: lLabel, value: left.point.value, unit }, rhs: { label: rLabel, value: right.point.value, unit },
      margin: marginText(left.point.value, right.point.value, unit), reads: [left, right],
      caveats: [...(r.metric.caveats ?? []), ...[left.point.caveat, right.point.caveat].filter((x): x is string => Boolean(x))],
      text: `${dsName(r.table)} gives ${r.metric.label} of ${fmtValue(left.point.value, unit)} for ${lLabel} and ${fmtValue(right.point.value, unit)} for ${rLabel}: the first is ${left.point.value > right.point.value ? 'higher' : left.point.value < right.point.value ? 'lower' : 'equal'} (${marginText(left.point.value, right.point.value, unit)}).`,
    }],
  };
}

