/**
 * Where each vehicle has its own page: /cars/{id}/{slug} and /hire/{id}/{slug}, the slug made from year,
 * make and model. The id alone finds the vehicle; the slug is for people and search engines, so a page
 * asked for with another slug (the car was renamed, or a link was cut) redirects to this one.
 */
type Titled = { id: number; year: number; make: string; model: string };

/** "2021 Mercedes-AMG G 63" → "2021-mercedes-amg-g-63"; accents dropped, anything else becomes a dash. */
export function vehicleSlug(v: Omit<Titled, 'id'>): string {
  return `${v.year} ${v.make} ${v.model}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const carPath = (car: Titled) => `/cars/${car.id}/${vehicleSlug(car)}`;
export const hireCarPath = (car: Titled) => `/hire/${car.id}/${vehicleSlug(car)}`;
