import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { CONVERSATION_LIMITS } from '../../src/contract/conversations';
import { NOW_SQL } from '../db/sql-fragments';
import {
  type ConversationService,
  messageFor,
  type Participant,
  type StoredMessage,
} from './conversations';
import { accountChannel, type Notifications } from './notifications';

/** The raw HTTP response a stream writes to (Node's ServerResponse). */
export interface StreamSink {
  write(chunk: string): boolean;
  end(): void;
  destroy(): void;
  readonly writableLength: number;
  readonly destroyed: boolean;
  once(event: 'drain' | 'close', listener: () => void): unknown;
}

export interface StreamSettings {
  pingSeconds: number;
  maxPerAccount: number;
  retryMs: number;
}

/** A client that does not read: past this many bytes waiting, its stream is closed. */
const MAX_WAITING_BYTES = 512 * 1024;
/** Catching up reads the missed messages in pages of this many. */
const CATCH_UP_PAGE = 500;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An account has a stream open when some instance refreshed its row this recently (seconds). */
export const presenceSeconds = (settings: Pick<StreamSettings, 'pingSeconds'>) =>
  settings.pingSeconds * 3;

/**
 * The live streams of this server instance (`GET /v1/stream`, interface §7 "Stream"): one
 * subscription to the account's channel per stream (services/notifications.ts: PostgreSQL
 * LISTEN, so events from every instance arrive), tickets for EventSource, presence rows (an
 * account with an open stream is not emailed about new messages), at most `maxPerAccount`
 * streams per account here, and the closing of every stream when the app closes.
 */
