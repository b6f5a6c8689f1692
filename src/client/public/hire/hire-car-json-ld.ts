import type { HireCar } from '../../../shared/schemas/car';
import { hireCarPath } from '../../../shared/vehicle-path';
import { vehicleOfferJsonLd } from '../../components/vehicle/vehicle-json-ld';

/** UN/CEFACT common code for a day, the unit the daily rate is quoted in. */
const DAY = 'DAY';

/**
 * schema.org Car with a rental Offer for a hire car's page: the dealer leases it out (GoodRelations
 * LeaseOut) at its daily rate in AUD, a UnitPriceSpecification per one day that applies from the shortest
 * hire. A car on the road today is still bookable for later days, hence limited rather than out of stock.
 */
export function hireCarPageJsonLd(car: HireCar, origin: string) {
  return vehicleOfferJsonLd(car, `${origin}${hireCarPath(car)}`, origin, {
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    // No rate set yet: the offer still says the car is for hire, without a price to state.
    ...(car.dailyRate > 0 && {
      price: car.dailyRate,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: car.dailyRate,
        priceCurrency: 'AUD',
        unitCode: DAY,
        unitText: 'day',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: DAY },
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: car.minDays, unitCode: DAY },
      },
    }),
    availability:
      car.status === 'rented' ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock',
  });
}
