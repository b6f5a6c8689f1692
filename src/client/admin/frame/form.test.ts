import { describe, expect, it } from 'vitest';
import { carInput } from '../../../shared/schemas/car';
import { confirmsDelete, mileageOf } from '../components/vehicles/vehicle-kind';
import { schemaResolver, wholeNumber } from './form';

describe('wholeNumber', () => {
  it('reads what staff type: separators, spaces and a dollar sign', () => {
    expect(wholeNumber('289,900')).toBe(289_900);
    expect(wholeNumber(' $1 800 ')).toBe(1800);
    expect(wholeNumber('2022')).toBe(2022);
  });
  it('gives undefined for empty and NaN for anything that is not a whole number', () => {
    expect(wholeNumber('')).toBeUndefined();
    expect(wholeNumber('   ')).toBeUndefined();
    expect(wholeNumber('12.5')).toBeNaN();
    expect(wholeNumber('abc')).toBeNaN();
  });
});

describe('mileageOf (SPEC §5: not a number falls back to 0)', () => {
  it.each([
    ['12,500', 12_500],
    ['8000 km', 8000],
    ['low', 0],
    ['', 0],
    ['-5', 0],
  ])('%j → %d', (text, km) => expect(mileageOf(text)).toBe(km));
});

describe('confirmsDelete', () => {
  it('accepts delete in any case and nothing else', () => {
    expect(confirmsDelete('delete')).toBe(true);
    expect(confirmsDelete('DeLeTe')).toBe(true);
    expect(confirmsDelete(' DELETE ')).toBe(true);
    expect(confirmsDelete('delet')).toBe(false);
    expect(confirmsDelete('deleted')).toBe(false);
  });
});

type Form = { make: string; model: string; year: string; price: string };
const resolver = schemaResolver<Form, typeof carInput>(
  carInput,
  (f) => ({ make: f.make, model: f.model, year: wholeNumber(f.year), price: wholeNumber(f.price) }),
  { required: ['year', 'price'] },
);
const run = (values: Form) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
const messages = (errors: object) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, (v as { message: string }).message]));

describe('schemaResolver', () => {
  it('validates with the shared schema and returns its parsed output', async () => {
    const result = await run({ make: ' Porsche ', model: '911', year: '2022', price: '289,900' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ make: 'Porsche', year: 2022, price: 289_900, mileage: 0 });
  });

  it('requires numeric fields the schema would default, and words the generic issues for people', async () => {
    const result = await run({ make: '', model: '', year: '', price: '1.5' });
    expect(messages(result.errors)).toEqual({
      make: 'Required',
      model: 'Required',
      year: 'Required',
      price: 'Enter a whole number',
    });
  });

  it('names the limits of a number', async () => {
    const result = await run({ make: 'Porsche', model: '911', year: '1850', price: '100' });
    expect(messages(result.errors)).toEqual({ year: 'Must be at least 1900' });
  });

  it('maps a schema key to the form field that holds it', async () => {
    const renamed = schemaResolver<{ amount: string }, typeof carInput>(
      carInput,
      (f) => ({ make: 'Porsche', model: '911', price: wholeNumber(f.amount) }),
      { rename: { price: 'amount' } },
    );
    const result = await renamed({ amount: 'lots' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(messages(result.errors)).toEqual({ amount: 'Enter a whole number' });
  });
});
