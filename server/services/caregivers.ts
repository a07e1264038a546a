import type pg from 'pg';
import { BOOKING_LIMITS } from '../../src/contract/booking-values';
import type {
  AvailabilitySlot,
  CaregiverCard,
  CaregiverDetail,
  CaregiverPage,
  OwnProfile,
  Review,
} from '../../src/contract/caregivers';
import { AGE_GROUPS, SEARCH_LIMITS, SERVICES } from '../../src/contract/caregivers';
import {
  firstNameSql,
  hasEntitlementSql,
  isoSql,
  NOW_SQL,
  profileShownSql,
  reviewShownSql,
} from '../db/sql-fragments';
import { badgesJsonSql } from './badges';
import { weekWindow } from './booking-rules';
import { cellsNear, surfaceOfChord } from './earth-cells';
import { reliabilitySql } from './reliability';
import { type Place, timeZoneOf } from './zip-codes';

const ISO = isoSql;

/**
 * The caregiver (profile alias `p`) has an active plan whose features include featured
 * placement (interface §7 `featured`; issue 20: not every plan, only the ones that say so).
 */
const FEATURED = hasEntitlementSql('p.account_id', 'featured_placement');

/**
 * The contract's `CaregiverCard` (without `distance_km`) of profile alias `p`: the shown badges
 * (services/badges.ts: `mobile` from the account, unexpired rows), `featured`, the rating as a
 * number. Every list of cards selects these, so cards look the same everywhere.
 */
export const CARD_COLUMNS = `p.id::int as id, p.first_name, p.last_initial, p.headline, p.photo_url,
  p.city, p.state, p.zip, p.hourly_rate, p.currency, p.experience_years, p.age_groups,
  p.services, p.languages, ${badgesJsonSql('p')} as badges, p.rating::float8 as rating,
  p.review_count, ${FEATURED} as featured, ${ISO('p.last_active_at')} as last_active_at,
  ${reliabilitySql('p')} as reliability`;

const PROFILE_COLUMNS = `${CARD_COLUMNS}, p.bio, p.availability`;

/** What a search's queries run on: the pool, or one connection (the bench's). */
type Queryable = Pick<pg.Pool, 'query'>;

/**
 * The cards of a search's page by id, still shown (hidden and off-market profiles leave every
 * answer, §10, even one made between the page's two statements). A named statement: prepared
 * once per connection (server/README.md on PgBouncer).
 */
const CARDS_BY_ID = {
  name: 'caregiver-cards-by-id',
  text: `select ${CARD_COLUMNS} from caregiver_profiles p
          where p.id = any($1::bigint[]) and p.published and ${profileShownSql('p')}`,
};

export type SearchSort = 'distance' | 'rate' | 'rating' | 'recent';

/** A search, its `near` already resolved to a point. */
export interface SearchInput {
  near?: { lat: number; lng: number };
  radiusKm?: number;
  minRate?: number;
  maxRate?: number;
  ageGroups?: readonly string[];
  services?: readonly string[];
  languages?: readonly string[];
  availableDay?: number;
  /** ISO 8601 instants: the caregiver is free for all of it (search by time, §11). */
  window?: { at: string; until: string };
  verified?: boolean;
  featured?: boolean;
  q?: string;
  sort?: SearchSort;
  page: number;
  pageSize: number;
}

/** The editable fields, validated (ProfileUpdateBody), the ZIP resolved. */
export interface ProfileChanges {
  headline: string;
  bio: string;
  zip: string;
  place: Place;
  hourly_rate: number;
  experience_years: number;
  age_groups: readonly string[];
  services: readonly string[];
  languages: readonly string[];
  availability: readonly AvailabilitySlot[];
  published: boolean;
  /** undefined keeps the photo; null removes it. */
  photo_url?: string | null;
}

/** The old `/v1/service-providers/sps` item (the spotlight), from a published profile. */
export interface SpotlightItem {
  id: number;
  slug: string;
  /** First name and last initial ("Rosa D."): the full name is never sent. */
  full_name: string;
  headline: string;
  /** The photo's 256 px WebP under `/media/` (see `photoSources`), or null. */
  photo_url: string | null;
  city: string;
  state: string;
  years_experience: number;
  hourly_rate_cents: number;
  services: string[];
  languages: string[];
  bio: string;
  rating: number | null;
  reviews_count: number;
  verified_badges: string[];
  featured: boolean;
}

