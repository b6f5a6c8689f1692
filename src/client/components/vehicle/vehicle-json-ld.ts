import { BODY_TYPE_LABELS } from '../../../shared/car-options';
import { capitalize, vehicleTitle } from '../../../shared/format';
import type { Car, HireCar } from '../../../shared/schemas/car';

/**
 * The dealer every page describes (lib/resolve-head.ts, dealerJsonLd): an offer names it as its seller
 * by this id rather than repeating it.
 */
const dealerRef = (origin: string) => ({ '@id': `${origin}/#dealer` });

/**
 * schema.org Car for a vehicle's own page, a car for sale or a hire car alike, without its offer: what
 * search engines and marketplaces read. `url` is the page, which is also the Car's `@id`. Every photo is
 * listed, and the optional details only when staff filled them in; the VIN only by its ending, as the
 * page shows it.
 */
export function vehicleJsonLd(vehicle: Car | HireCar, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    '@id': url,
    url,
    name: vehicleTitle(vehicle),
    brand: { '@type': 'Brand', name: vehicle.make },
    manufacturer: { '@type': 'Organization', name: vehicle.make },
    model: vehicle.model,
    vehicleModelDate: String(vehicle.year),
    itemCondition: 'https://schema.org/UsedCondition',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: vehicle.mileage, unitCode: 'KMT' },
    color: vehicle.color || undefined,
    vehicleInteriorColor: vehicle.interiorColor ?? undefined,
    vehicleTransmission: capitalize(vehicle.transmission),
    fuelType: capitalize(vehicle.fuelType),
    bodyType: vehicle.bodyType ? BODY_TYPE_LABELS[vehicle.bodyType] : undefined,
    vehicleEngine: vehicle.engine ? { '@type': 'EngineSpecification', name: vehicle.engine } : undefined,
    driveWheelConfiguration: vehicle.drivetrain ?? undefined,
    vehicleSeatingCapacity: vehicle.seats ?? undefined,
    numberOfDoors: vehicle.doors ?? undefined,
    sku: vehicle.stockNumber ?? undefined,
    image: vehicle.images.length ? vehicle.images.map((src) => new URL(src, origin).href) : undefined,
    description: vehicle.description || undefined,
  };
}

/**
 * The vehicle with its Offer: what every offer of ours shares (the page, AUD, a used vehicle, the dealer as
 * seller) around what a sale or a hire says of itself (`terms`: price, availability, a lease's rate).
 */
export function vehicleOfferJsonLd<Terms extends object>(
  vehicle: Car | HireCar,
  url: string,
  origin: string,
  terms: Terms,
) {
  return {
    ...vehicleJsonLd(vehicle, url, origin),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      ...terms,
      itemCondition: 'https://schema.org/UsedCondition',
      seller: dealerRef(origin),
    },
  };
}
