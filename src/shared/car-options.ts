// The option lists of a vehicle and of the car search, without zod: the schemas (schemas/car.ts) build
// their enums from these and re-export them, and the browser's /cars code imports them from here so the
// public listing does not pull zod into its chunks.

export const transmissions = ['automatic', 'manual'] as const;
export const fuelTypes = ['petrol', 'diesel', 'electric', 'hybrid'] as const;
export const carStatuses = ['available', 'sold'] as const;
export const hireCarStatuses = ['available', 'rented'] as const;

export const bodyTypes = ['coupe', 'convertible', 'sedan', 'suv', 'wagon', 'hatch', 'ute'] as const;
export type BodyType = (typeof bodyTypes)[number];

export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  coupe: 'Coupe',
  convertible: 'Convertible',
  sedan: 'Sedan',
  suv: 'SUV',
  wagon: 'Wagon',
  hatch: 'Hatch',
  ute: 'Ute',
};

export const carSorts = ['newest', 'price-asc', 'price-desc', 'year-desc', 'km-asc'] as const;
export type CarSort = (typeof carSorts)[number];

export const CAR_SORT_LABELS: Record<CarSort, string> = {
  newest: 'Newest',
  'price-asc': 'Price low to high',
  'price-desc': 'Price high to low',
  'year-desc': 'Year newest',
  'km-asc': 'Kilometres lowest',
};

export const CAR_PAGE_SIZE = 24;
export const CAR_PAGE_SIZE_MAX = 48;

/** The filters a visitor can set on /cars, in the order their links spell them. */
export const carFilterKeys = [
  'make',
  'model',
  'priceMin',
  'priceMax',
  'yearMin',
  'yearMax',
  'kmMax',
  'transmission',
  'fuelType',
  'bodyType',
] as const;
