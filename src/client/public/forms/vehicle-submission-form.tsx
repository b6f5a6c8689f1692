import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { humanize } from '../../../shared/format';
import { fuelTypes, transmissions } from '../../../shared/schemas/car';
import { currentYear } from '../../../shared/schemas/common';
import { conditions, sellSubmissionInput, type submissionTypes } from '../../../shared/schemas/leads';
import { cn } from '../../components/ui/cn';
import { Field, Input, Select, Textarea } from '../../components/ui/field';
import { apiRequest } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import {
  clearOfTopBar,
  FormSection,
  formErrorMap,
  Honeypot,
  notify,
  numberFromText,
  PrefixedInput,
  SubmitButton,
  useSubmitOnce,
} from '../components/forms/form-kit';
import { PhotoPicker, usePhotos } from './photos';

export type SubmissionType = (typeof submissionTypes)[number];

export const SUBMISSION_SUCCESS: Record<SubmissionType, string> = {
  sell: 'Thank you! Your request has been submitted successfully. Our team will review it and contact you shortly.',
  consignment:
    'Thank you! Your consignment request has been submitted successfully. Our team will review it and contact you shortly.',
};
export const SUBMISSION_ERROR = 'An error occurred. Please try again.';

/** The shared submission shape, with the number inputs (build date, expected price) typed as text. */
const submissionForm = sellSubmissionInput.omit({ submissionType: true, images: true }).extend({
  year: numberFromText(sellSubmissionInput.shape.year.unwrap()),
  price: numberFromText(sellSubmissionInput.shape.price),
});

const blankSubmission = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  location: '',
  make: '',
  model: '',
  year: '',
  mileage: '',
  registration: '',
  color: '',
  transmission: 'automatic',
  fuelType: 'petrol',
  condition: 'excellent',
  price: '',
  financePayout: '',
  description: '',
  website: '',
} as const;

/** The sell-your-car and consignment form (SPEC §3, §5): one component, two submission types. */
export function VehicleSubmissionForm({ type }: { type: SubmissionType }) {
  const { submitting, run } = useSubmitOnce();
  const photos = usePhotos();
  // The build year's upper bound is read in the browser only: the server may sit in another time zone.
  const maxYear = useHydrated() ? currentYear() + 1 : undefined;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(submissionForm, { error: formErrorMap }),
    defaultValues: blankSubmission,
  });

  // The build date defaults to the current year; set after hydration so server and browser agree.
  useEffect(() => {
    reset({ ...blankSubmission, year: String(currentYear()) }, { keepDirtyValues: true });
  }, [reset]);

  const onSubmit = handleSubmit((values) =>
    run(async () => {
      try {
        const images = await photos.uploadAll();
        await apiRequest('POST', '/api/sell-your-car-submissions', {
          ...values,
          submissionType: type,
          images,
        });
      } catch {
        notify(SUBMISSION_ERROR);
        return;
      }
      notify(SUBMISSION_SUCCESS[type]);
      reset({ ...blankSubmission, year: String(currentYear()) });
      photos.clear();
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className={cn('relative grid gap-12', clearOfTopBar)}>
      <Honeypot registration={register('website')} />

      <FormSection title="Your details">
        <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-5">
          <Field label="First name" required error={errors.firstName?.message}>
            {(p) => <Input {...p} {...register('firstName')} autoComplete="given-name" />}
          </Field>
          <Field label="Last name" required error={errors.lastName?.message}>
            {(p) => <Input {...p} {...register('lastName')} autoComplete="family-name" />}
          </Field>
          <Field label="Email" required error={errors.email?.message} className="col-span-2 sm:col-span-1">
            {(p) => <Input {...p} {...register('email')} type="email" autoComplete="email" />}
          </Field>
          <Field label="Phone" required error={errors.phone?.message} className="col-span-2 sm:col-span-1">
            {(p) => <Input {...p} {...register('phone')} type="tel" autoComplete="tel" />}
          </Field>
          <Field label="Location" error={errors.location?.message} className="col-span-2">
            {(p) => (
              <Input
                {...p}
                {...register('location')}
                placeholder="Suburb or city"
                autoComplete="address-level2"
              />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Your vehicle">
        <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-5 lg:grid-cols-3">
          <Field label="Make" required error={errors.make?.message}>
            {(p) => <Input {...p} {...register('make')} placeholder="e.g. Porsche" />}
          </Field>
          <Field label="Model" required error={errors.model?.message}>
            {(p) => <Input {...p} {...register('model')} placeholder="e.g. 911 Carrera S" />}
          </Field>
          <Field label="Build date" required error={errors.year?.message}>
            {(p) => (
              <Input
                {...p}
                {...register('year')}
                type="number"
                inputMode="numeric"
                min={1900}
                max={maxYear}
                step={1}
              />
            )}
          </Field>
          <Field label="Mileage (km)" required error={errors.mileage?.message}>
            {(p) => <Input {...p} {...register('mileage')} inputMode="numeric" placeholder="e.g. 24,500" />}
          </Field>
          <Field label="Registration" error={errors.registration?.message}>
            {(p) => (
              <Input {...p} {...register('registration')} className="uppercase placeholder:normal-case" />
            )}
          </Field>
          <Field label="Colour" error={errors.color?.message}>
            {(p) => <Input {...p} {...register('color')} />}
          </Field>
          <Field label="Transmission" required error={errors.transmission?.message}>
            {(p) => (
              <Select {...p} {...register('transmission')} className="capitalize">
                {transmissions.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Fuel type" required error={errors.fuelType?.message}>
            {(p) => (
              <Select {...p} {...register('fuelType')} className="capitalize">
                {fuelTypes.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label="Condition"
            required
            error={errors.condition?.message}
            className="col-span-2 lg:col-span-1"
          >
            {(p) => (
              <Select {...p} {...register('condition')} className="capitalize">
                {conditions.map((c) => (
                  <option key={c} value={c}>
                    {humanize(c)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field label="Additional information" error={errors.description?.message} className="mt-5">
          {(p) => (
            <Textarea
              {...p}
              {...register('description')}
              rows={5}
              placeholder="Service history, options, modifications, anything we should know"
            />
          )}
        </Field>
      </FormSection>

      <FormSection title="Pricing" description="Optional, but it helps us prepare the right offer.">
        <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-5">
          <Field label="Expected price" error={errors.price?.message}>
            {(p) => (
              <PrefixedInput prefix="$">
                <Input
                  {...p}
                  {...register('price')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  className="pl-8"
                />
              </PrefixedInput>
            )}
          </Field>
          <Field label="Finance payout" error={errors.financePayout?.message} hint="Amount owing, if any">
            {(p) => <Input {...p} {...register('financePayout')} />}
          </Field>
        </div>
      </FormSection>

      <FormSection
        title="Photos"
        description="Good photos help us give you an accurate appraisal: front, rear, both sides, interior and odometer."
      >
        <PhotoPicker photos={photos.photos} onAdd={photos.add} onRemove={photos.remove} busy={submitting} />
      </FormSection>

      <div className="flex flex-col gap-5 border-t border-line pt-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-md text-xs leading-relaxed text-mist">
          Fields marked * are required. Your details are handled in line with our{' '}
          <Link to="/privacy-policy" className="underline underline-offset-4 hover:text-white">
            privacy policy
          </Link>{' '}
          and never shared.
        </p>
        <SubmitButton submitting={submitting}>
          {type === 'sell' ? 'Submit Your Car' : 'Request Consignment'}
        </SubmitButton>
      </div>
    </form>
  );
}
