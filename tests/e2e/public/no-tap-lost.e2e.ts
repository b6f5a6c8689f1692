import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

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

type Case = { what: string; path: string; control: (page: Page) => Locator; outcome: Outcome };

const cases: Case[] = [
  {
    what: 'Menu',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'Menu' }),
    outcome: { kind: 'dialog', name: 'Menu' },
  },
  {
    what: 'Contact',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'Contact', exact: true }),
    outcome: { kind: 'dialog', name: "Let's get started." },
  },
  {
    what: "the hero's next slide",
    path: '/',
    control: (page) => page.getByRole('button', { name: /next slide/i }).first(),
    outcome: { kind: 'selects', after: (page) => page.getByText(/^02 \/ /) },
  },
  {
    what: 'a car card',
    path: '/cars',
    control: (page) => page.locator('main [data-car-id] h2 a').first(),
    outcome: { kind: 'dialog', name: /./ },
  },
  {
    what: 'the list layout',
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
  {
    what: 'Enquire Now on a car page',
    path: 'car',
    control: (page) => page.getByRole('button', { name: 'Enquire Now' }),
    outcome: { kind: 'dialog', name: "Let's get started." },
  },
  {
    what: 'BOOK NOW on the fleet',
    path: '/hire',
    control: (page) => page.getByRole('button', { name: 'BOOK NOW' }).first(),
    outcome: { kind: 'dialog', name: "Let's get started." },
  },
  {
    what: 'Check availability',
    path: '/hire',
    control: (page) => page.getByRole('button', { name: 'Check availability' }).first(),
    outcome: { kind: 'expands' },
  },
  {
    what: 'BOOK NOW on a hire car page',
    path: 'hire-car',
    control: (page) => page.getByRole('button', { name: 'BOOK NOW' }),
    outcome: { kind: 'dialog', name: "Let's get started." },
  },
  {
    what: 'a service',
    path: '/services',
    control: (page) => page.getByRole('link', { name: 'Learn More' }).first(),
    outcome: { kind: 'navigates', to: /\/services\/\d+/ },
  },
  {
    what: 'Menu',
    path: '/finance',
    control: (page) => page.getByRole('button', { name: 'Menu' }),
    outcome: { kind: 'dialog', name: 'Menu' },
  },
  {
    what: 'Contact',
    path: '/services',
    control: (page) => page.getByRole('button', { name: 'Contact', exact: true }),
    outcome: { kind: 'dialog', name: "Let's get started." },
  },
];

/** The path of the first car for sale or the first hire car, from the listing's own links. */
async function firstLink(page: Page, base: string, listing: string, prefix: string) {
  await page.goto(`${base}${listing}`);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  expect(href).toBeTruthy();
  return href as string;
}

test.describe('no tap is lost', () => {
  for (const { what, path, control, outcome } of cases) {
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
      const islandsBefore = await page.locator('[data-hydrated]').count();
      await control(page).click();
      if (outcome.kind === 'navigates') await expect(page).toHaveURL(outcome.to, { timeout: 15_000 });
      else if (outcome.kind === 'dialog')
        await expect(page.getByRole('dialog', { name: outcome.name })).toBeVisible({ timeout: 15_000 });
      else if (outcome.kind === 'expands')
        await expect(control(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
      else await expect(outcome.after(page)).toBeVisible({ timeout: 15_000 });
      // The tap came before any island had hydrated: this is the replay, not a late click.
      expect(islandsBefore).toBe(0);
    });
  }
});
