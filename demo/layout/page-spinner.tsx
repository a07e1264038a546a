import { useMessages } from '../../src/i18n/use-messages';
import { Spinner } from '../../src/ui/spinner';
import { siteMessages } from '../messages';

/** Shown while a page's code loads (spec §2). */
export function PageSpinner() {
  const { m } = useMessages(siteMessages);
  return (
    <div className="page-spinner" role="status">
      <Spinner /> {m.loading}
    </div>
  );
}
