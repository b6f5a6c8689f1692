import { describe, expect, it } from 'vitest';
import { matchesQuery } from './use-lead-filter';

describe('matchesQuery', () => {
  const lead = 'Olivia Chen olivia@example.com 0400 123 456 2021 Porsche 911 Carrera';
  it('matches every word, in any case and order', () => {
    expect(matchesQuery(lead, '')).toBe(true);
    expect(matchesQuery(lead, 'porsche OLIVIA')).toBe(true);
    expect(matchesQuery(lead, 'porsche ferrari')).toBe(false);
  });
  it('matches phone numbers by their digits', () => {
    expect(matchesQuery(lead, '0400123')).toBe(true);
    expect(matchesQuery(lead, '0400-123-456')).toBe(true);
  });
  it('ignores accents', () => {
    expect(matchesQuery('Zoë Müller', 'zoe muller')).toBe(true);
  });
});
