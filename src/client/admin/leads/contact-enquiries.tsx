import { Building2, CalendarRange, Car, Mail, Phone } from 'lucide-react';
import { telHref } from '../../../shared/brand';
import { formatDateTime, formatMileage } from '../../../shared/format';
import { vehicleText } from '../../../shared/lead-text';
import type { ContactSubmission } from '../../../shared/schemas/leads';
import { cn } from '../../components/ui/cn';
import { fullName, StatusBadge } from './lead-kit';
import { kindList, type LeadTools, leadTab } from './lead-list';

const config = kindList<ContactSubmission>('contact', {
  title: 'Contact Enquiries',
  description: 'Messages from the contact form and Enquire Now buttons across the site.',
  searchPlaceholder: 'Search name, e-mail, phone, vehicle or message',
  fileBase: 'contact-enquiries',
  empty: 'No enquiries yet.',
  totalLabel: 'Total enquiries',
  render: (items, tools) => (
    <ul className="flex flex-col gap-3">
      {items.map((c) => (
        <li key={c.id}>
          <EnquiryCard enquiry={c} tools={tools} />
        </li>
      ))}
    </ul>
  ),
});

/** Contact Enquiries: one card per enquiry, newest first, a page at a time. */
export const { prefetch, Tab: ContactEnquiries } = leadTab(config);

const link = 'inline-flex min-w-0 items-center gap-2 break-all text-white/85 hover:text-accent';
const icon = 'h-4 w-4 shrink-0 text-mist';

/**
 * One enquiry with everything SPEC §2 lists: name, date, status selector, delete, e-mail, phone and
 * business when given, the vehicle asked about, the message. Kept lean: thousands of them may be listed.
 */
function EnquiryCard({
  enquiry: c,
  tools,
}: {
  enquiry: ContactSubmission;
  tools: LeadTools<ContactSubmission>;
}) {
  const name = fullName(c);
  return (
    <article
      aria-label={`Enquiry from ${name}`}
      className={cn(
        'border border-line border-l-2 bg-ink p-4 sm:p-5',
        c.status === 'new' ? 'border-l-sky-400' : 'border-l-line',
        tools.isDeleting(c) && 'opacity-50',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base font-medium text-white">
            {name}
            <StatusBadge status={c.status} />
            {tools.overdue(c)}
          </h3>
          <p className="mt-1 text-xs text-mist">
            <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
          </p>
        </div>
        <div className="flex items-center gap-2">
          {tools.statusControl(c)}
          {tools.openLink(c)}
          {tools.deleteButton(c)}
        </div>
      </header>

      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a href={`mailto:${c.email}`} className={link}>
          <Mail className={icon} aria-hidden="true" />
          {c.email}
        </a>
        {c.contactNumber && (
          <a href={telHref(c.contactNumber)} className={link}>
            <Phone className={icon} aria-hidden="true" />
            {c.contactNumber}
          </a>
        )}
        {c.businessName && (
          <span className="inline-flex items-center gap-2 text-white/85">
            <Building2 className={icon} aria-hidden="true" />
            {c.businessName}
          </span>
        )}
      </div>

      {c.vehicleEnquiry && (
        <p className="mt-3 flex w-fit max-w-full items-center gap-3 border border-line bg-ink-2 px-3 py-2 text-sm">
          <Car className="h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
          <span className="sr-only">Vehicle enquired about: </span>
          <span className="text-white">
            {vehicleText(c.vehicleEnquiry)}
            {c.vehicleEnquiry.mileage != null && (
              <span className="text-mist"> · {formatMileage(c.vehicleEnquiry.mileage)}</span>
            )}
          </span>
        </p>
      )}

      {c.bookingDates && (
        <p className="mt-3 inline-flex items-center gap-2 text-sm text-white/85">
          <CalendarRange className={icon} aria-hidden="true" />
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
