import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format';
import type { WaitlistSettings } from '../../../shared/schemas/waitlist-settings';
import { SwitchField } from '../components/switch-field';
import { useAdminMutation } from '../lib/admin-api';

const KEY = '/api/admin/waitlist-settings';

/**
 * The new-arrivals e-mail on the subscribers screen: the on/off switch (saved at once), when the last one
 * went and to how many, and when the next may go.
 */
export function DigestSettings() {
  const query = useQuery<WaitlistSettings>({ queryKey: [KEY] });
  const save = useAdminMutation<boolean>({
    method: 'PUT',
    path: () => KEY,
    body: (digestEnabled) => ({ digestEnabled }),
    invalidate: [[KEY]],
    success: 'New-arrival e-mail settings saved',
    failure: 'Failed to save the new-arrival e-mail setting',
  });
  const settings = query.data;
  // While a save is in flight the switch shows what was asked for, so a double click cannot undo it.
  const enabled = save.isPending ? save.variables : (settings?.digestEnabled ?? true);

  return (
    <div className="mb-6 grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center">
      <SwitchField
        label="New-arrival e-mails"
        description="At most one a day, around 9am Sydney time, and only when cars were listed since the last one."
        checked={enabled}
        disabled={!settings || save.isPending}
        onCheckedChange={(on) => save.mutate(on)}
      />
      <dl
        aria-busy={query.isPending}
        className="grid grid-cols-2 gap-3 border border-line bg-ink px-4 py-3 text-sm"
      >
        <Fact label="Last sent" testId="digest-last-sent" query={query}>
          {(s) =>
            s.lastSentAt
              ? `${formatDateTime(s.lastSentAt)} · ${s.lastCarCount} ${s.lastCarCount === 1 ? 'car' : 'cars'} to ${s.lastRecipientCount} ${s.lastRecipientCount === 1 ? 'subscriber' : 'subscribers'}`
              : 'Never'
          }
        </Fact>
        <Fact label="Next send" testId="digest-next-send" query={query}>
          {(s) => (s.nextSendAt ? `${formatDateTime(s.nextSendAt)}, if new cars are listed` : 'Off')}
        </Fact>
      </dl>
    </div>
  );
}

/** One fact about the digest, with the loading and failed states every fact shares. */
function Fact({
  label,
  testId,
  query,
  children,
}: {
  label: string;
  testId: string;
  query: { data?: WaitlistSettings; isError: boolean };
  children: (settings: WaitlistSettings) => string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] uppercase tracking-[0.18em] text-mist">{label}</dt>
      <dd className="mt-1 text-white" data-testid={testId}>
        {query.isError ? 'Could not load' : query.data ? children(query.data) : '…'}
      </dd>
    </div>
  );
}
