import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { ACTIVE_PLAN_SQL, NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { badRequest } from '../errors';
import { translate } from '../i18n';
import { type BillingMail, paidOrderEmail, withEmails } from './billing-emails';
import { type Card, type ChargeResult, cardBrand, type PaymentProvider } from './payments';
import type { AccountType } from './tokens';

export type Interval = 'month' | 'year';
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded';
/** A new purchase, the renewal job's order, or the prorated order of a change to a dearer plan. */
export type OrderKind = 'buy-subscription' | 'renewal' | 'change';

/** The renewal terms the member ticked on the checkout page (interface §9 `consent`). */
export interface AcceptedTerms {
  text: string;
  price: number;
  currency: string;
  interval: Interval;
  /** The language the page (and so the terms) was shown in. */
  language: string;
}

export interface PlanRow {
  id: string;
  audience: AccountType;
  name: string;
  description: string;
  price: number;
  currency: string;
  interval: Interval;
  features: string[];
}

export interface PromoRow {
  code: string;
  discount_percent: number;
  plan_ids: string[];
}

export interface OrderView {
  id: string;
  account_id: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  promo_code: string | null;
  period_end: Date | null;
  failure_reason: string | null;
  kind: OrderKind;
  /** A change order: the plan it replaces, and the credit for that plan's unused days. */
  change_from_plan_id: string | null;
  change_credit: number | null;
  /** The buyer's language (`accounts.language`): the checkout page's. */
  buyer_language: string;
  plan: PlanRow;
}

export type PayOutcome =
  | { kind: 'paid'; order: OrderView }
  | { kind: 'failed'; order: OrderView; reason: string }
  /** The card details are wrong: nothing happened, the order can still be paid. */
  | { kind: 'invalid'; reason: string }
  /** Another press of the button is being charged right now. */
  | { kind: 'busy' }
  | { kind: 'not_found' };

/** How long a charge may take before its claim may be taken over (a crash mid-charge). */
const CHARGE_CLAIM_SECONDS = 120;

/** A renewal that could not be charged because the provider kept no payment method. */
export const NO_SAVED_CARD = 'There is no saved card to charge.';

/**
 * One period of one subscription, as the renewal jobs name it: the account (a subscription is
 * one per account) and its period end in whole seconds since 1970.
 */
export interface RenewalKey {
  accountId: string;
  period: number;
}

/**
 * The renewal order of that period: its id is the provider's idempotency key, so a renewal job
 * that runs twice (a retry, two instances, a doubled schedule) makes one order and one charge.
 */
export const renewalOrderId = ({ accountId, period }: RenewalKey) => `renew_${accountId}_${period}`;
/** The same, in SQL, for subscription alias `s`. */
const PERIOD_SQL = 'floor(extract(epoch from s.current_period_end))::bigint';
const RENEWAL_ORDER_ID_SQL = `'renew_' || s.account_id || '_' || ${PERIOD_SQL}`;

export type RenewOutcome =
  | { kind: 'renewed'; periodEnd: Date }
  | { kind: 'declined'; reason: string }
  /** Renewed or declined before (a repeated or doubled job): nothing charged again. */
  | { kind: 'settled' }
  /** The subscription moved on (another period or plan, lapsed, renewal off): nothing to do. */
  | { kind: 'stale' }
  /** Another run is charging this renewal right now: try again later. */
  | { kind: 'busy' };

/** What the owner of a declined renewal is told. */
export interface DeclinedRenewal {
  email: string;
  fullName: string;
  planName: string;
  /** The plan stays active until then. */
  periodEnd: Date;
  reason: string;
}

interface RenewalClaim {
  key: RenewalKey;
  orderId: string;
  paymentMethod: string | null;
  amount: number;
  currency: string;
  interval: Interval;
  notice: Omit<DeclinedRenewal, 'reason'>;
}

/** The price after a discount, in minor units. */
export const discounted = (price: number, percent: number) =>
  Math.round((price * (100 - percent)) / 100);

const PLAN_COLUMNS =
  'p.id, p.audience, p.name, p.description, p.price, p.currency, p."interval", p.features';

/** A URL-safe random order id (128 bits): the checkout link cannot be guessed. */
export const newOrderId = () => randomBytes(16).toString('base64url');

/** Plans, promo codes, orders and the payment of an order. */
export class SubscriptionService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly payments: PaymentProvider,
    /** Where the receipt email of a paid order goes (none: no email, as in unit uses). */
    private readonly mail?: BillingMail,
    private readonly publicUrl = '',
  ) {}

  async plans(audience: AccountType): Promise<PlanRow[]> {
    const { rows } = await this.pool.query<PlanRow>(
      `select ${PLAN_COLUMNS} from plans p where p.audience = $1 order by p.position, p.id`,
      [audience],
    );
    return rows;
  }

  async plan(id: string): Promise<PlanRow | undefined> {
    const { rows } = await this.pool.query<PlanRow>(
      `select ${PLAN_COLUMNS} from plans p where p.id = $1`,
      [id],
    );
    return rows[0];
  }

  /**
   * A promo code that can be used now for plans of this audience, with those plans; otherwise
   * a 400 whose message says why. Nothing is consumed: a use counts when an order is paid.
   */
  async usablePromo(
    code: string,
    audience: AccountType,
  ): Promise<{ promo: PromoRow; plans: PlanRow[] }> {
    const { rows } = await this.pool.query<
      PromoRow & { expired: boolean; used_up: boolean; active: boolean }
    >(
      `select code, discount_percent, plan_ids, active,
              coalesce(expires_at <= now(), false) as expired,
              coalesce(uses >= max_uses, false) as used_up
         from promo_codes where code = $1`,
      [code.trim().toUpperCase()],
    );
    const promo = rows[0];
    if (!promo?.active) throw badRequest('plans.promoUnknown');
    if (promo.expired) throw badRequest('plans.promoExpired');
    if (promo.used_up) throw badRequest('plans.promoUsedUp');
    const plans = (await this.plans(audience)).filter((plan) => promo.plan_ids.includes(plan.id));
    if (plans.length === 0) throw badRequest('plans.promoNotForPlans');
    return {
      promo: {
        code: promo.code,
        discount_percent: promo.discount_percent,
        plan_ids: promo.plan_ids,
      },
      plans,
    };
  }

  /** The plan id of the account's subscription while it runs, or null. */
  async activePlanId(accountId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ plan_id: string }>(
      `select s.plan_id from subscriptions s where s.account_id = $1 and ${ACTIVE_PLAN_SQL}`,
      [accountId],
    );
    return rows[0]?.plan_id ?? null;
  }

  async createOrder(accountId: string, plan: PlanRow, promo: PromoRow | null): Promise<string> {
    const id = newOrderId();
    await this.pool.query(
      `insert into orders (id, account_id, plan_id, promo_code, amount, currency)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        id,
        accountId,
        plan.id,
        promo?.code ?? null,
        promo ? discounted(plan.price, promo.discount_percent) : plan.price,
        plan.currency,
      ],
    );
    return id;
  }

  /** Remembers the site origin the order was bought from (the checkout returns there). */
  async setReturnOrigin(orderId: string, origin: string): Promise<void> {
    await this.pool.query('update orders set return_origin = $2 where id = $1', [orderId, origin]);
  }

  /** The site origin the order was bought from, when one was remembered. */
  async returnOrigin(orderId: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ return_origin: string | null }>(
      'select return_origin from orders where id = $1',
      [orderId],
    );
    return rows[0]?.return_origin ?? undefined;
  }

  async order(id: string, client: pg.Pool | pg.PoolClient = this.pool, lock = false) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return undefined;
    const { rows } = await client.query<
      Omit<OrderView, 'plan'> & { plan_id: string } & {
        [K in keyof PlanRow as `plan_${K}`]: PlanRow[K];
      }
    >(
      `select o.id, o.account_id::text as account_id, o.status, o.amount, o.currency, o.promo_code,
              o.period_end, o.failure_reason, o.kind, o.change_from_plan_id, o.change_credit,
              (select a.language from accounts a where a.id = o.account_id) as buyer_language,
              p.id as plan_id, p.audience as plan_audience, p.name as plan_name,
              p.description as plan_description, p.price as plan_price,
              p.currency as plan_currency, p."interval" as plan_interval,
              p.features as plan_features
         from orders o join plans p on p.id = o.plan_id
        where o.id = $1${lock ? ' for update of o' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const view: OrderView = {
      id: row.id,
      account_id: row.account_id,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      promo_code: row.promo_code,
      period_end: row.period_end,
      failure_reason: row.failure_reason,
      kind: row.kind,
      change_from_plan_id: row.change_from_plan_id,
      change_credit: row.change_credit,
      buyer_language: row.buyer_language,
      plan: {
        id: row.plan_id,
        audience: row.plan_audience,
        name: row.plan_name,
        description: row.plan_description,
        price: row.plan_price,
        currency: row.plan_currency,
        interval: row.plan_interval,
        features: row.plan_features,
      },
    };
    return view;
  }

  /**
   * Pays an order: at most once however often the button is pressed, and without holding a
   * database lock while the provider answers (a slow provider must not stall other
   * payments). Three steps:
   * 1. claim, in one short transaction: the order is pending and not being charged, the
   *    account does not already have the plan, and the promo code's use is taken (when none
   *    is left the order fails and nothing is charged); the order is marked as charging;
   * 2. charge, outside any transaction, with the order id as the idempotency key, so a
   *    claim taken over after a crash charges the card at most once at a real provider;
   * 3. settle, in a second transaction: paid (and the subscription), declined (the promo
   *    use given back, the order failed) or invalid card details (nothing happened; the
   *    order is payable again).
   */
  async pay(orderId: string, card: Card, terms?: AcceptedTerms): Promise<PayOutcome> {
    const claim = await this.claim(orderId, terms);
    if (claim.kind !== 'claimed') return claim;
    const { order } = claim;
    let result: Awaited<ReturnType<PaymentProvider['charge']>>;
    try {
      result = await this.payments.charge({
        order: {
          id: order.id,
          amount: order.amount,
          currency: order.currency,
          description: `FTC ${order.plan.name} (${order.plan.interval === 'year' ? 'yearly' : 'monthly'})`,
        },
        card,
      });
    } catch (error) {
      // The provider did not answer: release the claim (the promo use too) so the person can
      // try again; the idempotency key keeps a charge that did go through from repeating.
      await this.settle(order, { ok: false, reason: '', invalid: true }, card).catch(() => {});
      throw error;
    }
    return this.settle(order, result, card);
  }

  private async claim(
    orderId: string,
    terms?: AcceptedTerms,
  ): Promise<Exclude<PayOutcome, { kind: 'invalid' }> | { kind: 'claimed'; order: OrderView }> {
    return this.transaction(async (client) => {
      const order = await this.order(orderId, client, true);
      if (!order) return { kind: 'not_found' };
      if (order.status !== 'pending') {
        return order.status !== 'failed'
          ? { kind: 'paid', order }
          : { kind: 'failed', order, reason: order.failure_reason ?? '' };
      }
      const { rows: charging } = await client.query<{ busy: boolean }>(
        `select charging_since is not null
                and charging_since > now() - make_interval(secs => $2) as busy
           from orders where id = $1`,
        [order.id, CHARGE_CLAIM_SECONDS],
      );
      if (charging[0]?.busy) return { kind: 'busy' };
      // The order keeps its reason as data, in English: the checkout page is English (README).
      const fail = async (reason: string): Promise<Extract<PayOutcome, { kind: 'failed' }>> => {
        await client.query(
          `update orders set status = 'failed', failure_reason = $2, charging_since = null
            where id = $1`,
          [order.id, reason],
        );
        return {
          kind: 'failed',
          order: { ...order, status: 'failed', failure_reason: reason },
          reason,
        };
      };

      // One claim at a time per account. The lock ends with this transaction, before the
      // charge: an order of the same audience claimed earlier is then either being charged or
      // settled, and both refuse this one (interface §9: two new purchases of one member for
      // plans of one audience are never both paid), so the provider is never asked twice.
      await client.query('select 1 from accounts where id = $1 for no key update', [
        order.account_id,
      ]);
      const { rows: current } = await client.query<{ plan_id: string }>(
        `select s.plan_id from subscriptions s where s.account_id = $1 and ${ACTIVE_PLAN_SQL}`,
        [order.account_id],
      );
      if (order.kind === 'change') {
        // The prorated order of a change (interface §9): not a new purchase, so the rule of
        // two purchases does not apply; its credit is for the plan it was made from, so it is
        // paid only while that plan still runs (a second upgrade paid first changed it).
        if (current[0]?.plan_id !== order.change_from_plan_id)
          return await fail(translate('en', 'billing.changeStale'));
      } else {
        if (current[0]?.plan_id === order.plan.id)
          return await fail(translate('en', 'plans.alreadySubscribed'));
        const { rows: rival } = await client.query<{ plan_id: string }>(
          `select o.plan_id from orders o join plans p on p.id = o.plan_id
            where o.account_id = $1 and o.id <> $2 and p.audience = $3
              and o.kind = 'buy-subscription'
              and ((o.status = 'paid'
                    and o.paid_at >= (select created_at from orders where id = $2))
                   or (o.status = 'pending'
                       and o.charging_since > now() - make_interval(secs => $4)))
            order by o.plan_id = $5 desc
            limit 1`,
          [order.account_id, order.id, order.plan.audience, CHARGE_CLAIM_SECONDS, order.plan.id],
        );
        // Paid (or being paid) since this order was made: a second purchase, not a change of
        // mind; an order made after the plan was paid may still switch plans.
        if (rival[0]) {
          return await fail(
            translate(
              'en',
              rival[0].plan_id === order.plan.id
                ? 'plans.alreadySubscribed'
                : 'plans.anotherPlanBought',
            ),
          );
        }
      }

      if (order.promo_code) {
        const { rowCount } = await client.query(
          `update promo_codes set uses = uses + 1
            where code = $1 and active and (expires_at is null or expires_at > now())
              and (max_uses is null or uses < max_uses)`,
          [order.promo_code],
        );
        if (rowCount === 0) {
          const { rows } = await client.query<{ expired: boolean }>(
            'select coalesce(expires_at <= now(), false) as expired from promo_codes where code = $1',
            [order.promo_code],
          );
          return await fail(
            translate('en', rows[0]?.expired ? 'plans.promoExpired' : 'plans.promoUsedUp'),
          );
        }
      }
      await client.query('update orders set charging_since = now() where id = $1', [order.id]);
      if (terms) {
        // The terms ticked with this press of the button: kept with the order (interface §9).
        await client.query(
          `update orders set consent_text = $2, consent_price = $3, consent_currency = $4,
                  consent_interval = $5, consent_accepted_at = ${NOW_SQL}, language = $6
            where id = $1`,
          [order.id, terms.text, terms.price, terms.currency, terms.interval, terms.language],
        );
      }
      return { kind: 'claimed', order };
    });
  }

  private async settle(
    order: OrderView,
    result: Awaited<ReturnType<PaymentProvider['charge']>>,
    card: Card,
  ): Promise<PayOutcome> {
    return withEmails(this.pool, this.mail, async (client, queueEmail) => {
      if (!result.ok) {
        if (order.promo_code) {
          await client.query(
            'update promo_codes set uses = greatest(uses - 1, 0) where code = $1',
            [order.promo_code],
          );
        }
        if (result.invalid) {
          await client.query('update orders set charging_since = null where id = $1', [order.id]);
          return { kind: 'invalid', reason: result.reason };
        }
        await client.query(
          `update orders set status = 'failed', failure_reason = $2, charging_since = null
            where id = $1`,
          [order.id, result.reason],
        );
        return {
          kind: 'failed',
          order: { ...order, status: 'failed', failure_reason: result.reason },
          reason: result.reason,
        };
      }
      // Paid: the period starts now, for a full interval (a change order too: its price is the
      // new plan's less the unused share of the old one, so the new plan gets a whole period).
      const brand = cardBrand(card.number);
      const last4 = card.number.replace(/\D/g, '').slice(-4);
      const { rows: paid } = await client.query<{ period_end: Date }>(
        `update orders set status = 'paid', paid_at = ${NOW_SQL}, charging_since = null,
                period_start = ${NOW_SQL}, period_end = ${NOW_SQL} + $2::interval,
                card_brand = $3, card_last4 = $4,
                receipt_number = coalesce(receipt_number, nextval('receipt_numbers'))
          where id = $1 returning period_end`,
        [order.id, order.plan.interval === 'year' ? '1 year' : '1 month', brand, last4],
      );
      const periodEnd = paid[0]?.period_end as Date;
      await client.query(
        `insert into subscriptions (account_id, plan_id, order_id, status, current_period_end, auto_renew,
                                    payment_method)
         values ($1, $2, $3, 'active', $4, true, $5)
         on conflict (account_id) do update set
           plan_id = excluded.plan_id, order_id = excluded.order_id, status = 'active',
           current_period_end = excluded.current_period_end, auto_renew = true,
           payment_method = excluded.payment_method, cancel_at = null, cancel_reason = null,
           scheduled_plan_id = null, past_due_since = null, renewal_attempts = 0,
           next_retry_at = null, renewal_price = null, price_notice_at = null,
           updated_at = ${NOW_SQL}`,
        [order.account_id, order.plan.id, order.id, periodEnd, result.paymentMethod ?? null],
      );
      if (result.paymentMethod) {
        // The card that paid is the one renewals charge (interface §9 `payment_method`).
        await client.query(
          `insert into payment_methods (account_id, brand, last4, exp_month, exp_year, provider_ref, updated_at)
           values ($1, $2, $3, $4, $5, $6, ${NOW_SQL})
           on conflict (account_id) do update set
             brand = excluded.brand, last4 = excluded.last4, exp_month = excluded.exp_month,
             exp_year = excluded.exp_year, provider_ref = excluded.provider_ref,
             updated_at = excluded.updated_at`,
          [order.account_id, brand, last4, card.expMonth, card.expYear, result.paymentMethod],
        );
      }
      const receipt = await paidOrderEmail(client, order.id, this.publicUrl);
      if (receipt) queueEmail(receipt);
      return { kind: 'paid', order: { ...order, status: 'paid', period_end: periodEnd } };
    });
  }

  /**
   * The periods to renew now: active plans with automatic renewal whose period ends within
   * `withinHours` (and has not ended: an ended period lapses instead), not renewed or declined
   * yet. Soonest first, at most `limit`.
   */
  async dueRenewals(withinHours: number, limit = 500): Promise<RenewalKey[]> {
    const { rows } = await this.pool.query<{ account_id: string; period: string }>(
      `select s.account_id::text as account_id, ${PERIOD_SQL}::text as period
         from subscriptions s
        where ${ACTIVE_PLAN_SQL} and s.auto_renew
          and s.current_period_end <= now() + make_interval(hours => $1)
          and not exists (select 1 from orders o
                           where o.id = ${RENEWAL_ORDER_ID_SQL} and o.status <> 'pending')
        order by s.current_period_end
        limit $2`,
      [withinHours, limit],
    );
    return rows.map((row) => ({ accountId: row.account_id, period: Number(row.period) }));
  }

  /**
   * Renews one period through the payment provider's kept payment method, like `pay`: claim
   * (one short transaction: the renewal order, made once per period, is marked as charging),
   * charge (outside any transaction, the order id as idempotency key), settle. Paid: the
   * period is extended from its old end. Declined (or nothing kept to charge): the order
   * fails, automatic renewal is switched off (the plan stays active until its period end,
   * then lapses) and `onDeclined` runs inside the settling transaction, so the owner's email
   * is queued exactly when the decline is recorded.
   */
  async renew(
    key: RenewalKey,
    onDeclined: (client: pg.PoolClient, notice: DeclinedRenewal) => Promise<void>,
  ): Promise<RenewOutcome> {
    const claim = await this.claimRenewal(key);
    if (!('orderId' in claim)) return claim;
    let result: ChargeResult;
    if (!claim.paymentMethod || !this.payments.chargeSaved) {
      result = { ok: false, reason: NO_SAVED_CARD };
    } else {
      try {
        result = await this.payments.chargeSaved({
          order: {
            id: claim.orderId,
            amount: claim.amount,
            currency: claim.currency,
            description: `FTC ${claim.notice.planName} (${claim.interval === 'year' ? 'yearly' : 'monthly'}), renewal`,
          },
          paymentMethod: claim.paymentMethod,
        });
      } catch (error) {
        // No answer: release the claim; the job tries again later with the same key.
        await this.pool
          .query('update orders set charging_since = null where id = $1', [claim.orderId])
          .catch(() => {});
        throw error;
      }
    }
    return this.transaction(async (client) => {
      if (result.ok) {
        const { rows } = await client.query<{ current_period_end: Date }>(
          `update subscriptions s
              set current_period_end = s.current_period_end + $3::interval, order_id = $2,
                  status = 'active', payment_method = coalesce($4, s.payment_method),
                  updated_at = now()
            where s.account_id = $1 and ${PERIOD_SQL} = $5
            returning s.current_period_end`,
          [
            key.accountId,
            claim.orderId,
            claim.interval === 'year' ? '1 year' : '1 month',
            result.paymentMethod ?? null,
            key.period,
          ],
        );
        const periodEnd = rows[0]?.current_period_end ?? null;
        await client.query(
          `update orders set status = 'paid', paid_at = now(), charging_since = null, period_end = $2
            where id = $1`,
          [claim.orderId, periodEnd],
        );
        return periodEnd ? { kind: 'renewed', periodEnd } : { kind: 'stale' };
      }
      await client.query(
        `update orders set status = 'failed', failure_reason = $2, charging_since = null
          where id = $1`,
        [claim.orderId, result.reason],
      );
      await client.query(
        `update subscriptions s set auto_renew = false, updated_at = now()
          where s.account_id = $1 and ${PERIOD_SQL} = $2`,
        [key.accountId, key.period],
      );
      await onDeclined(client, { ...claim.notice, reason: result.reason });
      return { kind: 'declined', reason: result.reason };
    });
  }

  private async claimRenewal(
    key: RenewalKey,
  ): Promise<Exclude<RenewOutcome, { kind: 'renewed' | 'declined' }> | RenewalClaim> {
    const orderId = renewalOrderId(key);
    return this.transaction(async (client) => {
      const { rows: subscriptions } = await client.query<{
        plan_id: string;
        current: boolean;
        payment_method: string | null;
        current_period_end: Date;
        name: string;
        price: number;
        currency: string;
        interval: Interval;
        email: string;
        full_name: string;
      }>(
        `select s.plan_id, s.payment_method, s.current_period_end,
                (${ACTIVE_PLAN_SQL} and s.auto_renew and ${PERIOD_SQL} = $2) as current,
                p.name, p.price, p.currency, p."interval", a.email, a.full_name
           from subscriptions s
           join plans p on p.id = s.plan_id
           join accounts a on a.id = s.account_id
          where s.account_id = $1
          for update of s`,
        [key.accountId, key.period],
      );
      const subscription = subscriptions[0];
      const { rows: orders } = await client.query<{ status: OrderStatus; busy: boolean }>(
        `select status, coalesce(charging_since > now() - make_interval(secs => $2), false) as busy
           from orders where id = $1 for update`,
        [orderId, CHARGE_CLAIM_SECONDS],
      );
      const order = orders[0];
      if (order && order.status !== 'pending') return { kind: 'settled' };
      if (!subscription?.current) {
        // The period is over or changed before it was charged: its renewal will not happen.
        if (order) {
          await client.query(
            `update orders set status = 'failed', failure_reason = $2, charging_since = null
              where id = $1`,
            [orderId, 'The plan changed or ended before it was renewed.'],
          );
        }
        return { kind: 'stale' };
      }
      if (order?.busy) return { kind: 'busy' };
      if (!order) {
        await client.query(
          `insert into orders (id, account_id, plan_id, amount, currency)
           values ($1, $2, $3, $4, $5)`,
          [orderId, key.accountId, subscription.plan_id, subscription.price, subscription.currency],
        );
      }
      await client.query('update orders set charging_since = now() where id = $1', [orderId]);
      return {
        key,
        orderId,
        paymentMethod: subscription.payment_method,
        amount: subscription.price,
        currency: subscription.currency,
        interval: subscription.interval,
        notice: {
          email: subscription.email,
          fullName: subscription.full_name,
          planName: subscription.name,
          periodEnd: subscription.current_period_end,
        },
      };
    });
  }

  /**
   * Plans whose period ended without a renewal become `expired` (the paywall already treats
   * them as inactive: every check asks for `current_period_end > now()`). A renewal being
   * charged at this moment is left to finish. Answers how many lapsed.
   */
  async lapse(): Promise<number> {
    const { rowCount } = await this.pool.query(
      `update subscriptions s set status = 'expired', updated_at = ${NOW_SQL}
        where s.status = 'active' and s.current_period_end <= ${NOW_SQL}
          and not exists (select 1 from orders o
                           where o.id = ${RENEWAL_ORDER_ID_SQL} and o.status = 'pending'
                             and o.charging_since > ${NOW_SQL} - make_interval(secs => $1))`,
      [CHARGE_CLAIM_SECONDS],
    );
    return rowCount ?? 0;
  }

  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }
}