/** A search's order; near a ZIP, `chord_m` is the straight-line distance (filters()). */
const ORDER: Record<SearchSort, string> = {
  distance: 'chord_m, p.id',
  rate: 'p.hourly_rate, p.id',
  rating: 'p.rating desc nulls last, p.id',
  recent: 'p.last_active_at desc, p.id',
};

/** Bit i for each of `wanted` that is the i-th of `known` (the `*_mask` columns, migration 044). */
function maskOf(known: readonly string[], wanted: readonly string[]): number {
  return wanted.reduce((mask, item) => mask | (1 << known.indexOf(item)), 0);
}

/** Days with any slot, bit d for day d (the `available_days` column). */
export function availableDaysOf(availability: readonly AvailabilitySlot[]): number {
  return availability.reduce((mask, slot) => mask | (1 << slot.day), 0);
}

/**
 * A photo address as stored: absolute on the server's own origin (a relative `/media/…` is
 * made so, and answers then work on a partner's page too), or `'outside'` for another origin;
 * the contract already holds it to a `/media/` path. null and undefined pass through.
 */
export function ownPhotoUrl(
  value: string | null | undefined,
  publicUrl: string,
): string | null | undefined | 'outside' {
  if (!value) return value;
  const url = new URL(value, publicUrl);
  return url.origin === new URL(publicUrl).origin && url.pathname.startsWith('/media/')
    ? url.href
    : 'outside';
}

/** "Ana María López" → { first_name: "Ana", last_initial: "L" }. */
export function publicName(fullName: string): { first_name: string; last_initial: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return { first_name: first.slice(0, 60), last_initial: ([...last][0] ?? '').toUpperCase() };
}

const unique = <T>(values: readonly T[], order: readonly T[] = []) =>
  [...new Set(values)].sort((a, b) => order.indexOf(a) - order.indexOf(b));

/** One line of text from the words a person typed, for websearch_to_tsquery. */
const words = (q: string | undefined) => q?.trim().replace(/\s+/g, ' ') || undefined;

/**
 * Caregiver profiles: the search (earthdistance + GIN filters), a public profile with its
 * newest reviews, the caregiver's own profile, and the home page's spotlight.
 */
export class CaregiverService {
  constructor(private readonly pool: pg.Pool) {}

