import { describe, expect, it } from 'vitest';
import {
  budgetCeiling,
  type MatchableCar,
  matchesWantedCar,
  nameKey,
  type WantedCar,
} from './waitlist-match';

const car = (over: Partial<MatchableCar> = {}): MatchableCar => ({
  status: 'available',
  make: 'Porsche',
  model: '911 GT3 RS',
  year: 2023,
  price: 500_000,
  ...over,
});
const wanted = (over: Partial<WantedCar> = {}): WantedCar => ({ make: 'Porsche', model: '911', ...over });

describe('nameKey', () => {
  it.each([
    ['Mercedes-Benz', 'mercedesbenz'],
    ['mercedes benz', 'mercedesbenz'],
    ['  MERCEDES–BENZ ', 'mercedesbenz'],
    ['Citroën', 'citroen'],
    ['Škoda', 'skoda'],
    ['Rolls-Royce', 'rollsroyce'],
    ['G 63', 'g63'],
    ['---', ''],
  ])('%j → %j', (name, key) => expect(nameKey(name)).toBe(key));
});

describe('matchesWantedCar', () => {
  it.each<[string, Partial<MatchableCar>, Partial<WantedCar>, boolean]>([
    // make: case, punctuation, spaces and accents do not matter; anything else does
    ['same make and model', {}, {}, true],
    [
      '"Mercedes-Benz" car for "mercedes benz"',
      { make: 'Mercedes-Benz', model: 'S 580' },
      { make: 'mercedes benz', model: 's580' },
      true,
    ],
    [
      '"MERCEDES BENZ" car for "Mercedes-Benz"',
      { make: 'MERCEDES BENZ', model: 'S 580' },
      { make: 'Mercedes-Benz', model: 'S 580' },
      true,
    ],
    ['accented make', { make: 'Citroën', model: 'DS' }, { make: 'citroen', model: 'ds' }, true],
    [
      'another make',
      { make: 'Mercedes-AMG', model: 'G 63' },
      { make: 'Mercedes-Benz', model: 'G 63' },
      false,
    ],
    ['a make that only starts the same', { make: 'Porsche Design' }, {}, false],
    // model: either one contains the other
    ['"911" wanted, "911 GT3 RS" in stock', {}, { model: '911' }, true],
    ['"911 GT3 RS" wanted, "911" in stock', { model: '911' }, { model: '911 GT3 RS' }, true],
    ['"gt3-rs" wanted, "911 GT3 RS" in stock', {}, { model: 'gt3-rs' }, true],
    [
      '"G63" wanted, "G 63 AMG" in stock',
      { make: 'Mercedes-AMG', model: 'G 63 AMG' },
      { make: 'Mercedes AMG', model: 'G63' },
      true,
    ],
    ['another model', {}, { model: 'Cayenne' }, false],
    ['models that only overlap', { model: '911 Turbo' }, { model: 'Turbo S' }, false],
    // years: either bound may be missing
    ['year on the lower bound', { year: 2020 }, { yearFrom: 2020 }, true],
    ['year below the lower bound', { year: 2019 }, { yearFrom: 2020 }, false],
    ['year on the upper bound', { year: 2022 }, { yearTo: 2022 }, true],
    ['year above the upper bound', { year: 2023 }, { yearTo: 2022 }, false],
    ['year inside a closed range', { year: 2021 }, { yearFrom: 2020, yearTo: 2022 }, true],
    ['year on both bounds of a one-year range', { year: 2021 }, { yearFrom: 2021, yearTo: 2021 }, true],
    ['year after a closed range', { year: 2023 }, { yearFrom: 2020, yearTo: 2022 }, false],
    ['bounds the wrong way round read as the range', { year: 2021 }, { yearFrom: 2022, yearTo: 2020 }, true],
    ['outside bounds the wrong way round', { year: 2019 }, { yearFrom: 2022, yearTo: 2020 }, false],
    ['no years given', { year: 1965 }, { yearFrom: null, yearTo: null }, true],
    // budget: up to 10 % over, exactly
    ['price at the budget', { price: 400_000 }, { targetBudget: 400_000 }, true],
    ['price exactly 10 % over', { price: 440_000 }, { targetBudget: 400_000 }, true],
    ['price a dollar more than 10 % over', { price: 440_001 }, { targetBudget: 400_000 }, false],
    ['more than 10 % over an odd budget', { price: 112 }, { targetBudget: 101 }, false],
    ['just within 10 % of an odd budget', { price: 111 }, { targetBudget: 101 }, true],
    ['no budget given', { price: 9_000_000 }, { targetBudget: null }, true],
    ['a budget of 0 is no budget', { price: 9_000_000 }, { targetBudget: 0 }, true],
    [
      'every bound given and met',
      { year: 2023, price: 550_000 },
      { yearFrom: 2022, yearTo: 2024, targetBudget: 500_000 },
      true,
    ],
    // missing fields and sold cars
    [
      'bounds left out entirely',
      {},
      { yearFrom: undefined, yearTo: undefined, targetBudget: undefined },
      true,
    ],
    ['blank model wanted', {}, { model: '' }, false],
    ['punctuation-only model wanted', {}, { model: '—' }, false],
    ['blank make wanted', {}, { make: ' ' }, false],
    ['sold car', { status: 'sold' }, {}, false],
    ['sold car that fits every bound', { status: 'sold', price: 1 }, { targetBudget: 400_000 }, false],
  ])('%s', (_label, carFields, wantedFields, expected) => {
    expect(matchesWantedCar(car(carFields), wanted(wantedFields))).toBe(expected);
  });
});

describe('budgetCeiling', () => {
  it('is the budget plus 10 %, in whole dollars', () => {
    expect(budgetCeiling(400_000)).toBe(440_000);
    expect(budgetCeiling(101)).toBe(111);
    expect(budgetCeiling(1)).toBe(1);
  });
});
