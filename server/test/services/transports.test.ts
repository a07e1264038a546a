import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, requireProductionTransports } from '../../config';
import { SmtpEmailTransport } from '../../services/smtp-email';
import { DeliveryFailure, maskRecipient, TransportError } from '../../services/transports';
import { authorizationHeader, TwilioStyleSmsProvider } from '../../services/twilio-sms';
import { startServer } from '../../start';
import { createTestApp, parentForm, signUpAndVerify, type TestApp } from '../harness';
import { ERROR, INFO, LogLines, WARN } from '../support/log-lines';
import { LocalSmtp, type ReceivedMail } from '../support/smtp';

const SEND_CODE_FAILED = 'We could not send the code right now. Please try again in a few minutes.';

/** The text part of a received message, decoded (nodemailer picks 7bit, QP or base64). */
function mailText(raw: string): { headers: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return { headers, text: Buffer.from(body, 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return { headers, text: Buffer.from(bytes, 'latin1').toString('utf8') };
  }
  return { headers, text: body };
}

// ---------------------------------------------------------------------------------------------
// A local HTTP endpoint acting as a Twilio-style SMS provider.

interface ReceivedSms {
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

class LocalSmsProvider {
  /** Every request, whatever was answered. */
  readonly requests: ReceivedSms[] = [];
  /** The messages the provider accepted. */
  readonly delivered: ReceivedSms[] = [];
  /** Status codes for the next requests; then 201 (accepted). 0: never answer. */
  readonly replies: number[] = [];
  private readonly hanging: ServerResponse[] = [];
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: ReceivedSms = {
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        authorization: request.headers.authorization,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      this.requests.push(received);
      const status = this.replies.shift() ?? 201;
      if (status === 0) {
        this.hanging.push(response);
        return;
      }
      if (status < 300) this.delivered.push(received);
      response.writeHead(status, { 'content-type': 'application/json' });
      // A real provider may echo the message in an error: it must not reach the log.
      const answer = status < 300 ? { sid: 'SM1' } : { message: received.form.get('Body'), status };
      response.end(JSON.stringify(answer));
    });
  });

  url(path = '/2010-04-01/Accounts/AC123/Messages.json'): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  async start(): Promise<void> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((done) => this.server.close(() => done()));
  }
}

