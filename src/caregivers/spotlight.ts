import type { CaregiverCard } from '../contract/caregivers';

// The spotlight (`CONTENT_PATHS.caregivers`, the old `sps` list, now from published profiles)
// answers in its own shape: here it becomes the search's cards, so pages show one card.

/** One item of the spotlight's answer. */
interface SpotlightItem {
  id: number;
  full_name?: string;
  headline?: string;
  photo_url?: string | null;
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
    photo_url: typeof item.photo_url === 'string' ? item.photo_url : null,
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

/** The spotlight's answer (a list, or a page of `items`) as search cards, unreadable items left out. */
export function spotlightCards(results: unknown): CaregiverCard[] {
  const items = Array.isArray(results) ? results : (results as { items?: unknown } | null)?.items;
  return (Array.isArray(items) ? (items as SpotlightItem[]) : [])
    .map(cardOf)
    .filter((card): card is CaregiverCard => card !== null);
}
