import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, type Server } from '../fixtures';

/** Logs the page in as the administrator by storing a fresh token before any script runs. */
export async function signIn(page: Page, server: Server) {
  const token = await server.token();
  await page.addInitScript((t) => window.localStorage.setItem('admin_token', t), token);
}

/**
 * Opens the dashboard on a tab (by its ?tab= value), waits until the tab is showing and returns its
 * panel.
 */
export async function openTab(page: Page, server: Server, slug: string, label: string): Promise<Locator> {
  await signIn(page, server);
  await page.goto(`${server.url}/admin?tab=${slug}`);
  await expect(page.getByRole('tab', { name: label, selected: true })).toBeVisible();
  return page.getByRole('tabpanel', { name: label });
}

/** A name no other test uses, so each test finds its own records on a shared server. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Accepts the next browser dialog (confirm or alert) and resolves with its message. */
export function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const message = dialog.message();
      await dialog.accept();
      resolve(message);
    });
  });
}

/** Presses the Delete button of `item`, accepts the confirmation and resolves with the question asked. */
export async function confirmDelete(page: Page, item: Locator): Promise<string> {
  const question = acceptNextDialog(page);
  await item.getByRole('button', { name: 'Delete' }).click();
  return question;
}

/** The toast region's newest toast. */
export const toastWith = (page: Page, text: string) =>
  page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });

/** Makes the server refuse the next saves to `url` with a 500, presses `save` and expects `message`. */
export async function expectFailedSave(page: Page, url: string, save: Locator, message: string) {
  await page.route(url, (route) => route.fulfill({ status: 500, body: '' }));
  await save.click();
  await expect(toastWith(page, message)).toBeVisible();
}

/**
 * Presses Export CSV and returns the file it downloads: the name the browser is given, its text, and its
 * lines (without the byte-order mark the export starts with for Excel).
 */
export async function exportCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = (await readFile(await file.path())).toString('utf8');
  return {
    name: file.suggestedFilename(),
    text,
    lines: text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}
