import type { Page } from '@playwright/test';
import { expectNoAxeViolations, watchApiRequests } from '../browser';
import { ADMIN, expect, type Server, test } from '../fixtures';
import { openTab, signIn, toastWith, unique } from './dashboard-helpers';

/**
 * Opens an admin address on a session of its own (ending the shared one would log out the other tests),
 * and waits until the screen's first reads have answered, so the session can be ended before any of them.
 */
async function openWithOwnSession(page: Page, server: Server, path: string) {
  const token = await server.freshToken();
  await page.goto(`${server.url}/admin/login`);
  await page.evaluate((t) => window.localStorage.setItem('admin_token', t), token);
  const requests = watchApiRequests(page);
  await page.goto(`${server.url}${path}`);
  await requests.settled();
  return token;
}

/** Ends a session from outside, as an expiry or a sign-out elsewhere would. */
const endSession = (server: Server, token: string) =>
  fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

const SPEC_TABS = [
  'Overview',
  'Header Cards',
  'Main Slider',
  'Testimonials',
  'Cars for Sale',
  'Hire Cars',
  'Acquisitions',
  'Sell Your Car',
  'Contact Enquiries',
  'Subscribers',
  'Content',
  'Footer Settings',
  'Auto Emails',
  'SEO Settings',
];

