import { useWords } from '../../src/i18n/use-words';
import { marketWords } from '../market-words';

/** A list that could not be loaded: the reason, and a way to try again. */
export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const { m } = useWords(marketWords);
  return (
    <p role="alert">
      {message}{' '}
      <button type="button" className="ftc-button-secondary" onClick={retry}>
        {m.search.retry}
      </button>
    </p>
  );
}
