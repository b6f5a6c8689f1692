import {
  ArrowUpRight,
  BookOpen,
  Car,
  ChartColumn,
  History,
  Images,
  KeyRound,
  type LucideIcon,
  Mail,
  Settings,
  Sparkles,
  UserCog,
  Webhook,
  Wrench,
} from 'lucide-react';
import { Link } from '../../lib/nav';

const QUICK_ACTIONS: { label: string; to: string; icon: LucideIcon; note: string }[] = [
  { label: 'Manage Cars', to: '/admin/cars', icon: Car, note: 'Inventory for sale and sold' },
  { label: 'Service Items', to: '/admin/services', icon: Wrench, note: 'The services pages' },
  { label: 'Media Gallery', to: '/admin/media', icon: Images, note: 'Upload images and videos' },
  { label: 'Brand Logos', to: '/admin/brand-logos', icon: Sparkles, note: 'The logo strip on the home page' },
  { label: 'Settings', to: '/admin/settings', icon: Settings, note: 'Hotjar and favicon' },
  { label: 'Outbox', to: '/admin/outbox', icon: Mail, note: 'E-mails not yet delivered' },
  { label: 'Webhooks', to: '/admin/webhooks', icon: Webhook, note: 'Events posted to other systems' },
  { label: 'API reference', to: '/admin/api', icon: BookOpen, note: 'What integrators can call' },
  { label: 'Staff', to: '/admin/staff', icon: UserCog, note: 'Accounts, invitations and sign-in' },
  { label: 'Activity', to: '/admin/activity', icon: History, note: 'Who changed what, and when' },
  {
    label: 'Reports',
    to: '/admin/reports',
    icon: ChartColumn,
    note: 'Leads, response times, stock and hire',
  },
  { label: 'API keys', to: '/admin/api-keys', icon: KeyRound, note: 'Integrations, ADF/XML to your CRM' },
];

/** The Overview's ways to the other admin screens, each with a line on what it holds. */
export function QuickActions() {
  return (
    <section aria-labelledby="overview-actions">
      <h3 id="overview-actions" className="mb-3 text-[11px] uppercase tracking-[0.18em] text-mist">
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
  );
}
