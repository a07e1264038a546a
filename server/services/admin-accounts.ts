import type pg from 'pg';
import type {
  AdminAccountDetail,
  AdminAccountItem,
  AdminAccountPage,
  AdminAccountReport,
} from '../../src/contract/admin-accounts';
import { type AccountStatus, ADMIN_PAGE_SIZE } from '../../src/contract/admin-values';
import type { BillingOrder } from '../../src/contract/billing';
import { isoDateSql, isoSql } from '../db/sql-fragments';
import { staffRole } from './admin-account';
import { auditRows } from './audit-log';

/**
 * The account a report's target belongs to (alias `r`): the caregiver of a profile, the parent
 * of a job or a review, the sender of a message, and for a conversation the side that is not
 * the reporter.
 */
export const REPORT_OWNER_SQL = `case r.target_kind
  when 'caregiver' then (select cp.account_id from caregiver_profiles cp where cp.id = r.target_id)
  when 'job' then (select j.parent_account_id from jobs j where j.id = r.target_id)
  when 'review' then (select rv.parent_account_id from reviews rv where rv.id = r.target_id)
  when 'message' then (
    select case m.sender when 'parent' then c.parent_account_id else cp.account_id end
      from messages m join conversations c on c.id = m.conversation_id
      join caregiver_profiles cp on cp.id = c.profile_id where m.id = r.target_id)
  when 'conversation' then (
    select case when c.parent_account_id = r.reporter_account_id then cp.account_id
                else c.parent_account_id end
      from conversations c join caregiver_profiles cp on cp.id = c.profile_id
     where c.id = r.target_id)
end`;

const STATUS_SQL = `case when a.deleted_at is not null then 'deleted'
  when a.suspended_at is not null then 'suspended' else 'active' end`;

/** The current plan's name (a plan that is over reads none). */
const PLAN_NAME_SQL = `(select p.name from subscriptions s join plans p on p.id = s.plan_id
  where s.account_id = a.id and s.status in ('active', 'past_due'))`;

// Ids as float8: node-postgres reads them as numbers (exact below 2^53), as the contract has
// them; `::int` would fail past 2^31.
const ITEM_COLUMNS = `a.id::float8 as id, a.type, a.full_name, a.email,
  a.country_code || a.mobile as mobile, ${isoSql('a.created_at')} as created_at,
  ${STATUS_SQL} as status, ${PLAN_NAME_SQL} as plan_name,
  (select count(*)::int from reports r where r.status = 'open' and ${REPORT_OWNER_SQL} = a.id)
    as open_reports`;

/** `%text%` for LIKE, its own wildcards taken as letters. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const REPORT_COLUMNS = `r.id::float8 as id, r.target_kind, r.target_id::float8 as target_id, r.reason,
  r.details, r.source, r.status, r.resolution, ${isoSql('r.created_at')} as created_at`;

type ReportRow = Omit<AdminAccountReport, 'target'> & { target_kind: string; target_id: number };

const reportOf = ({ target_kind, target_id, ...row }: ReportRow): AdminAccountReport => ({
  ...row,
  target: { kind: target_kind as AdminAccountReport['target']['kind'], id: target_id },
});

/** The staff's account search and an account's whole picture (interface §10). */
export class AdminAccountService {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Accounts matching `q` (part of the name or email, case-insensitive, or the digits of the
   * mobile with its country code), of a type and status; newest first, 25 a page.
   */
  async search(query: {
    q?: string;
    type?: 'user' | 'service_provider';
    status?: AccountStatus;
    page: number;
  }): Promise<AdminAccountPage> {
    const q = query.q?.trim() ?? '';
    const digits = q.replace(/\D/g, '');
    const { rows } = await this.pool.query<AdminAccountItem & { total: number }>(
      `select ${ITEM_COLUMNS}, count(*) over ()::int as total
         from accounts a
        where ($1 = '' or a.full_name ilike $2 or a.email ilike $2
               or ($3 <> '' and a.country_code || a.mobile like $4))
          and ($5::text is null or a.type = $5)
          and ($6::text is null or ${STATUS_SQL} = $6)
        order by a.created_at desc, a.id desc
        limit ${ADMIN_PAGE_SIZE} offset $7`,
      [
        q,
        contains(q),
        digits,
        contains(digits),
        query.type ?? null,
        query.status ?? null,
        (query.page - 1) * ADMIN_PAGE_SIZE,
      ],
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.page > 1) {
      // Past the last page: still say how many there are.
      const counted = await this.search({ ...query, page: 1 });
      total = counted.total;
    }
    return {
      items: rows.map(({ total: _total, ...item }) => item),
      total,
      page: query.page,
      page_size: ADMIN_PAGE_SIZE,
    };
  }

  /** One account with its orders, documents, reports and audit trail; null when unknown. */
  async detail(accountId: string): Promise<AdminAccountDetail | null> {
    if (!/^\d{1,18}$/.test(accountId)) return null;
    const { rows } = await this.pool.query<
      AdminAccountItem & {
        country_code: string;
        language: string;
        is_admin: boolean;
        staff_role: string | null;
        suspended_at: Date | null;
        suspended_until: string | null;
        suspension_reason: string | null;
      }
    >(
      `select ${ITEM_COLUMNS}, a.country_code, a.language, a.is_admin, a.staff_role,
              a.suspended_at, ${isoSql('a.suspended_until')} as suspended_until,
              a.suspension_reason
         from accounts a where a.id = $1`,
      [accountId],
    );
    const account = rows[0];
    if (!account) return null;
    const [orders, documents, made, received, audit] = await Promise.all([
      this.pool.query<BillingOrder>(
        `select o.id as order_id, p.name as plan_name, o.amount, o.currency, o.status,
                ${isoSql('o.paid_at')} as paid_at, ${isoSql('o.period_start')} as period_start,
                ${isoSql('o.period_end')} as period_end, o.refunded_amount
           from orders o join plans p on p.id = o.plan_id
          where o.account_id = $1 order by o.created_at desc, o.id limit 50`,
        [accountId],
      ),
      this.pool.query<AdminAccountDetail['documents'][number]>(
        `select d.id, d.kind,
                case d.status when 'pending_review' then 'pending' else d.status end as status,
                ${isoDateSql('d.expires_on')} as expires_on, ${isoSql('d.created_at')} as created_at
           from documents d where d.account_id = $1 order by d.created_at desc, d.id limit 50`,
        [accountId],
      ),
      this.pool.query<ReportRow>(
        `select ${REPORT_COLUMNS} from reports r where r.reporter_account_id = $1
          order by r.created_at desc, r.id desc limit 50`,
        [accountId],
      ),
      this.pool.query<ReportRow>(
        `select ${REPORT_COLUMNS} from reports r where ${REPORT_OWNER_SQL} = $1
          order by r.created_at desc, r.id desc limit 50`,
        [accountId],
      ),
      auditRows(this.pool, { target: { kind: 'account', id: accountId } }, 50, 0),
    ]);
    const { is_admin, suspended_at: _at, staff_role: _role, ...item } = account;
    return {
      ...item,
      // The role an admin granted, or admin for ADMIN_EMAIL (shown even while suspended).
      staff_role: staffRole({ is_admin, staff_role: account.staff_role }),
      orders: orders.rows,
      documents: documents.rows,
      reports_made: made.rows.map(reportOf),
      reports_received: received.rows.map(reportOf),
      audit: audit.items,
    };
  }
}