  /** The WHERE of a search (with its parameters) and the distance expression. */
  private filters(input: SearchInput) {
    const values: unknown[] = [];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    // `published` (and `lat is not null`) literally, so the partial indexes apply.
    // Hidden profiles and those of suspended or deleted accounts leave every answer (§10).
    // profileShownSql's rule from the profile's own columns (the cell index carries them): not
    // hidden, the account on the market (account_off_until is kept from accounts by a trigger,
    // migration 044). The clock is read once (an InitPlan), not once a row.
    const where = [
      'p.published',
      'p.hidden_at is null',
      `(p.account_off_until is null or p.account_off_until <= (select ${NOW_SQL}))`,
    ];
    // The straight-line (chord) distance through the earth, in metres: it grows with the distance
    // along the surface, so it filters and sorts alike, and costs one cube_distance a row where
    // earth_distance() is a SQL function call (sec_to_gc) a row. The page's 20 rows turn it into
    // the distance along the surface (search(), surfaceOfChord: sec_to_gc's sum).
    let chord = 'null::float8';
    // Near a ZIP, the tests that cost more than they drop run on the profiles the cheap ones kept
    // (`after`, on an `offset 0` subquery's rows): the distance (nearly every profile read is in
    // the radius), the languages (an array each), the words and the busy caregivers. In one
    // filter the planner orders tests by its own reckoning of their cost, and put the distance,
    // the languages and the busy probe before the masks (−7 % a search without words, −12 % a
    // search by time, in A/Bs at 1,000,000 profiles with the same answers).
    const after: string[] = [];
    if (input.near) {
      const origin = `ll_to_earth(${param(input.near.lat)}::float8, ${param(input.near.lng)}::float8)`;
      // `p.earth` is ll_to_earth(lat, lng), stored (migration 044).
      chord = `cube_distance(${origin}, p.earth)`;
      // The grid cells the circle may reach (earth-cells.ts; the cell index), then the exact
      // distance.
      const radiusM = (input.radiusKm ?? SEARCH_LIMITS.radiusDefault) * 1000;
      const radius = param(radiusM);
      where.push(
        'p.lat is not null',
        `p.cell = any(${param(cellsNear(input.near.lat, input.near.lng, radiusM))}::int[])`,
      );
      after.push(`p.chord_m <= 2 * earth() * sin(${radius}::float8 / (2 * earth()))`);
    }
    if (input.minRate !== undefined) where.push(`p.hourly_rate >= ${param(input.minRate)}::int`);
    if (input.maxRate !== undefined) where.push(`p.hourly_rate <= ${param(input.maxRate)}::int`);
    // Services and age groups as the bit masks of migration 044 (bit i for the i-th of the list).
    for (const [column, known, wanted] of [
      ['age_groups_mask', AGE_GROUPS, input.ageGroups],
      ['services_mask', SERVICES, input.services],
    ] as const) {
      if (!wanted?.length) continue;
      const mask = param(maskOf(known, wanted));
      where.push(`p.${column} & ${mask}::int = ${mask}::int`);
    }
    if (input.languages?.length) {
      (input.near ? after : where).push(`p.languages @> ${param(unique(input.languages))}::text[]`);
    }
    if (input.availableDay !== undefined) {
      where.push(`p.available_days & ${param(1 << input.availableDay)}::int <> 0`);
    }
    if (input.window) {
      const at = param(input.window.at);
      const until = param(input.window.until);
      // In the caregiver's city's zone (a profile without one cannot say when it is free and
      // is left out): one weekly slot covers the whole window, and no confirmed booking meets it.
      // The window in a zone's minutes of the week costs five `at time zone` a row: near a ZIP,
      // nearly every profile shares the ZIP's zone, so the server computes that zone's window
      // once (weekWindow) and only profiles in another zone compute their own.
      let week = `ftc_week_window(${at}::timestamptz, ${until}::timestamptz, p.time_zone)`;
      if (input.near) {
        const zone = timeZoneOf(input.near.lat, input.near.lng);
        const range = weekWindow(input.window.at, input.window.until, zone);
        week = `case p.time_zone when ${param(zone)}::text then ${param(range)}::int4range else ${week} end`;
      }
      where.push('p.time_zone is not null', `${week} <@ any (p.availability_minutes)`);
      // The caregivers busy in the window, found once and hashed (a `not in` subquery; a
      // profile id is never null): the window's confirmed bookings, those starting up to 12 h
      // (the longest booking, BOOKING_LIMITS and the table's check) before it, from
      // bookings_confirmed_window_idx alone (migration 045). A probe a candidate was a btree
      // descent each, thousands near a large city. Tested last (`after`).
      after.push(`p.id not in (select b.profile_id from bookings b
                       where b.status = 'confirmed'
                         and b.starts_at < ${until}::timestamptz
                         and b.starts_at > ${at}::timestamptz - interval '${BOOKING_LIMITS.maxHours} hours'
                         and b.ends_at > ${at}::timestamptz)`);
    }
    // verified_until is kept from caregiver_badges by a trigger (migration 044): verifiedSql's
    // rule. The clock is read once (an InitPlan), not once a row.
    if (input.verified) where.push(`p.verified_until > (select ${NOW_SQL})`);
    if (input.featured) where.push(FEATURED);
    const q = words(input.q);
    if (q) {
      const query = `websearch_to_tsquery('english', ${param(q)})`;
      // Near a ZIP, the words from the cell index's copy (`search_words`, migration 046), so the
      // search stays one index-only scan; a profile whose words outgrow an index row has none
      // there, and only its own table row is read. Last: the costliest test, on the rows every
      // other filter kept. Without a ZIP, in the scan's filter: the words' own index may serve.
      if (input.near) {
        after.push(`(case when p.search_words is not null then p.search_words @@ ${query}
                  else (select x.search_text @@ ${query} from caregiver_profiles x
                         where x.id = p.id) end)`);
      } else {
        where.push(`p.search_text @@ ${query}`);
      }
    }
    // The columns `after` and the sorts read, carried out of the subquery; the words only when
    // asked for (only the widest cell index carries them).
    const carried = ['p.id', 'p.hourly_rate', 'p.rating', 'p.last_active_at'];
    if (input.near && input.languages?.length) carried.push('p.languages');
    if (input.near && q) carried.push('p.search_words');
    const scan = where.join('\n           and ');
    // The profiles that match, as alias `p` with `chord_m`: one scan, or the scan's survivors
    // tested again (`offset 0` keeps the planner from folding the two levels into one filter).
    const matches = after.length
      ? `(select ${carried.join(', ')}, ${chord} as chord_m
                from caregiver_profiles p
               where ${scan}
              offset 0) p
       where ${after.join('\n         and ')}`
      : `(select p.id, ${chord} as chord_m, p.hourly_rate, p.rating, p.last_active_at
                from caregiver_profiles p
               where ${scan}) p`;
    return { matches, values, param };
  }

