import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantBase, variantUrl } from '../../../src/shared/images';
import type { Car, CarInput, HireCar, HireCarInput } from '../../../src/shared/schemas/car';
import type { ServiceItem } from '../../../src/shared/schemas/content';
import { buildCar, buildHireCar } from '../../factories/cars';
import type { Server } from '../fixtures';

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

/** Waits until React has hydrated the server-rendered page, so handlers are attached before we click. */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => {
    const el = document.querySelector('#main, main');
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps'));
  });
}

/**
 * Sections below the fold hydrate when scrolled near (their code is not in the page's first load); this
 * scrolls one into view and waits until React has taken it over, as a visitor's scroll would.
 */
export async function scrollToHydrated(page: Page, section: string) {
  const deferred = page.locator(`[data-deferred="${section}"]`).first();
  await deferred.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      deferred.evaluate((el) => {
        const inner = el.firstElementChild;
        return !!inner && Object.keys(inner).some((key) => key.startsWith('__reactProps'));
      }),
    )
    .toBe(true);
}

const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

/** Runs axe-core on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page) {
  // Colours are checked as they end up: a button fading between states just after a click would be read
  // half-way otherwise. (Endless animations, such as the logo marquee, are not transitions.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated rather than added as a <script>: the site's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe.run();
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => String(n.target)) }));
  });
  expect(violations).toEqual([]);
}
