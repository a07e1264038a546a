import type { EmailMessage, EmailTransport, SmsMessage, SmsTransport } from './transports';

/** A queued email: what the worker needs to send it, and nothing secret. */
export type QueuedEmail = Pick<EmailMessage, 'to' | 'subject' | 'body' | 'headers'>;
/** A queued text message. */
export type QueuedSms = Pick<SmsMessage, 'to' | 'body'>;

/**
 * Which emails and texts wait in the job queue and which go out at once, decided here for every
 * caller:
 *
 * - **An email or text with a `code`** (the mobile verification SMS, a password-reset link, a
 *   newsletter confirmation link) goes **directly**, as before: the person is waiting for it on the page, a
 *   code that arrives after the SMTP server came back may have expired (10 minutes, an hour),
 *   and when it cannot be sent the answer says so (503) and they ask again. Its secret also
 *   never lands in the queue's tables, which keep payloads for hours.
 * - **Everything else** (job and application notices, document decisions, the sign-up notice to
 *   an account owner, renewal and badge notices, new-message emails) is **queued**: `send`
 *   stores it in PostgreSQL and returns, and a worker on any instance delivers it, trying
 *   again with a doubling wait while the mail server or the SMS provider is down.
 */
export class QueuedEmailTransport implements EmailTransport {
  constructor(
    private readonly direct: EmailTransport,
    private readonly enqueue: (email: QueuedEmail) => Promise<void>,
  ) {}

  async send(email: EmailMessage): Promise<void> {
    if (email.code !== undefined) return this.direct.send(email);
    await this.enqueue({
      to: email.to,
      subject: email.subject,
      body: email.body,
      ...(email.headers ? { headers: email.headers } : {}),
    });
  }
}

/** Text messages, by the same rule as QueuedEmailTransport: a code goes at once. */
export class QueuedSmsTransport implements SmsTransport {
  constructor(
    private readonly direct: SmsTransport,
    private readonly enqueue: (sms: QueuedSms) => Promise<void>,
  ) {}

  async send(sms: SmsMessage): Promise<void> {
    if (sms.code !== undefined) return this.direct.send(sms);
    await this.enqueue({ to: sms.to, body: sms.body });
  }
}
