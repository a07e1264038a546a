import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router';
import { setFavourite, useFavourites } from '../../src/caregivers/caregiver-queries';
import type { CaregiverCard } from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { Spinner } from '../../src/ui/spinner';
import { paths } from '../config/paths';
import { SiteCaregiverCard } from '../market/caregiver-card';
import { displayName } from '../market/format';
import { itemsOf, useViewer } from '../market/viewer';
import { marketWords } from '../market-words';
import { Page } from './page';

/** `/dashboard/favourites`: a parent's saved caregivers, each with a Remove button. */
export const FavouritesPage = observer(function FavouritesPage() {
  const { api, store, notify } = useKit();
  const { m, fill } = useWords(marketWords);
  const f = m.favourites;
  const { kind } = useViewer();
  const list = useFavourites(kind === 'parent', f.loadFailed);
  const [removing, setRemoving] = useState<number | undefined>();

  if (kind !== 'parent') {
    return (
      <Page title={f.title} lead={f.forParents}>
        <p>
          <Link to={paths.caregivers}>{f.find}</Link>
        </p>
      </Page>
    );
  }

  const remove = async (card: CaregiverCard) => {
    if (removing !== undefined) return;
    setRemoving(card.id);
    try {
      await setFavourite(api, card.id, false);
      notify(fill(m.profile.removedToast, { name: displayName(card) }), 'success');
      list.reload();
    } catch (failure) {
      showFailure(store, failure, f.loadFailed);
    } finally {
      setRemoving(undefined);
    }
  };

  const cards = list.status === 'success' ? itemsOf<CaregiverCard>(list.data) : [];
  return (
    <Page title={f.title} lead={f.lead} wide>
      {list.status === 'loading' ? (
        <>
          <LoadingAnnouncement />
          <SkeletonLine width={60} />
          <SkeletonLine width={80} />
        </>
      ) : list.status === 'error' ? (
        <p role="alert">
          {list.error.message || f.loadFailed}{' '}
          <button type="button" className="ftc-button-secondary" onClick={list.reload}>
            {m.search.retry}
          </button>
        </p>
      ) : cards.length === 0 ? (
        <div className="ftc-state cg-empty">
          <p>{f.empty}</p>
          <Link className="ftc-button" to={paths.caregivers}>
            {f.find}
          </Link>
        </div>
      ) : (
        // The search's card grid (one column on a phone, two or three across as it widens);
        // each cell holds the card and its Remove button.
        <div className="ftc-cg">
          <ul className="ftc-cg__list">
            {cards.map((card) => (
              <li key={card.id} className="fav-item">
                <ul className="fav-item__card">
                  <SiteCaregiverCard card={card} headingLevel={2} />
                </ul>
                <button
                  type="button"
                  className="ftc-button-secondary"
                  aria-label={fill(f.removeName, { name: displayName(card) })}
                  aria-disabled={removing === card.id || undefined}
                  onClick={() => remove(card)}
                >
                  {removing === card.id ? <Spinner /> : null}
                  <span>{f.remove}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Page>
  );
});
