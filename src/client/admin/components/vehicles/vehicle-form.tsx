import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { capitalize, vehicleTitle } from '../../../../shared/format';
import { fuelTypes, transmissions } from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { messageOf, schemaResolver, wholeNumber } from '../../frame/form';
import { useAdminMutation } from '../../lib/admin-api';
import { FeaturesField } from './features-field';
import { ImagesField } from './images-field';
import { mileageOf, type Vehicle, type VehicleInput, type VehicleKind } from './vehicle-kind';

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
});

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
  const firstField = useRef<HTMLInputElement | null>(null);
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
      }),
      { required: ['year', 'make', 'model', 'amount'], rename: { [kind.amountKey]: 'amount' } },
    ),
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    reset(editing ? valuesOf(kind, editing) : blank());
    firstField.current?.focus({ preventScroll: true });
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

  const { ref: makeRef, ...makeField } = register('make');

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8" aria-label={`${kind.Noun} details`}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Make" required error={errors.make?.message}>
          {(p) => (
            <Input
              {...p}
              {...makeField}
              ref={(el) => {
                makeRef(el);
                firstField.current = el;
              }}
              placeholder="e.g. Porsche"
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Model" required error={errors.model?.message}>
          {(p) => (
            <Input {...p} {...register('model')} placeholder="e.g. 911 GT3 Touring" autoComplete="off" />
          )}
        </Field>
        <Field label="Year" required error={errors.year?.message}>
          {(p) => <Input {...p} {...register('year')} inputMode="numeric" maxLength={4} autoComplete="off" />}
        </Field>
        <Field label={kind.amountLabel} required error={errors.amount?.message} hint="Whole dollars">
          {(p) => (
            <div className="relative">
              <span className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-sm text-mist">
                $
              </span>
              <Input {...p} {...register('amount')} inputMode="numeric" className="pl-8" autoComplete="off" />
            </div>
          )}
        </Field>
        <Field label="Mileage (km)" error={errors.mileage?.message} hint="Left empty, it is saved as 0">
          {(p) => <Input {...p} {...register('mileage')} inputMode="numeric" autoComplete="off" />}
        </Field>
        <Field label="Colour" error={errors.color?.message}>
          {(p) => <Input {...p} {...register('color')} placeholder="e.g. Guards Red" autoComplete="off" />}
        </Field>
        <Field label="Transmission" error={errors.transmission?.message}>
          {(p) => (
            <Select {...p} {...register('transmission')}>
              {transmissions.map((t) => (
                <option key={t} value={t}>
                  {capitalize(t)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Fuel Type" error={errors.fuelType?.message}>
          {(p) => (
            <Select {...p} {...register('fuelType')}>
              {fuelTypes.map((t) => (
                <option key={t} value={t}>
                  {capitalize(t)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Status" error={errors.status?.message}>
          {(p) => (
            <Select {...p} {...register('status')}>
              {kind.statuses.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <Field label="Description" error={errors.description?.message}>
        {(p) => (
          <Textarea
            {...p}
            {...register('description')}
            rows={5}
            placeholder="History, condition, options: what a buyer wants to know."
          />
        )}
      </Field>

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
