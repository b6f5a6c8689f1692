import { describe, expect, it } from 'vitest';
import { carPath, hireCarPath, vehicleSlug } from './vehicle-path';

describe('vehicle pages', () => {
  it.each([
    [{ year: 2021, make: 'Mercedes-AMG', model: 'G 63' }, '2021-mercedes-amg-g-63'],
    [{ year: 2019, make: 'Škoda', model: 'Octavia RS' }, '2019-skoda-octavia-rs'],
    [{ year: 2024, make: 'Porsche', model: '911 GT3 RS (992)' }, '2024-porsche-911-gt3-rs-992'],
    [
      { year: 2020, make: '  Rolls-Royce ', model: 'Cullinan / Black Badge' },
      '2020-rolls-royce-cullinan-black-badge',
    ],
  ])('makes a slug of year, make and model: %o', (vehicle, slug) => {
    expect(vehicleSlug(vehicle)).toBe(slug);
  });

  it('keeps a long name to 80 characters without a trailing dash', () => {
    const slug = vehicleSlug({ year: 2022, make: 'Make', model: 'a '.repeat(60) });
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).not.toMatch(/-$/);
  });

  it('puts the id first, so a page is found by it whatever the slug', () => {
    const car = { id: 42, year: 2023, make: 'Ferrari', model: 'Roma' };
    expect(carPath(car)).toBe('/cars/42/2023-ferrari-roma');
    expect(hireCarPath(car)).toBe('/hire/42/2023-ferrari-roma');
  });
});
