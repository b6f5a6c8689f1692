import type { Locator, Page } from '@playwright/test';
import { expect, siteTest as test } from '../fixtures';

/**
 * Issue 33: no tap is lost. Each control a visitor sees on the first screen of a phone is tapped the moment
 * the page's HTML is parsed (DOMContentLoaded), with the CPU slowed four times, long before any island's code
 * has arrived; the tap must still do its job: follow its link, or open its dialog or drawer, or change what
 * it controls once its island has hydrated and replayed it (decision 0020).
 */

type Outcome =
  | { kind: 'navigates'; to: RegExp }
  | { kind: 'dialog'; name: string | RegExp }
  | { kind: 'expands' }
  | { kind: 'selects'; after: (page: Page) => Locator };

/** `island`: the island that answers the tap, not yet hydrated when it comes (none for a plain link). */
type Case = {
  what: string;
  path: string;
  control: (page: Page) => Locator;
  outcome: Outcome;
  island?: string;
};

/** A control that opens the contact drawer ("Let's get started."), which the contact-drawer island answers. */
const opensContactDrawer = (what: string, path: string, control: Case['control']): Case => ({
  what,
  island: 'contact-drawer',
  path,
  control,
  outcome: { kind: 'dialog', name: "Let's get started." },
});

/** The header's two buttons, on every page: the same case wherever it is tapped. */
const menuOn = (path: string): Case => ({
  what: 'Menu',
  path,
  island: 'menu',
  control: (page) => page.getByRole('button', { name: 'Menu' }),
  outcome: { kind: 'dialog', name: 'Menu' },
});
const contactOn = (path: string): Case =>
  opensContactDrawer('Contact', path, (page) => page.getByRole('button', { name: 'Contact', exact: true }));

const cases: Case[] = [
  menuOn('/'),
  contactOn('/'),
  {
    what: "the hero's next slide",
    island: 'hero',
    path: '/',
    control: (page) => page.getByRole('button', { name: /next slide/i }).first(),
    outcome: { kind: 'selects', after: (page) => page.getByText(/^02 \/ /) },
  },
  {
    what: 'a car card',
    island: 'car-dialog',
    path: '/cars',
    control: (page) => page.locator('main [data-car-id] h2 a').first(),
    outcome: { kind: 'dialog', name: /./ },
  },
  {
    what: 'the list layout',
    island: 'view-toggle',
    path: '/cars',
    control: (page) => page.getByRole('button', { name: 'List view' }),
    outcome: { kind: 'navigates', to: /[?&]view=list/ },
  },
  {
    what: 'the Filters disclosure',
    path: '/cars',
    control: (page) => page.locator('main details > summary'),
    outcome: { kind: 'selects', after: (page) => page.getByLabel('Make') },
  },
  opensContactDrawer('Enquire Now on a car page', 'car', (page) =>
    page.getByRole('button', { name: 'Enquire Now' }),
  ),
  opensContactDrawer('BOOK NOW on the fleet', '/hire', (page) =>
    page.getByRole('button', { name: 'BOOK NOW' }).first(),
  ),
  {
    what: 'Check availability',
    island: 'availability-toggle',
    path: '/hire',
    // The first fleet card's toggle, by either of its names (once open it reads "Hide availability", and the
    // calendar it opens brings buttons of its own into the island).
    control: (page) =>
      page
        .locator('[data-island="availability-toggle"]')
        .first()
        .getByRole('button', { name: /^(Check|Hide) availability$/ }),
    outcome: { kind: 'expands' },
  },
  opensContactDrawer('BOOK NOW on a hire car page', 'hire-car', (page) =>
    page.getByRole('button', { name: 'BOOK NOW' }),
  ),
  {
    what: 'a service',
    path: '/services',
    control: (page) => page.getByRole('link', { name: 'Learn More' }).first(),
    outcome: { kind: 'navigates', to: /\/services\/\d+/ },
  },
  menuOn('/finance'),
  contactOn('/services'),
];

/** The path of the first car for sale or the first hire car, from the listing's own links. */
async function firstLink(page: Page, base: string, listing: string, prefix: string) {
  await page.goto(`${base}${listing}`);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  expect(href).toBeTruthy();
  return href as string;
}

test.describe('no tap is lost', () => {
  for (const { what, path, control, outcome, island } of cases) {
    test(`${what} (${path}) does its job when tapped at DOMContentLoaded, CPU 4× slower`, async ({
      seeded,
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const target =
        path === 'car'
          ? await firstLink(page, seeded.url, '/cars', '/cars/')
          : path === 'hire-car'
            ? await firstLink(page, seeded.url, '/hire', '/hire/')
            : path;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${seeded.url}${target}`, { waitUntil: 'domcontentloaded' });
      const answeredBefore = island
        ? await page.locator(`[data-island="${island}"][data-hydrated]`).count()
        : 0;
      await control(page).click();
      if (outcome.kind === 'navigates') await expect(page).toHaveURL(outcome.to, { timeout: 15_000 });
      else if (outcome.kind === 'dialog')
        await expect(page.getByRole('dialog', { name: outcome.name })).toBeVisible({ timeout: 15_000 });
      else if (outcome.kind === 'expands')
        await expect(control(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
      else await expect(outcome.after(page)).toBeVisible({ timeout: 15_000 });
      // The tap came before the island that answers it had hydrated: this is the replay, not a late click.
      expect(answeredBefore).toBe(0);
    });
  }
});
