import * as TabsPrimitive from '@radix-ui/react-tabs';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { tabPanel } from '@/components/ui/tab-panel';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isForbidden, useOverview } from './api';
import { LeadsTab } from './components/leads-tab';
import { OverviewTab } from './components/overview-tab';
import { RevenueTab } from './components/revenue-tab';
import { SystemTab } from './components/system-tab';
import { UsersTab } from './components/users-tab';

const TABS = [
  { value: 'overview', label: 'Overview', Panel: OverviewTab },
  { value: 'users', label: 'Users', Panel: UsersTab },
  { value: 'system', label: 'System', Panel: SystemTab },
  { value: 'revenue', label: 'Revenue', Panel: RevenueTab },
  { value: 'leads', label: 'Leads', Panel: LeadsTab },
] as const;

type TabValue = (typeof TABS)[number]['value'];

const triggerClass =
  'inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

function BackToDashboard() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.dashboard}>
        <ArrowLeft aria-hidden="true" />
        Back to dashboard
      </Link>
    </Button>
  );
}

/** Shown to signed-in people without the admin role (claim missing, or the API answered 403). */
export function AdminsOnly() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <ShieldAlert className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">Admins only</h1>
      <p className="text-muted-foreground">This area is for Verity administrators. Your account does not have the admin role.</p>
      <BackToDashboard />
    </main>
  );
}

function isTab(value: string | null): value is TabValue {
  return TABS.some((t) => t.value === value);
}

function AdminArea() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'overview';
  // The overview also tells whether the API accepts this session as an admin.
  const overview = useOverview();
  if (overview.isError && isForbidden(overview.error)) return <AdminsOnly />;

  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div>
            <h1 className="text-xl font-semibold tracking-tight">Admin</h1>
            <p className="text-sm text-muted-foreground">Users, system health, revenue and leads.</p>
          </div>
          <BackToDashboard />
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <TabsPrimitive.Root
          value={tab}
          onValueChange={(value) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true })}
          className="grid gap-6"
        >
          <TabsPrimitive.List aria-label="Admin sections" className="flex w-fit max-w-full flex-wrap gap-1 rounded-lg bg-muted p-1">
            {TABS.map((t) => (
              <TabsPrimitive.Trigger key={t.value} value={t.value} className={triggerClass}>
                {t.label}
              </TabsPrimitive.Trigger>
            ))}
          </TabsPrimitive.List>
          {TABS.map(({ value, Panel }) => (
            <TabsPrimitive.Content key={value} value={value} className={cn('min-w-0', tabPanel)}>
              <Panel />
            </TabsPrimitive.Content>
          ))}
        </TabsPrimitive.Root>
      </main>
    </div>
  );
}

/** The admin area (spec §2, issue #8): a lazy route behind RequireAuth. */
export default function AdminPage() {
  useDocumentTitle('Admin');
  const { isAdmin } = useAuth();
  // Without the role claim the API would answer 403: say so without asking it.
  if (!isAdmin) return <AdminsOnly />;
  return <AdminArea />;
}
