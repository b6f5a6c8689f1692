import { Building2, CalendarRange, Car, Mail, Phone, Trash2 } from 'lucide-react';
import { telHref } from '../../../shared/brand';
import { formatDateTime, formatMileage } from '../../../shared/format';
import { type ContactSubmission, contactStatuses } from '../../../shared/schemas/leads';
import { cn } from '../../components/ui/cn';
import { AdminSection } from '../components/admin-section';
import { confirmDelete } from '../components/confirm';
import type { CsvColumn } from '../components/csv';
import { CsvExportButton } from '../components/csv-export-button';
import { IconButton } from '../components/icon-button';
import { ListToolbar } from '../components/list-toolbar';
import { StatusSelect } from '../components/status-select';
import {
  fullName,
  ListState,
  ListTotal,
  NoMatches,
  StatusBadge,
  useAdminList,
  useLeadMutations,
} from './lead-kit';
import { useLeadFilter } from './use-lead-filter';

export const CONTACTS_ENDPOINT = '/api/admin/contact-submissions';
type Status = ContactSubmission['status'];

const vehicleText = (v: ContactSubmission['vehicleEnquiry']) => (v ? `${v.year} ${v.make} ${v.model}` : '');

const csvColumns: CsvColumn<ContactSubmission>[] = [
  { header: 'Received', value: (c) => c.createdAt },
  { header: 'Status', value: (c) => c.status },
  { header: 'First name', value: (c) => c.firstName },
  { header: 'Last name', value: (c) => c.lastName },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.contactNumber },
  { header: 'Business', value: (c) => c.businessName },
  { header: 'Vehicle', value: (c) => vehicleText(c.vehicleEnquiry) },
  { header: 'Vehicle mileage (km)', value: (c) => c.vehicleEnquiry?.mileage },
  { header: 'Booking from', value: (c) => c.bookingDates?.start },
  { header: 'Booking to', value: (c) => c.bookingDates?.end },
  { header: 'Message', value: (c) => c.message },
];

/** Contact Enquiries: one card per enquiry, newest first, with status, delete, search and export. */
export function ContactEnquiries() {
  const query = useAdminList<ContactSubmission>(CONTACTS_ENDPOINT);
  const filter = useLeadFilter<ContactSubmission, Status>(query.data, (c) => [
    c.firstName,
    c.lastName,
    c.email,
    c.contactNumber,
    c.businessName,
    vehicleText(c.vehicleEnquiry),
    c.message,
  ]);
  const total = filter.all.length;
  return (
    <AdminSection
      title="Contact Enquiries"
      description="Messages from the contact form and Enquire Now buttons across the site."
    >
      <ListState
        query={query}
        what="enquiries"
        empty="No enquiries yet."
        footer={<ListTotal label="Total enquiries" count={total} />}
      >
        <ListToolbar
          search={filter.search}
          onSearch={filter.setSearch}
          searchPlaceholder="Search name, e-mail, phone, vehicle or message"
          status={filter.status}
          onStatus={filter.setStatus}
          statuses={contactStatuses}
          shown={filter.shown.length}
          total={total}
          noun="enquiries"
          actions={<CsvExportButton rows={filter.shown} columns={csvColumns} fileBase="contact-enquiries" />}
        />
        {filter.shown.length === 0 ? (
          <NoMatches />
        ) : (
          <ul className="flex flex-col gap-3">
            {filter.shown.map((c) => (
              <li key={c.id}>
                <EnquiryCard enquiry={c} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </AdminSection>
  );
}

function EnquiryCard({ enquiry: c }: { enquiry: ContactSubmission }) {
  const { update, remove, pendingStatus, isDeleting } = useLeadMutations<Status>(
    CONTACTS_ENDPOINT,
    'Enquiry deleted',
  );
  const status = pendingStatus(c.id) ?? c.status;
  const name = fullName(c);
  return (
    <article
      aria-label={`Enquiry from ${name}`}
      className={cn(
        'border border-line border-l-2 bg-ink p-4 sm:p-5',
        c.status === 'new' ? 'border-l-sky-400' : 'border-l-line',
        isDeleting(c.id) && 'opacity-50',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base font-medium text-white">
            {name}
            <StatusBadge status={c.status} />
          </h3>
          <p className="mt-1 text-xs text-mist">
            <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <StatusSelect
            label="Status"
            value={status}
            options={contactStatuses}
            disabled={update.isPending}
            onChange={(next) => update.mutate({ id: c.id, status: next })}
          />
          <IconButton
            label="Delete"
            icon={Trash2}
            tone="danger"
            disabled={isDeleting(c.id)}
            onClick={() => confirmDelete('enquiry') && remove.mutate(c.id)}
          />
        </div>
      </header>

      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a
          href={`mailto:${c.email}`}
          className="inline-flex items-center gap-2 text-white/85 hover:text-accent"
        >
          <Mail className="h-4 w-4 text-mist" aria-hidden="true" />
          {c.email}
        </a>
        {c.contactNumber && (
          <a
            href={telHref(c.contactNumber)}
            className="inline-flex items-center gap-2 text-white/85 hover:text-accent"
          >
            <Phone className="h-4 w-4 text-mist" aria-hidden="true" />
            {c.contactNumber}
          </a>
        )}
        {c.businessName && (
          <span className="inline-flex items-center gap-2 text-white/85">
            <Building2 className="h-4 w-4 text-mist" aria-hidden="true" />
            {c.businessName}
          </span>
        )}
      </div>

      {c.vehicleEnquiry && (
        <div className="mt-3 flex w-fit max-w-full items-center gap-3 border border-line bg-ink-2 px-3 py-2 text-sm">
          <Car className="h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
          <span>
            <span className="sr-only">Vehicle enquired about: </span>
            <span className="text-white">{vehicleText(c.vehicleEnquiry)}</span>
            {c.vehicleEnquiry.mileage != null && (
              <span className="text-mist"> · {formatMileage(c.vehicleEnquiry.mileage)}</span>
            )}
          </span>
        </div>
      )}

      {c.bookingDates && (
        <p className="mt-3 inline-flex items-center gap-2 text-sm text-white/85">
          <CalendarRange className="h-4 w-4 text-mist" aria-hidden="true" />
          Booking {c.bookingDates.start} – {c.bookingDates.end}
        </p>
      )}

      {c.message && (
        <p className="mt-3 text-sm leading-relaxed whitespace-pre-line break-words text-white/80">
          {c.message}
        </p>
      )}
    </article>
  );
}
