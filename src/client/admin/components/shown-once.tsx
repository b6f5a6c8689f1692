import { KeyRound, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useAdminMutation } from '../lib/admin-api';
import { CopyButton } from './copy-button';

/**
 * A secret the server returns once and never again (a generated password): large, selectable, with a copy
 * button and the plain warning that closing this loses it.
 */
export function ShownOnce({
  label,
  heading = label,
  value,
  note,
}: {
  /** The accessible name of the value. */
  label: string;
  /** What is written above it, if other than `label` (e.g. with a username that must keep its case). */
  heading?: ReactNode;
  value: string;
  note?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 border border-accent/50 bg-accent/[0.06] p-4 sm:p-5">
      <div className="flex items-center gap-2 text-[11px] font-medium uppercase tracking-[0.18em] text-accent">
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        <span>{heading}</span>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <output
          aria-label={label}
          className="min-w-0 flex-1 select-all break-all border border-line bg-ink px-4 py-3 font-mono text-base tracking-wide text-white"
        >
          {value}
        </output>
        <CopyButton text={value} className="shrink-0" />
      </div>
      <p className="flex gap-2 text-xs text-amber-200">
        <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          This will not be shown again. Copy it now{note ? ' ' : '.'}
          {note}
        </span>
      </p>
    </div>
  );
}

/**
 * Creating something whose secret the server answers with this once (an API key, a webhook's signing
 * secret): a POST to the collection that refreshes its list and keeps the answer, for ShownOnce to show
 * until the next one is created.
 */
export function useCreateWithSecret<TInput, TCreated>(
  endpoint: string,
  toasts: { success?: string; failure: string },
) {
  const [created, setCreated] = useState<TCreated | null>(null);
  const create = useAdminMutation<TInput, TCreated>({
    method: 'POST',
    path: () => endpoint,
    body: (input) => input,
    invalidate: [[endpoint]],
    ...toasts,
  });
  /** Sends `input`; once it is made, keeps the answer and calls `then` (to clear the form for the next). */
  const submit = (input: TInput, then: () => void) =>
    create.mutate(input, {
      onSuccess: (answer) => {
        setCreated(answer);
        then();
      },
    });
  return { created, submit, pending: create.isPending };
}
