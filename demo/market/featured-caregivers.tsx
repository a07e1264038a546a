import { Link } from 'react-router';
import { CaregiverCardSkeleton } from '../../src/caregivers/caregiver-card';
import type { CaregiverCard } from '../../src/contract/caregivers';
import { CONTENT_PATHS } from '../../src/contract/endpoints';
import { useWords } from '../../src/i18n/use-words';
import { useApiResource } from '../../src/lib/use-api-resource';
import { LoadingAnnouncement } from '../../src/ui/skeleton';
import { paths } from '../config/paths';
import { marketWords } from '../market-words';
import { SiteCaregiverCard } from './caregiver-card';
import { itemsOf } from './viewer';

const SHOWN = 6;
/** One placeholder per card shown, as fixed keys. */
const PLACEHOLDERS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;

/** The spotlight's item (the old `sps` shape, now from published profiles). */
interface SpotlightItem {
  id: number;
  full_name?: string;
  headline?: string;
  city?: string;
  state?: string;
  years_experience?: number;
  hourly_rate_cents?: number;
  services?: string[];
  languages?: string[];
  rating?: number | null;
  reviews_count?: number;
  verified_badges?: string[];
  featured?: boolean;
}

/** A spotlight item as a search card ("Rosa D." is already first name and initial). */
function cardOf(item: SpotlightItem): CaregiverCard | null {
  if (typeof item?.id !== 'number' || typeof item.full_name !== 'string') return null;
  const [first = '', initial = ''] = item.full_name.split(' ');
  return {
    id: item.id,
    first_name: first,
    last_initial: initial.replace(/\.$/, ''),
    headline: item.headline ?? '',
    photo_url: null,
    city: item.city ?? '',
    state: item.state ?? '',
    zip: '',
    hourly_rate: item.hourly_rate_cents ?? 0,
    currency: 'USD',
    experience_years: item.years_experience ?? 0,
    age_groups: [],
    services: (item.services ?? []) as CaregiverCard['services'],
    languages: item.languages ?? [],
    badges: (item.verified_badges ?? []).map((kind) => ({
      kind: kind as CaregiverCard['badges'][number]['kind'],
      verified_at: '',
      expires_at: null,
    })),
    rating: item.rating ?? null,
    review_count: item.reviews_count ?? 0,
    featured: item.featured ?? false,
    last_active_at: '',
  };
}

/** The home page's spotlight: featured caregivers from published profiles, as cards. */
export function FeaturedCaregivers() {
  const { m } = useWords(marketWords);
  const list = useApiResource<unknown>(CONTENT_PATHS.caregivers, m.home.loadFailed);
  const cards = (list.status === 'success' ? itemsOf<SpotlightItem>(list.data) : [])
    .map(cardOf)
    .filter((card): card is CaregiverCard => card !== null)
    .slice(0, SHOWN);
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
