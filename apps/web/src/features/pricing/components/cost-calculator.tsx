import { type FormEvent, useState } from 'react';
import { Calculator } from 'lucide-react';
import { PLANS, type PlanId } from '@verity/contracts/plans';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCostSimulation } from '../api';
import { formatCost } from '@verity/contracts/format';
import { costPerBatch, simulationProblem } from '../cost-format';

/** What a month of analyses costs us to run at a volume, and the plan's margin, from the cost simulator. */
export function CostCalculator() {
  const simulate = useCostSimulation();
  const [analyses, setAnalyses] = useState('100');
  const [rows, setRows] = useState('1000');
  const [planId, setPlanId] = useState<PlanId>('starter');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    simulate.mutate({
      analysesPerMonth: Math.max(1, Math.min(10_000_000, Math.round(Number(analyses) || 1))),
      rowsPerAnalysis: Math.max(1, Math.min(1_000_000, Math.round(Number(rows) || 1))),
      planId,
    });
  }

  const result = simulate.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Calculator className="size-5 text-primary" aria-hidden="true" />
          Cost calculator
        </CardTitle>
        <CardDescription>
          The compute cost of your volume, from measured CPU time per row, and what a plan leaves as margin.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-4 sm:items-end">
          <div className="grid gap-2">
            <Label htmlFor="calc-analyses">Analyses per month</Label>
            <Input id="calc-analyses" type="number" min={1} max={10_000_000} value={analyses} onChange={(e) => setAnalyses(e.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="calc-rows">Rows per analysis</Label>
            <Input id="calc-rows" type="number" min={1} max={1_000_000} value={rows} onChange={(e) => setRows(e.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="calc-plan">Plan</Label>
            <NativeSelect id="calc-plan" value={planId} onChange={(e) => setPlanId(e.target.value as PlanId)}>
              {PLANS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={simulate.isPending}>
            {simulate.isPending ? 'Calculating…' : 'Calculate'}
          </Button>
        </form>
        <div aria-live="polite" className="mt-6">
          {simulate.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {simulationProblem(simulate.error)}
            </p>
          ) : result ? (
            <dl className="grid gap-4 sm:grid-cols-3" data-testid="cost-result">
              <div>
                <dt className="text-xs text-muted-foreground">Cost per analysis</dt>
                <dd className="text-xl font-semibold tabular-nums">{formatCost(result.costPerAnalysis, 4)}</dd>
                {costPerBatch(result.costPerAnalysis) ? (
                  <dd className="text-xs text-muted-foreground tabular-nums">{costPerBatch(result.costPerAnalysis)}</dd>
                ) : null}
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Monthly compute cost</dt>
                <dd className="text-xl font-semibold tabular-nums">{formatCost(result.monthlyCost, 2)}</dd>
              </div>
              {result.plan ? (
                <div>
                  <dt className="text-xs text-muted-foreground">Plan margin</dt>
                  <dd className="text-xl font-semibold tabular-nums">
                    {result.plan.grossMargin === null ? 'Free plan' : `${(result.plan.grossMargin * 100).toFixed(1)}%`}
                  </dd>
                  {result.plan.withinLimit ? null : (
                    <p className="text-xs text-muted-foreground">This volume is over the plan&apos;s monthly limit.</p>
                  )}
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
