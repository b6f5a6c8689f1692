import type { UseMutationResult } from '@tanstack/react-query';
import { KeyRound, LoaderCircle, ShieldCheck, ShieldOff, Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  type Account,
  type PasswordConfirmInput,
  type RecoveryCodes,
  type TwoFactorEnableInput,
  type TwoFactorSetup,
  twoFactorEnableInput,
} from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { AdminSection } from '../components/admin-section';
import { CopyButton } from '../components/copy-button';
import { formatWhen } from '../components/when';
import { reasonOf } from '../lib/admin-api';
import { useAccountWrite } from './account-api';
import { PasswordPrompt } from './password-prompt';
import { RecoveryCodesPanel } from './recovery-codes';

/** The secret in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

type Prompt = 'setup' | 'disable' | 'codes' | null;

/**
 * Two-factor sign-in: turning it on (password, QR code and key, a code from the app to prove it works,
 * then the ten recovery codes once), and, while on, new recovery codes or turning it off.
 */
export function TwoFactorSection({ account }: { account: Account }) {
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [pendingSetup, setPendingSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const setup = useAccountWrite<PasswordConfirmInput, TwoFactorSetup>('/two-factor/setup');
  const disable = useAccountWrite<PasswordConfirmInput, null>('/two-factor/disable');
  const renew = useAccountWrite<PasswordConfirmInput, RecoveryCodes>('/two-factor/recovery-codes');
  const on = account.twoFactorEnabled;

  const closePrompt = () => {
    setPrompt(null);
    setup.reset();
    disable.reset();
    renew.reset();
  };
  /** A prompt's part of its write: the write's state, the password sent on, then `done` and the prompt closed. */
  const confirmWith = <R,>(
    write: UseMutationResult<R, Error, PasswordConfirmInput>,
    done: (result: R) => void,
  ) => ({
    pending: write.isPending,
    error: write.error,
    onClose: closePrompt,
    onConfirm: (password: string) =>
      write.mutate(
        { password },
        {
          onSuccess: (result) => {
            done(result);
            closePrompt();
          },
        },
      ),
  });

  return (
    <AdminSection
      title="Two-factor sign-in"
      description="After your password, sign-in also asks for a 6-digit code from an authenticator app on your phone, so a stolen password alone is not enough."
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <span
              className={
                on
                  ? 'flex h-10 w-10 items-center justify-center border border-emerald-500/40 text-emerald-300'
                  : 'flex h-10 w-10 items-center justify-center border border-line text-mist'
              }
            >
              {on ? (
                <ShieldCheck className="h-5 w-5" aria-hidden="true" />
              ) : (
                <ShieldOff className="h-5 w-5" aria-hidden="true" />
              )}
            </span>
            <div>
              <p className="text-sm font-medium text-white">
                {on
                  ? account.twoFactorEnabledAt
                    ? `On since ${formatWhen(account.twoFactorEnabledAt)}`
                    : 'On'
                  : 'Off'}
              </p>
              <p
                className={
                  on && account.recoveryCodesLeft <= 3 ? 'text-xs text-amber-300' : 'text-xs text-mist'
                }
              >
                {on
                  ? `${account.recoveryCodesLeft} of 10 recovery codes left`
                  : 'Only your password is asked when you sign in.'}
              </p>
            </div>
          </div>
          {!pendingSetup && !codes && (
            <div className="flex flex-wrap gap-3">
              {on ? (
                <>
                  <Button variant="outline" size="sm" onClick={() => setPrompt('codes')}>
                    <KeyRound className="h-3.5 w-3.5" aria-hidden="true" />
                    New recovery codes
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setPrompt('disable')}>
                    Turn off
                  </Button>
                </>
              ) : (
                <Button onClick={() => setPrompt('setup')}>
                  <Smartphone className="h-4 w-4" aria-hidden="true" />
                  Turn on two-factor sign-in
                </Button>
              )}
            </div>
          )}
        </div>

        {pendingSetup && (
          <Enrolment
            setup={pendingSetup}
            username={account.username}
            onCancel={() => setPendingSetup(null)}
            onEnabled={(recoveryCodes) => {
              setPendingSetup(null);
              setCodes(recoveryCodes);
            }}
          />
        )}
        {codes && (
          <RecoveryCodesPanel
            codes={codes}
            username={account.username}
            onDone={() => {
              setCodes(null);
              toast({ title: 'Two-factor sign-in is on' });
            }}
          />
        )}
      </div>

      {prompt === 'setup' && (
        <PasswordPrompt
          title="Turn on two-factor sign-in"
          description="Enter your password to start. Have your authenticator app ready."
          confirmLabel="Continue"
          pendingLabel="Checking..."
          {...confirmWith(setup, setPendingSetup)}
        />
      )}
      {prompt === 'codes' && (
        <PasswordPrompt
          title="New recovery codes"
          description="Your current recovery codes stop working and ten new ones are shown once. Enter your password to continue."
          confirmLabel="Make new codes"
          pendingLabel="Making codes..."
          {...confirmWith(renew, (result) => setCodes(result.recoveryCodes))}
        />
      )}
      {prompt === 'disable' && (
        <PasswordPrompt
          title="Turn off two-factor sign-in"
          description="Sign-in will ask only for your password, and your recovery codes stop working. Enter your password to continue."
          confirmLabel="Turn off"
          pendingLabel="Turning off..."
          tone="danger"
          {...confirmWith(disable, () => toast({ title: 'Two-factor sign-in is off' }))}
        />
      )}
    </AdminSection>
  );
}

/** Scan (or type the key), then prove the app works with one code: only then is two-factor sign-in on. */
function Enrolment({
  setup,
  username,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  username: string;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const enable = useAccountWrite<TwoFactorEnableInput, RecoveryCodes>('/two-factor/enable');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = twoFactorEnableInput.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    enable.mutate(parsed.data, {
      onSuccess: (result) => onEnabled(result.recoveryCodes),
      onError: (failure) =>
        setError(reasonOf(failure, 'Could not turn on two-factor sign-in. Please try again.')),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Set up two-factor sign-in"
      className="grid gap-6 border border-line bg-ink p-4 sm:p-6 md:grid-cols-[auto_1fr] md:gap-8"
    >
      <div className="flex flex-col items-center gap-3">
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
          alt={`QR code to add ${username} to your authenticator app`}
          width={208}
          height={208}
          className="h-52 w-52 bg-white p-3"
        />
        <p className="text-xs text-mist">Scan with your authenticator app</p>
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-white/85 marker:text-accent">
          <li>
            Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy) and
            add an account by scanning the QR code.
          </li>
          <li>Enter the 6-digit code it shows for this account.</li>
        </ol>
        <div className="flex flex-col gap-2">
          <p className="text-[11px] font-medium uppercase tracking-[0.18em] text-white/70">
            Cannot scan? Enter this key instead
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <code className="select-all break-words border border-line bg-ink-2 px-3 py-2 font-mono text-sm tracking-wider text-white">
              {grouped(setup.secret)}
            </code>
            <CopyButton text={setup.secret} label="Copy key" />
          </div>
        </div>
        <Field label="Code from the app" required error={error} className="max-w-56">
          {(p) => (
            <Input
              {...p}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={9}
              placeholder="123 456"
              aria-required="true"
              className="font-mono text-base tracking-[0.3em]"
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {enable.isPending ? 'Checking...' : 'Turn on'}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={enable.isPending}>
            Cancel
          </Button>
        </div>
      </div>
    </form>
  );
}
