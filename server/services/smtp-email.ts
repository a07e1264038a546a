import nodemailer, { type NodemailerError } from 'nodemailer';
import {
  DeliveryFailure,
  deliver,
  type EmailMessage,
  type EmailTransport,
  maskRecipient,
  type RetryPolicy,
  type TransportLogs,
} from './transports';

export interface SmtpOptions {
  /** `smtp://user:pass@host:port` (STARTTLS when the server offers it) or `smtps://…` (TLS). */
  url: string;
  from: string;
  timeoutMs: number;
}

/** Failures that end the connection rather than refuse the message: another try may work. */
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS']);

/**
 * Sorts a nodemailer error: an SMTP reply 4xx (and 503) is temporary, 5xx permanent (nodemailer's
 * `permanent`); without a reply, a lost or refused connection or a timeout is temporary and a
 * configuration, TLS or credentials problem permanent. The reason keeps the codes only: a
 * server's reply text may repeat addresses.
 */
export function smtpFailure(error: unknown): DeliveryFailure {
  const { code, responseCode, permanent, originalCode, command } = (error ?? {}) as NodemailerError;
  if (typeof responseCode === 'number') {
    const transient = permanent === undefined ? responseCode < 500 : !permanent;
    return new DeliveryFailure(
      `SMTP ${responseCode}${command ? ` to ${command.split(' ')[0]}` : ''}${code ? ` (${code})` : ''}`,
      transient,
    );
  }
  const detail = [code, originalCode].filter(Boolean).join(' ') || 'unexpected error';
  return new DeliveryFailure(`SMTP ${detail}`, TRANSIENT_CODES.has(code ?? ''));
}

/** Email over SMTP (nodemailer), one connection per message, each step within the timeout. */
export class SmtpEmailTransport implements EmailTransport {
  private readonly transporter;

  constructor(
    options: SmtpOptions,
    private readonly policy: RetryPolicy,
    private readonly logs: TransportLogs,
  ) {
    this.transporter = nodemailer.createTransport(
      {
        url: options.url,
        connectionTimeout: options.timeoutMs,
        greetingTimeout: options.timeoutMs,
        socketTimeout: options.timeoutMs,
        dnsTimeout: options.timeoutMs,
        logger: false,
      },
      { from: options.from },
    );
  }

  async send({ to, subject, body, headers }: EmailMessage): Promise<void> {
    await deliver(
      'email',
      to,
      async () => {
        try {
          await this.transporter.sendMail({
            to,
            subject,
            text: body,
            ...(headers ? { headers } : {}),
          });
        } catch (error) {
          throw smtpFailure(error);
        }
      },
      this.policy,
      this.logs,
    );
    this.logs.info(`email to ${maskRecipient(to)}: "${subject}" sent over SMTP`);
  }
}
