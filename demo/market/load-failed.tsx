import { useMessages } from '../../src/i18n/use-messages';
import { marketMessages } from '../market-messages';

/** A list that could not be loaded: the reason, and a way to try again. */
export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const { m } = useMessages(marketMessages);
  return (
    <p role="alert">
      {message}{' '}
      <button type="button" className="ftc-button-secondary" onClick={retry}>
        {m.search.retry}
      </button>
    </p>
  );
}
