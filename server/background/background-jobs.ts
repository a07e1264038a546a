import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { JobsSettings } from '../config';
import type { AppContext } from '../context';
import {
  type QueuedEmail,
  QueuedEmailTransport,
  type QueuedSms,
  QueuedSmsTransport,
} from '../services/queued-transports';
import type { EmailTransport, SmsTransport, TransportLogs } from '../services/transports';
import { createHandlers, type Handler, type JobQueue } from './handlers';
import { QUEUES, type QueueName, queueOptions } from './queues';
import { schedules } from './time-driven';

/** pg-boss's tables live in their own schema of the app's database. */
export const JOBS_SCHEMA = 'pgboss';

/** The longest a stop waits for jobs in flight: inside main.ts's 10 s before a forced exit. */
const STOP_TIMEOUT_MS = 8000;

/** Deliveries get two workers per instance (one slow SMTP server must not hold the rest). */
const WORKERS: Partial<Record<QueueName, number>> = { [QUEUES.email]: 2 };

/**
 * pg-boss's worker loop marks a job done or failed without awaiting it: a database that is
 * down at that moment would reject with nobody listening (an unhandled rejection ends the
 * process). Those two statements are known by their text; when one fails it is logged and
 * the job stays active until it expires, then runs again (every handler here may run twice).
 */
const UNAWAITED = ((): Set<string> => {
  try {
    const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
      string,
      (schema: string) => string
    >;
    return new Set(
      [plans.completeJobs, plans.failJobsById].flatMap((plan) => (plan ? [plan(JOBS_SCHEMA)] : [])),
    );
  } catch {
    return new Set();
  }
})();

/**
 * pg-boss on the app's own pool (no second set of connection settings; the embedded database
 * has no URL of its own to give). Tracks the statements in flight so that a stop can wait for
 * them before the pool closes.
 */
class PoolDb implements PgBoss.Db {
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly warn: (message: string) => void,
  ) {}

  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    const query = this.pool.query(text, values);
    const result = UNAWAITED.has(text)
      ? query.catch((error: Error) => {
          this.warn(`background jobs: a job's end was not recorded (${error.message})`);
          return { rows: [{ count: '0' }] };
        })
      : query;
    this.inFlight.add(result);
    const done = () => this.inFlight.delete(result);
    result.then(done, done);
    return result;
  }

  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}

/**
 * The background jobs (README "Background jobs"): pg-boss in the same PostgreSQL, schema
 * `pgboss`. Every instance runs the same workers and schedules; pg-boss hands each job to one
 * worker (`FOR UPDATE SKIP LOCKED`) and fires each scheduled tick once across instances. What
 * must happen once whatever runs twice (a charge, a notice) is made idempotent in our own
 * tables besides.
 */
export class BackgroundJobs implements JobQueue {
  private readonly boss: PgBoss;
  private readonly db: PoolDb;
  private handlers: Record<QueueName, Handler> | undefined;
  private running = 0;
  private started = false;

  constructor(
    pool: pg.Pool,
    private readonly settings: JobsSettings,
    private readonly logs: TransportLogs,
    /** What the email and SMS workers send through: the real transports, one attempt each. */
    private readonly delivery: { email: EmailTransport; sms: SmsTransport },
  ) {
    this.db = new PoolDb(pool, logs.warn);
    this.boss = new PgBoss({
      db: this.db,
      schema: JOBS_SCHEMA,
      cronMonitorIntervalSeconds: settings.cronCheckSeconds,
      cronWorkerIntervalSeconds: Math.min(5, Math.max(1, Math.round(settings.pollSeconds))),
      // Payloads (notice bodies, never codes) leave the job table an hour after success and
      // the archive a day later; failures stay a week for whoever looks into them.
      archiveCompletedAfterSeconds: 60 * 60,
      archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
      deleteAfterDays: 1,
    });
    // pg-boss reports trouble (the database away, a maintenance error) as events; without a
    // listener an 'error' event would end the process.
    this.boss.on('error', (error) => logs.warn(`background jobs: ${error.message}`));
  }

