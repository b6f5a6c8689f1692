import type { HireCar } from '../../../shared/schemas/car';

type Comparable = Pick<HireCar, 'id' | 'make' | 'bodyType' | 'dailyRate' | 'status'>;

/**
 * The hire cars most like `car`, for its page: the same make first, then the same body type, then the
 * nearest daily rate; at an equal rate one free today before one on the road. The fleet is a few dozen
 * cars at most and its list is already cached for /hire, so it is ranked here rather than asked for.
 */
export function similarHireCars<T extends Comparable>(car: Comparable, fleet: readonly T[], count = 4): T[] {
  const make = car.make.toLowerCase();
  const rank = (other: Comparable) => [
    other.make.toLowerCase() === make ? 0 : 1,
    car.bodyType && other.bodyType === car.bodyType ? 0 : 1,
    Math.abs(other.dailyRate - car.dailyRate),
    other.status === 'available' ? 0 : 1,
    other.id,
  ];
  return fleet
    .filter((other) => other.id !== car.id)
    .map((other) => ({ other, key: rank(other) }))
    .sort((a, b) => {
      const at = a.key.findIndex((value, i) => value !== b.key[i]);
      return at === -1 ? 0 : a.key[at] - b.key[at];
    })
    .slice(0, count)
    .map(({ other }) => other);
}
