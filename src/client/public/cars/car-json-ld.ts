import { capitalize, formatMileage, formatPrice, vehicleTitle } from '../../../shared/format';
import type { Car } from '../../../shared/schemas/car';
import { carPath } from '../../../shared/vehicle-path';

/**
 * schema.org Car with its Offer (AUD; InStock, or SoldOut once sold) for a car's own page: what search
 * engines and marketplaces read. Every photo is listed, and the optional details only when staff filled
 * them in; the VIN only by its ending, as the page shows it.
 */
export function carPageJsonLd(car: Car, origin: string) {
  const url = `${origin}${carPath(car)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    '@id': url,
    url,
    name: vehicleTitle(car),
    brand: { '@type': 'Brand', name: car.make },
    manufacturer: { '@type': 'Organization', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: 'https://schema.org/UsedCondition',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'KMT' },
    color: car.color || undefined,
    vehicleInteriorColor: car.interiorColor ?? undefined,
    vehicleTransmission: capitalize(car.transmission),
    fuelType: capitalize(car.fuelType),
    bodyType: car.bodyType ? capitalize(car.bodyType) : undefined,
    vehicleEngine: car.engine ? { '@type': 'EngineSpecification', name: car.engine } : undefined,
    driveWheelConfiguration: car.drivetrain ?? undefined,
    vehicleSeatingCapacity: car.seats ?? undefined,
    numberOfDoors: car.doors ?? undefined,
    sku: car.stockNumber ?? undefined,
    image: car.images.length ? car.images.map((src) => new URL(src, origin).href) : undefined,
    description: car.description || undefined,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      // A car on application has no price to state; the offer still says whether it can be bought.
      ...(car.price > 0 && { price: car.price }),
      availability: car.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
    },
  };
}

/**
 * A car as an item of the /cars list: the same description as its own page (whose address is its id),
 * with the first photo only, so 24 cars to a page stay light.
 */
export function listedCarJsonLd(car: Car, origin: string) {
  const { '@context': _context, image, ...item } = carPageJsonLd(car, origin);
  return { ...item, image: image?.[0] };
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
