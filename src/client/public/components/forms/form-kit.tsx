import { type ReactNode, useCallback, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * Keeps a control clear of the sticky top bar (with its label visible) when focusing the first invalid
 * field scrolls the page up to it.
 */
export const clearOfTopBar = '[&_input]:scroll-mt-32 [&_select]:scroll-mt-32 [&_textarea]:scroll-mt-32';

/** Public forms report their outcome with a browser alert (SPEC §4, §8). */
export const notify = (message: string) => window.alert(message);

/**
 * Friendlier wording for the generic checks of the shared schemas. Messages the schemas set themselves
 * (e.g. "Required", "Invalid email address") take precedence over these.
 */
export function formErrorMap(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || Number.isNaN(issue.input)) return 'Required';
      if (issue.expected === 'int') return 'Enter a whole number';
      if (issue.expected === 'number') return 'Enter a number';
      return undefined;
    case 'too_small':
      return issue.origin === 'number' ? `Must be at least ${issue.minimum}` : 'Required';
    case 'too_big':
      return issue.origin === 'number'
        ? `Must be at most ${issue.maximum}`
        : `Must be ${issue.maximum} characters or fewer`;
    case 'invalid_value':
      return 'Please select an option';
    default:
      return undefined;
  }
}

/**
 * A number typed into a text or number input, checked by the shared schema's own number rule:
 * an empty input becomes null (so "required" and "optional" stay the shared schema's decision).
 */
export function numberFromText<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
    schema,
  ) as unknown as z.ZodType<z.output<T>, string>;
}

/**
 * Runs one submission at a time: a second click while the first is in flight does nothing, whatever
 * React has or has not re-rendered yet.
 */
export function useSubmitOnce() {
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, run };
}

/** The honeypot: invisible to people and assistive technology, tempting to form-filling bots. */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

/**
 * The submit button. It stays disabled until the page is hydrated: a form submitted natively before
 * then would put what was typed (e-mail, phone) into the URL.
 */
export function SubmitButton({
  submitting,
  children,
  className,
}: {
  submitting: boolean;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      size="lg"
      disabled={submitting || !hydrated}
      className={cn('w-full sm:w-auto', className)}
    >
      {submitting ? 'Submitting...' : children}
    </Button>
  );
}

/** The header every form page opens with: an accent eyebrow, a wide uppercase title and an intro. */
export function FormPageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="max-w-3xl">
      <p className="text-[11px] font-medium uppercase tracking-[0.35em] text-accent">{eyebrow}</p>
      <h1 className="mt-4 text-3xl font-light uppercase leading-tight tracking-[0.18em] sm:text-5xl">
        {title}
      </h1>
      {children && (
        <div className="mt-5 max-w-2xl text-sm leading-relaxed text-mist sm:text-base">{children}</div>
      )}
    </header>
  );
}

/** A titled group of fields, separated from the previous one by a hairline. */
export function FormSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="w-full border-t border-line pt-8">
        <h2 className="text-xs font-medium uppercase tracking-[0.3em] text-white">{title}</h2>
      </legend>
      {description && <p className="mt-2 text-sm leading-relaxed text-mist">{description}</p>}
      <div className="mt-6">{children}</div>
    </fieldset>
  );
}

/** Numbered steps beside a form: what happens after the visitor presses submit. */
export function ProcessSteps({ title, steps }: { title: string; steps: { title: string; text: string }[] }) {
  return (
    <aside className="border-t border-line pt-8 lg:sticky lg:top-28">
      <h2 className="text-xs font-medium uppercase tracking-[0.3em] text-white">{title}</h2>
      <ol className="mt-8 space-y-8">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-5">
            <span className="text-sm font-light tabular-nums tracking-[0.2em] text-accent">
              {String(i + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className="text-sm font-medium uppercase tracking-[0.16em]">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-mist">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** A text input with a fixed prefix inside its border, e.g. "$" before a price. */
export function PrefixedInput({ prefix, children }: { prefix: string; children: ReactNode }) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-sm text-mist"
      >
        {prefix}
      </span>
      {children}
    </div>
  );
}
