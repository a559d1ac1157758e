import * as TabsPrimitive from '@radix-ui/react-tabs';
import { BarChart3, LayoutTemplate } from 'lucide-react';
import { tabPanel } from '@/components/ui/tab-panel';
import { BlueprintsTab } from './blueprints-tab';
import { DashboardTab } from './dashboard-tab';
import type { UsageSubscription } from './usage-meter';

const triggerClass =
  'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4';

/** Tabs Dashboard and Blueprints Marketplace (spec §2), Radix Tabs for keyboard access. */
export function DashboardTabs({ subscription, usagePending }: { subscription: UsageSubscription | null; usagePending: boolean }) {
  return (
    <TabsPrimitive.Root defaultValue="dashboard" className="grid gap-6">
      <TabsPrimitive.List aria-label="Dashboard sections" className="inline-flex w-fit rounded-lg bg-muted p-1">
        <TabsPrimitive.Trigger value="dashboard" className={triggerClass}>
          <BarChart3 aria-hidden="true" />
          Dashboard
        </TabsPrimitive.Trigger>
        <TabsPrimitive.Trigger value="blueprints" className={triggerClass}>
          <LayoutTemplate aria-hidden="true" />
          Blueprints Marketplace
        </TabsPrimitive.Trigger>
      </TabsPrimitive.List>
      <TabsPrimitive.Content value="dashboard" className={tabPanel}>
        <DashboardTab subscription={subscription} usagePending={usagePending} />
      </TabsPrimitive.Content>
      <TabsPrimitive.Content value="blueprints" className={tabPanel}>
        <BlueprintsTab />
      </TabsPrimitive.Content>
    </TabsPrimitive.Root>
  );
}
