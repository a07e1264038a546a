import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { EmailKind } from '../../src/contract/sessions-and-notifications';
import { ApiProblem } from '../errors';
import type { WordKey } from '../i18n';

export interface SmsMessage {
  to: string;
  body: string;
  /** The one-time code, kept apart so tests and the outbox can read it. */
  code?: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
  code?: string;
  /** Extra headers (the RFC 8058 `List-Unsubscribe` pair of a non-transactional email). */
  headers?: Record<string, string>;
  /**
   * An email that is not transactional: its kind and the recipient's account. It goes only when
   * that member wants the kind, with one-click unsubscribe headers
   * (services/notification-settings.ts). None: receipts, codes, security and legal notices,
   * which always go.
   */
  notice?: { kind: EmailKind; account: string };
}

/**
 * Where text messages go: the outbox in development, an HTTP provider (sms-provider.ts) when
 * SMS_PROVIDER_URL is set. A failed send throws TransportError.
 */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

/** Where emails go: the outbox in development, SMTP (smtp-email.ts) when SMTP_URL is set. */
export interface EmailTransport {
  send(message: EmailMessage): Promise<void>;
}

export type Channel = 'sms' | 'email';
export type Log = (message: string) => void;

/** The log lines of a transport, by level. */
export interface TransportLogs {
  info: Log;
  warn: Log;
  error: Log;
}

const FAILURE_WORDS: Record<Channel, WordKey> = {
  sms: 'transports.smsFailed',
  email: 'transports.emailFailed',
};

/**
 * A message that could not be sent: the error handler answers 503 with words the person can
 * act on. `reason` is for the log and never holds the body or the code.
 */
export class TransportError extends ApiProblem {
  constructor(
    readonly channel: Channel,
    /** Masked (maskRecipient). */
    readonly recipient: string,
    readonly attempts: number,
    readonly reason: string,
    /** Another attempt later may help (the queue's worker tries again; see queued-transports.ts). */
    readonly transient = true,
  ) {
    super(503, FAILURE_WORDS[channel]);
    this.name = 'TransportError';
  }
}

/**
 * What a provider throws when one attempt fails. `transient` failures (the network, a timeout,
 * a busy server) are tried again; permanent ones (refused credentials, a refused recipient) are
 * not. `reason` goes to the log: a status or an error code, never the body or the code.
 */
export class DeliveryFailure extends Error {
  constructor(
    readonly reason: string,
    readonly transient: boolean,
  ) {
    super(reason);
    this.name = 'DeliveryFailure';
  }
}

export interface RetryPolicy {
  /** Tries after the first one, for transient failures only. */
  retries: number;
  /** Wait before the first retry; it doubles for each next one. */
  retryDelayMs: number;
}

/** A recipient for the log: `+1•••0143`, `a•••@example.com`. */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to.slice(0, 1)}•••${to.slice(at)}`;
  if (to.length <= 6) return '•••';
  return `${to.slice(0, 2)}•••${to.slice(-4)}`;
}

/**
 * Runs one send with the retry policy: transient failures are tried again after a short,
 * doubling wait; a permanent failure, or the last transient one, is logged as an error and
 * thrown as TransportError.
 */
export async function deliver(
  channel: Channel,
  to: string,
  attempt: () => Promise<void>,
  policy: RetryPolicy,
  logs: TransportLogs,
): Promise<void> {
  const recipient = maskRecipient(to);
  const attempts = policy.retries + 1;
  for (let tried = 1; ; tried += 1) {
    try {
      await attempt();
      return;
    } catch (error) {
      const failure =
        error instanceof DeliveryFailure
          ? error
          : new DeliveryFailure(`unexpected ${(error as Error)?.name ?? 'error'}`, false);
      if (failure.transient && tried < attempts) {
        logs.warn(
          `${channel} to ${recipient}: attempt ${tried} of ${attempts} failed (${failure.reason}), trying again`,
        );
        await sleep(policy.retryDelayMs * 2 ** (tried - 1));
        continue;
      }
      const problem = new TransportError(
        channel,
        recipient,
        tried,
        failure.reason,
        failure.transient,
      );
      logs.error(
        `${channel} to ${recipient} NOT SENT after ${tried} attempt${tried === 1 ? '' : 's'}: ${failure.reason}${failure.transient ? '' : ' (permanent, not retried)'}`,
      );
      throw problem;
    }
  }
}

/**
 * The development transports: they "send" by logging the recipient (masked, never the body) and,
 * where the outbox is on (`config.devOutbox`), by writing to the outbox table, which
 * GET /dev/outbox shows (and end-to-end tests read). With the outbox off nothing is stored.
 */
export function createOutboxTransports(
  pool: pg.Pool,
  log: Log,
  { store = true }: { store?: boolean } = {},
): { sms: SmsTransport; email: EmailTransport } {
  const where = store ? 'outbox' : 'not stored: the outbox is off';
  return {
    sms: {
      async send({ to, body, code }) {
        if (store) {
          await pool.query(
            'insert into outbox (channel, recipient, body, code) values ($1, $2, $3, $4)',
            ['sms', to, body, code ?? null],
          );
        }
        log(`sms to ${maskRecipient(to)} (${where})`);
      },
    },
    email: {
      async send({ to, subject, body, code, headers }) {
        if (store) {
          await pool.query(
            'insert into outbox (channel, recipient, subject, body, code, headers) values ($1, $2, $3, $4, $5, $6)',
            ['email', to, subject, body, code ?? null, headers ? JSON.stringify(headers) : null],
          );
        }
        log(`email to ${maskRecipient(to)}: "${subject}" (${where})`);
      },
    },
  };
}