  /**
   * The SQL and parameters of a search's page: the ids of its cards in order, each with its
   * distance, and the count of every match. The bench runs and explains it; search() runs it,
   * then the cards (CARDS_BY_ID).
   */
  searchSql(input: SearchInput): { text: string; values: unknown[] } {
    const { matches, values, param } = this.filters(input);
    const order = ORDER[input.sort ?? (input.near ? 'distance' : 'recent')];
    const limit = param(input.pageSize);
    const offset = param((input.page - 1) * input.pageSize);
    const text = `select p.id::int as id, p.chord_m, (count(*) over ())::int as total
        from ${matches}
       order by ${order}
       limit ${limit} offset ${offset}`;
    return { text, values };
  }

  /**
   * A page of results: its ids (searchSql), then their cards (CARDS_BY_ID), in two statements.
   * The cards' statement is the same text for every search, so it is prepared once per
   * connection; in one statement with the page, its badges, plan and reliability subqueries
   * were planned again at every search (~1 ms of ~15, issue 27). `db` is the pool, or the
   * bench's connection.
   */
  async search(input: SearchInput, db: Queryable = this.pool): Promise<CaregiverPage> {
    const { text, values } = this.searchSql(input);
    const { rows: page } = await db.query<{ id: number; chord_m: number | null; total: number }>(
      text,
      values,
    );
    let total = page[0]?.total ?? 0;
    if (page.length === 0 && input.page > 1) {
      // Past the end: the window count has no row to ride on; count alone.
      const filters = this.filters(input);
      const counted = await db.query<{ total: number }>(
        `select count(*)::int as total from ${filters.matches}`,
        filters.values,
      );
      total = counted.rows[0]?.total ?? 0;
    }
    const cards = new Map<number, CaregiverCard>();
    if (page.length) {
      const { rows } = await db.query<CaregiverCard>({
        ...CARDS_BY_ID,
        values: [page.map((row) => row.id)],
      });
      for (const card of rows) cards.set(card.id, card);
    }
    return {
      // A profile hidden (or its account suspended) between the two statements leaves the page.
      items: page.flatMap(({ id, chord_m }) => {
        const card = cards.get(id);
        if (!card) return [];
        return chord_m === null || !input.near
          ? [card]
          : [{ ...card, distance_km: Math.round(surfaceOfChord(chord_m) / 100) / 10 }];
      }),
      total,
      page: input.page,
      page_size: input.pageSize,
    };
  }

  /** A published profile with its newest 10 reviews, or undefined. */
  async detail(id: number): Promise<CaregiverDetail | undefined> {
    const { rows } = await this.pool.query<Omit<CaregiverDetail, 'reviews'>>(
      `select ${PROFILE_COLUMNS} from caregiver_profiles p
        where p.id = $1 and p.published and ${profileShownSql('p')}`,
      [id],
    );
    const profile = rows[0];
    if (!profile) return undefined;
    return { ...profile, reviews: await this.reviews(id, 10) };
  }

