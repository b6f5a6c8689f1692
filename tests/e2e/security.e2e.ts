import type { Page } from '@playwright/test';
import { expect, type Server, startServer, test } from './fixtures';

/**
 * What an attacker would try in a real browser: script in an uploaded SVG, and markup stored in
 * content (a car, a testimonial) and in a lead (a contact enquiry) that staff open in the admin.
 * Every payload would record itself in window.__xss or open a dialog if it ever ran.
 */

const payload = (tag: string) =>
  `<script>window.__xss='${tag}'</script><img src="x-${tag}" onerror="window.__xss='${tag}-img';alert('${tag}')">`;

let server: Server;
test.beforeAll(async () => {
  server = await startServer({ seed: false });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Every dialog a page opens; a payload that ran would show up here. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', async (dialog) => {
    opened.push(dialog.message());
    await dialog.dismiss();
  });
  return opened;
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test.describe('uploaded files', () => {
  const SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60">
  <rect width="120" height="60" fill="#c9a227"/>
  <script>document.documentElement.setAttribute('data-ran', 'yes'); alert('svg ran');</script>
</svg>`;

  test('an uploaded SVG with a script, opened directly, never runs it', async ({ page }) => {
    const form = new FormData();
    form.append('file', new Blob([SVG], { type: 'image/svg+xml' }), 'logo.svg');
    const res = await fetch(`${server.url}/api/admin/media/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await server.token()}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const { publicUrl } = (await res.json()) as { publicUrl: string };

    const dialogs = watchDialogs(page);
    const blocked: string[] = [];
    page.on('console', (msg) => {
      if (/sandbox|Content Security Policy/i.test(msg.text())) blocked.push(msg.text());
    });
    const response = await page.goto(`${server.url}${publicUrl}`);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(await page.locator('svg').getAttribute('data-ran')).toBeNull();
    expect(blocked.length, 'Chromium reports the blocked script').toBeGreaterThan(0);
  });

  test('control: the same SVG served without the sandbox does run its script (so the test above can fail)', async ({
    page,
  }) => {
    const dialogs = watchDialogs(page);
    await page.route(`${server.url}/control.svg`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: SVG }),
    );
    await page.goto(`${server.url}/control.svg`);
    await expect.poll(() => dialogs).toEqual(['svg ran']);
    expect(await page.locator('svg').getAttribute('data-ran')).toBe('yes');
  });
});

test.describe('stored markup', () => {
  const car = payload('car');
  const quote = payload('quote');
  const message = payload('contact');
  let carId: number;

  test.beforeAll(async () => {
    const created = await server.api<{ id: number }>('POST', '/api/admin/cars', {
      year: 2021,
      make: 'Porsche',
      model: 'Taycan Turbo',
      price: 210_000,
      description: car,
      status: 'available',
    });
    carId = created.id;
    await server.api('POST', '/api/admin/testimonials', {
      headline: 'Marked up',
      quote,
      clientName: '<b>Mallory</b>',
    });
    await server.api('POST', '/api/contact-submissions', {
      firstName: '<img src=x onerror=alert(1)>',
      lastName: 'Visitor',
      email: 'mallory@example.com',
      message,
    });
  });

  test('a car description is shown as text on the car page, in the HTML and after hydration', async ({
    page,
  }) => {
    // Server-rendered HTML: the markup is escaped in the page, its head and its embedded state.
    const html = await (await fetch(`${server.url}/cars?carId=${carId}`)).text();
    expect(html).not.toContain("<script>window.__xss='car'");
    expect(html).not.toContain('src="x-car"');

    const dialogs = watchDialogs(page);
    await page.goto(`${server.url}/cars?carId=${carId}`);
    await expect(page.getByText("<script>window.__xss='car'</script>").first()).toBeVisible();
    await expect(page.locator('img[src="x-car"]')).toHaveCount(0);
    await expectNothingRan(page, dialogs);
  });

  test('a testimonial quote is shown as text on the home page', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.goto(server.url);
    await expect(page.getByText("<script>window.__xss='quote'</script>").first()).toBeVisible();
    await expect(page.getByText('<b>Mallory</b>').first()).toBeVisible();
    await expect(page.locator('img[src="x-quote"]')).toHaveCount(0);
    await expectNothingRan(page, dialogs);
  });

  test('a contact enquiry is shown as text to staff in the Contact Enquiries tab', async ({ page }) => {
    const token = await server.token();
    await page.addInitScript((t) => window.localStorage.setItem('admin_token', t), token);
    const dialogs = watchDialogs(page);
    await page.goto(`${server.url}/admin/dashboard?tab=contact-enquiries`);
    await expect(page.getByText("<script>window.__xss='contact'</script>").first()).toBeVisible();
    await expect(page.getByText('<img src=x onerror=alert(1)>').first()).toBeVisible();
    await expect(page.locator('img[src="x-contact"]')).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expectNothingRan(page, dialogs);
  });
});
