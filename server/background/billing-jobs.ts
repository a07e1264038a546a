import type pg from 'pg';
import type { AppContext } from '../context';
import { paidOrderEmail } from '../services/billing-emails';
import type { QueuedEmail } from '../services/queued-transports';
import { pastDueEmail, priceNoticeEmail, renewalReminderEmail } from '../services/renewal-emails';
import type { RenewalKey, RenewOutcome } from '../services/subscriptions';

/**
 * The time-driven billing work (interface §9, issue 21), for the `renew` queue's handler and
 * the time-driven registry (time-driven.ts: the schedules and `POST /dev/tick`). Each email is
 * handed to `enqueueEmail` inside the transaction that records what it tells: it goes out only
 * if that commits, once.
 */
type EnqueueEmail = (email: QueuedEmail, client: pg.PoolClient) => Promise<void>;

/** One renewal (or retry) of one period, with its email: the receipt, or the past_due notice. */
export function renewPeriod(
  ctx: AppContext,
  key: RenewalKey,
  enqueueEmail: EnqueueEmail,
): Promise<RenewOutcome> {
  const { publicUrl } = ctx.config;
  return ctx.subscriptions.renew(key, {
    // The same receipt as every paid order's (billing-emails.ts), in the member's language.
    paid: async (client, receipt) => {
      const email = await paidOrderEmail(client, receipt.orderId, publicUrl);
      if (email) await enqueueEmail(email, client);
    },
    declined: (client, notice) => enqueueEmail(pastDueEmail(notice, publicUrl), client),
  });
}

/** The daily notices: price-change notices, then renewal reminders, each once. */
export async function sendRenewalNotices(
  ctx: AppContext,
  enqueueEmail: EnqueueEmail,
): Promise<{ price_notices: number; reminders: number }> {
  const { publicUrl } = ctx.config;
  const price_notices = await ctx.subscriptions.sendPriceNotices((client, notice) =>
    enqueueEmail(priceNoticeEmail(notice, publicUrl), client),
  );
  const reminders = await ctx.subscriptions.sendRenewalReminders((client, reminder) =>
    enqueueEmail(renewalReminderEmail(reminder, publicUrl), client),
  );
  return { price_notices, reminders };
}
