import type pg from 'pg';
import type { AuditPage, AuditRow } from '../../src/contract/admin-accounts';
import { ADMIN_PAGE_SIZE, type StaffRole } from '../../src/contract/admin-values';
import { isoSql, NOW_SQL } from '../db/sql-fragments';
import type { AccountRow } from './accounts';
import { recordAudit } from './audit';

type Queryable = pg.Pool | pg.PoolClient;

export interface AuditFilter {
  /** The staff account: its id, or its email (as it was when it acted). */
  actor?: { id: string } | { email: string };
  /** What was acted on: a kind and an id, or an id of any kind. */
  target?: { kind?: string; id: string };
}

/** `actor` as typed: digits are an id, anything else an email. */
export function actorFilter(text: string): AuditFilter['actor'] {
  const trimmed = text.trim();
  return /^\d{1,18}$/.test(trimmed) ? { id: trimmed } : { email: trimmed.toLowerCase() };
}

/** `target` as typed: `account:42`, or just `42`. */
export function targetFilter(text: string): AuditFilter['target'] {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  if (colon < 0) return { id: trimmed };
  return { kind: trimmed.slice(0, colon).trim(), id: trimmed.slice(colon + 1).trim() };
}

/** Audit rows matching `filter`, newest first, with how many match. */
export async function auditRows(
  db: Queryable,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ items: AuditRow[]; total: number }> {
  const actor = filter.actor;
  const { rows } = await db.query<{
    id: number;
    actor_id: number;
    actor_email: string;
    action: string;
    target_kind: string;
    target_id: string;
    reason: string | null;
    created_at: string;
    total: number;
  }>(
    `select l.id::float8 as id, l.actor_account_id::float8 as actor_id, l.actor_email, l.action,
            l.target_kind, l.target_id, l.reason, ${isoSql('l.created_at')} as created_at,
            count(*) over ()::int as total
       from audit_log l
      where ($1::bigint is null or l.actor_account_id = $1)
        and ($2::text is null or lower(l.actor_email) = $2)
        and ($3::text is null or l.target_kind = $3)
        and ($4::text is null or l.target_id = $4)
      order by l.created_at desc, l.id desc
      limit $5 offset $6`,
    [
      actor && 'id' in actor ? actor.id : null,
      actor && 'email' in actor ? actor.email : null,
      filter.target?.kind ?? null,
      filter.target?.id ?? null,
      limit,
      offset,
    ],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actor_id, email: row.actor_email },
      action: row.action,
      target: { kind: row.target_kind, id: row.target_id },
      reason: row.reason,
      created_at: row.created_at,
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** The audit log's page (`GET /v1/admin/audit`): 25 a page, newest first. */
export async function auditPage(
  db: Queryable,
  filter: AuditFilter,
  page: number,
): Promise<AuditPage> {
  const offset = (page - 1) * ADMIN_PAGE_SIZE;
  const found = await auditRows(db, filter, ADMIN_PAGE_SIZE, offset);
  const total =
    found.items.length === 0 && page > 1 ? (await auditRows(db, filter, 1, 0)).total : found.total;
  return { items: found.items, total, page, page_size: ADMIN_PAGE_SIZE };
}

export type RoleOutcome =
  | { kind: 'changed'; full_name: string; role: StaffRole | null }
  | { kind: 'not_found' }
  | { kind: 'admin_account' };

/**
 * An admin grants or takes away a staff role (interface §10), with its audit row (`staff.role`,
 * old and new) in the same transaction. The ADMIN_EMAIL account's role is not this column's.
 */
export async function setStaffRole(
  client: pg.PoolClient,
  actor: AccountRow,
  accountId: string,
  role: StaffRole | null,
  reason: string | null,
): Promise<RoleOutcome> {
  if (!/^\d{1,18}$/.test(accountId)) return { kind: 'not_found' };
  const { rows } = await client.query<{
    full_name: string;
    is_admin: boolean;
    staff_role: StaffRole | null;
  }>('select full_name, is_admin, staff_role from accounts where id = $1 for update', [accountId]);
  const found = rows[0];
  if (!found) return { kind: 'not_found' };
  if (found.is_admin) return { kind: 'admin_account' };
  await client.query(`update accounts set staff_role = $2, updated_at = ${NOW_SQL} where id = $1`, [
    accountId,
    role,
  ]);
  await recordAudit(client, {
    actor,
    action: 'staff.role',
    target: { kind: 'account', id: accountId },
    reason,
    details: { old: found.staff_role, new: role },
  });
  return { kind: 'changed', full_name: found.full_name, role };
}
