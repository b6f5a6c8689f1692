import type { Testimonial, TestimonialSettings } from '../../../src/shared/schemas/content';
import { fillLabelled, holdRequests } from '../browser';
import { expect, type Server, test } from '../fixtures';
import { acceptNextDialog, confirmDelete, openTab, toastWith, unique } from './dashboard-helpers';

const mine = async (server: Server, names: string[]) =>
  (await server.api<Testimonial[]>('GET', '/api/admin/testimonials')).filter((t) =>
    names.includes(t.clientName),
  );

async function cleanUp(server: Server, names: string[]) {
  for (const t of await mine(server, names)) await server.api('DELETE', `/api/admin/testimonials/${t.id}`);
}

test.describe('Testimonials tab', () => {
  test('adds with every field, reorders and deletes testimonials', async ({ seeded, page }) => {
    const first = unique('Client A');
    const second = unique('Client B');
    try {
      await openTab(page, seeded, 'testimonials', 'Testimonials');
      const form = page.getByRole('region', { name: 'Add Testimonial' });
      await form.getByRole('button', { name: 'Add Testimonial' }).click();
      await expect(form.getByText('Required', { exact: true })).toHaveCount(2);
      await expect(form.getByLabel('Review URL')).toHaveAttribute('type', 'url');

      await fillLabelled(form, {
        Headline: 'Flawless from start to finish',
        Quote: 'They found exactly the car I wanted.',
        'Client name': first,
        'Client title': 'Collector',
        'Vehicle name': '2023 Ferrari 296 GTB',
        'Testimonial date': 'March 2026',
        'Review URL': 'https://reviews.example.com/1',
      });
      await form.getByRole('button', { name: 'Add Testimonial' }).click();
      await expect(toastWith(page, 'Testimonial added')).toBeVisible();
      await expect(form.getByLabel('Client name')).toHaveValue('');

      await fillLabelled(form, { Quote: 'Second quote.', 'Client name': second });
      await form.getByRole('button', { name: 'Add Testimonial' }).click();
      const list = page.getByRole('region', { name: 'Testimonials', exact: true });
      await expect(list.getByRole('listitem', { name: second })).toBeVisible();

      const [a] = await mine(seeded, [first]);
      expect(a).toMatchObject({
        headline: 'Flawless from start to finish',
        quote: 'They found exactly the car I wanted.',
        clientTitle: 'Collector',
        vehicleName: '2023 Ferrari 296 GTB',
        testimonialDate: 'March 2026',
        reviewUrl: 'https://reviews.example.com/1',
      });
      const [b] = await mine(seeded, [second]);
      expect(b).toMatchObject({ headline: null, clientTitle: null, reviewUrl: null });

      await list.getByRole('listitem', { name: second }).getByRole('button', { name: 'Move up' }).click();
      await expect
        .poll(async () =>
          (await mine(seeded, [first, second])).sort((x, y) => x.order - y.order).map((t) => t.clientName),
        )
        .toEqual([second, first]);
      await expect(list.getByRole('listitem').last()).toHaveAccessibleName(first);

      expect(await confirmDelete(page, list.getByRole('listitem', { name: first }))).toBe(
        'Are you sure you want to delete this testimonial?',
      );
      await expect(list.getByRole('listitem', { name: first })).toHaveCount(0);
      expect(await mine(seeded, [first])).toEqual([]);
    } finally {
      await cleanUp(seeded, [first, second]);
    }
  });

  test("background settings save with the alert 'Background settings saved!'", async ({ seeded, page }) => {
    const before = await seeded.api<TestimonialSettings>('GET', '/api/testimonial-settings');
    try {
      await openTab(page, seeded, 'testimonials', 'Testimonials');
      const section = page.getByRole('region', { name: 'Background Settings' });
      await section.getByLabel('Background colour', { exact: true }).fill('#112233');
      await section.getByLabel('Background image', { exact: true }).fill('/uploads/testimonial-bg.jpg');
      const alert = acceptNextDialog(page);
      await section.getByRole('button', { name: 'Save Background' }).click();
      expect(await alert).toBe('Background settings saved!');
      const saved = await seeded.api<TestimonialSettings>('GET', '/api/testimonial-settings');
      expect(saved).toEqual({
        backgroundColor: '#112233',
        backgroundImageUrl: '/uploads/testimonial-bg.jpg',
      });

      await page.route('**/api/admin/testimonial-settings', (route) =>
        route.fulfill({ status: 500, body: '' }),
      );
      const failure = acceptNextDialog(page);
      await section.getByRole('button', { name: 'Save Background' }).click();
      expect(await failure).toBe('Error saving background settings. Please try again.');
    } finally {
      await seeded.api('PUT', '/api/admin/testimonial-settings', before);
    }
  });

  test('what staff type before the stored settings arrive is kept when they do', async ({ seeded, page }) => {
    const before = await seeded.api<TestimonialSettings>('GET', '/api/testimonial-settings');
    const release = await holdRequests(page, '**/api/testimonial-settings');
    await openTab(page, seeded, 'testimonials', 'Testimonials');
    const section = page.getByRole('region', { name: 'Background Settings' });
    await section.getByLabel('Background colour', { exact: true }).fill('#445566');
    release();
    await expect(section.getByRole('button', { name: 'Save Background' })).toBeEnabled();
    // The stored image arrived and filled the untouched field; the typed colour stayed.
    await expect(section.getByLabel('Background image', { exact: true })).toHaveValue(
      before.backgroundImageUrl ?? '',
    );
    await expect(section.getByLabel('Background colour', { exact: true })).toHaveValue('#445566');
  });
});
