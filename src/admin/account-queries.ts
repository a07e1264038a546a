import type { AccountStatus, StaffRole } from '../contract/admin-values';
import type { BillingOrder } from '../contract/billing';
import { ADMIN_PATHS } from '../contract/endpoints';
import { type ApiClient, successOf } from '../lib/api-client';
import { useFreshResource } from '../lib/use-fresh-resource';
import type { AuditRow } from './audit-queries';

// The staff's accounts desk (interface §10): search, one account, suspend, unsuspend, staff
// role. `failure`/`fallback`: the words when the server gave none; a null argument loads nothing.
// Lists are read again on every visit (useFreshResource): staff act on what is true now.

// mirrors src/contract/admin-accounts.ts (i23-accounts): swap for `import type` once on main.
export type AccountType = 'user' | 'service_provider';
export interface AdminAccountItem {
  id: number;
  type: AccountType;
  full_name: string;
  email: string;
  mobile: string;
  created_at: string;
  status: AccountStatus;
  plan_name: string | null;
  open_reports: number;
}
export interface AdminAccountPage {
  items: AdminAccountItem[];
  total: number;
  page: number;
  page_size: number;
}
export interface AdminAccountDocument {
  id: string;
  kind: string;
  status: 'pending' | 'approved' | 'rejected';
  expires_on: string | null;
  created_at: string;
}
export interface AdminAccountReport {
  id: number;
  target: { kind: string; id: number };
  reason: string;
  details: string | null;
  source: 'member' | 'automatic';
  status: 'open' | 'resolved';
  resolution: 'dismiss' | 'hide' | 'suspend' | null;
  created_at: string;
}
export interface AdminAccountDetail extends AdminAccountItem {
  country_code: string;
  language: string;
  staff_role: StaffRole | null;
  suspended_until: string | null;
  suspension_reason: string | null;
  orders: BillingOrder[];
  documents: AdminAccountDocument[];
  reports_made: AdminAccountReport[];
  reports_received: AdminAccountReport[];
  audit: AuditRow[];
}
export interface SuspendBody {
  reason: string;
  until?: string | null;
}
// end of mirror

/** The search as the site's URL carries it (the API's own names). */
export interface AccountSearch {
  q?: string;
  type?: string;
  status?: string;
  page?: number;
}

/** `GET /v1/admin/accounts?…`: only the filters that are set, in a stable order (one cache key). */
export function accountsPath(search: AccountSearch): string {
  const query = new URLSearchParams();
  if (search.q?.trim()) query.set('q', search.q.trim());
  if (search.type) query.set('type', search.type);
  if (search.status) query.set('status', search.status);
  if (search.page && search.page > 1) query.set('page', String(search.page));
  const text = query.toString();
  return text ? `${ADMIN_PATHS.accounts}?${text}` : ADMIN_PATHS.accounts;
}

export const useAdminAccounts = (search: AccountSearch | null, failure: string) =>
  useFreshResource<AdminAccountPage>(search === null ? null : accountsPath(search), failure);

export const useAdminAccount = (id: string | null, failure: string) =>
  useFreshResource<AdminAccountDetail>(id === null ? null : ADMIN_PATHS.account(id), failure);

/** Suspends an account: `{ reason, until? }` (until: ISO 8601, or left out for "until lifted"). */
export async function suspendAccount(
  api: ApiClient,
  id: number | string,
  body: SuspendBody,
  fallback: string,
): Promise<void> {
  successOf(await api.post(ADMIN_PATHS.suspend(id), body), fallback);
}

export async function unsuspendAccount(
  api: ApiClient,
  id: number | string,
  reason: string,
  fallback: string,
): Promise<void> {
  successOf(await api.post(ADMIN_PATHS.unsuspend(id), { reason }), fallback);
}

/** An admin grants a role, or takes it away (null). */
export async function setStaffRole(
  api: ApiClient,
  id: number | string,
  body: { role: StaffRole | null; reason?: string },
  fallback: string,
): Promise<void> {
  successOf(await api.request('PUT', ADMIN_PATHS.staff(id), { body }), fallback);
}
