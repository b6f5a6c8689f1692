import type { LucideIcon } from 'lucide-react';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cn } from '../../components/ui/cn';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** Accessible name, also shown as a tooltip. */
  label: string;
  icon: LucideIcon;
  tone?: 'default' | 'danger';
};

/** A compact square button with only an icon: its label is the accessible name and the tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton(
  { label, icon: Icon, tone = 'default', className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center border border-line text-white/70 transition-colors',
        'disabled:pointer-events-none disabled:opacity-30',
        tone === 'danger'
          ? 'hover:border-red-500/60 hover:bg-red-500/10 hover:text-red-300'
          : 'hover:border-white/40 hover:bg-white/5 hover:text-white',
        className,
      )}
      {...rest}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
});
