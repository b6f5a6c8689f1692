import { capitalize } from '../../../shared/format';
import { employmentStatuses, financeApplicationInput } from '../../../shared/schemas/leads';
import { SelectField, TextField } from '../../components/forms/bound-fields';
import { cn } from '../../components/ui/cn';
import { fixedHead } from '../../lib/head';
import { island } from '../../lib/island';
import { clearOfTopBar, FormPage, PublicForm, SubmitButton, useLeadForm } from '../components/forms/form-kit';
import { FinanceCalculator } from './finance-calculator';

export const head = fixedHead(
  'Finance',
  'Estimate repayments on a luxury or performance car and apply for finance online. Most applications processed within 24-48 hours.',
);

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

export function FinanceApplicationForm() {
  const { form, submitting, onSubmit } = useLeadForm({
    schema: financeApplicationInput,
    defaultValues: blankApplication,
    send: '/api/finance-applications',
    sent: FINANCE_SUCCESS,
    failed: FINANCE_FAILURE,
  });

  return (
    <PublicForm form={form} onSubmit={onSubmit} className={cn('grid gap-5 sm:grid-cols-2', clearOfTopBar)}>
      <TextField
        form={form}
        name="fullName"
        label="Full name"
        required
        autoComplete="name"
        fieldClassName="sm:col-span-2"
      />
      <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
      <TextField form={form} name="phone" label="Phone" required type="tel" autoComplete="tel" />
      <SelectField
        form={form}
        name="employmentStatus"
        label="Employment status"
        required
        placeholder="Select…"
        options={employmentStatuses}
        labelOf={capitalize}
      />
      <TextField
        form={form}
        name="annualIncome"
        label="Annual income"
        required
        inputMode="numeric"
        placeholder="e.g. $180,000"
      />
      <div className="flex flex-col gap-5 pt-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-sm text-xs leading-relaxed text-mist">
          Fields marked * are required. Submitting does not affect your credit score; a specialist will call
          you to discuss options.
        </p>
        <SubmitButton submitting={submitting}>Submit Application</SubmitButton>
      </div>
    </PublicForm>
  );
}

// The calculator and the form hydrate as they come near (the form also fills in what the address asks).
const CalculatorIsland = island('finance-calculator', FinanceCalculator);
const ApplicationIsland = island('finance-form', FinanceApplicationForm);

export default function FinancePage() {
  return (
    <FormPage
      eyebrow="Finance"
      title="Finance Application"
      intro="Tailored finance for luxury and performance vehicles, arranged in-house. Estimate your repayments below, then apply in minutes."
    >
      <section
        aria-labelledby="calculator-heading"
        className="mt-12 border-t border-line pt-10 sm:mt-16 lg:pt-14"
      >
        <h2 id="calculator-heading" className="text-xs font-medium uppercase tracking-[0.3em]">
          Repayment calculator
        </h2>
        <div className="mt-10">
          <CalculatorIsland />
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
          <ApplicationIsland />
        </div>
      </section>
    </FormPage>
  );
}
