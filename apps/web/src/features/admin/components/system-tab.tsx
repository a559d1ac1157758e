import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSystem } from '../api';
import { formatBytes, formatDateTime, formatUptime } from '../lib/format';
import { DataTable, ErrorState, LoadingBlock, StatusBadge, tdClass, thClass } from './shared';
import { formatNumber } from '@verity/contracts/format';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Card className="grid gap-1 p-5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </Card>
  );
}

export function SystemTab() {
  const system = useSystem();
  return (
    <section aria-labelledby="admin-system-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-system-heading" className="text-lg font-semibold">
          System health
        </h2>
        <Button variant="outline" size="sm" onClick={() => void system.refetch()} disabled={system.isFetching}>
          <RefreshCw className={system.isFetching ? 'animate-spin motion-reduce:animate-none' : ''} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {system.isPending ? (
        <LoadingBlock label="Checking the services…" rows={3} />
      ) : system.isError ? (
        <ErrorState message={`Could not load the system status: ${system.error.message}`} onRetry={() => void system.refetch()} />
      ) : (
        <>
          <DataTable caption="Services">
            <thead>
              <tr>
                <th scope="col" className={thClass}>Service</th>
                <th scope="col" className={thClass}>Status</th>
                <th scope="col" className={thClass}>Latency</th>
                <th scope="col" className={thClass}>Last checked</th>
              </tr>
            </thead>
            <tbody>
              {system.data.services.map((service) => (
                <tr key={service.name}>
                  <th scope="row" className={`${tdClass} font-medium`}>
                    {service.name} <span className="font-normal text-muted-foreground">{service.url}</span>
                  </th>
                  <td className={tdClass}>
                    <StatusBadge tone={service.status === 'healthy' ? 'good' : 'bad'}>{service.status}</StatusBadge>
                  </td>
                  <td className={`${tdClass} tabular-nums`}>{service.latencyMs} ms</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(service.lastChecked)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <Fact label="Database" value={`${system.data.database.engine} · ${formatBytes(system.data.database.sizeBytes)}`} />
            <Fact label="Server version" value={system.data.server.version} />
            <Fact label="Uptime" value={formatUptime(system.data.server.uptimeSeconds)} />
            <Fact label="Errors in the last hour" value={formatNumber(system.data.errorsLastHour)} />
          </dl>
        </>
      )}
    </section>
  );
}
