import type { InputHTMLAttributes, ReactNode } from 'react';
import {
  type FieldError,
  type FieldValues,
  type FormState,
  get,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { cn } from '../ui/cn';
import { Field, Input, Select, Textarea } from '../ui/field';

/** The part of a react-hook-form form that a field bound to it needs. */
export type BoundForm<TForm extends FieldValues> = {
  register: UseFormRegister<TForm>;
  formState: FormState<TForm>;
};

type BoundFieldProps<TForm extends FieldValues> = {
  form: BoundForm<TForm>;
  /** A field of the form, also a nested one such as `desiredCars.0.make`. */
  name: Path<TForm>;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Classes of the labelled wrapper, e.g. a width or column span; `className` styles the control itself. */
  fieldClassName?: string;
  className?: string;
};

/** Splits a bound field's props: the labelled wrapper's (with the error the form holds), the registration, the rest. */
function bind<TForm extends FieldValues, TProps extends BoundFieldProps<TForm>>({
  form,
  name,
  label,
  required,
  hint,
  fieldClassName,
  ...control
}: TProps) {
  const error = (get(form.formState.errors, name) as FieldError | undefined)?.message;
  return {
    field: { label, required, hint, error, className: fieldClassName },
    registration: form.register(name),
    control,
  };
}

type TextFieldProps<TForm extends FieldValues> = BoundFieldProps<TForm> & {
  /** A multi-line text area of this many rows instead of a one-line input. */
  rows?: number;
  /** Drawn inside the input's border before the text, e.g. "$". */
  prefix?: string;
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    | 'placeholder'
    | 'autoComplete'
    | 'autoCapitalize'
    | 'spellCheck'
    | 'inputMode'
    | 'type'
    | 'min'
    | 'max'
    | 'step'
    | 'maxLength'
    | 'aria-required'
  >;

/** A text input (or, with `rows`, a text area) registered on a form, with its label, hint and error. */
export function TextField<TForm extends FieldValues>({ rows, prefix, ...props }: TextFieldProps<TForm>) {
  const { field, registration, control } = bind<TForm, typeof props>(props);
  return (
    <Field {...field}>
      {(p) => {
        if (rows !== undefined)
          return (
            <Textarea
              {...p}
              {...registration}
              rows={rows}
              placeholder={control.placeholder}
              className={control.className}
            />
          );
        if (prefix === undefined) return <Input {...p} {...registration} {...control} />;
        return (
          <PrefixedInput prefix={prefix}>
            <Input {...p} {...registration} {...control} className={cn('pl-8', control.className)} />
          </PrefixedInput>
        );
      }}
    </Field>
  );
}

/** A choice of `options` (values, or values with their labels) registered on a form. */
export function SelectField<TForm extends FieldValues>({
  options,
  labelOf = String,
  placeholder,
  ...props
}: BoundFieldProps<TForm> & {
  options: readonly (string | { value: string; label: string })[];
  /** The label of a plain-value option. */
  labelOf?: (value: string) => string;
  /** A first, unselectable option shown until a choice is made. */
  placeholder?: string;
}) {
  const { field, registration, control } = bind<TForm, typeof props>(props);
  return (
    <Field {...field}>
      {(p) => (
        <Select {...p} {...registration} className={control.className}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => {
            const { value, label } =
              typeof option === 'string' ? { value: option, label: labelOf(option) } : option;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
        </Select>
      )}
    </Field>
  );
}

/** An input with a fixed prefix inside its border, e.g. "$" before a price. */
function PrefixedInput({ prefix, children }: { prefix: string; children: ReactNode }) {
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
