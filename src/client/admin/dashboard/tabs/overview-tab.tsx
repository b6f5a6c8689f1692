import { useQuery } from '@tanstack/react-query';
import {
  ArrowUpRight,
  Car,
  ClipboardList,
  FileText,
  Images,
  Inbox,
  Landmark,
  type LucideIcon,
  Search,
  Settings,
  Sparkles,
  Users,
  Wrench,
} from 'lucide-react';
import { Link } from 'react-router';
import type { PageSummary } from '../../../../shared/schemas/content';
import { leadDashboardTabs } from '../../../../shared/schemas/leads';
import { cn } from '../../../components/ui/cn';

type Lead = { status: string };

function useCount<T>(endpoint: string, count: (items: T[]) => number) {
  const { data, isPending, isError } = useQuery<T[]>({ queryKey: [endpoint] });
  return isPending ? '…' : isError || !data ? '–' : count(data);
}
const all = (items: unknown[]) => items.length;
const fresh = (items: Lead[]) => items.filter((i) => i.status === 'new').length;

function Stat({
  label,
  value,
  icon: Icon,
  tab,
  highlight,
}: {
  label: string;
  value: number | string;
  icon: LucideIcon;
  tab: string;
  highlight?: boolean;
}) {
  return (
    <Link
      to={{ search: `?tab=${tab}` }}
      className={cn(
        'group flex flex-col gap-4 border border-line bg-ink-2 p-5 transition-colors hover:border-white/30',
        highlight && 'border-sky-500/40',
      )}
    >
      <div className="flex items-center justify-between text-mist">
        <span className="text-[11px] uppercase tracking-[0.18em]">{label}</span>
        <Icon className="h-4 w-4 group-hover:text-white" aria-hidden="true" />
      </div>
      <span className="text-3xl font-light tabular-nums text-white">{value}</span>
    </Link>
  );
}

const QUICK_ACTIONS: { label: string; to: string; icon: LucideIcon; note: string }[] = [
  { label: 'Manage Cars', to: '/admin/cars', icon: Car, note: 'Inventory for sale and sold' },
  { label: 'Service Items', to: '/admin/services', icon: Wrench, note: 'The services pages' },
  { label: 'Media Gallery', to: '/admin/media', icon: Images, note: 'Upload images and videos' },
  { label: 'Brand Logos', to: '/admin/brand-logos', icon: Sparkles, note: 'The logo strip on the home page' },
  { label: 'Settings', to: '/admin/settings', icon: Settings, note: 'Hotjar and favicon' },
];

/** Overview: counts, the system note, quick actions, and what is new in each lead list. */
export function OverviewTab() {
  const pages = useCount<PageSummary>('/api/admin/pages', all);
  const subscribers = useCount('/api/admin/subscribers', all);
  const contacts = useCount<Lead>('/api/admin/contact-submissions', fresh);
  const sell = useCount<Lead>('/api/admin/sell-your-car-submissions', fresh);
  const acquisitions = useCount<Lead>('/api/admin/acquisitions', fresh);
  const finance = useCount<Lead>('/api/admin/finance-applications', fresh);
  const isSome = (v: number | string) => typeof v === 'number' && v > 0;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-xl font-light uppercase tracking-[0.2em] text-white">Overview</h2>
          <p className="mt-1 text-sm text-mist">
            Leads waiting for a first reply, and shortcuts to the other screens.
          </p>
        </div>
        <p
          role="status"
          className="inline-flex items-center gap-2 border border-emerald-500/30 bg-emerald-500/10 px-3 py-1.5 text-xs text-emerald-200"
        >
          <span className="relative flex h-2 w-2">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex h-2 w-2 rounded-full bg-emerald-400" />
          </span>
          System Operational
        </p>
      </div>

      <section aria-labelledby="overview-leads">
        <h3 id="overview-leads" className="mb-3 text-[11px] uppercase tracking-[0.2em] text-mist">
          New leads
        </h3>
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          <Stat
            label="Contact enquiries"
            value={contacts}
            icon={Inbox}
            tab={leadDashboardTabs.contact}
            highlight={isSome(contacts)}
          />
          <Stat
            label="Sell your car"
            value={sell}
            icon={ClipboardList}
            tab={leadDashboardTabs.sell}
            highlight={isSome(sell)}
          />
          <Stat
            label="Acquisitions"
            value={acquisitions}
            icon={Search}
            tab={leadDashboardTabs.acquisition}
            highlight={isSome(acquisitions)}
          />
          <Stat
            label="Finance"
            value={finance}
            icon={Landmark}
            tab={leadDashboardTabs.finance}
            highlight={isSome(finance)}
          />
        </div>
      </section>

      <section aria-labelledby="overview-site">
        <h3 id="overview-site" className="mb-3 text-[11px] uppercase tracking-[0.2em] text-mist">
          Site
        </h3>
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          <Stat label="Pages" value={pages} icon={FileText} tab="content" />
          <Stat label="Subscribers" value={subscribers} icon={Users} tab={leadDashboardTabs.subscriber} />
        </div>
      </section>

      <section aria-labelledby="overview-actions">
        <h3 id="overview-actions" className="mb-3 text-[11px] uppercase tracking-[0.2em] text-mist">
          Quick actions
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {QUICK_ACTIONS.map(({ label, to, icon: Icon, note }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-center gap-4 border border-line bg-ink-2 p-4 transition-colors hover:border-accent/60 hover:bg-white/[0.03]"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center border border-line text-accent">
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-white">{label}</span>
                  <span className="block truncate text-xs text-mist">{note}</span>
                </span>
                <ArrowUpRight
                  className="h-4 w-4 text-mist transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5 group-hover:text-white"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
