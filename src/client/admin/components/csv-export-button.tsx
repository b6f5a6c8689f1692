import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from './csv';

/** Downloads the given rows (what the list currently shows) as a CSV file. */
export function CsvExportButton<T>({
  rows,
  columns,
  fileBase,
}: {
  rows: readonly T[];
  columns: readonly CsvColumn<T>[];
  /** File name without date and extension, e.g. "contact-enquiries". */
  fileBase: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={rows.length === 0}
      onClick={() => downloadCsv(csvFileName(fileBase), toCsv(rows, columns))}
      title={`Download the ${rows.length} listed as a spreadsheet`}
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      Export CSV
    </Button>
  );
}
