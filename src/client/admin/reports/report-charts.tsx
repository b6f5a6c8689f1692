/**
 * The Reports screen's charts, drawn with recharts (decision 0022). Only this admin area imports it, so
 * it loads with the Reports screen and never on a public page.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** Series colours that read on the admin's near-black panels, the brand's gold first. */
export const SERIES_COLOURS = ['#c9a96e', '#7aa2f7', '#9ece6a', '#f7768e', '#bb9af7', '#e0af68'];
const AXIS = { stroke: '#a3a3a3', fontSize: 11, tickLine: false } as const;
const GRID = <CartesianGrid stroke="#2a2a2a" vertical={false} />;
const TOOLTIP = (
  <Tooltip
    cursor={{ fill: 'rgba(255,255,255,0.05)' }}
    contentStyle={{ background: '#1f1f1f', border: '1px solid #2a2a2a', color: '#fff' }}
    labelStyle={{ color: '#fff' }}
  />
);
const LEGEND = <Legend wrapperStyle={{ fontSize: 11, color: '#a3a3a3' }} iconSize={8} />;
const MARGIN = { top: 8, right: 8, bottom: 0, left: -16 };

export type ChartRow = { label: string } & Record<string, number | string | null>;
export type SeriesSpec = { key: string; name: string };

/** Counts per day or week, one bar per series (stacked when the series add up to a total). */
export function BucketBars({
  data,
  series,
  stacked,
}: {
  data: ChartRow[];
  series: SeriesSpec[];
  stacked?: boolean;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={MARGIN} accessibilityLayer={false}>
        {GRID}
        <XAxis dataKey="label" {...AXIS} interval="preserveStartEnd" minTickGap={12} />
        <YAxis {...AXIS} allowDecimals={false} />
        {TOOLTIP}
        {series.length > 1 && LEGEND}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            stackId={stacked ? 'total' : undefined}
            fill={SERIES_COLOURS[i % SERIES_COLOURS.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Response times per week in hours, median and 90th percentile, against the response-time setting. */
export function ResponseLines({ data, targetHours }: { data: ChartRow[]; targetHours: number }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={MARGIN} accessibilityLayer={false}>
        {GRID}
        <XAxis dataKey="label" {...AXIS} interval="preserveStartEnd" minTickGap={12} />
        <YAxis {...AXIS} unit="h" />
        {TOOLTIP}
        {LEGEND}
        <ReferenceLine
          y={targetHours}
          stroke="#f7768e"
          strokeDasharray="4 4"
          label={{ value: 'Target', fill: '#f7768e', fontSize: 11, position: 'insideTopRight' }}
        />
        <Line
          dataKey="median"
          name="Median"
          stroke={SERIES_COLOURS[0]}
          dot={false}
          strokeWidth={2}
          connectNulls
          isAnimationActive={false}
        />
        <Line
          dataKey="p90"
          name="90th percentile"
          stroke={SERIES_COLOURS[1]}
          dot={false}
          strokeWidth={2}
          connectNulls
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** One horizontal bar per item (a hire car's utilisation, a band of days in stock), each its own colour. */
export function LabelledBars({
  data,
  valueKey,
  name,
  unit,
  colourOf,
  max,
}: {
  data: ChartRow[];
  valueKey: string;
  name: string;
  unit?: string;
  colourOf: (row: ChartRow, index: number) => string;
  max?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#2a2a2a" horizontal={false} />
        <XAxis type="number" {...AXIS} unit={unit} domain={[0, max ?? 'auto']} allowDecimals={false} />
        <YAxis type="category" dataKey="label" {...AXIS} width={110} />
        {TOOLTIP}
        <Bar dataKey={valueKey} name={name} isAnimationActive={false}>
          {data.map((row, i) => (
            <Cell key={row.label} fill={colourOf(row, i)} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
