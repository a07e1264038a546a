import { Spinner } from '../../src/ui/spinner';

/** Shown while a page's code loads (spec §2). */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status">
      <Spinner /> Loading…
    </div>
  );
}
