// The caregiver search's filters as the site's URL carries them (the API's own names), and the
// form's values: what the /caregivers page reads, writes and links to.
import { kmText, milesText } from '../../src/lib/miles';

export const PAGE_SIZE = 12;
/**
 * The distances a person chooses from, in miles (the URL and the API keep `radius_km`; with
 * none, the API's default of 25 km, about 15.5 miles). 50 miles is 80.47 km: within the API's 100.
 */
export const RADII_MILES = ['5', '10', '25', '50'] as const;

/**
 * The filters of the URL, under the API's own names (interface §7), kept as the URL says them:
 * the API judges every value (an unknown one is its 400, shown as the page's error), so a
 * shared link runs exactly the same search.
 */
export interface SearchFilters {
  near: string;
  radius_km: string;
  service: string[];
  age_group: string[];
  language: string[];
  min_rate: string;
  max_rate: string;
  available_day: string;
  verified: string;
  featured: string;
  q: string;
  sort: string;
  page: string;
  page_size: string;
}

export const isZip = (value: string) => /^\d{5}$/.test(value);
export const wholeNumber = (value: string) => /^\d+$/.test(value);

/** The single-valued names, in the order the query carries them. */
export const SINGLE = [
  'near',
  'radius_km',
  'min_rate',
  'max_rate',
  'available_day',
  'verified',
  'featured',
  'q',
  'sort',
  'page',
  'page_size',
] as const;
export const REPEATED = ['service', 'age_group', 'language'] as const;

export function filtersFromUrl(search: URLSearchParams): SearchFilters {
  const one = (name: (typeof SINGLE)[number]) => search.get(name)?.trim() ?? '';
  const many = (name: (typeof REPEATED)[number]) =>
    search
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean);
  return {
    near: one('near'),
    radius_km: one('radius_km'),
    service: many('service'),
    age_group: many('age_group'),
    language: many('language'),
    min_rate: one('min_rate'),
    max_rate: one('max_rate'),
    available_day: one('available_day'),
    verified: one('verified'),
    featured: one('featured'),
    q: one('q'),
    sort: one('sort'),
    page: one('page') === '1' ? '' : one('page'),
    page_size: one('page_size'),
  };
}

/** The filters as a query (the page's URL and the API call share it): every value as it is. */
export function filtersToQuery(filters: SearchFilters): URLSearchParams {
  const query = new URLSearchParams();
  const set = (name: (typeof SINGLE)[number]) => {
    if (filters[name]) query.set(name, filters[name]);
  };
  set('near');
  set('radius_km');
  for (const name of REPEATED) for (const value of filters[name]) query.append(name, value);
  for (const name of SINGLE.slice(2)) set(name);
  return query;
}

/**
 * The API query of the results a page's URL shows: its filters, with the site's page size unless
 * the URL names one. The page asks for it; the server renders the page with its answer.
 */
export function resultsQuery(search: URLSearchParams): URLSearchParams {
  const filters = filtersFromUrl(search);
  const query = filtersToQuery(filters);
  if (!filters.page_size) query.set('page_size', String(PAGE_SIZE));
  return query;
}

/** The page number the URL asks for (the API refuses a bad one; the paging counts from 1). */
export const pageNumber = (filters: SearchFilters) =>
  wholeNumber(filters.page) ? Math.max(1, Number(filters.page)) : 1;

export const dollars = (minor: string) =>
  minor && wholeNumber(minor) ? String(Number(minor) / 100) : minor;
export const minor = (dollarText: string) =>
  dollarText.trim() ? String(Math.round(Number(dollarText.trim()) * 100)) : '';
export const isAmount = (text: string) => !text.trim() || /^\d{1,3}(\.\d{1,2})?$/.test(text.trim());

export type Option = { value: string; label: string };
/** A select shows the URL's value even when it is none of its options (e.g. "Within 3.1 miles"). */
export const withValue = (options: Option[], value: string, label: string = value): Option[] =>
  value && !options.some((option) => option.value === value)
    ? [...options, { value, label }]
    : options;

export type FilterValues = {
  near: string;
  /** Miles, as chosen ("" the API's default); `radius_km` in the URL. */
  radius_mi: string;
  service: string;
  age_group: string;
  language: string;
  min_rate: string;
  max_rate: string;
  available_day: string;
  verified: string;
  sort: string;
};

export function formValues(filters: SearchFilters): FilterValues {
  return {
    near: filters.near,
    radius_mi: milesText(filters.radius_km),
    service: filters.service.join(','),
    age_group: filters.age_group.join(','),
    language: filters.language[0] ?? '',
    min_rate: dollars(filters.min_rate),
    max_rate: dollars(filters.max_rate),
    available_day: filters.available_day,
    verified: filters.verified === '1' ? '1' : '',
    sort: filters.sort,
  };
}

export const listOf = (joined: string) => joined.split(',').filter(Boolean);

/** The URL's `radius_km` for a distance chosen in miles ("" keeps the API's default). */
export const radiusKmOf = (milesValue: string) => kmText(milesValue);

/**
 * The client's own checks, before anything is sent (words by the caller): a ZIP code that is not
 * 5 digits, a rate that is not an amount, the lowest rate above the highest.
 */
export function checkFilters(values: Pick<FilterValues, 'near' | 'min_rate' | 'max_rate'>) {
  const near = values.near.trim();
  const problems: { near?: 'zip'; min_rate?: 'rate' | 'rateOrder'; max_rate?: 'rate' } = {};
  if (near && !isZip(near)) problems.near = 'zip';
  if (!isAmount(values.min_rate)) problems.min_rate = 'rate';
  if (!isAmount(values.max_rate)) problems.max_rate = 'rate';
  if (
    !problems.min_rate &&
    !problems.max_rate &&
    values.min_rate.trim() &&
    values.max_rate.trim() &&
    Number(values.min_rate) > Number(values.max_rate)
  ) {
    problems.min_rate = 'rateOrder';
  }
  return problems;
}
