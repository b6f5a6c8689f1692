import { describe, expect, it } from 'vitest';
import {
  calculateFinance,
  clampFinanceInputs,
  FINANCE_DEFAULTS,
  type FinanceInputs,
  formatTerm,
  maxBalloon,
  monthlyPayment,
} from './finance';

// Expected values were worked out by hand (r = annual / 12, (1 + r)^n, then the amortisation formula).

/** The calculator's defaults with a few inputs changed. */
const inputs = (changes: Partial<FinanceInputs>): FinanceInputs => ({ ...FINANCE_DEFAULTS, ...changes });

describe('monthlyPayment', () => {
  it('gives 1,603.04 a month for the defaults (80,000 over 60 months at 7.5 %)', () => {
    // r = 0.00625, (1.00625)^60 = 1.4532944…, 80000 · 0.00625 / (1 − 1/1.4532944…) = 1603.0359
    expect(monthlyPayment(80_000, 0, 60, 7.5)).toBeCloseTo(1603.0359, 4);
    expect(monthlyPayment(80_000, 0, 60, 7.5).toFixed(2)).toBe('1603.04');
  });

  it('discounts the balloon back over the term', () => {
    // (80000 − 30000 / 1.4532944…) · 0.00625 / 0.3119081… = 1189.3974
    expect(monthlyPayment(80_000, 30_000, 60, 7.5)).toBeCloseTo(1189.3974, 4);
  });

  it('charges interest only when the balloon is the whole amount financed', () => {
    // 80000 · 0.00625 = 500
    expect(monthlyPayment(80_000, 80_000, 60, 7.5)).toBeCloseTo(500, 8);
  });

  it('divides what is owed by the term at a zero rate', () => {
    expect(monthlyPayment(80_000, 0, 60, 0)).toBe(80_000 / 60);
    expect(monthlyPayment(80_000, 20_000, 60, 0)).toBe(1000);
  });

  it('handles the extremes of the sliders', () => {
    // 100000 over 12 months at 3 %: r = 0.0025 → 8469.3699
    expect(monthlyPayment(100_000, 0, 12, 3)).toBeCloseTo(8469.3699, 4);
    // 450000 over 84 months at 15 %: r = 0.0125 → 8683.5396
    expect(monthlyPayment(450_000, 0, 84, 15)).toBeCloseTo(8683.5396, 4);
    expect(monthlyPayment(0, 0, 60, 7.5)).toBe(0);
  });
});

describe('calculateFinance', () => {
  it('summarises the defaults', () => {
    const result = calculateFinance(FINANCE_DEFAULTS);
    expect(result.amountFinanced).toBe(80_000);
    expect(result.monthlyPayment.toFixed(2)).toBe('1603.04');
    // 1603.0359 · 60 = 96182.15; interest 96182.15 − 80000 = 16182.15
    expect(result.totalPayable).toBeCloseTo(96_182.1533, 3);
    expect(result.totalInterest).toBeCloseTo(16_182.1533, 3);
    expect(result.depositPercent).toBe(20);
    expect(result.balloonPercent).toBe(0);
  });

  it('adds the balloon to the total payable', () => {
    const result = calculateFinance(inputs({ balloon: 30_000 }));
    // 1189.3974 · 60 + 30000 = 101363.85
    expect(result.totalPayable).toBeCloseTo(101_363.8458, 3);
    expect(result.totalInterest).toBeCloseTo(21_363.8458, 3);
    expect(result.balloonPercent).toBe(30);
  });

  it('has no interest at a zero rate', () => {
    const result = calculateFinance(inputs({ annualRate: 0, balloon: 20_000 }));
    expect(result.monthlyPayment).toBe(1000);
    expect(result.totalPayable).toBe(80_000);
    expect(result.totalInterest).toBe(0);
  });

  it('rounds the percentages of the price', () => {
    const result = calculateFinance(inputs({ price: 135_000, deposit: 17_000, balloon: 41_000 }));
    expect(result.depositPercent).toBe(13); // 12.59 %
    expect(result.balloonPercent).toBe(30); // 30.37 %
  });
});

describe('clampFinanceInputs', () => {
  it('leaves consistent inputs alone', () => {
    expect(clampFinanceInputs(FINANCE_DEFAULTS)).toEqual(FINANCE_DEFAULTS);
  });

  it('reduces the balloon to price minus deposit when it no longer fits', () => {
    const raised = inputs({ balloon: 80_000 });
    expect(clampFinanceInputs({ ...raised, deposit: 50_000 }).balloon).toBe(50_000);
    expect(clampFinanceInputs({ ...raised, price: 60_000 }).balloon).toBe(40_000);
  });

  it('clamps the deposit to the price, and then the balloon to nothing', () => {
    const clamped = clampFinanceInputs(inputs({ price: 20_000, deposit: 45_000, balloon: 10_000 }));
    expect(clamped.deposit).toBe(20_000);
    expect(clamped.balloon).toBe(0);
    expect(maxBalloon(20_000, 20_000)).toBe(0);
  });
});

describe('formatTerm', () => {
  it('shows months and years', () => {
    expect(formatTerm(60)).toBe('60 months (5 years)');
    expect(formatTerm(12)).toBe('12 months (1 year)');
    expect(formatTerm(84)).toBe('84 months (7 years)');
  });
});
