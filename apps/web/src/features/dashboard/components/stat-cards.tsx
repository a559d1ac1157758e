import { useQuery } from '@tanstack/react-query';
import { Activity, CheckCircle2, DollarSign, Gauge } from 'lucide-react';
import { type ReactNode, memo } from 'react';
import { Card } from '@/components/ui/card';
import { statsQuery } from '../api';
import { formatCost, formatRate, formatScore } from '../dashboard.utils';
import { LoadFailed } from '@/components/load-failed';

interface StatCardProps {
  label: string;
  value: string | null;
  hint: string;
  icon: ReactNode;
}

function StatCard({ label, value, hint, icon }: StatCardProps) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2 text-muted-foreground">
        <p className="text-sm font-medium">{label}</p>
        <span aria-hidden="true" className="[&_svg]:size-4">
          {icon}
        </span>
      </div>
      <p className="mt-2 text-2xl font-semibold tabular-nums">
        {/* One element for the placeholder and its spoken label: one node to remove when the value arrives. */}
        {value ?? (
          <span className="inline-block h-7 w-16 animate-pulse rounded bg-muted align-middle">
            <span className="sr-only">Loading</span>
          </span>
        )}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}

/** The four stat cards (spec §2): totalAnalyses, passRate, avgTruthScore, avgCost. */
export const StatCards = memo(function StatCards() {
  const { data, isError, isFetching, refetch } = useQuery(statsQuery());
  const empty = data?.totalAnalyses === 0;
  const show = (format: () => string) => (isError ? '—' : data ? (empty ? '—' : format()) : null);

  return (
    <section aria-label="Your statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard
        label="Total analyses"
        value={isError ? '—' : data ? String(data.totalAnalyses) : null}
        hint={isError ? 'Statistics unavailable right now' : 'All analyses you have run'}
        icon={<Activity />}
      />
      <StatCard
        label="Pass rate"
        value={show(() => formatRate(data?.passRate ?? 0))}
        hint="Share scored 85% or higher"
        icon={<CheckCircle2 />}
      />
      <StatCard
        label="Avg truth score"
        value={show(() => formatScore(data?.avgTruthScore ?? 0))}
        hint="Mean posterior probability"
        icon={<Gauge />}
      />
      <StatCard
        label="Avg cost"
        value={show(() => formatCost(data?.avgCost ?? 0))}
        hint="Measured compute per analysis"
        icon={<DollarSign />}
      />
      {isError ? (
        <LoadFailed className="col-span-full" onRetry={() => void refetch()} retrying={isFetching}>
          Your statistics could not be loaded.
        </LoadFailed>
      ) : null}
    </section>
  );
});