  /** A profile's newest reviews, the author by first name only. */
  async reviews(profileId: number, limit: number): Promise<Review[]> {
    const { rows } = await this.pool.query<Review>(
      `select r.id::int as id, r.rating, r.body,
              ${firstNameSql('a')} as author_first_name,
              ${ISO('r.created_at')} as created_at,
              case when r.reply_body is null then null
                   else json_build_object('body', r.reply_body,
                                          'created_at', ${ISO('r.reply_created_at')}) end as reply
         from reviews r join accounts a on a.id = r.parent_account_id
        where r.profile_id = $1 and ${reviewShownSql('r')}
        order by r.created_at desc, r.id desc
        limit $2`,
      [profileId, limit],
    );
    return rows;
  }

  /** The caregiver's own profile; the first call makes an unpublished draft from the account. */
  async own(accountId: string, fullName: string): Promise<OwnProfile> {
    const name = publicName(fullName);
    await this.pool.query(
      `insert into caregiver_profiles (account_id, first_name, last_initial)
       values ($1, $2, $3) on conflict (account_id) do nothing`,
      [accountId, name.first_name, name.last_initial],
    );
    const { rows } = await this.pool.query<OwnProfile>(
      `select ${PROFILE_COLUMNS}, p.published from caregiver_profiles p where p.account_id = $1`,
      [accountId],
    );
    const profile = rows[0];
    if (!profile) throw new Error(`no caregiver profile for account ${accountId}`);
    return profile;
  }

  async update(accountId: string, fullName: string, changes: ProfileChanges): Promise<OwnProfile> {
    await this.own(accountId, fullName);
    const availability = [...changes.availability].sort(
      (a, b) => a.day - b.day || a.from.localeCompare(b.from),
    );
    await this.pool.query(
      `update caregiver_profiles set
         headline = $2, bio = $3, zip = $4, city = $5, state = $6, lat = $7, lng = $8,
         hourly_rate = $9, experience_years = $10, age_groups = $11, services = $12,
         languages = $13, availability = $14, available_days = $15, published = $16,
         photo_url = case when $17::boolean then $18 else photo_url end,
         time_zone = $19,
         last_active_at = ${NOW_SQL}, updated_at = ${NOW_SQL}
       where account_id = $1`,
      [
        accountId,
        changes.headline,
        changes.bio,
        changes.zip,
        changes.place.city,
        changes.place.state,
        changes.place.lat,
        changes.place.lng,
        changes.hourly_rate,
        changes.experience_years,
        unique(changes.age_groups, AGE_GROUPS),
        unique(changes.services, SERVICES),
        unique(changes.languages),
        JSON.stringify(availability),
        availableDaysOf(availability),
        changes.published,
        changes.photo_url !== undefined,
        changes.photo_url ?? null,
        timeZoneOf(changes.place.lat, changes.place.lng),
      ],
    );
    return this.own(accountId, fullName);
  }

  /** The home page's spotlight: featured first, then the most recently joined. */
  async spotlight(limit = 12): Promise<SpotlightItem[]> {
    const { rows } = await this.pool.query<
      Omit<SpotlightItem, 'slug' | 'full_name' | 'verified_badges'> & {
        first_name: string;
        last_initial: string;
        badges: { kind: string }[];
      }
    >(
      `select p.id::int as id, p.first_name, p.last_initial, p.headline, p.photo_url, p.city,
              p.state, p.experience_years as years_experience, p.hourly_rate as hourly_rate_cents,
              p.services, p.languages, p.bio, p.rating::float8 as rating,
              p.review_count as reviews_count, ${badgesJsonSql('p')} as badges, ${FEATURED} as featured
         from caregiver_profiles p
        where p.published and ${profileShownSql('p')}
        order by ${FEATURED} desc, p.created_at desc, p.id desc
        limit $1`,
      [limit],
    );
    return rows.map(({ first_name, last_initial, badges, ...row }) => ({
      ...row,
      slug: slugOf(`${first_name}-${last_initial}-${row.city}-${row.id}`),
      full_name: last_initial ? `${first_name} ${last_initial}.` : first_name,
      verified_badges: badges.map((badge) => badge.kind),
    }));
  }
}

const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
