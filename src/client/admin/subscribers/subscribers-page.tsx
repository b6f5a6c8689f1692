import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { formatDate, formatDateTime } from '../../../shared/format';
import type { Subscriber } from '../../../shared/schemas/leads';
import { ApiError, TOKEN_KEY } from '../../lib/api';
import { AdminSection, EmptyState, LoadError, LoadingRows } from '../components/admin-section';
import { confirmDelete } from '../components/confirm';
import { CsvExportButton } from '../components/csv-export-button';
import { type Column, DataTable } from '../components/data-table';
import { IconButton } from '../components/icon-button';
import { ListToolbar } from '../components/list-toolbar';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { useAdminMutation } from '../lib/admin-api';
import { ME_KEY } from '../lib/auth';

export const head = adminHead('Subscribers');

const LIST_KEY = ['/api/admin/subscribers'];

const fullName = (s: Subscriber) => `${s.firstName} ${s.lastName}`.trim();

/** SPEC §7: a 401 here means the session is gone; forgetting the user sends the layout to login. */
function useSessionExpiry(error: unknown) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) {
      window.localStorage.removeItem(TOKEN_KEY);
      queryClient.setQueryData(ME_KEY, null);
    }
  }, [error, queryClient]);
}

export default function SubscribersPage() {
  const query = useQuery<Subscriber[]>({ queryKey: LIST_KEY });
  useSessionExpiry(query.error);
  const [search, setSearch] = useState('');
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `/api/admin/subscribers/${id}`,
    invalidate: [LIST_KEY],
    success: 'Subscriber deleted',
    failure: 'Failed to delete subscriber',
  });

  const subscribers = query.data ?? [];
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    return subscribers.filter((s) => !q || `${fullName(s)} ${s.email}`.toLowerCase().includes(q));
  }, [subscribers, search]);

  const columns: Column<Subscriber>[] = [
    {
      header: 'Email',
      bare: true,
      cell: (s) => (
        <a
          href={`mailto:${s.email}`}
          className="inline-flex max-w-full items-center gap-2 break-all font-medium text-white hover:text-accent md:font-normal"
        >
          <Mail className="h-3.5 w-3.5 shrink-0 text-mist" aria-hidden="true" />
          {s.email}
        </a>
      ),
    },
    { header: 'Name', cell: (s) => fullName(s) || '—' },
    {
      header: 'Subscribed',
      className: 'md:whitespace-nowrap',
      cell: (s) => (
        <time dateTime={s.createdAt} title={formatDateTime(s.createdAt)} className="tabular-nums">
          {formatDate(s.createdAt)}
        </time>
      ),
    },
    {
      header: 'Actions',
      bare: true,
      className: 'md:w-12 md:text-right',
      cell: (s) => (
        <div className="flex justify-end">
          <IconButton
            label={`Delete ${s.email}`}
            icon={Trash2}
            tone="danger"
            disabled={remove.isPending && remove.variables === s.id}
            onClick={() => confirmDelete('subscriber') && remove.mutate(s.id)}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminPage title="Subscribers" description="People who asked for updates on new vehicles.">
      <AdminSection
        title="Mailing List"
        description={
          query.data
            ? `Total: ${subscribers.length} ${subscribers.length === 1 ? 'subscriber' : 'subscribers'}`
            : undefined
        }
        actions={
          <CsvExportButton
            rows={visible}
            fileBase="subscribers"
            columns={[
              { header: 'First name', value: (s) => s.firstName },
              { header: 'Last name', value: (s) => s.lastName },
              { header: 'Email', value: (s) => s.email },
              { header: 'Subscribed', value: (s) => s.createdAt },
            ]}
          />
        }
      >
        {query.isPending ? (
          <LoadingRows />
        ) : query.isError ? (
          <LoadError what="subscribers" onRetry={() => query.refetch()} />
        ) : subscribers.length === 0 ? (
          <EmptyState>No subscribers yet.</EmptyState>
        ) : (
          <>
            <ListToolbar
              search={search}
              onSearch={setSearch}
              searchPlaceholder="Search name or email"
              shown={visible.length}
              total={subscribers.length}
              noun={subscribers.length === 1 ? 'subscriber' : 'subscribers'}
            />
            {visible.length === 0 ? (
              <EmptyState>No subscribers match the search.</EmptyState>
            ) : (
              <DataTable caption="Subscribers" rows={visible} columns={columns} rowKey={(s) => s.id} />
            )}
          </>
        )}
      </AdminSection>
    </AdminPage>
  );
}
