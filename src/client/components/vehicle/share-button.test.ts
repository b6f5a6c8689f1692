import { describe, expect, it } from 'vitest';
import { shareText } from './share-button';

const car = { id: 1, year: 2024, make: 'Ferrari', model: 'Roma' };

describe('shareText', () => {
  it("says SPEC's words for a car for sale: its price, or 'for sale' without one", () => {
    expect(shareText({ ...car, price: 389_000 })).toBe('Check out this 2024 Ferrari Roma for $389,000');
    expect(shareText({ ...car, price: 0 })).toBe('Check out this 2024 Ferrari Roma for sale');
  });

  it('offers a hire car at its daily rate', () => {
    expect(shareText({ ...car, dailyRate: 1_450 })).toBe(
      'Check out this 2024 Ferrari Roma for hire at $1,450/day',
    );
    expect(shareText({ ...car, dailyRate: 0 })).toBe('Check out this 2024 Ferrari Roma for hire');
  });
});
