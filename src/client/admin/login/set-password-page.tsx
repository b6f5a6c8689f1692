import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { KeyRound, LinkIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { INVITATION_GONE_MESSAGE, type Invitation, type LoginResult } from '../../../shared/schemas/auth';
import { Button, buttonClass } from '../../components/ui/button';
import { ApiError, apiJson, getJson } from '../../lib/api';
import { SubmitButton } from '../components/form-actions';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { isNewPasswordProblem, type NewPasswordPair, newPasswordPair } from '../components/password-rule';
import { screenTitle } from '../frame/admin-head';
import { reasonOf } from '../lib/admin-api';
import { useSignedIn } from '../lib/auth';
import { Link, useNavigate, useParams } from '../lib/nav';
import { AuthCard } from './auth-card';

export const head = screenTitle('Set your password');

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /admin/set-password/:token: a new staff member (or one whose password was reset by e-mail) chooses a
 * password through the link they were sent, and is signed in. The link works once.
 */
export default function SetPasswordPage() {
  const { token = '' } = useParams();
  const path = `/api/auth/invitations/${encodeURIComponent(token)}`;
  const invitation = useQuery({ queryKey: [path], queryFn: () => getJson<Invitation>(path) });

  if (invitation.isPending) {
    return (
      <AuthCard
        icon={<KeyRound className="h-4 w-4" aria-hidden="true" />}
        title="Set password"
        subtitle="Staff access"
      >
        <p role="status" className="text-sm text-mist">
          Checking your link...
        </p>
      </AuthCard>
    );
  }
  if (invitation.isError) return <LinkGone error={invitation.error} onRetry={() => invitation.refetch()} />;
  return <ChoosePassword path={path} invitation={invitation.data} />;
}

/** The link is unknown, used or expired (or the server could not be reached): say which, and where to go. */
function LinkGone({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const gone = isGone(error);
  return (
    <AuthCard
      icon={<LinkIcon className="h-4 w-4" aria-hidden="true" />}
      title="Set password"
      subtitle="Staff access"
    >
      <div className="flex flex-col gap-5">
        <FormAlert>
          {gone ? reasonOf(error, INVITATION_GONE_MESSAGE) : reasonOf(error, 'Could not check your link.')}
        </FormAlert>
        {gone ? (
          <p className="text-sm text-mist">
            Ask a colleague with access to the Staff screen to send you a new link, or sign in if you have
            already set your password.
          </p>
        ) : (
          onRetry && (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )
        )}
        <Link to="/admin/login" className={buttonClass('primary', 'lg', 'w-full')}>
          Go to the login page
        </Link>
      </div>
    </AuthCard>
  );
}

function ChoosePassword({ path, invitation }: { path: string; invitation: Invitation }) {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const form = useForm<NewPasswordPair>({
    resolver: zodResolver(newPasswordPair),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const accept = useMutation({
    mutationFn: (password: string) => apiJson<LoginResult>('POST', path, { password }),
    onSuccess: (result) => {
      signedIn(result);
      navigate('/admin', { replace: true });
    },
    onError: (error) => {
      const message = reasonOf(error, 'Could not set your password. Please try again.');
      if (isNewPasswordProblem(message)) form.setError('newPassword', { message }, { shouldFocus: true });
    },
  });

  if (accept.isError && isGone(accept.error)) return <LinkGone error={accept.error} />;
  const problem = accept.isError
    ? reasonOf(accept.error, 'Could not set your password. Please try again.')
    : null;

  return (
    <AuthCard
      icon={<KeyRound className="h-4 w-4" aria-hidden="true" />}
      title="Set password"
      subtitle="Staff access"
    >
      <form
        onSubmit={form.handleSubmit((values) => accept.mutate(values.newPassword))}
        noValidate
        className="flex flex-col gap-5"
      >
        <div>
          <h2 className="text-base font-medium text-white">
            Welcome, {invitation.name || invitation.username}
          </h2>
          <p className="mt-1 text-sm text-mist">
            Your username is <span className="font-mono text-white">{invitation.username}</span>. Choose a
            password to finish setting up your account.
          </p>
        </div>
        {problem && !isNewPasswordProblem(problem) && <FormAlert>{problem}</FormAlert>}
        {/* Lets a password manager store the new password under the right username. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={invitation.username}
          readOnly
          hidden
        />
        <NewPasswordFields form={form} ariaRequired />
        <SubmitButton pending={accept.isPending} size="lg" className="mt-2 w-full">
          Save and sign in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
