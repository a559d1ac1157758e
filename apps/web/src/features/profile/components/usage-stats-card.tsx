import { useState } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { type UsageStats, useAuth } from '@/lib/auth';
import { formatCost, formatNumber } from '@verity/contracts/format';

/** Spec §3 usageStats, as the server computes them from stored analyses and purchases. */
export function UsageStatsCard({ stats }: { stats: UsageStats | null }) {
  const { refreshProfile } = useAuth();
  const [retrying, setRetrying] = useState(false);

  // The profile is read once per session: when that read failed, only asking again brings the figures.
  async function handleRetry() {
    setRetrying(true);
    try {
      await refreshProfile();
    } finally {
      setRetrying(false);
    }
  }

  const figures = stats
    ? [
        { label: 'Total analyses', value: formatNumber(stats.totalAnalyses) },
        { label: 'This month', value: formatNumber(stats.monthlyAnalyses) },
        { label: 'Average truth score', value: stats.totalAnalyses > 0 ? `${(stats.avgTruthScore * 100).toFixed(1)}%` : '—' },
        { label: 'Total compute cost', value: formatCost(stats.totalCost, 4) },
        { label: 'Blueprints purchased', value: String(stats.blueprintsPurchased) },
      ]
    : null;
  return (
    <Card className="md:col-span-2">
      <CardHeader>
        <CardTitle>Usage statistics</CardTitle>
        <CardDescription>Counted from your stored analyses and purchases.</CardDescription>
      </CardHeader>
      <CardContent>
        {figures ? (
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5" data-testid="usage-stats">
            {figures.map((f) => (
              <div key={f.label} className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">{f.label}</dt>
                <dd className="mt-1 text-xl font-semibold tabular-nums">{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <LoadFailed role="status" onRetry={() => void handleRetry()} retrying={retrying}>
            Usage statistics could not be loaded right now.
          </LoadFailed>
        )}
      </CardContent>
    </Card>
  );
}
