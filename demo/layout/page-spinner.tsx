import { useWords } from '../../src/i18n/use-words';
import { Spinner } from '../../src/ui/spinner';
import { siteWords } from '../words';

/** Shown while a page's code loads (spec §2). */
export function PageSpinner() {
  const { m } = useWords(siteWords);
  return (
    <div className="page-spinner" role="status">
      <Spinner /> {m.loading}
    </div>
  );
}
