import { Card } from '@/components/ui/card';
import { useRevenue } from '../api';
import { formatCents, formatDateTime } from '../lib/format';
import { DataTable, EmptyState, ErrorState, LoadingBlock, tdClass, thClass } from './shared';
import { formatNumber } from '@verity/contracts/format';

export function RevenueTab() {
  const revenue = useRevenue();
  if (revenue.isPending) return <LoadingBlock label="Loading revenue…" />;
  if (revenue.isError) {
    return <ErrorState message={`Could not load revenue: ${revenue.error.message}`} onRetry={() => void revenue.refetch()} />;
  }
  const data = revenue.data;
  return (
    <section aria-labelledby="admin-revenue-heading" className="grid gap-6">
      <h2 id="admin-revenue-heading" className="sr-only">
        Revenue
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Card className="grid gap-1 p-5">
          <dt className="text-sm text-muted-foreground">Monthly recurring revenue</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatCents(data.mrrCents)}</dd>
        </Card>
        <Card className="grid gap-1 p-5">
          <dt className="text-sm text-muted-foreground">Blueprint sales</dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {formatCents(data.blueprintSales.totalCents)}{' '}
            <span className="text-sm font-normal text-muted-foreground">from {formatNumber(data.blueprintSales.count)} sales</span>
          </dd>
        </Card>
      </dl>

      <div className="grid gap-2">
        <h3 className="font-semibold">MRR by plan</h3>
        <DataTable caption="Monthly recurring revenue by plan" className="[&_table]:min-w-[30rem]">
          <thead>
            <tr>
              <th scope="col" className={thClass}>Plan</th>
              <th scope="col" className={`${thClass} text-right`}>Paying subscribers</th>
              <th scope="col" className={`${thClass} text-right`}>Granted by an admin</th>
              <th scope="col" className={`${thClass} text-right`}>MRR</th>
            </tr>
          </thead>
          <tbody>
            {data.mrrByPlan.map((plan) => (
              <tr key={plan.planId}>
                <th scope="row" className={`${tdClass} font-medium`}>{plan.name}</th>
                <td className={`${tdClass} text-right tabular-nums`}>{formatNumber(plan.subscribers)}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{formatNumber(plan.complimentary)}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{formatCents(plan.mrrCents)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>

      <div className="grid gap-2">
        <h3 className="font-semibold">Recent payments</h3>
        {data.recentPayments.length === 0 ? (
          <EmptyState title="No payments yet">Subscription and blueprint payments will be listed here.</EmptyState>
        ) : (
          <DataTable caption="The last 20 payments, newest first">
            <thead>
              <tr>
                <th scope="col" className={thClass}>Date</th>
                <th scope="col" className={thClass}>Email</th>
                <th scope="col" className={thClass}>Kind</th>
                <th scope="col" className={thClass}>Provider</th>
                <th scope="col" className={`${thClass} text-right`}>Amount</th>
              </tr>
            </thead>
            <tbody>
              {data.recentPayments.map((p) => (
                <tr key={p.id}>
                  <th scope="row" className={`${tdClass} font-normal whitespace-nowrap`}>{formatDateTime(p.createdAt)}</th>
                  <td className={tdClass}>{p.email ?? '—'}</td>
                  <td className={`${tdClass} capitalize`}>{p.kind}</td>
                  <td className={tdClass}>{p.provider}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>{formatCents(p.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </div>
    </section>
  );
}
