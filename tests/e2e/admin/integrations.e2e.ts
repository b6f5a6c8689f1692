import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiKey } from '../../../src/shared/schemas/api-keys';
import { buildContact } from '../../factories/leads';
import { startServer, test } from '../fixtures';
import { acceptDialogs, expect, loginAs, toast } from './screens-support';

// The integration screens of issue 30, each driven once as staff use it; a busy machine makes them slow.
test.describe.configure({ timeout: 120_000 });

test('API keys: created with scopes, shown once, listed without the secret, then revoked', async ({
  empty,
  page,
}) => {
  const name = `Marketplace ${Date.now().toString(36)}`;
  acceptDialogs(page);
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/api-keys`);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByRole('checkbox', { name: /leads:write/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('status', { name: `API key ${name}` });
  await expect(shown).toBeVisible();
  const key = (await shown.textContent())?.trim() ?? '';
  expect(key.length).toBeGreaterThan(20);
  await expect(page.getByText('This will not be shown again.')).toBeVisible();

  // Listed by name, prefix and scopes; the key itself is never listed, and is gone after a reload.
  const keys = page.getByRole('region', { name: 'Keys' });
  const row = keys.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('leads:read, leads:write');
  await expect(row).toContainText('Never');
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  // The key works until it is revoked.
  const call = () => fetch(`${empty.url}/api/integrations/leads`, { headers: { 'x-api-key': key } });
  expect((await call()).status).toBe(200);
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await expect(toast(page, 'Key revoked')).toBeVisible();
  await expect(row).toContainText('Revoked');
  expect((await call()).status).toBe(401);
  const listed = await empty.api<ApiKey[]>('GET', '/api/admin/api-keys');
  expect(listed.find((k) => k.name === name)?.revokedAt).toBeTruthy();
});

test('webhooks: a private address is refused with the reason', async ({ empty, page }) => {
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/webhooks`);
  await page.getByLabel('URL').fill('https://127.0.0.1/hooks');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const refused = toast(page, 'Failed to add the endpoint');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('points at 127.0.0.1, a private, loopback or link-local address');
  await expect(page.getByRole('status', { name: 'Signing secret' })).toHaveCount(0);
});

test('webhooks: an endpoint is added, its secret shown once, and a lead reaches it signed and logged', async ({
  page,
}) => {
  // A receiver on this machine: only a server started with WEBHOOKS_ALLOW_PRIVATE (tests only) may post to it.
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const server = await startServer({ seed: false, env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  try {
    await loginAs(page, server);
    await page.goto(`${server.url}/admin/webhooks`);
    await page.getByLabel('URL').fill(hook);
    await page.getByLabel('Description').fill('CRM bridge');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(toast(page, 'Endpoint added')).toBeVisible();
    const secret = (await page.getByRole('status', { name: 'Signing secret' }).textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    const endpoints = page.getByRole('region', { name: 'Endpoints' });
    await expect(endpoints.getByRole('row').filter({ hasText: hook })).toContainText('lead.created');

    await server.api('POST', '/api/contact-submissions', buildContact({ email: 'hooked@example.com' }));
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [delivery] = received;
    // Signed by the Standard Webhooks scheme with the secret shown above.
    const id = String(delivery.headers['webhook-id']);
    const timestamp = String(delivery.headers['webhook-timestamp']);
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${delivery.body}`).digest('base64');
    expect(String(delivery.headers['webhook-signature']).split(' ')).toContain(`v1,${mac}`);
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'lead.created' });

    // Logged with its answer; the secret is not shown again.
    await page.reload();
    const log = page.getByRole('region', { name: 'Deliveries' });
    const logged = log.getByRole('row').filter({ hasText: 'lead.created' });
    await expect(logged).toContainText('delivered');
    await expect(logged).toContainText('204');
    await expect(page.getByText(secret)).toHaveCount(0);
  } finally {
    await server.stop();
    await new Promise((resolve) => receiver.close(resolve));
  }
});

test('the API reference renders the OpenAPI document', async ({ empty, page }) => {
  const document = (await (await fetch(`${empty.url}/api/openapi.json`)).json()) as {
    info: { title: string };
  };
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/api`);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(page.getByText(document.info.title).first()).toBeVisible({ timeout: 30_000 });
});
