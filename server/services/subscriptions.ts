import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import {
  PAST_DUE_EXPIRES_AFTER_DAYS,
  RENEWAL_NOTICE_DAYS,
  RENEWAL_RETRY_DAYS,
} from '../../src/contract/billing-values';
import { ACTIVE_PLAN_SQL, NOW_SQL, PAST_DUE_ENDS_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { badRequest } from '../errors';
import { LANGUAGES, type Language, translate } from '../i18n';
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
  /** `plans.entitlements` (migration 021): what the plan itself adds, as `featured_placement`. */
  entitlements?: string[];
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
  /** Declined: the plan is `past_due`; `nextRetryAt` null after the last try. */
  | { kind: 'declined'; reason: string; nextRetryAt: Date | null }
  /** Renewed or declined before (a repeated or doubled job): nothing charged again. */
  | { kind: 'settled' }
  /** The subscription moved on (another period or plan, lapsed, renewal off): nothing to do. */
  | { kind: 'stale' }
  /** Cancelled (or changed) between the claim and the charge: nothing was charged. */
  | { kind: 'cancelled' }
  /** Another run is charging this renewal right now: try again later. */
  | { kind: 'busy' };

/** Who a renewal email goes to, in their language (`accounts.language`). */
export interface RenewalMember {
  email: string;
  fullName: string;
  language: Language;
}

/** What the owner of a declined renewal is told. */
export interface DeclinedRenewal extends RenewalMember {
  planName: string;
  amount: number;
  currency: string;
  /** The provider's reason, in English (payments.ts). */
  reason: string;
  /** The next try, or null after the last one. */
  nextRetryAt: Date | null;
  /** When the plan stops working unless a retry is paid. */
  endsAt: Date;
}

/** A paid renewal, for its receipt email. */
export interface PaidRenewal extends RenewalMember {
  orderId: string;
  receiptNumber: string;
  planName: string;
  interval: Interval;
  amount: number;
  currency: string;
  paidAt: Date;
  periodStart: Date;
  periodEnd: Date;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** What a renewal tells, inside the transaction that records it (an email is queued there). */
export interface RenewalEvents {
  declined(client: pg.PoolClient, notice: DeclinedRenewal): Promise<void>;
  paid(client: pg.PoolClient, receipt: PaidRenewal): Promise<void>;
}

/** A renewal reminder (interface §9): plan, price, date, how to cancel. */
export interface RenewalReminder extends RenewalMember {
  planName: string;
  interval: Interval;
  price: number;
  currency: string;
  renewsAt: Date;
}

/** A price change's notice: the new price from `effectiveAt` on. */
export interface PriceNotice extends RenewalMember {
  planName: string;
  interval: Interval;
  oldPrice: number;
  newPrice: number;
  currency: string;
  effectiveAt: Date;
}

interface RenewalClaim {
  key: RenewalKey;
  orderId: string;
  /** The provider's idempotency key of this attempt: one per try, the same for a repeat. */
  attemptKey: string;
  /** How many tries were declined before this one. */
  attempt: number;
  /**
   * This attempt may have reached the provider before (a crash, a provider that did not
   * answer): ask it again with the same key whatever happened since, so a charge made then is
   * recorded (a cancel since then ends the renewed period instead).
   */
  replay: boolean;
  paymentMethod: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  amount: number;
  currency: string;
  planId: string;
  planName: string;
  interval: Interval;
  member: RenewalMember;
}

/** A value of `accounts.language` as a language of the catalogues (English otherwise). */
const languageOfAccount = (value: string | null): Language =>
  value && (LANGUAGES as string[]).includes(value) ? (value as Language) : 'en';

/** A renewal may still be made this long after its period ended (a server that was down). */
const LATE_RENEWAL_DAYS = PAST_DUE_EXPIRES_AFTER_DAYS;

/**
 * The plan that renews next (the scheduled one, else the current one) and its price, for
 * subscription alias `s`: the scheduled plan's price; else the plan's price when a notice of
 * that very price went out RENEWAL_NOTICE_DAYS before the period end; else the price the member
 * agreed (`renewal_price`; for a subscription that has none, the price of its consent, else
 * the plan's).
 */
const NEXT_PLAN_JOINS = `join plans p on p.id = s.plan_id
  left join plans sp on sp.id = s.scheduled_plan_id
  left join orders bo on bo.id = s.order_id`;
const AGREED_PRICE_SQL = 'coalesce(s.renewal_price, bo.consent_price, p.price)';
const PRICE_NOTICED_SQL = `coalesce(s.notice_price = p.price
  and s.price_notice_at <= s.current_period_end - make_interval(days => ${RENEWAL_NOTICE_DAYS}), false)`;
const NEXT_PRICE_SQL = `case when sp.id is not null then sp.price
  when ${PRICE_NOTICED_SQL} then p.price else ${AGREED_PRICE_SQL} end`;
const INTERVAL_SQL = (plan: string) =>
  `case ${plan}."interval" when 'year' then interval '1 year' else interval '1 month' end`;
/** Renewal switched on and not cancelled. */
const RENEWING_SQL = 's.auto_renew and s.cancel_at is null';
/** The price after a discount, in minor units. */
export const discounted = (price: number, percent: number) =>
  Math.round((price * (100 - percent)) / 100);

const PLAN_COLUMNS =
  'p.id, p.audience, p.name, p.description, p.price, p.currency, p."interval", p.features, p.entitlements';

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
              coalesce(expires_at <= ${NOW_SQL}, false) as expired,
              coalesce(uses >= max_uses, false) as used_up
         from promo_codes where code = $1`,
      [code.trim().toUpperCase()],
    );
    const promo = rows[0];
    if (!promo) throw badRequest('plans.promoUnknown');
    if (!promo.active) throw badRequest('plans.promoDisabled');
    if (promo.expired) throw badRequest('plans.promoExpired');
    if (promo.used_up) throw badRequest('plans.promoUsedUp');
    // No plans named (a code made on the desk without plan_ids): every plan.
    const plans = (await this.plans(audience)).filter(
      (plan) => promo.plan_ids.length === 0 || promo.plan_ids.includes(plan.id),
    );
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
                and charging_since > ${NOW_SQL} - make_interval(secs => $2) as busy
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
                       and o.charging_since > ${NOW_SQL} - make_interval(secs => $4)))
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

      // The promo code's use is taken here, at the payment, in one conditional update: however
      // many pay at once, at most `max_uses` orders get it (interface §10). An order paid when
      // none is left, or after the code was disabled or expired, fails uncharged with the
      // reason rather than being charged the full price: the member agreed to the discounted
      // amount, and choosing again (without the code) beats a dearer charge they did not see.
      if (order.promo_code) {
        const { rowCount } = await client.query(
          `update promo_codes set uses = uses + 1
            where code = $1 and active and (expires_at is null or expires_at > ${NOW_SQL})
              and (max_uses is null or uses < max_uses)`,
          [order.promo_code],
        );
        if (rowCount === 0) {
          const { rows } = await client.query<{ expired: boolean; active: boolean }>(
            `select coalesce(expires_at <= ${NOW_SQL}, false) as expired, active
               from promo_codes where code = $1`,
            [order.promo_code],
          );
          return await fail(
            translate(
              'en',
              rows[0]?.active === false
                ? 'plans.promoDisabled'
                : rows[0]?.expired
                  ? 'plans.promoExpired'
                  : 'plans.promoUsedUp',
            ),
          );
        }
      }
      await client.query(`update orders set charging_since = ${NOW_SQL} where id = $1`, [order.id]);
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
   * The periods to renew now (one sweep, soonest first, at most `limit`):
   * - active plans renewing (`auto_renew`, not cancelled) whose period ends within
   *   `withinHours`, or ended less than LATE_RENEWAL_DAYS ago (a server that was down, a tick
   *   past the end), not renewed or declined yet;
   * - `past_due` plans whose next retry is due (RENEWAL_RETRY_DAYS after the first decline).
   */
  async dueRenewals(withinHours: number, limit = 500): Promise<RenewalKey[]> {
    const { rows } = await this.pool.query<{ account_id: string; period: string }>(
      `select s.account_id::text as account_id, ${PERIOD_SQL}::text as period
         from subscriptions s
        where ${RENEWING_SQL}
          and ((s.status = 'active'
                and s.current_period_end <= ${NOW_SQL} + make_interval(hours => $1)
                and s.current_period_end > ${NOW_SQL} - make_interval(days => $3)
                and not exists (select 1 from orders o
                                 where o.id = ${RENEWAL_ORDER_ID_SQL} and o.status <> 'pending'))
               or (s.status = 'past_due' and s.next_retry_at <= ${NOW_SQL}))
        order by s.current_period_end
        limit $2`,
      [withinHours, limit, LATE_RENEWAL_DAYS],
    );
    return rows.map((row) => ({ accountId: row.account_id, period: Number(row.period) }));
  }

  /**
   * Renews one period through the payment provider's kept payment method (interface §9):
   * 1. claim, in one short transaction: the renewal order of the period (made once; a retry
   *    reuses it) is marked as charging, with the price and plan it renews at;
   * 2. charge and settle in a second transaction that first locks the subscription row (the
   *    lock a cancel takes) and checks again that it still renews: a cancel that got there
   *    first means nothing is charged; one that comes later waits for the charge and cancels
   *    the renewed period. The provider's idempotency key is the order id, one per attempt
   *    (`{order}_retry{n}` for retries), so a repeat after a crash or on a second instance
   *    charges at most once.
   * Paid: the period grows from its old end (the scheduled plan takes over), `events.paid`.
   * Declined: the plan is `past_due`, retried RENEWAL_RETRY_DAYS after the first decline,
   * `events.declined` (each inside the settling transaction: the email is queued exactly when
   * the outcome is recorded).
   */
  async renew(key: RenewalKey, events: RenewalEvents): Promise<RenewOutcome> {
    const claim = await this.claimRenewal(key);
    if (!('orderId' in claim)) return claim;
    try {
      return await this.transaction((client) => this.chargeRenewal(client, claim, events));
    } catch (error) {
      // No answer (or the database went away): release the claim; the job tries again later
      // with the same key.
      await this.pool
        .query('update orders set charging_since = null where id = $1', [claim.orderId])
        .catch(() => {});
      throw error;
    }
  }

  private async chargeRenewal(
    client: pg.PoolClient,
    claim: RenewalClaim,
    events: RenewalEvents,
  ): Promise<RenewOutcome> {
    const { key } = claim;
    const { rows: locked } = await client.query<{ renewing: boolean }>(
      `select (${RENEWING_SQL} and ${PERIOD_SQL} = $2) as renewing
         from subscriptions s where s.account_id = $1 for update of s`,
      [key.accountId, key.period],
    );
    if (!locked[0]?.renewing && !claim.replay) {
      // Cancelled while the claim was made: nothing was asked of the provider. A first try's
      // order goes (a resume renews the period afresh); a retry's stays failed.
      if (claim.attempt === 0) {
        await client.query(`delete from orders where id = $1 and status = 'pending'`, [
          claim.orderId,
        ]);
      } else {
        await client.query(
          `update orders set status = 'failed', failure_reason = $2, charging_since = null
            where id = $1`,
          [claim.orderId, translate('en', 'renewals.cancelledBeforeCharge')],
        );
      }
      return { kind: 'cancelled' };
    }
    let result: ChargeResult;
    if (!claim.paymentMethod || !this.payments.chargeSaved) {
      result = { ok: false, reason: NO_SAVED_CARD };
    } else {
      result = await this.payments.chargeSaved({
        order: {
          id: claim.orderId,
          idempotencyKey: claim.attemptKey,
          amount: claim.amount,
          currency: claim.currency,
          description: `FTC ${claim.planName} (${claim.interval === 'year' ? 'yearly' : 'monthly'}), renewal`,
        },
        paymentMethod: claim.paymentMethod,
      });
    }
    if (result.ok) {
      const { rows } = await client.query<{ period_start: Date; current_period_end: Date }>(
        `update subscriptions s
            set current_period_end = s.current_period_end + ${INTERVAL_SQL('tp')},
                plan_id = tp.id,
                scheduled_plan_id = case when s.scheduled_plan_id = tp.id then null
                                         else s.scheduled_plan_id end,
                order_id = $2, status = 'active', renewal_price = $4,
                past_due_since = null, renewal_attempts = 0, next_retry_at = null,
                payment_method = coalesce($5, s.payment_method),
                cancel_at = case when s.cancel_at is not null
                                 then s.current_period_end + ${INTERVAL_SQL('tp')} end,
                updated_at = ${NOW_SQL}
           from plans tp
          where tp.id = $3 and s.account_id = $1 and ${PERIOD_SQL} = $6
          returning (s.current_period_end - ${INTERVAL_SQL('tp')}) as period_start,
                    s.current_period_end`,
        [
          key.accountId,
          claim.orderId,
          claim.planId,
          claim.amount,
          result.paymentMethod ?? null,
          key.period,
        ],
      );
      const renewed = rows[0];
      const { rows: paid } = await client.query<{ receipt_number: string; paid_at: Date }>(
        `update orders set status = 'paid', paid_at = ${NOW_SQL}, charging_since = null,
                failure_reason = null, period_end = $2, card_brand = $3, card_last4 = $4,
                receipt_number = coalesce(receipt_number, nextval('receipt_numbers'))
          where id = $1
          returning receipt_number::text, paid_at`,
        [claim.orderId, renewed?.current_period_end ?? null, claim.cardBrand, claim.cardLast4],
      );
      if (!renewed) return { kind: 'stale' };
      await events.paid(client, {
        ...claim.member,
        orderId: claim.orderId,
        receiptNumber: paid[0]?.receipt_number ?? '',
        planName: claim.planName,
        interval: claim.interval,
        amount: claim.amount,
        currency: claim.currency,
        paidAt: paid[0]?.paid_at ?? new Date(),
        periodStart: renewed.period_start,
        periodEnd: renewed.current_period_end,
        cardBrand: claim.cardBrand,
        cardLast4: claim.cardLast4,
      });
      return { kind: 'renewed', periodEnd: renewed.current_period_end };
    }
    await client.query(
      `update orders set status = 'failed', failure_reason = $2, charging_since = null
        where id = $1`,
      [claim.orderId, result.reason],
    );
    const { rows } = await client.query<{ next_retry_at: Date | null; ends_at: Date }>(
      `update subscriptions s
          set status = 'past_due', past_due_since = coalesce(s.past_due_since, ${NOW_SQL}),
              renewal_attempts = s.renewal_attempts + 1,
              next_retry_at = coalesce(s.past_due_since, ${NOW_SQL})
                              + (($3::int[])[s.renewal_attempts + 1] * interval '1 day'),
              updated_at = ${NOW_SQL}
        where s.account_id = $1 and ${PERIOD_SQL} = $2
        returning s.next_retry_at, ${PAST_DUE_ENDS_SQL} as ends_at`,
      [key.accountId, key.period, [...RENEWAL_RETRY_DAYS]],
    );
    const declined = rows[0];
    if (!declined) return { kind: 'stale' };
    await events.declined(client, {
      ...claim.member,
      planName: claim.planName,
      amount: claim.amount,
      currency: claim.currency,
      reason: result.reason,
      nextRetryAt: declined.next_retry_at,
      endsAt: declined.ends_at,
    });
    return { kind: 'declined', reason: result.reason, nextRetryAt: declined.next_retry_at };
  }

  private async claimRenewal(
    key: RenewalKey,
  ): Promise<Exclude<RenewOutcome, { kind: 'renewed' | 'declined' }> | RenewalClaim> {
    const orderId = renewalOrderId(key);
    return this.transaction(async (client) => {
      const { rows: subscriptions } = await client.query<{
        due: boolean;
        retry_due: boolean;
        renewal_attempts: number;
        payment_method: string | null;
        card_brand: string | null;
        card_last4: string | null;
        period_start: Date;
        next_plan_id: string;
        next_price: number;
        email: string;
        full_name: string;
        language: string | null;
      }>(
        `select (${PERIOD_SQL} = $2 and ${RENEWING_SQL}
                 and ((s.status = 'active'
                       and s.current_period_end > ${NOW_SQL} - make_interval(days => $3))
                      or (s.status = 'past_due' and s.next_retry_at <= ${NOW_SQL}))) as due,
                (s.status = 'past_due') as retry_due,
                s.renewal_attempts, s.current_period_end as period_start,
                coalesce(pm.provider_ref, s.payment_method) as payment_method,
                pm.brand as card_brand, pm.last4 as card_last4,
                coalesce(sp.id, p.id) as next_plan_id, ${NEXT_PRICE_SQL} as next_price,
                a.email, a.full_name, a.language
           from subscriptions s
           ${NEXT_PLAN_JOINS}
           join accounts a on a.id = s.account_id
           left join payment_methods pm on pm.account_id = s.account_id
          where s.account_id = $1
          for update of s`,
        [key.accountId, key.period, LATE_RENEWAL_DAYS],
      );
      const subscription = subscriptions[0];
      const { rows: orders } = await client.query<{
        status: string;
        amount: number;
        plan_id: string;
        busy: boolean;
      }>(
        `select status, amount, plan_id,
                coalesce(charging_since > ${NOW_SQL} - make_interval(secs => $2), false) as busy
           from orders where id = $1 for update`,
        [orderId, CHARGE_CLAIM_SECONDS],
      );
      const order = orders[0];
      const due = subscription?.due === true;
      // Paid (or refunded) once: never again. Declined: only the retry schedule tries again.
      if (order && order.status !== 'pending' && order.status !== 'failed') {
        return { kind: 'settled' };
      }
      if (order?.status === 'failed' && !(due && subscription?.retry_due)) {
        return { kind: 'settled' };
      }
      if (!subscription || !due) {
        // The period is over or changed before it was charged: its renewal will not happen.
        if (order?.status === 'pending') {
          await client.query(
            `update orders set status = 'failed', failure_reason = $2, charging_since = null
              where id = $1`,
            [orderId, translate('en', 'renewals.staleOrder')],
          );
        }
        return { kind: 'stale' };
      }
      if (order?.busy) return { kind: 'busy' };
      if (!order) {
        await client.query(
          `insert into orders (id, account_id, plan_id, amount, currency, kind, period_start)
           select $1, $2, p.id, $4, p.currency, 'renewal', $5 from plans p where p.id = $3`,
          [
            orderId,
            key.accountId,
            subscription.next_plan_id,
            subscription.next_price,
            subscription.period_start,
          ],
        );
      }
      const { rows: claimed } = await client.query<{
        amount: number;
        currency: string;
        plan_id: string;
        name: string;
        interval: Interval;
      }>(
        `update orders o set status = 'pending', failure_reason = null, charging_since = ${NOW_SQL}
           from plans p
          where o.id = $1 and p.id = o.plan_id
          returning o.amount, o.currency, o.plan_id, p.name, p."interval"`,
        [orderId],
      );
      const renewal = claimed[0];
      if (!renewal) return { kind: 'stale' };
      const attempt = subscription.renewal_attempts;
      return {
        key,
        orderId,
        attempt,
        attemptKey: attempt > 0 ? `${orderId}_retry${attempt}` : orderId,
        // A pending order was claimed before: that try may have reached the provider.
        replay: order?.status === 'pending',
        paymentMethod: subscription.payment_method,
        cardBrand: subscription.card_brand,
        cardLast4: subscription.card_last4,
        amount: renewal.amount,
        currency: renewal.currency,
        planId: renewal.plan_id,
        planName: renewal.name,
        interval: renewal.interval,
        member: {
          email: subscription.email,
          fullName: subscription.full_name,
          language: languageOfAccount(subscription.language),
        },
      };
    });
  }

  /**
   * Plans whose time is over become `expired`: a cancelled one at `cancel_at`; one not
   * renewing at its period end; a `past_due` one PAST_DUE_EXPIRES_AFTER_DAYS after its first
   * declined renewal; a renewing one whose renewal never came LATE_RENEWAL_DAYS after its end.
   * (The paywall already treats them as inactive: ACTIVE_PLAN_SQL.) A renewal being charged at
   * this moment is left to finish. Answers how many lapsed.
   */
  async lapse(): Promise<number> {
    const { rowCount } = await this.pool.query(
      `update subscriptions s set status = 'expired', next_retry_at = null,
              updated_at = ${NOW_SQL}
        where ((s.status in ('active', 'past_due') and s.cancel_at <= ${NOW_SQL})
               or (s.status = 'active' and s.current_period_end <= ${NOW_SQL}
                   and (not s.auto_renew
                        or s.current_period_end <= ${NOW_SQL} - make_interval(days => $2)))
               or (s.status = 'past_due' and ${PAST_DUE_ENDS_SQL} <= ${NOW_SQL}))
          -- A plan Stripe bills ends by its webhook (customer.subscription.deleted), not here.
          and s.stripe_subscription_id is null
          and not exists (select 1 from orders o
                           where o.id = ${RENEWAL_ORDER_ID_SQL} and o.status = 'pending'
                             and o.charging_since > ${NOW_SQL} - make_interval(secs => $1))`,
      [CHARGE_CLAIM_SECONDS, LATE_RENEWAL_DAYS],
    );
    return rowCount ?? 0;
  }

  /**
   * The renewal reminders due now (interface §9), each sent once per renewal
   * (`reminder_sent_for`): RENEWAL_NOTICE_DAYS before a yearly plan renews; for a monthly
   * plan, before the first renewal a year (less a week: months differ) after the last
   * reminder, or after the plan began. `send` runs inside the transaction that records it.
   */
  async sendRenewalReminders(
    send: (client: pg.PoolClient, reminder: RenewalReminder) => Promise<void>,
    limit = 500,
  ): Promise<number> {
    return this.transaction(async (client) => {
      const { rows } = await client.query<{
        account_id: string;
        current_period_end: Date;
        name: string;
        interval: Interval;
        price: number;
        currency: string;
        email: string;
        full_name: string;
        language: string | null;
      }>(
        `select s.account_id::text as account_id, s.current_period_end,
                coalesce(sp.name, p.name) as name, coalesce(sp."interval", p."interval") as "interval",
                ${NEXT_PRICE_SQL} as price, coalesce(sp.currency, p.currency) as currency,
                a.email, a.full_name, a.language
           from subscriptions s
           ${NEXT_PLAN_JOINS}
           join accounts a on a.id = s.account_id
          where s.status = 'active' and ${RENEWING_SQL}
            and s.current_period_end > ${NOW_SQL}
            and s.current_period_end <= ${NOW_SQL} + make_interval(days => $1)
            and s.reminder_sent_for is distinct from s.current_period_end
            and (coalesce(sp."interval", p."interval") = 'year'
                 or s.current_period_end >= coalesce(s.reminder_sent_for, s.created_at)
                                            + interval '1 year' - interval '7 days')
          order by s.current_period_end
          limit $2
          for update of s skip locked`,
        [RENEWAL_NOTICE_DAYS, limit],
      );
      for (const row of rows) {
        await client.query(
          'update subscriptions set reminder_sent_for = current_period_end where account_id = $1',
          [row.account_id],
        );
        await send(client, {
          email: row.email,
          fullName: row.full_name,
          language: languageOfAccount(row.language),
          planName: row.name,
          interval: row.interval,
          price: row.price,
          currency: row.currency,
          renewsAt: row.current_period_end,
        });
      }
      return rows.length;
    });
  }

  /**
   * Price-change notices (interface §9): a renewing plan whose price is no longer the one its
   * member agreed to gets one notice per new price (`notice_price`, `price_notice_at`), saying
   * from which renewal it applies: the first at least RENEWAL_NOTICE_DAYS away. Until then the
   * agreed price is charged (NEXT_PRICE_SQL). A plan changing to a scheduled one is not told
   * (its member chose that plan at its price). Subscriptions without an agreed price get their
   * plan's price as it is now (before this job's first run after a purchase).
   */
  async sendPriceNotices(
    send: (client: pg.PoolClient, notice: PriceNotice) => Promise<void>,
    limit = 500,
  ): Promise<number> {
    await this.pool.query(
      `update subscriptions s set renewal_price = coalesce(bo.consent_price, p.price)
         from plans p, orders bo
        where p.id = s.plan_id and bo.id = s.order_id and s.renewal_price is null`,
    );
    return this.transaction(async (client) => {
      const { rows } = await client.query<{
        account_id: string;
        effective_at: Date;
        name: string;
        interval: Interval;
        old_price: number;
        new_price: number;
        currency: string;
        email: string;
        full_name: string;
        language: string | null;
      }>(
        `select s.account_id::text as account_id,
                case when s.current_period_end >= ${NOW_SQL} + make_interval(days => $1)
                     then s.current_period_end
                     else s.current_period_end + ${INTERVAL_SQL('p')} end as effective_at,
                p.name, p."interval", ${AGREED_PRICE_SQL} as old_price, p.price as new_price,
                p.currency, a.email, a.full_name, a.language
           from subscriptions s
           ${NEXT_PLAN_JOINS}
           join accounts a on a.id = s.account_id
          where s.status = 'active' and ${RENEWING_SQL}
            and s.scheduled_plan_id is null
            and p.price <> ${AGREED_PRICE_SQL}
            and s.notice_price is distinct from p.price
          limit $2
          for update of s skip locked`,
        [RENEWAL_NOTICE_DAYS, limit],
      );
      for (const row of rows) {
        await client.query(
          `update subscriptions set notice_price = $2, price_notice_at = ${NOW_SQL}
            where account_id = $1`,
          [row.account_id, row.new_price],
        );
        await send(client, {
          email: row.email,
          fullName: row.full_name,
          language: languageOfAccount(row.language),
          planName: row.name,
          interval: row.interval,
          oldPrice: row.old_price,
          newPrice: row.new_price,
          currency: row.currency,
          effectiveAt: row.effective_at,
        });
      }
      return rows.length;
    });
  }
  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }
}
