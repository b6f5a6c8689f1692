import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CHALLENGE_EXPIRED_MESSAGE,
  isLoginChallenge,
  loginInput,
  TOO_MANY_CODES_MESSAGE,
} from '../../../shared/schemas/auth';
import { TextField } from '../../components/forms/bound-fields';
import { cn } from '../../components/ui/cn';
import { Field, Input } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { useLogin, useVerifyLogin } from '../lib/auth';
import { SubmitButton } from './form-actions';
import { FormAlert } from './form-alert';

type LoginForm = { username: string; password: string };

/** The server's message for a refused login (wrong password, too many attempts), else 'Login failed'. */
const loginError = (error: unknown) => (error instanceof ApiError && error.serverMessage) || 'Login failed';

/** The challenge is gone (expired, or too many wrong codes): only the password step can start a new one. */
const mustStartAgain = (message: string) =>
  message === CHALLENGE_EXPIRED_MESSAGE || message === TOO_MANY_CODES_MESSAGE;

/**
 * Signing in: username and password, both required, then, for an account with two-factor sign-in, the code
 * from its authenticator app (or a recovery code) in the same place. A successful sign-in keeps the token
 * and the user (lib/auth.tsx `useSignedIn`); what follows is the caller's (the login screen goes to the
 * dashboard, the session dialog gives the screen back). `username`, when given, is fixed: the session dialog
 * signs the same person in again.
 */
export function SignInSteps({
  username,
  onTwoFactor,
}: {
  username?: string;
  /** Told when the code step starts and ends (the login card changes its icon and subtitle). */
  onTwoFactor?: (asked: boolean) => void;
}) {
  const login = useLogin();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginInput),
    defaultValues: { username: username ?? '', password: '' },
  });

  const ask = (next: string | null) => {
    setChallenge(next);
    onTwoFactor?.(next !== null);
  };

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    login.mutate(values, {
      onSuccess: (result) => {
        if (isLoginChallenge(result)) ask(result.challenge);
      },
      onError: (error) => setAlert(loginError(error)),
    });
  });

  /** Back to the password step, the username kept: the password must be typed again for a new challenge. */
  const startAgain = (message: string | null) => {
    ask(null);
    setAlert(message);
    form.setValue('password', '');
    login.reset();
  };

  if (challenge)
    return (
      <CodeStep
        challenge={challenge}
        username={form.getValues('username')}
        alert={alert}
        setAlert={setAlert}
        onStartAgain={startAgain}
      />
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {alert && <FormAlert>{alert}</FormAlert>}
      {username === undefined ? (
        <TextField
          form={form}
          name="username"
          label="Username"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
        />
      ) : (
        <p className="text-sm text-white/80">
          Signing in as <span className="text-white">{username}</span>
          {/* A password manager finds the entry by the username beside the password (Chrome's advice for such forms). */}
          <input hidden readOnly type="text" name="username" autoComplete="username" value={username} />
        </p>
      )}
      <TextField
        form={form}
        name="password"
        label="Password"
        required
        type="password"
        autoComplete="current-password"
        aria-required="true"
      />
      <SubmitButton pending={login.isPending} pendingLabel="Logging in..." size="lg" className="mt-2 w-full">
        Login
      </SubmitButton>
    </form>
  );
}

/** The second step: a 6-digit code from the authenticator app, or one of the recovery codes. */
function CodeStep({
  challenge,
  username,
  alert,
  setAlert,
  onStartAgain,
}: {
  challenge: string;
  username: string;
  alert: string | null;
  setAlert: (message: string | null) => void;
  onStartAgain: (message: string | null) => void;
}) {
  const verify = useVerifyLogin();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  // The code is what comes next: the cursor waits in its field, also in the new one after switching the kind of code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `recovery` remounts the field, which wants the cursor again.
  useEffect(() => {
    input.current?.focus();
  }, [recovery]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (recovery ? typed === '' : !/^\d{6}$/.test(typed.replace(/\s/g, ''))) {
      setFieldError(recovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code');
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    setAlert(null);
    verify.mutate(
      { challenge, code: typed },
      {
        onError: (error) => {
          const message = loginError(error);
          if (mustStartAgain(message)) return onStartAgain(message);
          setAlert(message);
          input.current?.select();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {alert && <FormAlert>{alert}</FormAlert>}
      <p className="text-sm text-white/80">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Enter the 6-digit code from your authenticator app'}
      </p>
      <Field
        label={recovery ? 'Recovery code' : 'Authentication code'}
        required
        error={fieldError}
        hint={
          <>
            Signing in as <span className="text-white">{username}</span>
          </>
        }
      >
        {(p) => (
          <Input
            {...p}
            ref={input}
            key={recovery ? 'recovery' : 'totp'}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-required="true"
            autoCapitalize="none"
            spellCheck={false}
            {...(recovery
              ? { autoComplete: 'off', placeholder: 'xxxxx-xxxxx', maxLength: 30 }
              : {
                  autoComplete: 'one-time-code',
                  inputMode: 'numeric',
                  placeholder: '123 456',
                  maxLength: 9,
                })}
            className={cn('font-mono text-base', recovery ? 'tracking-[0.12em]' : 'tracking-[0.3em]')}
          />
        )}
      </Field>
      <SubmitButton pending={verify.isPending} pendingLabel="Verifying..." size="lg" className="mt-2 w-full">
        Verify
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-xs">
        <button
          type="button"
          onClick={() => onStartAgain(null)}
          disabled={verify.isPending}
          className="inline-flex cursor-pointer items-center gap-1.5 uppercase tracking-[0.16em] text-mist hover:text-white disabled:opacity-50"
        >
          <ArrowLeft className="h-3.5 w-3.5" aria-hidden="true" />
          Back
        </button>
        <button
          type="button"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setFieldError(undefined);
          }}
          disabled={verify.isPending}
          className="cursor-pointer text-accent underline-offset-4 hover:underline disabled:opacity-50"
        >
          {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </button>
      </div>
    </form>
  );
}
