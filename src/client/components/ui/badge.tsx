import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'light' | 'dark' | 'accent' | 'green' | 'grey' | 'yellow' | 'blue' | 'red';

const tones: Record<BadgeTone, string> = {
  light: 'bg-white text-ink',
  dark: 'bg-ink/85 text-white border border-white/20',
  accent: 'bg-accent text-ink',
  green: 'bg-emerald-500/15 text-emerald-300 border border-emerald-500/40',
  grey: 'bg-white/10 text-white/70 border border-white/20',
  yellow: 'bg-amber-400/15 text-amber-300 border border-amber-400/40',
  blue: 'bg-sky-500/15 text-sky-300 border border-sky-500/40',
  red: 'bg-red-500/15 text-red-300 border border-red-500/40',
};

export function Badge({
  tone = 'light',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-block px-3 py-1 text-[10px] font-semibold uppercase tracking-[0.2em]',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
