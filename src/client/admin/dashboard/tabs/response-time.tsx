import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  type LeadSettings,
  leadSettingsInput,
  MAX_RESPONSE_HOURS,
} from '../../../../shared/schemas/lead-desk';
import { Field, Input } from '../../../components/ui/field';
import { SaveBar } from '../../components/form-actions';
import { LEAD_SETTINGS_ENDPOINT, SUMMARY_ENDPOINT } from '../../leads/use-lead-page';
import { useAdminMutation } from '../../lib/admin-api';
import { OverviewCard } from './overview-card';

/**
 * The response time: how many hours a lead may stay 'new' before it is marked overdue. What staff type
 * is kept while the stored value loads and after a failed save.
 */
export function ResponseTime() {
  const settings = useQuery<LeadSettings>({ queryKey: [LEAD_SETTINGS_ENDPOINT] });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const save = useAdminMutation<LeadSettings>({
    method: 'PUT',
    path: () => LEAD_SETTINGS_ENDPOINT,
    body: (input) => input,
    invalidate: [[LEAD_SETTINGS_ENDPOINT], [SUMMARY_ENDPOINT]],
    success: 'Response time saved',
    failure: 'Failed to save response time',
  });
  const stored = settings.data?.responseHours;
  const value = draft ?? (stored === undefined ? '' : String(stored));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = leadSettingsInput.safeParse({ responseHours: Number(value) });
    if (value.trim() === '' || !parsed.success) {
      setError(`Enter a whole number of hours from 1 to ${MAX_RESPONSE_HOURS}.`);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, { onSuccess: () => setDraft(null) });
  };

  return (
    <OverviewCard id="overview-response" icon={Clock} title="Response time">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <Field
          label="Hours before a new lead is overdue"
          error={error}
          hint={
            settings.isError
              ? 'The stored value could not be loaded; saving sets it anew.'
              : 'A lead still new after this many hours is marked overdue in the lists and counts.'
          }
        >
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_RESPONSE_HOURS}
              step={1}
              value={value}
              placeholder={settings.isPending ? 'Loading...' : undefined}
              onChange={(e) => {
                setDraft(e.target.value);
                setError(undefined);
              }}
              className="max-w-40 tabular-nums"
            />
          )}
        </Field>
        <SaveBar pending={save.isPending} dirty={draft !== null && draft !== String(stored)} label="Save" />
      </form>
    </OverviewCard>
  );
}
