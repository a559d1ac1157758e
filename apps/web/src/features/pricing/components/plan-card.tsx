import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { type Plan, UNLIMITED, formatUsd } from '@verity/contracts/plans';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatNumber } from '@verity/contracts/format';

export function analysisAllowance(plan: Plan): string {
  return plan.analysisLimit === UNLIMITED
    ? 'Unlimited analyses'
    : `${formatNumber(plan.analysisLimit)} analyses / month`;
}

export function PlanCard({ plan, children }: { plan: Plan; children: ReactNode }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      className={cn('relative flex flex-col', plan.popular && 'border-primary shadow-lg shadow-primary/15 ring-1 ring-primary')}
    >
      {plan.popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">Most Popular</Badge>
      ) : null}
      <CardHeader>
        <CardTitle id={titleId}>{plan.name}</CardTitle>
        <CardDescription>{plan.description}</CardDescription>
        <p className="mt-4 flex items-baseline gap-1">
          <span className="text-4xl font-semibold tracking-tight">{formatUsd(plan.priceCents)}</span>
          <span className="text-sm text-muted-foreground">/ {plan.interval}</span>
        </p>
        <p className="text-sm font-medium text-primary">{analysisAllowance(plan)}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2.5">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-sm">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {children}
      </CardFooter>
    </Card>
  );
}
