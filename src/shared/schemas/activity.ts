import { z } from 'zod';
import { text } from './common';
import { type Page, pageQuery } from './paging';

/** How long the activity log keeps an entry. */
export const ACTIVITY_RETENTION_MONTHS = 12;

/** An action or entity name as the log writes them: lower case words joined by dashes. */
const logName = z
  .string()
  .trim()
  .max(60)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Must be a name from the filter list');

/**
 * `GET /api/admin/activity`: newest first, keyset-paged (limit defaults to DEFAULT_PAGE_LIMIT). `from`/`to`
 * are whole days in Sydney; `q` finds words in the summary, the username or the record's id.
 */
export const activityQuery = pageQuery.extend({
  user: z
    .string()
    .regex(/^\d{1,10}$/, 'Must be a user id')
    .transform(Number)
    .pipe(z.number().int().positive('Must be a user id').max(2_147_483_647, 'Must be a user id'))
    .optional(),
  entity: logName.optional(),
  action: logName.optional(),
  q: text(200).trim().optional(),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

/** One line of the log: who did what to which record, when and from where. */
export type ActivityEntry = {
  id: number;
  /** Null for a failed sign-in with an unknown name, or once the account is deleted. */
  userId: number | null;
  /** As it was when the entry was written. */
  username: string;
  /** create, update, delete, status, reorder, a verb such as retry or send, login, login-failed… */
  action: string;
  /** What kind of record: cars, hire-cars, contact-submissions, site-settings, staff, auth… */
  entity: string;
  entityId: string | null;
  summary: string;
  ip: string | null;
  createdAt: string;
};

export type ActivityPage = Page<ActivityEntry>;

/** `GET /api/admin/activity/facets`: the choices of the screen's filters. */
export type ActivityFacets = {
  users: { id: number; username: string }[];
  entities: string[];
  actions: string[];
};

/** The names staff read for the entities the log knows; others are shown from their own name. */
export const activityEntityLabels: Record<string, string> = {
  cars: 'Cars',
  'hire-cars': 'Hire cars',
  'hire-car-blockouts': 'Hire car blockouts',
  'hire-bookings': 'Hire bookings',
  'contact-submissions': 'Contact enquiries',
  'sell-your-car-submissions': 'Sell & consign',
  acquisitions: 'Acquisition requests',
  'finance-applications': 'Finance applications',
  subscribers: 'Subscribers',
  'lead-settings': 'Lead settings',
  pages: 'Pages',
  'header-slides': 'Header slides',
  'hero-slides': 'Hero slides',
  testimonials: 'Testimonials',
  'testimonial-settings': 'Testimonial settings',
  'brand-logos': 'Brand logos',
  'service-items': 'Services',
  'site-settings': 'Site settings',
  'footer-settings': 'Footer settings',
  'auto-email-settings': 'Auto e-mail settings',
  'waitlist-settings': 'Waitlist settings',
  media: 'Media',
  outbox: 'Outbox',
  staff: 'Staff',
  account: 'Account',
  auth: 'Sign-in',
};

/** "hire-car-blockouts" → "Hire car blockouts" for an entity without a label of its own. */
export const activityEntityLabel = (entity: string) =>
  activityEntityLabels[entity] ?? entity.charAt(0).toUpperCase() + entity.slice(1).replace(/-/g, ' ');

/** The lead kind (of /admin/leads/{kind}/{id}) behind each lead collection the log names. */
export const leadKindOfEntity: Record<string, string> = {
  'contact-submissions': 'contact',
  'sell-your-car-submissions': 'sell',
  acquisitions: 'acquisition',
  'finance-applications': 'finance',
  subscribers: 'subscriber',
};
