import type { StaffMember } from '../../../shared/schemas/staff';
import { toast } from '../../components/ui/toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { reasonOf } from '../lib/admin-api';
import { STAFF_ENDPOINT, useStaffWrite } from './staff-api';

/**
 * Turns off a colleague's two-factor sign-in, for someone who lost both their phone and their recovery
 * codes: they are signed out and sign in with their password alone until they set it up again.
 */
export function TwoFactorOffDialog({
  member,
  who,
  onClose,
}: {
  member: StaffMember;
  who: string;
  onClose: () => void;
}) {
  const off = useStaffWrite<number>(
    'PATCH',
    (id) => `${STAFF_ENDPOINT}/${id}`,
    () => ({ twoFactorEnabled: false }),
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Turn off two-factor sign-in?"
      confirmLabel="Turn off two-factor"
      pendingLabel="Turning off..."
      pending={off.isPending}
      error={off.isError ? reasonOf(off.error, 'Could not turn it off. Please try again.') : null}
      onConfirm={() =>
        off.mutate(member.id, {
          onSuccess: () => {
            toast({
              title: 'Two-factor sign-in turned off',
              description: `${who} has been signed out and can sign in with their password.`,
            });
            onClose();
          },
        })
      }
    >
      <p>
        <span className="text-white">{who}</span> is signed out everywhere, and their authenticator app and
        recovery codes stop working. They sign in with their password alone until they set up two-factor
        sign-in again from Your account.
      </p>
      <p className="mt-3 text-mist">
        Do this only once you are sure the request comes from them. It is recorded in the activity log.
      </p>
    </ConfirmDialog>
  );
}
