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
      // Serialises takers of one key (other keys do not wait); released at commit.
      await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
      const wait = await retryAfterOn(client, key, limit, windowSeconds);
      if (wait === 0) await client.query('insert into rate_events (key) values ($1)', [key]);
      return wait;
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

async function retryAfterOn(
  db: pg.Pool | pg.PoolClient,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<number> {
  const { rows } = await db.query<{ count: string; seconds_left: number | null }>(
    `select count(*) as count,
            extract(epoch from min(at) + make_interval(secs => $2) - now())::float as seconds_left
       from (select at from rate_events
              where key = $1 and at > now() - make_interval(secs => $2)
              order by at desc limit $3) recent`,
    [key, windowSeconds, limit],
  );
  const row = rows[0];
  if (!row || Number(row.count) < limit || row.seconds_left === null) return 0;
  return Math.max(1, Math.ceil(row.seconds_left));
}
