import { BRAND } from '../../../src/shared/brand';
import { expectNoAxeViolations } from '../browser';
import { expect, siteTest as test } from '../fixtures';
import { expectLinkTargets, gotoHydrated, renderedHtml } from './listings-support';

const SECTIONS = [
  'Information We Collect and Hold',
  'Personal Information via the Website',
  'Your Option Not to Provide Your Personal Information',
  'Use and Disclosure',
  'Security',
  'Accuracy and Quality',
  'Access to Your Personal Information',
  'Correction',
  'Overseas Transfer',
  'Concerns and Complaints',
  'Disposal',
  'Unsubscribing',
  'Contacting Us',
];

const meta = (selector: string) => `meta[${selector}]`;

test.describe('/privacy-policy', () => {
  test('is server-rendered with every section, its own title, description and social tags', async ({
    empty,
  }) => {
    const html = await renderedHtml(empty, '/privacy-policy');
    expect(html.status).toBe(200);
    expect(html.head).toContain('<title>Website Privacy Policy | ');
    expect(html.head).toContain('<meta property="og:title" content="Website Privacy Policy | ');
    // X takes the title from Open Graph; only the card's kind is its own tag.
    expect(html.head).not.toContain('twitter:title');
    expect(html.head).toContain('<meta name="twitter:card" content="summary');
    expect(html.head).toMatch(/<meta name="description" content="How [^"]+ personal information/);
    expect(html.body).toContain('Website Privacy Policy');
    expect(html.body).toContain('Last updated 7 October 2015');
    for (const section of SECTIONS) expect(html.body).toContain(section);
  });

  test('states every section, the update date and how to reach the business', async ({ empty, page }) => {
    await gotoHydrated(page, `${empty.url}/privacy-policy`);
    await expect(page.getByRole('heading', { level: 1, name: 'Website Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated 7 October 2015')).toBeVisible();
    for (const section of SECTIONS) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main.getByText(/cookies/).first()).toBeVisible();
    const unsubscribing = page.getByRole('region', { name: 'Unsubscribing' });
    await expect(unsubscribing).toContainText('with UNSUBSCRIBE as the subject');
    const contacting = page.getByRole('region', { name: 'Contacting Us' });
    await expect(contacting).toContainText("14 days' notice");
    await expectLinkTargets(contacting, {
      [BRAND.email]: `mailto:${BRAND.email}`,
      [BRAND.phone]: 'tel:+61291884460',
    });
    await expect(contacting).toContainText(BRAND.poBox);
    expect(BRAND.poBox).toMatch(/^PO Box \d+, .+ NSW \d{4}$/);
    await expect(
      main.getByRole('link', { name: 'Office of the Australian Information Commissioner' }),
    ).toHaveAttribute('href', 'https://www.oaic.gov.au');
  });

  test('uses the e-mail and phone from the footer settings when staff have set them', async ({
    empty,
    page,
  }) => {
    const before = await empty.api<Record<string, string | null>>('GET', '/api/footer-settings');
    try {
      await empty.api('POST', '/api/admin/footer-settings', {
        ...before,
        email: 'privacy@example.com',
        phone: '0400 111 222',
      });
      await gotoHydrated(page, `${empty.url}/privacy-policy`);
      await expectLinkTargets(page.getByRole('region', { name: 'Contacting Us' }), {
        'privacy@example.com': 'mailto:privacy@example.com',
        '0400 111 222': 'tel:+61400111222',
      });
    } finally {
      await empty.api('POST', '/api/admin/footer-settings', before);
    }
  });

  test('restores the previous title, description and social tags when the visitor leaves', async ({
    empty,
    page,
  }) => {
    await gotoHydrated(page, `${empty.url}/`);
    const home = {
      title: await page.title(),
      description: await page.locator(meta('name="description"')).getAttribute('content'),
      ogTitle: await page.locator(meta('property="og:title"')).getAttribute('content'),
    };

    await gotoHydrated(page, `${empty.url}/privacy-policy`);
    await expect(page).toHaveTitle(/^Website Privacy Policy \| /);
    expect(await page.locator(meta('property="og:title"')).getAttribute('content')).toMatch(
      /^Website Privacy Policy/,
    );

    // Leaving by an in-app link: the head manager, not a fresh server render, puts the home tags back.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /prestige/i })
      .click();
    await expect(page).toHaveURL(`${empty.url}/`);
    await expect(page).toHaveTitle(home.title);
    await expect(page.locator(meta('name="description"'))).toHaveAttribute('content', home.description!);
    await expect(page.locator(meta('property="og:title"'))).toHaveAttribute('content', home.ogTitle!);

    await page.goBack();
    await expect(page).toHaveTitle(/^Website Privacy Policy \| /);
    await page.goForward();
    await expect(page).toHaveTitle(home.title);
  });

  test('has no accessibility violations', async ({ empty, page }) => {
    // axe walks the whole page several times, which is slow on a busy machine.
    test.slow();
    await gotoHydrated(page, `${empty.url}/privacy-policy`);
    await expectNoAxeViolations(page);
  });
});
