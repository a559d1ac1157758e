import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '@verity/contracts/leads';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { API_BASE } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { type Lead, type LeadFilter, PAGE_SIZE, query, useLeads, useUpdateLead } from '../api';
import { formatDateTime } from '../lib/format';
import { DataTable, EmptyState, ErrorState, LoadingBlock, Pagination, selectClass, tdClass, thClass } from './shared';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function leadMessage(lead: Lead): string {
  const value = lead.payload.message ?? lead.payload.useCase ?? '';
  return typeof value === 'string' ? value : '';
}

/** Downloads the CSV of the current filter: fetched with the bearer token, saved as a Blob. */
async function downloadCsv(filter: LeadFilter, token: string | null): Promise<void> {
  const response = await fetch(`${API_BASE}/admin/leads.csv${query({ kind: filter.kind, status: filter.status })}`, {
    headers: token ? { Authorization: `Bearer ${token}`, Accept: 'text/csv' } : { Accept: 'text/csv' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`The export failed (${response.status}).`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'verity-leads.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function LeadsTab() {
  const kindId = useId();
  const statusId = useId();
  const { session } = useAuth();
  const [filter, setFilter] = useState<LeadFilter>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const leads = useLeads(filter, page);
  const update = useUpdateLead();

  const setKind = (kind: string) => {
    setFilter((f) => ({ ...f, kind: kind ? (kind as LeadKind) : undefined }));
    setPage(1);
  };
  const setStatus = (status: string) => {
    setFilter((f) => ({ ...f, status: status ? (status as LeadStatus) : undefined }));
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(filter, session?.access_token ?? null);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: error instanceof Error ? error.message : 'The export failed.' });
    } finally {
      setExporting(false);
    }
  };

  const changeStatus = (lead: Lead, status: LeadStatus) => {
    update.mutate(
      { id: lead.id, status },
      { onSuccess: () => toast({ title: 'Lead updated', description: `${lead.name || lead.email} is now ${status}.` }) },
    );
  };

  return (
    <section aria-labelledby="admin-leads-heading" className="grid gap-4">
      <h2 id="admin-leads-heading" className="sr-only">
        Leads
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={kindId}>Kind</Label>
          <select id={kindId} className={selectClass} value={filter.kind ?? ''} onChange={(e) => setKind(e.target.value)}>
            <option value="">All kinds</option>
            {LEAD_KINDS.map((k) => (
              <option key={k} value={k}>
                {capital(k)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={statusId}>Status</Label>
          <select id={statusId} className={selectClass} value={filter.status ?? ''} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All statuses</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {capital(s)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" size="sm" className="ml-auto" onClick={() => void exportCsv()} disabled={exporting}>
          <Download aria-hidden="true" />
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      {leads.isPending ? (
        <LoadingBlock label="Loading leads…" />
      ) : leads.isError ? (
        <ErrorState message={`Could not load leads: ${leads.error.message}`} onRetry={() => void leads.refetch()} />
      ) : leads.data.leads.length === 0 ? (
        <EmptyState title={filter.kind || filter.status ? 'No leads match these filters' : 'No leads yet'}>
          Demo, pilot and contact requests appear here.
        </EmptyState>
      ) : (
        <>
          <DataTable caption="Leads, newest first">
            <thead>
              <tr>
                <th scope="col" className={thClass}>Received</th>
                <th scope="col" className={thClass}>Name</th>
                <th scope="col" className={thClass}>Email</th>
                <th scope="col" className={thClass}>Company</th>
                <th scope="col" className={thClass}>Kind</th>
                <th scope="col" className={thClass}>Message</th>
                <th scope="col" className={thClass}>Status</th>
              </tr>
            </thead>
            <tbody>
              {leads.data.leads.map((lead) => (
                <tr key={lead.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(lead.createdAt)}</td>
                  <th scope="row" className={`${tdClass} font-medium`}>{lead.name || '—'}</th>
                  <td className={tdClass}>{lead.email}</td>
                  <td className={tdClass}>{lead.company || '—'}</td>
                  <td className={tdClass}>
                    <Badge variant="secondary">{capital(lead.kind)}</Badge>
                  </td>
                  <td className={`${tdClass} max-w-[20rem] truncate`} title={leadMessage(lead)}>
                    {leadMessage(lead) || '—'}
                  </td>
                  <td className={tdClass}>
                    <select
                      aria-label={`Status of the lead from ${lead.email}`}
                      className={selectClass}
                      value={lead.status}
                      disabled={update.isPending}
                      onChange={(e) => changeStatus(lead, e.target.value as LeadStatus)}
                    >
                      {LEAD_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {capital(s)}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination label="Leads" page={page} pageSize={leads.data.pageSize || PAGE_SIZE} total={leads.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
