import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';

/** A form's own error, in the red alert the login screen uses (SPEC §4), or a quieter success note. */
export function FormAlert({
  children,
  tone = 'error',
  className,
}: {
  children: ReactNode;
  tone?: 'error' | 'success';
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-red-500/50 bg-red-500/10 text-red-200'
          : 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200',
        className,
      )}
    >
      {children}
    </div>
  );
}
