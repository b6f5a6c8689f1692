import { useId, useState } from 'react';
import type { z } from 'zod';
import type { HireCar } from '../../../../shared/schemas/car';
import { contactSubmissionInput, type VehicleEnquiry } from '../../../../shared/schemas/leads';
import type { BoundForm } from '../../../components/forms/bound-fields';
import { Input, Textarea } from '../../../components/ui/field';
import { ApiError, apiRequest } from '../../../lib/api';
import { useQueryClient } from '../../../lib/page-query';
import { type BookingDraft, BookingFields, bookingProblem, emptyBooking } from './booking-fields';
import { PublicForm, SubmitButton, useLeadForm } from './form-kit';

const enquiryForm = contactSubmissionInput.pick({
  firstName: true,
  lastName: true,
  email: true,
  contactNumber: true,
  message: true,
  website: true,
});

const emptyEnquiry = { firstName: '', lastName: '', email: '', contactNumber: '', message: '', website: '' };

export const ENQUIRY_SUCCESS = "Thank you for your enquiry! We'll get back to you soon.";
export const ENQUIRY_FAILURE = 'Sorry, there was an error submitting your enquiry. Please try again.';

type EnquiryValues = z.input<typeof enquiryForm>;

/**
 * A control whose placeholder carries the visible label (the drawer is compact); the real label is
 * kept for screen readers and the error sits right under the control. `rows` makes it a text area.
 */
function PlaceholderField({
  form,
  name,
  label,
  className,
  rows,
  ...control
}: {
  form: BoundForm<EnquiryValues>;
  name: keyof EnquiryValues & string;
  label: string;
  className?: string;
  rows?: number;
  placeholder: string;
  type?: 'email' | 'tel';
  autoComplete?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const error = form.formState.errors[name]?.message;
  const props = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...form.register(name),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {rows === undefined ? (
        <Input {...props} {...control} />
      ) : (
        <Textarea {...props} rows={rows} placeholder={control.placeholder} />
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-xs text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The enquiry form of the contact drawer (SPEC §5 contact form). First name and e-mail are required;
 * the last name is not, although its placeholder carries an asterisk like the original's.
 */
export function EnquiryForm({
  vehicle,
  hireCar = null,
  onSuccess,
}: {
  vehicle: VehicleEnquiry | null;
  /** BOOK NOW on the hire fleet: with dates chosen, the enquiry is a booking request with a quote. */
  hireCar?: HireCar | null;
  onSuccess: () => void;
}) {
  const queryClient = useQueryClient();
  const [booking, setBooking] = useState<BookingDraft>(emptyBooking);
  const [bookingError, setBookingError] = useState<string | null>(null);
  const booked =
    hireCar && booking.start && booking.end ? { ...booking, start: booking.start, end: booking.end } : null;
  const { form, submitting, onSubmit } = useLeadForm({
    schema: enquiryForm,
    defaultValues: emptyEnquiry,
    send: (values) =>
      apiRequest('POST', '/api/contact-submissions', {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        contactNumber: values.contactNumber ?? null,
        businessName: null,
        message: values.message,
        vehicleEnquiry: vehicle
          ? {
              id: vehicle.id,
              year: vehicle.year,
              make: vehicle.make,
              model: vehicle.model,
              mileage: vehicle.mileage,
            }
          : null,
        // Without dates the body is the SPEC enquiry, field for field.
        bookingDates: booked ? { start: booked.start, end: booked.end } : null,
        ...(booked
          ? {
              pickupTime: booked.pickupTime,
              returnTime: booked.returnTime,
              licenceConfirmed: booked.licenceConfirmed,
            }
          : {}),
        status: 'new',
        website: values.website,
      }),
    sent: ENQUIRY_SUCCESS,
    failed: ENQUIRY_FAILURE,
    onSent: () => {
      setBooking(emptyBooking);
      onSuccess();
    },
    ready: () => {
      const problem = hireCar ? bookingProblem(hireCar, booking) : null;
      setBookingError(problem);
      return problem === null;
    },
    // A booking the server refuses (dates taken meanwhile, a rule) says why beside the calendar, keeps
    // everything typed, and the calendar reloads to show what changed.
    explain: (error) => {
      const message = error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
      if (!hireCar || !booked || !message) return false;
      setBookingError(message.replace(/^[\w.]+: /, ''));
      const calendar = `/api/hire-cars/${hireCar.id}/availability`;
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(calendar) });
      return true;
    },
  });

  return (
    <PublicForm form={form} onSubmit={onSubmit} className="grid gap-4" aria-label="Enquiry form">
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <PlaceholderField
          form={form}
          name="firstName"
          label="First name (required)"
          placeholder="First Name *"
          autoComplete="given-name"
        />
        <PlaceholderField
          form={form}
          name="lastName"
          label="Last name"
          placeholder="Last Name *"
          autoComplete="family-name"
        />
      </div>
      <PlaceholderField
        form={form}
        name="email"
        label="Email (required)"
        type="email"
        placeholder="Email *"
        autoComplete="email"
      />
      <PlaceholderField
        form={form}
        name="contactNumber"
        label="Contact number"
        type="tel"
        placeholder="Contact Number"
        autoComplete="tel"
      />
      {hireCar && <BookingFields car={hireCar} draft={booking} onChange={setBooking} error={bookingError} />}
      <PlaceholderField form={form} name="message" label="Message" rows={5} placeholder="Message" />
      <SubmitButton submitting={submitting} className="sm:w-full">
        Send Enquiry
      </SubmitButton>
    </PublicForm>
  );
}
