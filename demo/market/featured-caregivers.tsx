import { Link } from 'react-router';
import { CaregiverCardSkeleton } from '../../src/caregivers/caregiver-card';
import { useSpotlight } from '../../src/caregivers/caregiver-queries';
import { spotlightCards } from '../../src/caregivers/spotlight';
import { useWords } from '../../src/i18n/use-words';
import { LoadingAnnouncement } from '../../src/ui/skeleton';
import { paths } from '../config/paths';
import { marketWords } from '../market-words';
import { SiteCaregiverCard } from './caregiver-card';

const SHOWN = 6;
/** One placeholder per card shown, as fixed keys. */
const PLACEHOLDERS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;

/** The home page's spotlight: featured caregivers from published profiles, as cards. */
export function FeaturedCaregivers() {
  const { m } = useWords(marketWords);
  const list = useSpotlight(m.home.loadFailed);
  const cards = (list.status === 'success' ? spotlightCards(list.data) : []).slice(0, SHOWN);
  return (
    <>
      {list.status === 'loading' ? (
        // Card-shaped placeholders of the same size hold the place: nothing below moves when
        // the cards arrive (Lighthouse measured a layout shift of 0.2 with one line here).
        <div className="ftc-cg">
          <LoadingAnnouncement />
          <ul className="ftc-cg__list">
            {PLACEHOLDERS.map((key) => (
              <CaregiverCardSkeleton key={key} />
            ))}
          </ul>
        </div>
      ) : list.status === 'error' ? (
        <p className="ftc-state">{list.error.message || m.home.loadFailed}</p>
      ) : cards.length ? (
        <div className="ftc-cg">
          <ul className="ftc-cg__list">
            {cards.map((card) => (
              <SiteCaregiverCard key={card.id} card={card} />
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        <Link className="ftc-button-secondary" to={paths.caregivers}>
          {m.home.seeAll}
        </Link>
      </p>
    </>
  );
}
