import { useEffect } from 'react';
import { humanize } from '../../../shared/format';
import { fuelTypes, transmissions } from '../../../shared/schemas/car';
import { currentYear } from '../../../shared/schemas/common';
import { conditions, sellSubmissionInput, type submissionTypes } from '../../../shared/schemas/leads';
import { SelectField, TextField } from '../../components/forms/bound-fields';
import { apiRequest } from '../../lib/api';
import { Link } from '../../lib/navigation';
import { useHydrated } from '../../lib/use-hydrated';
import {
  FormSection,
  numberFromText,
  SectionedForm,
  useLeadForm,
  wholeDollars,
  YourDetails,
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

const thisYearsSubmission = () => ({ ...blankSubmission, year: String(currentYear()) });

/** The sell-your-car and consignment form (SPEC §3, §5): one component, two submission types. */
export function VehicleSubmissionForm({ type }: { type: SubmissionType }) {
  const photos = usePhotos();
  // The build year's upper bound is read in the browser only: the server may sit in another time zone.
  const maxYear = useHydrated() ? currentYear() + 1 : undefined;
  const { form, submitting, onSubmit } = useLeadForm({
    schema: submissionForm,
    defaultValues: blankSubmission,
    blank: thisYearsSubmission,
    send: async (values) => {
      const images = await photos.uploadAll();
      await apiRequest('POST', '/api/sell-your-car-submissions', { ...values, submissionType: type, images });
    },
    sent: SUBMISSION_SUCCESS[type],
    failed: SUBMISSION_ERROR,
    onSent: photos.clear,
  });
  const { reset } = form;

  // The build date defaults to the current year; set after hydration so server and browser agree.
  useEffect(() => {
    reset(thisYearsSubmission(), { keepDirtyValues: true });
  }, [reset]);

  return (
    <SectionedForm
      form={form}
      onSubmit={onSubmit}
      submitting={submitting}
      submitLabel={type === 'sell' ? 'Submit Your Car' : 'Request Consignment'}
      note={
        <>
          Fields marked * are required. Your details are handled in line with our{' '}
          <Link to="/privacy-policy" className="underline underline-offset-4 hover:text-white">
            privacy policy
          </Link>{' '}
          and never shared.
        </>
      }
    >
      <YourDetails form={form} phone={{ name: 'phone', label: 'Phone', required: true }}>
        <TextField
          form={form}
          name="location"
          label="Location"
          fieldClassName="col-span-2"
          placeholder="Suburb or city"
          autoComplete="address-level2"
        />
      </YourDetails>

      <FormSection title="Your vehicle">
        <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-5 lg:grid-cols-3">
          <TextField form={form} name="make" label="Make" required placeholder="e.g. Porsche" />
          <TextField form={form} name="model" label="Model" required placeholder="e.g. 911 Carrera S" />
          <TextField
            form={form}
            name="year"
            label="Build date"
            required
            type="number"
            inputMode="numeric"
            min={1900}
            max={maxYear}
            step={1}
          />
          <TextField
            form={form}
            name="mileage"
            label="Mileage (km)"
            required
            inputMode="numeric"
            placeholder="e.g. 24,500"
          />
          <TextField
            form={form}
            name="registration"
            label="Registration"
            className="uppercase placeholder:normal-case"
          />
          <TextField form={form} name="color" label="Colour" />
          <SelectField
            form={form}
            name="transmission"
            label="Transmission"
            required
            options={transmissions}
            className="capitalize"
          />
          <SelectField
            form={form}
            name="fuelType"
            label="Fuel type"
            required
            options={fuelTypes}
            className="capitalize"
          />
          <SelectField
            form={form}
            name="condition"
            label="Condition"
            required
            options={conditions}
            labelOf={humanize}
            className="capitalize"
            fieldClassName="col-span-2 lg:col-span-1"
          />
        </div>
        <TextField
          form={form}
          name="description"
          label="Additional information"
          fieldClassName="mt-5"
          rows={5}
          placeholder="Service history, options, modifications, anything we should know"
        />
      </FormSection>

      <FormSection title="Pricing" description="Optional, but it helps us prepare the right offer.">
        <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-5">
          <TextField form={form} name="price" label="Expected price" {...wholeDollars} />
          <TextField form={form} name="financePayout" label="Finance payout" hint="Amount owing, if any" />
        </div>
      </FormSection>

      <FormSection
        title="Photos"
        description="Good photos help us give you an accurate appraisal: front, rear, both sides, interior and odometer."
      >
        <PhotoPicker photos={photos.photos} onAdd={photos.add} onRemove={photos.remove} busy={submitting} />
      </FormSection>
    </SectionedForm>
  );
}
