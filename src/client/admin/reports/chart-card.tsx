import { Download, Table2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type CsvColumn, toCsv } from '../../../shared/csv';
import { Button } from '../../components/ui/button';
import { csvFileName, saveFile } from '../components/csv';
import { useDisclosure } from '../components/use-disclosure';

/** A chart's data as a table: the same rows the chart draws, in the same order. */
export type ChartTable<T> = { columns: readonly CsvColumn<T>[]; rows: readonly T[] };

/**
 * One chart with its data table and CSV (issue 32): the chart is a picture for sighted staff (its
 * `summary` is what a screen reader hears), the table beside it is the accessible alternative, opened by
 * a button, and the CSV is exactly the table's rows and columns.
 */
export function ChartCard<T>({
  title,
  summary,
  fileBase,
  table,
  controls,
  empty,
  children,
}: {
  title: string;
  /** One sentence saying what the chart shows, e.g. "Leads per week by kind, 23 Mar to 14 Jun". */
  summary: string;
  /** The CSV file's name before its date, e.g. "leads-by-kind". */
  fileBase: string;
  table: ChartTable<T>;
  /** Choices of what the chart draws (e.g. a By kind / By source switch), beside its buttons. */
  controls?: ReactNode;
  /** What to say over the chart when it has nothing to draw in the range (an empty grid looks broken). */
  empty?: string | false;
  children: ReactNode;
}) {
  const tableToggle = useDisclosure();
  const headingId = useId();
  const download = () =>
    saveFile(
      csvFileName(fileBase),
      new Blob([toCsv(table.rows, table.columns)], { type: 'text/csv;charset=utf-8' }),
    );
  return (
    <figure
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 border border-line bg-ink-2 p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-[11px] font-semibold uppercase tracking-[0.18em] text-white">
          {title}
        </h3>
        <div className="flex flex-wrap gap-2">
          {controls}
          <Button variant="outline" size="sm" {...tableToggle.buttonProps}>
            <Table2 className="h-3.5 w-3.5" aria-hidden="true" />
            {tableToggle.open ? 'Hide table' : 'Show table'}
          </Button>
          <Button variant="outline" size="sm" onClick={download} aria-label={`Download CSV: ${title}`}>
            <Download className="h-3.5 w-3.5" aria-hidden="true" />
            CSV
          </Button>
        </div>
      </header>
      <div role="img" aria-label={summary} className="relative h-64 w-full min-w-0 text-xs">
        {children}
        {empty && (
          <p className="pointer-events-none absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-mist">
            {empty}
          </p>
        )}
      </div>
      <div id={tableToggle.regionId} hidden={!tableToggle.open}>
        {tableToggle.open && <DataTableOf title={title} table={table} />}
      </div>
    </figure>
  );
}

function DataTableOf<T>({ title, table }: { title: string; table: ChartTable<T> }) {
  return (
    // No height cap: a region that scrolls would need to take focus; the page scrolls instead.
    <div className="overflow-x-auto border border-line">
      <table className="w-full border-collapse text-left text-xs tabular-nums">
        <caption className="sr-only">{title}</caption>
        <thead className="sticky top-0 bg-ink-3 text-mist">
          <tr>
            {table.columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 font-medium">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            // Rows are the chart's, in its order; nothing reorders them.
            <tr key={i} className="border-t border-line text-white/90">
              {table.columns.map((column) => (
                <td key={column.header} className="px-3 py-1.5">
                  {column.value(row) ?? '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A small group of toggle buttons choosing one of a few views of a chart; the chosen one is pressed. */
export function SplitSwitch<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  /** The group's accessible name, e.g. "Split leads by". */
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and borders to a row of two buttons.
    <div role="group" aria-label={label} className="flex">
      {options.map((option) => (
        <Button
          key={option.value}
          variant={option.value === value ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
