import type pg from 'pg';
import type { AccountRow } from './accounts';

type Queryable = pg.Pool | pg.PoolClient;

/** One staff action, as the audit log keeps it (interface §10). */
export interface AuditEntry {
  /** The staff account that acted. */
  actor: Pick<AccountRow, 'id' | 'email'>;
  /** What was done, dotted: `account.suspend`, `report.resolve`, `order.refund`, `faq.update`… */
  action: string;
  /** What it was done to: `account`, `report`, `order`, `promo_code`, `faq`, `document`… */
  target: { kind: string; id: string | number };
  /** The staff's reason (required on actions on members, orders and content). */
  reason?: string | null;
  /** Anything that makes the row readable later (amounts, old and new values). */
  details?: Record<string, unknown>;
}

/**
 * Writes the audit row of a staff action. Pass the action's own transaction client: the row
 * commits with the action or not at all. The table refuses updates and deletes (a trigger).
 */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into audit_log (actor_account_id, actor_email, action, target_kind, target_id, reason, details)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb) returning id::text`,
    [
      entry.actor.id,
      entry.actor.email,
      entry.action,
      entry.target.kind,
      String(entry.target.id),
      entry.reason ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
  );
  return rows[0]?.id as string;
}
