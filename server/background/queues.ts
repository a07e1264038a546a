import type PgBoss from 'pg-boss';
import type { JobsSettings } from '../config';

/** Every queue of the background jobs (pg-boss, schema `pgboss`). */
export const QUEUES = {
  /** One email to deliver (`{ to, subject, body }`: never a code, see queued-transports.ts). */
  email: 'email',
  /** One text message to deliver (`{ to, body }`). */
  sms: 'sms',
  /** A reset link, a new code or a sign-up notice, promised after the answer (`AccountNotice`). */
  accountNotice: 'account-notice',
  /** One export of a member's data to prepare and email (`{ id }`, interface §9 "Your data"). */
  accountExport: 'account-export',
  /** Scheduled daily: accounts deleted 14 days ago have their personal data erased. */
  accountErasure: 'account-erasure',
  /** Scheduled: finds the periods to renew (and the past_due retries due), queues one `renew` job each. */
  renewals: 'subscription-renewals',
  /** One period of one subscription (`RenewalKey`), charged at most once. */
  renew: 'subscription-renew',
  /**
   * Scheduled: cancelled plans at `cancel_at`, plans past their period end without a renewal
   * and past_due plans after their grace become `expired`.
   */
  lapse: 'subscription-lapse',
  /** Scheduled daily: renewal reminders and price-change notices (interface §9). */
  renewalNotices: 'renewal-notices',
  /** Scheduled: badges past `expires_at` are marked and their owners emailed. */
  badges: 'badge-expiry',
  /** Scheduled (the lapse's schedule): timed suspensions past `until` are lifted (interface §10). */
  suspensionLift: 'suspension-lift',
  /**
   * Scheduled (the lapse's schedule): booking requests past `respond_by` expire, reminders 24 h
   * before confirmed bookings, hours unanswered 48 h approved (interface §11).
   */
  bookings: 'bookings',
  /** Scheduled daily: expired codes, dead sessions, old outbox rows, used stream tickets. */
  cleanup: 'cleanup',
  /** Scheduled hourly: the rate-limit tables' old windows. */
  prune: 'rate-limit-prune',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Each queue's policy, retries and time limit. Deliveries retry with a doubling wait (an SMTP
 * server down for hours still gets its mail); a sweep is `stately` (at most one waiting and
 * one running: a slow run never piles up behind the schedule); a renewal is `stately` per
 * period (its singleton key), and its charge is made once by the order's claim anyway.
 */
export function queueOptions(
  settings: JobsSettings,
): Record<QueueName, Omit<PgBoss.Queue, 'name'>> {
  const delivery = {
    policy: 'standard',
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
  } as const;
  const sweep = {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  } as const;
  return {
    [QUEUES.email]: delivery,
    [QUEUES.sms]: delivery,
    [QUEUES.accountNotice]: delivery,
    [QUEUES.accountExport]: delivery,
    [QUEUES.accountErasure]: sweep,
    [QUEUES.renewals]: sweep,
    [QUEUES.renew]: {
      policy: 'stately',
      retryLimit: 8,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 5 * 60,
    },
    [QUEUES.lapse]: sweep,
    [QUEUES.renewalNotices]: sweep,
    [QUEUES.badges]: sweep,
    [QUEUES.suspensionLift]: sweep,
    [QUEUES.bookings]: sweep,
    [QUEUES.cleanup]: { ...sweep, expireInSeconds: 30 * 60 },
    [QUEUES.prune]: sweep,
  };
}
