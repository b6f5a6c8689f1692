import type { ReactNode } from 'react';
import { BRAND } from '../../../shared/brand';
import { addDays, DEFAULT_MAX_HIRE_DAYS, horizonDay, sydneyDay } from '../../../shared/hire-booking';
import type { Car, HireCar } from '../../../shared/schemas/car';
import { MAX_HIRE_DAYS_KEY, maxHireDaysOf } from '../../../shared/schemas/settings';
import { carPath, hireCarPath } from '../../../shared/vehicle-path';
import { Button, buttonClass } from '../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../components/ui/field';
import { useFormOutcome } from '../../lib/form-outcome';
import type { HeadFn } from '../../lib/head';
import { useSearchParams } from '../../lib/navigation';
import { type QueryClient, useQuery } from '../../lib/page-query';
import { ensureQueryDataOr, queries } from '../../lib/queries';
import type { LoadArgs } from '../../lib/router';
import { BookingFieldset, LicenceCheck, TimeOptions } from '../components/forms/booking-fields';
import { ENQUIRY_SUCCESS } from '../components/forms/enquiry-form';
import { CallNow, EnquiringAbout } from '../layout/contact-intro';

/**
 * /enquire: the contact drawer as a page, for a visitor without JavaScript (issue 33, "link first"). The
 * drawer's buttons (Contact, Enquire Now, BOOK NOW) are small GET forms to this page that the page's script
 * turns into the drawer; without script they come here. The form posts back to this address and the
 * server answers with this page again: with the fields and a message beside each when something is wrong,
 * or, once the lead is saved, by sending the browser to `?sent=1` (so a reload does not send it twice).
 * Nothing here hydrates.
 */

