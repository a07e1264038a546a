import type pg from 'pg';
import type { Notifications } from './services/notifications';

/**
 * The channel a tick announces the clock's new offset on (`{"offset_ms": n}`): every instance
 * listens, so a tick on one moves them all.
 */
export const CLOCK_CHANNEL = 'ftc_clock';

/** What reads the time: the server's clock, or (a service used alone) the real one. */
export interface ClockLike {
  now(): Date;
  nowMs(): number;
}

/** Real time, for services built without the app's clock (tools, some tests). */
export const REAL_CLOCK: ClockLike = { now: () => new Date(), nowMs: () => Date.now() };

/**
 * The server's clock (interface §9, `POST /dev/tick`): real time plus an offset that is 0 in
 * production and that only a tick moves, outside production. The same offset is in the
 * database (`server_clock`, migration 022), where `ftc_now()` (NOW_SQL) adds it to `now()`:
 * JavaScript and SQL agree on what "now" is. Every instance loads the offset at start and
 * follows a tick made on any instance through NOTIFY `ftc_clock` (and reloads it when its
 * listening connection drops, since a NOTIFY may have been missed).
 *
 * What is not business time keeps the real clock: waits and deadlines of the process itself
 * (a stop's timeout, a retry's backoff), durations measured, and the abuse limits
 * (services/rate-limiter.ts).
 */
export class ServerClock implements ClockLike {
  private offsetMs = 0;
  private readonly moved = new Set<() => void>();
  private unsubscribe: (() => Promise<void>) | undefined;

  constructor(private readonly realNow: () => number = Date.now) {}

  /** The current time as the server sees it. */
  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    return this.realNow() + this.offsetMs;
  }

  /** How far the clock is ahead of real time (ms). */
  get offset(): number {
    return this.offsetMs;
  }

  /** Sets the offset on this instance (a tick here, or another instance's announcement). */
  setOffset(offsetMs: number): void {
    if (!Number.isSafeInteger(offsetMs) || offsetMs === this.offsetMs) return;
    this.offsetMs = offsetMs;
    for (const listener of this.moved) listener();
  }

  /** Calls `listener` whenever the clock jumps (caches of time-dependent answers drop them). */
  onMove(listener: () => void): () => void {
    this.moved.add(listener);
    return () => this.moved.delete(listener);
  }

  /** Reads the offset the database holds (at start; after a lost NOTIFY). */
  async load(pool: pg.Pool): Promise<void> {
    const { rows } = await pool.query<{ offset_ms: string }>('select offset_ms from server_clock');
    this.setOffset(Number(rows[0]?.offset_ms ?? 0));
  }

  /**
   * Loads the offset and follows every later tick, whichever instance makes it. Resolves once
   * the LISTEN is in place: a tick committed after that is heard.
   */
  async follow(pool: pg.Pool, notifications: Notifications): Promise<void> {
    if (this.unsubscribe) return;
    this.unsubscribe = await notifications.subscribe(CLOCK_CHANNEL, {
      message: (payload) => {
        const offset = Number((JSON.parse(payload) as { offset_ms?: unknown }).offset_ms);
        if (Number.isSafeInteger(offset)) this.setOffset(offset);
      },
      lost: () => {
        void this.load(pool).catch(() => {});
      },
    });
    await this.load(pool);
  }

  async close(): Promise<void> {
    await this.unsubscribe?.().catch(() => {});
    this.unsubscribe = undefined;
  }
}

/** The NOTIFY payload of a tick (sent in the transaction that stores the offset). */
export const clockNotice = (offsetMs: number) => JSON.stringify({ offset_ms: offsetMs });