  /** The transports the app uses: `direct` for emails and texts with a code, the queue for the rest. */
  queued(direct: { email: EmailTransport; sms: SmsTransport }): {
    email: EmailTransport;
    sms: SmsTransport;
  } {
    return {
      email: new QueuedEmailTransport(direct.email, (email) => this.enqueueEmail(email)),
      sms: new QueuedSmsTransport(direct.sms, (sms) => this.enqueueSms(sms)),
    };
  }

  /**
   * Installs or migrates pg-boss's schema (under its own advisory lock: instances may start
   * together), makes the queues, registers the schedules and starts this instance's workers.
   */
  async start(ctx: AppContext): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    const options = queueOptions(this.settings);
    for (const [name, queue] of Object.entries(options)) {
      await this.boss.createQueue(name, { name, ...queue });
      // createQueue keeps an existing queue as it was: settings changed since apply now.
      await this.boss.updateQueue(name, { name, ...queue });
    }
    for (const [name, cron] of schedules(this.settings)) {
      await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
    }
    const handlers = createHandlers(ctx, this, this.settings, this.delivery, this.logs);
    this.handlers = handlers;
    for (const name of Object.keys(options) as QueueName[]) {
      for (let worker = 0; worker < (WORKERS[name] ?? 1); worker += 1) {
        await this.boss.work<object>(
          name,
          {
            includeMetadata: true,
            batchSize: 1,
            pollingIntervalSeconds: this.settings.pollSeconds,
          },
          async ([job]) =>
            job &&
            this.track(() =>
              handlers[name]({
                id: job.id,
                data: job.data,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              }),
            ),
        );
      }
    }
    this.started = true;
  }

  /**
   * Stops taking jobs and waits (up to 8 s) for the ones in flight to finish and be recorded;
   * a job still running then is failed by pg-boss and runs again elsewhere. The pool stays
   * open: it is the app's.
   */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    try {
      await this.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    } catch (error) {
      // The database may be going away with us (the embedded one stops on SIGTERM too): a
      // job not recorded as done runs again after it expires.
      this.logs.warn(`background jobs: stopped with an error (${(error as Error).message})`);
    }
    // A worker that fetched a job just as the stop began still runs it: wait for ours too.
    while (this.running > 0 && Date.now() < deadline) await sleep(50);
    await this.db.drain();
  }

  /** Queues a job (what a schedule does at its time), on any instance's workers. */
  async send(
    queue: QueueName,
    data: object = {},
    options: { singletonKey?: string } = {},
  ): Promise<string | null> {
    return this.boss.send(queue, data, options);
  }

  /**
   * Runs a queue's handler in this process now, as a worker would (tests; an operator who
   * cannot wait for the schedule). Needs `start`.
   */
  async run(queue: QueueName, data: object = {}): Promise<unknown> {
    const handler = this.handlers?.[queue];
    if (!handler) throw new Error('The background jobs are not started.');
    return this.track(() => handler({ id: 'run-now', data, retryCount: 0, retryLimit: 0 }));
  }

  /** Queues an email; with `client`, inside that transaction (it exists only if it commits). */
  async enqueueEmail(email: QueuedEmail, client?: pg.PoolClient): Promise<void> {
    await this.enqueue(QUEUES.email, email, client);
  }

  async enqueueSms(sms: QueuedSms, client?: pg.PoolClient): Promise<void> {
    await this.enqueue(QUEUES.sms, sms, client);
  }

  /** The state of a job (tests, operators): null once it is archived or unknown. */
  async job(queue: QueueName, id: string): Promise<PgBoss.JobWithMetadata | null> {
    return this.boss.getJobById(queue, id);
  }

  private async enqueue(queue: QueueName, data: object, client?: pg.PoolClient) {
    const id = await this.boss.send(
      queue,
      data,
      client
        ? { db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) } }
        : {},
    );
    // pg-boss answers null, without an error, for a queue that does not exist yet: that
    // email or text would be lost, so say so.
    if (!id) throw new Error(`The ${queue} queue is not ready: the ${queue} was not stored.`);
  }

  private async track<T>(work: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
    }
  }
}
