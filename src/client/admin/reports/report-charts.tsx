/**
 * The Reports screen's charts, drawn with recharts (decision 0022). Only this admin area imports it, so
 * it loads with the Reports screen and never on a public page.
 */
import { type ReactNode, type SVGProps, useLayoutEffect, useRef, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** Series colours that read on the admin's near-black panels, the brand's gold first. */
export const SERIES_COLOURS = ['#c9a96e', '#7aa2f7', '#9ece6a', '#f7768e', '#bb9af7', '#e0af68'];
const AXIS = { stroke: '#a3a3a3', fontSize: 11, tickLine: false } as const;

/**
 * What recharts hands an axis' tick: where to draw it and its value. `verticalAnchor` says where the text
 * sits against the point (under it for a bottom axis, centred on it for a left one).
 */
type TickProps = {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  textAnchor?: SVGProps<SVGTextElement>['textAnchor'];
  verticalAnchor?: string;
};
const DY: Record<string, string> = { start: '0.71em', middle: '0.355em', end: '0' };
/** Characters of an 11 px label that fit the category axis (110 px, less the tick's margin). */
const LINE_CHARS = 15;

const cut = (text: string) => (text.length > LINE_CHARS ? `${text.slice(0, LINE_CHARS - 1)}…` : text);

/**
 * A long label (a hire car's name) in at most `most` lines of whole words, the last cut with an ellipsis
 * (the chart's table has it whole).
 */
function labelLines(text: string, most: number): string[] {
  if (text.length <= LINE_CHARS) return [text];
  if (most < 2) return [cut(text)];
  const words = text.split(' ');
  let first = '';
  while (words.length > 0 && `${first} ${words[0]}`.trim().length <= LINE_CHARS)
    first = `${first} ${words.shift()}`.trim();
  if (!first) first = words.shift() ?? '';
  const rest = words.join(' ');
  return rest ? [first, cut(rest)] : [first];
}

/**
 * Ticks drawn as plain SVG text. Recharts' own measures every word of every label in the page (a hidden
 * span and a layout per word) so that it can wrap them, and with an interval such as "preserveEnd" measures
 * every label again to thin them out: a third of the time its nine charts took to draw (issue 32). The
 * intervals are given as numbers instead (tickInterval), and long labels wrap by their length.
 */
function createPlainTick(unit: string, lines: number) {
  return function PlainTick({
    x = 0,
    y = 0,
    payload,
    textAnchor = 'middle',
    verticalAnchor = 'start',
  }: TickProps) {
    const shown = labelLines(`${String(payload?.value ?? '')}${unit}`, lines);
    // Two lines are centred on the point as one would be.
    const lift = shown.length > 1 && verticalAnchor === 'middle' ? '-0.6em' : '0';
    return (
      <text x={x} y={y} dy={lift} textAnchor={textAnchor} fill="#a3a3a3" fontSize={11}>
        {shown.map((line, i) => (
          <tspan key={i} x={x} dy={i === 0 ? (DY[verticalAnchor] ?? '0') : '1.2em'}>
            {line}
          </tspan>
        ))}
      </text>
    );
  };
}
/**
 * One tick component per unit and line count, made once: a component made during a render is a new type
 * each time, and React would remount every tick of the chart on each render.
 */
const ticks = new Map<string, ReturnType<typeof createPlainTick>>();
function plainTick(unit = '', lines = 2) {
  const key = `${unit}|${lines}`;
  let tick = ticks.get(key);
  if (!tick) {
    tick = createPlainTick(unit, lines);
    ticks.set(key, tick);
  }
  return tick;
}
const TICK = plainTick();
const HOURS_TICK = plainTick('h');

/** Every how many labels one is shown, so that labels `room` px apart at the least fit `length` px. */
const tickInterval = (count: number, length: number, room: number) =>
  Math.max(0, Math.ceil(count / Math.max(1, Math.floor(length / room))) - 1);
/** Room for a date label ("w/c 23 Mar", with a gap) along the bottom, and for a label line up the side. */
const DATE_ROOM = 72;
const ROW_ROOM = 16;
/** The bottom axis of the charts over time: as many date labels as fit `width`. */
const dateAxis = (count: number, width: number) =>
  ({ dataKey: 'label', ...AXIS, tick: TICK, interval: tickInterval(count, width, DATE_ROOM) }) as const;
const GRID = <CartesianGrid stroke="#2a2a2a" vertical={false} />;
const TOOLTIP = (
  <Tooltip
    cursor={{ fill: 'rgba(255,255,255,0.05)' }}
    contentStyle={{ background: '#1f1f1f', border: '1px solid #2a2a2a', color: '#fff' }}
    labelStyle={{ color: '#fff' }}
  />
);
const MARGIN = { top: 8, right: 8, bottom: 0, left: -16 };

/**
 * A chart's box size, handed to the chart as numbers. Measured in a layout effect, so the chart draws in
 * the same frame as its card: recharts' ResponsiveContainer measures in a passive effect and draws only
 * on the render after, a frame or more later for each of the screen's nine charts (issue 32's budget).
 * A ResizeObserver keeps the size for window and sidebar changes.
 */
type Size = { width: number; height: number };
function Sized({ children, legend }: { children: (size: Size) => ReactNode; legend?: SeriesSpec[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      const next = { width: Math.floor(width), height: Math.floor(height) };
      setSize((old) => (old && old.width === next.width && old.height === next.height ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="flex h-full w-full flex-col">
      <div ref={box} className="min-h-0 w-full flex-1 overflow-hidden">
        {size && size.width > 0 && size.height > 0 && children(size)}
      </div>
      {legend && <SeriesLegend series={legend} />}
    </div>
  );
}

/**
 * The series' names and colours under the chart, in HTML: recharts' Legend measures itself after the
 * chart has drawn and then lays the whole chart out again, a second render of every chart that has one.
 */
function SeriesLegend({ series }: { series: SeriesSpec[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-3 gap-y-1 pt-1 text-[11px] text-mist">
      {series.map((s, i) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-2 w-2"
            style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }}
          />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

export type ChartRow = { label: string } & Record<string, number | string | null>;
export type SeriesSpec = { key: string; name: string };

const RESPONSE_LINES = [
  { key: 'median', name: 'Median' },
  { key: 'p90', name: '90th percentile' },
];

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
    <Sized legend={series.length > 1 ? series : undefined}>
      {(size) => (
        <BarChart {...size} data={data} margin={MARGIN} accessibilityLayer={false}>
          {GRID}
          <XAxis {...dateAxis(data.length, size.width)} />
          <YAxis {...AXIS} tick={TICK} interval={0} allowDecimals={false} />
          {TOOLTIP}
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
      )}
    </Sized>
  );
}

/** Response times per week in hours, median and 90th percentile, against the response-time setting. */
export function ResponseLines({ data, targetHours }: { data: ChartRow[]; targetHours: number }) {
  return (
    <Sized legend={RESPONSE_LINES}>
      {(size) => (
        <LineChart {...size} data={data} margin={MARGIN} accessibilityLayer={false}>
          {GRID}
          <XAxis
            {...dateAxis(data.length, size.width)}
            // The first and last points sit on the edges: room for their labels' halves.
            padding={{ left: 28, right: 28 }}
          />
          <YAxis {...AXIS} tick={HOURS_TICK} interval={0} unit="h" />
          {TOOLTIP}
          <ReferenceLine
            y={targetHours}
            stroke="#f7768e"
            strokeDasharray="4 4"
            label={{ value: 'Target', fill: '#f7768e', fontSize: 11, position: 'insideTopRight' }}
          />
          {RESPONSE_LINES.map((line, i) => (
            <Line
              key={line.key}
              dataKey={line.key}
              name={line.name}
              stroke={SERIES_COLOURS[i]}
              dot={false}
              strokeWidth={2}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </Sized>
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
    <Sized>
      {(size) => {
        // Two lines a label where each row has the room of two (a few bands, a small fleet).
        const lines = size.height / Math.max(1, data.length) >= ROW_ROOM * 2 ? 2 : 1;
        return (
          <BarChart
            {...size}
            data={data}
            layout="vertical"
            margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="#2a2a2a" horizontal={false} />
            <XAxis
              type="number"
              {...AXIS}
              tick={plainTick(unit)}
              interval={0}
              unit={unit}
              domain={[0, max ?? 'auto']}
              allowDecimals={false}
            />
            <YAxis
              type="category"
              dataKey="label"
              {...AXIS}
              // Two lines a label where its rows leave room for them, else one.
              tick={plainTick('', lines)}
              interval={tickInterval(data.length, size.height, ROW_ROOM * lines)}
              width={110}
            />
            {TOOLTIP}
            <Bar dataKey={valueKey} name={name} isAnimationActive={false}>
              {data.map((row, i) => (
                <Cell key={row.label} fill={colourOf(row, i)} />
              ))}
            </Bar>
          </BarChart>
        );
      }}
    </Sized>
  );
}
