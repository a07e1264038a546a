import type { ReportAction } from '../contract/admin-values';
import { ADMIN_PATHS } from '../contract/endpoints';
import { type ApiClient, successOf } from '../lib/api-client';
import { useFreshResource } from '../lib/use-fresh-resource';

// The staff's reports queue and hidden content (interface §10, moderators).

// mirrors src/contract/reports.ts (i23-reports): swap for `import type` once on main.
export interface ContentOwner {
  id: number;
  full_name: string;
}
export interface ReportMessage {
  id: number;
  sender: 'parent' | 'caregiver';
  body: string;
  created_at: string;
  flags?: string[];
  hidden: boolean;
}
export interface ReportItem {
  id: number;
  target: {
    kind: string;
    id: number;
    excerpt: string;
    owner: ContentOwner | null;
    hidden: boolean;
  };
  reason: string;
  details: string | null;
  source: 'member' | 'automatic';
  reporter_first_name: string | null;
  created_at: string;
  status: 'open' | 'resolved';
  resolution: ReportAction | null;
  resolved_at: string | null;
  messages?: ReportMessage[];
}
export interface ReportList {
  items: ReportItem[];
  total: number;
  page: number;
  page_size: number;
}
export interface HiddenItem {
  kind: string;
  id: number;
  excerpt: string;
  owner: ContentOwner | null;
  hidden_at: string;
  hidden_by: number | null;
  reason: string | null;
}
export interface HiddenList {
  items: HiddenItem[];
  total: number;
  page: number;
  page_size: number;
}
// end of mirror

const withPage = (path: string, query: URLSearchParams, page: number) => {
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** `status`: open (oldest first) or resolved (newest first). */
export const reportsPath = (status: 'open' | 'resolved', page = 1) =>
  withPage(ADMIN_PATHS.reports, new URLSearchParams({ status }), page);

export const useReports = (
  search: { status: 'open' | 'resolved'; page: number } | null,
  failure: string,
) => useFreshResource<ReportList>(search ? reportsPath(search.status, search.page) : null, failure);

export async function resolveReport(
  api: ApiClient,
  id: number,
  body: { action: ReportAction; reason: string },
  fallback: string,
): Promise<void> {
  successOf(await api.post(ADMIN_PATHS.resolveReport(id), body), fallback);
}

export const useHiddenContent = (page: number | null, failure: string) =>
  useFreshResource<HiddenList>(
    page === null ? null : withPage(ADMIN_PATHS.hidden, new URLSearchParams(), page),
    failure,
  );

export async function restoreHidden(
  api: ApiClient,
  item: { kind: string; id: number },
  reason: string,
  fallback: string,
): Promise<void> {
  successOf(await api.post(ADMIN_PATHS.restoreHidden(item.kind, item.id), { reason }), fallback);
}
