import type { Analysis } from '@verity/contracts/analysis';
import { CartesianGrid, Cell, Line, LineChart, Pie, PieChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { analysisTypeLabel } from '../dashboard.utils';

/**
 * Recharts lives only here, loaded lazily by the dashboard tab. Recharts' Tooltip and Legend are
 * left out on purpose (≈ 11 KB gz, and mouse-only): values are printed on the points, the pie's
 * legend is plain HTML with the counts, and each chart has a text equivalent.
 */
const TYPE_COLORS: Record<string, string> = {
  causal: '#6366f1',
  predictive: '#10b981',
  descriptive: '#f59e0b',
  prescriptive: '#ec4899',
  unknown: '#94a3b8',
};

export interface ChartsPanelProps {
  analyses: readonly Analysis[];
}

function trendData(analyses: readonly Analysis[]) {
  return [...analyses]
    .sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0))
    .map((analysis, index) => ({ run: index + 1, score: Math.round(analysis.truthScore * 1000) / 10 }));
}

function typeData(analyses: readonly Analysis[]) {
  const counts = new Map<string, number>();
  for (const analysis of analyses) {
    const type = analysis.analysisType ?? 'unknown';
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts].map(([type, count]) => ({ type, name: analysisTypeLabel(type), value: count }));
}

export default function ChartsPanel({ analyses }: ChartsPanelProps) {
  const trend = trendData(analyses);
  const types = typeData(analyses);
  const showLabels = trend.length <= 12;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="grid gap-2">
        <figcaption className="text-sm font-medium">Truth score trend (oldest → newest)</figcaption>
        <div
          className="h-56 text-muted-foreground"
          role="img"
          aria-label={`Truth scores of your last ${trend.length} analyses, oldest first: ${trend.map((p) => `${p.score}%`).join(', ')}`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={trend} margin={{ top: 20, right: 12, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
              <XAxis dataKey="run" tick={{ fontSize: 11, fill: 'currentColor' }} stroke="currentColor" strokeOpacity={0.4} />
              <YAxis
                domain={[0, 100]}
                unit="%"
                tick={{ fontSize: 11, fill: 'currentColor' }}
                stroke="currentColor"
                strokeOpacity={0.4}
              />
              <Line
                type="monotone"
                dataKey="score"
                stroke="#6366f1"
                strokeWidth={2}
                dot={{ r: 3, fill: '#6366f1' }}
                label={showLabels ? { position: 'top', fontSize: 10, fill: 'currentColor' } : false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="grid gap-2">
        <figcaption className="text-sm font-medium">Analysis types</figcaption>
        <div className="grid grid-cols-[1fr_auto] items-center gap-4">
          {/* Decorative: the list beside it says the same, so nothing in it may take focus. */}
          <div className="h-48" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <PieChart accessibilityLayer={false} tabIndex={-1}>
                <Pie
                  data={types}
                  dataKey="value"
                  nameKey="name"
                  innerRadius="50%"
                  outerRadius="85%"
                  isAnimationActive={false}
                  rootTabIndex={-1}
                >
                  {types.map((entry) => (
                    <Cell key={entry.type} fill={TYPE_COLORS[entry.type] ?? TYPE_COLORS.unknown} />
                  ))}
                </Pie>
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul className="grid gap-1.5 text-sm" aria-label="Analyses by type">
            {types.map((entry) => (
              <li key={entry.type} className="flex items-center gap-2">
                <span
                  className="size-3 rounded-sm"
                  style={{ background: TYPE_COLORS[entry.type] ?? TYPE_COLORS.unknown }}
                  aria-hidden="true"
                />
                <span>{entry.name}</span>
                <span className="font-semibold tabular-nums">{entry.value}</span>
              </li>
            ))}
          </ul>
        </div>
      </figure>
    </div>
  );
}
