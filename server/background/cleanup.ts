import type pg from 'pg';
import { NOW_SQL } from '../db/sql-fragments';

/** How long rows are kept after they stopped mattering, before the daily cleanup removes them. */
export const KEEP = {
  /**
   * Codes and reset links, after they expired: for a day a late try still hears "this code
   * has expired" rather than "wrong code".
   */
  expiredCodes: '1 day',
  /** A login (refresh token family) whose every token is revoked or expired. */
  deadSessions: '1 day',
  /** The development outbox (e2e tests read codes from it within minutes). */
  outbox: '7 days',
  /** Stream tickets are good once within 60 s (consumed ones are deleted when used). */
  streamTickets: '10 minutes',
} as const;

export interface CleanupCounts {
  otps: number;
  passwordResets: number;
  refreshTokens: number;
  outbox: number;
  streamTickets: number;
}

/**
 * The daily cleanup: rows nobody can use any more. Each delete is one statement on its own
 * (any instance, any number of times: what is gone stays gone).
 */
export class Cleanup {
  constructor(private readonly pool: pg.Pool) {}

  async run(): Promise<CleanupCounts> {
    const count = async (sql: string, values: unknown[] = []) =>
      (await this.pool.query(sql, values)).rowCount ?? 0;
    const otps = await count(`delete from otps where expires_at < ${NOW_SQL} - $1::interval`, [
      KEEP.expiredCodes,
    ]);
    const passwordResets = await count(
      `delete from password_resets where expires_at < ${NOW_SQL} - $1::interval`,
      [KEEP.expiredCodes],
    );
    // Whole families only: a revoked token of a live family is how a stolen token's reuse is
    // recognised (services/tokens.ts), and `replaced_by` links tokens within a family.
    const refreshTokens = await count(
      `delete from refresh_tokens where family in (
         select family from refresh_tokens
          group by family
         having bool_and(revoked_at is not null or expires_at < ${NOW_SQL})
            and max(least(coalesce(revoked_at, expires_at), expires_at)) < ${NOW_SQL} - $1::interval)`,
      [KEEP.deadSessions],
    );
    // The development outbox by real time: a tick a month ahead must not empty it of the
    // emails a test is about to read (its rows carry the clock's time, never behind real time).
    const outbox = await count('delete from outbox where created_at < now() - $1::interval', [
      KEEP.outbox,
    ]);
    // The stream's tickets table comes with messaging (migration 010); tolerate its absence.
    const { rows } = await this.pool.query<{ present: boolean }>(
      "select to_regclass('stream_tickets') is not null as present",
    );
    const streamTickets = rows[0]?.present
      ? await count(`delete from stream_tickets where created_at < ${NOW_SQL} - $1::interval`, [
          KEEP.streamTickets,
        ])
      : 0;
    return { otps, passwordResets, refreshTokens, outbox, streamTickets };
  }
}
