import pg from 'pg';

/** What a subscriber is told: a payload, or that the listening connection dropped. */
export interface Subscriber {
  /** A NOTIFY on the channel (its payload, under 8000 bytes). */
  message(payload: string): void;
  /**
   * The listening connection dropped: notifications may have been missed until it is back.
   * The subscription stays; a stream closes itself here so that its client catches up.
   */
  lost(): void;
}

/** The channel of one account: message and application events for its streams. */
export const accountChannel = (accountId: string | number) => `ftc_account_${accountId}`;

/** Sends a NOTIFY on `channel` through `db` (in its transaction: delivered at its commit). */
export async function notify(
  db: pg.Pool | pg.PoolClient,
  channel: string,
  payload: string,
): Promise<void> {
  await db.query('select pg_notify($1, $2)', [channel, payload]);
}

/** A stream `application` event (interface §7), sent on the account's channel. */
export function applicationNotice(event: {
  job_id: number | string;
  application_id: number | string;
  status: string;
}): string {
  return JSON.stringify({
    kind: 'application',
    job_id: Number(event.job_id),
    application_id: Number(event.application_id),
    status: event.status,
  });
}

/** A stream `booking` event (interface §11), sent on both sides' channels on a status change. */
export function bookingNotice(event: { booking_id: number | string; status: string }): string {
  return JSON.stringify({
    kind: 'booking',
    booking_id: Number(event.booking_id),
    status: event.status,
  });
}

/** How many login ids one `logins_ended` NOTIFY names (36-character UUIDs: well under 8000 bytes). */
const LOGINS_PER_NOTICE = 100;

/**
 * The stream notices that logins (refresh-token families) of an account ended: a logout, a
 * password change or reset, a stolen refresh token. Sent on the account's channel in the
 * transaction that ends them: every instance closes those logins' streams on receipt, before
 * any event committed later (PostgreSQL hands a listener its NOTIFYs in commit order).
 */
export function loginsEndedNotices(families: readonly string[]): string[] {
  const notices: string[] = [];
  for (let start = 0; start < families.length; start += LOGINS_PER_NOTICE)
    notices.push(
      JSON.stringify({
        kind: 'logins_ended',
        families: families.slice(start, start + LOGINS_PER_NOTICE),
      }),
    );
  return notices;
}

/** The listening connection's `application_name` (pg_stat_activity shows it). */
export const LISTENER_NAME = 'ftc-listener';

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;
const CHECK_EVERY_MS = 30_000;
const SUBSCRIBE_WAIT_MS = 10_000;

/**
 * PostgreSQL LISTEN/NOTIFY for one server instance: ONE dedicated connection (outside the
 * pool) listens to the channels that have subscribers here, so an event sent by any instance
 * reaches the streams held by every instance. The connection opens with the first
 * subscription; when it drops it is opened again (backoff up to 5 s) and every channel is
 * listened to again, and each subscriber is told (`lost`), since NOTIFYs sent meanwhile are
 * gone. A `select 1` every 30 s finds a connection that died silently.
 */
export class Notifications {
  private client: pg.Client | undefined;
  /** Resolves when `client` listens to every channel; undefined while none is wanted. */
  private connecting: Promise<pg.Client> | undefined;
  private readonly channels = new Map<
    string,
    { subscribers: Set<Subscriber>; listening: Promise<void> }
  >();
  private closed = false;
  private check: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;

  private readonly clientConfig: pg.ClientConfig;

  constructor(
    clientConfig: pg.ClientConfig,
    private readonly warn: (message: string) => void = () => {},
  ) {
    // pg keeps a pool's password out of its enumerable options (so it is not logged): a
    // spread would lose it, and the listener could not log in to a password-protected server.
    this.clientConfig = { ...clientConfig, password: clientConfig.password };
  }

  /**
   * Listens to `channel` for `subscriber`; resolves once the LISTEN is in place (an event
   * committed after that is delivered), to the function that ends the subscription.
   */
  async subscribe(channel: string, subscriber: Subscriber): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('notifications are closed');
    let entry = this.channels.get(channel);
    if (!entry) {
      // LISTEN on the connection (a connection opened meanwhile listens to every channel of
      // the map, this one included: a second LISTEN changes nothing).
      const listening = this.connection().then(async (client) => {
        await client.query(`listen ${quote(channel)}`);
      });
      listening.catch(() => {});
      entry = { subscribers: new Set(), listening };
      this.channels.set(channel, entry);
    }
    entry.subscribers.add(subscriber);
    try {
      await withTimeout(
        Promise.all([entry.listening, this.connection()]).then(() => {}),
        SUBSCRIBE_WAIT_MS,
      );
    } catch (error) {
      await this.unsubscribe(channel, subscriber);
      throw error;
    }
    return () => this.unsubscribe(channel, subscriber);
  }

  private async unsubscribe(channel: string, subscriber: Subscriber): Promise<void> {
    const entry = this.channels.get(channel);
    if (!entry?.subscribers.delete(subscriber) || entry.subscribers.size > 0) return;
    this.channels.delete(channel);
    await this.client?.query(`unlisten ${quote(channel)}`).catch(() => {});
  }

  /** The listening connection, opened (with every channel listened to) when there is none. */
  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open();
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    let delay = RECONNECT_FIRST_MS;
    for (;;) {
      if (this.closed) throw new Error('notifications are closed');
      const client = new pg.Client({
        ...this.clientConfig,
        keepAlive: true,
        application_name: LISTENER_NAME,
      });
      try {
        await client.connect();
        client.on('notification', (message) => this.deliver(message.channel, message.payload));
        client.on('error', (error) => this.dropped(client, error.message));
        client.on('end', () => this.dropped(client, 'the connection ended'));
        for (const channel of this.channels.keys()) await client.query(`listen ${quote(channel)}`);
        if (this.closed) {
          await client.end().catch(() => {});
          throw new Error('notifications are closed');
        }
        this.client = client;
        this.connecting = undefined;
        this.check = setInterval(() => {
          client.query('select 1').catch((error) => this.dropped(client, error.message));
        }, CHECK_EVERY_MS);
        this.check.unref();
        return client;
      } catch (error) {
        client.removeAllListeners();
        await client.end().catch(() => {});
        if (this.closed) throw error;
        this.warn(`the notification listener could not connect (${(error as Error).message})`);
        await new Promise<void>((resolve) => {
          this.retryTimer = setTimeout(resolve, delay);
        });
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      }
    }
  }

  private deliver(channel: string, payload: string | undefined) {
    for (const subscriber of this.channels.get(channel)?.subscribers ?? []) {
      try {
        subscriber.message(payload ?? '');
      } catch (error) {
        this.warn(`a notification subscriber failed: ${(error as Error).message}`);
      }
    }
  }

  /** The listening connection dropped: tell every subscriber, listen again on a new one. */
  private dropped(client: pg.Client, reason: string) {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.check);
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.closed) return;
    this.warn(`the notification listener lost its connection (${reason}); reconnecting`);
    for (const { subscribers } of this.channels.values()) {
      for (const subscriber of [...subscribers]) {
        try {
          subscriber.lost();
        } catch {
          // A subscriber's own failure must not stop the others being told.
        }
      }
    }
    if (this.channels.size > 0) void this.connection().catch(() => {});
  }

  /** The number of channels listened to (tests, metrics). */
  get channelCount(): number {
    return this.channels.size;
  }

  /** Ends the listening connection for good (app close). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.check);
    clearTimeout(this.retryTimer);
    this.channels.clear();
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}

/** A channel name as an SQL identifier (ours are `[a-z0-9_]`, quoted all the same). */
const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the notification listener is not connected')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
