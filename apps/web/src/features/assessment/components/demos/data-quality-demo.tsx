import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { SAMPLE_ORDERS_CSV, parseCsv, runQualityChecks, type QualityFinding } from '../../data-quality';

const CHECK_LABELS: Record<QualityFinding['check'], string> = {
  missing: 'Missing values',
  duplicates: 'Duplicates',
  outliers: 'Outliers',
  'type-drift': 'Type drift',
};

/** Runs the four checks in the browser over an editable sample; edit a cell and run again. */
export function DataQualityDemo() {
  const inputId = useId();
  const [text, setText] = useState(SAMPLE_ORDERS_CSV);
  const [checked, setChecked] = useState(SAMPLE_ORDERS_CSV);
  const report = useMemo(() => {
    const { columns, rows } = parseCsv(checked);
    return { columns, rows, findings: runQualityChecks(columns, rows) };
  }, [checked]);

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Sample orders (CSV, editable)</Label>
        <Textarea
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={8}
          spellCheck={false}
          className="font-mono text-xs"
        />
        <Button variant="secondary" className="justify-self-start" onClick={() => setChecked(text)}>
          Run quality checks
        </Button>
      </div>
      <div aria-live="polite" className="rounded-lg border p-4">
        <p className="text-sm font-medium" data-testid="quality-summary">
          {report.rows.length} rows × {report.columns.length} columns checked:{' '}
          {report.findings.length === 0 ? 'no issues found' : `${report.findings.length} issues found`}
        </p>
        <ul className="mt-3 grid gap-2 text-sm">
          {report.findings.map((f) => (
            <li key={`${f.check}-${f.column ?? 'row'}`} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{CHECK_LABELS[f.check]}:</span>
              <span>{f.message}</span>
              <span className="text-muted-foreground">(row {f.rows.join(', ')})</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
