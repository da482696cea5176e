/** Server-drawn SVG: no chart code reaches the browser; the table under each holds its numbers. 360 units wide, a phone's width. */
const WIDTH = 360;

type ChartProps = { id: string; title: string; desc: string; children: React.ReactNode; height: number };

function Chart({ id, title, desc, children, height }: ChartProps) {
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`chart-${id}-title chart-${id}-desc`} data-testid={`chart-${id}`}>
      <title id={`chart-${id}-title`}>{title}</title>
      <desc id={`chart-${id}-desc`}>{desc}</desc>
      {children}
    </svg>
  );
}

const niceMax = (value: number) => {
  if (value <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / step) * step;
};

export function compact(value: number): string {
  if (value >= 1_000_000) return `${+(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${+(value / 1_000).toFixed(1)}k`;
  return String(Math.round(value));
}

export type Series = { name: string; values: number[]; tone: "a" | "b" };

export function ColumnChart({ id, title, desc, labels, series, stacked }: { id: string; title: string; desc: string; labels: string[]; series: Series[]; stacked: boolean }) {
  const top = 26;
  const bottom = 34;
  const left = 34;
  const height = 200;
  const plot = height - top - bottom;
  const totals = labels.map((_, i) => (stacked ? series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0) : Math.max(...series.map((s) => s.values[i] ?? 0))));
  const max = niceMax(Math.max(0, ...totals));
  const slot = (WIDTH - left - 4) / Math.max(labels.length, 1);
  const barWidth = stacked ? Math.max(4, slot * 0.7) : Math.max(3, (slot * 0.8) / series.length);
  const y = (value: number) => top + plot - (value / max) * plot;
  // At most about six labels, so they never overlap on a phone.
  const every = Math.ceil(labels.length / 6);
  return (
    <Chart id={id} title={title} desc={desc} height={height}>
      <g className="chart-legend" aria-hidden="true">
        {series.map((s, i) => (
          <g key={s.name} transform={`translate(${left + i * 150}, 6)`}>
            <rect width="12" height="12" className={`chart-tone-${s.tone}`} />
            <text x="17" y="11">
              {s.name}
            </text>
          </g>
        ))}
      </g>
      {(max >= 2 && max % 2 === 0 ? [0, 0.5, 1] : [0, 1]).map((f) => (
        <g key={f} aria-hidden="true">
          <line x1={left} x2={WIDTH - 2} y1={y(max * f)} y2={y(max * f)} className="chart-grid" />
          <text x={left - 4} y={y(max * f) + 4} textAnchor="end" className="chart-axis">
            {compact(max * f)}
          </text>
        </g>
      ))}
      {labels.map((label, i) => {
        const x0 = left + i * slot + (slot - (stacked ? barWidth : barWidth * series.length)) / 2;
        let base = 0;
        return (
          <g key={label}>
            {series.map((s, k) => {
              const value = s.values[i] ?? 0;
              const from = stacked ? base : 0;
              base += value;
              const x = stacked ? x0 : x0 + k * barWidth;
              return value > 0 ? <rect key={s.name} x={x} width={barWidth} y={y(from + value)} height={y(from) - y(from + value)} className={`chart-tone-${s.tone}`} /> : null;
            })}
            {i % every === 0 ? (
              <text x={left + i * slot + slot / 2} y={height - bottom + 16} textAnchor="middle" className="chart-axis" aria-hidden="true">
                {label}
              </text>
            ) : null}
          </g>
        );
      })}
    </Chart>
  );
}

/** Fits a phone however long the labels. */
export function BarList({ id, title, desc, rows }: { id: string; title: string; desc: string; rows: Array<{ label: string; value: number; note?: string }> }) {
  const rowHeight = 38;
  const height = Math.max(rows.length, 1) * rowHeight + 4;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const room = WIDTH - 70;
  return (
    <Chart id={id} title={title} desc={desc} height={height}>
      {rows.map((row, i) => (
        <g key={row.label} transform={`translate(0, ${i * rowHeight})`}>
          <text x="0" y="13" className="chart-label">
            {row.label}
          </text>
          <rect x="0" y="18" height="14" width={Math.max(row.value > 0 ? 2 : 0, (row.value / max) * room)} className="chart-tone-a" />
          <text x={(row.value / max) * room + 6} y="30" className="chart-value">
            {compact(row.value)}
            {row.note ? ` · ${row.note}` : ""}
          </text>
        </g>
      ))}
    </Chart>
  );
}
