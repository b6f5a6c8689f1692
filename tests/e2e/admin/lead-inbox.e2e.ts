import type { Page as PwPage } from '@playwright/test';
import { sydneyDay } from '../../../src/shared/hire-booking';
import type { LeadSettings, LeadsSummary } from '../../../src/shared/schemas/lead-desk';
import type { ContactSubmission } from '../../../src/shared/schemas/leads';
import { expectNoAxeViolations } from '../browser';
import { expect, type Server, test } from '../fixtures';
import { exportCsv, openTab, signIn, toastWith, unique } from './dashboard-helpers';

// Several tests submit dozens of leads and page through them; a busy machine makes that slow, not wrong.
test.describe.configure({ timeout: 120_000 });

const emailOf = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;

const contact = (server: Server, firstName: string, extra: Record<string, unknown> = {}) =>
  server.api<ContactSubmission>('POST', '/api/contact-submissions', {
    firstName,
    lastName: 'Inbox',
    email: emailOf(firstName),
    message: 'Is the car still available?',
    ...extra,
  });

/** One lead of each kind the inbox shows, submitted through the public forms' API, oldest first. */
async function oneOfEachKind(server: Server, token: string) {
  const made = {
    contact: await contact(server, `${token} Carla`),
    sell: await server.api<{ id: number }>('POST', '/api/sell-your-car-submissions', {
      submissionType: 'sell',
      firstName: `${token} Sam`,
      lastName: 'Seller',
      email: emailOf(`${token} Sam`),
      phone: '0411 000 111',
      make: 'Bentley',
      model: 'Continental GT',
      year: 2020,
      mileage: '30000',
    }),
    acquisition: await server.api<{ id: number }>('POST', '/api/acquisitions', {
      firstName: `${token} Ada`,
      lastName: 'Buyer',
      email: emailOf(`${token} Ada`),
      desiredCars: [{ make: 'Ferrari', model: 'Roma' }],
    }),
    finance: await server.api<{ id: number }>('POST', '/api/finance-applications', {
      fullName: `${token} Fin Lender`,
      email: emailOf(`${token} Fin`),
      phone: '0422 000 222',
      employmentStatus: 'personal',
      annualIncome: '180000',
    }),
  };
  return made;
}

/** `count` contact enquiries named `${token} n`, a few at a time (FORM_RATE_LIMIT is lifted for tests). */
async function manyContacts(server: Server, token: string, count: number) {
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, i) =>
        contact(server, `${token} ${start + i + 1}`),
      ),
    );
  }
}

const rows = (page: PwPage) => page.locator('[data-lead-row]');
const search = (page: PwPage) => page.getByRole('searchbox', { name: 'Search' });

