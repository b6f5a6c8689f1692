import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, type OpenState } from '../../components/ui/dialog';
import { FormAlert } from './form-alert';

/**
 * Asks before a change that cannot simply be undone (disable, delete, reset), naming what it affects.
 * A refusal from the server stays in the dialog, beside the question, instead of a toast that fades.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  pendingLabel,
  tone = 'danger',
  pending,
  error,
  onConfirm,
}: OpenState & {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  tone?: 'danger' | 'primary';
  pending: boolean;
  error?: string | null;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      className="max-w-lg"
    >
      <div className="flex flex-col gap-5">
        {error && <FormAlert>{error}</FormAlert>}
        <div className="text-sm text-white/80">{children}</div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={pending}>
            {pending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
