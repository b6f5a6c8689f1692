/**
 * The charts of /admin/reports by their titles at the default range (per week, leads by kind): what the
 * browser test checks and what `npm run bench:scale` waits for, defined once for both.
 */
export const REPORT_CHART_TITLES = [
  'Leads per week by kind',
  'First response time',
  'First response by staff member',
  'Days in stock',
  'Cars sold per week',
  'Price changes per week',
  'Hire utilisation',
  'Confirmed bookings per week',
  'Waitlist and alerts per week',
];
