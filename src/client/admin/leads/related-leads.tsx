import { ArrowUpRight } from 'lucide-react';
import { type LeadDetail, leadKindLabels } from '../../../shared/schemas/lead-desk';
import { cn } from '../../components/ui/cn';
import { AdminSection } from '../components/admin-section';
import { Link } from '../lib/nav';
import { StatusBadge } from './lead-kit';
import { formatWhen } from './lead-meta';
import { leadPath } from './use-lead-page';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Other leads from the same e-mail or phone, newest first, each opening its own page. */
export function RelatedLeads({ detail }: { detail: LeadDetail }) {
  const earlier = detail.earlierCount;
  const later = detail.related.length - earlier;
  const title = [
    earlier > 0 && plural(earlier, 'earlier enquiry', 'earlier enquiries'),
    later > 0 && plural(later, 'later enquiry', 'later enquiries'),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <AdminSection title={title} description="From the same e-mail address or phone number.">
      <ul className="flex flex-col divide-y divide-line border border-line">
        {detail.related.map((lead) => (
          <li key={`${lead.kind}-${lead.id}`}>
            <Link
              to={leadPath(lead.kind, lead.id)}
              className="group flex items-start gap-4 bg-ink px-4 py-3 transition-colors hover:bg-white/[0.04]"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white">
                  <span className="font-medium">{leadKindLabels[lead.kind]}</span>
                  <span className="text-xs text-mist">
                    <time dateTime={lead.createdAt}>{formatWhen(lead.createdAt)}</time>
                  </span>
                  {lead.createdAt > detail.summary.createdAt && (
                    <span className="text-[10px] uppercase tracking-[0.2em] text-accent">Later</span>
                  )}
                </p>
                <p className="mt-1 truncate text-sm text-white/70">{lead.summary}</p>
              </div>
              {lead.status && <StatusBadge status={lead.status} />}
              <ArrowUpRight
                className={cn('mt-0.5 h-4 w-4 shrink-0 text-mist transition-colors group-hover:text-accent')}
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