test.describe('Inbox tab', () => {
  test('the admin shell names the chunks of the screen it opens, so they load beside the entry', async ({
    seeded,
  }) => {
    const preloads = async (path: string) =>
      [
        ...(await (await fetch(`${seeded.url}${path}`)).text()).matchAll(
          /<link rel="modulepreload"[^>]*href="\/assets\/([\w-]+)-[\w-]{8}\.js"/g,
        ),
      ].map((m) => m[1]);
    expect(await preloads('/admin/dashboard?tab=inbox')).toEqual(
      expect.arrayContaining(['admin-app', 'dashboard-page']),
    );
    expect(await preloads('/admin/leads/contact/1')).toEqual(
      expect.arrayContaining(['admin-app', 'lead-page']),
    );
    // The reports' view with its chart library comes with the shell, not after the screen's chunk.
    expect(await preloads('/admin/reports')).toEqual(
      expect.arrayContaining(['early-reads', 'admin-app', 'reports-page', 'reports-view']),
    );
    expect(await preloads('/admin/subscribers')).toEqual(
      expect.arrayContaining(['admin-app', 'subscribers-page']),
    );
    expect(await preloads('/admin/login')).not.toContain('dashboard-page');
    // The first reads' chunk also runs as soon as it arrives, not when the entry, which waits for the
    // document and its own imports, gets to it.
    expect(await (await fetch(`${seeded.url}/admin/reports`)).text()).toMatch(
      /<script type="module" async crossorigin src="\/assets\/early-reads-[\w-]{8}\.js"><\/script>/,
    );
  });

  test('lists every kind newest first, filters by kind and status, and searches', async ({
    seeded,
    page,
  }) => {
    const token = unique('Inbx').replace(' ', '');
    const made = await oneOfEachKind(seeded, token);
    await openTab(page, seeded, 'inbox', 'Inbox');
    await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();

    await search(page).fill(token);
    await expect(rows(page)).toHaveCount(4);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
    // Newest first: the order they were submitted in, reversed.
    const kinds = await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-lead-row')));
    expect(kinds).toEqual(['finance', 'acquisition', 'sell', 'contact']);
    const first = rows(page).first();
    await expect(first).toContainText('Finance application');
    await expect(first).toContainText(`${token} Fin Lender`);
    await expect(first).toContainText('New');
    await expect(rows(page).nth(2)).toContainText('Bentley Continental GT');
    await expect(rows(page).nth(3).getByRole('link')).toHaveAttribute(
      'href',
      `/admin/leads/contact/${made.contact.id}`,
    );

    await page.getByLabel('Filter by kind').selectOption('sell');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-lead-row', 'sell');
    await page.getByLabel('Filter by kind').selectOption('all');
    await expect(rows(page)).toHaveCount(4);

    await seeded.api('PATCH', `/api/admin/contact-submissions/${made.contact.id}`, { status: 'contacted' });
    // The filters live in the address: a reload keeps them.
    await page.getByLabel('Filter by status').selectOption('contacted');
    await page.reload();
    await expect(search(page)).toHaveValue(token);
    await expect(page.getByLabel('Filter by status')).toHaveValue('contacted');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`${token} Carla`);
    await expect(rows(page).first()).toContainText('Contacted');

    // A search for a vehicle finds the lead by what it is about; nothing found says so.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search(page)).toHaveValue('');
    await search(page).fill(`${token} roma`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-lead-row', 'acquisition');
    await search(page).fill(`${token} nothing-like-this`);
    await expect(page.getByText('Nothing matches the search or filter.')).toBeVisible();
  });

  test('filters by source, with the counts the server lists, kept in the address and the CSV export', async ({
    seeded,
    page,
  }) => {
    const token = unique('Src').replace(' ', '');
    // A source of this run's own, so the counts are known whatever other tests sent.
    const source = `ads${token.toLowerCase()}`;
    const attribution = { last: { utm_source: source, utm_medium: 'cpc' } };
    await contact(seeded, `${token} Ann`, { attribution });
    await contact(seeded, `${token} Bob`, { attribution });
    await contact(seeded, `${token} Cyd`);
    await openTab(page, seeded, 'inbox', 'Inbox');
    await search(page).fill(token);
    await expect(rows(page)).toHaveCount(3);

    const label = `${source.charAt(0).toUpperCase()}${source.slice(1)} (2)`;
    const filter = page.getByLabel('Filter by source');
    await expect(filter.getByRole('option', { name: label })).toHaveCount(1);
    await filter.selectOption({ label });
    await expect(page).toHaveURL(new RegExp(`[?&]source=${source}`));
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: `${token} Cyd` })).toHaveCount(0);

    // A reload keeps the filter; the export follows it.
    await page.reload();
    await expect(filter).toHaveValue(source);
    await expect(rows(page)).toHaveCount(2);
    const lines = (await exportCsv(page)).lines.slice(1);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toContain(`,${source},`);

    await filter.selectOption('all');
    await expect(page).not.toHaveURL(/[?&]source=/);
    await expect(rows(page)).toHaveCount(3);
  });

  test('pages with Show more and on scrolling, and keeps the place after opening a lead', async ({
    seeded,
    page,
  }) => {
    const token = unique('Pg').replace(' ', '');
    await manyContacts(seeded, token, 57);
    await signIn(page, seeded);

    // Contact Enquiries: 50 cards, then the rest with "Show more".
    await page.goto(`${seeded.url}/admin?tab=contact-enquiries&q=${token}`);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(50);
    await expect(page.getByText('Showing 50 of 57 enquiries')).toBeVisible();
    await expect(page.getByText('Total enquiries: 57')).toBeVisible();
    // Sent ten at a time, so only the batch is ordered: the newest card is one of the last batch.
    await expect(cards.first()).toHaveAttribute(
      'aria-label',
      new RegExp(`^Enquiry from ${token} 5[1-7] Inbox$`),
    );
    // Pressed where it is: scrolling it into view would load the next page by itself (tested below).
    await page
      .getByRole('button', { name: 'Show more' })
      .evaluate((button: HTMLButtonElement) => button.click());
    await expect(cards).toHaveCount(57);
    await expect(page.getByText('Showing 57 of 57 enquiries')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
    await expect(cards.last()).toHaveAttribute(
      'aria-label',
      new RegExp(`^Enquiry from ${token} ([1-9]|10) Inbox$`),
    );

    // The inbox loads the next page by itself as its end scrolls into view.
    await page.goto(`${seeded.url}/admin?tab=inbox&q=${token}`);
    await expect(rows(page)).toHaveCount(50);
    await rows(page).nth(49).scrollIntoViewIfNeeded();
    await expect(rows(page)).toHaveCount(57);

    // Open a lead far down the list, come back: the same rows, at the same place.
    const target = rows(page).nth(54);
    await target.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    await target.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/leads\/contact\/\d+$/);
    // A new screen starts at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`tab=inbox&q=${token}`));
    await expect(rows(page)).toHaveCount(57);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 5);
    await expect(rows(page).nth(54)).toBeInViewport();
  });

  test('exports the filtered view as CSV, and a failed export says so', async ({ seeded, page }) => {
    const token = unique('Csv').replace(' ', '');
    await oneOfEachKind(seeded, token);
    await openTab(page, seeded, 'inbox', 'Inbox');
    await search(page).fill(token);
    await expect(rows(page)).toHaveCount(4);

    const file = await exportCsv(page);
    expect(file.name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const { lines } = file;
    expect(lines[0]).toBe('Received,Kind,Status,Name,Email,Phone,Summary,Source,First touch,Last touch');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`,Finance application,new,${token} Fin Lender,`);
    expect(lines[4]).toContain(`,Contact enquiry,new,${token} Carla Inbox,`);

    await page.route('**/api/admin/leads/export.csv**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Export broke"}' }),
    );
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(toastWith(page, 'Export failed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  test('marks leads overdue once they are new past the response time', async ({ seeded, page }) => {
    const token = unique('Late').replace(' ', '');
    await seeded.api('PUT', '/api/admin/lead-settings', { responseHours: 2 });
    const fresh = await contact(seeded, `${token} Fresh`);
    const handled = await contact(seeded, `${token} Handled`);
    await seeded.api('PATCH', `/api/admin/contact-submissions/${handled.id}`, { status: 'contacted' });
    await signIn(page, seeded);

    // Just arrived: not overdue.
    await page.goto(`${seeded.url}/admin?tab=inbox&q=${token}`);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText('Overdue', { exact: true })).toHaveCount(0);

    // Three hours on, the one still new is overdue in the inbox and on its card; the handled one is not.
    await page.clock.setFixedTime(Date.parse(fresh.createdAt) + 3 * 3_600_000);
    await page.reload();
    await expect(rows(page)).toHaveCount(2);
    const freshRow = rows(page).filter({ hasText: `${token} Fresh` });
    await expect(freshRow.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(
      rows(page)
        .filter({ hasText: `${token} Handled` })
        .getByText('Overdue'),
    ).toHaveCount(0);
    await page.goto(`${seeded.url}/admin?tab=contact-enquiries&q=${token}`);
    const card = page.getByRole('article', { name: `Enquiry from ${token} Fresh Inbox` });
    await expect(card.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(card.getByText('Overdue', { exact: true })).toHaveAttribute(
      'title',
      'Still new after 2 hours',
    );
  });
});

