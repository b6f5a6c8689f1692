import type { ReactNode } from 'react';
import type { StaffMember } from '../../../shared/schemas/staff';
import { toast } from '../../components/ui/toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { reasonOf } from '../lib/admin-api';
import { STAFF_ENDPOINT, useStaffWrite } from './staff-api';

/** A staff action's dialog: the member it acts on, by name, and how to close it. */
type ConfirmProps = { member: StaffMember; who: string; onClose: () => void };

/**
 * A write on one staff member (a change to the account, or its deletion) that asks first: the dialog
 * stays open while the write runs and says why it failed; once done, a toast says what happened.
 */
function StaffConfirm({
  member,
  onClose,
  change,
  title,
  confirmLabel,
  pendingLabel,
  failure,
  done,
  children,
}: Omit<ConfirmProps, 'who'> & {
  /** The change to PATCH; without one the account is deleted. */
  change?: Partial<Pick<StaffMember, 'disabled' | 'twoFactorEnabled'>>;
  title: string;
  confirmLabel: string;
  pendingLabel: string;
  failure: string;
  done: { title: string; description: string };
  children: ReactNode;
}) {
  const write = useStaffWrite<number>(
    change ? 'PATCH' : 'DELETE',
    (id) => `${STAFF_ENDPOINT}/${id}`,
    change && (() => change),
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      pending={write.isPending}
      error={write.isError ? reasonOf(write.error, failure) : null}
      onConfirm={() =>
        write.mutate(member.id, {
          onSuccess: () => {
            toast(done);
            onClose();
          },
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}

export function DisableDialog({ who, ...props }: ConfirmProps) {
  return (
    <StaffConfirm
      {...props}
      change={{ disabled: true }}
      title="Disable this account?"
      confirmLabel="Disable account"
      pendingLabel="Disabling..."
      failure="Could not disable the account. Please try again."
      done={{ title: 'Account disabled', description: `${who} has been signed out.` }}
    >
      <p>
        <span className="text-white">{who}</span> is signed out everywhere at once and cannot sign in until
        the account is enabled again. Nothing they did is lost.
      </p>
    </StaffConfirm>
  );
}

export function DeleteDialog({ who, ...props }: ConfirmProps) {
  return (
    <StaffConfirm
      {...props}
      title="Delete this staff member?"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      failure="Could not delete the account. Please try again."
      done={{ title: 'Staff member deleted', description: `${who} no longer has an account.` }}
    >
      <p>
        Are you sure you want to delete <span className="text-white">{who}</span>? Their account is removed
        for good and they are signed out. The activity log keeps their name beside what they did.
      </p>
      <p className="mt-3 text-mist">To keep the account but stop them signing in, disable it instead.</p>
    </StaffConfirm>
  );
}

/**
 * Turns off a colleague's two-factor sign-in, for someone who lost both their phone and their recovery
 * codes: they are signed out and sign in with their password alone until they set it up again.
 */
export function TwoFactorOffDialog({ who, ...props }: ConfirmProps) {
  return (
    <StaffConfirm
      {...props}
      change={{ twoFactorEnabled: false }}
      title="Turn off two-factor sign-in?"
      confirmLabel="Turn off two-factor"
      pendingLabel="Turning off..."
      failure="Could not turn it off. Please try again."
      done={{
        title: 'Two-factor sign-in turned off',
        description: `${who} has been signed out and can sign in with their password.`,
      }}
    >
      <p>
        <span className="text-white">{who}</span> is signed out everywhere, and their authenticator app and
        recovery codes stop working. They sign in with their password alone until they set up two-factor
        sign-in again from Your account.
      </p>
      <p className="mt-3 text-mist">
        Do this only once you are sure the request comes from them. It is recorded in the activity log.
      </p>
    </StaffConfirm>
  );
}
