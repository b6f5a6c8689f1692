import { useQuery } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff, UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import type { StaffList, StaffMember } from '../../../shared/schemas/staff';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { AdminSection, EmptyState } from '../components/admin-section';
import type { Column } from '../components/data-table';
import { actionsColumn, QueryTable } from '../components/query-table';
import { formatWhen } from '../components/when';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { AddStaffDialog } from './add-staff-dialog';
import { type StaffAction, StaffActionDialog, StaffRowActions } from './staff-actions';
import { STAFF_ENDPOINT } from './staff-api';

export const head = adminHead('Staff');

/** Where an account stands: disabled wins over a pending invitation (a disabled person cannot use the link). */
function StatusBadge({ member }: { member: StaffMember }) {
  if (member.disabled) return <Badge tone="red">Disabled</Badge>;
  if (member.invitePending) return <Badge tone="yellow">Invitation pending</Badge>;
  return <Badge tone="green">Active</Badge>;
}

/**
 * /admin/staff: everyone who can sign in to the back office, with their last sign-in and two-factor
 * status; add a colleague (with a password shown once, or an invitation by e-mail), edit, disable,
 * reset a password, delete. The server keeps at least one active account and refuses changes to your own.
 */
export default function StaffPage() {
  const query = useQuery<StaffList>({ queryKey: [STAFF_ENDPOINT] });
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<{ action: StaffAction; member: StaffMember } | null>(null);
  const items = query.data?.items ?? [];
  const active = items.filter((m) => !m.disabled).length;

  const columns: Column<StaffMember>[] = [
    {
      header: 'Staff member',
      bare: true,
      cell: (member) => (
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-white">
            <span className="truncate">{member.name || member.username}</span>
            {member.isYou && (
              <Badge tone="accent" className="px-1.5 py-0.5 text-[9px]">
                You
              </Badge>
            )}
          </p>
          <p className="flex flex-col text-xs text-mist lg:flex-row lg:gap-2">
            {member.name && <span className="truncate font-mono">{member.username}</span>}
            {member.name && member.email && (
              <span aria-hidden="true" className="hidden lg:inline">
                ·
              </span>
            )}
            {member.email && <span className="truncate">{member.email}</span>}
          </p>
        </div>
      ),
    },
    {
      header: 'Last sign-in',
      cell: (member) =>
        member.lastLoginAt ? (
          <span className="whitespace-nowrap">{formatWhen(member.lastLoginAt)}</span>
        ) : (
          <span className="text-mist">Never</span>
        ),
    },
    {
      header: 'Two-factor',
      cell: (member) =>
        member.twoFactorEnabled ? (
          <span className="inline-flex items-center gap-1.5 text-emerald-300">
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            On
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-mist">
            <ShieldOff className="h-4 w-4" aria-hidden="true" />
            Off
          </span>
        ),
    },
    { header: 'Status', cell: (member) => <StatusBadge member={member} /> },
    actionsColumn((member) => (
      <StaffRowActions member={member} onAction={(action, m) => setChosen({ action, member: m })} />
    )),
  ];

  return (
    <AdminPage
      title="Staff"
      description="Everyone who can sign in to the back office. Each person has their own account, password and activity trail; all have the same access."
      actions={
        <Button onClick={() => setAdding(true)}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          Add staff member
        </Button>
      }
    >
      <AdminSection
        title="Accounts"
        description={
          query.data
            ? `${active} active${items.length > active ? ` · ${items.length - active} disabled` : ''}`
            : undefined
        }
      >
        <QueryTable
          query={query}
          rows={items}
          loading="Loading staff..."
          what="the staff list"
          empty={
            <EmptyState icon={<UsersRound className="h-6 w-6 text-mist" aria-hidden="true" />}>
              No staff accounts.
            </EmptyState>
          }
          columns={columns}
          rowKey={(member) => member.id}
          caption="Staff accounts"
        />
      </AdminSection>
      <AddStaffDialog open={adding} onOpenChange={setAdding} />
      {chosen && (
        <StaffActionDialog
          key={`${chosen.action}-${chosen.member.id}`}
          action={chosen.action}
          member={chosen.member}
          onClose={() => setChosen(null)}
        />
      )}
    </AdminPage>
  );
}
