import { LockKeyhole, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SignInSteps } from '../components/sign-in-steps';
import { screenTitle } from '../frame/admin-head';
import { useCurrentUser } from '../lib/auth';
import { useNavigate } from '../lib/nav';
import { AuthCard } from './auth-card';

export const head = screenTitle('Admin Login');

/**
 * /admin/login: username and password, both required; after login the dashboard. An account with
 * two-factor sign-in is then asked, in the same card, for the code from its authenticator app.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [twoFactor, setTwoFactor] = useState(false);

  // Someone already logged in who opens the login screen (or has just logged in) goes to the dashboard.
  useEffect(() => {
    if (user) navigate('/admin', { replace: true });
  }, [user, navigate]);

  return (
    <AuthCard
      icon={
        twoFactor ? (
          <Smartphone className="h-4 w-4" aria-hidden="true" />
        ) : (
          <LockKeyhole className="h-4 w-4" aria-hidden="true" />
        )
      }
      title="Admin Login"
      subtitle={twoFactor ? 'Two-factor sign-in' : 'Staff access only'}
    >
      <SignInSteps onTwoFactor={setTwoFactor} />
    </AuthCard>
  );
}
