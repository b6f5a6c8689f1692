import { BRAND } from '../../../shared/brand';
import { cn } from '../ui/cn';

const [firstWord, ...rest] = BRAND.name.split(' ');

/** The dealer's name set as a two-line lockup; reads as the plain business name to assistive tech. */
export function Wordmark({ className, size = 'md' }: { className?: string; size?: 'md' | 'lg' }) {
  return (
    <span className={cn('flex flex-col items-center leading-none', className)}>
      <span
        className={cn(
          'font-light uppercase',
          size === 'lg' ? 'text-2xl tracking-[0.42em] sm:text-3xl' : 'text-base tracking-[0.38em] sm:text-lg',
          // Letter spacing trails after the last letter; this pulls the word back to true centre.
          size === 'lg' ? '-mr-[0.42em]' : '-mr-[0.38em]',
        )}
      >
        {firstWord}
      </span>{' '}
      <span
        className={cn(
          'mt-1.5 flex items-center gap-2 font-medium uppercase text-mist',
          size === 'lg' ? 'text-[11px] tracking-[0.5em]' : 'text-[8px] tracking-[0.5em] sm:text-[9px]',
        )}
      >
        <span aria-hidden="true" className="h-px w-4 bg-white/25" /> {rest.join(' ')}
        <span aria-hidden="true" className="h-px w-4 bg-white/25" />
      </span>
    </span>
  );
}
