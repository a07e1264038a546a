import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { AdminOrder } from '../../src/contract/admin-money';
import { NOW_SQL } from '../db/sql-fragments';
import { ApiProblem, conflict, fieldProblem, notFound } from '../errors';
import { type Language, translate, word } from '../i18n';
import type { AccountRow } from './accounts';
import type { AdminOrders } from './admin-orders';
import { recordAudit } from './audit';
import { type BillingMail, languageOrEnglish, money, withEmails } from './billing-emails';
import type { PaymentProvider, RefundResult } from './payments';
import type { QueuedEmail } from './queued-transports';

/**
 * A refund asked of the provider that did not answer (a timeout, a lost connection) is asked
 * again, with the same idempotency key, by the next refund call on its order after this long:
 * longer than the Stripe client's own tries (3 × 20 s), so a call still waiting is not joined.
 */
export const UNANSWERED_REFUND_SECONDS = 90;

interface RefundRow {
  id: string;
  order_id: string;
  amount: number;
  reason: string;
  actor_account_id: string;
  actor_email: string;
}

export interface RefundOutcome {
  order: AdminOrder;
  /** This call's refund, in minor units. */
  refunded: number;
  /** The call finished an earlier refund the provider had not confirmed (nothing new). */
  finishedEarlier: boolean;
  /** The whole current period was given back: the plan ended now. */
  planEnded: boolean;
}

/**
 * Staff refunds (interface §10), through the payment provider, once per call even under retries:
 * 1. reserve, in one short transaction holding the order's row lock: the order is paid, the
 *    amount is at most what is left (what was paid less what was refunded or is being refunded),
 *    and a `refunds` row (pending) keeps the amount and the idempotency key (its id). Two calls
 *    at once take turns on the lock: the second sees the first's reservation;
 * 2. ask the provider with that key, holding no lock (a slow provider stalls no one; see
 *    exposure.test.ts): a repeat of the request, by the client's retries or a later call,
 *    cannot give the money back twice;
 * 3. settle, in a second transaction: the row succeeded, the order's `refunded_amount` and
 *    status, the plan ended when the whole current period was given back, the audit row and the
 *    member's email — or the row failed and the amount is free again.
 */
