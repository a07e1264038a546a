import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

// A real SMTP server on 127.0.0.1 (smtp-server) for the transport and queue tests: it keeps what
// arrives, refuses on demand, and can be stopped and started again on the same port.

export interface ReceivedMail {
  user: string | undefined;
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface LocalSmtpOptions {
  /** 0 (default): a free port, kept across restarts. */
  port?: number;
  /** Require this login (AUTH PLAIN/LOGIN); without it, no login is needed. */
  credentials?: { user: string; pass: string };
}

function refusal(responseCode: number, message: string): SMTPServerError {
  const error: SMTPServerError = new Error(message);
  error.responseCode = responseCode;
  return error;
}

export class LocalSmtp {
  readonly mails: ReceivedMail[] = [];
  dataAttempts = 0;
  rcptAttempts = 0;
  /** SMTP reply codes for the next DATA / RCPT TO commands (451: temporary, 550: permanent). */
  readonly dataReplies: number[] = [];
  readonly rcptReplies: number[] = [];
  port: number;
  private server: SMTPServer | undefined;
  private readonly credentials: LocalSmtpOptions['credentials'];

  constructor({ port = 0, credentials }: LocalSmtpOptions = {}) {
    this.port = port;
    this.credentials = credentials;
  }

  async start(): Promise<void> {
    const credentials = this.credentials;
    const server = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: !credentials,
      onAuth: (auth, _session, callback) => {
        if (
          credentials &&
          auth.username === credentials.user &&
          auth.password === credentials.pass
        ) {
          callback(null, { user: auth.username });
          return;
        }
        callback(refusal(535, 'Authentication failed'));
      },
      onRcptTo: (_address, _session, callback) => {
        this.rcptAttempts += 1;
        const code = this.rcptReplies.shift();
        callback(code ? refusal(code, 'Mailbox unavailable') : undefined);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.dataAttempts += 1;
          const code = this.dataReplies.shift();
          if (code) {
            callback(refusal(code, 'Try later'));
            return;
          }
          this.mails.push({
            user: session.user as string | undefined,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    server.listen(this.port, '127.0.0.1');
    await once(server.server, 'listening');
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }

  /** The mails that went to `address`. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address));
  }
}
