import { describe, expect, it } from 'vitest';
import { buildCar, storedVehicle } from '../../../../tests/factories/cars';
import type { Car } from '../../../shared/schemas/car';
import { QueryClient } from '../../lib/page-query';
import { dealerJsonLd } from '../../lib/resolve-head';
import { carPageJsonLd, listedCarJsonLd } from './car-json-ld';

const ORIGIN = 'https://dealer.example';

const car = (overrides: Partial<Car> = {}) =>
  storedVehicle<Car>(
    { ...buildCar({ make: 'Lamborghini', model: 'Urus S', year: 2024, price: 479_000 }), ...overrides },
    3,
  );

describe('carPageJsonLd', () => {
  it('offers the car for sale in AUD from the AutoDealer every page describes', () => {
    const dealer = dealerJsonLd(new QueryClient(async () => undefined), ORIGIN) as { '@id': string };
    const url = `${ORIGIN}/cars/3/2024-lamborghini-urus-s`;
    expect(carPageJsonLd(car(), ORIGIN)).toMatchObject({
      '@type': 'Car',
      '@id': url,
      offers: {
        '@type': 'Offer',
        url,
        price: 479_000,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { '@id': dealer['@id'] },
      },
    });
    expect(carPageJsonLd(car({ status: 'sold', price: 0 }), ORIGIN).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
    expect(carPageJsonLd(car({ price: 0 }), ORIGIN).offers).not.toHaveProperty('price');
  });

  it('names the body type as the site does (SUV, not Suv); a listed car has its first photo only and no description', () => {
    const listed = listedCarJsonLd(
      car({ bodyType: 'suv', images: ['/uploads/a.jpg', '/uploads/b.jpg'], description: 'Long text.' }),
      ORIGIN,
    );
    expect(listed).toMatchObject({ bodyType: 'SUV', image: `${ORIGIN}/uploads/a.jpg` });
    expect(listed).not.toHaveProperty('@context');
    expect(listed).not.toHaveProperty('description');
    expect(listed).not.toHaveProperty('vehicleTransmission');
    expect(listed.offers).toEqual(carPageJsonLd(car({ bodyType: 'suv' }), ORIGIN).offers);
    expect(carPageJsonLd(car({ description: 'Long text.' }), ORIGIN)).toHaveProperty(
      'description',
      'Long text.',
    );
  });
});