export class RefundService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly payments: PaymentProvider,
    private readonly orders: AdminOrders,
    private readonly mail: BillingMail,
    private readonly publicUrl: string,
    private readonly warn: (message: string) => void,
  ) {}

  async refund(
    orderId: string,
    actor: Pick<AccountRow, 'id' | 'email'>,
    body: { amount?: number; reason: string },
  ): Promise<RefundOutcome> {
    if (!(await this.orders.one(orderId))) throw notFound('adminMoney.orderNotFound');
    if (!this.payments.refund) throw conflict('adminMoney.cannotRefund');
    const earlier = await this.unanswered(orderId);
    if (earlier.length > 0) {
      let refunded = 0;
      let planEnded = false;
      for (const row of earlier) {
        const settled = await this.ask(row);
        refunded += settled.refunded;
        planEnded ||= settled.planEnded;
      }
      const order = (await this.orders.one(orderId)) as AdminOrder;
      return { order, refunded, finishedEarlier: true, planEnded };
    }
    const row = await this.reserve(orderId, actor, body);
    const settled = await this.ask(row);
    return { ...settled, finishedEarlier: false };
  }

  /** Pending refunds of the order unanswered for a while, claimed by this call (one caller). */
  private async unanswered(orderId: string): Promise<RefundRow[]> {
    const { rows } = await this.pool.query<RefundRow>(
      `update refunds set attempted_at = ${NOW_SQL}
        where order_id = $1 and status = 'pending'
          and attempted_at <= ${NOW_SQL} - make_interval(secs => $2)
        returning id, order_id, amount, reason, actor_account_id::text, actor_email`,
      [orderId, UNANSWERED_REFUND_SECONDS],
    );
    return rows;
  }

  private async reserve(
    orderId: string,
    actor: Pick<AccountRow, 'id' | 'email'>,
    body: { amount?: number; reason: string },
  ): Promise<RefundRow> {
    return withEmails(this.pool, undefined, async (client) => {
      // The lock first, on its own: the sums below then read with a snapshot taken after it,
      // so they see the reservation a call that held the lock before this one committed (a
      // subquery of the locking statement itself would read the older snapshot).
      await client.query('select 1 from orders where id = $1 for update', [orderId]);
      const { rows } = await client.query<{
        amount: number;
        status: string;
        left: number;
        pending: boolean;
      }>(
        `select o.amount, o.status,
                o.amount - greatest(o.refunded_amount, coalesce((select sum(r.amount) from refunds r
                  where r.order_id = o.id and r.status in ('pending', 'succeeded')), 0))::int as left,
                exists (select 1 from refunds r where r.order_id = o.id and r.status = 'pending')
                  as pending
           from orders o where o.id = $1`,
        [orderId],
      );
      const order = rows[0];
      if (!order) throw notFound('adminMoney.orderNotFound');
      if (order.status === 'pending' || order.status === 'failed')
        throw conflict(word('adminMoney.notPaid', { status: order.status }));
      if (order.left <= 0)
        throw conflict(
          order.pending
            ? word('adminMoney.refundPending', { seconds: UNANSWERED_REFUND_SECONDS })
            : 'adminMoney.nothingLeft',
        );
      const amount = body.amount ?? order.left;
      if (amount > order.left)
        throw fieldProblem('amount', word('adminMoney.amountAboveLeft', { left: order.left }));
      const id = `rf_${randomBytes(12).toString('base64url')}`;
      await client.query(
        `insert into refunds (id, order_id, amount, reason, actor_account_id, actor_email)
         values ($1, $2, $3, $4, $5, $6)`,
        [id, orderId, amount, body.reason, actor.id, actor.email],
      );
      return {
        id,
        order_id: orderId,
        amount,
        reason: body.reason,
        actor_account_id: String(actor.id),
        actor_email: actor.email,
      };
    });
  }

  /** Asks the provider for the reserved refund (no lock held), then settles it. */
  private async ask(row: RefundRow): Promise<Omit<RefundOutcome, 'finishedEarlier'>> {
    let result: RefundResult;
    try {
      result = await (this.payments.refund as NonNullable<PaymentProvider['refund']>)({
        orderId: row.order_id,
        amount: row.amount,
        key: row.id,
      });
    } catch (error) {
      // It may have reached the provider: the row stays pending, its amount reserved, and the
      // next refund call of this order asks again with the same key.
      this.warn(`refund ${row.id} of order ${row.order_id} unanswered: ${String(error)}`);
      throw new ApiProblem(
        503,
        word('adminMoney.refundUnconfirmed', { seconds: UNANSWERED_REFUND_SECONDS }),
      );
    }
    if (!result.ok) {
      await this.pool.query(
        `update refunds set status = 'failed', failure_reason = $2, settled_at = ${NOW_SQL}
          where id = $1 and status = 'pending'`,
        [row.id, result.reason],
      );
      throw conflict(word('adminMoney.providerRefused', { reason: result.reason }));
    }
    const settled = await this.settle(row, result.id);
    if (settled.planEnded && this.payments.endSubscription) {
      const accountId = settled.order.account.id;
      await this.payments
        .endSubscription(accountId, `end-${row.id}`)
        .catch((error: unknown) =>
          this.warn(
            `the provider's subscription of account ${accountId} not ended: ${String(error)}`,
          ),
        );
    }
    return settled;
  }

  private async settle(
    row: RefundRow,
    providerRefundId: string,
  ): Promise<Omit<RefundOutcome, 'finishedEarlier'>> {
    return withEmails(this.pool, this.mail, async (client, queueEmail) => {
      await client.query('select 1 from orders where id = $1 for update', [row.order_id]);
      const { rowCount } = await client.query(
        `update refunds set status = 'succeeded', provider_refund_id = $2, settled_at = ${NOW_SQL}
          where id = $1 and status = 'pending'`,
        [row.id, providerRefundId],
      );
      if (!rowCount) {
        // Another call settled it first: nothing more to write.
        const order = (await this.orders.one(row.order_id, client)) as AdminOrder;
        return { order, refunded: 0, planEnded: false };
      }
      // `refunded_amount` is a total: the provider's refund webhook (Stripe `charge.refunded`)
      // sets it to the provider's own total, which includes this refund, so whichever comes
      // second changes nothing and a refund is never counted twice.
      const { rows: updated } = await client.query<{ whole: boolean; account_id: string }>(
        `update orders o set
            refunded_amount = least(o.amount, greatest(o.refunded_amount, t.total)),
            status = case when greatest(o.refunded_amount, t.total) >= o.amount then 'refunded'
                          else 'partially_refunded' end
           from (select coalesce(sum(amount), 0)::int as total from refunds
                  where order_id = $1 and status = 'succeeded') t
          where o.id = $1
          returning o.status = 'refunded' as whole, o.account_id::text as account_id`,
        [row.order_id],
      );
      const { whole, account_id } = updated[0] as { whole: boolean; account_id: string };
      // The whole current period given back: the plan ends now (interface §9's ended plan,
      // `expired`), and with it what the plan gave.
      let planEnded = false;
      if (whole) {
        const { rowCount: ended } = await client.query(
          `update subscriptions set status = 'expired', auto_renew = false,
                  cancel_at = least(coalesce(cancel_at, ${NOW_SQL}), ${NOW_SQL}),
                  scheduled_plan_id = null, updated_at = ${NOW_SQL}
            where account_id = $1 and order_id = $2 and status <> 'expired'`,
          [account_id, row.order_id],
        );
        planEnded = (ended ?? 0) > 0;
      }
      await recordAudit(client, {
        actor: { id: row.actor_account_id, email: row.actor_email },
        action: 'order.refund',
        target: { kind: 'order', id: row.order_id },
        reason: row.reason,
        details: {
          refund_id: row.id,
          provider_refund_id: providerRefundId,
          amount: row.amount,
          plan_ended: planEnded,
        },
      });
      const email = await this.email(client, row, planEnded);
      if (email) queueEmail(email);
      const order = (await this.orders.one(row.order_id, client)) as AdminOrder;
      return { order, refunded: row.amount, planEnded };
    });
  }

  /** The member's email: the amount given back, the receipt link, the plan's end. */
  private async email(
    client: pg.PoolClient,
    row: RefundRow,
    planEnded: boolean,
  ): Promise<QueuedEmail | undefined> {
    const { rows } = await client.query<{
      email: string;
      full_name: string;
      language: string | null;
      order_language: string | null;
      plan_name: string;
      currency: string;
    }>(
      `select a.email, a.full_name, a.language, o.language as order_language, p.name as plan_name,
              o.currency
         from orders o join accounts a on a.id = o.account_id join plans p on p.id = o.plan_id
        where o.id = $1 and a.deleted_at is null`,
      [row.order_id],
    );
    const to = rows[0];
    if (!to) return undefined;
    const language: Language = languageOrEnglish(to.language ?? to.order_language);
    const say = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
      translate(language, key, params);
    const link = `${this.publicUrl}/dashboard/billing/receipts/${encodeURIComponent(row.order_id)}`;
    return {
      to: to.email,
      subject: say('adminMoney.email.refundSubject', { plan: to.plan_name }),
      body: [
        say('billing.email.greeting', { name: to.full_name }),
        say('adminMoney.email.refundBody', {
          amount: money(language, row.amount, to.currency),
          plan: to.plan_name,
          link,
        }),
        ...(planEnded ? [say('adminMoney.email.planEnded', { plan: to.plan_name })] : []),
        say('billing.email.signoff'),
      ].join('\n\n'),
    };
  }
}
