import type { CounterHypothesis } from '@verity/contracts/analysis';
import { byStrength, formatScore } from '../dashboard.utils';

/** Measured counter-hypotheses, strongest first, each with a strength bar. */
export function CounterHypotheses({ items }: { items: readonly CounterHypothesis[] }) {
  const sorted = byStrength(items);
  return (
    <section aria-labelledby="counter-hypotheses-title" className="grid gap-3">
      <h3 id="counter-hypotheses-title" className="text-sm font-semibold">
        Counter-hypotheses <span className="font-normal text-muted-foreground">({sorted.length}, strongest first)</span>
      </h3>
      {sorted.length === 0 ? (
        <p className="text-sm text-muted-foreground">None were recorded for this analysis.</p>
      ) : (
        <ol className="grid gap-3" data-testid="counter-hypotheses">
          {sorted.map((item, index) => (
            <li key={`${item.generated_by}-${index}`} className="grid gap-1.5 rounded-lg border p-3">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 text-sm wrap-anywhere">{item.description}</p>
                <span className="shrink-0 text-sm font-semibold tabular-nums">{formatScore(item.strength)}</span>
              </div>
              <div
                role="meter"
                aria-label={`Strength of counter-hypothesis ${index + 1}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(item.strength * 1000) / 10}
                className="h-1.5 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full rounded-full bg-amber-500"
                  style={{ width: `${Math.min(100, Math.max(0, item.strength * 100))}%` }}
                />
              </div>
              <p className="text-xs text-muted-foreground">Measured by: {item.generated_by}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
