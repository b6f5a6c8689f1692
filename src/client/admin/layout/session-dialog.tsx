import { Dialog } from '../../components/ui/dialog';
import { SignInSteps } from '../components/sign-in-steps';

/**
 * Shown over the screen when the session ends while it is open (expired, or signed out elsewhere): the
 * screen stays as it is behind it, with whatever was typed, and the same person signs in again here. Only
 * "Log in as someone else" leaves the screen, by a full page load of the login screen.
 */
export function SessionDialog({ username }: { username: string }) {
  return (
    <Dialog
      open
      onOpenChange={() => {}}
      required
      className="max-w-md"
      title="Your session has ended"
      description="Log in again to carry on. This screen stays as it is, with anything you typed."
    >
      <SignInSteps username={username} />
      <p className="mt-6 border-t border-line pt-4 text-xs text-mist">
        Not you?{' '}
        <a href="/admin/login" className="text-accent underline-offset-4 hover:underline">
          Log in as someone else
        </a>{' '}
        (anything not saved on this screen is lost).
      </p>
    </Dialog>
  );
}
