import { describe, expect, it } from 'vitest';
import { pageInput } from '../../../shared/schemas/content';
import { slugify } from './slug';

describe('slugify', () => {
  // Named fields: which side is the title and which the slug reads off each row.
  it.each([
    { title: 'Finance & Insurance FAQ', slug: 'finance-and-insurance-faq' },
    { title: '  Warranty — After-Sales Care!  ', slug: 'warranty-after-sales-care' },
    { title: 'Škoda Octavia RS', slug: 'skoda-octavia-rs' },
    { title: '2024 Buyer’s Guide', slug: '2024-buyer-s-guide' },
    { title: '***', slug: '' },
  ])('$title → $slug', ({ title, slug }) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always gives a slug the page schema accepts, even for long titles', () => {
    for (const title of ['Our Story', `${'Long title '.repeat(30)}end`, 'a-b', 'Ünïcödé Pägé']) {
      const result = pageInput.shape.slug.safeParse(slugify(title));
      expect(result.success, title).toBe(true);
    }
  });
});
