import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { InboxKind } from '../../../shared/schemas/lead-desk';
import { leadDashboardTabs } from '../../../shared/schemas/leads';

export type DashboardTab = {
  /** The `?tab=` value; staff notification e-mails link to these. */
  slug: string;
  label: string;
  /** Caption of the group the tab starts (wide screens only). */
  group?: string;
  /** Whose 'new' (and overdue) leads the tab's badge counts: one kind, or every kind (the inbox). */
  counts?: InboxKind | 'all';
  Component: LazyExoticComponent<ComponentType>;
  /**
   * Fetches the tab's code, and starts its first data (a lead list's first page for these filters)
   * without waiting for it: opening the tab then waits for neither one after the other.
   */
  preload: (queryClient: QueryClient, params: URLSearchParams) => Promise<void>;
};

/** What a tab's module may export beside its component: a start on its data, given the address. */
type TabModule = { prefetch?: (queryClient: QueryClient, params: URLSearchParams) => void };

/** A tab's component, loaded on first use or on `preload`, whichever comes first. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType> & TabModule>, name: K) {
  let loading: ReturnType<typeof load> | undefined;
  // A failed download is asked for again next time, in case the network is back.
  const code = () =>
    (loading ??= load().catch((error) => {
      loading = undefined;
      throw error;
    }));
  return {
    Component: lazy(async () => ({ default: (await code())[name] })),
    preload: async (queryClient: QueryClient, params: URLSearchParams) =>
      (await code()).prefetch?.(queryClient, params),
  };
}

/**
 * SPEC §2's fourteen tabs in its order, plus the Inbox heading the leads and Finance Applications among
 * them (DESIGN §9).
 */
export const DASHBOARD_TABS: DashboardTab[] = [
  {
    slug: 'overview',
    label: 'Overview',
    ...page(() => import('./tabs/overview-tab'), 'OverviewTab'),
  },
  {
    slug: 'header-cards',
    label: 'Header Cards',
    group: 'Home page',
    ...page(() => import('../header-slides/header-slides-manager'), 'HeaderSlidesManager'),
  },
  {
    slug: 'main-slider',
    label: 'Main Slider',
    ...page(() => import('./tabs/main-slider-tab'), 'MainSliderTab'),
  },
  {
    slug: 'testimonials',
    label: 'Testimonials',
    ...page(() => import('./tabs/testimonials-tab'), 'TestimonialsTab'),
  },
  {
    slug: 'cars-for-sale',
    label: 'Cars for Sale',
    group: 'Inventory',
    ...page(() => import('../cars/cars-manager'), 'CarsManager'),
  },
  {
    slug: 'hire-cars',
    label: 'Hire Cars',
    ...page(() => import('../hire-cars/hire-cars-manager'), 'HireCarsManager'),
  },
  {
    slug: 'inbox',
    label: 'Inbox',
    group: 'Leads',
    counts: 'all',
    ...page(() => import('../leads/lead-inbox'), 'LeadInbox'),
  },
  {
    slug: leadDashboardTabs.acquisition,
    label: 'Acquisitions',
    counts: 'acquisition',
    ...page(() => import('../leads/acquisitions'), 'Acquisitions'),
  },
  {
    slug: leadDashboardTabs.sell,
    label: 'Sell Your Car',
    counts: 'sell',
    ...page(() => import('../leads/sell-submissions'), 'SellSubmissions'),
  },
  {
    slug: leadDashboardTabs.contact,
    label: 'Contact Enquiries',
    counts: 'contact',
    ...page(() => import('../leads/contact-enquiries'), 'ContactEnquiries'),
  },
  {
    slug: leadDashboardTabs.finance,
    label: 'Finance Applications',
    counts: 'finance',
    ...page(() => import('../leads/finance-applications'), 'FinanceApplications'),
  },
  {
    slug: leadDashboardTabs.subscriber,
    label: 'Subscribers',
    ...page(() => import('../leads/subscribers-list'), 'SubscribersList'),
  },
  {
    slug: 'content',
    label: 'Content',
    group: 'Site',
    ...page(() => import('./tabs/content-tab'), 'ContentTab'),
  },
  {
    slug: 'footer-settings',
    label: 'Footer Settings',
    ...page(() => import('./tabs/footer-settings-tab'), 'FooterSettingsTab'),
  },
  {
    slug: 'auto-emails',
    label: 'Auto Emails',
    ...page(() => import('./tabs/auto-emails-tab'), 'AutoEmailsTab'),
  },
  {
    slug: 'seo-settings',
    label: 'SEO Settings',
    ...page(() => import('./tabs/seo-settings-tab'), 'SeoSettingsTab'),
  },
];

/** Short or older names people may type or bookmark, mapped to the tab they mean. */
const ALIASES: Record<string, string> = {
  leads: 'inbox',
  contact: leadDashboardTabs.contact,
  contacts: leadDashboardTabs.contact,
  enquiries: leadDashboardTabs.contact,
  sell: leadDashboardTabs.sell,
  consignment: leadDashboardTabs.sell,
  acquisition: leadDashboardTabs.acquisition,
  finance: leadDashboardTabs.finance,
  subscriber: leadDashboardTabs.subscriber,
  cars: 'cars-for-sale',
  hire: 'hire-cars',
  slider: 'main-slider',
  'hero-slides': 'main-slider',
  'header-slides': 'header-cards',
  pages: 'content',
  footer: 'footer-settings',
  'auto-email': 'auto-emails',
  seo: 'seo-settings',
};

/** The tab a `?tab=` value names (case and spacing forgiven); Overview when it names none. */
export function tabFromParam(param: string | null): DashboardTab {
  const slug = (param ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const wanted = ALIASES[slug] ?? slug;
  return DASHBOARD_TABS.find((t) => t.slug === wanted) ?? DASHBOARD_TABS[0];
}
