import { MESSAGE_FLAGS, type MessageFlag } from '../contract/admin-values';
import { BOOKING_STATUSES, type BookingEvent } from '../contract/booking-values';
import type { ApplicationEvent, MessageEvent as StreamMessage } from '../contract/conversations';
import { APPLICATION_STATUSES } from '../contract/job-values';
import { ApiError } from '../lib/api-client';

/**
 * The tab's one live connection (interface §7, STYLE "live data is pushed"): a ticket bought with
 * the session's bearer token (`POST /v1/stream/ticket`, through the API client, so an expired
 * token is renewed first), then `EventSource` on `GET /v1/stream?ticket=…&after=…`. A ticket is
 * good once, so the browser's own reconnection (same URL) cannot work: on any error the source is
 * closed and a new ticket is bought after an exponential backoff with jitter, asking the server
 * for every message after the last id seen (`after=`), so nothing is lost across a drop. The
 * store dedupes by id, so a message seen twice counts once.
 */

/** The part of `EventSource` the client uses (tests hand in a fake). */
export interface StreamSource {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type OpenStream = (url: string) => StreamSource;

export type StreamStatus = 'idle' | 'connecting' | 'open' | 'waiting';

/** Reconnection delays: 1 s doubling to 30 s at most, each between half and all of it. */
export const BACKOFF = { baseMs: 1000, maxMs: 30_000 } as const;

/**
 * The wait before reconnection number `attempt` (0 first): exponential with "equal jitter", so
 * tabs that lost the same server do not all come back in the same instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const cap = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, attempt));
  return Math.round(cap / 2 + (random() * cap) / 2);
}

export interface StreamClientOptions {
  /** A fresh ticket (one per connection). */
  ticket: () => Promise<string>;
  /** The stream's URL for a ticket, catching up after a message id. */
  url: (ticket: string, after: number | undefined) => string;
  /** Opens the source (`url => new EventSource(url)` in a browser). */
  open: OpenStream;
  onMessage: (event: StreamMessage) => void;
  onApplication: (event: ApplicationEvent) => void;
  /** A booking of this member changed status (interface §11). */
  onBooking?: (event: BookingEvent) => void;
  /** The stream is open: `reconnected` after a drop (a time to refresh what may be stale). */
  onOpen?: (reconnected: boolean) => void;
  onStatus?: (status: StreamStatus) => void;
  /**
   * The ticket was refused for good (401 after a failed renewal, or 403): the session is over on
   * the server (a logout elsewhere, a suspension), so the page should end it too.
   */
  onSessionOver?: () => void;
  random?: () => number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const FLAG_SET = new Set<string>(MESSAGE_FLAGS);

/** The safety flags of a message as sent (an older server sends none; unknown ones are dropped). */
const knownFlags = (flags: unknown): MessageFlag[] =>
  Array.isArray(flags)
    ? flags.filter((flag): flag is MessageFlag => typeof flag === 'string' && FLAG_SET.has(flag))
    : [];

/** The `message` event's data, checked: anything else is dropped, never half-applied. */
export function parseMessageEvent(data: string): StreamMessage | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (!isRecord(parsed) || !Number.isInteger(parsed.conversation_id)) return null;
    const message = parsed.message;
    if (
      !isRecord(message) ||
      !Number.isInteger(message.id) ||
      typeof message.from_me !== 'boolean' ||
      typeof message.body !== 'string' ||
      typeof message.created_at !== 'string'
    )
      return null;
    return {
      conversation_id: parsed.conversation_id as number,
      message: {
        id: message.id as number,
        from_me: message.from_me,
        body: message.body,
        flags: knownFlags(message.flags),
        created_at: message.created_at,
      },
    };
  } catch {
    return null;
  }
}

const APPLICATION_STATUS_SET = new Set<string>(APPLICATION_STATUSES);

