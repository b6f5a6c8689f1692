import { expectNoAxeViolations } from '../browser';
import { expect, siteTest as test } from '../fixtures';
import {
  contactDrawer,
  createService,
  expectEmptyListing,
  gotoHydrated,
  renderedHtml,
  unique,
  uploadPhoto,
} from './listings-support';

/** What the page says when there is nothing to list. */
const NOTHING_LISTED = 'No services available at the moment.';

test.describe('/services', () => {
  test('lists services by ascending order, server-rendered, with Learn More to each', async ({
    empty,
    page,
  }) => {
    const third = await createService(empty, { title: unique('Third'), order: 9_003 });
    const first = await createService(empty, {
      title: unique('First'),
      order: 9_001,
      imageUrl: await uploadPhoto(empty, [120, 100, 60]),
    });
    const second = await createService(empty, { title: unique('Second'), order: 9_002 });

    const html = await renderedHtml(empty, '/services');
    expect(html.head).toMatch(/<title>Services \| /);
    expect(html.body.indexOf(first.title)).toBeGreaterThan(0);
    expect(html.body.indexOf(first.title)).toBeLessThan(html.body.indexOf(second.title));
    expect(html.body.indexOf(second.title)).toBeLessThan(html.body.indexOf(third.title));

    await gotoHydrated(page, `${empty.url}/services`);
    const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
    const mine = titles.filter((t) => [first.title, second.title, third.title].includes(t));
    expect(mine).toEqual([first.title, second.title, third.title]);

    const card = page.getByRole('article').filter({ hasText: first.title });
    await expect(card.getByRole('img', { name: first.title })).toHaveAttribute('src', first.imageUrl);
    await expect(card.getByText(first.description)).toHaveCSS('-webkit-line-clamp', '3');
    const learnMore = card.getByRole('link', { name: 'Learn More' });
    await expect(learnMore).toHaveAttribute('href', `/services/${first.id}`);
    await learnMore.click();
    await expect(page).toHaveURL(`${empty.url}/services/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });

  test('a service page keeps line breaks, links Back to Services and sets its title', async ({
    empty,
    page,
  }) => {
    const service = await createService(empty, {
      title: unique('Detailing'),
      description: 'Paint correction.\nCeramic coating.\n\nInterior restoration.',
      imageUrl: await uploadPhoto(empty, [60, 60, 80]),
    });
    const html = await renderedHtml(empty, `/services/${service.id}`);
    expect(html.status).toBe(200);
    expect(html.head).toContain(`<title>${service.title} | `);
    expect(html.body).toContain(service.title);

    await gotoHydrated(page, `${empty.url}/services/${service.id}`);
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(page.getByRole('img', { name: service.title })).toHaveAttribute('src', service.imageUrl);
    const description = page.getByText(/^Paint correction\./);
    await expect(description).toHaveCSS('white-space', 'pre-line');
    expect(await description.innerText()).toBe(
      'Paint correction.\nCeramic coating.\n\nInterior restoration.',
    );
    await expect(page.getByRole('button', { name: 'ENQUIRE NOW' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Services' }).click();
    await expect(page).toHaveURL(`${empty.url}/services`);
    await expect(page.getByRole('link', { name: `Learn More about ${service.title}` })).toBeVisible();
  });

  for (const { title, label, href } of [
    { title: 'Finance', label: 'APPLY TODAY', href: '/finance' },
    { title: 'Luxury Car Hire', label: 'MAKE A BOOKING', href: '/hire' },
    { title: 'Luxury Car Sales', label: 'VIEW LISTINGS', href: '/cars' },
    { title: 'Sell Your Car', label: 'SUBMIT YOUR CAR', href: '/sell-your-car' },
  ]) {
    test(`${title}: ${label} goes to ${href}`, async ({ empty, page }) => {
      const service = await createService(empty, { title });
      await gotoHydrated(page, `${empty.url}/services/${service.id}`);
      const action = page.getByRole('link', { name: label });
      await expect(action).toHaveAttribute('href', href);
      await action.click();
      await expect(page).toHaveURL(`${empty.url}${href}`);
    });
  }

  for (const { title, label } of [
    { title: 'Acquisitions', label: 'JOIN WAITLIST' },
    { title: unique('Storage'), label: 'ENQUIRE NOW' },
  ]) {
    test(`${title.split(' ')[0]}: ${label} opens the enquiry drawer without a vehicle`, async ({
      empty,
      page,
    }) => {
      const service = await createService(empty, { title });
      await gotoHydrated(page, `${empty.url}/services/${service.id}`);
      await page.getByRole('button', { name: label }).click();
      const drawer = contactDrawer(page);
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText('Enquiring about')).toHaveCount(0);
    });
  }

  test('an unknown or malformed id redirects to /services', async ({ empty, page }) => {
    const res = await fetch(`${empty.url}/services/987654`, { redirect: 'manual' });
    expect([301, 302, 303, 307, 308]).toContain(res.status);
    expect(res.headers.get('location')).toBe('/services');

    await gotoHydrated(page, `${empty.url}/services/987654`);
    await expect(page).toHaveURL(`${empty.url}/services`);
    await gotoHydrated(page, `${empty.url}/services/not-a-number`);
    await expect(page).toHaveURL(`${empty.url}/services`);
  });

  test('shows the empty state when there are no services', async ({ empty, page }) => {
    await expectEmptyListing(page, empty, '/services', '/api/service-items', NOTHING_LISTED);
  });

  test('has no accessibility violations on the list and a service page', async ({ empty, page }) => {
    // axe walks the whole page several times, which is slow on a busy machine.
    test.slow();
    const service = await createService(empty, { imageUrl: await uploadPhoto(empty, [40, 40, 40]) });
    await createService(empty);
    await gotoHydrated(page, `${empty.url}/services`);
    await expectNoAxeViolations(page);
    await gotoHydrated(page, `${empty.url}/services/${service.id}`);
    await expectNoAxeViolations(page);
  });
});
