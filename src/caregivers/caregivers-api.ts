import { SEARCH_LIMITS, SERVICES } from '../contract/caregiver-values';
import type { CaregiverPage, CaregiverSearchQuery, Service } from '../contract/caregivers';
import { CAREGIVER_PATHS } from '../contract/endpoints';
import { type ApiClient, resultsOf } from '../lib/api-client';

/** What the element searches by: a subset of the API's query (interface §7). */
export interface CaregiverFilters {
  near: string;
  service?: Service | undefined;
  radiusKm?: number | undefined;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 6;
export const ZIP = /^\d{5}$/;

export const isService = (value: unknown): value is Service =>
  (SERVICES as readonly unknown[]).includes(value);

/** A page size the API accepts (1…50); anything else the element's default. */
export function pageSizeOf(value: number | undefined): number {
  return value !== undefined && Number.isInteger(value) && value >= 1
    ? Math.min(value, SEARCH_LIMITS.pageSizeMax)
    : DEFAULT_PAGE_SIZE;
}

/** A radius the API accepts (0 < r ≤ 100 km); anything else none (the server's default). */
export function radiusOf(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 && value <= SEARCH_LIMITS.radiusMax ? value : undefined;
}

/**
 * `GET /v1/caregivers?near=…&radius_km=…&service=…&page=…&page_size=…`, in that order; or the
 * site's own query (its URL's names are the API's) as it is.
 */
export function searchPath(query: URLSearchParams): string;
export function searchPath(filters: CaregiverFilters, page: number): string;
export function searchPath(filters: CaregiverFilters | URLSearchParams, page = 1): string {
  if (filters instanceof URLSearchParams) return `${CAREGIVER_PATHS.search}?${filters}`;
  const query: CaregiverSearchQuery = {
    near: filters.near,
    radius_km: filters.radiusKm,
    service: filters.service,
    page,
    page_size: filters.pageSize,
  };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.append(name, String(value));
  }
  return `${CAREGIVER_PATHS.search}?${params}`;
}

/** One page of results; an answer that is not a success throws the server's message. */
export async function searchCaregivers(
  api: ApiClient,
  filters: CaregiverFilters,
  page: number,
  signal?: AbortSignal,
): Promise<CaregiverPage> {
  // No words of its own: the element says its own when the server gave none.
  return resultsOf(await api.get<CaregiverPage>(searchPath(filters, page), { signal }), '');
}
