import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { capitalize, vehicleTitle } from '../../../../shared/format';
import { bodyTypes, fuelTypes, transmissions } from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../frame/form';
import { useAdminMutation } from '../../lib/admin-api';
import { useLeaveGuard } from '../../lib/nav';
import { SelectField, TextField } from '../form-fields';
import { FeaturesField } from './features-field';
import { ImagesField } from './images-field';
import { blank, type VehicleFormValues, valuesOf, vehicleResolver } from './vehicle-form-values';
import type { Vehicle, VehicleInput, VehicleKind } from './vehicle-kind';

const bodyTypeOptions = [
  { value: '', label: 'Not specified' },
  ...bodyTypes.map((value) => ({ value, label: value === 'suv' ? 'SUV' : capitalize(value) })),
];

/**
 * The add/edit form of a car for sale or a hire car. Editing loads the record; success or Cancel
 * hands back to the inventory (`onClose`), which returns to add mode with a clear form.
 */
export function VehicleForm<V extends Vehicle>({
  kind,
  editing,
  onClose,
}: {
  kind: VehicleKind<V>;
  editing: V | null;
  onClose: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<VehicleFormValues, unknown, VehicleInput>({
    defaultValues: editing ? valuesOf(kind, editing) : blank(),
    resolver: vehicleResolver(kind),
  });
  const { handleSubmit, control, reset } = form;
  useLeaveGuard(form.formState.isDirty);

  useEffect(() => {
    reset(editing ? valuesOf(kind, editing) : blank());
    // The first field (Make), ready to type in.
    formRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [editing, kind, reset]);

  const create = useAdminMutation<VehicleInput, V>({
    method: 'POST',
    path: () => kind.adminPath,
    body: (input) => input,
    invalidate: kind.invalidate,
    success: `${kind.Sentence} added`,
    failure: kind.failures.create,
  });
  const update = useAdminMutation<{ id: number; input: VehicleInput }, V>({
    method: 'PATCH',
    path: ({ id }) => `${kind.adminPath}/${id}`,
    body: ({ input }) => input,
    invalidate: kind.invalidate,
    success: `${kind.Sentence} updated`,
    failure: kind.failures.update,
  });
  const saving = create.isPending || update.isPending;

  const onSubmit = handleSubmit((input) => {
    const done = {
      onSuccess: () => {
        reset(blank());
        onClose();
      },
    };
    if (editing) update.mutate({ id: editing.id, input }, done);
    else create.mutate(input, done);
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-8"
      aria-label={`${kind.Noun} details`}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          form={form}
          name="make"
          label="Make"
          required
          placeholder="e.g. Porsche"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="model"
          label="Model"
          required
          placeholder="e.g. 911 GT3 Touring"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="year"
          label="Year"
          required
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
        />
        <TextField
          form={form}
          name="amount"
          label={kind.amountLabel}
          required
          hint="Whole dollars"
          prefix="$"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="mileage"
          label="Mileage (km)"
          hint="Left empty, it is saved as 0"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField form={form} name="color" label="Colour" placeholder="e.g. Guards Red" autoComplete="off" />
        <SelectField
          form={form}
          name="transmission"
          label="Transmission"
          options={transmissions}
          labelOf={capitalize}
        />
        <SelectField form={form} name="fuelType" label="Fuel Type" options={fuelTypes} labelOf={capitalize} />
        <SelectField form={form} name="status" label="Status" options={kind.statuses} />
      </div>

      <fieldset className="grid grid-cols-1 gap-5 border-t border-line pt-6 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-4 text-xs font-medium uppercase tracking-[0.25em] text-mist">
          Specifications
        </legend>
        <SelectField form={form} name="bodyType" label="Body Type" options={bodyTypeOptions} />
        <TextField
          form={form}
          name="engine"
          label="Engine"
          placeholder="e.g. 4.0L twin-turbo V8"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="drivetrain"
          label="Drivetrain"
          placeholder="e.g. All-wheel drive"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="interiorColor"
          label="Interior"
          placeholder="e.g. Black leather"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="seats"
          label="Seats"
          inputMode="numeric"
          maxLength={2}
          autoComplete="off"
        />
        <TextField
          form={form}
          name="doors"
          label="Doors"
          inputMode="numeric"
          maxLength={2}
          autoComplete="off"
        />
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-5 border-t border-line pt-6 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-4 text-xs font-medium uppercase tracking-[0.25em] text-mist">
          Identification and registration
        </legend>
        <TextField
          form={form}
          name="vin"
          label="VIN"
          hint="Staff only: visitors see its last 6 characters"
          maxLength={17}
          autoCapitalize="characters"
          spellCheck={false}
          autoComplete="off"
        />
        <TextField form={form} name="stockNumber" label="Stock Number" maxLength={40} autoComplete="off" />
        <TextField
          form={form}
          name="registrationPlate"
          label="Registration Plate"
          maxLength={12}
          autoCapitalize="characters"
          autoComplete="off"
        />
        <TextField form={form} name="registrationExpiry" label="Registration Expiry" type="date" />
      </fieldset>

      {kind.terms && (
        <fieldset className="grid grid-cols-1 gap-5 border-t border-line pt-6 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-4 text-xs font-medium uppercase tracking-[0.25em] text-mist">
            Hire terms
          </legend>
          {kind.terms.map((term) => (
            <TextField
              key={term.key}
              form={form}
              name={term.key}
              label={term.label}
              hint={term.hint}
              prefix={term.unit}
              inputMode={term.cents ? 'decimal' : 'numeric'}
              autoComplete="off"
            />
          ))}
        </fieldset>
      )}

      <TextField
        form={form}
        name="description"
        label="Description"
        rows={5}
        placeholder="History, condition, options: what a buyer wants to know."
      />

      <Controller
        control={control}
        name="features"
        render={({ field, fieldState }) => (
          <FeaturesField value={field.value} onChange={field.onChange} error={messageOf(fieldState.error)} />
        )}
      />

      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <ImagesField value={field.value} onChange={field.onChange} error={messageOf(fieldState.error)} />
        )}
      />

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Save Changes' : `Add ${kind.Noun}`}
        </Button>
      </div>
    </form>
  );
}

export const editTitle = (kind: VehicleKind<never>, vehicle: Vehicle | null) =>
  vehicle ? `Edit ${vehicleTitle(vehicle)}` : kind.addLabel;
