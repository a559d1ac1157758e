import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SAMPLE_ORDERS_CSV, parseCsv, runQualityChecks } from '../../data-quality';
import { formatDateTime } from '@verity/contracts/format';

const SCHEDULES = { hourly: 60 * 60_000, daily: 24 * 60 * 60_000, weekly: 7 * 24 * 60 * 60_000 } as const;
type Schedule = keyof typeof SCHEDULES;

/** A new batch that arrives after the first verification: one repeated key and one missing customer. */
const NEW_BATCH = `
1012,Massive Dynamic,244.00,2026-10-07,AMER
1012,Massive Dynamic,251.00,2026-10-07,AMER
1013,,212.75,2026-10-07,EMEA`;

interface Run {
  at: Date;
  rows: number;
  issues: number;
  batch: boolean;
}


/** The next run times of a schedule anchored on the last run (or now). */
export function nextRuns(from: Date, schedule: Schedule, count = 3): Date[] {
  return Array.from({ length: count }, (_, i) => new Date(from.getTime() + (i + 1) * SCHEDULES[schedule]));
}

/** How the flagged values changed since the previous run, in words. */
function changeSince(before: number, now: number): string {
  if (now === before) return 'unchanged since the previous run';
  if (now < before) return `${before - now} fewer since the previous run`;
  return `${now - before} more since the previous run: conclusions using this data are flagged for review`;
}

/** Scheduled re-verification: each run re-checks the dataset and reports what changed since the last. */
export function AutomationDemo() {
  const [schedule, setSchedule] = useState<Schedule>('daily');
  const [withBatch, setWithBatch] = useState(false);
  const [runs, setRuns] = useState<Run[]>([]);

  const runNow = () => {
    const { columns, rows } = parseCsv(withBatch ? SAMPLE_ORDERS_CSV + NEW_BATCH : SAMPLE_ORDERS_CSV);
    const issues = runQualityChecks(columns, rows).reduce((n, f) => n + f.rows.length, 0);
    setRuns((previous) => [{ at: new Date(), rows: rows.length, issues, batch: withBatch }, ...previous].slice(0, 5));
  };
  const last = runs[0];
  const before = runs[1];

  return (
    <div className="grid gap-4">
      <fieldset className="flex flex-wrap items-center gap-4 text-sm">
        <legend className="mb-2 font-medium">Re-verify the sample orders</legend>
        {(Object.keys(SCHEDULES) as Schedule[]).map((s) => (
          <label key={s} className="flex items-center gap-2">
            <input type="radio" name="schedule" value={s} checked={schedule === s} onChange={() => setSchedule(s)} />
            {s}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={withBatch} onChange={(e) => setWithBatch(e.target.checked)} />
        Include the batch that arrived since the last run (3 new rows)
      </label>
      <Button variant="secondary" className="justify-self-start" onClick={runNow}>
        Run re-verification now
      </Button>
      <div aria-live="polite" className="rounded-lg border p-4 text-sm">
        {last ? (
          <>
            <p className="font-medium" data-testid="automation-result">
              {formatDateTime(last.at)}: {last.rows} rows, {last.issues} flagged values
              {before ? ` (${changeSince(before.issues, last.issues)})` : ''}
            </p>
            <p className="mt-2 text-muted-foreground">
              Next {schedule} runs: {nextRuns(last.at, schedule).map((d) => formatDateTime(d)).join(' · ')}
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">No run yet. Run one, add the new batch, and run again to see a change flagged.</p>
        )}
      </div>
    </div>
  );
}
