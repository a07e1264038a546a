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
