import type { HeroSlide } from '../../../src/shared/schemas/content';
import { failRequests } from '../browser';
import { expect, type Server, test } from '../fixtures';
import { confirmDelete, openTab, toastWith, unique } from './dashboard-helpers';

const slides = (server: Server) => server.api<HeroSlide[]>('GET', '/api/admin/hero-slides');
const mine = async (server: Server, titles: string[]) =>
  (await slides(server)).filter((s) => titles.includes(s.title));

/** Removes what a test created, so the public home page of the shared server looks as seeded. */
async function cleanUp(server: Server, titles: string[]) {
  for (const slide of await mine(server, titles))
    await server.api('DELETE', `/api/admin/hero-slides/${slide.id}`);
}

test.describe('Main Slider tab', () => {
  test('adds, edits, reorders and deletes hero slides', async ({ seeded, page }) => {
    const first = unique('Slide A');
    const second = unique('Slide B');
    const edited = `${first} edited`;
    try {
      await openTab(page, seeded, 'main-slider', 'Main Slider');
      const form = page.getByRole('region', { name: 'Add Slide' });

      // Required fields.
      await form.getByLabel('Button text').fill('');
      await form.getByRole('button', { name: 'Add Slide' }).click();
      await expect(form.getByText('Required', { exact: true })).toHaveCount(3);

      // Defaults: button text and link.
      await form.getByLabel('Title').fill(first);
      await form.getByLabel('Description').fill('First test slide');
      await form.getByLabel('Button text').fill('Enquire Now');
      await expect(form.getByLabel('Button link')).toHaveValue('#contact');
      await form.getByLabel('Image URL').fill('/uploads/test-slide.jpg');
      await form.getByRole('button', { name: 'Add Slide' }).click();
      await expect(toastWith(page, 'Slide added')).toBeVisible();
      await expect(form.getByLabel('Title')).toHaveValue('');

      await form.getByLabel('Title').fill(second);
      await form.getByLabel('Description').fill('Second test slide');
      await form.getByRole('switch', { name: 'Overlay' }).click();
      await form.getByRole('button', { name: 'Add Slide' }).click();
      const list = page.getByRole('region', { name: 'Slides' });
      await expect(list.getByRole('listitem', { name: second })).toBeVisible();
      let [a, b] = await mine(seeded, [first, second]).then((s) => s.sort((x, y) => x.order - y.order));
      expect(a).toMatchObject({
        title: first,
        mediaType: 'image',
        imageUrl: '/uploads/test-slide.jpg',
        videoUrl: null,
        hasOverlay: 1,
        buttonText: 'Enquire Now',
        buttonLink: '#contact',
      });
      expect(b).toMatchObject({ title: second, hasOverlay: 0 });

      // The last slide cannot move down; moving it up swaps it with its neighbour.
      const last = list.getByRole('listitem').last();
      await expect(last).toHaveAccessibleName(second);
      await expect(last.getByRole('button', { name: 'Move down' })).toBeDisabled();
      await expect(
        list.getByRole('listitem').first().getByRole('button', { name: 'Move up' }),
      ).toBeDisabled();
      await last.getByRole('button', { name: 'Move up' }).click();
      await expect(list.getByRole('listitem').nth(-2)).toHaveAccessibleName(second);
      [a, b] = await mine(seeded, [first, second]).then((s) => s.sort((x, y) => x.order - y.order));
      expect([a.title, b.title]).toEqual([second, first]);

      // Edit loads the record; Cancel returns to add mode and clears the form.
      await list.getByRole('listitem', { name: first }).getByRole('button', { name: 'Edit' }).click();
      const editForm = page.getByRole('region', { name: 'Edit Slide' });
      await expect(editForm.getByLabel('Title')).toHaveValue(first);
      await editForm.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('region', { name: 'Add Slide' }).getByLabel('Title')).toHaveValue('');

      await list.getByRole('listitem', { name: first }).getByRole('button', { name: 'Edit' }).click();
      await editForm.getByLabel('Title').fill(edited);
      await editForm.getByRole('button', { name: 'Update Slide' }).click();
      await expect(toastWith(page, 'Slide updated')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Add Slide' }).getByLabel('Title')).toHaveValue('');
      await expect(list.getByRole('listitem', { name: edited })).toBeVisible();
      const after = await mine(seeded, [edited]);
      expect(after[0].order).toBe(b.order);

      // Delete asks first.
      expect(await confirmDelete(page, list.getByRole('listitem', { name: edited }))).toBe(
        'Are you sure you want to delete this slide?',
      );
      await expect(list.getByRole('listitem', { name: edited })).toHaveCount(0);
      expect(await mine(seeded, [edited])).toEqual([]);
    } finally {
      await cleanUp(seeded, [first, second, edited]);
    }
  });

  test('switching the media type clears the other URL and only the chosen one is saved', async ({
    seeded,
    page,
  }) => {
    const title = unique('Video slide');
    try {
      await openTab(page, seeded, 'main-slider', 'Main Slider');
      const form = page.getByRole('region', { name: 'Add Slide' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Description').fill('A video slide');
      await form.getByLabel('Image URL').fill('/uploads/poster.jpg');
      await form.getByRole('radio', { name: 'Video' }).check();
      await expect(form.getByLabel('Image URL')).toHaveCount(0);
      await form.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await form.getByRole('radio', { name: 'Image' }).check();
      await expect(form.getByLabel('Image URL')).toHaveValue('');
      await form.getByRole('radio', { name: 'Video' }).check();
      await expect(form.getByLabel('Video URL')).toHaveValue('');
      await form.getByLabel('Video URL').fill('/uploads/clip.mp4');
      await expect(form.getByRole('button', { name: 'Choose from Library' })).toBeVisible();
      await form.getByRole('button', { name: 'Add Slide' }).click();
      await expect(toastWith(page, 'Slide added')).toBeVisible();
      const [saved] = await mine(seeded, [title]);
      expect(saved).toMatchObject({ mediaType: 'video', videoUrl: '/uploads/clip.mp4', imageUrl: null });

      // Editing it into an image slide drops the video URL.
      await page
        .getByRole('region', { name: 'Slides' })
        .getByRole('listitem', { name: title })
        .getByRole('button', { name: 'Edit' })
        .click();
      const editForm = page.getByRole('region', { name: 'Edit Slide' });
      await expect(editForm.getByLabel('Video URL')).toHaveValue('/uploads/clip.mp4');
      await editForm.getByRole('radio', { name: 'Image' }).check();
      await editForm.getByLabel('Image URL').fill('/uploads/still.jpg');
      await editForm.getByRole('button', { name: 'Update Slide' }).click();
      await expect(toastWith(page, 'Slide updated')).toBeVisible();
      const [updated] = await mine(seeded, [title]);
      expect(updated).toMatchObject({ mediaType: 'image', imageUrl: '/uploads/still.jpg', videoUrl: null });
    } finally {
      await cleanUp(seeded, [title]);
    }
  });

  test('a failed save keeps the form and tells staff', async ({ seeded, page }) => {
    await openTab(page, seeded, 'main-slider', 'Main Slider');
    await failRequests(page, '**/api/admin/hero-slides', 'POST');
    const form = page.getByRole('region', { name: 'Add Slide' });
    await form.getByLabel('Title').fill('Will fail');
    await form.getByLabel('Description').fill('Nope');
    await form.getByRole('button', { name: 'Add Slide' }).click();
    await expect(toastWith(page, 'Failed to add slide')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('Will fail');
  });
});
