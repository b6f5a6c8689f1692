import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { leadDashboardTabs } from '../../../shared/schemas/leads';

export type DashboardTab = {
  /** The `?tab=` value; staff notification e-mails link to these. */
  slug: string;
  label: string;
  /** Caption of the group the tab starts (wide screens only). */
  group?: string;
  /** Lead list whose 'new' items are counted on the tab. */
  countsNew?: string;
  Component: LazyExoticComponent<ComponentType>;
};

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

/** SPEC §2's fourteen tabs in its order, plus Finance Applications among the leads (DESIGN §9). */
export const DASHBOARD_TABS: DashboardTab[] = [
  {
    slug: 'overview',
    label: 'Overview',
    Component: page(() => import('./tabs/overview-tab'), 'OverviewTab'),
  },
  {
    slug: 'header-cards',
    label: 'Header Cards',
    group: 'Home page',
    Component: page(() => import('../header-slides/header-slides-manager'), 'HeaderSlidesManager'),
  },
  {
    slug: 'main-slider',
    label: 'Main Slider',
    Component: page(() => import('./tabs/main-slider-tab'), 'MainSliderTab'),
  },
  {
    slug: 'testimonials',
    label: 'Testimonials',
    Component: page(() => import('./tabs/testimonials-tab'), 'TestimonialsTab'),
  },
  {
    slug: 'cars-for-sale',
    label: 'Cars for Sale',
    group: 'Inventory',
    Component: page(() => import('../cars/cars-manager'), 'CarsManager'),
  },
  {
    slug: 'hire-cars',
    label: 'Hire Cars',
    Component: page(() => import('../hire-cars/hire-cars-manager'), 'HireCarsManager'),
  },
  {
    slug: leadDashboardTabs.acquisition,
    label: 'Acquisitions',
    group: 'Leads',
    countsNew: '/api/admin/acquisitions',
    Component: page(() => import('../leads/acquisitions'), 'Acquisitions'),
  },
  {
    slug: leadDashboardTabs.sell,
    label: 'Sell Your Car',
    countsNew: '/api/admin/sell-your-car-submissions',
    Component: page(() => import('../leads/sell-submissions'), 'SellSubmissions'),
  },
  {
    slug: leadDashboardTabs.contact,
    label: 'Contact Enquiries',
    countsNew: '/api/admin/contact-submissions',
    Component: page(() => import('../leads/contact-enquiries'), 'ContactEnquiries'),
  },
  {
    slug: leadDashboardTabs.finance,
    label: 'Finance Applications',
    countsNew: '/api/admin/finance-applications',
    Component: page(() => import('../leads/finance-applications'), 'FinanceApplications'),
  },
  {
    slug: leadDashboardTabs.subscriber,
    label: 'Subscribers',
    Component: page(() => import('../leads/subscribers-list'), 'SubscribersList'),
  },
  {
    slug: 'content',
    label: 'Content',
    group: 'Site',
    Component: page(() => import('./tabs/content-tab'), 'ContentTab'),
  },
  {
    slug: 'footer-settings',
    label: 'Footer Settings',
    Component: page(() => import('./tabs/footer-settings-tab'), 'FooterSettingsTab'),
  },
  {
    slug: 'auto-emails',
    label: 'Auto Emails',
    Component: page(() => import('./tabs/auto-emails-tab'), 'AutoEmailsTab'),
  },
  {
    slug: 'seo-settings',
    label: 'SEO Settings',
    Component: page(() => import('./tabs/seo-settings-tab'), 'SeoSettingsTab'),
  },
];

/** Short or older names people may type or bookmark, mapped to the tab they mean. */
const ALIASES: Record<string, string> = {
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
