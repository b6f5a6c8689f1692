import { describe, expect, it } from 'vitest';
import { pageInput } from '../../../shared/schemas/content';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Finance & Insurance FAQ', 'finance-and-insurance-faq'],
    ['  Warranty — After-Sales Care!  ', 'warranty-after-sales-care'],
    ['Škoda Octavia RS', 'skoda-octavia-rs'],
    ['2024 Buyer’s Guide', '2024-buyer-s-guide'],
    ['***', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always gives a slug the page schema accepts, even for long titles', () => {
    for (const title of ['Our Story', `${'Long title '.repeat(30)}end`, 'a-b', 'Ünïcödé Pägé']) {
      const result = pageInput.shape.slug.safeParse(slugify(title));
      expect(result.success, title).toBe(true);
    }
  });
});
