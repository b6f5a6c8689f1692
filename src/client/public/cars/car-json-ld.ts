import { capitalize, formatMileage, formatPrice } from '../../../shared/format';
import type { Car } from '../../../shared/schemas/car';
import { carPath } from '../../../shared/vehicle-path';
import { vehicleOfferJsonLd } from '../../components/vehicle/vehicle-json-ld';

/** schema.org Car with its Offer (AUD; InStock, or SoldOut once sold, from the dealer) for a car's page. */
export function carPageJsonLd(car: Car, origin: string) {
  return vehicleOfferJsonLd(car, `${origin}${carPath(car)}`, origin, {
    // A car on application has no price to state; the offer still says whether it can be bought.
    ...(car.price > 0 && { price: car.price }),
    availability: car.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
  });
}

/**
 * A car as an item of the /cars list: what tells it apart (name, make, model, year, kilometres, body, first
 * photo) and its offer, with its own page (whose address is its id) for the rest. So 24 cars to a page stay
 * light: the listing's HTML has to fit a phone's first round trip (decision 0026), and the full
 * descriptions were a fifth of it on the wire.
 */
export function listedCarJsonLd(car: Car, origin: string) {
  const full = carPageJsonLd(car, origin);
  const { '@type': type, '@id': id, url, name, brand, model, vehicleModelDate, mileageFromOdometer } = full;
  return {
    '@type': type,
    '@id': id,
    url,
    name,
    brand,
    model,
    vehicleModelDate,
    mileageFromOdometer,
    bodyType: full.bodyType,
    image: full.image?.[0],
    offers: full.offers,
  };
}

/** "$489,900 · 4,850 km · Shark Blue · Automatic · Petrol": the facts a page description starts with. */
export const carSummary = (car: Car) =>
  [
    car.price > 0 ? formatPrice(car.price) : undefined,
    formatMileage(car.mileage),
    car.color || undefined,
    capitalize(car.transmission),
    capitalize(car.fuelType),
  ]
    .filter(Boolean)
    .join(' · ');
