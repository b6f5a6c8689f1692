import { expect, type Locator, type Page } from '@playwright/test';
import type { Server } from '../fixtures';

export { gotoHydrated } from './listings-support';

/** Records every browser alert (public forms report with window.alert) and accepts it. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  return alerts;
}

/** An e-mail address no other test will use. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

/** Reads an admin list and returns the one record with the given e-mail (failing if there is not one). */
export async function recordByEmail<T extends { email: string }>(
  server: Server,
  list: string,
  email: string,
) {
  let found: T[] = [];
  await expect
    .poll(async () => {
      const rows = await server.api<T[]>('GET', `/api/admin/${list}`);
      found = rows.filter((row) => row.email === email);
      return found.length;
    })
    .toBe(1);
  return found[0];
}

/** How many records of an admin list carry this e-mail. */
export async function countByEmail(server: Server, list: string, email: string) {
  const rows = await server.api<{ email: string }[]>('GET', `/api/admin/${list}`);
  return rows.filter((row) => row.email === email).length;
}

/** A 1×1 PNG, small enough to create dozens of in a test. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const pngFiles = (count: number, prefix = 'photo') =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix}-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: TINY_PNG,
  }));

/** The validation message shown under a labelled field. */
export function fieldError(scope: Page | Locator, label: string | RegExp) {
  return scope
    .getByLabel(label, { exact: typeof label === 'string' })
    .locator('xpath=..')
    .getByRole('alert');
}
