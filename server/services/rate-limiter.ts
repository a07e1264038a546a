import type pg from 'pg';

/**
 * Sliding-window counters per identifier (an account, an email, a phone number), kept in the
 * database so every instance behind a load balancer sees the same counts.
 */
export class RateLimiter {
  constructor(private readonly pool: pg.Pool) {}

  async hit(key: string): Promise<void> {
    await this.pool.query('insert into rate_events (key) values ($1)', [key]);
  }

  /**
   * Seconds until `key` is below `limit` events in the last `windowSeconds`; 0 when it is
   * below now.
   */
  async retryAfter(key: string, limit: number, windowSeconds: number): Promise<number> {
    const { rows } = await this.pool.query<{ count: string; oldest: Date | null }>(
      `select count(*) as count, min(at) as oldest from (
         select at from rate_events
          where key = $1 and at > now() - make_interval(secs => $2)
          order by at desc limit $3
       ) recent`,
      [key, windowSeconds, limit],
    );
    const row = rows[0];
    if (!row || Number(row.count) < limit || !row.oldest) return 0;
    const freesAt = row.oldest.getTime() + windowSeconds * 1000;
    return Math.max(1, Math.ceil((freesAt - Date.now()) / 1000));
  }

  async clear(key: string): Promise<void> {
    await this.pool.query('delete from rate_events where key = $1', [key]);
  }

  /** Drops events older than a day; run now and then. */
  async prune(): Promise<void> {
    await this.pool.query("delete from rate_events where at < now() - interval '1 day'");
  }
}
