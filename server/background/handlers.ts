import type pg from 'pg';
import type { BadgeKind } from '../../src/contract/caregivers';
import type { JobsSettings } from '../config';
import type { AppContext } from '../context';
import type { AccountNotice } from '../services/account-notices';
import type { ExpiredBadge } from '../services/badges';
import type { QueuedEmail, QueuedSms } from '../services/queued-transports';
import { type DeclinedRenewal, type RenewalKey, renewalOrderId } from '../services/subscriptions';
import {
  type EmailTransport,
  maskRecipient,
  type SmsTransport,
  TransportError,
  type TransportLogs,
} from '../services/transports';
import { Cleanup } from './cleanup';
import { QUEUES, type QueueName } from './queues';

/** A job as a handler sees it: its data, and which try this is (0 the first). */
export interface JobRun<T = unknown> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

export type Handler = (job: JobRun) => Promise<unknown>;

/** What the handlers need besides the app's services: queueing more work. */
export interface JobQueue {
  send(queue: QueueName, data: object, options?: { singletonKey?: string }): Promise<unknown>;
  /** Queues an email inside `client`'s transaction: it goes out only if that commits. */
  enqueueEmail(email: QueuedEmail, client: pg.PoolClient): Promise<void>;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const BADGE_NAMES: Record<BadgeKind, string> = {
  mobile: 'mobile',
  id: 'ID',
  background_check: 'background check',
  first_aid: 'first aid',
};

/** The owner's email when a renewal is declined (English, like every email). */
export function renewalDeclinedEmail(notice: DeclinedRenewal, publicUrl: string): QueuedEmail {
  return {
    to: notice.email,
    subject: 'Your FTC plan could not be renewed',
    body: `Hello ${notice.fullName},\n\nWe could not renew your ${notice.planName} plan: ${notice.reason}\n\nYour plan stays active until ${longDate.format(notice.periodEnd)}, and then ends. To keep it after that, choose it again at ${publicUrl}/subscription and pay with another card.\n\nThe FTC team`,
  };
}

/** The caregiver's email when a badge expired. */
export function badgeExpiredEmail(badge: ExpiredBadge, publicUrl: string): QueuedEmail {
  return {
    to: badge.email,
    subject: 'Your FTC badge has expired',
    body: `Hello ${badge.first_name},\n\nYour ${BADGE_NAMES[badge.kind]} badge expired on ${longDate.format(badge.expires_at)}. It is no longer shown on your profile, and searches for verified caregivers no longer count it.\n\nTo get it back, upload a current document at ${publicUrl}/upload-document: an administrator reviews it.\n\nThe FTC team`,
  };
}

/**
 * One delivery through the real transport (one attempt: the queue does the retries, with a
 * doubling wait). A permanent refusal (a refused recipient, bad credentials) is not tried
 * again; the last failed try is logged as an error. Neither the body nor a whole address is
 * ever logged, and the error pg-boss stores carries only the masked recipient and the reason.
 */
async function deliver(
  channel: 'email' | 'sms',
  job: JobRun<QueuedEmail | QueuedSms>,
  send: () => Promise<void>,
  logs: TransportLogs,
): Promise<unknown> {
  try {
    await send();
    return { sent: true };
  } catch (error) {
    const recipient = maskRecipient(job.data.to);
    const reason = error instanceof TransportError ? error.reason : (error as Error)?.name;
    if (error instanceof TransportError && !error.transient) {
      logs.error(`queued ${channel} to ${recipient} dropped: refused for good (${reason})`);
      return { sent: false, reason };
    }
    if (job.retryCount >= job.retryLimit) {
      logs.error(
        `queued ${channel} to ${recipient} NOT SENT after ${job.retryCount + 1} tries: ${reason}`,
      );
    }
    throw error;
  }
}

/** The handler of every queue, over the app's services. */
export function createHandlers(
  ctx: AppContext,
  queue: JobQueue,
  settings: JobsSettings,
  delivery: { email: EmailTransport; sms: SmsTransport },
  logs: TransportLogs,
): Record<QueueName, Handler> {
  const { publicUrl } = ctx.config;
  return {
    [QUEUES.email]: (job) =>
      deliver(
        'email',
        job as JobRun<QueuedEmail>,
        () => delivery.email.send(job.data as QueuedEmail),
        logs,
      ),
    [QUEUES.sms]: (job) =>
      deliver(
        'sms',
        job as JobRun<QueuedSms>,
        () => delivery.sms.send(job.data as QueuedSms),
        logs,
      ),

    async [QUEUES.accountNotice](job) {
      await ctx.accountNotices.deliver(job.data as AccountNotice);
      return { sent: true };
    },

    async [QUEUES.renewals]() {
      // Stripe bills its renewals itself (its invoices reach us through the webhook).
      if (ctx.payments.renewsItself) return { queued: 0 };
      const due = await ctx.subscriptions.dueRenewals(settings.renewBeforeHours);
      for (const key of due) {
        await queue.send(QUEUES.renew, key, { singletonKey: renewalOrderId(key) });
      }
      if (due.length > 0) logs.info(`renewals: ${due.length} queued`);
      return { queued: due.length };
    },

    async [QUEUES.renew](job) {
      const key = job.data as RenewalKey;
      const outcome = await ctx.subscriptions.renew(key, (client, notice) =>
        queue.enqueueEmail(renewalDeclinedEmail(notice, publicUrl), client),
      );
      if (outcome.kind === 'busy') {
        // Another run holds the charge: let the queue try again later.
        throw new Error(`renewal ${renewalOrderId(key)} is being charged by another run`);
      }
      if (outcome.kind === 'renewed' || outcome.kind === 'declined') {
        logs.info(`renewal ${renewalOrderId(key)}: ${outcome.kind}`);
      }
      return outcome;
    },

    async [QUEUES.lapse]() {
      const lapsed = await ctx.subscriptions.lapse();
      if (lapsed > 0) logs.info(`subscriptions: ${lapsed} lapsed at their period end`);
      return { lapsed };
    },

    async [QUEUES.badges]() {
      const expired = await ctx.badges.expireDue((client, badge) =>
        queue.enqueueEmail(badgeExpiredEmail(badge, publicUrl), client),
      );
      if (expired > 0) logs.info(`badges: ${expired} expired, owners emailed`);
      return { expired };
    },

    async [QUEUES.cleanup]() {
      const counts = await new Cleanup(ctx.pool).run();
      logs.info(
        `cleanup: ${Object.entries(counts)
          .map(([table, count]) => `${table} ${count}`)
          .join(', ')}`,
      );
      return counts;
    },

    async [QUEUES.prune]() {
      await ctx.limiter.prune();
      return { pruned: true };
    },
  };
}
