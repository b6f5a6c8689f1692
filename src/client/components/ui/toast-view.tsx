import { Toast as T } from 'radix-ui';
import { cn } from './cn';
import { X } from './icons';
import { dismiss, TOAST_DURATION, useToasts } from './toast';

/** The toast region (Radix): swipe, F8 and screen-reader announcements. Loaded with the first toast. */
export default function ToastView() {
  const list = useToasts();
  return (
    <T.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {list.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            'relative flex w-full items-start gap-3 border p-4 pr-10 shadow-xl',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
            t.variant === 'destructive'
              ? 'border-red-500/60 bg-red-950 text-white'
              : 'border-line bg-ink-3 text-white',
          )}
        >
          <div className="grid gap-1">
            <T.Title className="text-sm font-semibold">{t.title}</T.Title>
            {t.description && (
              <T.Description className="text-sm text-white/80">{t.description}</T.Description>
            )}
          </div>
          <T.Close aria-label="Close" className="absolute right-2 top-2 p-1 text-white/60 hover:text-white">
            <X className="h-4 w-4" aria-hidden="true" />
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </T.Provider>
  );
}
