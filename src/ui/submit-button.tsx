import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * The primary button of a form. While `busy` it shows a spinner and ignores presses, but stays
 * focusable and keeps its name, so a screen reader does not lose its place.
 */
export function SubmitButton({
  busy,
  children,
  className,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={['ftc-button', className].filter(Boolean).join(' ')}
      part="button"
      aria-disabled={busy || undefined}
    >
      {busy ? <Spinner /> : null}
      <span>{children}</span>
    </button>
  );
}
