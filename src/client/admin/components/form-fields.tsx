import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { messageOf } from '../frame/form';
import { MediaUrlField } from './media-url-field';
import { SwitchField } from './switch-field';

export { type BoundForm, SelectField, TextField } from '../../components/forms/bound-fields';

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

/** An on/off switch bound to a form, described once or by what its current state means. */
export function SwitchFormField<TForm extends FieldValues, TOutput = TForm>({
  control,
  name,
  label,
  description,
}: {
  control: Control<TForm, unknown, TOutput>;
  name: Path<TForm>;
  label: string;
  /** One line, or a pair: the line shown while on, and the one shown while off. */
  description: ReactNode | [on: ReactNode, off: ReactNode];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchField
          label={label}
          description={Array.isArray(description) ? description[field.value ? 0 : 1] : description}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}
