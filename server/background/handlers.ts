import type pg from 'pg';
import type { BadgeKind } from '../../src/contract/caregivers';
import type { JobsSettings } from '../config';
import type { AppContext } from '../context';
import type { AccountNotice } from '../services/account-notices';
import type { ExpiredBadge } from '../services/badges';
import type { QueuedEmail, QueuedSms } from '../services/queued-transports';
import { type RenewalKey, renewalOrderId } from '../services/subscriptions';
import {
  type EmailTransport,
  maskRecipient,
  type SmsTransport,
  TransportError,
  type TransportLogs,
} from '../services/transports';
import { renewPeriod } from './billing-jobs';
import { QUEUES, type QueueName } from './queues';
import { TIME_DRIVEN_JOBS, type TimeDrivenRun } from './time-driven';

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
  // The time-driven jobs (time-driven.ts): from the schedule, follow-up work is queued.
  const scheduled: TimeDrivenRun = {
    ctx,
    settings,
    logs,
    enqueueEmail: (email, client) => queue.enqueueEmail(email, client),
    dispatch: async (name, data, options) => {
      await queue.send(name, data, options);
      return 'queued';
    },
  };
  const timeDriven = Object.fromEntries(
    TIME_DRIVEN_JOBS.map((job) => [job.queue, () => job.run(scheduled)]),
  ) as Partial<Record<QueueName, Handler>>;
  // Every queue has a handler: the time-driven ones from the registry, the rest here.
  return <Record<QueueName, Handler>>{
    ...timeDriven,
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

    async [QUEUES.accountExport](job) {
      await ctx.yourData.prepare((job.data as { id: string }).id);
      return { prepared: true };
    },

    async [QUEUES.accountNotice](job) {
      await ctx.accountNotices.deliver(job.data as AccountNotice);
      return { sent: true };
    },

    async [QUEUES.renew](job) {
      const key = job.data as RenewalKey;
      const outcome = await renewPeriod(ctx, key, (email, client) =>
        queue.enqueueEmail(email, client),
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

    async [QUEUES.prune]() {
      await ctx.limiter.prune();
      return { pruned: true };
    },
  };
}
