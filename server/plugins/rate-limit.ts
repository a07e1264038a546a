import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { tooManyRequests } from '../errors';

/**
 * Per-client limits, off by default: a sensitive route turns them on with
 * `config: { rateLimit: … }`. Limits per account or identifier are `services/rate-limiter.ts`.
 * The counts live in PostgreSQL (`client_rate_windows`), not in the instance's memory: behind
 * a load balancer, two instances count one client's requests together. In real time
 * (`now()`), never the server's clock that `POST /dev/tick` moves: an abuse limit counts real
 * seconds (see RateLimiter).
 */
export async function registerRateLimit(app: FastifyInstance, pool: pg.Pool) {
  await app.register(rateLimit, {
    global: false,
    store: postgresStore(pool),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A fixed window per key: the first request opens it, each one adds one in the same statement
 * (the row lock of `on conflict` serialises a burst), an expired window starts again at 1.
 */
export function postgresStore(pool: pg.Pool) {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      // Named (issue 27): a limited route (a message's send) runs it at every request, and
      // planning it each time cost more than running it.
      pool
        .query<{ count: number; ttl: number }>({
          name: 'client-rate-incr',
          text: `insert into client_rate_windows as w (key, count, expires_at)
                 values ($1, 1, now() + make_interval(secs => $2))
                 on conflict (key) do update set
                   count = case when w.expires_at <= now() then 1 else w.count + 1 end,
                   expires_at = case when w.expires_at <= now()
                                     then now() + make_interval(secs => $2) else w.expires_at end
                 returning count, greatest(0, extract(epoch from expires_at - now()) * 1000)::float as ttl`,
          values: [this.prefix + key, timeWindow / 1000],
        })
        .then(
          ({ rows: [row] }) =>
            row
              ? callback(null, { current: row.count, ttl: Math.ceil(row.ttl) })
              : callback(new Error('no window row')),
          (error: Error) => callback(error),
        );
    }

    read(key: string, callback: Callback) {
      pool
        .query<{ count: number; ttl: number }>({
          name: 'client-rate-read',
          text: `select count, greatest(0, extract(epoch from expires_at - now()) * 1000)::float as ttl
                   from client_rate_windows where key = $1 and expires_at > now()`,
          values: [this.prefix + key],
        })
        .then(
          ({ rows }) =>
            callback(
              null,
              rows[0]
                ? { current: rows[0].count, ttl: Math.ceil(rows[0].ttl) }
                : { current: 0, ttl: 0 },
            ),
          (error: Error) => callback(error),
        );
    }

    // The plugin passes the route's merged options with `routeInfo` (the route): one window
    // per route and client, as its Redis store keys them.
    child(options: object) {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new PostgresStore(
        undefined,
        `${this.prefix}${String(route?.method ?? '')}${String(route?.url ?? '')}:`,
      );
    }
  }
  return PostgresStore;
}
