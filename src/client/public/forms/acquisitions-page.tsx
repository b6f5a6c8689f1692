import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { acquisitionInput, MAX_DESIRED_CARS } from '../../../shared/schemas/leads';
import { type BoundForm, TextField } from '../../components/forms/bound-fields';
import { Button } from '../../components/ui/button';
import { Plus, X } from '../../components/ui/icons';
import { fixedHead } from '../../lib/head';
import { island } from '../../lib/island';
import { useSearchParams } from '../../lib/navigation';
import {
  FormPage,
  FormSection,
  FormWithSteps,
  SectionedForm,
  useLeadForm,
  wholeDollars,
  YourDetails,
} from '../components/forms/form-kit';
import { PrivacyPolicyLink } from '../components/privacy-policy-link';

export const head = fixedHead(
  'Source Your Vehicle',
  'Tell us the luxury or performance car you want and join our acquisitions waitlist: we search our dealer and private network to find it.',
);

export const ACQUISITION_SUCCESS = "Thank you for joining our waitlist! We'll be in touch soon.";
export const ACQUISITION_FAILURE = 'Sorry, there was an error submitting your request. Please try again.';

type AcquisitionValues = z.input<typeof acquisitionInput>;

const blankCar = { make: '', model: '', yearFrom: '', yearTo: '', targetBudget: '', notes: '' };
const blankRequest = {
  firstName: '',
  lastName: '',
  email: '',
  contactNumber: '',
  budgetNotes: '',
  desiredCars: [blankCar],
  website: '',
};

const steps = [
  { title: 'Describe the car', text: 'Make, model, years and budget: as precise or as open as you like.' },
  {
    title: 'We search',
    text: 'Our buyers work a network of dealers, collectors and private owners, including cars never advertised.',
  },
  {
    title: 'You decide',
    text: 'We present what we find with an honest appraisal, then handle inspection, purchase and delivery.',
  },
];

/**
 * The first vehicle prefilled from the address (a sold car's "Find me one like this" sends make, model,
 * yearFrom and yearTo). Only plausible values are taken: the form still checks them on submit.
 */
function prefilledRequest(params: URLSearchParams) {
  const textOf = (key: string) => (params.get(key) ?? '').trim().slice(0, 100);
  const yearOf = (key: string) => {
    const value = params.get(key)?.trim() ?? '';
    return /^\d{4}$/.test(value) ? value : '';
  };
  const car = {
    ...blankCar,
    make: textOf('make'),
    model: textOf('model'),
    yearFrom: yearOf('yearFrom'),
    yearTo: yearOf('yearTo'),
  };
  return { ...blankRequest, desiredCars: [car] };
}

export function AcquisitionForm() {
  const [searchParams] = useSearchParams();
  const { form, submitting, onSubmit } = useLeadForm({
    schema: acquisitionInput,
    defaultValues: prefilledRequest(searchParams),
    // Once sent, the form starts over empty, not with the car it was opened for.
    blank: () => blankRequest,
    // The shared schema drops later vehicles without a make or model, so the body holds only real ones.
    send: '/api/acquisitions',
    sent: ACQUISITION_SUCCESS,
    failed: ACQUISITION_FAILURE,
  });
  const cars = useFieldArray({ control: form.control, name: 'desiredCars' });

  return (
    <SectionedForm
      form={form}
      onSubmit={onSubmit}
      submitting={submitting}
      submitLabel="Join Waitlist"
      note={
        <>
          Fields marked * are required. There is no cost or obligation to join the waitlist.
          {/* APP 5 collection notice: what the details are for, beside the button that sends them. */}
          <span className="mt-2 block">
            We'll use your details only to find the car you're after and contact you about it. See our{' '}
            <PrivacyPolicyLink />.
          </span>
        </>
      }
    >
      <YourDetails form={form} phone={{ name: 'contactNumber', label: 'Contact number' }} />

      <FormSection
        title="Vehicles you're looking for"
        description="You can add up to 4 vehicles. At least one is required."
      >
        <ol className="grid gap-5">
          {cars.fields.map((car, index) => (
            <li key={car.id} className="border border-line bg-ink-2/60 p-5 sm:p-6">
              <div className="flex items-center justify-between gap-4">
                <h3 className="text-[11px] font-medium uppercase tracking-[0.3em] text-accent">
                  Vehicle {index + 1}
                </h3>
                {cars.fields.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => cars.remove(index)}
                    aria-label={`Remove vehicle ${index + 1}`}
                    className="-mr-3"
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                    Remove
                  </Button>
                )}
              </div>
              <DesiredCarFields form={form} index={index} />
            </li>
          ))}
        </ol>
        {cars.fields.length < MAX_DESIRED_CARS && (
          <Button variant="outline" className="mt-5 w-full sm:w-auto" onClick={() => cars.append(blankCar)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Vehicle
          </Button>
        )}
      </FormSection>

      <FormSection title="Budget">
        <TextField
          form={form}
          name="budgetNotes"
          label="Budget notes"
          rows={4}
          placeholder="Overall budget, trade-in, finance or timing: anything that helps us search"
        />
      </FormSection>
    </SectionedForm>
  );
}

/** One wanted vehicle: make and model (required for the first only), years, budget and notes. */
function DesiredCarFields({ form, index }: { form: BoundForm<AcquisitionValues>; index: number }) {
  const first = index === 0;
  const car = (field: keyof typeof blankCar) => ({ form, name: `desiredCars.${index}.${field}` as const });
  const year = { type: 'number', inputMode: 'numeric', min: 1900, step: 1 } as const;
  return (
    <>
      <div className="mt-5 grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-5">
        <TextField {...car('make')} label="Make" required={first} placeholder="e.g. Ferrari" />
        <TextField {...car('model')} label="Model" required={first} placeholder="e.g. 296 GTB" />
      </div>
      <div className="mt-5 grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-5">
        <TextField {...car('yearFrom')} label="Year from" {...year} />
        <TextField {...car('yearTo')} label="Year to" {...year} />
        <TextField
          {...car('targetBudget')}
          label="Target budget"
          fieldClassName="col-span-2 sm:col-span-1"
          {...wholeDollars}
        />
      </div>
      <TextField
        {...car('notes')}
        label="Notes"
        fieldClassName="mt-5"
        placeholder="Colour, options, kilometres"
      />
    </>
  );
}

const AcquisitionIsland = island('acquisition-form', AcquisitionForm);

export default function AcquisitionsPage() {
  return (
    <FormPage
      eyebrow="Acquisitions"
      title="Source your vehicle"
      intro="Looking for something specific, rare or not yet on the market? Tell us what you want and join our waitlist. We search our network of dealers, collectors and private owners on your behalf."
    >
      <FormWithSteps steps={steps}>
        <AcquisitionIsland />
      </FormWithSteps>
    </FormPage>
  );
}
