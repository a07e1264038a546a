// The toasts' notify, without MobX: an element that renders without the page store
// (src/lib/store-free-element.tsx) shows toasts through this alone; src/lib/toasts.tsx adds the
// store's global message.
import { lazyModule } from './lazy-module';

export type ToastKind = 'success' | 'error' | 'info' | 'default';

export type Notify = (message: string, kind?: ToastKind) => void;

export const TOAST_HOST_KEY = Symbol.for('ftc-widget-kit.toast-host');
export type ToastHostRegistry = { [TOAST_HOST_KEY]?: Notify };

// react-toastify and its CSS (a third of a form element's own weight, issue 14) load with the
// first toast, or earlier when `preloadToasts` is told a visitor started using an element.
const container = lazyModule(() => import('./toast-container'));

/** Loads (once) the module that mounts the toast container; a failed load is tried again later. */
export const preloadToasts = container.load;

export const notifyWith: Notify = (message, kind = 'default') => {
  // Toasts keep their order: each waits for the same module promise.
  preloadToasts().then(
    ({ showToast }) => showToast(message, kind),
    () => {
      // The module could not load (offline): nothing can show this toast; the next one retries.
    },
  );
};

/** The page's notify: the toast host's if one is set up (by any bundle on the page), else ours. */
export const pageNotify: Notify = (message, kind) =>
  ((globalThis as ToastHostRegistry)[TOAST_HOST_KEY] ?? notifyWith)(message, kind);
