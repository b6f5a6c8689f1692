import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEventHandler, type ReactNode, useCallback, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type BoundForm, TextField } from '../../../components/forms/bound-fields';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { apiRequest } from '../../../lib/api';

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

/** The props of a price input: whole dollars, with a "$" inside the field. */
export const wholeDollars = { prefix: '$', type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

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

/**
 * A public form: checked by its shared schema with the friendly messages above, submitted once at a time
 * (`run`).
 */
export function usePublicForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
) {
  const { submitting, run } = useSubmitOnce();
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema, { error: formErrorMap }),
    defaultValues,
  });
  return { form, submitting, run };
}

/**
 * A public lead form that reports its outcome with an alert: `sent` after `send` succeeds (then the form
 * is cleared to `blank()` and `onSent` runs), `failed` when it throws, with what was typed kept.
 */
export function useLeadForm<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  blank = () => defaultValues,
  send,
  sent,
  failed,
  onSent,
  ready,
  explain,
}: {
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  blank?: () => DefaultValues<z.input<TSchema>>;
  /** How to send the checked values; a path posts them there as they are. */
  send: string | ((values: z.output<TSchema>) => Promise<unknown>);
  sent: string;
  failed: string;
  onSent?: () => void;
  /** Checked before sending; false stops quietly, for a form that shows the reason itself. */
  ready?: () => boolean;
  /** True for an error the form explains beside its fields instead of the failure alert. */
  explain?: (error: unknown) => boolean;
}) {
  const { form, submitting, run } = usePublicForm(schema, defaultValues);
  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      if (ready && !ready()) return;
      try {
        await (typeof send === 'string' ? apiRequest('POST', send, values) : send(values));
      } catch (error) {
        if (!explain?.(error)) notify(failed);
        return;
      }
      notify(sent);
      form.reset(blank());
      onSent?.();
    }),
  );
  return { form, submitting, onSubmit };
}

/**
 * The form element of every public form: the shared schema's messages replace the browser's checks, and
 * a honeypot field (`website`), invisible to people and assistive technology, tempts form-filling bots.
 */
export function PublicForm<TForm extends { website?: string }>({
  form,
  onSubmit,
  className,
  children,
  'aria-label': ariaLabel,
}: {
  form: BoundForm<TForm>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className={cn('relative', className)}
      aria-label={ariaLabel}
    >
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website' as Path<TForm>)} />
        </label>
      </div>
      {children}
    </form>
  );
}

/**
 * The submit button. A form is an island: sent before its code has arrived, the page's script holds the
 * submission and the island sends it once hydrated (decision 0020); the form's method is POST, so a
 * submission the browser makes itself never puts what was typed (e-mail, phone) into the URL.
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
  return (
    <Button type="submit" size="lg" disabled={submitting} className={cn('w-full sm:w-auto', className)}>
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

/** A form page: the header with its intro, then the page's own content. */
export function FormPage({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-7xl px-6 pb-24 pt-12 sm:pt-20 lg:px-10 lg:pb-32">
      <FormPageHeader eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </FormPageHeader>
      {children}
    </main>
  );
}

/** A form beside the steps of what happens after it is sent (the steps come first on a phone). */
export function FormWithSteps({
  steps,
  children,
}: {
  steps: { title: string; text: string }[];
  children: ReactNode;
}) {
  return (
    <div className="mt-12 grid gap-16 sm:mt-16 lg:grid-cols-12 lg:gap-12">
      <div className="lg:order-2 lg:col-span-8">{children}</div>
      <div className="lg:order-1 lg:col-span-4 lg:pr-8">
        <ProcessSteps title="How it works" steps={steps} />
      </div>
    </div>
  );
}

type Person = { firstName: string; lastName: string; email: string };

/**
 * The "Your details" section a lead form opens with: name, e-mail and phone number (`phone` in some
 * shared schemas, `contactNumber` in others), then any contact fields of the form's own.
 */
export function YourDetails<TForm extends Person>({
  form,
  phone,
  children,
}: {
  form: BoundForm<TForm>;
  phone: { name: 'phone' | 'contactNumber'; label: string; required?: boolean };
  children?: ReactNode;
}) {
  const field = (name: keyof Person | typeof phone.name) => name as Path<TForm>;
  const halfFromSm = 'col-span-2 sm:col-span-1';
  return (
    <FormSection title="Your details">
      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-5">
        <TextField
          form={form}
          name={field('firstName')}
          label="First name"
          required
          autoComplete="given-name"
        />
        <TextField
          form={form}
          name={field('lastName')}
          label="Last name"
          required
          autoComplete="family-name"
        />
        <TextField
          form={form}
          name={field('email')}
          label="Email"
          required
          type="email"
          autoComplete="email"
          fieldClassName={halfFromSm}
        />
        <TextField
          form={form}
          name={field(phone.name)}
          label={phone.label}
          required={phone.required}
          type="tel"
          autoComplete="tel"
          fieldClassName={halfFromSm}
        />
        {children}
      </div>
    </FormSection>
  );
}

/**
 * A long lead form on its own page, in sections (`FormSection`), ending with a note (what is required,
 * what happens next) beside the submit button.
 */
export function SectionedForm<TForm extends { website?: string }>({
  form,
  onSubmit,
  submitting,
  submitLabel,
  note,
  children,
}: {
  form: BoundForm<TForm>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: ReactNode;
  note: ReactNode;
  children: ReactNode;
}) {
  return (
    <PublicForm form={form} onSubmit={onSubmit} className={cn('grid gap-12', clearOfTopBar)}>
      {children}
      <div className="flex flex-col gap-5 border-t border-line pt-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-md text-xs leading-relaxed text-mist">{note}</p>
        <SubmitButton submitting={submitting}>{submitLabel}</SubmitButton>
      </div>
    </PublicForm>
  );
}
