import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { X } from './icons';

/** Whether a dialog (or drawer, or menu) is open, and how it asks its owner to open or close it. */
export type OpenState = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Modal dialog: focus is trapped, Escape and the close button dismiss it, the page behind is inert.
 * `description` is visually hidden unless shown, but always announced.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  hideTitle,
  required,
}: OpenState & {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  hideTitle?: boolean;
  /** Must be answered by its own buttons: no close button, and Escape or a click outside does nothing. */
  required?: boolean;
}) {
  const stay = required ? (event: Event) => event.preventDefault() : undefined;
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm data-[state=open]:animate-[fade-in_200ms]" />
        <D.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto border border-line bg-ink-2 p-6 text-white shadow-2xl sm:p-8',
            className,
          )}
          aria-describedby={description ? undefined : undefined}
          onEscapeKeyDown={stay}
          onInteractOutside={stay}
        >
          <D.Title
            className={cn('pr-10 text-lg font-light uppercase tracking-[0.2em]', hideTitle && 'sr-only')}
          >
            {title}
          </D.Title>
          {description ? (
            <D.Description className="mt-2 text-sm text-mist">{description}</D.Description>
          ) : (
            <D.Description className="sr-only">{typeof title === 'string' ? title : 'Dialog'}</D.Description>
          )}
          <div className="mt-6">{children}</div>
          {!required && (
            <D.Close
              aria-label="Close"
              className="absolute right-4 top-4 inline-flex h-10 w-10 items-center justify-center text-white/70 hover:text-white"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </D.Close>
          )}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
