import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { InboxKind } from '../../../shared/schemas/lead-desk';
import { leadDashboardTabs } from '../../../shared/schemas/leads';
import { preloadable } from '../lib/preloadable';

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
  const { Component, load: code } = preloadable(load, (mod) => mod[name]);
  return {
    Component,
    preload: async (queryClient?: QueryClient, params = new URLSearchParams()) => {
      const mod = await code();
      if (queryClient) mod.prefetch?.(queryClient, params);
    },
  };
}

/** One tab: its slug and label, its module and the component it exports, and where it starts a group. */
const tab = <K extends string>(
  slug: string,
  label: string,
  load: () => Promise<Record<K, ComponentType> & TabModule>,
  name: K,
  more: Pick<DashboardTab, 'group' | 'counts'> = {},
): DashboardTab => ({ slug, label, ...more, ...page(load, name) });

/**
 * SPEC §2's fourteen tabs in its order, plus the Inbox heading the leads and Finance Applications among
 * them (DESIGN §9).
 */
export const DASHBOARD_TABS: DashboardTab[] = [
  tab('overview', 'Overview', () => import('./tabs/overview-tab'), 'OverviewTab'),
  tab(
    'header-cards',
    'Header Cards',
    () => import('../header-slides/header-slides-manager'),
    'HeaderSlidesManager',
    { group: 'Home page' },
  ),
  tab('main-slider', 'Main Slider', () => import('./tabs/main-slider-tab'), 'MainSliderTab'),
  tab('testimonials', 'Testimonials', () => import('./tabs/testimonials-tab'), 'TestimonialsTab'),
  tab('cars-for-sale', 'Cars for Sale', () => import('../cars/cars-manager'), 'CarsManager', {
    group: 'Inventory',
  }),
  tab('hire-cars', 'Hire Cars', () => import('../hire-cars/hire-cars-manager'), 'HireCarsManager'),
  tab('inbox', 'Inbox', () => import('../leads/lead-inbox'), 'LeadInbox', { group: 'Leads', counts: 'all' }),
  tab(leadDashboardTabs.acquisition, 'Acquisitions', () => import('../leads/acquisitions'), 'Acquisitions', {
    counts: 'acquisition',
  }),
  tab(leadDashboardTabs.sell, 'Sell Your Car', () => import('../leads/sell-submissions'), 'SellSubmissions', {
    counts: 'sell',
  }),
  tab(
    leadDashboardTabs.contact,
    'Contact Enquiries',
    () => import('../leads/contact-enquiries'),
    'ContactEnquiries',
    { counts: 'contact' },
  ),
  tab(
    leadDashboardTabs.finance,
    'Finance Applications',
    () => import('../leads/finance-applications'),
    'FinanceApplications',
    { counts: 'finance' },
  ),
  tab(
    leadDashboardTabs.subscriber,
    'Subscribers',
    () => import('../leads/subscribers-list'),
    'SubscribersList',
  ),
  tab('content', 'Content', () => import('./tabs/content-tab'), 'ContentTab', { group: 'Site' }),
  tab('footer-settings', 'Footer Settings', () => import('./tabs/footer-settings-tab'), 'FooterSettingsTab'),
  tab('auto-emails', 'Auto Emails', () => import('./tabs/auto-emails-tab'), 'AutoEmailsTab'),
  tab('seo-settings', 'SEO Settings', () => import('./tabs/seo-settings-tab'), 'SeoSettingsTab'),
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
