import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Check, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  type Account,
  type AccountUpdateInput,
  accountUpdateInput,
  type PasswordChangeInput,
  type PasswordChangeResult,
} from '../../../shared/schemas/auth';
import { TextField } from '../../components/forms/bound-fields';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { AdminSection, LoadError, LoadingRows } from '../components/admin-section';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { isNewPasswordProblem, newPasswordPair } from '../components/password-rule';
import { formatWhen } from '../components/when';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { useStoredValues } from '../frame/form';
import { reasonOf } from '../lib/admin-api';
import { useLeaveGuard } from '../lib/nav';
import { ACCOUNT_ENDPOINT, useAccountWrite } from './account-api';
import { TwoFactorSection } from './two-factor-section';

export const head = adminHead('Your account');

/**
 * /admin/account: your name and e-mail, your password (which signs out your other sessions), and
 * two-factor sign-in.
 */
export default function AccountPage() {
  const account = useQuery<Account>({ queryKey: [ACCOUNT_ENDPOINT] });
  return (
    <AdminPage
      title="Your account"
      description="How you sign in to the back office, and the name your colleagues see beside your changes."
      width="narrow"
    >
      {account.isPending ? (
        <LoadingRows rows={4} label="Loading your account..." />
      ) : account.isError ? (
        <LoadError what="your account" onRetry={() => account.refetch()} />
      ) : (
        <div className="flex flex-col gap-8">
          <DetailsSection account={account.data} />
          <PasswordSection account={account.data} />
          <TwoFactorSection account={account.data} />
        </div>
      )}
    </AdminPage>
  );
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] uppercase tracking-[0.16em] text-mist">{label}</dt>
      <dd className="mt-1 truncate text-sm text-white">{children}</dd>
    </div>
  );
}

function DetailsSection({ account }: { account: Account }) {
  const form = useForm<AccountUpdateInput>({
    resolver: zodResolver(accountUpdateInput),
    defaultValues: { name: account.name, email: account.email },
  });
  useStoredValues(form.reset, account, (a) => ({ name: a.name, email: a.email }));
  useLeaveGuard(form.formState.isDirty);
  const save = useAccountWrite<AccountUpdateInput, Account>('', 'PATCH');
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => toast({ title: 'Your details have been saved' }) }),
  );

  return (
    <AdminSection title="Your details">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Your details">
        <dl className="grid grid-cols-2 gap-4 border-b border-line pb-6 sm:grid-cols-4">
          <Fact label="Username">{account.username}</Fact>
          <Fact label="Member since">{formatWhen(account.createdAt).replace(/,.*$/, '')}</Fact>
          <Fact label="Last sign-in">{account.lastLoginAt ? formatWhen(account.lastLoginAt) : 'Never'}</Fact>
          <Fact label="Password changed">
            {account.passwordChangedAt ? formatWhen(account.passwordChangedAt) : 'Never'}
          </Fact>
        </dl>
        {save.isError && <FormAlert>{reasonOf(save.error, 'Could not save. Please try again.')}</FormAlert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="name" label="Name" autoComplete="name" />
          <TextField
            form={form}
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            hint="Where a set-password link goes if you forget your password."
          />
        </div>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Check className="h-4 w-4" aria-hidden="true" />
            )}
            {save.isPending ? 'Saving...' : 'Save details'}
          </Button>
        </div>
      </form>
    </AdminSection>
  );
}

const passwordForm = newPasswordPair.and(
  z.object({ currentPassword: z.string().min(1, 'Current password is required') }),
);
type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY_PASSWORDS: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** "No other session was signed in." / "1 other session was signed out." */
const endedNote = (ended: number) =>
  ended === 0
    ? 'Your password has been changed. No other session was signed in.'
    : `Your password has been changed. ${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.`;

function PasswordSection({ account }: { account: Account }) {
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordForm) as never,
    defaultValues: EMPTY_PASSWORDS,
  });
  const change = useAccountWrite<PasswordChangeInput, PasswordChangeResult>('/password');
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setDone(null);
    setProblem(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ endedSessions }) => {
          form.reset(EMPTY_PASSWORDS);
          setDone(endedNote(endedSessions));
        },
        onError: (error) => {
          const message = reasonOf(error, 'Could not change your password. Please try again.');
          if (/current password/i.test(message)) {
            form.setError('currentPassword', { message }, { shouldFocus: true });
          } else if (isNewPasswordProblem(message) || message.startsWith('Choose a password different')) {
            form.setError('newPassword', { message }, { shouldFocus: true });
          } else {
            setProblem(message);
          }
        },
      },
    );
  });

  return (
    <AdminSection
      title="Password"
      description="Changing it signs you out everywhere else: other browsers, phones and computers."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Change password">
        {done && <FormAlert tone="success">{done}</FormAlert>}
        {problem && <FormAlert>{problem}</FormAlert>}
        {/* Lets a password manager update the entry of the right account. */}
        <input type="text" name="username" autoComplete="username" value={account.username} readOnly hidden />
        <TextField
          form={form}
          name="currentPassword"
          label="Current password"
          required
          type="password"
          autoComplete="current-password"
          fieldClassName="sm:max-w-[calc(50%-0.625rem)]"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <NewPasswordFields form={form} />
        </div>
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </AdminSection>
  );
}
