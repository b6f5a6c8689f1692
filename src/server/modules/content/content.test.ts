import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { ok } from '../../../../tests/helpers/responses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { id: number; order: number } & Record<string, unknown>;

const create = async (path: string, payload: object): Promise<Item> => {
  const res = await t.admin({ method: 'POST', url: `/api/admin/${path}`, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

/** The five ordered lists: a valid body, what the server fills in, and the fields each one requires. */
const orderedLists: {
  path: string;
  valid: Record<string, unknown>;
  defaults: Record<string, unknown>;
  required: string[];
  invalid: [Record<string, unknown>, string][];
}[] = [
  {
    path: 'header-slides',
    valid: {
      title: 'Available 7 Days',
      description: 'Viewings by appointment',
      imageUrl: '/uploads/a.webp',
      buttonText: 'Book',
      href: '/cars',
    },
    defaults: { order: 0 },
    required: ['title', 'description', 'imageUrl', 'buttonText', 'href'],
    invalid: [
      [{ href: 'javascript:alert(1)' }, 'href'],
      [{ imageUrl: '' }, 'imageUrl'],
      [{ order: '1' }, 'order'],
    ],
  },
  {
    path: 'hero-slides',
    valid: { title: 'The smart way', description: 'Sydney dealer', imageUrl: '/uploads/hero.webp' },
    defaults: {
      mediaType: 'image',
      videoUrl: null,
      hasOverlay: 1,
      buttonText: 'Enquire Now',
      buttonLink: '#contact',
      order: 0,
    },
    required: ['title', 'description'],
    invalid: [
      [{ mediaType: 'gif' }, 'mediaType'],
      [{ hasOverlay: 2 }, 'hasOverlay'],
      [{ buttonText: '' }, 'buttonText'],
      [{ videoUrl: 'data:video/mp4,x' }, 'videoUrl'],
    ],
  },
  {
    path: 'testimonials',
    valid: { quote: 'Seamless from start to finish.', clientName: 'James' },
    defaults: {
      headline: null,
      clientTitle: null,
      vehicleName: null,
      testimonialDate: null,
      reviewUrl: null,
      order: 0,
    },
    required: ['quote', 'clientName'],
    invalid: [
      [{ reviewUrl: 'not a url' }, 'reviewUrl'],
      [{ order: 1.5 }, 'order'],
    ],
  },
  {
    path: 'brand-logos',
    valid: { name: 'Ferrari' },
    defaults: { imageUrl: '', order: 0 },
    required: ['name'],
    invalid: [[{ imageUrl: 'ftp://x' }, 'imageUrl']],
  },
  {
    path: 'service-items',
    valid: { title: 'Finance', description: 'Tailored finance.\nFast approval.' },
    defaults: { imageUrl: '', order: 0 },
    required: ['title', 'description'],
    invalid: [[{ order: 10_000_000 }, 'order']],
  },
];

describe.each(orderedLists)('$path API', ({ path, valid, defaults, required, invalid }) => {
  it('creates with defaults and lists publicly and in the admin', async () => {
    const item = await create(path, valid);
    expect(item).toEqual({ id: expect.any(Number), ...valid, ...defaults });
    const publicList = await t.app.inject(`/api/${path}`);
    expect(publicList.statusCode).toBe(200);
    expect(publicList.json()).toContainEqual(item);
    expect((await t.admin({ url: `/api/admin/${path}` })).json()).toEqual(publicList.json());
  });

  it('rejects missing and malformed fields with 400 naming the field', async () => {
    for (const field of required) {
      for (const value of [undefined, '', '   ']) {
        const res = await t.admin({
          method: 'POST',
          url: `/api/admin/${path}`,
          payload: { ...valid, [field]: value },
        });
        expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(res.json().message).toContain(field);
      }
    }
    for (const [change, field] of invalid) {
      const res = await t.admin({
        method: 'POST',
        url: `/api/admin/${path}`,
        payload: { ...valid, ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });

  it('sorts by order, then by id', async () => {
    const third = await create(path, { ...valid, order: 5 });
    const first = await create(path, { ...valid, order: -3 });
    const second = await create(path, { ...valid, order: 2 });
    const fourth = await create(path, { ...valid, order: 5 });
    const ids = (await t.app.inject(`/api/${path}`)).json().map((i: Item) => i.id);
    const ours = ids.filter((id: number) => [first, second, third, fourth].some((i) => i.id === id));
    expect(ours).toEqual([first.id, second.id, third.id, fourth.id]);
    const orders = (await t.app.inject(`/api/${path}`)).json().map((i: Item) => i.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('patches the full fields or only the order', async () => {
    const item = await create(path, valid);
    const moved = await t.admin({
      method: 'PATCH',
      url: `/api/admin/${path}/${item.id}`,
      payload: { order: 7 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ ...item, order: 7 });
    const full = { ...valid, [required[0]]: 'Changed', order: 8 };
    const edited = await t.admin({ method: 'PATCH', url: `/api/admin/${path}/${item.id}`, payload: full });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject(full);
    const unchanged = await t.admin({ method: 'PATCH', url: `/api/admin/${path}/${item.id}`, payload: {} });
    expect(unchanged.json()).toEqual(edited.json());
    const bad = await t.admin({
      method: 'PATCH',
      url: `/api/admin/${path}/${item.id}`,
      payload: { [required[0]]: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(required[0]);
  });

  it('answers 404 for unknown ids and 400 for non-numeric ones', async () => {
    for (const method of ['PATCH', 'DELETE'] as const) {
      const payload = method === 'PATCH' ? { order: 1 } : undefined;
      const missing = await t.admin({ method, url: `/api/admin/${path}/999999`, payload });
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json().message).toContain('not found');
      const bad = await t.admin({ method, url: `/api/admin/${path}/abc`, payload });
      expect(bad.statusCode, method).toBe(400);
      expect(bad.json().message).toContain('id');
    }
  });

  it('deletes', async () => {
    const item = await create(path, valid);
    expect((await t.admin({ method: 'DELETE', url: `/api/admin/${path}/${item.id}` })).statusCode).toBe(204);
    expect((await t.app.inject(`/api/${path}`)).json()).not.toContainEqual(item);
    expect((await t.admin({ method: 'DELETE', url: `/api/admin/${path}/${item.id}` })).statusCode).toBe(404);
  });

  it('refuses admin calls without a token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/${path}`, payload: valid })).statusCode,
    ).toBe(401);
    expect((await t.app.inject(`/api/admin/${path}`)).statusCode).toBe(401);
  });
});

describe('hero slide media', () => {
  const base = { title: 'Slide', description: 'Text' };

  it('keeps only the URL of the chosen media type on create', async () => {
    const image = await create('hero-slides', {
      ...base,
      mediaType: 'image',
      imageUrl: '/uploads/a.webp',
      videoUrl: 'https://www.youtube.com/watch?v=abc',
    });
    expect(image).toMatchObject({ mediaType: 'image', imageUrl: '/uploads/a.webp', videoUrl: null });
    const video = await create('hero-slides', {
      ...base,
      mediaType: 'video',
      imageUrl: '/uploads/a.webp',
      videoUrl: '/uploads/clip.mp4',
    });
    expect(video).toMatchObject({ mediaType: 'video', imageUrl: null, videoUrl: '/uploads/clip.mp4' });
    const empty = await create('hero-slides', { ...base, mediaType: 'video', videoUrl: '' });
    expect(empty).toMatchObject({ imageUrl: null, videoUrl: null });
  });

  it('applies the rule on update, taking the stored media type when the patch has none', async () => {
    const slide = await create('hero-slides', { ...base, imageUrl: '/uploads/a.webp' });
    const url = `/api/admin/hero-slides/${slide.id}`;
    const toVideo = await t.admin({
      method: 'PATCH',
      url,
      payload: { mediaType: 'video', videoUrl: 'https://youtu.be/xyz' },
    });
    expect(toVideo.json()).toMatchObject({
      mediaType: 'video',
      imageUrl: null,
      videoUrl: 'https://youtu.be/xyz',
    });
    const strayImage = await t.admin({ method: 'PATCH', url, payload: { imageUrl: '/uploads/b.webp' } });
    expect(strayImage.json()).toMatchObject({
      mediaType: 'video',
      imageUrl: null,
      videoUrl: 'https://youtu.be/xyz',
    });
    const reordered = await t.admin({ method: 'PATCH', url, payload: { order: 3 } });
    expect(reordered.json()).toMatchObject({ order: 3, videoUrl: 'https://youtu.be/xyz', title: 'Slide' });
    const toImage = await t.admin({
      method: 'PATCH',
      url,
      payload: { mediaType: 'image', imageUrl: '/uploads/c.webp' },
    });
    expect(toImage.json()).toMatchObject({ mediaType: 'image', imageUrl: '/uploads/c.webp', videoUrl: null });
  });

  it('stores the overlay flag as 1 or 0 and falls back to #contact for an empty link', async () => {
    const slide = await create('hero-slides', {
      ...base,
      hasOverlay: false,
      buttonLink: '',
      buttonText: 'Call us',
    });
    expect(slide).toMatchObject({ hasOverlay: 0, buttonLink: '#contact', buttonText: 'Call us' });
    const res = await t.admin({
      method: 'PATCH',
      url: `/api/admin/hero-slides/${slide.id}`,
      payload: { hasOverlay: 1 },
    });
    expect(res.json().hasOverlay).toBe(1);
  });
});

describe('testimonials', () => {
  it('stores empty optional fields as null and keeps given ones', async () => {
    const full = {
      headline: 'Unmatched experience',
      quote: 'Flawless.',
      clientName: 'Sarah',
      clientTitle: 'CEO',
      vehicleName: '2021 Porsche 911',
      testimonialDate: 'March 2024',
      reviewUrl: 'https://g.page/r/review',
      order: 1,
    };
    expect(await create('testimonials', full)).toEqual({ id: expect.any(Number), ...full });
    const blanks = await create('testimonials', {
      quote: 'Great.',
      clientName: 'Tom',
      headline: '',
      clientTitle: ' ',
      reviewUrl: '',
    });
    expect(blanks).toMatchObject({ headline: null, clientTitle: null, reviewUrl: null });
    const cleared = await t.admin({
      method: 'PATCH',
      url: `/api/admin/testimonials/${blanks.id}`,
      payload: { headline: 'Now set' },
    });
    expect(cleared.json()).toMatchObject({ headline: 'Now set', quote: 'Great.' });
  });
});

describe('testimonial settings', () => {
  it('defaults until saved, then replaces on every save', async () => {
    expect((await t.app.inject('/api/testimonial-settings')).json()).toEqual({
      backgroundImageUrl: null,
      backgroundColor: '#000000',
    });
    const saved = await t.admin({
      method: 'PUT',
      url: '/api/admin/testimonial-settings',
      payload: { backgroundImageUrl: '/uploads/bg.webp', backgroundColor: '#112233' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ backgroundImageUrl: '/uploads/bg.webp', backgroundColor: '#112233' });
    expect((await t.app.inject('/api/testimonial-settings')).json()).toEqual(saved.json());

    const reset = await t.admin({
      method: 'PUT',
      url: '/api/admin/testimonial-settings',
      payload: { backgroundImageUrl: '' },
    });
    expect(reset.json()).toEqual({ backgroundImageUrl: null, backgroundColor: '#000000' });
    expect((await t.app.inject('/api/testimonial-settings')).json()).toEqual(reset.json());
  });

  it('rejects a bad colour or URL with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ backgroundColor: 'black' }, 'backgroundColor'],
      [{ backgroundImageUrl: 'javascript:x' }, 'backgroundImageUrl'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.admin({ method: 'PUT', url: '/api/admin/testimonial-settings', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/testimonial-settings', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('pages API', () => {
  const createPage = (payload: object) => t.admin({ method: 'POST', url: '/api/admin/pages', payload });

  it('creates pages with defaults and shows only published ones publicly', async () => {
    const res = await createPage({ title: 'About us', slug: 'about-us' });
    expect(res.statusCode).toBe(201);
    const about = res.json();
    expect(about).toEqual({
      id: expect.any(Number),
      title: 'About us',
      slug: 'about-us',
      body: '',
      published: true,
      updatedAt: expect.any(String),
    });
    const draft = (
      await createPage({ title: 'Draft', slug: 'draft', body: 'Soon', published: false })
    ).json();

    const list = (await t.app.inject('/api/pages')).json();
    expect(list).toContainEqual({ id: about.id, title: 'About us', slug: 'about-us' });
    expect(list.some((p: { id: number }) => p.id === draft.id)).toBe(false);
    expect(ok(await t.app.inject('/api/pages/about-us'))).toEqual({
      id: about.id,
      title: 'About us',
      slug: 'about-us',
      body: '',
      updatedAt: about.updatedAt,
    });
    expect((await t.app.inject('/api/pages/draft')).statusCode).toBe(404);
    expect((await t.app.inject('/api/pages/nothing-here')).statusCode).toBe(404);
    expect((await t.app.inject('/api/pages/Bad_Slug')).statusCode).toBe(400);

    const admin = (await t.admin({ url: '/api/admin/pages' })).json();
    expect(admin).toContainEqual(draft);
    expect(admin).toContainEqual(about);
    expect((await t.admin({ url: `/api/admin/pages/${draft.id}` })).json()).toEqual(draft);
  });

  it('publishes, edits and deletes a page', async () => {
    const page = (await createPage({ title: 'Warranty', slug: 'warranty', published: false })).json();
    const res = await t.admin({
      method: 'PATCH',
      url: `/api/admin/pages/${page.id}`,
      payload: { published: true, body: 'Every car comes with a warranty.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Warranty',
      published: true,
      body: 'Every car comes with a warranty.',
    });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(page.updatedAt));
    expect((await t.app.inject('/api/pages/warranty')).json().body).toBe('Every car comes with a warranty.');

    expect((await t.admin({ method: 'DELETE', url: `/api/admin/pages/${page.id}` })).statusCode).toBe(204);
    expect((await t.app.inject('/api/pages/warranty')).statusCode).toBe(404);
    expect((await t.admin({ url: `/api/admin/pages/${page.id}` })).statusCode).toBe(404);
    expect((await t.admin({ method: 'DELETE', url: `/api/admin/pages/${page.id}` })).statusCode).toBe(404);
    expect(
      (await t.admin({ method: 'PATCH', url: `/api/admin/pages/${page.id}`, payload: { title: 'x' } }))
        .statusCode,
    ).toBe(404);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const bad = await t.admin({
        method,
        url: '/api/admin/pages/abc',
        payload: method === 'PATCH' ? {} : undefined,
      });
      expect(bad.statusCode, method).toBe(400);
    }
  });

  it('refuses a duplicate slug with 409 on create and on update', async () => {
    const first = (await createPage({ title: 'Terms', slug: 'terms' })).json();
    const dup = await createPage({ title: 'Terms again', slug: 'terms' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'A page with this slug already exists' });
    const other = (await createPage({ title: 'Other', slug: 'other' })).json();
    const clash = await t.admin({
      method: 'PATCH',
      url: `/api/admin/pages/${other.id}`,
      payload: { slug: 'terms' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'A page with this slug already exists' });
    const same = await t.admin({
      method: 'PATCH',
      url: `/api/admin/pages/${first.id}`,
      payload: { slug: 'terms' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('rejects bad input with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ slug: 'no-title' }, 'title'],
      [{ title: 'No slug' }, 'slug'],
      [{ title: 'T', slug: 'Has Spaces' }, 'slug'],
      [{ title: 'T', slug: '-leading' }, 'slug'],
      [{ title: 'T', slug: 't', published: 'yes' }, 'published'],
    ];
    for (const [payload, field] of cases) {
      const res = await createPage(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });
});
