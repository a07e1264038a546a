import { CLOCK_CHANNEL, clockNotice } from '../clock';
import type { AppContext } from '../context';
import { inTransaction } from '../db/transaction';
import { notify } from '../services/notifications';
import type { QueuedEmail } from '../services/queued-transports';
import type { TransportLogs } from '../services/transports';
import { createHandlers, type JobQueue } from './handlers';
import type { QueueName } from './queues';
import { type JobSummary, TIME_DRIVEN_JOBS, type TimeDrivenRun } from './time-driven';

/**
 * A tick to a time a little before the clock (a test that asks for `new Date()`, which is
 * already past by the time it arrives) means "now": run the jobs as of the clock.
 */
export const TICK_SLACK_MS = 1000;

export type MoveOutcome =
  | { kind: 'moved'; now: Date }
  /** Before the last tick, or before the server's clock: time does not go back. */
  | { kind: 'before'; reason: 'last' | 'clock'; earliest: Date };

/**
 * Moves the server's clock to `to` (interface §9, `POST /dev/tick`): the offset in the
 * database (`ftc_now()` follows at once, on every instance), this instance's JavaScript clock,
 * and every other instance's through NOTIFY `ftc_clock` (sent at the commit). Under the clock
 * row's lock: of two ticks at once, the later time wins and the earlier one is refused when it
 * comes second. Never called in production (the route is not registered there).
 */
export async function moveClock(ctx: AppContext, to: Date): Promise<MoveOutcome> {
  const outcome = await inTransaction(
    ctx.pool,
    async (client): Promise<MoveOutcome & { offset?: number }> => {
      const { rows } = await client.query<{ clock_ms: string; last_ms: string | null }>(
        `select round(extract(epoch from now()) * 1000 + offset_ms)::bigint as clock_ms,
              round(extract(epoch from last_tick) * 1000)::bigint as last_ms
         from server_clock for update`,
      );
      const clockMs = Number(rows[0]?.clock_ms ?? Date.now());
      const lastMs = rows[0]?.last_ms == null ? Number.NEGATIVE_INFINITY : Number(rows[0].last_ms);
      const target = to.getTime();
      if (target < lastMs) return { kind: 'before', reason: 'last', earliest: new Date(lastMs) };
      if (target < clockMs - TICK_SLACK_MS)
        return { kind: 'before', reason: 'clock', earliest: new Date(clockMs) };
      const at = Math.max(target, clockMs);
      const { rows: updated } = await client.query<{ offset_ms: string }>(
        `update server_clock
          set offset_ms = round(($1::float8 / 1000 - extract(epoch from now())) * 1000)::bigint,
              last_tick = to_timestamp($1::float8 / 1000)
        returning offset_ms`,
        [at],
      );
      const offset = Number(updated[0]?.offset_ms ?? 0);
      await notify(client, CLOCK_CHANNEL, clockNotice(offset));
      return { kind: 'moved', now: new Date(at), offset };
    },
  );
  if (outcome.kind === 'moved' && outcome.offset !== undefined) {
    ctx.clock.setOffset(outcome.offset);
    return { kind: 'moved', now: outcome.now };
  }
  return outcome;
}

/** What one time-driven job did in a tick. */
export interface TickedJob {
  name: string;
  did: JobSummary;
}

/**
 * Runs every time-driven job (time-driven.ts) once, in order, in this process, as of the
 * server's clock; follow-up work a job hands on (one renewal each) runs at once too, and each
 * job's answer says what it did. Emails: with background jobs on, queued in the job's
 * transaction as the schedule's run would; with JOBS=off, sent once the job is done.
 */
export async function runTimeDrivenJobs(
  ctx: AppContext,
  logs: TransportLogs,
): Promise<TickedJob[]> {
  const pending: QueuedEmail[] = [];
  const { background } = ctx;
  const enqueueEmail = async (email: QueuedEmail, client: import('pg').PoolClient) => {
    if (background) await background.enqueueEmail(email, client);
    else pending.push(email);
  };
  const inline: JobQueue = {
    send: (queue, data) => runNow(queue, data),
    enqueueEmail,
  };
  const handlers = createHandlers(ctx, inline, ctx.config.jobs, ctx, logs);
  /** One handler at once: its outcome's kind (`renewed`), `done`, or `failed` when it threw. */
  async function runNow(queue: QueueName, data: object): Promise<string> {
    try {
      const outcome = await handlers[queue]({ id: 'tick', data, retryCount: 0, retryLimit: 0 });
      const kind = (outcome as { kind?: unknown } | undefined)?.kind;
      return typeof kind === 'string' ? kind : 'done';
    } catch (error) {
      logs.warn(`tick: ${queue} failed (${(error as Error).message})`);
      return 'failed';
    }
  }
  const run: TimeDrivenRun = {
    ctx,
    settings: ctx.config.jobs,
    logs,
    enqueueEmail,
    dispatch: (queue, data) => runNow(queue, data),
  };
  const answers: TickedJob[] = [];
  for (const job of TIME_DRIVEN_JOBS) {
    answers.push({ name: job.queue, did: await job.run(run) });
    for (const email of pending.splice(0)) await ctx.email.send(email);
  }
  return answers;
}
