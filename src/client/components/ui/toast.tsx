import { X } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from './cn';

/** SPEC §9: at most one toast visible, 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' };
type ToastItem = ToastInput & { id: number; open: boolean };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a toast from anywhere (components, mutation callbacks). Newer toasts replace older ones. */
export function toast(input: ToastInput) {
  items = [{ ...input, id: nextId++, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
}

function dismiss(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => items;
// The server never has toasts; one stable empty list keeps React from re-rendering on every read.
const NO_TOASTS: ToastItem[] = [];
const serverSnapshot = () => NO_TOASTS;

export function Toaster() {
  const list = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
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
