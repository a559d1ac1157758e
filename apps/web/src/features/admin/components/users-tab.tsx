import { PLANS, PLAN_IDS, type PlanId } from '@verity/contracts/plans';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { type AdminUser, PAGE_SIZE, type UsersCursor, useUpdateUser, useUsers } from '../api';
import { formatDate, formatDateTime, formatLimit } from '../lib/format';
import { CursorPagination, DataTable, EmptyState, ErrorState, LoadingBlock, selectClass, StatusBadge, tdClass, thClass } from './shared';

type Change = { user: AdminUser; role: 'admin' | 'user' } | { user: AdminUser; plan: PlanId };

function planName(id: string | null): string {
  return PLANS.find((p) => p.id === id)?.name ?? id ?? '—';
}

export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function UsersTab() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  // The position belongs to a search: a new search starts at the newest user.
  const [paging, setPaging] = useState<{ q: string; cursor: UsersCursor; offset: number }>({ q: '', cursor: null, offset: 0 });
  const cursor = paging.q === q ? paging.cursor : null;
  const users = useUsers(q, cursor);
  // Back at the start (no newer rows), the position is 0 whatever was counted on the way.
  const offset = paging.q !== q || users.data?.prevCursor === null ? 0 : paging.offset;
  const [change, setChange] = useState<Change | null>(null);
  const update = useUpdateUser();

  const confirm = () => {
    if (!change) return;
    const body = 'role' in change ? { role: change.role } : { plan: change.plan };
    update.mutate(
      { id: change.user.id, ...body },
      {
        onSuccess: () => {
          toast({ title: 'User updated', description: `${change.user.email ?? 'The user'} now has ${'role' in change ? `the ${change.role} role` : `the ${planName(change.plan)} plan`}.` });
          setChange(null);
        },
        onError: () => setChange(null),
      },
    );
  };

  return (
    <section aria-labelledby="admin-users-heading" className="grid gap-4">
      <h2 id="admin-users-heading" className="sr-only">
        Users
      </h2>
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={searchId}>Search by email</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id={searchId} type="search" className="pl-9" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="name@company.com" />
        </div>
      </div>
      {users.isPending ? (
        <LoadingBlock label="Loading users…" />
      ) : users.isError ? (
        <ErrorState message={`Could not load users: ${users.error.message}`} onRetry={() => void users.refetch()} />
      ) : users.data.users.length === 0 ? (
        <EmptyState title={q ? 'No users match this search' : 'No users yet'} />
      ) : (
        <>
          <DataTable caption="Users, newest first">
            <thead>
              <tr>
                <th scope="col" className={thClass}>Email</th>
                <th scope="col" className={thClass}>Role</th>
                <th scope="col" className={thClass}>Plan</th>
                <th scope="col" className={thClass}>Status</th>
                <th scope="col" className={thClass}>Analyses</th>
                <th scope="col" className={thClass}>Created</th>
                <th scope="col" className={thClass}>Last sign-in</th>
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
                <tr key={user.id}>
                  <th scope="row" className={`${tdClass} max-w-[16rem] truncate font-medium`}>
                    {user.email ?? <span className="text-muted-foreground">anonymous</span>}
                  </th>
                  <td className={tdClass}>
                    <select
                      aria-label={`Role of ${user.email ?? user.id}`}
                      className={selectClass}
                      value={user.role === 'admin' ? 'admin' : 'user'}
                      disabled={!user.email || update.isPending}
                      onChange={(e) => setChange({ user, role: e.target.value as 'admin' | 'user' })}
                    >
                      <option value="user">User</option>
                      <option value="admin">Admin</option>
                    </select>
                  </td>
                  <td className={tdClass}>
                    <select
                      aria-label={`Plan of ${user.email ?? user.id}`}
                      className={selectClass}
                      value={user.plan ?? 'free'}
                      disabled={update.isPending}
                      onChange={(e) => setChange({ user, plan: e.target.value as PlanId })}
                    >
                      {PLAN_IDS.map((id) => (
                        <option key={id} value={id}>
                          {planName(id)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={tdClass}>
                    <StatusBadge tone={user.status === 'active' || user.status === 'trialing' ? 'good' : 'neutral'}>{user.status ?? '—'}</StatusBadge>
                  </td>
                  <td className={`${tdClass} tabular-nums whitespace-nowrap`}>
                    {user.analysisUsed ?? 0} / {formatLimit(user.analysisLimit)}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(user.lastSignInAt)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <CursorPagination
            label="Users"
            offset={offset}
            count={users.data.users.length}
            total={users.data.total}
            totalCapped={users.data.totalCapped}
            onFirst={users.data.prevCursor ? () => setPaging({ q, cursor: null, offset: 0 }) : null}
            onPrevious={
              users.data.prevCursor
                ? () => setPaging({ q, cursor: { before: users.data.prevCursor! }, offset: Math.max(0, offset - (users.data.pageSize || PAGE_SIZE)) })
                : null
            }
            onNext={users.data.nextCursor ? () => setPaging({ q, cursor: { after: users.data.nextCursor! }, offset: offset + users.data.users.length }) : null}
          />
        </>
      )}

      <Dialog open={change !== null} onOpenChange={(open) => (open ? undefined : setChange(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{change && 'role' in change ? 'Change role?' : 'Change plan?'}</DialogTitle>
            <DialogDescription>
              {change === null
                ? ''
                : 'role' in change
                  ? `${change.user.email ?? 'This user'} will become ${change.role === 'admin' ? 'an admin' : 'a regular user'}.`
                  : `${change.user.email ?? 'This user'} will move from ${planName(change.user.plan)} to ${planName(change.plan)}, without a payment.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setChange(null)}>
              Cancel
            </Button>
            <Button onClick={confirm} disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Confirm'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
