import type pg from 'pg';
import type { AppContext } from '../context';
import type { QueuedEmail } from '../services/queued-transports';
import {
  pastDueEmail,
  priceNoticeEmail,
  renewalReceiptEmail,
  renewalReminderEmail,
} from '../services/renewal-emails';
import type { RenewalKey, RenewOutcome } from '../services/subscriptions';

/**
 * The time-driven billing work (interface §9, issue 21), written once for both callers: the
 * pg-boss handlers (handlers.ts) and `POST /dev/tick`, which runs every time-driven job at
 * once as of the server clock. Each email is sent exactly when what it tells is recorded:
 * with the background jobs, queued inside that transaction; without them (JOBS=off, API
 * tests), sent right after it commits.
 */

/** Where the billing emails go: the job queue (inside a transaction), or straight out. */
export interface EmailQueue {
  enqueueEmail(email: QueuedEmail, client: pg.PoolClient): Promise<void>;
}

/**
 * Runs `work` with a `mail(client, email)` that queues inside the caller's transaction, or
 * (no queue) keeps the email until `work` has returned and then sends it.
 */
async function withMail<T>(
  ctx: AppContext,
  queue: EmailQueue | undefined,
  work: (mail: (client: pg.PoolClient, email: QueuedEmail) => Promise<void>) => Promise<T>,
): Promise<T> {
  if (queue) return work((client, email) => queue.enqueueEmail(email, client));
  const after: QueuedEmail[] = [];
  const result = await work(async (_client, email) => {
    after.push(email);
  });
  for (const email of after) await ctx.email.send(email);
  return result;
}

/** One renewal (or retry) of one period, with its emails: the receipt, or the past_due notice. */
export function renewPeriod(
  ctx: AppContext,
  key: RenewalKey,
  queue?: EmailQueue,
): Promise<RenewOutcome> {
  const { publicUrl } = ctx.config;
  return withMail(ctx, queue, (mail) =>
    ctx.subscriptions.renew(key, {
      paid: (client, receipt) => mail(client, renewalReceiptEmail(receipt, publicUrl)),
      declined: (client, notice) => mail(client, pastDueEmail(notice, publicUrl)),
    }),
  );
}

/** What the renewals did in one run, by outcome. */
export type RenewalCounts = Partial<Record<RenewOutcome['kind'], number>>;

/**
 * Every renewal and retry due now, one after the other in this process (the tick; pg-boss's
 * sweep queues one job each instead). A period another run is charging counts as `busy`.
 */
export async function renewDue(
  ctx: AppContext,
  withinHours: number,
  queue?: EmailQueue,
): Promise<RenewalCounts> {
  const counts: RenewalCounts = {};
  for (const key of await ctx.subscriptions.dueRenewals(withinHours)) {
    const { kind } = await renewPeriod(ctx, key, queue);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** Plans whose time is over become `expired`. */
export async function lapsePlans(ctx: AppContext): Promise<{ lapsed: number }> {
  return { lapsed: await ctx.subscriptions.lapse() };
}

/** The daily notices: renewal reminders and price-change notices, each once. */
export async function sendRenewalNotices(
  ctx: AppContext,
  queue?: EmailQueue,
): Promise<{ price_notices: number; reminders: number }> {
  const { publicUrl } = ctx.config;
  // Price notices first: a reminder sent the same day then states the new price it announces
  // only once that price applies (the reminder says what the renewal will charge).
  const price_notices = await withMail(ctx, queue, (mail) =>
    ctx.subscriptions.sendPriceNotices((client, notice) =>
      mail(client, priceNoticeEmail(notice, publicUrl)),
    ),
  );
  const reminders = await withMail(ctx, queue, (mail) =>
    ctx.subscriptions.sendRenewalReminders((client, reminder) =>
      mail(client, renewalReminderEmail(reminder, publicUrl)),
    ),
  );
  return { price_notices, reminders };
}
