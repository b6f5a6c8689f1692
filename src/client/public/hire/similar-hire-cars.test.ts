import { describe, expect, it } from 'vitest';
import type { HireCar } from '../../../shared/schemas/car';
import { similarHireCars } from './similar-hire-cars';

type Fleet = Pick<HireCar, 'id' | 'make' | 'bodyType' | 'dailyRate' | 'status'>;
const car = (id: number, make: string, dailyRate: number, more: Partial<Fleet> = {}): Fleet => ({
  id,
  make,
  dailyRate,
  bodyType: null,
  status: 'available',
  ...more,
});

describe('similarHireCars', () => {
  const shown = car(1, 'Ferrari', 1_450, { bodyType: 'coupe' });

  it('leaves the car itself out and gives at most four', () => {
    const fleet = [shown, ...[2, 3, 4, 5, 6].map((id) => car(id, 'Porsche', 900 + id))];
    const similar = similarHireCars(shown, fleet);
    expect(similar).toHaveLength(4);
    expect(similar.map((c) => c.id)).not.toContain(1);
  });

  it('ranks the same make (any case) first, then the same body type, then the nearest daily rate', () => {
    const fleet = [
      car(2, 'Porsche', 1_450, { bodyType: 'coupe' }),
      car(3, 'Rolls-Royce', 2_500),
      car(4, 'FERRARI', 3_000),
      car(5, 'Mercedes-AMG', 1_150),
      shown,
      car(6, 'Land Rover', 1_500),
    ];
    expect(similarHireCars(shown, fleet).map((c) => c.id)).toEqual([4, 2, 6, 5]);
  });

  it('at an equal distance in rate, a car free today comes before one on the road', () => {
    const fleet = [car(2, 'Audi', 1_350, { status: 'rented' }), car(3, 'BMW', 1_550), shown];
    expect(similarHireCars(shown, fleet).map((c) => c.id)).toEqual([3, 2]);
  });

  it('a car without a body type matches others by make and rate only', () => {
    const plain = car(1, 'Ferrari', 1_000);
    const fleet = [car(2, 'Audi', 1_100, { bodyType: null }), car(3, 'BMW', 1_050, { bodyType: 'suv' })];
    expect(similarHireCars(plain, fleet).map((c) => c.id)).toEqual([3, 2]);
  });
});
