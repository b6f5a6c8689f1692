import type { FieldValues, Path } from 'react-hook-form';
import { type BoundForm, TextField } from '../../components/forms/bound-fields';
import { PASSWORD_RULE } from './password-rule';

/**
 * The new password typed twice (the form's `newPasswordPair` fields), the rule under the first: one pair
 * for the set-password link and the account page, so both ask for a password the same way.
 */
export function NewPasswordFields<TForm extends FieldValues>({
  form,
  ariaRequired,
}: {
  form: BoundForm<TForm>;
  /** Also says "required" to screen readers, as the sign-in screens' other fields do. */
  ariaRequired?: boolean;
}) {
  const shared = {
    form,
    required: true,
    type: 'password',
    autoComplete: 'new-password',
    'aria-required': ariaRequired ? ('true' as const) : undefined,
  };
  return (
    <>
      <TextField {...shared} name={'newPassword' as Path<TForm>} label="New password" hint={PASSWORD_RULE} />
      <TextField {...shared} name={'confirmPassword' as Path<TForm>} label="Confirm new password" />
    </>
  );
}
