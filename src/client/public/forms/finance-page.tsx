import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { capitalize } from '../../../shared/format';
import { employmentStatuses, financeApplicationInput } from '../../../shared/schemas/leads';
import { cn } from '../../components/ui/cn';
import { Field, Input, Select } from '../../components/ui/field';
import { apiRequest } from '../../lib/api';
import type { HeadFn } from '../../lib/head';
import {
  clearOfTopBar,
  FormPageHeader,
  formErrorMap,
  Honeypot,
  notify,
  SubmitButton,
  useSubmitOnce,
} from '../components/forms/form-kit';
import { FinanceCalculator } from './finance-calculator';

export const head: HeadFn = () => ({
  title: 'Finance',
  description:
    'Estimate repayments on a luxury or performance car and apply for finance online. Most applications processed within 24-48 hours.',
});

export const FINANCE_SUCCESS = "Finance application submitted! We'll contact you shortly.";
export const FINANCE_FAILURE = 'Sorry, there was an error submitting your application. Please try again.';

const blankApplication = {
  fullName: '',
  email: '',
  phone: '',
  employmentStatus: '' as (typeof employmentStatuses)[number],
  annualIncome: '',
  website: '',
};

function FinanceApplicationForm() {
  const { submitting, run } = useSubmitOnce();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(financeApplicationInput, { error: formErrorMap }),
    defaultValues: blankApplication,
  });

  const onSubmit = handleSubmit((values) =>
    run(async () => {
      try {
        await apiRequest('POST', '/api/finance-applications', values);
      } catch {
        notify(FINANCE_FAILURE);
        return;
      }
      notify(FINANCE_SUCCESS);
      reset(blankApplication);
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className={cn('relative grid gap-5 sm:grid-cols-2', clearOfTopBar)}>
      <Honeypot registration={register('website')} />
      <Field label="Full name" required error={errors.fullName?.message} className="sm:col-span-2">
        {(p) => <Input {...p} {...register('fullName')} autoComplete="name" />}
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        {(p) => <Input {...p} {...register('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label="Phone" required error={errors.phone?.message}>
        {(p) => <Input {...p} {...register('phone')} type="tel" autoComplete="tel" />}
      </Field>
      <Field label="Employment status" required error={errors.employmentStatus?.message}>
        {(p) => (
          <Select {...p} {...register('employmentStatus')}>
            <option value="" disabled>
              Select…
            </option>
            {employmentStatuses.map((status) => (
              <option key={status} value={status}>
                {capitalize(status)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Annual income" required error={errors.annualIncome?.message}>
        {(p) => (
          <Input {...p} {...register('annualIncome')} inputMode="numeric" placeholder="e.g. $180,000" />
        )}
      </Field>
      <div className="flex flex-col gap-5 pt-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-sm text-xs leading-relaxed text-mist">
          Fields marked * are required. Submitting does not affect your credit score; a specialist will call
          you to discuss options.
        </p>
        <SubmitButton submitting={submitting}>Submit Application</SubmitButton>
      </div>
    </form>
  );
}

export default function FinancePage() {
  return (
    <main className="mx-auto max-w-7xl px-6 pb-24 pt-12 sm:pt-20 lg:px-10 lg:pb-32">
      <FormPageHeader eyebrow="Finance" title="Finance Application">
        <p>
          Tailored finance for luxury and performance vehicles, arranged in-house. Estimate your repayments
          below, then apply in minutes.
        </p>
      </FormPageHeader>

      <section
        aria-labelledby="calculator-heading"
        className="mt-12 border-t border-line pt-10 sm:mt-16 lg:pt-14"
      >
        <h2 id="calculator-heading" className="text-xs font-medium uppercase tracking-[0.3em]">
          Repayment calculator
        </h2>
        <div className="mt-10">
          <FinanceCalculator />
        </div>
        <p className="mt-10 max-w-3xl text-xs leading-relaxed text-mist">
          Estimates only, for illustration. Repayments exclude fees and charges, are not a quote or an offer
          of finance, and depend on an assessment of your application.
        </p>
      </section>

      <section
        id="apply"
        aria-labelledby="apply-heading"
        className="mt-20 scroll-mt-28 border-t border-line pt-10 lg:mt-28 lg:grid lg:grid-cols-12 lg:gap-16 lg:pt-14"
      >
        <div className="lg:col-span-5">
          <h2 id="apply-heading" className="text-2xl font-light uppercase tracking-[0.2em] sm:text-3xl">
            Apply Now
          </h2>
          <p className="mt-5 text-base leading-relaxed text-mist">
            Leave your details and one of our finance specialists will call you to tailor a structure to the
            car, your business or your household.
          </p>
        </div>
        <div className="mt-10 lg:col-span-7 lg:mt-0">
          <FinanceApplicationForm />
        </div>
      </section>
    </main>
  );
}
