import { type FormEvent, useId, useRef, useState } from 'react';
import {
  type CarWatchResponse,
  WATCH_COLLECTION_NOTICE,
  WATCH_STARTED_MESSAGE,
} from '../../../shared/car-watch';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Input } from '../../components/ui/field';
import { BellRing, CircleCheck } from '../../components/ui/icons';
import { ApiError, apiJson } from '../../lib/api';
import { PrivacyPolicyLink } from '../components/privacy-policy-link';

export const NOTIFY_EMAIL_REQUIRED = 'Enter your e-mail address.';
export const NOTIFY_EMAIL_INVALID = 'Enter a valid e-mail address, like name@example.com.';
export const NOTIFY_FAILED = 'Something went wrong. Please try again.';
export const NOTIFY_NETWORK_ERROR = 'We could not reach the server. Check your connection and try again.';

/**
 * A first check in the browser: the server's shared schema has the last word. The /cars bundle does not
 * carry zod (the other public forms load it with their own, lazily fetched code), so this stays a regex.
 */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** "email: Invalid email address" → "Invalid email address": the field is plain from where it shows. */
const withoutField = (message: string) => message.replace(/^email: /, '');

type Outcome = { kind: 'done' | 'error'; message: string } | null;

/**
 * "Notify me" on an available car (issue 17): an address that gets one e-mail when the car's price drops
 * or it sells. One request at a time, whatever the clicks; what was typed stays after an error.
 */
export function NotifyMe({ carId, headingLevel = 2 }: { carId: number; headingLevel?: 2 | 3 }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const refuse = (message: string) => {
    setOutcome({ kind: 'error', message });
    inputRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A ref, not state: a second click lands before React has re-rendered the disabled button.
    if (busy.current) return;
    const address = email.trim();
    if (!address) return refuse(NOTIFY_EMAIL_REQUIRED);
    if (!LOOKS_LIKE_EMAIL.test(address)) return refuse(NOTIFY_EMAIL_INVALID);
    busy.current = true;
    setSubmitting(true);
    setOutcome(null);
    try {
      const res = await apiJson<CarWatchResponse>('POST', `/api/cars/${carId}/watch`, {
        email: address,
        website: honeypot.current?.value ?? '',
      });
      setOutcome({ kind: 'done', message: res?.message || WATCH_STARTED_MESSAGE });
    } catch (error) {
      if (error instanceof ApiError) refuse(withoutField(error.serverMessage ?? NOTIFY_FAILED));
      else refuse(NOTIFY_NETWORK_ERROR);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const error = outcome?.kind === 'error' ? outcome.message : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className="border border-line bg-white/[0.02] p-5">
      <Heading
        id={`${id}-title`}
        className="flex items-center gap-2 text-[11px] font-medium uppercase tracking-[0.25em] text-accent"
      >
        <BellRing className="h-3.5 w-3.5" aria-hidden="true" />
        Notify me
      </Heading>
      {outcome?.kind === 'done' ? (
        <p role="status" className="mt-3 flex items-start gap-2 text-sm leading-relaxed text-white">
          <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
          {outcome.message}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="relative mt-3" aria-labelledby={`${id}-title`}>
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label>
              Website
              <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <p id={`${id}-intro`} className="text-sm leading-relaxed text-mist">
            Get one e-mail if this car's price drops or it sells.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              Your e-mail address
            </label>
            <Input
              ref={inputRef}
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="Your e-mail address"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={cn(`${id}-intro`, error && `${id}-error`, `${id}-notice`)}
              className="sm:flex-1"
            />
            <Button type="submit" variant="outline" disabled={submitting} className="h-12 shrink-0">
              {submitting ? 'Sending...' : 'Notify me'}
            </Button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-xs text-red-400">
              {error}
            </p>
          )}
        </form>
      )}
      <p id={`${id}-notice`} className="mt-3 text-xs leading-relaxed text-mist">
        {WATCH_COLLECTION_NOTICE} See our <PrivacyPolicyLink />.
      </p>
    </section>
  );
}