const idParam = (params: URLSearchParams, name: string) => {
  const id = Number(params.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The car or hire car asked about; an unknown id is an enquiry about nothing in particular. */
export async function load(queryClient: QueryClient, { url }: LoadArgs) {
  const carId = idParam(url.searchParams, 'carId');
  const hireCarId = idParam(url.searchParams, 'hireCarId');
  await Promise.all([
    carId ? ensureQueryDataOr(queryClient, queries.car(carId), null) : null,
    hireCarId ? ensureQueryDataOr(queryClient, queries.hireCar(hireCarId), null) : null,
    queryClient.prefetchQuery(queries.siteSettings()),
  ]);
}

export const head: HeadFn = () => ({
  title: 'Enquire',
  description: `Ask ${BRAND.name} about a car, a hire booking or anything else.`,
  canonicalPath: '/enquire',
  noindex: true,
});

export default function EnquirePage() {
  const [params] = useSearchParams();
  const id = (name: string) => idParam(params, name);
  const carId = id('carId');
  const hireCarId = id('hireCarId');
  const { data: car } = useQuery({ ...queries.car(carId ?? 0), enabled: carId !== null });
  const { data: hireCar } = useQuery({ ...queries.hireCar(hireCarId ?? 0), enabled: hireCarId !== null });
  const vehicle: Car | HireCar | null = hireCar ?? car ?? null;
  const backTo = hireCar ? hireCarPath(hireCar) : car ? carPath(car) : null;

  return (
    <main className="pb-24 pt-12 sm:pt-20">
      <div className="mx-auto grid max-w-2xl gap-10 px-6 lg:px-10">
        <header className="grid gap-4">
          <p className="text-[11px] font-medium uppercase tracking-[0.35em] text-accent">
            Enquiries · {BRAND.availability}
          </p>
          <h1 className="text-3xl font-extralight tracking-[0.04em] sm:text-[2.75rem] sm:leading-tight">
            Let's get started.
          </h1>
          <p className="text-sm leading-relaxed text-mist">
            Tell us what you have in mind and a specialist will be in touch shortly. Opening hours are{' '}
            {BRAND.hours}.
          </p>
          <CallNow />
        </header>

        {vehicle && <EnquiringAbout vehicle={vehicle} />}

        {params.get('sent') === '1' ? (
          <Sent backTo={backTo} />
        ) : (
          <EnquiryPageForm action={`/enquire${params.size ? `?${params}` : ''}`} hireCar={hireCar ?? null} />
        )}
      </div>
    </main>
  );
}

function Sent({ backTo }: { backTo: string | null }) {
  return (
    <div role="status" className="grid gap-6 border-t border-line pt-10">
      <p className="text-lg text-white">{ENQUIRY_SUCCESS}</p>
      <div className="flex flex-wrap gap-3">
        {backTo && (
          <a href={backTo} className={buttonClass('outline', 'md')}>
            Back to the car
          </a>
        )}
        <a href="/cars" className={buttonClass('outline', 'md')}>
          Browse cars for sale
        </a>
      </div>
    </div>
  );
}

/** A plain form: native controls, the browser's own date picker, nothing that needs script. */
function EnquiryPageForm({ action, hireCar }: { action: string; hireCar: HireCar | null }) {
  const outcome = useFormOutcome();
  const value = (name: string) => outcome?.values[name] ?? '';
  const error = (name: string) => outcome?.errors[name];
  const text = (
    name: string,
    label: string,
    props: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => (
    <Field label={label} error={error(name)} required={props.required}>
      {(p) => <Input {...p} {...props} name={name} defaultValue={value(name)} />}
    </Field>
  );
  return (
    <form
      method="post"
      action={action}
      className="grid gap-6 border-t border-line pt-10"
      aria-label="Enquiry form"
    >
      {outcome?.problem && (
        <p role="alert" className="border border-red-400/40 bg-red-950/30 px-4 py-3 text-sm text-red-200">
          {outcome.problem}
        </p>
      )}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {text('firstName', 'First name', { autoComplete: 'given-name', required: true })}
        {text('lastName', 'Last name', { autoComplete: 'family-name' })}
      </div>
      {text('email', 'Email', { type: 'email', autoComplete: 'email', required: true })}
      {text('contactNumber', 'Contact number', { type: 'tel', autoComplete: 'tel' })}
      {hireCar && <BookingInputs car={hireCar} value={value} error={error} />}
      <Field label="Message" error={error('message')}>
        {(p) => <Textarea {...p} name="message" rows={5} defaultValue={value('message')} />}
      </Field>
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Send Enquiry
        </Button>
      </div>
    </form>
  );
}

/** The booking's dates, times and licence, as on the drawer's calendar; empty dates ask about the car only. */
function BookingInputs({
  car,
  value,
  error,
}: {
  car: HireCar;
  value: (name: string) => string;
  error: (name: string) => string | undefined;
}) {
  const { data: settings } = useQuery(queries.siteSettings());
  const longest =
    maxHireDaysOf(settings?.find((s) => s.key === MAX_HIRE_DAYS_KEY)?.value) ?? DEFAULT_MAX_HIRE_DAYS;
  const today = sydneyDay();
  const first = addDays(today, 1);
  const last = horizonDay(today);
  const day = (name: 'start' | 'end', label: string) => (
    <Field label={label} error={error(name)}>
      {(p) => <Input {...p} type="date" name={name} min={first} max={last} defaultValue={value(name)} />}
    </Field>
  );
  const time = (name: 'pickupTime' | 'returnTime', label: string, fallback: string) => (
    <Field label={label} error={error(name)}>
      {(p) => (
        <Select {...p} name={name} defaultValue={value(name) || fallback}>
          <TimeOptions />
        </Select>
      )}
    </Field>
  );
  return (
    <BookingFieldset
      limits={`Hires are at least ${car.minDays} ${car.minDays === 1 ? 'day' : 'days'} and at most ${longest} days.`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {day('start', 'Pickup date')}
        {time('pickupTime', 'Pickup time', '10:00')}
        {day('end', 'Return date')}
        {time('returnTime', 'Return time', '10:00')}
      </div>
      <Licence car={car} checked={value('licenceConfirmed') === 'on'} error={error('licenceConfirmed')} />
    </BookingFieldset>
  );
}

function Licence({ car, checked, error }: { car: HireCar; checked: boolean; error?: string }): ReactNode {
  return (
    <div className="grid gap-2">
      <LicenceCheck
        minDriverAge={car.minDriverAge}
        name="licenceConfirmed"
        defaultChecked={checked}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p role="alert" className="text-xs text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
