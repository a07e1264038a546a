import { createRoot } from 'react-dom/client';
import toastifyCss from 'react-toastify/dist/ReactToastify.css?inline';
// The unstyled build does not inject a <style> tag (blocked by a strict CSP); its CSS is
// adopted as a constructable stylesheet instead.
import { type CloseButtonProps, ToastContainer, toast } from 'react-toastify/unstyled';
import { useWords } from '../i18n/use-words';
import { adoptStyles } from './first-paint';
import type { ToastKind } from './toast-notify';
import toastThemeCss from './toasts.css?inline';
import { kitWords } from './words';

/** spec §9 and interface §3: top-right, 4 s, no progress bar, pause on hover and focus loss, draggable. */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 4000,
  hideProgressBar: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
} as const;

/** react-toastify's close button, named in the page's language (`<html lang>`). */
function CloseToast({ closeToast, theme }: CloseButtonProps) {
  const { m } = useWords(kitWords);
  return (
    <button
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      type="button"
      aria-label={m.closeToast}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The page's one toast container, in the light DOM so its styles apply (interface §3). This
 * module is loaded by src/lib/toasts.tsx when a page first needs it, and mounts the container
 * as it loads; toasts raised before the container has rendered wait in react-toastify's queue.
 */
adoptStyles(document, [toastifyCss, toastThemeCss]);
const mount = document.createElement('div');
mount.setAttribute('data-ftc-toasts', '');
document.body.append(mount);
createRoot(mount).render(
  <ToastContainer {...TOAST_OPTIONS} closeButton={(props) => <CloseToast {...props} />} />,
);

export function showToast(message: string, kind: ToastKind): void {
  // Errors interrupt (role="alert"); everything else waits its turn (role="status").
  const role = kind === 'error' ? 'alert' : 'status';
  toast(message, { type: kind, role });
}