test.describe('Lead counts', () => {
  test('the navigation counts new and overdue leads from the summary, not the lists', async ({
    seeded,
    page,
  }) => {
    const listCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        /^\/api\/admin\/(contact-submissions|acquisitions|sell-your-car-submissions|finance-applications)$/.test(
          url.pathname,
        )
      )
        listCalls.push(url.pathname + url.search);
    });
    await contact(seeded, unique('Count'));
    const summary = await seeded.api<LeadsSummary>('GET', '/api/admin/leads/summary');
    await openTab(page, seeded, 'overview', 'Overview');
    const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
    const all = Object.values(summary.kinds).reduce((sum, k) => sum + k.new, 0);
    await expect(tab('Inbox')).toContainText(`${all} new`);
    await expect(tab('Contact Enquiries')).toContainText(`${summary.kinds.contact.new} new`);
    await expect(tab('Sell Your Car')).toContainText(`${summary.kinds.sell.new} new`);
    // The Overview opens no whole list either: every count comes from the summary.
    expect(listCalls).toEqual([]);

    await contact(seeded, unique('Count'));
    await page.reload();
    await expect(tab('Contact Enquiries')).toContainText(`${summary.kinds.contact.new + 1} new`);
  });

  test('the Overview shows new, overdue and today per kind, and saves the response time', async ({
    seeded,
    page,
  }) => {
    await contact(seeded, unique('Today'));
    const summary = await seeded.api<LeadsSummary>('GET', '/api/admin/leads/summary');
    await openTab(page, seeded, 'overview', 'Overview');
    const panel = page.getByRole('tabpanel', { name: 'Overview' });
    const kind = panel.getByRole('link', { name: /^Contact enquiries/ });
    await expect(kind).toContainText(String(summary.kinds.contact.new));
    await expect(kind).toHaveAttribute('href', /tab=contact-enquiries&status=new/);
    const today = panel.getByRole('link', { name: `${summary.kinds.contact.today} today contact enquiries` });
    const day = sydneyDay();
    await expect(today).toHaveAttribute('href', `/admin?tab=contact-enquiries&from=${day}&to=${day}`);
    await expect(
      panel.getByRole('link', { name: `${summary.kinds.contact.overdue} overdue contact enquiries` }),
    ).toBeVisible();
    await today.click();
    await expect(page.getByRole('tab', { name: /^Contact Enquiries/, selected: true })).toBeVisible();
    await expect(page.getByLabel('Received from')).toHaveValue(day);
    await expect(page.getByText(`Total enquiries: ${summary.kinds.contact.today}`)).toBeVisible();

    await page.goBack();
    const hours = panel.getByLabel('Hours before a new lead is overdue');
    await expect(hours).toHaveValue(String(summary.responseHours));
    await hours.fill('0');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('Enter a whole number of hours from 1 to 336.')).toBeVisible();
    await hours.fill('5');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Response time saved')).toBeVisible();
    expect((await seeded.api<LeadSettings>('GET', '/api/admin/lead-settings')).responseHours).toBe(5);

    await page.route('**/api/admin/lead-settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Nope"}' })
        : route.continue(),
    );
    await hours.fill('3');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Failed to save response time')).toBeVisible();
    await expect(hours).toHaveValue('3');
    await page.unroute('**/api/admin/lead-settings');
    await seeded.api('PUT', '/api/admin/lead-settings', { responseHours: summary.responseHours });
  });
});

test('the inbox has no accessibility violations, on a phone too', async ({ seeded, page }) => {
  await oneOfEachKind(seeded, unique('Axe').replace(' ', ''));
  await signIn(page, seeded);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${seeded.url}/admin?tab=inbox`);
    await expect(rows(page).first()).toBeVisible();
    await expectNoAxeViolations(page, `axe at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
