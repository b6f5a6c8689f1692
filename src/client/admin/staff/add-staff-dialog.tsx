import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Mail, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  STAFF_MESSAGES,
  type StaffCreateInput,
  type StaffCreateResult,
  staffCreateInput,
} from '../../../shared/schemas/staff';
import { TextField } from '../../components/forms/bound-fields';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Dialog, type OpenState } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { FormAlert } from '../components/form-alert';
import { ShownOnce } from '../components/shown-once';
import { reasonOf } from '../lib/admin-api';
import { STAFF_ENDPOINT, useStaffWrite } from './staff-api';

type AddForm = { username: string; name: string; email: string; setup: 'password' | 'invite' };
const EMPTY: AddForm = { username: '', name: '', email: '', setup: 'password' };

const SETUPS = [
  {
    value: 'password',
    label: 'Set a password now',
    note: 'A strong password is generated and shown to you once, for you to pass on.',
  },
  {
    value: 'invite',
    label: 'Send an invitation by e-mail',
    note: 'They get a link to choose their own password. It works once, for 72 hours.',
  },
] as const;

/**
 * 'Add staff member': username, name, e-mail and how they will get in. A generated password is shown
 * here once, after which the dialog can only be closed; an invitation closes it with a toast.
 */
export function AddStaffDialog({ open, onOpenChange }: OpenState) {
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const form = useForm<AddForm>({
    resolver: zodResolver(staffCreateInput) as never,
    defaultValues: EMPTY,
  });
  const create = useStaffWrite<StaffCreateInput, StaffCreateResult>(
    'POST',
    () => STAFF_ENDPOINT,
    (input) => input,
  );
  const setup = form.watch('setup');

  const close = (next: boolean) => {
    if (create.isPending) return;
    onOpenChange(next);
    if (!next) {
      // What was shown once is gone for good once the dialog closes.
      setCreated(null);
      form.reset(EMPTY);
      create.reset();
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ member, initialPassword }) => {
        if (initialPassword) {
          setCreated({ username: member.username, password: initialPassword });
        } else {
          toast({
            title: 'Invitation sent',
            description: `${member.name || member.username} can now set a password from the link sent to ${member.email}.`,
          });
          close(false);
        }
      },
      onError: (error) => {
        const message = reasonOf(error, 'Could not add the staff member. Please try again.');
        if (message === STAFF_MESSAGES.usernameTaken)
          form.setError('username', { message }, { shouldFocus: true });
      },
    }),
  );
  const failure = create.isError
    ? reasonOf(create.error, 'Could not add the staff member. Please try again.')
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={created ? 'Staff member added' : 'Add staff member'}
      description={
        created
          ? undefined
          : 'Every staff member has full access to the back office, with their own sign-in and activity trail.'
      }
      className="max-w-xl"
    >
      {created ? (
        <div className="flex flex-col gap-6">
          <p className="text-sm text-white/80">
            <span className="font-mono text-white">{created.username}</span> can sign in now with this
            password. Give it to them in person or through a channel only they can read; they can change it
            under Your account.
          </p>
          <ShownOnce
            label={`Password for ${created.username}`}
            heading={
              <>
                Password for <span className="font-mono normal-case tracking-normal">{created.username}</span>
              </>
            }
            value={created.password}
          />
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="New staff member">
          {failure && failure !== STAFF_MESSAGES.usernameTaken && <FormAlert>{failure}</FormAlert>}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              form={form}
              name="username"
              label="Username"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              hint="Used to sign in. Letters, digits, . _ - @"
            />
            <TextField form={form} name="name" label="Name" required autoComplete="off" />
          </div>
          <TextField
            form={form}
            name="email"
            label="E-mail"
            type="email"
            required={setup === 'invite'}
            autoComplete="off"
            hint={
              setup === 'invite' ? 'The invitation goes here.' : 'Optional: for a set-password link later.'
            }
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-[11px] font-medium uppercase tracking-[0.18em] text-white/70">
              How will they sign in?
            </legend>
            {SETUPS.map((option) => (
              <label
                key={option.value}
                className={cn(
                  'flex cursor-pointer gap-3 border px-4 py-3 transition-colors',
                  setup === option.value
                    ? 'border-accent/70 bg-accent/[0.06]'
                    : 'border-line hover:border-white/30',
                )}
              >
                <input
                  type="radio"
                  value={option.value}
                  {...form.register('setup')}
                  className="mt-1 h-4 w-4 shrink-0 accent-accent"
                />
                <span className="min-w-0">
                  <span className="block text-sm text-white">{option.label}</span>
                  <span className="block text-xs text-mist">{option.note}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => close(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : setup === 'invite' ? (
                <Mail className="h-4 w-4" aria-hidden="true" />
              ) : (
                <UserPlus className="h-4 w-4" aria-hidden="true" />
              )}
              {create.isPending
                ? 'Adding...'
                : setup === 'invite'
                  ? 'Add and send invitation'
                  : 'Add staff member'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
