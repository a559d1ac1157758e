/** The truth score as a ring out of 100 (SVG, no chart library). */
export function ScoreRing({ score }: { score: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(100, Math.max(0, score));
  const color = clamped >= 80 ? 'var(--success)' : clamped >= 58 ? 'var(--primary)' : 'var(--destructive)';
  return (
    <figure className="relative size-40" aria-label={`Truth Score ${score} out of 100`}>
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={radius} fill="none" stroke="var(--muted)" strokeWidth="10" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          stroke={color}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 100)}
        />
      </svg>
      <figcaption className="absolute inset-0 flex flex-col items-center justify-center" aria-hidden="true">
        <span className="text-4xl font-semibold" data-testid="truth-score">
          {score}
        </span>
        <span className="text-xs text-muted-foreground">out of 100</span>
      </figcaption>
    </figure>
  );
}
