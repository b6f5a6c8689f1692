import type { Page } from '@playwright/test';
import { expect, type Server } from '../fixtures';

/** Logs the page in as the administrator by storing a fresh token before any script runs. */
export async function signIn(page: Page, server: Server) {
  const token = await server.token();
  await page.addInitScript((t) => window.localStorage.setItem('admin_token', t), token);
}

/** Opens the dashboard on a tab (by its ?tab= value) and waits until the tab is showing. */
export async function openTab(page: Page, server: Server, slug: string, label: string) {
  await signIn(page, server);
  await page.goto(`${server.url}/admin?tab=${slug}`);
  await expect(page.getByRole('tab', { name: label, selected: true })).toBeVisible();
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

/** The toast region's newest toast. */
export const toastWith = (page: Page, text: string) =>
  page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });
