import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import type { CrmAddresses } from '../../../shared/schemas/crm';
import { type InboxKind, inboxKinds, leadKindLabels } from '../../../shared/schemas/lead-desk';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/field';
import { useAdminMutation } from '../lib/admin-api';
import { AdminSection, LoadError, LoadingRows } from './admin-section';

const ENDPOINT = '/api/admin/crm-addresses';
const split = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/** Where each kind of new lead is also sent as ADF/XML (the CRM's lead intake addresses). */
export function CrmAddressesSection() {
  const saved = useQuery<CrmAddresses>({ queryKey: [ENDPOINT] });
  const [draft, setDraft] = useState<Record<InboxKind, string> | null>(null);
  useEffect(() => {
    if (saved.data && !draft)
      setDraft(
        Object.fromEntries(inboxKinds.map((k) => [k, saved.data[k].join(', ')])) as Record<InboxKind, string>,
      );
  }, [saved.data, draft]);
  const save = useAdminMutation<void>({
    method: 'PUT',
    path: () => ENDPOINT,
    body: () => Object.fromEntries(inboxKinds.map((k) => [k, split(draft?.[k] ?? '')])),
    invalidate: [[ENDPOINT]],
    success: 'CRM addresses saved',
    failure: 'Failed to save the CRM addresses',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <AdminSection
      title="CRM intake (ADF/XML)"
      description="Each new lead is also e-mailed as an ADF/XML document to these addresses, through the outbox. Separate several addresses with commas."
    >
      {saved.isPending || !draft ? (
        saved.isError ? (
          <LoadError what="the CRM addresses" onRetry={() => saved.refetch()} />
        ) : (
          <LoadingRows />
        )
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4">
          {inboxKinds.map((kind) => (
            <label key={kind} htmlFor={`crm-${kind}`} className="flex flex-col gap-2 text-sm text-mist">
              {leadKindLabels[kind]}
              <Input
                id={`crm-${kind}`}
                value={draft[kind]}
                onChange={(e) => setDraft({ ...draft, [kind]: e.target.value })}
                placeholder="leads@crm.example.com"
              />
            </label>
          ))}
          <div>
            <Button type="submit" disabled={save.isPending}>
              Save addresses
            </Button>
          </div>
        </form>
      )}
    </AdminSection>
  );
}
