import type pg from 'pg';
import {
  CATALOGUES,
  INTL_LOCALES,
  type Language,
  type Params,
  translate,
  type WordKey,
} from '../i18n';
import type { QueuedEmail } from './queued-transports';

// The emails of a member's plan and money (interface §9): in the member's language
// (`accounts.language`), money and dates through Intl. Every paid order gets `receiptEmail`
// (first payment, change, renewal: the renewal job calls `paidOrderEmail` too).

/** A language the catalogue speaks, else English (a stored value may be anything). */
export const languageOrEnglish = (value: unknown): Language =>
  typeof value === 'string' && Object.hasOwn(CATALOGUES, value) ? (value as Language) : 'en';

/** An amount in minor units in `language`: 1999 USD → "$19.99" (en), "19,99 US$" (es). */
export function money(language: Language, amount: number, currency: string): string {
  const format = new Intl.NumberFormat(INTL_LOCALES[language], { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** A day in `language`, in UTC: "June 3, 2027" (en), "3 de junio de 2027" (es). */
export function longDate(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** "month" / "year" in `language`. */
export const intervalWord = (language: Language, interval: 'month' | 'year') =>
  translate(language, interval === 'year' ? 'billing.year' : 'billing.month');

/**
 * The renewal terms a member accepts before paying (interface §9 `consent`): "Renews
 * automatically every month at $19.99 until you cancel. Cancel any time in your account."
 */
export function renewalTerms(
  language: Language,
  price: number,
  currency: string,
  interval: 'month' | 'year',
): string {
  return translate(language, 'billing.terms', {
    interval: intervalWord(language, interval),
    price: money(language, price, currency),
  });
}

/** The member an email goes to. */
export interface BillingRecipient {
  email: string;
  fullName: string;
  language: Language;
}

function letter(
  to: BillingRecipient,
  subject: WordKey,
  subjectParams: Params,
  body: WordKey,
  bodyParams: Params,
  more: string[] = [],
): QueuedEmail {
  const say = (key: WordKey, params?: Params) => translate(to.language, key, params);
  return {
    to: to.email,
    subject: say(subject, subjectParams),
    body: [
      say('billing.email.greeting', { name: to.fullName }),
      say(body, bodyParams),
      ...more,
      say('billing.email.signoff'),
    ].join('\n\n'),
  };
}

const billingPage = (publicUrl: string) => `${publicUrl}/dashboard/billing`;

/** A receipt number as people read it: 42 → "FTC-000042". */
export const receiptNumber = (number: number | string) => `FTC-${String(number).padStart(6, '0')}`;

/** What a receipt email says: one paid order. */
export interface PaidOrder {
  orderId: string;
  /** The receipt number ("FTC-000042"). */
  number: string;
  planName: string;
  interval: 'month' | 'year';
  amount: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  periodStart: Date;
  periodEnd: Date;
  /** The plan renews at `periodEnd` (renewal on, not cancelled). */
  renews: boolean;
}

/**
 * The receipt email of a paid order (interface §9: plan, amount, card brand and last 4,
 * period, a link to the receipt page of the site).
 */
export function receiptEmail(
  to: BillingRecipient,
  order: PaidOrder,
  publicUrl: string,
): QueuedEmail {
  const { language } = to;
  const plan = translate(language, 'billing.planLine', {
    plan: order.planName,
    interval: translate(language, order.interval === 'year' ? 'billing.yearly' : 'billing.monthly'),
  });
  return letter(
    to,
    'billing.email.receiptSubject',
    { number: order.number },
    'billing.email.receiptBody',
    {
      plan,
      amount: money(language, order.amount, order.currency),
      brand: order.cardBrand ?? '—',
      last4: order.cardLast4 ?? '—',
      start: longDate(language, order.periodStart),
      end: longDate(language, order.periodEnd),
      number: order.number,
      link: `${publicUrl}/dashboard/billing/receipts/${encodeURIComponent(order.orderId)}`,
    },
    order.renews
      ? [
          translate(language, 'billing.email.receiptRenews', {
            date: longDate(language, order.periodEnd),
            billing: billingPage(publicUrl),
          }),
        ]
      : [],
  );
}

/**
 * The receipt email of the paid order `orderId`, read in `client`'s transaction (call it in the
 * one that marks the order paid and queue it there), to the buyer in their language. Gives the
 * order its receipt number if it has none. Undefined when the order is not paid.
 */
export async function paidOrderEmail(
  client: pg.PoolClient | pg.Pool,
  orderId: string,
  publicUrl: string,
): Promise<QueuedEmail | undefined> {
  const { rows } = await client.query<{
    email: string;
    full_name: string;
    language: string | null;
    order_language: string | null;
    plan_name: string;
    interval: 'month' | 'year';
    amount: number;
    currency: string;
    card_brand: string | null;
    card_last4: string | null;
    period_start: Date | null;
    paid_at: Date;
    period_end: Date;
    receipt_number: string;
    renews: boolean;
  }>(
    `update orders o set receipt_number = coalesce(o.receipt_number, nextval('receipt_numbers'))
       from accounts a, plans p
      where o.id = $1 and o.status = 'paid' and a.id = o.account_id and p.id = o.plan_id
      returning a.email, a.full_name, a.language, o.language as order_language, p.name as plan_name,
                p."interval", o.amount, o.currency, o.card_brand, o.card_last4, o.period_start,
                o.paid_at, o.period_end, o.receipt_number::text,
                coalesce((select s.auto_renew and s.cancel_at is null from subscriptions s
                           where s.account_id = o.account_id), false) as renews`,
    [orderId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return receiptEmail(
    {
      email: row.email,
      fullName: row.full_name,
      language: languageOrEnglish(row.language ?? row.order_language),
    },
    {
      orderId,
      number: receiptNumber(row.receipt_number),
      planName: row.plan_name,
      interval: row.interval,
      amount: row.amount,
      currency: row.currency,
      cardBrand: row.card_brand,
      cardLast4: row.card_last4,
      periodStart: row.period_start ?? row.paid_at,
      periodEnd: row.period_end,
      renews: row.renews,
    },
    publicUrl,
  );
}

/** A cancellation's confirmation, with the day the plan ends. */
export function cancelledEmail(
  to: BillingRecipient,
  plan: { name: string; endsAt: Date },
  publicUrl: string,
): QueuedEmail {
  return letter(to, 'billing.email.cancelSubject', {}, 'billing.email.cancelBody', {
    plan: plan.name,
    date: longDate(to.language, plan.endsAt),
    billing: billingPage(publicUrl),
  });
}

/** Renewal back on. */
export function resumedEmail(
  to: BillingRecipient,
  plan: {
    name: string;
    renewsAt: Date;
    price: number;
    currency: string;
    interval: 'month' | 'year';
  },
  publicUrl: string,
): QueuedEmail {
  return letter(to, 'billing.email.resumeSubject', {}, 'billing.email.resumeBody', {
    plan: plan.name,
    date: longDate(to.language, plan.renewsAt),
    price: money(to.language, plan.price, plan.currency),
    interval: intervalWord(to.language, plan.interval),
    billing: billingPage(publicUrl),
  });
}

/** A cheaper plan chosen: it starts at the period end, nothing charged now. */
export function changeScheduledEmail(
  to: BillingRecipient,
  change: {
    from: string;
    to: string;
    startsAt: Date;
    price: number;
    currency: string;
    interval: 'month' | 'year';
  },
  publicUrl: string,
): QueuedEmail {
  const date = longDate(to.language, change.startsAt);
  return letter(
    to,
    'billing.email.changeScheduledSubject',
    { date },
    'billing.email.changeScheduledBody',
    {
      from: change.from,
      to: change.to,
      date,
      price: money(to.language, change.price, change.currency),
      interval: intervalWord(to.language, change.interval),
      billing: billingPage(publicUrl),
    },
  );
}

/** A dearer plan chosen: its prorated order, and that the plan starts when it is paid. */
export function changeOrderEmail(
  to: BillingRecipient,
  change: {
    from: string;
    to: string;
    amount: number;
    price: number;
    credit: number;
    currency: string;
    interval: 'month' | 'year';
    checkoutUrl: string;
  },
): QueuedEmail {
  const m = (amount: number) => money(to.language, amount, change.currency);
  return letter(
    to,
    'billing.email.changeOrderSubject',
    { plan: change.to },
    'billing.email.changeOrderBody',
    {
      from: change.from,
      to: change.to,
      amount: m(change.amount),
      price: m(change.price),
      credit: m(change.credit),
      interval: intervalWord(to.language, change.interval),
      link: change.checkoutUrl,
    },
  );
}

/** Where billing emails go: queued in the transaction that decided them, or sent after it. */
export interface BillingMail {
  /** Jobs on: queue the email inside `client`'s transaction (it exists only if it commits). */
  enqueue?: (email: QueuedEmail, client: pg.PoolClient) => Promise<void>;
  /** Jobs off (tests, a single process): the transport, called once the transaction committed. */
  send: (email: QueuedEmail) => Promise<void>;
  warn: (message: string) => void;
}

/**
 * Runs `work` in one transaction; the emails it hands to `queue` go out exactly when it commits
 * (queued inside it with jobs on; sent right after it otherwise), never when it rolls back.
 */
export async function withEmails<T>(
  pool: pg.Pool,
  mail: BillingMail | undefined,
  work: (client: pg.PoolClient, queue: (email: QueuedEmail) => void) => Promise<T>,
): Promise<T> {
  const outgoing: QueuedEmail[] = [];
  const client = await pool.connect();
  let result: T;
  try {
    await client.query('begin');
    result = await work(client, (email) => outgoing.push(email));
    if (mail?.enqueue) for (const email of outgoing) await mail.enqueue(email, client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  if (mail && !mail.enqueue) {
    for (const email of outgoing) {
      await mail
        .send(email)
        .catch((error: unknown) => mail.warn(`a billing email was not sent: ${String(error)}`));
    }
  }
  return result;
}
