import type pg from 'pg';
import type { JobsSettings } from '../config';
import type { AppContext } from '../context';
import type { QueuedEmail } from '../services/queued-transports';
import { renewalOrderId } from '../services/subscriptions';
import type { TransportLogs } from '../services/transports';
import { sendRenewalNotices } from './billing-jobs';
import { Cleanup } from './cleanup';
import { badgeExpiredEmail } from './handlers';
import { QUEUES, type QueueName } from './queues';

/** What one run of a time-driven job did: counts by what happened (`{ lapsed: 2 }`). */
export type JobSummary = Record<string, number>;

/** What a time-driven job runs with, whether its schedule fired it or `POST /dev/tick` did. */
export interface TimeDrivenRun {
  ctx: AppContext;
  settings: JobsSettings;
  logs: TransportLogs;
  /** Queues an email inside `client`'s transaction: it goes out only if that commits. */
  enqueueEmail(email: QueuedEmail, client: pg.PoolClient): Promise<void>;
  /**
   * Hands one piece of follow-up work (`queue`'s handler with `data`, as one `renew`) on: from
   * the schedule, queued for any instance's worker (answers `queued`); from a tick, run here at
   * once (answers the handler's outcome kind, as `renewed`, or `failed` when it threw).
   */
  dispatch(queue: QueueName, data: object, options?: { singletonKey?: string }): Promise<string>;
}

/**
 * One job that time drives: its pg-boss queue (the schedule's), its cron expression, and the
 * work, which answers what it did. The work reads "now" from the server's clock (NOW_SQL in
 * SQL, `ctx.clock` in JavaScript), never from the real one: a tick runs it as of the tick.
 */
export interface TimeDrivenJob {
  /** The name the tick answers it under, and its queue (add it to QUEUES). */
  queue: QueueName;
  /** When the schedule fires it (UTC cron), from the settings (CRON_* in config.ts). */
  cron(settings: JobsSettings): string;
  run(run: TimeDrivenRun): Promise<JobSummary>;
}

/** How many of each kind: `['renewed', 'renewed', 'declined']` → `{ renewed: 2, declined: 1 }`. */
function countKinds(kinds: readonly string[]): JobSummary {
  const counts: JobSummary = {};
  for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/**
 * Every time-driven job, in the order a tick runs them (README "Background jobs"). Each one is
 * scheduled by pg-boss (background-jobs.ts, its queue's handler from here) and run in turn,
 * inline, by `POST /dev/tick`: a job appended here runs in both, nothing else to wire. Order
 * matters where one job's work is another's input: renewals charge before lapses end plans.
 */
export const TIME_DRIVEN_JOBS: TimeDrivenJob[] = [
  {
    // Periods ending soon: one `renew` job each (a tick runs them at once).
    queue: QUEUES.renewals,
    cron: (settings) => settings.schedules.renewals,
    async run({ ctx, settings, logs, dispatch }) {
      // A provider that bills renewals itself (Stripe) renews through its invoices' webhooks.
      if (ctx.payments.renewsItself) return { due: 0 };
      const due = await ctx.subscriptions.dueRenewals(settings.renewBeforeHours);
      const outcomes: string[] = [];
      for (const key of due) {
        outcomes.push(await dispatch(QUEUES.renew, key, { singletonKey: renewalOrderId(key) }));
      }
      if (due.length > 0) logs.info(`renewals: ${due.length} due`);
      return { due: due.length, ...countKinds(outcomes) };
    },
  },
  {
    // Plans whose time is over become `expired`: cancelled ones at `cancel_at`, past_due ones
    // after their grace, others at their period end without a renewal.
    queue: QUEUES.lapse,
    cron: (settings) => settings.schedules.lapse,
    async run({ ctx, logs }) {
      const lapsed = await ctx.subscriptions.lapse();
      if (lapsed > 0) logs.info(`subscriptions: ${lapsed} expired`);
      return { lapsed };
    },
  },
  {
    // Price-change notices (RENEWAL_NOTICE_DAYS before the renewal they apply to) and renewal
    // reminders (before a yearly renewal; once a year for monthly plans), each once.
    queue: QUEUES.renewalNotices,
    cron: (settings) => settings.schedules.renewalNotices,
    async run({ ctx, logs, enqueueEmail }) {
      const sent = await sendRenewalNotices(ctx, enqueueEmail);
      if (sent.reminders + sent.price_notices > 0) {
        logs.info(
          `renewal notices: ${sent.reminders} reminders, ${sent.price_notices} price notices`,
        );
      }
      return sent;
    },
  },
  {
    // Badges past `expires_at`: marked, their owners emailed.
    queue: QUEUES.badges,
    cron: (settings) => settings.schedules.badges,
    async run({ ctx, logs, enqueueEmail }) {
      const expired = await ctx.badges.expireDue((client, badge) =>
        enqueueEmail(badgeExpiredEmail(badge, ctx.config.publicUrl), client),
      );
      if (expired > 0) logs.info(`badges: ${expired} expired, owners emailed`);
      return { expired };
    },
  },
  {
    // Accounts deleted RESTORE_DAYS (14) ago: their personal data erased, files included
    // (interface §9 "Your data"). Daily, with the cleanup's schedule.
    queue: QUEUES.accountErasure,
    cron: (settings) => settings.schedules.cleanup,
    async run({ ctx, logs }) {
      const done = await ctx.yourData.eraseDue();
      if (done.erased > 0) logs.info(`accounts: ${done.erased} erased`);
      return done;
    },
  },
  {
    // Timed suspensions (interface §10) whose `until` has passed: lifted, members emailed.
    // With the lapse's schedule (every 15 minutes by default).
    queue: QUEUES.suspensionLift,
    cron: (settings) => settings.schedules.lapse,
    async run({ ctx, logs, enqueueEmail }) {
      const lifted = await ctx.suspensions.liftDue(enqueueEmail);
      if (lifted > 0) logs.info(`suspensions: ${lifted} lifted`);
      return { lifted };
    },
  },
  {
    // Bookings (interface §11): requests past their window expire (the parent told), both sides
    // reminded 24 h before a confirmed booking (once), hours unanswered 48 h approved.
    // With the lapse's schedule (every 15 minutes by default).
    queue: QUEUES.bookings,
    cron: (settings) => settings.schedules.lapse,
    async run({ ctx, logs }) {
      const done = await ctx.bookingTimers.run();
      if (done.expired + done.reminded + done.approved > 0)
        logs.info(
          `bookings: ${done.expired} expired, ${done.reminded} reminded, ${done.approved} approved`,
        );
      return done;
    },
  },
  {
    // Rows nobody can use any more (codes, dead sessions, old outbox rows, stream tickets).
    queue: QUEUES.cleanup,
    cron: (settings) => settings.schedules.cleanup,
    async run({ ctx, logs }) {
      const counts = await new Cleanup(ctx.pool).run();
      logs.info(
        `cleanup: ${Object.entries(counts)
          .map(([table, count]) => `${table} ${count}`)
          .join(', ')}`,
      );
      return { ...counts };
    },
  },
];

/**
 * The scheduled queues and their cron expressions (UTC): every time-driven job, and the
 * rate-limit prune, which follows real time (services/rate-limiter.ts) and so is no tick's.
 */
export function schedules(settings: JobsSettings): [QueueName, string][] {
  return [
    ...TIME_DRIVEN_JOBS.map((job): [QueueName, string] => [job.queue, job.cron(settings)]),
    [QUEUES.prune, '0 * * * *'],
  ];
}
