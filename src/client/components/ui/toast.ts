// The toast store, for callers, the Toaster (toaster.tsx) and its lazily loaded region (toast-view.tsx).
// It imports neither, so the three files depend one way (no import cycle).
import { useSyncExternalStore } from 'react';

/** SPEC §9: at most one toast visible, 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' };
export type ToastItem = ToastInput & { id: number; open: boolean };

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

export function dismiss(id: number) {
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

/** The toasts currently shown, newest first. */
export const useToasts = () => useSyncExternalStore(subscribe, snapshot, serverSnapshot);
