import { expectNoAxeViolations } from '../browser';
import { expect, test } from '../fixtures';
import { openTab, signIn, toastWith } from './dashboard-helpers';

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

  test('a session ended elsewhere sends staff to the login screen', async ({ seeded, page }) => {
    // A token of its own: revoking the shared one would log out the other tests.
    const token = await seeded.freshToken();
    await page.goto(`${seeded.url}/admin/login`);
    await page.evaluate((t) => window.localStorage.setItem('admin_token', t), token);
    await page.goto(`${seeded.url}/admin?tab=content`);
    await expect(page.getByRole('heading', { name: 'Content' })).toBeVisible();

    await fetch(`${seeded.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await page.getByRole('tab', { name: 'Subscribers' }).click();
    await expect(page).toHaveURL(`${seeded.url}/admin/login`);
    await expect(toastWith(page, 'Your session has ended')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeNull();
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
