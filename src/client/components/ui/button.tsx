import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cn } from './cn';
import { ArrowRight } from './icons';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'accent' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-white text-ink hover:bg-white/85',
  outline: 'border border-white/40 text-white hover:bg-white hover:text-ink',
  ghost: 'text-white/80 hover:text-white hover:bg-white/10',
  accent: 'bg-accent text-ink hover:bg-accent-strong',
  danger: 'bg-red-600 text-white hover:bg-red-700',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-xs',
  md: 'h-11 px-6 text-xs',
  lg: 'h-13 px-8 text-sm',
};

/** Shared look for buttons and button-styled links. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) =>
  cn(
    'inline-flex items-center justify-center gap-2 font-medium uppercase tracking-[0.18em] transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 cursor-pointer select-none',
    variants[variant],
    sizes[size],
    extra,
  );

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export const Button = forwardRef<HTMLButtonElement, Props>(function Button(
  { variant, size, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...rest} />;
});

/** The arrow of a call to action: it nudges right while its `group` (the card or button) is hovered. */
export function GroupArrow({ className, strokeWidth = 1.5 }: { className: string; strokeWidth?: number }) {
  return (
    <ArrowRight
      className={cn(className, 'transition-transform group-hover:translate-x-1')}
      aria-hidden="true"
      strokeWidth={strokeWidth}
    />
  );
}
