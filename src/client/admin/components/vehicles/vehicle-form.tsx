import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { capitalize, vehicleTitle } from '../../../../shared/format';
import { bodyTypes, fuelTypes, transmissions } from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import { messageOf, schemaResolver, wholeNumber } from '../../frame/form';
import { useAdminMutation } from '../../lib/admin-api';
import { SelectField, TextField } from '../form-fields';
import { FeaturesField } from './features-field';
import { ImagesField } from './images-field';
import {
  type HireTermKey,
  mileageOf,
  type Vehicle,
  type VehicleInput,
  type VehicleKind,
} from './vehicle-kind';

type FormValues = {
  year: string;
  make: string;
  model: string;
  amount: string;
  mileage: string;
  color: string;
  transmission: (typeof transmissions)[number];
  fuelType: (typeof fuelTypes)[number];
  description: string;
  features: string[];
  images: string[];
  status: string;
} & Record<DetailKey, string> & // the optional details as typed, '' for "not known"
  Partial<Record<HireTermKey, string>>; // hire terms as typed (hire cars only)

/** The optional details of shared/schemas/car.ts, each a text input here ('' when not known). */
const DETAIL_KEYS = [
  'bodyType',
  'engine',
  'drivetrain',
  'interiorColor',
  'seats',
  'doors',
  'vin',
  'stockNumber',
  'registrationPlate',
  'registrationExpiry',
] as const;
type DetailKey = (typeof DETAIL_KEYS)[number];
const noDetails = () => Object.fromEntries(DETAIL_KEYS.map((key) => [key, ''])) as Record<DetailKey, string>;

const bodyTypeOptions = [
  { value: '', label: 'Not specified' },
  ...bodyTypes.map((value) => ({ value, label: value === 'suv' ? 'SUV' : capitalize(value) })),
];

/**
 * A detail's typed text as the schema's input. Every detail goes in the body, empty as null: on an edit
 * a cleared field has to clear the stored value, where leaving it out would keep it.
 */
const detailOf = (key: DetailKey, text: string) => {
  if (text.trim() === '') return null;
  return key === 'seats' || key === 'doors' ? wholeNumber(text) : text;
};

const blank = (): FormValues => ({
  year: String(new Date().getFullYear()),
  make: '',
  model: '',
  amount: '',
  mileage: '',
  color: '',
  transmission: 'automatic',
  fuelType: 'petrol',
  description: '',
  features: [],
  images: [],
  status: 'available',
  ...noDetails(),
});

/** "2.50" → 2.5; empty → undefined (the schema's default); anything else NaN, which the schema refuses. */
const decimal = (text: string) => {
  const cleaned = text.replace(/[\s$]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
};

function valuesOf<V extends Vehicle>(kind: VehicleKind<V>, vehicle: V): FormValues {
  return {
    year: String(vehicle.year),
    make: vehicle.make,
    model: vehicle.model,
    amount: String(kind.amountOf(vehicle)),
    mileage: String(vehicle.mileage),
    color: vehicle.color,
    transmission: vehicle.transmission,
    fuelType: vehicle.fuelType,
    description: vehicle.description,
    features: vehicle.features,
    images: vehicle.images,
    status: vehicle.status,
    ...(Object.fromEntries(
      DETAIL_KEYS.map((key) => [key, vehicle[key] === null ? '' : String(vehicle[key])]),
    ) as Record<DetailKey, string>),
    ...Object.fromEntries(
      (kind.terms ?? []).map((t) => [
        t.key,
        String((vehicle as unknown as Record<HireTermKey, number>)[t.key]),
      ]),
    ),
  };
}

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
  const form = useForm<FormValues, unknown, VehicleInput>({
    defaultValues: editing ? valuesOf(kind, editing) : blank(),
    resolver: schemaResolver(
      kind.schema,
      (v) => ({
        year: wholeNumber(v.year),
        make: v.make,
        model: v.model,
        [kind.amountKey]: wholeNumber(v.amount),
        mileage: mileageOf(v.mileage),
        color: v.color,
        transmission: v.transmission,
        fuelType: v.fuelType,
        description: v.description,
        features: v.features,
        images: v.images,
        status: v.status as never,
        ...Object.fromEntries(DETAIL_KEYS.map((key) => [key, detailOf(key, v[key])])),
        ...Object.fromEntries(
          (kind.terms ?? []).map((t) => [t.key, (t.cents ? decimal : wholeNumber)(v[t.key] ?? '')]),
        ),
      }),
      { required: ['year', 'make', 'model', 'amount'], rename: { [kind.amountKey]: 'amount' } },
    ),
  });
  const { handleSubmit, control, reset } = form;

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
