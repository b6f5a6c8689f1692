import { useState } from 'react';
import { SUBSCRIBED_MESSAGE, subscriberInput } from '../../../../shared/schemas/leads';
import { TextField } from '../../../components/forms/bound-fields';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog, type OpenState } from '../../../components/ui/dialog';
import { CircleCheck } from '../../../components/ui/icons';
import { ApiError, apiJson } from '../../../lib/api';
import { PrivacyPolicyLink } from '../privacy-policy-link';
import { PublicForm, SubmitButton, usePublicForm } from './form-kit';

export const SUBSCRIBE_FAILED = 'Failed to subscribe';
export const SUBSCRIBE_NETWORK_ERROR = 'An error occurred. Please try again.';

const emptySubscriber = { firstName: '', lastName: '', email: '', website: '' };

/** What the last attempt said: the server's message on success, or why it did not work. */
type Outcome = { kind: 'success' | 'refused' | 'error'; message: string } | null;

export function SubscribeForm({ onDone }: { onDone: () => void }) {
  const { form, submitting, run } = usePublicForm(subscriberInput, emptySubscriber);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setOutcome(null);
      try {
        const res = await apiJson<{ message?: string } | null>('POST', '/api/subscribers', values);
        setOutcome({ kind: 'success', message: res?.message || SUBSCRIBED_MESSAGE });
        form.reset(emptySubscriber);
      } catch (error) {
        if (error instanceof ApiError) {
          // A 409 is someone already on the list: worth telling them kindly, not an error.
          setOutcome({
            kind: error.status === 409 ? 'refused' : 'error',
            message: error.serverMessage || SUBSCRIBE_FAILED,
          });
        } else {
          setOutcome({ kind: 'error', message: SUBSCRIBE_NETWORK_ERROR });
        }
      }
    }),
  );

  if (outcome?.kind === 'success') {
    return (
      <div className="flex flex-col items-center py-4 text-center">
        <CircleCheck className="h-10 w-10 text-accent" strokeWidth={1.25} aria-hidden="true" />
        <p role="status" className="mt-5 text-base leading-relaxed text-white">
          {outcome.message}
        </p>
        <Button variant="outline" className="mt-8" onClick={onDone}>
          Close
        </Button>
      </div>
    );
  }

  return (
    <PublicForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="firstName" label="First name" required autoComplete="given-name" />
        <TextField form={form} name="lastName" label="Last name" required autoComplete="family-name" />
      </div>
      <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
      {/* APP 5 collection notice: what the address is for, before it is sent. */}
      <p className="-mt-2 text-xs leading-relaxed text-mist">
        We'll use your details only to send you updates on new vehicles. See our <PrivacyPolicyLink />.
      </p>
      {outcome && (
        <p
          role="alert"
          className={cn(
            'border-l-2 px-4 py-3 text-sm',
            outcome.kind === 'refused'
              ? 'border-accent bg-white/5 text-white'
              : 'border-red-400 bg-red-500/10 text-red-200',
          )}
        >
          {outcome.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-mist">No spam. Unsubscribe at any time.</p>
        <SubmitButton submitting={submitting}>Subscribe</SubmitButton>
      </div>
    </PublicForm>
  );
}

/** The footer's subscribe dialog (SPEC §5), fetched with its form when the visitor first opens it. */
export function SubscribeDialog(state: OpenState) {
  return (
    <Dialog
      {...state}
      title="Get Updates on New Vehicles"
      description="Be the first to hear about new arrivals, flagship sales and private offers."
      className="max-w-lg"
    >
      <SubscribeForm onDone={() => state.onOpenChange(false)} />
    </Dialog>
  );
}
