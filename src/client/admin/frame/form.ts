import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver, UseFormReset } from 'react-hook-form';
import type { z } from 'zod';

type Issue = { code?: string; origin?: string; expected?: string; minimum?: unknown; maximum?: unknown };

/** Messages for the generic zod issues, in words staff understand; schema-specific messages win. */
const friendly = {
  error: (issue: Issue) => {
    const numeric = issue.origin === 'number' || issue.origin === 'int';
    if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int'))
      return 'Enter a whole number';
    if (issue.code === 'too_small' && numeric) return `Must be at least ${issue.minimum}`;
    if (issue.code === 'too_big' && numeric) return `Must be at most ${issue.maximum}`;
    if (issue.code === 'too_small' && issue.origin === 'string') return 'Required';
    if (issue.code === 'too_big' && issue.origin === 'string') return `At most ${issue.maximum} characters`;
    return undefined;
  },
};

/**
 * A whole number typed by a person: thousands separators, spaces and a leading $ are allowed.
 * Empty gives undefined; anything else that is not a whole number gives NaN (the schema refuses it).
 */
export function wholeNumber(text: string): number | undefined {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (cleaned === '') return undefined;
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * A resolver that converts the form's values (text inputs) into the shared schema's input, validates
 * with that schema through zodResolver, and maps errors back to form fields. `required` names numeric
 * fields that must be filled even though the schema gives them a default; `rename` maps a schema key
 * to the form field that holds it (e.g. price → amount).
 */
export function schemaResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toInput: (values: TForm) => z.input<TSchema>,
  options: { required?: (keyof TForm & string)[]; rename?: Record<string, keyof TForm & string> } = {},
): Resolver<TForm, unknown, z.output<TSchema>> {
  const resolve = zodResolver(schema as never, friendly as never) as unknown as Resolver<
    FieldValues,
    unknown,
    z.output<TSchema>
  >;
  return async (values, context, resolverOptions) => {
    const result = await resolve(toInput(values) as FieldValues, context, resolverOptions as never);
    const errors: Record<string, unknown> = {};
    for (const [key, error] of Object.entries(result.errors as FieldErrors)) {
      errors[options.rename?.[key] ?? key] = error;
    }
    for (const name of options.required ?? []) {
      if (String(values[name] ?? '').trim() === '') {
        errors[name] = { type: 'required', message: 'Required' } satisfies FieldError;
      }
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<TForm> };
    return { values: result.values as z.output<TSchema>, errors: {} };
  };
}

/** The message of a field's error, including an error on an item of a list field. */
export function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof e.message === 'string') return e.message;
  if (typeof e.root?.message === 'string') return e.root.message;
  if (Array.isArray(error)) for (const item of error) if (messageOf(item)) return messageOf(item);
  return undefined;
}

/**
 * Fills a settings form with what is stored when it arrives, and again after each save refetches it.
 * Fields staff have already typed in are kept: the form is usable while the load is still answering,
 * and a late answer must not wipe what someone typed.
 */
export function useStoredValues<TForm extends FieldValues, TData>(
  reset: UseFormReset<TForm>,
  data: TData | undefined,
  toForm: (data: TData) => TForm,
) {
  const toFormRef = useRef(toForm);
  toFormRef.current = toForm;
  useEffect(() => {
    if (data !== undefined) reset(toFormRef.current(data), { keepDirtyValues: true });
  }, [data, reset]);
}
