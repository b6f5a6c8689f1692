import type { SiteSetting } from '../../../src/shared/schemas/settings';
import { test } from '../fixtures';
import { expect, loginAs, screenshots, toast } from './screens-support';

// Each test drives a whole screen; a busy machine can make that slow, not wrong.
test.describe.configure({ timeout: 90_000 });

const setting = async (server: { api: <T>(m: string, p: string) => Promise<T> }, key: string) =>
  (await server.api<SiteSetting[]>('GET', '/api/site-settings')).find((s) => s.key === key)?.value;

// Other tests share this server: a Hotjar ID left behind would put a third-party script on every page.
test.afterEach(async ({ empty }) => {
  await empty.api('POST', '/api/admin/site-settings', { key: 'hotjar_id', value: '' });
  await empty.api('POST', '/api/admin/site-settings', { key: 'favicon_url', value: '' });
});

test('site settings: Hotjar ID and favicon are saved with their toasts', async ({ empty, page }) => {
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/settings`);
  await expect(page.getByRole('heading', { name: 'Site Settings' })).toBeVisible();
  await expect(page.getByText('32x32 or 64x64, .ico or .png')).toBeVisible();

  const hotjar = page.getByRole('form', { name: 'Hotjar' });
  await hotjar.getByLabel('Hotjar Site ID').fill('not-a-number');
  await hotjar.getByRole('button', { name: 'Save' }).click();
  await expect(hotjar.getByText('Hotjar ID must be digits')).toBeVisible();
  await hotjar.getByLabel('Hotjar Site ID').fill('3456789');
  await hotjar.getByRole('button', { name: 'Save' }).click();
  const saved = toast(page, 'Success');
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Hotjar ID saved successfully');
  expect(await setting(empty, 'hotjar_id')).toBe('3456789');

  const favicon = page.getByRole('form', { name: 'Favicon' });
  await favicon.getByRole('textbox', { name: 'Favicon URL' }).fill('/uploads/favicon.png');
  await favicon.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Favicon saved successfully')).toBeVisible();
  expect(await setting(empty, 'favicon_url')).toBe('/uploads/favicon.png');
  await screenshots(page, 'admin-settings');

  // Stored values are loaded into the forms.
  await page.reload();
  await expect(hotjar.getByLabel('Hotjar Site ID')).toHaveValue('3456789');
  await expect(favicon.getByRole('textbox', { name: 'Favicon URL' })).toHaveValue('/uploads/favicon.png');
});

test('site settings: load and save failures are shown', async ({ empty, page }) => {
  await loginAs(page, empty);
  await page.route('**/api/site-settings', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.route('**/api/admin/site-settings', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(`${empty.url}/admin/settings`);
  const loadFailed = toast(page, 'Failed to load settings');
  await expect(loadFailed).toBeVisible();
  await expect(loadFailed).toContainText('Error');

  await page.getByRole('form', { name: 'Hotjar' }).getByLabel('Hotjar Site ID').fill('123');
  await page.getByRole('form', { name: 'Hotjar' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save Hotjar ID')).toContainText('Error');

  await page
    .getByRole('form', { name: 'Favicon' })
    .getByRole('textbox', { name: 'Favicon URL' })
    .fill('/favicon.ico');
  await page.getByRole('form', { name: 'Favicon' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save favicon')).toContainText('Error');
});

test('site settings: the CRM intake addresses per lead kind are set from Settings (issue 30)', async ({
  empty,
  page,
}) => {
  const none = { contact: [], sell: [], acquisition: [], finance: [] };
  try {
    await loginAs(page, empty);
    await page.goto(`${empty.url}/admin/settings`);
    const crm = page.getByRole('region', { name: 'CRM intake (ADF/XML)' });
    await crm.getByLabel('Contact enquiry').fill('leads@crm.example.com, bdc@crm.example.com');
    await crm.getByLabel('Finance application').fill('finance@crm.example.com');
    await crm.getByRole('button', { name: 'Save addresses' }).click();
    await expect(toast(page, 'CRM addresses saved')).toBeVisible();
    expect(await empty.api('GET', '/api/admin/crm-addresses')).toEqual({
      ...none,
      contact: ['leads@crm.example.com', 'bdc@crm.example.com'],
      finance: ['finance@crm.example.com'],
    });
    // The API keys screen edits the same addresses.
    await page.goto(`${empty.url}/admin/api-keys`);
    await expect(
      page.getByRole('region', { name: 'CRM intake (ADF/XML)' }).getByLabel('Finance application'),
    ).toHaveValue('finance@crm.example.com');
  } finally {
    // Other tests share this server: addresses left behind would send every lead there as ADF.
    await empty.api('PUT', '/api/admin/crm-addresses', none);
  }
});
