/**
 * The modules of the admin screen at an address, for the admin shell to name up front (plugins/web.ts): the
 * admin renders in the browser, so without them the browser learns of a screen's code only once the entry
 * has run and the router has matched, a round trip later, and the bundler's preload helper then adds a link
 * per chunk while the screen waits. The screens are admin/router.tsx's; admin-screens.test.ts fails when a
 * screen there has no line here.
 */
const SCREENS: [path: RegExp, modules: string[]][] = [
  [/^\/admin(\/dashboard)?$/, ['admin/dashboard/dashboard-page.tsx']],
  [/^\/admin\/activity$/, ['admin/activity/activity-page.tsx']],
  [/^\/admin\/cars$/, ['admin/cars/cars-page.tsx']],
  [/^\/admin\/hire-cars$/, ['admin/hire-cars/hire-cars-page.tsx']],
  // The reports' view and its chart library: the largest code of one screen, fetched beside the entry
  // instead of after the screen's own chunk has run (issue 32: every chart within 1.5 s).
  [/^\/admin\/reports$/, ['admin/reports/reports-page.tsx', 'admin/reports/reports-view.tsx']],
  [/^\/admin\/login$/, ['admin/login/login-page.tsx']],
  [/^\/admin\/set-password\/[^/]+$/, ['admin/login/set-password-page.tsx']],
  [/^\/admin\/subscribers$/, ['admin/leads/subscribers-page.tsx']],
  [/^\/admin\/leads\/[^/]+\/[^/]+$/, ['admin/leads/lead-page.tsx']],
  [/^\/admin\/brand-logos$/, ['admin/brand-logos/brand-logos-page.tsx']],
  [/^\/admin\/media$/, ['admin/media/media-page.tsx']],
  [/^\/admin\/services$/, ['admin/services/services-page.tsx']],
  [/^\/admin\/settings$/, ['admin/settings/settings-page.tsx']],
  [/^\/admin\/header-slides$/, ['admin/header-slides/header-slides-page.tsx']],
  [/^\/admin\/pages\/[^/]+$/, ['admin/pages/page-editor-page.tsx']],
  [/^\/admin\/outbox$/, ['admin/outbox/outbox-page.tsx']],
  [/^\/admin\/api-keys$/, ['admin/integrations/api-keys-page.tsx']],
  [/^\/admin\/webhooks$/, ['admin/webhooks/webhooks-page.tsx']],
  [/^\/admin\/api$/, ['admin/api-reference/api-reference-page.tsx']],
  [/^\/admin\/staff$/, ['admin/staff/staff-page.tsx']],
  [/^\/admin\/account$/, ['admin/account/account-page.tsx']],
];

/** The screen modules (under src/client) of an admin URL; none for an address that is no screen. */
export function adminScreenModules(url: string): string[] {
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '');
  return SCREENS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}
