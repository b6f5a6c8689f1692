import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { apiRequest } from '../../lib/api';
import { reasonOf } from '../lib/admin-api';
import { csvFileName, saveFile } from './csv';

/**
 * Downloads the server's CSV of what the list shows (its `/export.csv` with the list's filters): the
 * whole filtered view, not only the pages loaded on screen. It runs as a mutation so an expired
 * session is handled like any other admin call; a second click while it downloads does nothing.
 */
export function CsvExportButton({
  href,
  fileBase,
  disabled,
}: {
  /** The export URL with the current filters. */
  href: string;
  /** File name without date and extension, e.g. "contact-enquiries". */
  fileBase: string;
  disabled?: boolean;
}) {
  const download = useMutation({
    mutationFn: async () => (await apiRequest('GET', href)).blob(),
    onSuccess: (blob) => saveFile(csvFileName(fileBase), blob),
    onError: (error) => {
      console.error('Export failed', error);
      toast({
        title: 'Export failed',
        description: reasonOf(error, 'The file could not be downloaded. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled || download.isPending}
      aria-busy={download.isPending}
      onClick={() => download.mutate()}
      title="Download everything the filters match as a spreadsheet"
    >
      {download.isPending ? (
        <LoaderCircle className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <Download className="h-4 w-4" aria-hidden="true" />
      )}
      Export CSV
    </Button>
  );
}