async function freePort(): Promise<number> {
  const server = createTcpServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

const codeIn = (body: string | null | undefined) => /\b(\d{6})\b/.exec(body ?? '')?.[1];

// ---------------------------------------------------------------------------------------------

describe('real transports: SMTP_URL and SMS_PROVIDER_URL set', () => {
  const smtp = new LocalSmtp({ credentials: { user: 'ftc', pass: 'mail-pass' } });
  const provider = new LocalSmsProvider();
  const log = new LogLines();
  /** Every code and token that left the machine: none may be in the log. */
  const secrets: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    await smtp.start();
    await provider.start();
    t = await createTestApp(
      {
        SMTP_URL: `smtp://ftc:mail-pass@127.0.0.1:${smtp.port}`,
        SMTP_FROM: 'FTC <no-reply@ftc.test>',
        SMS_PROVIDER_URL: provider.url(),
        SMS_PROVIDER_TOKEN: 'AC123:sms-secret',
        SMS_FROM: '+15005550006',
        TRANSPORT_TIMEOUT_MS: '2000',
        TRANSPORT_RETRIES: '2',
        TRANSPORT_RETRY_DELAY_MS: '5',
      },
      { logger: log },
    );
  });
  afterAll(async () => {
    await t?.close();
    await provider.stop();
    await smtp.stop();
  });

  /** Signs up through the API and verifies with the code the provider received. */
  async function signUpWithRealSms(form = parentForm()) {
    const before = provider.delivered.length;
    const signup = await t.call('POST', '/v1/user/signup', form);
    expect(signup.status, signup.body.message).toBe(201);
    expect(provider.delivered.length).toBe(before + 1);
    const sms = provider.delivered.at(-1) as ReceivedSms;
    const code = codeIn(sms.form.get('Body'));
    expect(code).toMatch(/^\d{6}$/);
    secrets.push(code as string);
    return { form, sms, code: code as string };
  }

  it('sign-up texts the code to the provider: a form POST with To, From, Body and Basic credentials', async () => {
    const { form, sms, code } = await signUpWithRealSms();
    expect(sms.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(sms.contentType).toBe('application/x-www-form-urlencoded');
    expect(sms.authorization).toBe(`Basic ${Buffer.from('AC123:sms-secret').toString('base64')}`);
    expect(sms.form.get('To')).toBe(`+1${form.mobile}`);
    expect(sms.form.get('From')).toBe('+15005550006');
    expect(sms.form.get('Body')).toBe(
      `Your FTC verification code is ${code}. It expires in 10 minutes.`,
    );

    const verified = await t.call('POST', '/v1/user/verify-mobile', {
      country_code: form.country_code,
      mobile: form.mobile,
      otp: code,
    });
    expect(verified.status, verified.body.message).toBe(200);
    expect(verified.body.results.token).toEqual(expect.any(String));
    expect(verified.body.results.user.is_mobile_verified).toBe(1);
  });

  it('forgot-password emails the reset link over SMTP, and the link works', async () => {
    const { form } = await signUpWithRealSms();
    const before = smtp.mails.length;
    const answer = await t.call('POST', '/v1/user/forgot-password-web', { email: form.email });
    expect(answer.status, answer.body.message).toBe(200);
    // The link goes out after the answer.
    await t.app.ctx.accountNotices.idle();
    expect(smtp.mails.length).toBe(before + 1);

    const mail = smtp.mails.at(-1) as ReceivedMail;
    expect(mail.user).toBe('ftc');
    expect(mail.from).toBe('no-reply@ftc.test');
    expect(mail.to).toEqual([form.email]);
    const { headers, text } = mailText(mail.raw);
    expect(headers).toMatch(/^Subject: Reset your FTC password$/m);
    expect(headers).toMatch(/^From: FTC <no-reply@ftc\.test>$/m);
    const link = /http:\/\/ftc\.test\/reset-password\?token=([\w-]+)&type=user/.exec(text);
    expect(link, text).not.toBeNull();
    const token = link?.[1] as string;
    secrets.push(token);

    const reset = await t.call('POST', '/v1/user/reset-password-web', {
      token,
      password: 'Sup3r-secret!',
    });
    expect(reset.status, reset.body.message).toBe(200);
  });

  it('a non-transactional email carries the RFC 8058 unsubscribe headers over SMTP (issue 22)', async () => {
    const before = smtp.mails.length;
    const { rows } = await t.pool.query<{ id: string; email: string }>(
      'select id::text as id, email from accounts order by id limit 1',
    );
    const account = rows[0] as { id: string; email: string };
    await t.app.ctx.email.send({
      to: account.email,
      subject: 'New message from Bea',
      body: 'Bea sent you a message on FTC.',
      notice: { kind: 'messages', account: account.id },
    });
    expect(smtp.mails.length).toBe(before + 1);
    // Long header lines are folded (RFC 5322): unfolded to read them.
    const headers = mailText((smtp.mails.at(-1) as ReceivedMail).raw).headers.replace(
      /\r\n[ \t]+/g,
      ' ',
    );
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/ftc\.test\/v1\/unsubscribe\/a\d+\.messages\.0\.[\w-]+>$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('retries a transient SMS failure: the provider answers 503, then accepts; one message arrives', async () => {
    const requestsBefore = provider.requests.length;
    provider.replies.push(503);
    const { form } = await signUpWithRealSms();
    expect(provider.requests.length - requestsBefore).toBe(2);
    expect(provider.requests.at(-2)?.form.get('To')).toBe(`+1${form.mobile}`);
    expect(
      provider.delivered.filter((sms) => sms.form.get('To') === `+1${form.mobile}`),
    ).toHaveLength(1);
    expect(log.messages(WARN)).toContainEqual(
      `sms to +1•••${form.mobile.slice(-4)}: attempt 1 of 3 failed (HTTP 503), trying again`,
    );
  });

  it('a provider that keeps failing is tried 3 times, then the person gets the 503 message', async () => {
    const requestsBefore = provider.requests.length;
    provider.replies.push(500, 502, 503);
    const form = parentForm();
    const answer = await t.call('POST', '/v1/user/signup', form);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, message: SEND_CODE_FAILED });
    expect(provider.requests.length - requestsBefore).toBe(3);
    expect(log.messages(ERROR)).toContainEqual(
      `sms to +1•••${form.mobile.slice(-4)} NOT SENT after 3 attempts: HTTP 503`,
    );
  });

  it('a permanent SMS failure (400) is not retried: 503 with a clear message, an error log without the code', async () => {
    const requestsBefore = provider.requests.length;
    provider.replies.push(400);
    const form = parentForm();
    const answer = await t.call('POST', '/v1/user/signup', form);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, message: SEND_CODE_FAILED });
    expect(provider.requests.length - requestsBefore).toBe(1);

    const refused = provider.requests.at(-1) as ReceivedSms;
    const code = codeIn(refused.form.get('Body')) as string;
    secrets.push(code);
    const errors = log.messages(ERROR);
    expect(errors).toContainEqual(
      `sms to +1•••${form.mobile.slice(-4)} NOT SENT after 1 attempt: HTTP 400 (permanent, not retried)`,
    );
    // The provider echoed the body in its answer: neither it nor the code is logged.
    expect(log.text).not.toContain(code);
    expect(log.text).not.toContain('verification code');
  });

  it('retries a temporary SMTP refusal (451) and delivers the email once', async () => {
    const { form } = await signUpWithRealSms();
    const mailsBefore = smtp.mails.length;
    const attemptsBefore = smtp.dataAttempts;
    smtp.dataReplies.push(451);
    const answer = await t.call('POST', '/v1/user/forgot-password-web', { email: form.email });
    expect(answer.status, answer.body.message).toBe(200);
    await t.app.ctx.accountNotices.idle();
    expect(smtp.dataAttempts - attemptsBefore).toBe(2);
    expect(smtp.mails.length - mailsBefore).toBe(1);
    const token = /token=([\w-]+)/.exec(mailText((smtp.mails.at(-1) as ReceivedMail).raw).text);
    secrets.push(token?.[1] as string);
    expect(
      log.messages(WARN).some((line) => /^email to .+ attempt 1 of 3 failed \(SMTP 451/.test(line)),
    ).toBe(true);
  });

  it('a permanent SMTP refusal (550) is not retried: the answer is the usual one, the failure is logged', async () => {
    const { form } = await signUpWithRealSms();
    const attemptsBefore = smtp.rcptAttempts;
    const mailsBefore = smtp.mails.length;
    smtp.rcptReplies.push(550);
    const answer = await t.call('POST', '/v1/user/forgot-password-web', { email: form.email });
    // The link is sent after the answer: a mail failure must not tell who has an account.
    expect(answer.status).toBe(200);
    await t.app.ctx.accountNotices.idle();
    expect(smtp.rcptAttempts - attemptsBefore).toBe(1);
    expect(smtp.mails.length).toBe(mailsBefore);
    const masked = maskRecipient(form.email);
    expect(
      log
        .messages(ERROR)
        .some((line) => line.startsWith(`email to ${masked} NOT SENT after 1 attempt: SMTP 550`)),
    ).toBe(true);
  });

  it('stores nothing in the outbox when the transports are real', async () => {
    const { rows } = await t.pool.query<{ count: string }>('select count(*) from outbox');
    expect(rows[0]?.count).toBe('0');
    expect(await t.outbox()).toEqual([]);
  });

  it('never logs a code, a reset token, a message body or a whole recipient', () => {
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) expect(log.text).not.toContain(secret);
    expect(log.text).not.toContain('verification code is');
    expect(log.text).not.toContain('reset-password?token');
    expect(log.text).not.toContain('sms-secret');
    expect(log.text).not.toContain('mail-pass');
    for (const sms of provider.requests) {
      expect(log.text).not.toContain(sms.form.get('To') as string);
    }
    for (const mail of smtp.mails) expect(log.text).not.toContain(mail.to[0] as string);
    // What is logged: the channel and a masked recipient.
    expect(
      log
        .messages(INFO)
        .some((line) => /^sms to \+1•••\d{4} sent through 127\.0\.0\.1:\d+$/.test(line)),
    ).toBe(true);
    expect(
      log
        .messages(INFO)
        .some((line) =>
          /^email to a•••@example\.com: "Reset your FTC password" sent over SMTP$/.test(line),
        ),
    ).toBe(true);
  });
});