test.describe('dashboard', () => {
  test('has the public navigation, the Admin Panel bar and every tab', async ({ seeded, page }) => {
    await signIn(page, seeded);
    await page.goto(`${seeded.url}/admin`);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByText('Welcome, admin')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
    // Each lead tab may carry its counts: "Contact Enquiries3 new1 overdue".
    const names = (await tabs.allTextContents()).map((t) =>
      t
        .replace(/(\d+ (new|overdue))+$/, '')
        .replace(/\d+$/, '')
        .trim(),
    );
    // Beyond SPEC: the Inbox heads the leads and Finance Applications joins them.
    expect(names.filter((n) => n !== 'Finance Applications' && n !== 'Inbox')).toEqual(SPEC_TABS);
    expect(names).toContain('Finance Applications');
    expect(names).toContain('Inbox');
    await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await expect(page).toHaveTitle(/Admin Dashboard/);
  });

  test('/admin/dashboard is the same screen, and the open tab lives in the URL', async ({ seeded, page }) => {
    await signIn(page, seeded);
    await page.goto(`${seeded.url}/admin/dashboard?tab=contact-enquiries`);
    await expect(page.getByRole('tab', { name: 'Contact Enquiries', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact Enquiries' })).toBeVisible();

    await page.getByRole('tab', { name: 'SEO Settings' }).click();
    await expect(page).toHaveURL(/[?&]tab=seo-settings/);
    await expect(page.getByRole('heading', { name: 'SEO Settings' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'SEO Settings', selected: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page).toHaveURL(`${seeded.url}/admin/dashboard`);

    // Short names from older links still land on the right tab.
    await page.goto(`${seeded.url}/admin?tab=finance`);
    await expect(page.getByRole('tab', { name: 'Finance Applications', selected: true })).toBeVisible();
  });

  test('overview shows counts, the system note, quick actions and new leads', async ({ seeded, page }) => {
    const pages = await seeded.api<unknown[]>('GET', '/api/admin/pages');
    const subscribers = await seeded.api<unknown[]>('GET', '/api/admin/subscribers');
    const contacts = await seeded.api<{ status: string }[]>('GET', '/api/admin/contact-submissions');
    await openTab(page, seeded, 'overview', 'Overview');
    const panel = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(panel.getByText('System Operational')).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Pages/ })).toContainText(String(pages.length));
    await expect(panel.getByRole('link', { name: /^Subscribers/ })).toContainText(String(subscribers.length));
    await expect(panel.getByRole('link', { name: /^Contact enquiries/ })).toContainText(
      String(contacts.filter((c) => c.status === 'new').length),
    );
    const actions: [string, string][] = [
      ['Manage Cars', '/admin/cars'],
      ['Service Items', '/admin/services'],
      ['Media Gallery', '/admin/media'],
      ['Brand Logos', '/admin/brand-logos'],
      ['Settings', '/admin/settings'],
    ];
    for (const [name, href] of actions) {
      await expect(panel.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await panel.getByRole('link', { name: /^Subscribers/ }).click();
    await expect(page.getByRole('tab', { name: 'Subscribers', selected: true })).toBeVisible();
  });

  test('on a phone the tabs scroll sideways and the open one is in view', async ({ seeded, page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, seeded);
    await page.goto(`${seeded.url}/admin?tab=seo-settings`);
    const list = page.getByRole('tablist', { name: 'Dashboard sections' });
    await expect(page.getByRole('tab', { name: 'SEO Settings', selected: true })).toBeInViewport();
    const { scrollWidth, clientWidth } = await list.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // Nothing else on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a session that ends on an open screen asks for the password over it, and nothing typed is lost', async ({
    seeded,
    page,
  }) => {
    const token = await openWithOwnSession(page, seeded, '/admin/pages/new');
    const title = unique('Warranty');
    const body = 'Every car we sell comes with a warranty.\n\nThis took a while to write.';
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Body').fill(body);

    // The session ends elsewhere (it expired, or was signed out) while the page is being written.
    await endSession(seeded, token);
    await page.getByRole('button', { name: 'Create Page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Signing in as admin');
    expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeNull();
    // It cannot be waved away: the screen behind it has no session.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${seeded.url}/admin/pages/new`);

    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid username or password');
    await dialog.getByLabel('Password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toastWith(page, 'Logged in again')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Body')).toHaveValue(body);

    await page.getByRole('button', { name: 'Create Page' }).click();
    await expect(toastWith(page, 'Page created')).toBeVisible();
    const pages = await seeded.api<{ title: string; body: string }[]>('GET', '/api/admin/pages');
    expect(pages.find((p) => p.title === title)?.body).toBe(body);
  });

  test('a session that ends while lists are open asks for the password, then reads them again', async ({
    seeded,
    page,
  }) => {
    const token = await openWithOwnSession(page, seeded, '/admin?tab=content');
    await expect(page.getByRole('heading', { name: 'Content' })).toBeVisible();

    await endSession(seeded, token);
    await page.getByRole('tab', { name: 'Subscribers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/tab=subscribers/);
    const requests = watchApiRequests(page);
    await dialog.getByLabel('Password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toHaveCount(0);
    // The list that failed under the ended session is read again with the new one.
    await expect(
      page.getByRole('tabpanel', { name: 'Subscribers' }).getByText(/Total/).first(),
    ).toBeVisible();
    // Every open list and count is read again after the sign-in; once all have answered, the next read
    // to fail is the tab's below (on a slow machine one of them could meet the ended session first).
    await requests.settled();

    // Someone else's turn at the desk: the dialog's other way out is the login screen itself.
    await endSession(seeded, (await page.evaluate(() => window.localStorage.getItem('admin_token')))!);
    await page.getByRole('tab', { name: 'Contact Enquiries' }).click();
    await page.getByRole('link', { name: 'Log in as someone else' }).click();
    await expect(page).toHaveURL(`${seeded.url}/admin/login`);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });

  test('the dashboard tabs have no accessibility violations', async ({ seeded, page }) => {
    test.slow(); // twelve full page loads, each with an axe run
    await signIn(page, seeded);
    const tabs = [
      'overview',
      'main-slider',
      'testimonials',
      'acquisitions',
      'sell-your-car',
      'contact-enquiries',
      'finance-applications',
      'subscribers',
      'content',
      'footer-settings',
      'auto-emails',
      'seo-settings',
    ];
    for (const tab of tabs) {
      await page.goto(`${seeded.url}/admin?tab=${tab}`);
      await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await expectNoAxeViolations(page, `axe on ?tab=${tab}`);
    }
  });
});
