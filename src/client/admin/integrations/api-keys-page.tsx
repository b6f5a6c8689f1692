import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  type ApiKey,
  type ApiKeyInput,
  type ApiKeyScope,
  apiKeyScopes,
  type CreatedApiKey,
} from '../../../shared/schemas/api-keys';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/field';
import { AdminSection } from '../components/admin-section';
import { CrmAddressesSection } from '../components/crm-addresses-section';
import type { Column } from '../components/data-table';
import { actionsColumn, nameColumn, QueryTable } from '../components/query-table';
import { ShownOnce, useCreateWithSecret } from '../components/shown-once';
import { useChecklist } from '../components/use-checklist';
import { formatWhen } from '../components/when';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { useAdminMutation } from '../lib/admin-api';

export const head = adminHead('API keys');

const ENDPOINT = '/api/admin/api-keys';
const scopeNotes: Record<ApiKeyScope, string> = {
  'inventory:read': 'Read cars for sale and sold',
  'leads:read': 'Read leads and where they came from',
  'leads:write': 'Send leads as ADF/XML',
};

/** Keys for other systems: each reaches only its scopes under /api/integrations, never staff or settings. */
export default function ApiKeysPage() {
  const keys = useQuery<ApiKey[]>({ queryKey: [ENDPOINT] });
  const [name, setName] = useState('');
  const [scopes, toggle] = useChecklist<ApiKeyScope>(['leads:read']);
  const create = useCreateWithSecret<ApiKeyInput, CreatedApiKey>(ENDPOINT, {
    failure: 'Failed to create the key',
  });
  const { created } = create;
  const revoke = useAdminMutation<number>({
    method: 'POST',
    path: (id) => `${ENDPOINT}/${id}/revoke`,
    invalidate: [[ENDPOINT]],
    success: 'Key revoked',
    failure: 'Failed to revoke the key',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.submit({ name, scopes }, () => setName(''));
  };

  const columns: Column<ApiKey>[] = [
    nameColumn(
      'Key',
      (key) => key.name,
      (key) => `${key.prefix}…`,
      { name: 'truncate font-medium', note: 'truncate font-mono' },
    ),
    { header: 'Scopes', cell: (key) => key.scopes.join(', ') },
    { header: 'Created', cell: (key) => formatWhen(key.createdAt), className: 'whitespace-nowrap' },
    {
      header: 'Last used',
      cell: (key) => (key.lastUsedAt ? formatWhen(key.lastUsedAt) : 'Never'),
      className: 'whitespace-nowrap',
    },
    actionsColumn((key) =>
      key.revokedAt ? (
        <span className="text-xs text-mist">Revoked {formatWhen(key.revokedAt)}</span>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`Revoke ${key.name}`}
          onClick={() =>
            window.confirm(`Revoke the key "${key.name}"? It stops working at once.`) && revoke.mutate(key.id)
          }
        >
          Revoke
        </Button>
      ),
    ),
  ];

  return (
    <AdminPage
      title="API keys"
      description="Keys let a marketplace, a CRM or another tool send leads as ADF/XML or read leads and the inventory. A key reaches only its scopes, never staff, settings or keys; each use is on the activity log."
    >
      <AdminSection title="New key">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <label htmlFor="api-key-name" className="flex flex-col gap-2 text-sm text-mist">
            Name
            <Input
              id="api-key-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={100}
              required
              placeholder="e.g. Carsales leads"
            />
          </label>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm text-mist">Scopes</legend>
            {apiKeyScopes.options.map((scope) => (
              <label key={scope} className="flex items-center gap-3 text-sm text-white">
                <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
                <span className="font-mono">{scope}</span>
                <span className="text-mist">{scopeNotes[scope]}</span>
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" disabled={create.pending || !name.trim() || scopes.length === 0}>
              <KeyRound className="h-4 w-4" aria-hidden="true" />
              Create key
            </Button>
          </div>
          {created && (
            <ShownOnce
              label={`API key ${created.name}`}
              heading={`Key for ${created.name}`}
              value={created.key}
              note="and give it to the integrator. Send it in the X-API-Key header."
            />
          )}
        </form>
      </AdminSection>
      <AdminSection title="Keys">
        <QueryTable
          query={keys}
          rows={keys.data}
          loading="Loading keys..."
          what="the keys"
          empty="No keys yet."
          columns={columns}
          rowKey={(key) => key.id}
          caption="API keys"
        />
      </AdminSection>
      <CrmAddressesSection />
    </AdminPage>
  );
}
