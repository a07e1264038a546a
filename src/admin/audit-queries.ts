import { ADMIN_PATHS } from '../contract/endpoints';
import { useFreshResource } from '../lib/use-fresh-resource';

// The audit log (interface §10, admins): every staff action, newest first.

// mirrors src/contract/admin-accounts.ts (i23-accounts): swap for `import type` once on main.
export interface AuditRow {
  id: number;
  actor: { id: number; email: string };
  action: string;
  target: { kind: string; id: string };
  reason: string | null;
  created_at: string;
}
export interface AuditPage {
  items: AuditRow[];
  total: number;
  page: number;
  page_size: number;
}
// end of mirror

/** `actor`: a staff account's id or email; `target`: `kind:id` or an id. */
export interface AuditSearch {
  actor?: string;
  target?: string;
  page?: number;
}

export function auditPath(search: AuditSearch): string {
  const query = new URLSearchParams();
  if (search.actor?.trim()) query.set('actor', search.actor.trim());
  if (search.target?.trim()) query.set('target', search.target.trim());
  if (search.page && search.page > 1) query.set('page', String(search.page));
  const text = query.toString();
  return text ? `${ADMIN_PATHS.audit}?${text}` : ADMIN_PATHS.audit;
}

export const useAuditLog = (search: AuditSearch | null, failure: string) =>
  useFreshResource<AuditPage>(search === null ? null : auditPath(search), failure);
