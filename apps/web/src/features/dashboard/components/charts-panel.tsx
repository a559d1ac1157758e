import type { Analysis } from '@verity/contracts/analysis';
import { Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis, CartesianGrid } from 'recharts';
import { analysisTypeLabel } from '../dashboard.utils';

/** Recharts lives only here, loaded lazily by the dashboard tab. */
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
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    .map((analysis, index) => ({
      run: index + 1,
      score: Math.round(analysis.truthScore * 1000) / 10,
      label: analysis.originalHypothesis,
    }));
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

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="grid gap-2">
        <figcaption className="text-sm font-medium">Truth score trend</figcaption>
        <div className="h-56" role="img" aria-label={`Line chart of truth scores over your last ${trend.length} analyses`}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={trend} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.12} />
              <XAxis dataKey="run" tick={{ fontSize: 11 }} stroke="currentColor" strokeOpacity={0.5} />
              <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 11 }} stroke="currentColor" strokeOpacity={0.5} />
              <Tooltip
                formatter={(value) => [`${String(value)}%`, 'Truth score']}
                labelFormatter={(run) => `Analysis ${String(run)}`}
                contentStyle={{ background: 'var(--color-card)', border: '1px solid var(--color-border)', fontSize: 12 }}
              />
              <Line type="monotone" dataKey="score" stroke="#6366f1" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="grid gap-2">
        <figcaption className="text-sm font-medium">Analysis types</figcaption>
        <div
          className="h-56"
          role="img"
          aria-label={`Pie chart of analysis types: ${types.map((t) => `${t.name} ${t.value}`).join(', ')}`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie data={types} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="75%" isAnimationActive={false}>
                {types.map((entry) => (
                  <Cell key={entry.type} fill={TYPE_COLORS[entry.type] ?? TYPE_COLORS.unknown} />
                ))}
              </Pie>
              <Tooltip contentStyle={{ background: 'var(--color-card)', border: '1px solid var(--color-border)', fontSize: 12 }} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
            </PieChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
