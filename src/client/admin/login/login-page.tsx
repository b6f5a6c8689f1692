import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { loginInput } from '../../../shared/schemas/auth';
import { TextField } from '../../components/forms/bound-fields';
import { Wordmark } from '../../components/site/wordmark';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import type { HeadFn } from '../../lib/head';
import { useCurrentUser, useLogin } from '../lib/auth';

export const head: HeadFn = () => ({ title: 'Admin Login', noindex: true });

type LoginForm = { username: string; password: string };

/** The server's message for a refused login (wrong password, too many attempts), else 'Login failed'. */
const loginError = (error: unknown) => (error instanceof ApiError && error.serverMessage) || 'Login failed';

/** /admin/login: username and password, both required; after login the dashboard. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const login = useLogin();
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginInput),
    defaultValues: { username: '', password: '' },
  });

  // Someone already logged in who opens the login screen goes straight to the dashboard.
  useEffect(() => {
    if (user) navigate('/admin', { replace: true });
  }, [user, navigate]);

  const onSubmit = form.handleSubmit((values) => login.mutate(values));

  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-ink px-4 py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(201,169,110,0.10),transparent_60%)]"
      />
      <Link to="/" className="relative mb-10 text-white hover:text-white/85" title="Back to the website">
        <Wordmark size="lg" />
      </Link>
      <div className="relative w-full max-w-sm border border-line bg-ink-2/90 p-6 shadow-2xl backdrop-blur sm:p-8">
        <div className="mb-8 flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center border border-line text-accent">
            <LockKeyhole className="h-4 w-4" aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-lg font-light uppercase tracking-[0.24em]">Admin Login</h1>
            <p className="text-xs text-mist">Staff access only</p>
          </div>
        </div>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {login.isError && (
            <div
              role="alert"
              className="border border-red-500/50 bg-red-500/10 px-4 py-3 text-sm text-red-200"
            >
              {loginError(login.error)}
            </div>
          )}
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
          <TextField
            form={form}
            name="password"
            label="Password"
            required
            type="password"
            autoComplete="current-password"
            aria-required="true"
          />
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
            {login.isPending ? 'Logging in...' : 'Login'}
          </Button>
        </form>
      </div>
      <Link to="/" className="relative mt-8 text-xs uppercase tracking-[0.18em] text-mist hover:text-white">
        ← Back to website
      </Link>
    </main>
  );
}
