function stepText(step: unknown, index: number): string {
  if (typeof step !== 'object' || step === null) return `Step ${index}`;
  const s = step as Record<string, unknown>;
  if (typeof s.text === 'string') return s.text;
  if (typeof s.hypothesis === 'string') {
    const type = typeof s.analysisType === 'string' ? ` (${s.analysisType})` : '';
    return `[0] Inputs: "${s.hypothesis}"${type}`;
  }
  if (typeof s.test === 'string') return `[${index}] ${s.test}`;
  return `Step ${index}`;
}

/** Each step's readable line, its recorded hash, and the exact JSON that was hashed. */
export function ProofSteps({ steps, hashes }: { steps: readonly unknown[]; hashes: readonly string[] }) {
  return (
    <section aria-labelledby="proof-steps-title" className="grid gap-3">
      <h2 id="proof-steps-title" className="text-lg font-semibold">
        Steps ({steps.length})
      </h2>
      <ol className="grid gap-2">
        {steps.map((step, index) => (
          <li key={index} className="rounded-lg border bg-card p-3">
            <p className="font-mono text-xs break-words whitespace-pre-wrap">{stepText(step, index)}</p>
            <p className="mt-1 truncate font-mono text-[11px] text-muted-foreground" title={hashes[index]}>
              sha256 {hashes[index] ?? '—'}
            </p>
            <details className="mt-1">
              <summary className="cursor-pointer text-xs text-primary">Show the hashed JSON</summary>
              <pre className="mt-2 max-h-64 overflow-auto rounded bg-muted/50 p-2 text-[11px]">
                {JSON.stringify(step, null, 2)}
              </pre>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
