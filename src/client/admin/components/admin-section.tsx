import { type ReactNode, useId } from 'react';
import { cn } from '../../components/ui/cn';

/** A titled panel of an admin screen: heading, optional note and actions on the right, then content. */
export function AdminSection({
  title,
  description,
  actions,
  children,
  className,
  headingLevel = 2,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={cn('sm:border sm:border-line sm:bg-ink-2', className)}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line pb-4 sm:px-6 sm:pt-4">
        <div className="min-w-0">
          <Heading id={id} className="text-sm font-semibold uppercase tracking-[0.2em] text-white">
            {title}
          </Heading>
          {description && <p className="mt-1 text-sm text-mist">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      <div className="pt-4 sm:p-6">{children}</div>
    </section>
  );
}

/** What a list shows when it has nothing (or nothing matches the filter). */
export function EmptyState({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 border border-dashed border-line px-6 py-12 text-center text-sm text-mist">
      {icon}
      <p>{children}</p>
    </div>
  );
}

/** Placeholder rows while a list loads, so the layout does not jump when it arrives. */
export function LoadingRows({ rows = 3, label = 'Loading...' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-16 animate-pulse bg-white/[0.04]" />
      ))}
    </div>
  );
}

/** A list that failed to load says so instead of pretending to be empty. */
export function LoadError({ what, onRetry }: { what: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200"
    >
      <span>Could not load {what}.</span>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="cursor-pointer underline underline-offset-4 hover:text-white"
        >
          Try again
        </button>
      )}
    </div>
  );
}
