import type { AutoEmailSettings, FooterSettings, SiteSetting } from '../../../src/shared/schemas/settings';
import { expect, type Server, startServer, test } from '../fixtures';
import { expectFailedSave, openTab, toastWith } from './dashboard-helpers';

// Footer, auto e-mail and SEO settings change every public page: this file uses a server of its own so
// other tests on the shared servers keep seeing the defaults.
let own: Server;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startServer({ seed: false });
});
test.afterAll(async () => {
  await own?.stop();
});

test.describe('Footer Settings tab', () => {
  test('saves every field and the public footer shows them', async ({ page }) => {
    const panel = await openTab(page, own, 'footer-settings', 'Footer Settings');
    await expect(panel.getByLabel('SELL YOUR CAR NOW')).toBeVisible();
    await expect(panel.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(panel.getByLabel('LinkedIn URL')).toHaveAttribute('type', 'url');
    await expect(panel.getByLabel('Instagram URL')).toHaveAttribute('type', 'url');

    const values: Partial<Record<keyof FooterSettings, string>> = {
      companyDescription: 'Test Motors sells remarkable cars.',
      buyerAdvocacyDescription: 'We buy for you.',
      vendorAdvocacyDescription: 'We sell for you.',
      strategicExitDescription: 'Quick offers for your car.',
      consignmentDescription: 'We sell it on your behalf.',
      phone: '(02) 5555 0101',
      email: 'hello@testmotors.example',
      linkedinUrl: 'https://www.linkedin.com/company/test-motors',
      instagramUrl: 'https://www.instagram.com/testmotors',
      addressLine1: '1 Test Street',
      addressLine2: 'Testville NSW 2000',
      addressLine3: 'Australia',
      legalText: 'Test Motors Pty Ltd · ABN 00 000 000 000',
    };
    const labels: Record<keyof FooterSettings, string> = {
      companyDescription: 'Company Description',
      buyerAdvocacyDescription: 'BUYER ADVOCACY',
      vendorAdvocacyDescription: 'VENDOR ADVOCACY',
      strategicExitDescription: 'SELL YOUR CAR NOW',
      consignmentDescription: 'CONSIGNMENT',
      phone: 'Phone',
      email: 'Email',
      linkedinUrl: 'LinkedIn URL',
      instagramUrl: 'Instagram URL',
      addressLine1: 'Address Line 1',
      addressLine2: 'Address Line 2',
      addressLine3: 'Address Line 3',
      legalText: 'Legal Text',
    };
    for (const [field, value] of Object.entries(values)) {
      await panel.getByLabel(labels[field as keyof FooterSettings], { exact: true }).fill(value);
    }
    await panel.getByRole('button', { name: 'Save Footer Settings' }).click();
    await expect(toastWith(page, 'Footer settings updated successfully')).toBeVisible();
    expect(await own.api<FooterSettings>('GET', '/api/footer-settings')).toEqual(values);

    await page.goto(own.url);
    const footer = page.getByRole('contentinfo');
    for (const text of [
      'Test Motors sells remarkable cars.',
      'Quick offers for your car.',
      '(02) 5555 0101',
      '1 Test Street',
    ]) {
      await expect(footer).toContainText(text);
    }
  });

  test("a failed save says 'Failed to update footer settings'", async ({ page }) => {
    await openTab(page, own, 'footer-settings', 'Footer Settings');
    const save = page.getByRole('button', { name: 'Save Footer Settings' });
    await expectFailedSave(page, '**/api/admin/footer-settings', save, 'Failed to update footer settings');
  });
});

test.describe('Auto Emails tab', () => {
  test('requires subject and body, and saves with the switch', async ({ page }) => {
    const panel = await openTab(page, own, 'auto-emails', 'Auto Emails');
    await expect(panel.getByLabel('Subject')).toHaveValue('Thank You for Your Enquiry');
    await panel.getByLabel('Subject').fill('');
    await panel.getByLabel('Body').fill('');
    await panel.getByRole('button', { name: 'Save Auto Email' }).click();
    await expect(panel.getByText('Required', { exact: true })).toHaveCount(2);

    await panel.getByLabel('Subject').fill('Thanks for reaching out');
    await panel.getByLabel('Body').fill('We will be in touch within one business day.');
    await panel.getByRole('switch', { name: 'Send the automatic reply' }).click();
    await panel.getByRole('button', { name: 'Save Auto Email' }).click();
    await expect(toastWith(page, 'Automated email settings updated successfully')).toBeVisible();
    expect(await own.api<AutoEmailSettings>('GET', '/api/auto-email-settings')).toEqual({
      subject: 'Thanks for reaching out',
      body: 'We will be in touch within one business day.',
      isEnabled: 0,
    });

    const save = panel.getByRole('button', { name: 'Save Auto Email' });
    await expectFailedSave(
      page,
      '**/api/admin/auto-email-settings',
      save,
      'Failed to update automated email settings',
    );
  });
});

test.describe('SEO Settings tab', () => {
  test('saves the four SEO settings; a reload shows them and public pages use them', async ({ page }) => {
    const panel = await openTab(page, own, 'seo-settings', 'SEO Settings');
    await panel.getByLabel('Site title').fill('Test Motors | Fine Cars');
    await panel.getByLabel('Meta description').fill('Fine cars in Testville.');
    await panel.getByLabel('Keywords').fill('fine cars ,  testville,,luxury');
    await panel.getByLabel('Open Graph image URL', { exact: true }).fill('/uploads/og.jpg');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'SEO settings saved')).toBeVisible();

    const settings = await own.api<SiteSetting[]>('GET', '/api/site-settings');
    const value = (key: string) => settings.find((s) => s.key === key)?.value;
    expect(value('seo_site_title')).toBe('Test Motors | Fine Cars');
    expect(value('seo_meta_description')).toBe('Fine cars in Testville.');
    expect(value('seo_keywords')).toBe('fine cars, testville, luxury');
    expect(value('seo_og_image_url')).toBe('/uploads/og.jpg');

    await page.reload();
    await expect(panel.getByLabel('Site title')).toHaveValue('Test Motors | Fine Cars');
    await expect(panel.getByLabel('Meta description')).toHaveValue('Fine cars in Testville.');
    await expect(panel.getByLabel('Keywords')).toHaveValue('fine cars, testville, luxury');
    await expect(panel.getByLabel('Open Graph image URL', { exact: true })).toHaveValue('/uploads/og.jpg');

    const html = await (await fetch(`${own.url}/cars`)).text();
    expect(html).toContain('Test Motors');
    expect(html).toContain('/uploads/og.jpg');
  });

  test('refuses an Open Graph image that is not a URL', async ({ page }) => {
    const panel = await openTab(page, own, 'seo-settings', 'SEO Settings');
    await panel.getByLabel('Open Graph image URL', { exact: true }).fill('javascript:alert(1)');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('Must be a relative path or an http(s) URL')).toBeVisible();
  });
});