describe('SMTP server down, SMS to the outbox', () => {
  const log = new LogLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        TRANSPORT_RETRIES: '1',
        TRANSPORT_RETRY_DELAY_MS: '5',
      },
      { logger: log },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the transports are chosen one by one: SMS still reaches the development outbox', async () => {
    const session = await signUpAndVerify(t);
    expect(session.token).toEqual(expect.any(String));
    const [sms] = await t.outbox(`+1${session.form.mobile}`);
    expect(sms?.channel).toBe('sms');
    // The outbox logs the recipient masked, never the body.
    expect(log.text).not.toContain(sms?.code as string);
    expect(log.messages(INFO)).toContainEqual(
      `sms to +1•••${session.form.mobile.slice(-4)} (outbox)`,
    );
  });

  it('an email that cannot reach the server is tried again after the answer, and the log says why', async () => {
    const session = await signUpAndVerify(t);
    const answer = await t.call('POST', '/v1/user/forgot-password-web', {
      email: session.form.email,
    });
    // The answer every email gets: the failure comes after it, in the log.
    expect(answer.status).toBe(200);
    await t.app.ctx.accountNotices.idle();
    const masked = maskRecipient(session.form.email);
    expect(log.messages(WARN)).toContainEqual(
      expect.stringMatching(new RegExp(`^email to ${masked}: attempt 1 of 2 failed \\(SMTP E\\w+`)),
    );
    const failure = log
      .messages(ERROR)
      .find((line) => line.startsWith(`email to ${masked} NOT SENT after 2 attempts: SMTP `));
    expect(failure).toMatch(/ECONNREFUSED/);
    // Nothing about the failed email is stored: only SMS went to the outbox.
    const { rows } = await t.pool.query<{ channel: string }>('select distinct channel from outbox');
    expect(rows).toEqual([{ channel: 'sms' }]);
  });
});

