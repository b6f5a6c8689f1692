import { useId, useState } from 'react';
import {
  calculateFinance,
  clampFinanceInputs,
  FINANCE_DEFAULTS,
  FINANCE_LIMITS,
  type FinanceInputs,
  formatTerm,
  maxBalloon,
  maxDeposit,
} from '../../../shared/finance';
import { formatMoney2, formatPrice } from '../../../shared/format';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { CalendarRange, Clock, Percent } from '../../components/ui/icons';

function Slider({
  label,
  value,
  min,
  max,
  step,
  display,
  minLabel,
  maxLabel,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  display: string;
  minLabel: string;
  maxLabel: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const filled = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-[11px] font-medium uppercase tracking-[0.18em] text-white/70">
          {label}
        </label>
        <output htmlFor={id} className="text-base font-light tabular-nums text-white sm:text-lg">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        onChange={(event) => onChange(Number(event.target.value))}
        className={cn(
          'mt-3 block h-7 w-full cursor-pointer appearance-none bg-transparent disabled:cursor-default disabled:opacity-40',
          '[&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:appearance-none',
          '[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-accent',
          '[&::-webkit-slider-thumb]:bg-ink [&::-webkit-slider-thumb]:shadow-[0_0_0_4px_rgba(201,169,110,0.15)]',
          '[&::-moz-range-thumb]:h-4 [&::-moz-range-thumb]:w-4 [&::-moz-range-thumb]:rounded-full',
          '[&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-accent [&::-moz-range-thumb]:bg-ink',
        )}
        style={{
          backgroundImage: `linear-gradient(to right, var(--color-accent) ${filled}%, var(--color-line) ${filled}%)`,
          backgroundSize: '100% 2px',
          backgroundPosition: 'center',
          backgroundRepeat: 'no-repeat',
        }}
        disabled={max <= min}
      />
      <div className="mt-1 flex justify-between text-[11px] tabular-nums text-mist">
        <span>{minLabel}</span>
        <span>{maxLabel}</span>
      </div>
    </div>
  );
}

function SummaryRow({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-t border-white/10 py-3.5">
      <dt className="text-sm text-mist">
        {label}
        {note && <span className="ml-2 text-xs text-white/50">{note}</span>}
      </dt>
      <dd className="text-sm tabular-nums text-white">{value}</dd>
    </div>
  );
}

/** The repayment calculator of SPEC §9; the maths is in src/shared/finance.ts. */
export function FinanceCalculator() {
  const [inputs, setInputs] = useState<FinanceInputs>(FINANCE_DEFAULTS);
  const set = (key: keyof FinanceInputs) => (value: number) =>
    setInputs((current) => clampFinanceInputs({ ...current, [key]: value }));
  const result = calculateFinance(inputs);
  const { price, deposit, termMonths, annualRate, balloon } = inputs;
  const limits = FINANCE_LIMITS;

  return (
    <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
      <div className="grid content-start gap-9 lg:col-span-7">
        {/* On phones the summary sits below the sliders: keep the payment in view while they move. */}
        <div
          aria-hidden="true"
          className="sticky top-16 z-10 -mx-6 -mb-3 flex items-baseline justify-between border-y border-line bg-ink/95 px-6 py-3 backdrop-blur-md lg:hidden"
        >
          <span className="text-[10px] font-medium uppercase tracking-[0.3em] text-accent">Estimated</span>
          <span className="text-xl font-light tabular-nums">
            {formatMoney2(result.monthlyPayment)} <span className="text-xs text-mist">/ month</span>
          </span>
        </div>
        <Slider
          label="Vehicle price"
          value={price}
          {...limits.price}
          display={formatPrice(price)}
          minLabel={formatPrice(limits.price.min)}
          maxLabel={formatPrice(limits.price.max)}
          onChange={set('price')}
        />
        <Slider
          label="Deposit"
          value={deposit}
          min={limits.deposit.min}
          max={maxDeposit(price)}
          step={limits.deposit.step}
          display={`${formatPrice(deposit)} (${result.depositPercent}%)`}
          minLabel={formatPrice(0)}
          maxLabel={formatPrice(maxDeposit(price))}
          onChange={set('deposit')}
        />
        <Slider
          label="Loan term"
          value={termMonths}
          {...limits.termMonths}
          display={formatTerm(termMonths)}
          minLabel="1 year"
          maxLabel="7 years"
          onChange={set('termMonths')}
        />
        <Slider
          label="Interest rate"
          value={annualRate}
          {...limits.annualRate}
          display={`${annualRate.toFixed(1)}% p.a.`}
          minLabel={`${limits.annualRate.min}%`}
          maxLabel={`${limits.annualRate.max}%`}
          onChange={set('annualRate')}
        />
        <Slider
          label="Balloon payment"
          value={balloon}
          min={limits.balloon.min}
          max={maxBalloon(price, deposit)}
          step={limits.balloon.step}
          display={`${formatPrice(balloon)} (${result.balloonPercent}%)`}
          minLabel={formatPrice(0)}
          maxLabel={formatPrice(maxBalloon(price, deposit))}
          onChange={set('balloon')}
        />
      </div>

      <div className="lg:col-span-5">
        <div className="border border-line bg-ink-2 p-6 sm:p-8 lg:sticky lg:top-28">
          <p className="text-[11px] font-medium uppercase tracking-[0.3em] text-accent">
            Estimated repayment
          </p>
          <p className="mt-4 flex items-baseline gap-2" aria-live="polite" aria-atomic="true">
            <span data-testid="monthly-payment" className="text-4xl font-extralight tabular-nums sm:text-5xl">
              {formatMoney2(result.monthlyPayment)}
            </span>
            <span className="text-sm text-mist">/ month</span>
          </p>
          <p className="mt-2 text-xs text-mist">
            Over {formatTerm(termMonths)} at {annualRate.toFixed(1)}% p.a.
          </p>
          <dl className="mt-8">
            <SummaryRow label="Amount financed" value={formatPrice(result.amountFinanced)} />
            <SummaryRow
              label="Deposit"
              note={`${result.depositPercent}% of price`}
              value={formatPrice(deposit)}
            />
            {balloon > 0 && (
              <SummaryRow
                label="Balloon payment"
                note={`${result.balloonPercent}% of price`}
                value={formatPrice(balloon)}
              />
            )}
            <SummaryRow label="Total interest" value={formatPrice(result.totalInterest)} />
            <SummaryRow label="Total payable" value={formatPrice(result.totalPayable)} />
          </dl>
          <a href="#apply" className={buttonClass('primary', 'lg', 'mt-8 w-full')}>
            Apply Now
          </a>
          <ul className="mt-8 grid gap-3 text-xs text-mist">
            <li className="flex items-center gap-3">
              <Clock className="h-4 w-4 shrink-0 text-accent" strokeWidth={1.5} aria-hidden="true" />
              Most applications processed within 24-48 hours
            </li>
            <li className="flex items-center gap-3">
              <CalendarRange className="h-4 w-4 shrink-0 text-accent" strokeWidth={1.5} aria-hidden="true" />
              Flexible terms 1-7 years, with or without a balloon
            </li>
            <li className="flex items-center gap-3">
              <Percent className="h-4 w-4 shrink-0 text-accent" strokeWidth={1.5} aria-hidden="true" />
              Competitive rates for company and personal buyers
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
