/**
 * When a car for sale fits what a client asked us to find (an acquisition request's desired car). One
 * pure rule for the server's matching and its tests; the database only narrows the candidates by make
 * first (see `nameKey`), and every candidate is then judged here.
 */

/** What the rule reads of a car. */
export type MatchableCar = {
  status: string;
  make: string;
  model: string;
  year: number;
  price: number;
};

/** What the rule reads of a desired car: null (or absent) where the client gave no bound. */
export type WantedCar = {
  make: string;
  model: string;
  yearFrom?: number | null;
  yearTo?: number | null;
  targetBudget?: number | null;
};

/** A car may cost this much more than the target budget and still be shown: 10 %. */
export const BUDGET_TOLERANCE_PERCENT = 10;

/**
 * A name reduced to what tells makes and models apart: accents, case, spaces and punctuation dropped
 * ("Mercedes-Benz" and "mercedes benz" are both "mercedesbenz", "Citroën" is "citroen").
 *
 * The database computes the very same key for its make index (NFKD, then only ASCII letters and digits
 * kept, then lower case): keep the two in step, or the SQL narrowing would drop a match this rule allows.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase();
}

/** The highest price that fits a budget: the budget plus 10 %, in whole dollars (never a rounding error). */
export const budgetCeiling = (budget: number) =>
  Math.floor((budget * (100 + BUDGET_TOLERANCE_PERCENT)) / 100);

/** A bound the client left out: the form sends null, and 0 never means "at most $0" or "from year 0". */
const given = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

/**
 * Whether a car fits a desired car:
 * - the car is for sale (a sold car never matches);
 * - same make, ignoring case, accents, spaces and punctuation;
 * - one model contains the other on the same terms ("911" fits "911 GT3 RS" and the other way round);
 * - the year is within yearFrom–yearTo, either bound optional (bounds given the wrong way round are read
 *   as the range they describe);
 * - the price is at most the target budget plus 10 %, when a budget is given.
 * A desired car whose make or model has nothing to compare (blank, only punctuation) matches nothing.
 */
export function matchesWantedCar(car: MatchableCar, wanted: WantedCar): boolean {
  if (car.status !== 'available') return false;
  const make = nameKey(wanted.make);
  if (!make || make !== nameKey(car.make)) return false;
  const wantedModel = nameKey(wanted.model);
  const carModel = nameKey(car.model);
  if (!wantedModel || !carModel) return false;
  if (!carModel.includes(wantedModel) && !wantedModel.includes(carModel)) return false;
  const [from, to] = [wanted.yearFrom, wanted.yearTo];
  const lowest = given(from) && given(to) ? Math.min(from, to) : from;
  const highest = given(from) && given(to) ? Math.max(from, to) : to;
  if (given(lowest) && car.year < lowest) return false;
  if (given(highest) && car.year > highest) return false;
  if (given(wanted.targetBudget) && car.price > budgetCeiling(wanted.targetBudget)) return false;
  return true;
}
