import { costSimulationQuery, statsQuery } from '../api';
import { formatCost } from '../dashboard.utils';
import { formatNumber } from '@verity/contracts/format';
import { useBrowserIdle } from '@/lib/use-browser-idle';
import { useHydrated } from '@/lib/use-hydrated';
import { useHydratedQuery } from '@/lib/use-hydrated-query';
import { useNearViewport } from '@/lib/use-near-viewport';

const VOLUMES = [100, 10_000, 1_000_000];

function volumeLabel(volume: number): string {
  return volume >= 1_000_000 ? `${volume / 1_000_000}M` : volume >= 1000 ? `${volume / 1000}k` : String(volume);
}

/**
 * Cost per analysis at scale, from `/cost/simulate`; the user's own measured average beside it.
 * While the plan is not known yet (`planPending`) it waits, rather than simulating without it;
 * being below the fold, it also waits until it comes near the screen and the page is idle.
 * It hydrates after the rest of the dashboard (ADR 0022), when the stats the cards above asked
 * for and the plan may be known: its hydrating render still shows what the server rendered.
 */
export function ScalingEconomics({ planId, planPending = false }: { planId?: string; planPending?: boolean }) {
  const hydrated = useHydrated();
  const stats = useHydratedQuery(statsQuery());
  const idle = useBrowserIdle();
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const simulation = useHydratedQuery({
    ...costSimulationQuery(10_000, planId),
    enabled: idle && near && !planPending && hydrated,
  });
  const sim = simulation.data;
  const points = sim ? VOLUMES.flatMap((v) => sim.curve.filter((p) => p.analysesPerMonth === v)) : [];
  const ownCost = stats.data && stats.data.totalAnalyses > 0 ? stats.data.avgCost : null;

  return (
    <div ref={nearRef} className="grid gap-3 text-sm">
      {ownCost === null ? (
        <p>Your measured average per analysis appears after your first analysis, priced from the compute it used.</p>
      ) : (
        <p>
          Your measured average: <span className="font-semibold tabular-nums">{formatCost(ownCost)}</span> per analysis,
          priced from the compute each one used.
        </p>
      )}
      {simulation.isPending ? (
        <p className="text-muted-foreground">Asking the cost simulator…</p>
      ) : sim ? (
        <>
          {points.length > 0 ? (
            <table className="w-full text-left text-xs">
              <caption className="sr-only">Simulated cost per analysis by monthly volume</caption>
              <thead>
                <tr className="text-muted-foreground">
                  <th scope="col" className="py-1 font-medium">Analyses / month</th>
                  <th scope="col" className="py-1 text-right font-medium">Cost / analysis</th>
                  <th scope="col" className="py-1 text-right font-medium">Monthly</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.analysesPerMonth} className="border-t">
                    <td className="py-1">{volumeLabel(p.analysesPerMonth)}</td>
                    <td className="py-1 text-right tabular-nums">{formatCost(p.costPerAnalysis)}</td>
                    <td className="py-1 text-right tabular-nums">${p.monthlyCost.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>
              At {formatNumber(sim.analysesPerMonth)} analyses a month:{' '}
              <span className="font-semibold">{formatCost(sim.costPerAnalysis)}</span> each.
            </p>
          )}
          {sim.grossMargin !== null ? (
            <p className="text-muted-foreground">
              Gross margin on your plan at 10k analyses a month: {(sim.grossMargin * 100).toFixed(1)}%.
            </p>
          ) : null}
          {sim.measurement ? <p className="text-xs text-muted-foreground">{sim.measurement}</p> : null}
        </>
      ) : (
        <p className="text-muted-foreground">
          The cost simulator is unavailable right now, so only your own measured cost is shown.
        </p>
      )}
    </div>
  );
}
