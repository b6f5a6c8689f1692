import { Trash2 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { formatDate, formatDateTime } from '../../../shared/format';
import type { Subscriber } from '../../../shared/schemas/leads';
import { AdminSection } from '../components/admin-section';
import { confirmDelete } from '../components/confirm';
import type { CsvColumn } from '../components/csv';
import { CsvExportButton } from '../components/csv-export-button';
import { type Column, DataTable } from '../components/data-table';
import { IconButton } from '../components/icon-button';
import { ListToolbar } from '../components/list-toolbar';
import { useAdminMutation } from '../lib/admin-api';
import { fullName, ListState, ListTotal, NoMatches, useAdminList } from './lead-kit';
import { matchesQuery } from './use-lead-filter';

export const SUBSCRIBERS_ENDPOINT = '/api/admin/subscribers';

const csvColumns: CsvColumn<Subscriber>[] = [
  { header: 'First name', value: (s) => s.firstName },
  { header: 'Last name', value: (s) => s.lastName },
  { header: 'Email', value: (s) => s.email },
  { header: 'Subscribed', value: (s) => s.createdAt },
];

/** Subscribers: name, e-mail, subscribed date, delete, a total, search and CSV export. */
export function SubscribersList({ title = 'Subscribers' }: { title?: string }) {
  const query = useAdminList<Subscriber>(SUBSCRIBERS_ENDPOINT);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const all = useMemo(
    () => [...(query.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [query.data],
  );
  const shown = useMemo(
    () => all.filter((s) => matchesQuery(`${s.firstName} ${s.lastName} ${s.email}`, deferredSearch)),
    [all, deferredSearch],
  );
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `${SUBSCRIBERS_ENDPOINT}/${id}`,
    invalidate: [[SUBSCRIBERS_ENDPOINT]],
    success: 'Subscriber deleted',
    failure: 'Failed to delete subscriber',
  });

  const columns: Column<Subscriber>[] = [
    {
      header: 'Name',
      bare: true,
      cell: (s) => <span className="font-medium text-white">{fullName(s)}</span>,
    },
    {
      header: 'Email',
      cell: (s) => (
        <a href={`mailto:${s.email}`} className="break-all text-white/85 hover:text-accent">
          {s.email}
        </a>
      ),
    },
    {
      header: 'Subscribed',
      cell: (s) => (
        <time
          dateTime={s.createdAt}
          title={formatDateTime(s.createdAt)}
          className="whitespace-nowrap text-white/85"
        >
          {formatDate(s.createdAt)}
        </time>
      ),
    },
    {
      header: 'Actions',
      bare: true,
      className: 'md:w-px',
      cell: (s) => (
        <div className="flex md:justify-end">
          <IconButton
            label="Delete"
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
    <AdminSection title={title} description="People who asked for updates on new vehicles.">
      <ListState
        query={query}
        what="subscribers"
        empty="No subscribers yet."
        footer={<ListTotal label="Total subscribers" count={all.length} />}
      >
        <ListToolbar
          search={search}
          onSearch={setSearch}
          searchPlaceholder="Search name or e-mail"
          shown={shown.length}
          total={all.length}
          noun="subscribers"
          actions={<CsvExportButton rows={shown} columns={csvColumns} fileBase="subscribers" />}
        />
        {shown.length === 0 ? (
          <NoMatches />
        ) : (
          <DataTable rows={shown} columns={columns} rowKey={(s) => s.id} caption="Subscribers" />
        )}
      </ListState>
    </AdminSection>
  );
}
