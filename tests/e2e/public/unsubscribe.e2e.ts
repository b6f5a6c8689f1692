import path from 'node:path';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/client';
import { subscribers } from '../../../src/server/db/schema/index';
import type { Subscriber } from '../../../src/shared/schemas/leads';
import { loginAs, screenshots } from '../admin/screens-support';
import { expect, type Server, startServer, siteTest as test } from '../fixtures';
import { gotoHydrated, renderedHtml } from './listings-support';

test.describe.configure({ timeout: 240_000 });

/**
 * The tokens only ever leave the server in the subscribers' own e-mails, so the test reads them from the
 * stopped server's database and starts it again on the same data.
 */
async function serverWithSubscribers(emails: string[]): Promise<{ server: Server; tokens: string[] }> {
  let server = await startServer({ seed: false });
  for (const email of emails)
    await server.api('POST', '/api/subscribers', { firstName: 'Olivia', lastName: 'Hart', email });
  const { dataDir } = server;
  await server.stop({ keepDataDir: true });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const rows = await database.db.select().from(subscribers).orderBy(asc(subscribers.id));
  await database.close();
  server = await startServer({ seed: false, dataDir });
  return { server, tokens: rows.map((r) => r.unsubscribeToken) };
}

test('unsubscribe page: a GET changes nothing, one click unsubscribes, with and without JavaScript; admin shows the date', async ({
  browser,
}) => {
  const { server, tokens } = await serverWithSubscribers(['olivia@example.com', 'noscript@example.com']);
  try {
    const [withJs, withoutJs] = tokens;
    const pageUrl = `${server.url}/unsubscribe?token=${withJs}`;

    // Server-rendered, never indexed, never cached, the token kept out of the canonical address.
    const res = await fetch(pageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await renderedHtml(server, `/unsubscribe?token=${withJs}`);
    expect(html.head).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html.head).toContain(`<link rel="canonical" href="${server.url}/unsubscribe">`);
    expect(html.body).toContain('o****@example.com');

    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoHydrated(page, pageUrl);
    await expect(page.getByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible();
    await expect(page.getByText('Stop e-mails about new arrivals to o****@example.com?')).toBeVisible();
    await screenshots(page, 'unsubscribe-ask');
    // Opening the link (a mail scanner does) unsubscribed nobody.
    let listed = await server.api<Subscriber[]>('GET', '/api/admin/subscribers');
    expect(listed.every((s) => s.unsubscribedAt === null)).toBe(true);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You are unsubscribed.')).toBeVisible();
    await expect(
      page.getByText('o****@example.com will receive no more e-mails about new arrivals from'),
    ).toBeVisible();
    await screenshots(page, 'unsubscribe-done');
    await page.reload();
    await expect(page.getByText('You are unsubscribed.')).toBeVisible();
    await context.close();

    // Without JavaScript the form posts to the server, which sends the browser back to the page.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${server.url}/unsubscribe?token=${withoutJs}`);
    await plain.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(plain.getByText('You are unsubscribed.')).toBeVisible();
    await noScript.close();

    listed = await server.api<Subscriber[]>('GET', '/api/admin/subscribers');
    expect(listed.every((s) => s.unsubscribedAt !== null)).toBe(true);

    // An unknown token: a clear message (and a 404), not a crash.
    const unknown = await browser.newContext();
    const lost = await unknown.newPage();
    const missing = await lost.goto(`${server.url}/unsubscribe?token=0000000000000000000000000000dead`);
    expect(missing?.status()).toBe(404);
    await expect(lost.getByText('This unsubscribe link is not valid.')).toBeVisible();
    await expect(lost.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await unknown.close();

    // Admin: those who left stay listed with the day they left; the digest switch saves at once.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await loginAs(adminPage, server);
    await adminPage.goto(`${server.url}/admin/subscribers`);
    const row = adminPage.getByRole('row').filter({ hasText: 'olivia@example.com' });
    await expect(row.getByText(/^Unsubscribed \d{1,2}\/\d{1,2}\/\d{4}$/)).toBeVisible();
    const toggle = adminPage.getByRole('switch', { name: 'New-arrival e-mails' });
    await expect(toggle).toBeChecked();
    await expect(adminPage.getByTestId('digest-last-sent')).toHaveText('Never');
    await expect(adminPage.getByTestId('digest-next-send')).toContainText('if new cars are listed');
    await screenshots(adminPage, 'admin-subscribers-digest');
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(adminPage.getByTestId('digest-next-send')).toHaveText('Off');
    const saved = await server.api<{ digestEnabled: boolean }>('GET', '/api/admin/waitlist-settings');
    expect(saved.digestEnabled).toBe(false);
    await adminPage.reload();
    await expect(adminPage.getByRole('switch', { name: 'New-arrival e-mails' })).not.toBeChecked();

    // The subscriber's own page: when they left, and the line on their timeline.
    await adminPage
      .getByRole('row')
      .filter({ hasText: 'olivia@example.com' })
      .getByRole('link', { name: 'Open' })
      .click();
    await expect(adminPage.getByText('Unsubscribed', { exact: true })).toBeVisible();
    await expect(
      adminPage.getByText('Unsubscribed from new-arrival e-mails with the one-click link.'),
    ).toBeVisible();
    await screenshots(adminPage, 'admin-subscriber-lead');
    await admin.close();
  } finally {
    await server.stop();
  }
});
