import { createRequire } from 'node:module';

/** A place to search from or to store on a profile; never sent to a client as coordinates. */
export interface Place {
  lat: number;
  lng: number;
  city: string;
  state: string;
}

type Lookup = typeof import('zipcodes').lookup;
let lookup: Lookup | undefined;

/**
 * A US ZIP code's centre, city and state, from the `zipcodes` dataset (about 42,000 US codes;
 * loaded on first use: it is 5 MB of JavaScript). Canadian codes in the same dataset and
 * anything that is not five digits are unknown here.
 */
export function placeOfZip(zip: string): Place | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  lookup ??= (createRequire(import.meta.url)('zipcodes') as typeof import('zipcodes')).lookup;
  const found = lookup(zip);
  if (found?.country !== 'US') return undefined;
  return { lat: found.latitude, lng: found.longitude, city: found.city, state: found.state };
}

/** `near` as the API takes it: a ZIP code, or `lat,lng` within the globe's ranges. */
export function placeOfNear(near: string): Pick<Place, 'lat' | 'lng'> | 'unknown-zip' | 'invalid' {
  if (/^\d{5}$/.test(near)) return placeOfZip(near) ?? 'unknown-zip';
  const [lat, lng] = near.split(',').map(Number);
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return 'invalid';
  }
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return 'invalid';
  return { lat, lng };
}

type TzLookup = (lat: number, lng: number) => string;
let tzLookup: TzLookup | undefined;

/**
 * The IANA time zone at a place (`America/New_York`), from @photostructure/tz-lookup's map of
 * zone borders: a ZIP centre's zone is its city's. Weekly availability and weekly bookings are
 * in this local time (interface §11).
 */
export function timeZoneOf(lat: number, lng: number): string {
  tzLookup ??= createRequire(import.meta.url)('@photostructure/tz-lookup') as TzLookup;
  return tzLookup(lat, lng);
}

/**
 * Sets `caregiver_profiles.time_zone` on every profile with a place but no zone yet (rows made
 * before the column, or written without it). Idempotent: the seed runs it at every start.
 */
export async function fillTimeZones(db: { query: import('pg').Pool['query'] }): Promise<number> {
  const { rows } = await db.query<{ id: string; lat: number; lng: number }>(
    'select id, lat, lng from caregiver_profiles where time_zone is null and lat is not null and lng is not null',
  );
  if (rows.length === 0) return 0;
  await db.query(
    `update caregiver_profiles p set time_zone = x.zone
       from unnest($1::bigint[], $2::text[]) as x(id, zone)
      where p.id = x.id and p.time_zone is null`,
    [rows.map((row) => row.id), rows.map((row) => timeZoneOf(Number(row.lat), Number(row.lng)))],
  );
  return rows.length;
}
