import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parentForm, signUpAndVerify, type TestApp } from '../harness';
import { ERROR, LogLines, WARN } from '../support/log-lines';
import { LocalSmtp } from '../support/smtp';
import { drained, JOBS_ON, queueJobs, until } from './support';

async function freePort(): Promise<number> {
  const server = createTcpServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** Every payload pg-boss holds, waiting, done or archived, as text. */
async function queuedPayloads(t: TestApp): Promise<string> {
  const { rows } = await t.pool.query<{ data: string }>(
    `select data::text as data from pgboss.job where name in ('email', 'sms', 'account-notice')
     union all select data::text from pgboss.archive
      where name in ('email', 'sms', 'account-notice')`,
  );
  return rows.map((row) => row.data).join('\n');
}

describe('which messages wait in the queue (development outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(JOBS_ON);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('codes never wait in the queue: the sign-up code goes at once, a reset link is made and sent by the worker, a newsletter confirmation goes at once', async () => {
    // signUpAndVerify reads the code from the outbox right after the answer.
    const session = await signUpAndVerify(t);
    const phone = `${session.form.country_code}${session.form.mobile}`;
    const [sms] = await t.outbox(phone);
    expect(sms?.code).toMatch(/^\d{6}$/);

    const forgot = await t.call('POST', '/v1/user/forgot-password-web', {
      email: session.form.email,
    });
    expect(forgot.status).toBe(200);
    // The queue holds only whom to send a link to; the worker makes the link and sends it.
    await drained(t, 'account-notice');
    const [reset] = await t.outbox(session.form.email);
    expect(reset?.subject).toBe('Reset your FTC password');
    const newsletter = await t.call('POST', '/v1/users/add-newsletter', {
      email: `news.${session.form.mobile}@example.com`,
    });
    expect(newsletter.status).toBe(201);
    const [confirm] = await t.outbox(`news.${session.form.mobile}@example.com`);
    expect(confirm?.code).toEqual(expect.any(String));

    const payloads = await queuedPayloads(t);
    for (const secret of [sms?.code, reset?.code, confirm?.code]) {
      expect(secret).toBeTruthy();
      expect(payloads).not.toContain(secret as string);
    }
    expect(payloads).not.toContain('"code"');
  });

  it('a notice is queued, and a worker delivers it once', async () => {
    const owner = await signUpAndVerify(t);
    // Someone signs up again with the owner's email: the owner gets a notice (no code).
    const again = await t.call('POST', '/v1/user/signup', parentForm({ email: owner.form.email }));
    expect(again.status).toBe(201);
    // The sign-up is answered first; the worker then queues the owner's notice.
    await drained(t, 'account-notice');
    const subject = 'Someone tried to sign up with your details';
    const jobs = (await queueJobs(t, 'email')).filter((job) => job.data.to === owner.form.email);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.data).toEqual({ to: owner.form.email, subject, body: expect.any(String) });
    await until(
      async () => (await t.outbox(owner.form.email)).some((mail) => mail.subject === subject),
      15_000,
      'the notice in the outbox',
    );
    await until(
      async () =>
        (await queueJobs(t, 'email')).find((job) => job.id === jobs[0]?.id)?.state === 'completed',
      15_000,
      'the job to complete',
    );
    expect(
      (await t.outbox(owner.form.email)).filter((mail) => mail.subject === subject),
    ).toHaveLength(1);
  });

  it('a non-transactional email keeps its unsubscribe headers through the queue (issue 22)', async () => {
    const owner = await signUpAndVerify(t);
    const subject = 'New message from Bea';
    await t.app.ctx.email.send({
      to: owner.form.email,
      subject,
      body: 'Bea sent you a message on FTC.',
      notice: { kind: 'messages', account: String(owner.user.id) },
    });
    const [job] = (await queueJobs(t, 'email')).filter(
      (queued) => queued.data.to === owner.form.email,
    );
    const queued = job?.data.headers as Record<string, string> | undefined;
    expect(queued?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await until(
      async () => (await t.outbox(owner.form.email)).some((mail) => mail.subject === subject),
      15_000,
      'the email in the outbox',
    );
    const [mail] = (await t.outbox(owner.form.email)) as unknown as {
      subject: string;
      headers: Record<string, string>;
    }[];
    expect(mail?.headers).toEqual(queued);
    expect(mail?.headers['List-Unsubscribe']).toMatch(/^<http:\/\/ftc\.test\/v1\/unsubscribe\//);
  });

  it('a text message without a code is queued too', async () => {
    await t.app.ctx.sms.send({ to: '+12015550999', body: 'Your sitter is on the way.' });
    expect((await queueJobs(t, 'sms')).some((job) => job.data.to === '+12015550999')).toBe(true);
    await until(
      async () => (await t.outbox('+12015550999')).length === 1,
      15_000,
      'the SMS in the outbox',
    );
  });
});

