import type { InputHTMLAttributes, ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldValues,
  type FormState,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { Field, Input, Textarea } from '../../components/ui/field';
import { messageOf } from '../frame/form';
import { MediaUrlField } from './media-url-field';

/** The part of a react-hook-form form that a field bound to it needs. */
export type BoundForm<TForm extends FieldValues> = {
  register: UseFormRegister<TForm>;
  formState: FormState<TForm>;
};

type TextFieldProps<TForm extends FieldValues> = {
  form: BoundForm<TForm>;
  name: Path<TForm>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Classes of the labelled wrapper, e.g. a width; `className` styles the control itself. */
  fieldClassName?: string;
  /** A multi-line text area of this many rows instead of a one-line input. */
  rows?: number;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'placeholder' | 'autoComplete' | 'inputMode' | 'type' | 'className'
>;

/** A text input (or, with `rows`, a text area) registered on a form, with its label, hint and error. */
export function TextField<TForm extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  fieldClassName,
  rows,
  ...control
}: TextFieldProps<TForm>) {
  const error = messageOf((form.formState.errors as Record<string, unknown>)[name]);
  return (
    <Field label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      {(p) =>
        rows === undefined ? (
          <Input {...p} {...form.register(name)} {...control} />
        ) : (
          <Textarea
            {...p}
            {...form.register(name)}
            rows={rows}
            placeholder={control.placeholder}
            className={control.className}
          />
        )
      }
    </Field>
  );
}

/** An image or video URL field (typed, or chosen from the media library) bound to a form. */
export function MediaField<TForm extends FieldValues, TOutput = TForm>({
  control,
  name,
  label,
  mediaType,
  hint,
  required,
}: {
  control: Control<TForm, unknown, TOutput>;
  name: Path<TForm>;
  label: string;
  mediaType: 'image' | 'video';
  hint?: ReactNode;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MediaUrlField
          label={label}
          mediaType={mediaType}
          required={required}
          value={field.value}
          onChange={field.onChange}
          error={messageOf(fieldState.error)}
          hint={hint}
          inputProps={{ name: field.name, onBlur: field.onBlur }}
        />
      )}
    />
  );
}
