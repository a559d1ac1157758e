import { describe, expect, it } from 'vitest';
import { readFixture, testCatalog, type LabelledClaim } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

type Label = LabelledClaim['label'];
const LABELS: Label[] = ['true', 'false', 'unverifiable'];

/** claims.md §4: score ≥ 0.5 → true, < 0.5 → false, null → unverifiable. */
function predicted(score: number | null): Label {
  return score === null ? 'unverifiable' : score >= 0.5 ? 'true' : 'false';
}

function evaluate(file: string) {
  const rows = readFixture(file);
  const confusion = new Map<string, number>();
  const misses: string[] = [];
  let correct = 0;
  for (const row of rows) {
    const got = predicted(verifyClaim(row.claim, testCatalog()).veracityScore);
    confusion.set(`${row.label}->${got}`, (confusion.get(`${row.label}->${got}`) ?? 0) + 1);
    if (got === row.label) correct++;
    else misses.push(`${row.id} ${row.label} -> ${got}: ${row.claim}`);
  }
  // Macro-F1 over the classes that occur (in the labels or the predictions).
  const present = LABELS.filter((l) => [...confusion.keys()].some((k) => k.startsWith(`${l}->`) || k.endsWith(`->${l}`)));
  const f1s = present.map((l) => {
    const tp = confusion.get(`${l}->${l}`) ?? 0;
    const fp = LABELS.filter((x) => x !== l).reduce((s, x) => s + (confusion.get(`${x}->${l}`) ?? 0), 0);
    const fn = LABELS.filter((x) => x !== l).reduce((s, x) => s + (confusion.get(`${l}->${x}`) ?? 0), 0);
    return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  });
  const unverifiableGivenVerdict = (confusion.get('unverifiable->true') ?? 0) + (confusion.get('unverifiable->false') ?? 0);
  return { n: rows.length, accuracy: correct / rows.length, macroF1: f1s.reduce((a, b) => a + b, 0) / f1s.length, unverifiableGivenVerdict, misses };
}

describe('labelled claims', () => {
  for (const file of ['dev_claims.jsonl', 'own_claims.jsonl', 'sweep_claims.jsonl', 'paraphrase_claims.jsonl']) {
    it(`${file}: 3-class accuracy ≥ 0.90 and no verdict on an unverifiable claim`, () => {
      const r = evaluate(file);
      console.log(
        `[claims] ${file}: n=${r.n} accuracy=${r.accuracy.toFixed(3)} macroF1=${r.macroF1.toFixed(3)} ` +
          `true/false given to unverifiable=${r.unverifiableGivenVerdict}${r.misses.length ? `\n  misses:\n  ${r.misses.join('\n  ')}` : ''}`,
      );
      expect(r.unverifiableGivenVerdict).toBe(0);
      expect(r.accuracy).toBeGreaterThanOrEqual(0.9);
    });
  }
});