export class LiveStreams {
  /** This instance's name in `stream_presence`. */
  readonly instanceId = randomUUID();
  private readonly open = new Map<string, Set<StreamConnection>>();
  /** Places taken by streams about to open (`reserve`), per account. */
  private readonly opening = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private presence: Promise<unknown> = Promise.resolve();
  private closing = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly notifications: Notifications,
    private readonly conversations: ConversationService,
    readonly settings: StreamSettings,
    private readonly warn: (message: string) => void = () => {},
  ) {}

  /**
   * A ticket for `GET /v1/stream?ticket=…`: good once within 60 s, kept only as a hash, bound
   * to the login (`family`) that bought it.
   */
  async issueTicket(accountId: string, family: string): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.pool.query(
      `with old as (delete from stream_tickets where created_at < ${NOW_SQL} - interval '1 hour')
       insert into stream_tickets (hash, account_id, family) values ($1, $2, $3)`,
      [sha256(ticket), accountId, family],
    );
    return ticket;
  }

  /**
   * The account of a ticket, consuming it (one DELETE: two streams racing with one ticket
   * cannot both get it); undefined when it is unknown, used or older than 60 s.
   */
  async redeemTicket(ticket: string): Promise<{ accountId: string; family: string } | undefined> {
    const { rows } = await this.pool.query<{
      account_id: string;
      family: string | null;
      fresh: boolean;
    }>(
      `delete from stream_tickets where hash = $1
       returning account_id, family, created_at > ${NOW_SQL} - make_interval(secs => $2) as fresh`,
      [sha256(ticket), CONVERSATION_LIMITS.ticketSeconds],
    );
    const row = rows[0];
    return row?.fresh && row.family ? { accountId: row.account_id, family: row.family } : undefined;
  }

  /** Streams open (or opening) here for the account. */
  count(accountId: string): number {
    return (this.open.get(accountId)?.size ?? 0) + (this.opening.get(accountId) ?? 0);
  }

  /**
   * Takes one of the account's stream places on this instance (synchronously, so a burst
   * cannot pass the cap); undefined when all are taken or the app is closing. `serve` uses
   * the place; `release` gives it back when the stream does not start.
   */
  reserve(accountId: string): { release(): void } | undefined {
    if (this.closing || this.count(accountId) >= this.settings.maxPerAccount) return undefined;
    this.opening.set(accountId, (this.opening.get(accountId) ?? 0) + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.opening.get(accountId) ?? 1) - 1;
        if (left > 0) this.opening.set(accountId, left);
        else this.opening.delete(accountId);
      },
    };
  }

  /**
   * Serves one stream on `sink` (headers already written) until either side closes it:
   * listens first, then (with `after`) sends the messages to the account after that id, then
   * the live events, skipping any already sent (same id) across that seam.
   */
  async serve(
    me: Participant,
    sink: StreamSink,
    place: { release(): void },
    after: number | undefined,
    family: string,
  ): Promise<void> {
    const connection = new StreamConnection(me, sink, this.conversations, this.settings, this.warn);
    connection.family = family;
    this.add(me.accountId, connection);
    place.release();
    sink.once('close', () => {
      connection.ended = true;
      connection.stop();
      this.remove(me.accountId, connection);
    });
    connection.start();
    try {
      await this.touch(me.accountId);
      const unsubscribe = await this.notifications.subscribe(accountChannel(me.accountId), {
        message: (payload) => connection.notice(payload),
        // Missed NOTIFYs while the listener was away: the client reconnects and catches up.
        lost: () => connection.close(this.settings.retryMs),
      });
      connection.onStop(unsubscribe);
      if (connection.ended) return;
      // A login that ended between the route's check and the LISTEN: its notice went by unheard.
      if ((await this.endedLogins([family])).size > 0) connection.end();
      if (connection.ended) return;
      // Listening now: every event committed from here on reaches this stream.
      connection.connected();
      if (after !== undefined) {
        let cursor = after;
        for (;;) {
          const page = await this.conversations.messagesAfter(me, cursor, CATCH_UP_PAGE);
          for (const stored of page) {
            if (connection.ended) return;
            await connection.sendMessage(stored);
          }
          if (page.length < CATCH_UP_PAGE) break;
          cursor = page[page.length - 1]?.id ?? cursor;
        }
      }
      connection.goLive();
    } catch (error) {
      this.warn(`a stream could not start: ${(error as Error).message}`);
      connection.close(this.settings.retryMs);
    }
  }

  private add(accountId: string, connection: StreamConnection) {
    let set = this.open.get(accountId);
    if (!set) {
      set = new Set();
      this.open.set(accountId, set);
    }
    set.add(connection);
    this.startHeartbeat();
  }

  private remove(accountId: string, connection: StreamConnection) {
    const set = this.open.get(accountId);
    if (!set?.delete(connection) || set.size > 0) return;
    this.open.delete(accountId);
    if (this.closing) return;
    this.write('delete from stream_presence where account_id = $1 and instance_id = $2', [
      accountId,
      this.instanceId,
    ]);
  }

  /** Marks the account online here (awaited before the stream's first event). */
  private touch(accountId: string): Promise<unknown> {
    return this.write(
      `insert into stream_presence (account_id, instance_id) values ($1, $2)
       on conflict (account_id, instance_id) do update set seen_at = ${NOW_SQL}`,
      [accountId, this.instanceId],
    );
  }

  /** Presence writes go one after another, in order (a close then a reopen stays open). */
  private write(sql: string, values: unknown[]): Promise<unknown> {
    const next = this.presence.then(() =>
      this.pool.query(sql, values).catch((error) => {
        this.warn(`stream presence was not written: ${(error as Error).message}`);
      }),
    );
    this.presence = next;
    return next;
  }

  /** Every ping interval: this instance's open accounts are seen now (upsert, all at once). */
  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      const accounts = [...this.open.keys()];
      if (accounts.length === 0) return;
      void this.endStreamsOfEndedLogins();
      this.write(
        `insert into stream_presence (account_id, instance_id)
         select unnest($1::bigint[]), $2
         on conflict (account_id, instance_id) do update set seen_at = ${NOW_SQL}`,
        [accounts, this.instanceId],
      );
    }, this.settings.pingSeconds * 1000);
    this.heartbeat.unref();
  }

  /**
   * The backstop for the `logins_ended` notice (a stream closes on it at once, see
   * `StreamConnection.notice`): closes the streams whose login ended (logout, a password change
   * or reset, a stolen refresh token) but whose notice was lost, say with the listener's
   * connection. Checked at every heartbeat, one query for every login with a stream here.
   * Closed without coming back: the client's next ticket or bearer request is refused (401).
   */
  private async endStreamsOfEndedLogins() {
    const families = new Set<string>();
    for (const set of this.open.values()) for (const c of set) families.add(c.family);
    if (families.size === 0) return;
    try {
      const ended = await this.endedLogins([...families]);
      if (ended.size === 0) return;
      for (const set of this.open.values())
        for (const connection of set) if (ended.has(connection.family)) connection.end();
    } catch (error) {
      this.warn(`stream sessions were not checked: ${(error as Error).message}`);
    }
  }

  /** Which of these logins (refresh-token families) have no live refresh token left. */
  private async endedLogins(families: string[]): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ family: string }>(
      `select f.family::text as family from unnest($1::uuid[]) as f (family)
        where not exists (select 1 from refresh_tokens r
                           where r.family = f.family and r.revoked_at is null
                             and r.expires_at > ${NOW_SQL})`,
      [families],
    );
    return new Set(rows.map((row) => row.family));
  }

  /**
   * Closes every stream with a `retry:` hint (spread over a few seconds, so clients do not
   * all come back at once) and forgets this instance's presence. New streams are refused.
   */
  async closeAll(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    for (const set of this.open.values()) {
      for (const connection of set)
        connection.close(this.settings.retryMs + Math.floor(Math.random() * 2000));
    }
    this.open.clear();
    await this.presence;
    await this.pool
      .query('delete from stream_presence where instance_id = $1', [this.instanceId])
      .catch(() => {});
  }
}

