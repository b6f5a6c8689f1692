import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, createElement, lazy, useState } from 'react';
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
  Component: ComponentType;
  /**
   * Fetches the tab's code and, given the query client, starts its first data (a lead list's first
   * page for these filters) without waiting for it: opening the tab then waits for neither in turn.
   */
  preload: (queryClient?: QueryClient, params?: URLSearchParams) => Promise<void>;
};

/** What a tab's module may export beside its component: a start on its data, given the address. */
type TabModule = { prefetch?: (queryClient: QueryClient, params: URLSearchParams) => void };

/** A tab's component, loaded on first use or on `preload`, whichever comes first. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType> & TabModule>, name: K) {
  let loaded: ComponentType | undefined;
  let loading: ReturnType<typeof load> | undefined;
  const code = () =>
    (loading ??= load().then(
      (mod) => {
        loaded = mod[name];
        return mod;
      },
      (error) => {
        // A failed download is asked for again next time, in case the network is back.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: (await code())[name] as ComponentType }));
  // Code already in (the dashboard's `load` fetched it) renders at once: a lazy component suspends at
  // least once, and React then holds its fallback on screen for a while. Chosen once per mount, so the
  // tab is never swapped (and its state lost) under staff's hands.
  function Tab() {
    const [chosen] = useState<{ type: ComponentType | typeof Lazy }>(() => ({ type: loaded ?? Lazy }));
    return createElement(chosen.type);
  }
  return {
    Component: Tab,
    preload: async (queryClient?: QueryClient, params = new URLSearchParams()) => {
      const mod = await code();
      if (queryClient) mod.prefetch?.(queryClient, params);
    },
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
