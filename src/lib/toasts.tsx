import { reaction } from 'mobx';
import type { ToastStore } from '../stores/toast-store';
import { type Notify, notifyWith, TOAST_HOST_KEY, type ToastHostRegistry } from './toast-notify';

export type { Notify, ToastKind } from './toast-notify';
export { preloadToasts } from './toast-notify';

/**
 * The page's one toast host (interface §3). It shows the global message (spec §4) and whatever
 * `notify` is given. Every element with the store calls this; only the first call on a page
 * does anything, and the container itself is mounted with the first toast
 * (src/lib/toast-container.tsx).
 */
export function ensureToastHost(toast: ToastStore): Notify {
  const registry = globalThis as ToastHostRegistry;
  const existing = registry[TOAST_HOST_KEY];
  if (existing) return existing;
  registry[TOAST_HOST_KEY] = notifyWith;

  reaction(
    () => toast.sequence,
    () => {
      if (toast.text) notifyWith(toast.text, toast.isError ? 'error' : 'default');
    },
  );
  return notifyWith;
}
