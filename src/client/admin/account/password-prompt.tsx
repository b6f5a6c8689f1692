import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/field';
import { reasonOf } from '../lib/admin-api';

/**
 * Asks for your password again before a change to how you sign in (two-factor on or off, new recovery
 * codes), so that a screen left open is not enough to take over the account. A wrong password (or any
 * other refusal) shows on the field and keeps the dialog open.
 */
export function PasswordPrompt({
  title,
  description,
  confirmLabel,
  pendingLabel,
  tone = 'primary',
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  tone?: 'primary' | 'danger';
  pending: boolean;
  error: unknown;
  onConfirm: (password: string) => void;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(password === '');
    if (password !== '') onConfirm(password);
  };
  const message = missing ? 'Password is required' : error ? reasonOf(error, 'Please try again.') : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title={title}
      description={description}
      className="max-w-md"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <Field label="Your password" required error={message}>
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-required="true"
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant={tone} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
