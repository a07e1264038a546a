import type pg from 'pg';
import type { AdminOrder, AdminOrderList } from '../../src/contract/admin-money';
import { ADMIN_PAGE_SIZE } from '../../src/contract/admin-values';
import type { OrderStatus } from '../../src/contract/billing-values';
import { isoSql } from '../db/sql-fragments';

type Queryable = pg.Pool | pg.PoolClient;

/** An order as the money desk shows it (interface §10), `o` orders, `a` accounts, `p` plans. */
const ORDER_COLUMNS = `o.id as order_id, a.id::text as account_id, a.full_name, a.email,
  p.name as plan_name, o.amount, o.currency, o.status, ${isoSql('o.paid_at')} as paid_at,
  o.refunded_amount, o.promo_code`;
const ORDER_FROM = `orders o join accounts a on a.id = o.account_id join plans p on p.id = o.plan_id`;

interface OrderRow {
  order_id: string;
  account_id: string;
  full_name: string;
  email: string;
  plan_name: string;
  amount: number;
  currency: string;
  status: OrderStatus;
  paid_at: string | null;
  refunded_amount: number;
  promo_code: string | null;
}

const view = (row: OrderRow): AdminOrder => ({
  order_id: row.order_id,
  account: { id: row.account_id, full_name: row.full_name, email: row.email },
  plan_name: row.plan_name,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  paid_at: row.paid_at,
  refunded_amount: row.refunded_amount,
  promo_code: row.promo_code,
});

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The orders of every member for the money desk: the list and one order. */
export class AdminOrders {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Newest first, 25 a page. `q`: an order id (exactly) or a member's email (any part, any
   * case); `status`: one order status.
   */
  async list(query: { q?: string; status?: OrderStatus; page: number }): Promise<AdminOrderList> {
    const where: string[] = [];
    const values: unknown[] = [];
    const q = query.q?.trim();
    if (q) {
      values.push(q, `%${literal(q.toLowerCase())}%`);
      where.push(`(o.id = $${values.length - 1} or lower(a.email) like $${values.length})`);
    }
    if (query.status) {
      values.push(query.status);
      where.push(`o.status = $${values.length}`);
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const { rows: counted } = await this.pool.query<{ total: number }>(
      `select count(*)::int as total from ${ORDER_FROM} ${filter}`,
      values,
    );
    values.push(ADMIN_PAGE_SIZE, (query.page - 1) * ADMIN_PAGE_SIZE);
    const { rows } = await this.pool.query<OrderRow>(
      `select ${ORDER_COLUMNS} from ${ORDER_FROM} ${filter}
        order by o.created_at desc, o.id desc
        limit $${values.length - 1} offset $${values.length}`,
      values,
    );
    return {
      items: rows.map(view),
      total: counted[0]?.total ?? 0,
      page: query.page,
      page_size: ADMIN_PAGE_SIZE,
    };
  }

  /** One order, or undefined. */
  async one(orderId: string, db: Queryable = this.pool): Promise<AdminOrder | undefined> {
    const { rows } = await db.query<OrderRow>(
      `select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.id = $1`,
      [orderId],
    );
    return rows[0] && view(rows[0]);
  }
}