describe('one attempt, within the timeout', () => {
  const logs = { info: () => {}, warn: () => {}, error: () => {} };
  const provider = new LocalSmsProvider();
  let silent: ReturnType<typeof createTcpServer>;
  let silentPort = 0;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await provider.start();
    // Accepts connections and never says a word: an SMTP server that hangs before its greeting.
    silent = createTcpServer((socket) => {
      sockets.push(socket);
    });
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    silentPort = (silent.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await provider.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((done) => silent.close(() => done()));
  });
  afterEach(() => {
    provider.replies.length = 0;
  });

  it('an SMS provider that does not answer is a transient failure after the timeout', async () => {
    provider.replies.push(0);
    const sms = new TwilioStyleSmsProvider({
      url: provider.url('/send'),
      token: 'key-123',
      from: undefined,
      timeoutMs: 150,
    });
    const started = performance.now();
    const failure = await sms.send({ to: '+12015550100', body: 'x' }).catch((error) => error);
    expect(failure).toBeInstanceOf(DeliveryFailure);
    expect(failure).toMatchObject({ transient: true, reason: 'no answer within 150 ms' });
    expect(performance.now() - started).toBeLessThan(2000);
    // A token without a colon is a Bearer token; no From when none is set.
    expect(provider.requests.at(-1)?.authorization).toBe('Bearer key-123');
    expect(provider.requests.at(-1)?.form.has('From')).toBe(false);
  });

  it('an SMTP server that never greets times out, and the transport gives up with TransportError', async () => {
    const email = new SmtpEmailTransport(
      { url: `smtp://127.0.0.1:${silentPort}`, from: 'FTC <no-reply@ftc.test>', timeoutMs: 150 },
      { retries: 1, retryDelayMs: 5 },
      logs,
    );
    const started = performance.now();
    const failure = await email
      .send({ to: 'ana@example.com', subject: 'Hello', body: 'secret 123456' })
      .catch((error) => error);
    expect(failure).toBeInstanceOf(TransportError);
    expect(failure).toMatchObject({
      statusCode: 503,
      channel: 'email',
      recipient: 'a•••@example.com',
      attempts: 2,
      reason: 'SMTP ETIMEDOUT',
    });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('credentials: sid:secret as Basic, anything else as Bearer, none when unset', () => {
    expect(authorizationHeader('AC1:s3cret')).toBe(`Basic ${btoa('AC1:s3cret')}`);
    expect(authorizationHeader('plain-token')).toBe('Bearer plain-token');
    expect(authorizationHeader(undefined)).toBeUndefined();
  });

  it('recipients are masked for the log', () => {
    expect(maskRecipient('+12015550143')).toBe('+1•••0143');
    expect(maskRecipient('ana.parent@example.com')).toBe('a•••@example.com');
  });
});

describe('production refuses to start with the development outbox', () => {
  const production = (env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...env });

  it('names both settings, and what each is for, when neither is set', () => {
    expect(() => requireProductionTransports(production())).toThrow(
      /Set SMTP_URL \(outgoing email: .*smtp:\/\/user:pass@host:port.*\) and SMS_PROVIDER_URL \(outgoing SMS: /,
    );
  });

  it('names only what is missing', () => {
    const onlySms = () =>
      requireProductionTransports(production({ SMTP_URL: 'smtp://u:p@mail.example.com:587' }));
    expect(onlySms).toThrow(/SMS_PROVIDER_URL/);
    expect(onlySms).not.toThrow(/SMTP_URL/);
    const onlyEmail = () =>
      requireProductionTransports(production({ SMS_PROVIDER_URL: 'https://sms.example.com/send' }));
    expect(onlyEmail).toThrow(/SMTP_URL/);
    expect(onlyEmail).not.toThrow(/SMS_PROVIDER_URL/);
  });

  it('starts with both, and outside production without them', () => {
    expect(() =>
      requireProductionTransports(
        production({
          SMTP_URL: 'smtps://u:p@mail.example.com:465',
          SMS_PROVIDER_URL: 'https://sms.example.com/send',
        }),
      ),
    ).not.toThrow();
    expect(() =>
      requireProductionTransports(loadConfig({ NODE_ENV: 'development' })),
    ).not.toThrow();
  });

  it('startServer throws before it opens a database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ftc-prod-'));
    try {
      const started = startServer(production({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }));
      await expect(started).rejects.toThrow(/SMTP_URL .* and SMS_PROVIDER_URL/);
      expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow();
  });
});
