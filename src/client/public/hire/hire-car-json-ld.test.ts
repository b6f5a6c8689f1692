import { describe, expect, it } from 'vitest';
import { buildHireCar, storedVehicle, VEHICLE_DETAILS } from '../../../../tests/factories/cars';
import type { HireCar } from '../../../shared/schemas/car';
import { QueryClient } from '../../lib/page-query';
import { dealerJsonLd } from '../../lib/resolve-head';
import { hireCarPageJsonLd } from './hire-car-json-ld';

const ORIGIN = 'https://dealer.example';

const hireCar = (overrides: Partial<HireCar> = {}) =>
  storedVehicle<HireCar>(
    {
      ...buildHireCar({ make: 'Rolls-Royce', model: 'Cullinan', year: 2024, dailyRate: 2_500, minDays: 2 }),
      ...overrides,
    },
    7,
  );

describe('hireCarPageJsonLd', () => {
  it('describes the car with a rental offer: the daily rate in AUD per day, leased out by the dealer', () => {
    const ld = hireCarPageJsonLd(hireCar({ images: ['/uploads/a.jpg', '/uploads/b.jpg'] }), ORIGIN);
    const url = `${ORIGIN}/hire/7/2024-rolls-royce-cullinan`;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      '@id': url,
      url,
      name: '2024 Rolls-Royce Cullinan',
      brand: { '@type': 'Brand', name: 'Rolls-Royce' },
      model: 'Cullinan',
      vehicleModelDate: '2024',
      mileageFromOdometer: { value: 8_000, unitCode: 'KMT' },
      image: [`${ORIGIN}/uploads/a.jpg`, `${ORIGIN}/uploads/b.jpg`],
      offers: {
        '@type': 'Offer',
        url,
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        price: 2_500,
        priceCurrency: 'AUD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 2_500,
          priceCurrency: 'AUD',
          unitCode: 'DAY',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
          eligibleQuantity: { minValue: 2, unitCode: 'DAY' },
        },
        availability: 'https://schema.org/InStock',
        seller: { '@id': `${ORIGIN}/#dealer` },
      },
    });
  });

  it('names as seller the AutoDealer that every page describes', () => {
    const dealer = dealerJsonLd(new QueryClient(async () => undefined), ORIGIN) as { '@id': string };
    expect(hireCarPageJsonLd(hireCar(), ORIGIN).offers.seller['@id']).toBe(dealer['@id']);
  });

  it('a rented car is still offered, for later days; a car without a rate states no price', () => {
    expect(hireCarPageJsonLd(hireCar({ status: 'rented' }), ORIGIN).offers.availability).toBe(
      'https://schema.org/LimitedAvailability',
    );
    const unpriced = hireCarPageJsonLd(hireCar({ dailyRate: 0 }), ORIGIN).offers;
    expect(unpriced).not.toHaveProperty('price');
    expect(unpriced).not.toHaveProperty('priceSpecification');
    expect(unpriced.businessFunction).toBe('http://purl.org/goodrelations/v1#LeaseOut');
  });

  it('lists the optional details staff filled in, the VIN never', () => {
    const ld = hireCarPageJsonLd(
      hireCar({ ...VEHICLE_DETAILS, bodyType: 'suv', vin: null, vinEnding: '392124' }),
      ORIGIN,
    );
    expect(ld).toMatchObject({
      bodyType: 'SUV',
      vehicleEngine: { '@type': 'EngineSpecification', name: VEHICLE_DETAILS.engine },
      driveWheelConfiguration: VEHICLE_DETAILS.drivetrain,
      vehicleInteriorColor: VEHICLE_DETAILS.interiorColor,
      vehicleSeatingCapacity: 4,
      numberOfDoors: 2,
      sku: VEHICLE_DETAILS.stockNumber,
    });
    expect(JSON.stringify(ld)).not.toContain(VEHICLE_DETAILS.vin);
    // Details not filled in are left out rather than stated as null.
    expect(JSON.stringify(hireCarPageJsonLd(hireCar(), ORIGIN))).not.toMatch(/null|"sku"|"bodyType"/);
  });
});