export function parseApplicationEvent(data: string): ApplicationEvent | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (
      !isRecord(parsed) ||
      !Number.isInteger(parsed.job_id) ||
      !Number.isInteger(parsed.application_id) ||
      typeof parsed.status !== 'string' ||
      !APPLICATION_STATUS_SET.has(parsed.status)
    )
      return null;
    return {
      job_id: parsed.job_id as number,
      application_id: parsed.application_id as number,
      status: parsed.status as ApplicationEvent['status'],
    };
  } catch {
    return null;
  }
}

const BOOKING_STATUS_SET = new Set<string>(BOOKING_STATUSES);

/** The `booking` event's data (§11: `{ booking_id, status }`), checked. */
export function parseBookingEvent(data: string): BookingEvent | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (
      !isRecord(parsed) ||
      !Number.isInteger(parsed.booking_id) ||
      typeof parsed.status !== 'string' ||
      !BOOKING_STATUS_SET.has(parsed.status)
    )
      return null;
    return {
      booking_id: parsed.booking_id as number,
      status: parsed.status as BookingEvent['status'],
    };
  } catch {
    return null;
  }
}

/** A ticket refused because the session is over: reconnecting cannot help. */
const isFatal = (failure: unknown) =>
  failure instanceof ApiError && (failure.status === 401 || failure.status === 403);

export class StreamClient {
  status: StreamStatus = 'idle';
  /** The newest message id this tab has from the stream: the next connection's `after`. */
  lastEventId: number | undefined;
  /** Failed connections since the last open one (the backoff's exponent). */
  attempt = 0;
  private source: StreamSource | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by stop(): answers and events of an older connection are ignored. */
  private generation = 0;
  private everOpened = false;

  constructor(private readonly options: StreamClientOptions) {}

  /** Connects unless it is connected or connecting. */
  start(): void {
    if (this.status !== 'idle') return;
    void this.connect();
  }

  /** Closes the stream; `forget` also drops the catch-up position (another account). */
  stop({ forget = false } = {}): void {
    this.generation += 1;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.source?.close();
    this.source = undefined;
    this.attempt = 0;
    if (forget) {
      this.lastEventId = undefined;
      this.everOpened = false;
    }
    this.setStatus('idle');
  }

  /** Waiting to reconnect (e.g. the browser is back online): reconnect now. */
  wake(): void {
    if (this.status !== 'waiting') return;
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.connect();
  }

  private setStatus(status: StreamStatus) {
    this.status = status;
    this.options.onStatus?.(status);
  }

  private async connect(): Promise<void> {
    const generation = this.generation;
    const current = () => generation === this.generation;
    this.setStatus('connecting');
    let ticket: string;
    try {
      ticket = await this.options.ticket();
    } catch (failure) {
      if (!current()) return;
      if (isFatal(failure)) {
        this.stop();
        this.options.onSessionOver?.();
      } else this.retry();
      return;
    }
    if (!current()) return;
    const source = this.options.open(this.options.url(ticket, this.lastEventId));
    this.source = source;
    source.onopen = () => {
      if (!current() || this.source !== source) return;
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.setStatus('open');
      this.options.onOpen?.(reconnected);
    };
    source.onerror = () => {
      if (!current() || this.source !== source) return;
      // The browser would retry with the same (spent) ticket: take over.
      source.close();
      this.source = undefined;
      this.retry();
    };
    source.addEventListener('message', (event) => {
      if (!current() || this.source !== source) return;
      const data = parseMessageEvent(event.data);
      if (!data) return;
      const id = Number(event.lastEventId) || data.message.id;
      this.lastEventId = Math.max(this.lastEventId ?? 0, id, data.message.id);
      this.options.onMessage(data);
    });
    source.addEventListener('application', (event) => {
      if (!current() || this.source !== source) return;
      const data = parseApplicationEvent(event.data);
      if (data) this.options.onApplication(data);
    });
    source.addEventListener('booking', (event) => {
      if (!current() || this.source !== source) return;
      const data = parseBookingEvent(event.data);
      if (data) this.options.onBooking?.(data);
    });
  }

  private retry() {
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.setStatus('waiting');
    const generation = this.generation;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (generation === this.generation) void this.connect();
    }, delay);
  }
}
