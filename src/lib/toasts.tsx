import { reaction } from 'mobx';
import type { ToastStore } from '../stores/toast-store';

export type ToastKind = 'success' | 'error' | 'info' | 'default';

export type Notify = (message: string, kind?: ToastKind) => void;

const HOST_KEY = Symbol.for('ftc-widget-kit.toast-host');
type Registry = { [HOST_KEY]?: Notify };

// react-toastify and its CSS (a third of a form element's own weight, issue 14) load with the
// first toast, or earlier when `preloadToasts` is told a visitor started using an element.
let container: Promise<typeof import('./toast-container')> | undefined;

/** Loads (once) the module that mounts the toast container; a failed load is tried again later. */
export function preloadToasts(): Promise<typeof import('./toast-container')> {
  container ??= import('./toast-container').catch((error: unknown) => {
    container = undefined;
    throw error;
  });
  return container;
}

const notifyWith: Notify = (message, kind = 'default') => {
  // Toasts keep their order: each waits for the same module promise.
  preloadToasts().then(
    ({ showToast }) => showToast(message, kind),
    () => {
      // The module could not load (offline): nothing can show this toast; the next one retries.
    },
  );
};

/**
 * The page's one toast host (interface §3). It shows the global message (spec §4) and whatever
 * `notify` is given. Every element calls this; only the first call on a page does anything, and
 * the container itself is mounted with the first toast (src/lib/toast-container.tsx).
 */
export function ensureToastHost(toast: ToastStore): Notify {
  const registry = globalThis as Registry;
  const existing = registry[HOST_KEY];
  if (existing) return existing;
  registry[HOST_KEY] = notifyWith;

  reaction(
    () => toast.sequence,
    () => {
      if (toast.text) notifyWith(toast.text, toast.isError ? 'error' : 'default');
    },
  );
  return notifyWith;
}
