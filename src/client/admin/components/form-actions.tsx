import { Check, LoaderCircle, Plus, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/button';
import { useLeaveGuard } from '../lib/nav';

/** The submit row of an add/edit form: Add or Update, and Cancel while editing. */
export function FormActions({
  editing,
  pending,
  onCancel,
  addLabel,
  updateLabel,
}: {
  editing: boolean;
  pending: boolean;
  onCancel: () => void;
  addLabel: string;
  updateLabel: string;
}) {
  const Icon = pending ? LoaderCircle : editing ? Check : Plus;
  return (
    <div className="flex flex-wrap gap-3 pt-2">
      <Button type="submit" disabled={pending}>
        <Icon className={pending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
        {pending ? 'Saving...' : editing ? updateLabel : addLabel}
      </Button>
      {editing && (
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          <X className="h-4 w-4" aria-hidden="true" />
          Cancel
        </Button>
      )}
    </div>
  );
}

/** The save row of a settings form, with a note while there are unsaved changes, which are not left silently. */
export function SaveBar({
  pending,
  dirty,
  label = 'Save',
}: {
  pending: boolean;
  dirty: boolean;
  label?: string;
}) {
  useLeaveGuard(dirty);
  return (
    <div className="flex flex-wrap items-center gap-4 border-t border-line pt-5">
      <Button type="submit" disabled={pending}>
        {pending ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Check className="h-4 w-4" aria-hidden="true" />
        )}
        {pending ? 'Saving...' : label}
      </Button>
      {dirty && !pending && <span className="text-xs text-amber-300">Unsaved changes</span>}
    </div>
  );
}

/** A form's submit button, disabled while its write runs and saying so ("Saving...", "Adding..."). */
export function SubmitButton({
  pending,
  pendingLabel = 'Saving...',
  children,
  ...rest
}: Omit<ComponentProps<typeof Button>, 'type' | 'disabled'> & { pending: boolean; pendingLabel?: string }) {
  return (
    <Button type="submit" disabled={pending} {...rest}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
