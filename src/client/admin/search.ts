import { z } from 'zod';
import { carStatuses, hireCarStatuses } from '../../shared/car-options';
import { leadSourceParam } from '../../shared/schemas/lead-desk';
import { isoDay } from '../../shared/schemas/paging';

/*
 * What each admin screen may keep in its address, one zod schema per route (admin/router.tsx validates the
 * query string with it; decision 0025). Every parameter is optional, and a value of the wrong shape (a
 * hand-edited or outdated link) is dropped, never an error page: the screen shows the list unfiltered by it.
 * Values stay strings, as in the address. A screen reads them typed through its route
 * (`useSearch({ from: '/admin/activity' })`) and writes them with `useSetSearch` (admin/lib/nav.tsx).
 */

/** An optional parameter of this shape; any other value is dropped. */
const param = <T extends z.ZodType<string>>(schema: T) => schema.optional().catch(undefined);
/** A slug: a tab, an activity's entity or action. */
const slug = param(z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/));
const day = param(isoDay);
const words = param(z.string().max(500));

/** The lead lists' filters (leads/lead-filters.ts reads them against each list's own choices). */
const leadFilters = {
  q: words,
  status: slug,
  kind: slug,
  type: slug,
  source: param(leadSourceParam),
  from: day,
  to: day,
};

/**
 * An inventory's filter bar: kept as they are, as strings; inventory-filters.tsx checks them against the
 * server's own schema (a range, a make), which a route's schema cannot repeat without drifting from it.
 */
const inventoryBar = {
  make: words,
  priceMin: words,
  priceMax: words,
  yearMin: words,
  yearMax: words,
  bodyType: words,
  transmission: words,
  fuelType: words,
  sort: words,
};

/** /admin and /admin/dashboard: the open tab, and the filters of the list it shows (leads or inventory). */
export const dashboardSearch = z.looseObject({ tab: slug, ...leadFilters, ...inventoryBar });
export type DashboardSearch = z.infer<typeof dashboardSearch>;

/** /admin/activity: who, what, when, and words. */
export const activitySearch = z.looseObject({
  user: param(z.string().regex(/^[1-9]\d{0,9}$/)),
  entity: slug,
  action: slug,
  from: day,
  to: day,
  q: words,
});
export type ActivitySearch = z.infer<typeof activitySearch>;

/** /admin/cars and /admin/hire-cars: the status buttons and the search box (the filter bar as above). */
export const carInventorySearch = z.looseObject({
  status: param(z.enum(carStatuses)),
  q: words,
  to: day,
  ...inventoryBar,
});
export const hireInventorySearch = z.looseObject({
  status: param(z.enum(hireCarStatuses)),
  q: words,
  to: day,
  ...inventoryBar,
});

/**
 * /admin/reports: the range and the leads chart's split. Typed only: the values pass as they are, the
 * report calls (reports/use-report.ts) read them with their own defaults and the server checks them.
 */
const raw = param(z.string());
export const reportsSearch = z.looseObject({ from: raw, to: raw, bucket: raw, by: raw });
