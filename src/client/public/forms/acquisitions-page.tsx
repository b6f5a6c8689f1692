import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { acquisitionInput, MAX_DESIRED_CARS } from '../../../shared/schemas/leads';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Field, Input, Textarea } from '../../components/ui/field';
import { apiRequest } from '../../lib/api';
import type { HeadFn } from '../../lib/head';
import {
  clearOfTopBar,
  FormPageHeader,
  FormSection,
  formErrorMap,
  Honeypot,
  notify,
  PrefixedInput,
  ProcessSteps,
  SubmitButton,
  useSubmitOnce,
} from '../components/forms/form-kit';

export const head: HeadFn = () => ({
  title: 'Source Your Vehicle',
  description:
    'Tell us the luxury or performance car you want and join our acquisitions waitlist: we search our dealer and private network to find it.',
});

export const ACQUISITION_SUCCESS = "Thank you for joining our waitlist! We'll be in touch soon.";
export const ACQUISITION_FAILURE = 'Sorry, there was an error submitting your request. Please try again.';

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

function AcquisitionForm() {
  const { submitting, run } = useSubmitOnce();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(acquisitionInput, { error: formErrorMap }),
    defaultValues: blankRequest,
  });
  const cars = useFieldArray({ control, name: 'desiredCars' });

  // The shared schema drops later vehicles without a make or model, so the body holds only real ones.
  const onSubmit = handleSubmit((values) =>
    run(async () => {
      try {
        await apiRequest('POST', '/api/acquisitions', values);
      } catch {
        notify(ACQUISITION_FAILURE);
        return;
      }
      notify(ACQUISITION_SUCCESS);
      reset(blankRequest);
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
          <Field
            label="Contact number"
            error={errors.contactNumber?.message}
            className="col-span-2 sm:col-span-1"
          >
            {(p) => <Input {...p} {...register('contactNumber')} type="tel" autoComplete="tel" />}
          </Field>
        </div>
      </FormSection>

      <FormSection
        title="Vehicles you're looking for"
        description="You can add up to 4 vehicles. At least one is required."
      >
        <ol className="grid gap-5">
          {cars.fields.map((car, index) => {
            const carErrors = errors.desiredCars?.[index];
            const first = index === 0;
            return (
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
                <div className="mt-5 grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-5">
                  <Field label="Make" required={first} error={carErrors?.make?.message}>
                    {(p) => (
                      <Input {...p} {...register(`desiredCars.${index}.make`)} placeholder="e.g. Ferrari" />
                    )}
                  </Field>
                  <Field label="Model" required={first} error={carErrors?.model?.message}>
                    {(p) => (
                      <Input {...p} {...register(`desiredCars.${index}.model`)} placeholder="e.g. 296 GTB" />
                    )}
                  </Field>
                </div>
                <div className="mt-5 grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-5">
                  <Field label="Year from" error={carErrors?.yearFrom?.message}>
                    {(p) => (
                      <Input
                        {...p}
                        {...register(`desiredCars.${index}.yearFrom`)}
                        type="number"
                        inputMode="numeric"
                        min={1900}
                        step={1}
                      />
                    )}
                  </Field>
                  <Field label="Year to" error={carErrors?.yearTo?.message}>
                    {(p) => (
                      <Input
                        {...p}
                        {...register(`desiredCars.${index}.yearTo`)}
                        type="number"
                        inputMode="numeric"
                        min={1900}
                        step={1}
                      />
                    )}
                  </Field>
                  <Field
                    label="Target budget"
                    error={carErrors?.targetBudget?.message}
                    className="col-span-2 sm:col-span-1"
                  >
                    {(p) => (
                      <PrefixedInput prefix="$">
                        <Input
                          {...p}
                          {...register(`desiredCars.${index}.targetBudget`)}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          step={1}
                          className="pl-8"
                        />
                      </PrefixedInput>
                    )}
                  </Field>
                </div>
                <Field label="Notes" error={carErrors?.notes?.message} className="mt-5">
                  {(p) => (
                    <Input
                      {...p}
                      {...register(`desiredCars.${index}.notes`)}
                      placeholder="Colour, options, kilometres"
                    />
                  )}
                </Field>
              </li>
            );
          })}
        </ol>
        {cars.fields.length < MAX_DESIRED_CARS && (
          <Button variant="outline" className="mt-5 w-full sm:w-auto" onClick={() => cars.append(blankCar)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Vehicle
          </Button>
        )}
      </FormSection>

      <FormSection title="Budget">
        <Field label="Budget notes" error={errors.budgetNotes?.message}>
          {(p) => (
            <Textarea
              {...p}
              {...register('budgetNotes')}
              rows={4}
              placeholder="Overall budget, trade-in, finance or timing: anything that helps us search"
            />
          )}
        </Field>
      </FormSection>

      <div className="flex flex-col gap-5 border-t border-line pt-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-md text-xs leading-relaxed text-mist">
          Fields marked * are required. There is no cost or obligation to join the waitlist.
        </p>
        <SubmitButton submitting={submitting}>Join Waitlist</SubmitButton>
      </div>
    </form>
  );
}

export default function AcquisitionsPage() {
  return (
    <main className="mx-auto max-w-7xl px-6 pb-24 pt-12 sm:pt-20 lg:px-10 lg:pb-32">
      <FormPageHeader eyebrow="Acquisitions" title="Source your vehicle">
        <p>
          Looking for something specific, rare or not yet on the market? Tell us what you want and join our
          waitlist. We search our network of dealers, collectors and private owners on your behalf.
        </p>
      </FormPageHeader>
      <div className="mt-12 grid gap-16 sm:mt-16 lg:grid-cols-12 lg:gap-12">
        <div className="lg:order-2 lg:col-span-8">
          <AcquisitionForm />
        </div>
        <div className="lg:order-1 lg:col-span-4 lg:pr-8">
          <ProcessSteps title="How it works" steps={steps} />
        </div>
      </div>
    </main>
  );
}
