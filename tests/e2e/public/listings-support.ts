import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantBase, variantUrl } from '../../../src/shared/images';
import type { Car, CarInput, HireCar, HireCarInput } from '../../../src/shared/schemas/car';
import type { ServiceItem } from '../../../src/shared/schemas/content';
import { buildCar, buildHireCar } from '../../factories/cars';
import type { Server } from '../fixtures';

/** The full-screen menu's entries of SPEC §2, in order: label and target. */
export const MENU = [
  ['Services', '/services'],
  ['For Sale', '/cars'],
  ['Sold', '/cars?status=sold'],
  ['Consignment', '/consignment'],
  ['Sell', '/sell-your-car'],
  ['Hire', '/hire'],
  ['Source', '/acquisitions'],
  ['Finance', '/finance'],
] as const;

/**
 * Every public page with a fixed address: the home page, each menu target and the privacy policy. Stated
 * here, apart from the server's own list, so that a page dropped from the sitemap or the menu is noticed.
 */
export const PUBLIC_PAGES = ['/', ...MENU.map(([, href]) => href), '/privacy-policy'];

/** A label no other test (or earlier run against the same server) uses. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Uploads a small solid-colour photo through the media library and waits for its AVIF/WebP variants,
 * which the server writes after replying; otherwise the page could request a variant that is not there yet.
 */
export async function uploadPhoto(server: Server, rgb: [number, number, number]): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${server.url}/api/admin/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await server.token()}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { publicUrl } = (await res.json()) as { publicUrl: string };
  const base = variantBase(publicUrl)!;
  const variants = VARIANT_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f) => variantUrl(base, w, f)));
  await expect
    .poll(async () => {
      const statuses = await Promise.all(
        variants.map(async (v) => (await fetch(`${server.url}${v}`)).status),
      );
      return statuses.every((s) => s === 200);
    })
    .toBe(true);
  return publicUrl;
}

/** Uploads one photo per colour, one after another as staff would, and returns their URLs in order. */
export async function uploadPhotos(server: Server, ...colours: [number, number, number][]) {
  const urls: string[] = [];
  for (const rgb of colours) urls.push(await uploadPhoto(server, rgb));
  return urls;
}

/** A listing's name as a visitor reads it ("2024 Porsche 911"), written here rather than taken from the app. */
export const titleOf = (car: Pick<Car, 'year' | 'make' | 'model'>) => `${car.year} ${car.make} ${car.model}`;

export const createCar = (server: Server, overrides: Partial<CarInput> = {}) =>
  server.api<Car>('POST', '/api/admin/cars', buildCar({ model: unique('911 Carrera'), ...overrides }));

export const createHireCar = (server: Server, overrides: Partial<HireCarInput> = {}) =>
  server.api<HireCar>(
    'POST',
    '/api/admin/hire-cars',
    buildHireCar({ model: unique('Huracán EVO'), ...overrides }),
  );

export const createService = (server: Server, fields: Partial<Omit<ServiceItem, 'id'>> = {}) =>
  server.api<ServiceItem>('POST', '/api/admin/service-items', {
    title: unique('Private Viewing'),
    description: 'An after-hours showroom appointment with a specialist.',
    imageUrl: '',
    order: 0,
    ...fields,
  });

/** Removes every record of a list, for the empty-state checks on a server other tests also use. */
export async function deleteAll(server: Server, publicPath: string, adminPath: string) {
  for (const row of await server.api<{ id: number }[]>('GET', publicPath)) {
    await server.api('DELETE', `${adminPath}/${row.id}`);
  }
}

/**
 * Empties the list the page at `path` shows (every record of the public `api`, deleted through its admin
 * twin), opens the page and expects the message it gives when there is nothing to show.
 */
export async function expectEmptyListing(
  page: Page,
  server: Server,
  path: string,
  api: string,
  message: string,
) {
  await deleteAll(server, api, api.replace('/api/', '/api/admin/'));
  await gotoHydrated(page, `${server.url}${path}`);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

/**
 * The server's first response for a path, split into the <head> and the rendered markup (without the
 * dehydrated data, which holds every record the page read, shown or not).
 */
export async function renderedHtml(server: Server, path: string) {
  const res = await fetch(`${server.url}${path}`);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return { status: res.status, head, body };
}

/** The JSON-LD objects of a page's HTML (or its head). */
export const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );

/**
 * Walks a vehicle page's gallery of `count` photos (a car's or a hire car's, issue 33: the same gallery):
 * it starts on the first, Next moves on one, and the last thumbnail shows its photo and is marked current.
 */
export async function expectGallerySteps(page: Page, count: number) {
  const position = (n: number) => page.getByText(`${pad(n)} / ${pad(count)}`);
  await expect(position(1)).toBeVisible();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(position(2)).toBeVisible();
  const last = page.getByRole('button', { name: `Show photo ${count} of ${count}` });
  await last.click();
  await expect(position(count)).toBeVisible();
  await expect(last).toHaveAttribute('aria-current', 'true');
}
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Opens a page and waits until the islands it starts without being asked (`load` and `idle`, decision 0020)
 * have hydrated, so their handlers are attached before we click.
 */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() =>
    [
      ...document.querySelectorAll(
        ':is([data-island], [data-behaviour]):is([data-on="load"], [data-on="idle"])',
      ),
    ].every((el) => el.hasAttribute('data-hydrated')),
  );
}

/** The enquiry drawer (SPEC §7), whichever button opened it. */
export const contactDrawer = (page: Page) => page.getByRole('dialog', { name: "Let's get started." });

/** Opens the enquiry drawer from the top bar's Contact button and returns it once shown. */
export async function openContactDrawer(page: Page) {
  await page.getByRole('button', { name: 'Contact', exact: true }).click();
  const drawer = contactDrawer(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Opens /hire and presses BOOK NOW on the card of the car with this model; returns the enquiry drawer. */
export async function bookNow(page: Page, server: Server, model: string) {
  await gotoHydrated(page, `${server.url}/hire`);
  await page
    .getByRole('article')
    .filter({ hasText: model })
    .getByRole('button', { name: 'BOOK NOW' })
    .click();
  return contactDrawer(page);
}

/** Checks that each named link inside `scope` points where it should (name → href). */
export async function expectLinkTargets(scope: Page | Locator, targets: Record<string, string>) {
  for (const [name, href] of Object.entries(targets)) {
    await expect(scope.getByRole('link', { name }), name).toHaveAttribute('href', href);
  }
}

/**
 * Islands below the fold hydrate when scrolled near (their code is not in the page's first load); this
 * scrolls one into view and waits until it has hydrated, as a visitor's scroll would.
 */
export async function scrollToHydrated(page: Page, island: string) {
  const marker = page.locator(`[data-island="${island}"], [data-behaviour="${island}"]`).first();
  // The marker takes no box (display: contents): its content is what comes into view.
  await marker.locator(':scope > *').first().scrollIntoViewIfNeeded();
  await expect(marker).toHaveAttribute('data-hydrated', '');
}
