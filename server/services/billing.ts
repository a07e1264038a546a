import { createHmac, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { Billing, BillingSubscription } from '../../src/contract/billing';
import { isoSql, NOW_SQL } from '../db/sql-fragments';
import {
  type BillingMail,
  type BillingRecipient,
  cancelledEmail,
  changeOrderEmail,
  changeScheduledEmail,
  languageOrEnglish,
  receiptNumber,
  resumedEmail,
  withEmails,
} from './billing-emails';
import { type Card, cardBrand, type PaymentProvider } from './payments';
import { type Interval, newOrderId, type PlanRow } from './subscriptions';
import type { AccountType } from './tokens';

/**
 * The credit for the unused days of a period (interface §9): `round(paid × d / D)` in minor
 * units, `d` the whole days left (already rounded down), `D` the days of the period, halves
 * rounded up. Integer arithmetic: no binary fractions.
 */
export function unusedCredit(paid: number, daysLeft: number, periodDays: number): number {
  if (periodDays <= 0) return 0;
  const d = Math.min(Math.max(daysLeft, 0), periodDays);
  return Math.floor((2 * paid * d + periodDays) / (2 * periodDays));
}

/** A lifecycle call's outcome: the subscription now, and whether this call changed it. */
export type LifecycleOutcome =
  | { kind: 'done'; changed: boolean; subscription: BillingSubscription }
  | { kind: 'no_plan' }
  /** Resume after the plan ended (`endedAt`). */
  | { kind: 'too_late'; endedAt: Date }
  | { kind: 'past_due' }
  | { kind: 'same_plan' }
  | { kind: 'unknown_plan' }
  | { kind: 'other_audience'; audience: AccountType };

export type ChangeOutcome =
  | LifecycleOutcome
  | { kind: 'order'; orderId: string; amount: number; currency: string; planName: string };

export interface ReceiptView {
  order_id: string;
  number: string;
  issued_at: string;
  buyer: { full_name: string; email: string };
  plan_name: string;
  interval: Interval;
  kind: string;
  plan_price: number;
  change_from_plan_name: string | null;
  change_credit: number | null;
  total: number;
  currency: string;
  payment_method: { brand: string; last4: string } | null;
  status: Billing['orders'][number]['status'];
  refunded_amount: number;
}

/** The subscription row a lifecycle call locks and answers. */
interface LockedSubscription {
  account_id: string;
  plan_id: string;
  plan_name: string;
  audience: AccountType;
  interval: Interval;
  plan_price: number;
  price: number;
  currency: string;
  status: BillingSubscription['status'];
  current_period_end: Date;
  auto_renew: boolean;
  cancel_at: Date | null;
  scheduled_plan_id: string | null;
  running: boolean;
  payment_method: string | null;
  email: string;
  full_name: string;
  language: string;
}

const PAYMENT_LINK_SECONDS = 60 * 60;

/**
 * A member's plan and money (interface §9 "Plan and billing"): what GET billing shows, cancel,
 * resume and change (each in one transaction holding the subscription's row lock, so parallel
 * calls take effect once and email once), receipts, and the card-update link of the sandbox.
 */
export class BillingService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly payments: PaymentProvider,
    private readonly mail: BillingMail | undefined,
    private readonly publicUrl: string,
    private readonly secret: string,
  ) {}

  /** Everything GET {prefix}/billing answers. */
  async overview(accountId: string): Promise<Billing> {
    const subscription = await this.subscription(this.pool, accountId, false);
    const { rows: cards } = await this.pool.query<Billing['payment_method'] & object>(
      'select brand, last4, exp_month, exp_year from payment_methods where account_id = $1',
      [accountId],
    );
    const { rows: orders } = await this.pool.query<Billing['orders'][number]>(
      `select o.id as order_id, p.name as plan_name, o.amount, o.currency, o.status,
              ${isoSql('o.paid_at')} as paid_at, ${isoSql('o.period_start')} as period_start,
              ${isoSql('o.period_end')} as period_end, o.refunded_amount
         from orders o join plans p on p.id = o.plan_id
        where o.account_id = $1
        order by o.created_at desc, o.id
        limit 50`,
      [accountId],
    );
    const { rows: consents } = await this.pool.query<NonNullable<Billing['consent']>>(
      `select consent_text as text, consent_price as price, consent_currency as currency,
              consent_interval as "interval", ${isoSql('consent_accepted_at')} as accepted_at
         from orders
        where account_id = $1 and consent_accepted_at is not null
          and status in ('paid', 'refunded', 'partially_refunded')
        order by consent_accepted_at desc
        limit 1`,
      [accountId],
    );
    return {
      subscription: subscription ? this.view(subscription) : null,
      payment_method: cards[0] ?? null,
      orders,
      consent: consents[0] ?? null,
    };
  }

  /** Cancel at the period end (interface §9): renewal off; calling it again changes nothing. */
  async cancel(accountId: string, reason: string | undefined): Promise<LifecycleOutcome> {
    return withEmails(this.pool, this.mail, async (client, queueEmail) => {
      const s = await this.subscription(client, accountId, true);
      if (!s?.running) return { kind: 'no_plan' };
      if (!s.auto_renew && s.cancel_at) return this.done(s, false);
      const { rows } = await client.query<{ cancel_at: Date }>(
        `update subscriptions set auto_renew = false, cancel_at = current_period_end,
                cancel_reason = $2, scheduled_plan_id = null, updated_at = ${NOW_SQL}
          where account_id = $1 returning cancel_at`,
        [accountId, reason?.trim() || null],
      );
      await this.payments.cancelAtPeriodEnd?.(s.account_id);
      const cancelAt = rows[0]?.cancel_at as Date;
      queueEmail(
        cancelledEmail(this.recipient(s), { name: s.plan_name, endsAt: cancelAt }, this.publicUrl),
      );
      return this.done(
        { ...s, auto_renew: false, cancel_at: cancelAt, scheduled_plan_id: null },
        true,
      );
    });
  }

  /** Renewal back on before the plan ends; after it, `too_late`. */
  async resume(accountId: string): Promise<LifecycleOutcome> {
    return withEmails(this.pool, this.mail, async (client, queueEmail) => {
      const s = await this.subscription(client, accountId, true);
      if (!s) return { kind: 'no_plan' };
      if (!s.running) return { kind: 'too_late', endedAt: s.cancel_at ?? s.current_period_end };
      if (s.auto_renew && !s.cancel_at) return this.done(s, false);
      await client.query(
        `update subscriptions set auto_renew = true, cancel_at = null, cancel_reason = null,
                updated_at = ${NOW_SQL}
          where account_id = $1`,
        [accountId],
      );
      await this.payments.resume?.(s.account_id);
      queueEmail(
        resumedEmail(
          this.recipient(s),
          {
            name: s.plan_name,
            renewsAt: s.current_period_end,
            price: s.price,
            currency: s.currency,
            interval: s.interval,
          },
          this.publicUrl,
        ),
      );
      return this.done({ ...s, auto_renew: true, cancel_at: null }, true);
    });
  }

  /**
   * Another plan of the member's audience (interface §9): a cheaper one (or one of the same
   * price) is scheduled for the period end; a dearer one is a `change` order for the new price
   * less the unused share of what was paid for this period, which switches the plan (with a
   * full new period from the payment) when it is paid. The same request again answers the
   * same schedule or the same pending order.
   */
  async change(accountId: string, audience: AccountType, planId: string): Promise<ChangeOutcome> {
    const { rows: plans } = await this.pool.query<PlanRow>(
      `select id, audience, name, description, price, currency, "interval", features
         from plans where id = $1`,
      [planId],
    );
    const plan = plans[0];
    if (!plan) return { kind: 'unknown_plan' };
    if (plan.audience !== audience) return { kind: 'other_audience', audience: plan.audience };
    return withEmails(this.pool, this.mail, async (client, queueEmail) => {
      const s = await this.subscription(client, accountId, true);
      if (!s?.running) return { kind: 'no_plan' };
      if (s.status === 'past_due') return { kind: 'past_due' };
      if (plan.id === s.plan_id) {
        if (!s.scheduled_plan_id) return { kind: 'same_plan' };
        // Back to the plan one has: the scheduled change is undone.
        await client.query(
          `update subscriptions set scheduled_plan_id = null, updated_at = ${NOW_SQL}
            where account_id = $1`,
          [accountId],
        );
        return this.done({ ...s, scheduled_plan_id: null }, true);
      }
      if (plan.price <= s.plan_price) {
        if (s.scheduled_plan_id === plan.id && s.auto_renew && !s.cancel_at)
          return this.done(s, false);
        // Choosing the plan that follows this one turns the renewal back on.
        await client.query(
          `update subscriptions set scheduled_plan_id = $2, auto_renew = true, cancel_at = null,
                  cancel_reason = null, updated_at = ${NOW_SQL}
            where account_id = $1`,
          [accountId, plan.id],
        );
        // A provider that bills renewals itself moves its subscription to the cheaper price from
        // the next renewal on, nothing charged now.
        await this.payments.changePlan?.(s.account_id, { plan, prorate: false });
        queueEmail(
          changeScheduledEmail(
            this.recipient(s),
            {
              from: s.plan_name,
              to: plan.name,
              startsAt: s.current_period_end,
              price: plan.price,
              currency: plan.currency,
              interval: plan.interval,
            },
            this.publicUrl,
          ),
        );
        return this.done(
          { ...s, scheduled_plan_id: plan.id, auto_renew: true, cancel_at: null },
          true,
        );
      }
      const { paid, days_left, period_days } = await this.periodShare(client, accountId);
      const credit = unusedCredit(paid, days_left, period_days);
      const amount = Math.max(plan.price - credit, 0);
      const { rows: pending } = await client.query<{ id: string }>(
        `select id from orders
          where account_id = $1 and kind = 'change' and status = 'pending' and plan_id = $2
            and change_from_plan_id = $3 and amount = $4 and charging_since is null
          order by created_at desc limit 1`,
        [accountId, plan.id, s.plan_id, amount],
      );
      const existing = pending[0]?.id;
      const orderId = existing ?? newOrderId();
      if (!existing) {
        await client.query(
          `insert into orders (id, account_id, plan_id, amount, currency, kind,
                               change_from_plan_id, change_credit, created_at)
           values ($1, $2, $3, $4, $5, 'change', $6, $7, ${NOW_SQL})`,
          [orderId, accountId, plan.id, amount, plan.currency, s.plan_id, credit],
        );
        // A provider that bills renewals itself (Stripe) charges the difference on its own
        // invoice to the kept card, which names this order; its webhook pays the order.
        if (this.payments.renewsItself)
          await this.payments.changePlan?.(accountId, { plan, prorate: true, orderId });
        queueEmail(
          changeOrderEmail(this.recipient(s), {
            from: s.plan_name,
            to: plan.name,
            amount,
            price: plan.price,
            credit,
            currency: plan.currency,
            interval: plan.interval,
            checkoutUrl: this.checkoutUrl(orderId),
          }),
        );
      }
      return { kind: 'order', orderId, amount, currency: plan.currency, planName: plan.name };
    });
  }

  /**
   * Where the member pays a change order: our checkout page; with a provider that charges the
   * kept card itself, the page that follows the order until its webhook pays it.
   */
  checkoutUrl(orderId: string): string {
    if (this.payments.renewsItself)
      return `${this.publicUrl}/checkout-success/${encodeURIComponent(orderId)}`;
    return `${this.publicUrl}/checkout/${orderId}`;
  }

  /** The paid order's receipt, for its owner only (anyone else: undefined, as unknown). */
  async receipt(accountId: string, orderId: string): Promise<ReceiptView | undefined> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(orderId)) return undefined;
    const { rows } = await this.pool.query<ReceiptView & { receipt_number: string }>(
      `select o.id as order_id, o.receipt_number::text as receipt_number,
              ${isoSql('o.paid_at')} as issued_at,
              json_build_object('full_name', a.full_name, 'email', a.email) as buyer,
              p.name as plan_name, p."interval", o.kind, p.price as plan_price,
              f.name as change_from_plan_name, o.change_credit, o.amount as total, o.currency,
              case when o.card_last4 is null then null
                   else json_build_object('brand', o.card_brand, 'last4', o.card_last4) end
                as payment_method,
              o.status, o.refunded_amount
         from orders o
         join accounts a on a.id = o.account_id
         join plans p on p.id = o.plan_id
         left join plans f on f.id = o.change_from_plan_id
        where o.id = $1 and o.account_id = $2 and o.receipt_number is not null`,
      [orderId, accountId],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { receipt_number, ...view } = row;
    return { ...view, number: receiptNumber(receipt_number) };
  }

  /** The seller on receipts: settings `legal_name` / `legal_address` (else the site's name). */
  async seller(): Promise<{ name: string; address: string }> {
    const { rows } = await this.pool.query<{ key: string; value: unknown }>(
      `select key, value from settings where key in ('legal_name', 'legal_address', 'site_full_name')`,
    );
    const value = (key: string) => {
      const found = rows.find((row) => row.key === key)?.value;
      return typeof found === 'string' ? found : undefined;
    };
    return {
      name: value('legal_name') ?? value('site_full_name') ?? 'FTC',
      address: value('legal_address') ?? '',
    };
  }

  /**
   * Where the member replaces the card: the provider's own page when it has one (Stripe's
   * portal), else the server's card-update page with a signed link that names the account and
   * expires in an hour (it is opened in a browser, without the bearer).
   */
  async paymentMethodUrl(accountId: string): Promise<string | null> {
    const returnUrl = `${this.publicUrl}/dashboard/billing`;
    if (this.payments.paymentMethodUrl) {
      const url = await this.payments.paymentMethodUrl({ accountId, returnUrl });
      // null: no card kept with the provider (never paid through it); the member pays first.
      if (url) return url;
      return null;
    }
    const now = await this.now();
    const expires = Math.floor(now.getTime() / 1000) + PAYMENT_LINK_SECONDS;
    const payload = `${accountId}.${expires}`;
    return `${this.publicUrl}/payment-method/${payload}.${this.sign(payload)}`;
  }

  /** The account a card-update link was made for, while it is valid; otherwise undefined. */
  async paymentMethodAccount(token: string): Promise<string | undefined> {
    const match = /^(\d{1,18})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return undefined;
    const [, accountId = '', expires = '', signature = ''] = match;
    const expected = Buffer.from(this.sign(`${accountId}.${expires}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    if (Number(expires) * 1000 <= (await this.now()).getTime()) return undefined;
    return accountId;
  }

  /** What the card-update page shows: the member's language, plan and the card on file. */
  async cardPageFacts(accountId: string): Promise<
    | {
        language: string;
        planName: string | null;
        card: { brand: string; last4: string } | null;
      }
    | undefined
  > {
    const { rows } = await this.pool.query<{
      language: string;
      plan_name: string | null;
      brand: string | null;
      last4: string | null;
    }>(
      `select a.language, p.name as plan_name, m.brand, m.last4
         from accounts a
         left join subscriptions s on s.account_id = a.id
         left join plans p on p.id = s.plan_id
         left join payment_methods m on m.account_id = a.id
        where a.id = $1`,
      [accountId],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      language: row.language,
      planName: row.plan_name,
      card: row.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null,
    };
  }

  /**
   * Keeps the card typed on the card-update page: the provider checks it (the checkout's card
   * rules), then one transaction holding the account's row lock replaces the kept card and the
   * subscription's reference together, so parallel updates leave one card, consistently.
   */
  async saveCard(
    accountId: string,
    card: Card,
  ): Promise<
    | { kind: 'saved'; brand: string; last4: string }
    | { kind: 'declined'; reason: string }
    | { kind: 'invalid'; reason: string }
  > {
    const result = this.payments.savePaymentMethod
      ? await this.payments.savePaymentMethod({ accountId, card })
      : ({ ok: false, reason: 'unsupported', invalid: true } as const);
    if (!result.ok) return { kind: result.invalid ? 'invalid' : 'declined', reason: result.reason };
    const brand = cardBrand(card.number);
    const last4 = card.number.replace(/\D/g, '').slice(-4);
    const ref = result.paymentMethod ?? '';
    await withEmails(this.pool, undefined, async (client) => {
      await client.query('select 1 from accounts where id = $1 for no key update', [accountId]);
      await client.query(
        `insert into payment_methods (account_id, brand, last4, exp_month, exp_year, provider_ref, updated_at)
         values ($1, $2, $3, $4, $5, $6, ${NOW_SQL})
         on conflict (account_id) do update set
           brand = excluded.brand, last4 = excluded.last4, exp_month = excluded.exp_month,
           exp_year = excluded.exp_year, provider_ref = excluded.provider_ref,
           updated_at = excluded.updated_at`,
        [accountId, brand, last4, card.expMonth, card.expYear, ref],
      );
      await client.query(
        `update subscriptions set payment_method = $2, updated_at = ${NOW_SQL} where account_id = $1`,
        [accountId, ref],
      );
    });
    return { kind: 'saved', brand, last4 };
  }

  /**
   * The last `accept-language` an authenticated request carried, kept on the account (its
   * emails' language): written only when it changed.
   */
  async rememberLanguage(accountId: string, language: string): Promise<void> {
    await this.pool.query(
      'update accounts set language = $2 where id = $1 and language is distinct from $2',
      [accountId, language],
    );
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret)
      .update(`payment-method:${payload}`)
      .digest('base64url');
  }

  private async now(): Promise<Date> {
    const { rows } = await this.pool.query<{ now: Date }>(`select ${NOW_SQL} as now`);
    return rows[0]?.now ?? new Date();
  }

  /** What was paid for this period, the whole days left of it and its length in days. */
  private async periodShare(
    client: pg.PoolClient,
    accountId: string,
  ): Promise<{ paid: number; days_left: number; period_days: number }> {
    const { rows } = await client.query<{ paid: number; days_left: number; period_days: number }>(
      `select coalesce(o.amount, p.price) as paid,
              floor(extract(epoch from (s.current_period_end - ${NOW_SQL})) / 86400)::int as days_left,
              round(extract(epoch from (s.current_period_end - coalesce(o.period_start,
                s.current_period_end - case p."interval" when 'year' then interval '1 year'
                                                          else interval '1 month' end))) / 86400)::int
                as period_days
         from subscriptions s
         join plans p on p.id = s.plan_id
         left join orders o on o.id = s.order_id and o.status in ('paid', 'partially_refunded')
        where s.account_id = $1`,
      [accountId],
    );
    return rows[0] ?? { paid: 0, days_left: 0, period_days: 0 };
  }

  /** The account's subscription (locked for this transaction with `lock`), or undefined. */
  private async subscription(
    client: pg.Pool | pg.PoolClient,
    accountId: string,
    lock: boolean,
  ): Promise<LockedSubscription | undefined> {
    const { rows } = await client.query<LockedSubscription>(
      `select s.account_id::text as account_id, s.plan_id, p.name as plan_name, p.audience,
              p."interval", p.price as plan_price, coalesce(s.renewal_price, p.price) as price,
              p.currency,
              case when s.status in ('active', 'past_due') and s.current_period_end <= ${NOW_SQL}
                   then 'expired' else s.status end as status,
              s.current_period_end, s.auto_renew, s.cancel_at, s.scheduled_plan_id,
              (s.status in ('active', 'past_due') and s.current_period_end > ${NOW_SQL}) as running,
              s.payment_method, a.email, a.full_name, a.language
         from subscriptions s
         join plans p on p.id = s.plan_id
         join accounts a on a.id = s.account_id
        where s.account_id = $1${lock ? ' for update of s' : ''}`,
      [accountId],
    );
    return rows[0];
  }

  private done(s: LockedSubscription, changed: boolean): LifecycleOutcome {
    return { kind: 'done', changed, subscription: this.view(s) };
  }

  private view(s: LockedSubscription): BillingSubscription {
    return {
      plan_id: s.plan_id,
      plan_name: s.plan_name,
      interval: s.interval,
      price: s.price,
      currency: s.currency,
      status: s.status,
      current_period_end: s.current_period_end.toISOString(),
      auto_renew: s.auto_renew,
      cancel_at: s.cancel_at ? s.cancel_at.toISOString() : null,
      scheduled_plan_id: s.scheduled_plan_id,
    };
  }

  private recipient(s: LockedSubscription): BillingRecipient {
    return { email: s.email, fullName: s.full_name, language: languageOrEnglish(s.language) };
  }
}