/** What arrives on an account's channel (services/notifications.ts). */
type Notice =
  | ({ kind: 'message' } & Partial<StoredMessage> & { id: number; conversation_id: number })
  | { kind: 'application'; job_id: number; application_id: number; status: string }
  | { kind: 'booking'; booking_id: number; status: string }
  | { kind: 'logins_ended'; families: string[] };

/** One open stream: its ping, its events in order, and the seam between catching up and live. */
class StreamConnection {
  ended = false;
  /** The login the stream belongs to (refresh-token family): its end ends the stream. */
  family = '';
  private live = false;
  private readonly waiting: Notice[] = [];
  private chain: Promise<void> = Promise.resolve();
  /** The largest message id sent: a live message with an id not above it was sent already. */
  private lastId = 0;
  private ping: NodeJS.Timeout | undefined;
  private readonly stops: (() => unknown)[] = [];

  constructor(
    private readonly me: Participant,
    private readonly sink: StreamSink,
    private readonly conversations: ConversationService,
    private readonly settings: StreamSettings,
    private readonly warn: (message: string) => void,
  ) {}

  start() {
    this.raw(`retry: ${this.settings.retryMs}\n\n`);
    this.ping = setInterval(() => this.raw(': ping\n\n'), this.settings.pingSeconds * 1000);
  }

  onStop(stop: () => unknown) {
    if (this.ended) void stop();
    else this.stops.push(stop);
  }

  stop() {
    clearInterval(this.ping);
    for (const stop of this.stops.splice(0)) void Promise.resolve(stop()).catch(() => {});
  }

  /**
   * A NOTIFY for this account: kept until catching up is done, then handled in order. The end
   * of this stream's login ends it here and now, synchronously: the listener hands over the
   * NOTIFYs in commit order, so an event committed after the logout is never written.
   */
  notice(payload: string) {
    if (this.ended) return;
    const notice = JSON.parse(payload) as Notice;
    if (notice.kind === 'logins_ended') {
      if (notice.families.includes(this.family)) this.end();
      return;
    }
    if (!this.live) {
      this.waiting.push(notice);
      return;
    }
    this.enqueue(notice);
  }

  goLive() {
    for (const notice of this.waiting.splice(0)) this.enqueue(notice);
    this.live = true;
  }

  private enqueue(notice: Notice) {
    this.chain = this.chain
      .then(() => this.handle(notice))
      .catch((error) => this.warn(`a stream event was not sent: ${(error as Error).message}`));
  }

  private async handle(notice: Notice) {
    if (this.ended || notice.kind === 'logins_ended') return;
    if (notice.kind === 'application' || notice.kind === 'booking') {
      const { kind, ...data } = notice;
      this.raw(`event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`);
      return;
    }
    if (notice.id <= this.lastId) return;
    const stored =
      notice.body === undefined
        ? await this.conversations.messageById(this.me, notice.id)
        : (notice as StoredMessage);
    if (stored) await this.sendMessage(stored);
  }

  /** Sends a `message` event (its id is the message id); waits while the client is behind. */
  async sendMessage(stored: StoredMessage): Promise<void> {
    if (stored.id <= this.lastId) return;
    this.lastId = stored.id;
    const data = {
      conversation_id: stored.conversation_id,
      message: messageFor(stored, this.me.side),
    };
    const drained = this.raw(`id: ${stored.id}\nevent: message\ndata: ${JSON.stringify(data)}\n\n`);
    if (!drained && !this.ended)
      await new Promise<void>((resolve) => {
        this.sink.once('drain', resolve);
        this.sink.once('close', resolve);
      });
  }

  /** Writes to the client; a client that stopped reading is cut off (it will catch up). */
  private raw(text: string): boolean {
    if (this.ended || this.sink.destroyed) return true;
    const drained = this.sink.write(text);
    if (!drained && this.sink.writableLength > MAX_WAITING_BYTES) {
      this.ended = true;
      this.sink.destroy();
    }
    return drained;
  }

  /** Ends the stream from this side, telling the client when to come back. */
  close(retryMs: number) {
    if (this.ended) return;
    this.raw(`retry: ${retryMs}\n\n`);
    this.ended = true;
    this.stop();
    this.sink.end();
  }

  /** Says the stream listens (events committed from now on are delivered). */
  connected() {
    this.raw(': connected\n\n');
  }

  /** Ends the stream for good (its login ended): no retry hint. */
  end() {
    if (this.ended) return;
    this.ended = true;
    this.stop();
    this.sink.end();
  }
}
