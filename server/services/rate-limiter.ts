import type pg from 'pg';
import { inTransaction } from '../db/transaction';

/**
 * Sliding-window counters per identifier (an account, an email, a phone number, a client
 * address), kept in the database so every instance behind a load balancer sees the same
 * counts.
 *
 * `take` counts and records in one transaction under an advisory lock on the key, so a burst
 * of parallel requests cannot all read "below the limit" before any of them is recorded: the
 * number let through is exactly the limit.
 *
 * Real time (`now()`), not the server's clock (`ftc_now()`, moved by `POST /dev/tick`): a
 * limit is against abuse, which happens in real seconds; a tick must neither empty a window
 * (letting a burst through) nor make one last for days. Its tables keep `default now()`
 * (migration 024 leaves them).
 */
export class RateLimiter {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Records one event for `key` if fewer than `limit` happened in the last `windowSeconds`.
   * Returns 0 when it was recorded (go ahead), else the seconds until a slot frees (refuse).
   */
  take(key: string, limit: number, windowSeconds: number): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      // Serialises takers of one key (other keys do not wait); released at commit. A statement
      // of its own: the count below must see every event committed before the lock was ours
      // (each statement reads as of its own start).
      await client.query({
        name: 'rate-take-lock',
        text: 'select pg_advisory_xact_lock(hashtextextended($1, 0))',
        values: [key],
      });
      // The count and, below the limit, the event in one statement (one round trip less); a
      // data-modifying WITH runs exactly once. Named, as the rest of a message's send (issue
      // 27): it runs at every message.
      const { rows } = await client.query<WindowRow>({
        name: 'rate-take',
        text: `with counted as (${WINDOW_SQL}),
                    recorded as (insert into rate_events (key)
                                 select $1::text from counted
                                  where count < $3::bigint or seconds_left is null)
               select count, seconds_left from counted`,
        values: [key, windowSeconds, limit],
      });
      return waitOf(rows[0], limit);
    });
  }

  /**
   * Seconds until `key` is below `limit` events in the last `windowSeconds`; 0 when it is
   * below now. Reads only: use `take` to count an attempt.
   */
  retryAfter(key: string, limit: number, windowSeconds: number): Promise<number> {
    return retryAfterOn(this.pool, key, limit, windowSeconds);
  }

  /** Gives back the newest event of `key` (an attempt that turned out fine). */
  async release(key: string): Promise<void> {
    await this.pool.query(
      `delete from rate_events where ctid = (
         select ctid from rate_events where key = $1 order by at desc limit 1)`,
      [key],
    );
  }

  async clear(key: string): Promise<void> {
    await this.pool.query('delete from rate_events where key = $1', [key]);
  }

  /** Drops events older than a day and ended per-client windows; run now and then. */
  async prune(): Promise<void> {
    await this.pool.query("delete from rate_events where at < now() - interval '1 day'");
    await this.pool.query('delete from client_rate_windows where expires_at < now()');
  }
}

/**
 * The newest `$3` (the limit) events of key `$1` in the last `$2` seconds: how many, and the
 * seconds until the oldest of them leaves the window (null: none).
 */
const WINDOW_SQL = `select count(*) as count,
         extract(epoch from min(at) + make_interval(secs => $2::float8) - now())::float as seconds_left
    from (select at from rate_events
           where key = $1::text and at > now() - make_interval(secs => $2::float8)
           order by at desc limit $3::bigint) recent`;

interface WindowRow {
  count: string;
  seconds_left: number | null;
}

/** 0 when the window is below the limit, else the seconds until a slot frees (at least 1). */
function waitOf(row: WindowRow | undefined, limit: number): number {
  if (!row || Number(row.count) < limit || row.seconds_left === null) return 0;
  return Math.max(1, Math.ceil(row.seconds_left));
}

async function retryAfterOn(
  db: pg.Pool | pg.PoolClient,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<number> {
  const { rows } = await db.query<WindowRow>({
    name: 'rate-retry-after',
    text: WINDOW_SQL,
    values: [key, windowSeconds, limit],
  });
  return waitOf(rows[0], limit);
}
