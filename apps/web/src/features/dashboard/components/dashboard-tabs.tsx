import * as TabsPrimitive from '@radix-ui/react-tabs';
import { BarChart3, LayoutTemplate } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { HydrateSeparately } from '@/components/hydrate-separately';
import { tabPanel } from '@/components/ui/tab-panel';
import { BlueprintsTab } from './blueprints-tab';
import { DashboardTab } from './dashboard-tab';
import type { UsageSubscription } from './usage-meter';

const triggerClass =
  'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4';

const TABS = [
  { value: 'dashboard', label: 'Dashboard', icon: <BarChart3 aria-hidden="true" /> },
  { value: 'blueprints', label: 'Blueprints Marketplace', icon: <LayoutTemplate aria-hidden="true" /> },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * Tabs Dashboard and Blueprints Marketplace (spec §2): Radix's tab list for keyboard access, and
 * panels of our own. Radix's panels and roving focus each set state while the page's first commit
 * runs (a panel's presence ref, the list's hydration flag), and React then runs every effect of
 * that commit in the same task before re-rendering: one long task as the pre-rendered dashboard
 * becomes interactive. Our panels set none, and the list hydrates in a pass of its own.
 */
export function DashboardTabs({
  userId = null,
  subscription,
  usagePending,
}: {
  userId?: string | null;
  subscription: UsageSubscription | null;
  usagePending: boolean;
}) {
  const [selected, setSelected] = useState<Tab>('dashboard');
  const baseId = useId();
  const ids = (value: Tab) => ({ tab: `${baseId}-tab-${value}`, panel: `${baseId}-panel-${value}` });
  const panels: Record<Tab, ReactNode> = {
    dashboard: <DashboardTab userId={userId} subscription={subscription} usagePending={usagePending} />,
    blueprints: <BlueprintsTab />,
  };

  return (
    <TabsPrimitive.Root value={selected} onValueChange={(value) => setSelected(value as Tab)} className="grid gap-6">
      <HydrateSeparately>
        <TabsPrimitive.List aria-label="Dashboard sections" className="inline-flex w-fit rounded-lg bg-muted p-1">
          {TABS.map(({ value, label, icon }) => (
            <TabsPrimitive.Trigger key={value} value={value} id={ids(value).tab} aria-controls={ids(value).panel} className={triggerClass}>
              {icon}
              {label}
            </TabsPrimitive.Trigger>
          ))}
        </TabsPrimitive.List>
      </HydrateSeparately>
      {TABS.map(({ value }) => (
        <div
          key={value}
          role="tabpanel"
          id={ids(value).panel}
          aria-labelledby={ids(value).tab}
          hidden={value !== selected}
          tabIndex={0}
          className={tabPanel}
        >
          {value === selected ? panels[value] : null}
        </div>
      ))}
    </TabsPrimitive.Root>
  );
}
