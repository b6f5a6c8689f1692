import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, CircleCheck, KeyRound, Mail, MoreHorizontal, Pencil, ShieldOff, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ResetPasswordResult, StaffMember, StaffUpdateInput } from '../../../shared/schemas/staff';
import { staffUpdateInput } from '../../../shared/schemas/staff';
import { TextField } from '../../components/forms/bound-fields';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SubmitButton } from '../components/form-actions';
import { FormAlert } from '../components/form-alert';
import { ShownOnce } from '../components/shown-once';
import { reasonOf } from '../lib/admin-api';
import { STAFF_ENDPOINT, useStaffWrite } from './staff-api';
import { DeleteDialog, DisableDialog, TwoFactorOffDialog } from './staff-confirms';

export type StaffAction = 'edit' | 'disable' | 'delete' | 'reset' | 'two-factor-off';

/** "Jane Smith (jsmith)", or the username alone when there is no name. */
export const whoIs = (member: StaffMember) =>
  member.name ? `${member.name} (${member.username})` : member.username;

const itemClass =
  'flex cursor-pointer items-center gap-3 px-3 py-2.5 text-sm text-white/85 outline-none data-[highlighted]:bg-white/10 data-[highlighted]:text-white';

/** A row's actions: Edit at hand, the rest (status, passwords, delete) in a menu. */
export function StaffRowActions({
  member,
  onAction,
}: {
  member: StaffMember;
  onAction: (action: StaffAction, member: StaffMember) => void;
}) {
  const enable = useStaffWrite<number>(
    'PATCH',
    (id) => `${STAFF_ENDPOINT}/${id}`,
    () => ({ disabled: false }),
  );
  const invite = useStaffWrite<number>('POST', (id) => `${STAFF_ENDPOINT}/${id}/invite`);

  const sendLink = () =>
    invite.mutate(member.id, {
      onSuccess: () =>
        toast({ title: 'Link sent', description: `A set-password link went to ${member.email}.` }),
      onError: (error) =>
        toast({
          title: 'Could not send the link',
          description: reasonOf(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  const enableAccount = () =>
    enable.mutate(member.id, {
      onSuccess: () =>
        toast({ title: 'Account enabled', description: `${whoIs(member)} can sign in again.` }),
      onError: (error) =>
        toast({
          title: 'Could not enable the account',
          description: reasonOf(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <div className="flex items-center gap-2 md:justify-end">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onAction('edit', member)}
        aria-label={`Edit ${member.username}`}
      >
        <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
        Edit
      </Button>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={`More actions for ${member.username}`}
          title="More actions"
          className="inline-flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center border border-line text-white/70 transition-colors hover:border-white/40 hover:bg-white/5 hover:text-white data-[state=open]:border-white/40 data-[state=open]:text-white"
        >
          <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-60 border border-line bg-ink-2 py-1 shadow-2xl"
          >
            <DropdownMenu.Item className={itemClass} onSelect={() => onAction('reset', member)}>
              <KeyRound className="h-4 w-4 text-mist" aria-hidden="true" />
              Reset password
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={sendLink} disabled={invite.isPending}>
              <Mail className="h-4 w-4 text-mist" aria-hidden="true" />
              {member.invitePending ? 'Resend invitation' : 'E-mail a set-password link'}
            </DropdownMenu.Item>
            {member.twoFactorEnabled && !member.isYou && (
              <DropdownMenu.Item className={itemClass} onSelect={() => onAction('two-factor-off', member)}>
                <ShieldOff className="h-4 w-4 text-amber-300" aria-hidden="true" />
                Turn off two-factor sign-in
              </DropdownMenu.Item>
            )}
            {member.disabled ? (
              <DropdownMenu.Item className={itemClass} onSelect={enableAccount} disabled={enable.isPending}>
                <CircleCheck className="h-4 w-4 text-emerald-300" aria-hidden="true" />
                Enable account
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item className={itemClass} onSelect={() => onAction('disable', member)}>
                <Ban className="h-4 w-4 text-amber-300" aria-hidden="true" />
                Disable account
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <DropdownMenu.Item
              className={`${itemClass} text-red-300 data-[highlighted]:bg-red-500/15 data-[highlighted]:text-red-200`}
              onSelect={() => onAction('delete', member)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

/** The dialog of the action chosen on a row, if any. */
export function StaffActionDialog({
  action,
  member,
  onClose,
}: {
  action: StaffAction;
  member: StaffMember;
  onClose: () => void;
}) {
  if (action === 'edit') return <EditDialog member={member} onClose={onClose} />;
  if (action === 'reset') return <ResetPasswordDialog member={member} onClose={onClose} />;
  const Confirm =
    action === 'two-factor-off' ? TwoFactorOffDialog : action === 'disable' ? DisableDialog : DeleteDialog;
  return <Confirm member={member} who={whoIs(member)} onClose={onClose} />;
}

function EditDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const form = useForm<{ name: string; email: string }>({
    resolver: zodResolver(staffUpdateInput) as never,
    defaultValues: { name: member.name, email: member.email },
  });
  const update = useStaffWrite<StaffUpdateInput>(
    'PATCH',
    () => `${STAFF_ENDPOINT}/${member.id}`,
    (input) => input,
  );
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Staff member updated' });
        onClose();
      },
    }),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !update.isPending && onClose()}
      title="Edit staff member"
      description={whoIs(member)}
      className="max-w-lg"
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-5"
        aria-label={`Details of ${member.username}`}
      >
        {update.isError && (
          <FormAlert>{reasonOf(update.error, 'Could not save. Please try again.')}</FormAlert>
        )}
        <TextField form={form} name="name" label="Name" required autoComplete="off" />
        <TextField form={form} name="email" label="E-mail" type="email" autoComplete="off" />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={update.isPending}>Save</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

function ResetPasswordDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const reset = useStaffWrite<number, ResetPasswordResult>(
    'POST',
    (id) => `${STAFF_ENDPOINT}/${id}/reset-password`,
  );
  const [password, setPassword] = useState<string | null>(null);

  if (password) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title="Password reset" className="max-w-xl">
        <div className="flex flex-col gap-6">
          <p className="text-sm text-white/80">
            <span className="text-white">{whoIs(member)}</span> has been signed out everywhere and can sign in
            with this new password. Give it to them in person or through a channel only they can read.
          </p>
          <ShownOnce
            label={`New password for ${member.username}`}
            heading={
              <>
                New password for{' '}
                <span className="font-mono normal-case tracking-normal">{member.username}</span>
              </>
            }
            value={password}
          />
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Reset this password?"
      tone="primary"
      confirmLabel="Reset password"
      pendingLabel="Resetting..."
      pending={reset.isPending}
      error={reset.isError ? reasonOf(reset.error, 'Could not reset the password. Please try again.') : null}
      onConfirm={() =>
        reset.mutate(member.id, { onSuccess: (result) => setPassword(result.initialPassword) })
      }
    >
      <p>
        The current password of <span className="text-white">{whoIs(member)}</span> stops working and every
        session of theirs is signed out. A new password is generated and shown to you once.
      </p>
      {member.email && (
        <p className="mt-3 text-mist">
          To let them choose their own instead, use "E-mail a set-password link" from the same menu.
        </p>
      )}
    </ConfirmDialog>
  );
}