describe('the SMTP server is down', () => {
  const log = new LogLines();
  let smtp: LocalSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = new LocalSmtp({ port: await freePort() });
    t = await createTestApp(
      {
        ...JOBS_ON,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        TRANSPORT_TIMEOUT_MS: '2000',
        TRANSPORT_RETRIES: '1',
        TRANSPORT_RETRY_DELAY_MS: '5',
      },
      { logger: log },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('a notice waits in the queue and goes out, once, when the server is back on the same port', async () => {
    const to = 'waiting.parent@example.com';
    const body = 'Your application to "Evening sitter" was shortlisted.';
    // What a route does (services/jobs.ts, admin-documents.ts…): it returns at once.
    await t.app.ctx.email.send({ to, subject: 'Shortlisted', body });

    // Tried, refused (nobody listens), waiting for its next try.
    const job = await until(
      async () => {
        const found = (await queueJobs(t, 'email')).find((row) => row.data.to === to);
        return found && found.retry_count >= 1 && found;
      },
      20_000,
      'a failed try',
    );
    expect(['retry', 'active', 'created']).toContain(job.state);
    expect(smtp.to(to)).toHaveLength(0);
    expect(log.messages(WARN)).toContainEqual(
      expect.stringMatching(
        /^email to w•••@example\.com NOT SENT after 1 attempt: SMTP .*ECONNREFUSED/,
      ),
    );

    await smtp.start();
    await until(async () => smtp.to(to).length > 0, 20_000, 'the email to arrive');
    await until(
      async () =>
        (await queueJobs(t, 'email')).find((row) => row.id === job.id)?.state === 'completed',
      15_000,
      'the job to complete',
    );
    expect(smtp.to(to)).toHaveLength(1);
    expect(smtp.to(to)[0]?.raw).toContain('Subject: Shortlisted');
    // Nothing of the body in the log, and no error: the queue did its job.
    expect(log.text).not.toContain('Evening sitter');
    expect(log.text).not.toContain(to);
    expect(log.messages(ERROR)).toEqual([]);
  });

  it('a reset link that cannot be sent yet: the usual answer, the worker tries again, and the link arrives when the server is back', async () => {
    const session = await signUpAndVerify(t);
    const before = (await queueJobs(t, 'email')).length;
    await smtp.stop();
    try {
      const answer = await t.call('POST', '/v1/user/forgot-password-web', {
        email: session.form.email,
      });
      const unknown = await t.call('POST', '/v1/user/forgot-password-web', {
        email: 'nobody.here@example.com',
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(unknown.body);
      await until(
        async () =>
          (await queueJobs(t, 'account-notice')).find(
            (job) => job.data.email === session.form.email && job.retry_count >= 1,
          ),
        20_000,
        'a failed try',
      );
    } finally {
      await smtp.start();
    }
    await drained(t, 'account-notice');
    expect(smtp.to(session.form.email).length).toBeGreaterThanOrEqual(1);
    expect(smtp.to(session.form.email).at(-1)?.raw).toContain('Reset your FTC password');
    // The link itself never waited in the email queue.
    expect((await queueJobs(t, 'email')).length).toBe(before);
  });

  it('a refusal for good (550) is not tried again: one attempt, one error line', async () => {
    const to = 'refused.parent@example.com';
    smtp.rcptReplies.push(550);
    await t.app.ctx.email.send({ to, subject: 'Refused', body: 'Never delivered.' });
    const job = await until(
      async () => {
        const found = (await queueJobs(t, 'email')).find((row) => row.data.to === to);
        return found?.state === 'completed' && found;
      },
      15_000,
      'the job to end',
    );
    expect(job.retry_count).toBe(0);
    expect(job.output).toMatchObject({ sent: false });
    expect(smtp.to(to)).toHaveLength(0);
    expect(log.messages(ERROR)).toContainEqual(
      expect.stringMatching(
        /^queued email to r•••@example\.com dropped: refused for good \(SMTP 550/,
      ),
    );
  });
});
