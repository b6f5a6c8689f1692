import type { z } from 'zod';
import type { VehicleEnquiry } from '../../../shared/schemas/leads';
import { contactRequestInput } from '../../../shared/schemas/leads';
import { AppError } from '../../lib/errors';
import type { FormPage } from '../../plugins/form-pages';
import { getPublicCar } from '../cars/cars.service';
import { getHireCar } from '../hire-cars/hire-cars.service';
import { createContactSubmission } from './contact.service';

/** The fields of /enquire's form (public/enquire/enquire-page.tsx), the only ones kept and shown again. */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'contactNumber',
  'message',
  'website',
  'start',
  'end',
  'pickupTime',
  'returnTime',
  'licenceConfirmed',
] as const;

/** Where a schema issue is shown: beside the form's field of that name, or above the form. */
const FIELD_OF: Record<string, (typeof FIELDS)[number]> = {
  'bookingDates.start': 'start',
  'bookingDates.end': 'end',
};

const idOf = (query: URLSearchParams, name: string) => {
  const id = Number(query.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The car or hire car asked about, as the drawer would send it; an unknown one is no vehicle. */
async function vehicleOf(app: Parameters<FormPage['submit']>[0], query: URLSearchParams) {
  const hireCarId = idOf(query, 'hireCarId');
  const carId = idOf(query, 'carId');
  const read = hireCarId ? getHireCar(app.db, hireCarId) : carId ? getPublicCar(app.db, carId) : null;
  const car = read && (await read.catch(() => null));
  if (!car) return { vehicle: null, hire: false };
  const { id, year, make, model, mileage } = car;
  return { vehicle: { id, year, make, model, mileage } satisfies VehicleEnquiry, hire: hireCarId !== null };
}

function fieldErrors(error: z.ZodError) {
  const errors: Record<string, string> = {};
  let problem: string | null = null;
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    const field = FIELD_OF[path] ?? (FIELDS as readonly string[]).find((f) => f === path);
    if (field) errors[field] ??= issue.message;
    else problem ??= issue.message;
  }
  return { errors, problem: problem ?? 'Please check the fields marked below.' };
}

/**
 * /enquire without JavaScript: the contact drawer's enquiry (or a hire booking request, with dates) as a
 * form post, checked by the API's schema (contactRequestInput) and saved by the same service, so the lead,
 * its mails, its timeline and the booking's calendar checks are those of POST /api/contact-submissions.
 */
export const enquiryFormPage: FormPage = {
  path: '/enquire',
  async submit(app, fields, query) {
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(fields[f] ?? '').slice(0, 10_000)]));
    const { vehicle, hire } = await vehicleOf(app, query);
    const booking = hire && (values.start !== '' || values.end !== '');
    const parsed = contactRequestInput.safeParse({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      contactNumber: values.contactNumber.trim() || null,
      businessName: null,
      message: values.message,
      vehicleEnquiry: vehicle,
      bookingDates: booking ? { start: values.start, end: values.end } : null,
      ...(booking
        ? {
            pickupTime: values.pickupTime,
            returnTime: values.returnTime,
            licenceConfirmed: values.licenceConfirmed === 'on',
          }
        : {}),
      status: 'new',
      website: values.website,
    });
    if (!parsed.success) return { status: 400, outcome: { values, ...fieldErrors(parsed.error) } };
    try {
      await createContactSubmission(app.db, app.env, parsed.data);
    } catch (error) {
      // The car's own rules and its calendar (a clash, the longest hire) are the service's to check.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      return {
        status: error.statusCode,
        outcome: { values, errors: {}, problem: error.message.replace(/^[\w.]+: /, '') },
      };
    }
    app.mail.kick();
    const sent = new URLSearchParams(query);
    sent.set('sent', '1');
    return { sent: `/enquire?${sent}` };
  },
};
