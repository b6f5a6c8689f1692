/** The finance calculator of SPEC §9: pure maths shared by the page and its tests. */

export type FinanceInputs = {
  /** Vehicle price in dollars. */
  price: number;
  deposit: number;
  /** Term in months. */
  termMonths: number;
  /** Annual interest rate in percent, e.g. 7.5. */
  annualRate: number;
  /** Lump sum owed at the end of the term. */
  balloon: number;
};

export type FinanceResult = {
  amountFinanced: number;
  monthlyPayment: number;
  totalPayable: number;
  totalInterest: number;
  /** Deposit as a whole percentage of the price. */
  depositPercent: number;
  /** Balloon as a whole percentage of the price. */
  balloonPercent: number;
};

export const FINANCE_DEFAULTS: FinanceInputs = {
  price: 100_000,
  deposit: 20_000,
  termMonths: 60,
  annualRate: 7.5,
  balloon: 0,
};

/** Slider ranges; the deposit and balloon maxima follow the other inputs. */
export const FINANCE_LIMITS = {
  price: { min: 20_000, max: 500_000, step: 5_000 },
  deposit: { min: 0, step: 1_000 },
  termMonths: { min: 12, max: 84, step: 12 },
  annualRate: { min: 3, max: 15, step: 0.1 },
  balloon: { min: 0, step: 1_000 },
} as const;

export const maxDeposit = (price: number) => price;
export const maxBalloon = (price: number, deposit: number) => Math.max(0, price - deposit);

/**
 * Keeps the inputs consistent after one of them changed: the deposit never exceeds the price and the
 * balloon never exceeds the amount financed (it is reduced automatically, SPEC §4).
 */
export function clampFinanceInputs(inputs: FinanceInputs): FinanceInputs {
  const deposit = Math.min(Math.max(inputs.deposit, 0), maxDeposit(inputs.price));
  const balloon = Math.min(Math.max(inputs.balloon, 0), maxBalloon(inputs.price, deposit));
  return { ...inputs, deposit, balloon };
}

/**
 * Standard amortisation at a monthly rate of annual / 12, with the balloon discounted back to today:
 * payment = (financed − balloon / (1 + r)^n) · r / (1 − (1 + r)^−n). At a zero rate the payment is
 * simply (financed − balloon) / n.
 */
export function monthlyPayment(financed: number, balloon: number, termMonths: number, annualRate: number) {
  if (termMonths <= 0) return 0;
  const r = annualRate / 100 / 12;
  if (r === 0) return (financed - balloon) / termMonths;
  const growth = (1 + r) ** termMonths;
  return ((financed - balloon / growth) * r) / (1 - 1 / growth);
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export function calculateFinance(inputs: FinanceInputs): FinanceResult {
  const amountFinanced = inputs.price - inputs.deposit;
  const monthly = monthlyPayment(amountFinanced, inputs.balloon, inputs.termMonths, inputs.annualRate);
  const totalPayable = monthly * inputs.termMonths + inputs.balloon;
  return {
    amountFinanced,
    monthlyPayment: monthly,
    totalPayable,
    totalInterest: totalPayable - amountFinanced,
    depositPercent: percentOf(inputs.deposit, inputs.price),
    balloonPercent: percentOf(inputs.balloon, inputs.price),
  };
}

/** "60 months (5 years)", "12 months (1 year)". */
export function formatTerm(termMonths: number) {
  const years = termMonths / 12;
  const yearsText = Number.isInteger(years) ? String(years) : years.toFixed(1);
  return `${termMonths} months (${yearsText} ${years === 1 ? 'year' : 'years'})`;
}
