import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { contactSubmissionInput, type VehicleEnquiry } from '../../../../shared/schemas/leads';
import { Input, Textarea } from '../../../components/ui/field';
import { apiRequest } from '../../../lib/api';
import { formErrorMap, Honeypot, notify, SubmitButton, useSubmitOnce } from './form-kit';

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

/**
 * A control whose placeholder carries the visible label (the drawer is compact); the real label is
 * kept for screen readers and the error sits right under the control.
 */
function PlaceholderField({
  label,
  error,
  className,
  children,
}: {
  label: string;
  error?: string;
  className?: string;
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
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
  onSuccess,
}: {
  vehicle: VehicleEnquiry | null;
  onSuccess: () => void;
}) {
  const { submitting, run } = useSubmitOnce();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(enquiryForm, { error: formErrorMap }),
    defaultValues: emptyEnquiry,
  });

  const onSubmit = handleSubmit((values) =>
    run(async () => {
      try {
        await apiRequest('POST', '/api/contact-submissions', {
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
          bookingDates: null,
          status: 'new',
          website: values.website,
        });
      } catch {
        notify(ENQUIRY_FAILURE);
        return;
      }
      notify(ENQUIRY_SUCCESS);
      reset(emptyEnquiry);
      onSuccess();
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-4" aria-label="Enquiry form">
      <Honeypot registration={register('website')} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <PlaceholderField label="First name (required)" error={errors.firstName?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('firstName')}
              placeholder="First Name *"
              autoComplete="given-name"
            />
          )}
        </PlaceholderField>
        <PlaceholderField label="Last name" error={errors.lastName?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('lastName')}
              placeholder="Last Name *"
              autoComplete="family-name"
            />
          )}
        </PlaceholderField>
      </div>
      <PlaceholderField label="Email (required)" error={errors.email?.message}>
        {(props) => (
          <Input {...props} {...register('email')} type="email" placeholder="Email *" autoComplete="email" />
        )}
      </PlaceholderField>
      <PlaceholderField label="Contact number" error={errors.contactNumber?.message}>
        {(props) => (
          <Input
            {...props}
            {...register('contactNumber')}
            type="tel"
            placeholder="Contact Number"
            autoComplete="tel"
          />
        )}
      </PlaceholderField>
      <PlaceholderField label="Message" error={errors.message?.message}>
        {(props) => <Textarea {...props} {...register('message')} rows={5} placeholder="Message" />}
      </PlaceholderField>
      <SubmitButton submitting={submitting} className="sm:w-full">
        Send Enquiry
      </SubmitButton>
    </form>
  );
}
