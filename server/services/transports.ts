import type pg from 'pg';

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
}

/** Where text messages go. Production plugs a provider in here (see server/README.md). */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

/** Where emails go. Production plugs a provider in here. */
export interface EmailTransport {
  send(message: EmailMessage): Promise<void>;
}

type Log = (message: string) => void;

/**
 * The development transports: they "send" by logging and by writing to the outbox table,
 * which GET /dev/outbox shows (and end-to-end tests read).
 */
export function createOutboxTransports(
  pool: pg.Pool,
  log: Log,
): { sms: SmsTransport; email: EmailTransport } {
  return {
    sms: {
      async send({ to, body, code }) {
        await pool.query(
          'insert into outbox (channel, recipient, body, code) values ($1, $2, $3, $4)',
          ['sms', to, body, code ?? null],
        );
        log(`sms to ${to}: ${body}`);
      },
    },
    email: {
      async send({ to, subject, body, code }) {
        await pool.query(
          'insert into outbox (channel, recipient, subject, body, code) values ($1, $2, $3, $4, $5)',
          ['email', to, subject, body, code ?? null],
        );
        log(`email to ${to}: ${subject}`);
      },
    },
  };
}
