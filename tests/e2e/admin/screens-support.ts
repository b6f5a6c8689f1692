import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { MediaAsset } from '../../../src/shared/schemas/media';
import { expect as baseExpect, type Server } from '../fixtures';

export { acceptDialogs } from '../browser';

/**
 * Assertions that wait up to 15 s: on a busy machine (CI with both browsers and servers on two cores) a
 * save plus the list refetch behind a toast can take longer than the default 7 s.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The toast (SPEC §9: one at a time) whose text contains `text`: the item in the Notifications region,
 * which stays for 5 s (not Radix's screen-reader announcement, which is gone after one). While a modal
 * dialog is open the region is aria-hidden, yet the toast is on screen above it, hence includeHidden.
 */
export const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /notifications/i, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });

/** Picks the asset with this file name in the open Media Library dialog. */
export const pickFromLibrary = (page: Page, fileName: string) =>
  page
    .getByRole('dialog', { name: 'Media Library' })
    .getByRole('button', { name: `Select ${fileName}` })
    .click();

/** Opens the admin already logged in: the token goes into localStorage before any script runs. */
export async function loginAs(page: Page, server: Server) {
  const token = await server.token();
  await page.addInitScript((t) => window.localStorage.setItem('admin_token', t), token);
}

/** A real PNG: a soft diagonal gradient in the given colours, so screenshots look like photos. */
export async function photoPng(from: string, to: string, width = 960, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="${width / 2}" cy="${height * 0.72}" rx="${width * 0.36}" ry="${height * 0.08}" fill="#000" opacity="0.35"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads through the admin API (for tests that need media without driving the upload screen). */
export async function uploadMedia(server: Server, name: string, png: Buffer): Promise<MediaAsset> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const res = await fetch(`${server.url}/api/admin/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await server.token()}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  return (await res.json()) as MediaAsset;
}

/** A name no other test in the same worker (they share a server) will use. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Where `screenshots` writes, when asked to: nothing compares them, so a run writes none by default. */
const SHOTS = process.env.PW_SCREENSHOT_DIR ? path.resolve(process.env.PW_SCREENSHOT_DIR) : null;

/**
 * For a person reviewing the screens: with PW_SCREENSHOT_DIR set, screenshots at a phone width (390 px)
 * and a desktop width (1440 px), full page unless a dialog is open. Otherwise does nothing: pixel
 * comparisons differ from one machine's fonts and GPU to another's, so the tests assert on roles and text.
 */
export async function screenshots(page: Page, name: string, { fullPage = true } = {}) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // Laid out and painted at the new width: two animation frames.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/** Presses "Add New <kind>" on a vehicle screen and returns the empty form it opens. */
export async function openNewVehicleForm(page: Page, kind: 'Car' | 'Hire Car'): Promise<Locator> {
  await page.getByRole('button', { name: `Add New ${kind}` }).click();
  return page.getByRole('form', { name: `${kind} details` });
}
