import { useEffect, useId, useState } from 'react';
import { vehicleTitle } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { CONFIRM_WORD, confirmsDelete, type Vehicle } from './vehicle-kind';

export function DeleteVehicleDialog({
  noun,
  vehicle,
  pending,
  onCancel,
  onConfirm,
}: {
  noun: string;
  vehicle: Vehicle | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (vehicle: Vehicle) => void;
}) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  useEffect(() => {
    if (vehicle) setTyped('');
  }, [vehicle]);

  return (
    <Dialog
      open={vehicle !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={`Delete ${noun}`}
      description={
        vehicle ? `${vehicleTitle(vehicle)} will be removed permanently. This cannot be undone.` : undefined
      }
      className="sm:max-w-md"
    >
      <form
        className="flex flex-col gap-6"
        onSubmit={(e) => {
          e.preventDefault();
          if (vehicle && confirmsDelete(typed)) onConfirm(vehicle);
        }}
      >
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm text-white/80">
            Type <strong className="font-semibold text-white">{CONFIRM_WORD}</strong> to confirm
          </label>
          <Input
            id={inputId}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={CONFIRM_WORD}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmsDelete(typed) || pending}>
            {pending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
