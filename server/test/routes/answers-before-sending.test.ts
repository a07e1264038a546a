import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage, SmsMessage } from '../../services/transports';
import { TransportError } from '../../services/transports';
import { createTestApp, nextPhone, parentForm, type TestApp } from '../harness';

/**
 * A mail server (or SMS provider) that takes 500 ms per message, or refuses every one:
 * `sending` is the promise of the message in flight, `sent` what got through.
 */
class SlowTransport<T extends { to: string }> {
  fail = false;
  sent: T[] = [];
  sending: Promise<void> | undefined;
  finished = 0;

  send(message: T): Promise<void> {
    this.sending = (async () => {
      await sleep(500);
      this.finished += 1;
      if (this.fail) throw new TransportError('email', 'x•••@example.com', 1, 'refused');
      this.sent.push(message);
    })();
    return this.sending;
  }
}

const email = new SlowTransport<EmailMessage>();
const sms = new SlowTransport<SmsMessage>();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { transports: { email, sms } });
});
afterAll(async () => {
  await t.close();
});

/** Everything the account notices promised has been sent (or has failed). */
const sentAfterwards = () => t.app.ctx.accountNotices.idle();

/** A verified parent made through the API (the code read from the slow SMS transport). */
async function member() {
  const form = parentForm();
  const signup = await t.call('POST', '/v1/user/signup', form);
  expect(signup.status).toBe(201);
  const code = sms.sent.findLast((text) => text.to === `+1${form.mobile}`)?.code;
  const verified = await t.call('POST', '/v1/user/verify-mobile', {
    mobile: form.mobile,
    country_code: form.country_code,
    otp: code,
  });
  expect(verified.status).toBe(200);
  return form;
}

describe('forgot-password answers before the email is sent', () => {
  it('answers an existing and an unknown email alike while the 500 ms email is still on its way, and delivers it afterwards', async () => {
    const form = await member();
    const finishedBefore = email.finished;
    const known = await t.call('POST', '/v1/user/forgot-password-web', { email: form.email });
    // The answer is here; the slow transport has not finished a message since.
    expect(email.finished).toBe(finishedBefore);
    const unknown = await t.call('POST', '/v1/user/forgot-password-web', {
      email: 'nobody.at.all@example.com',
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    await sentAfterwards();
    const link = email.sent.filter((mail) => mail.to === form.email);
    expect(link).toHaveLength(1);
    expect(link[0]?.subject).toBe('Reset your FTC password');
    expect(link[0]?.body).toContain(`/reset-password?token=${link[0]?.code}&type=user`);
    expect(email.sent.some((mail) => mail.to === 'nobody.at.all@example.com')).toBe(false);
  });

  it('answers the same when the mail server refuses: no 503 that only members would get', async () => {
    const form = await member();
    email.fail = true;
    try {
      const known = await t.call('POST', '/v1/user/forgot-password-web', { email: form.email });
      const unknown = await t.call('POST', '/v1/user/forgot-password-web', {
        email: 'nobody.else@example.com',
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      await sentAfterwards();
    } finally {
      email.fail = false;
    }
  });
});

describe('resending a code answers before the text is sent', () => {
  it('answers a number waiting for its code and an unknown number alike, then texts only the first', async () => {
    const form = parentForm();
    expect((await t.call('POST', '/v1/user/signup', form)).status).toBe(201);
    // Past the 30 s cooldown the sign-up's code started.
    await t.pool.query("update rate_events set at = at - interval '1 minute'");
    await t.pool.query("update otps set created_at = created_at - interval '1 minute'");
    const finishedBefore = sms.finished;
    const waiting = await t.call('POST', '/v1/user/resend-otp', {
      mobile: form.mobile,
      country_code: form.country_code,
    });
    expect(sms.finished).toBe(finishedBefore);
    const stranger = nextPhone();
    const unknown = await t.call('POST', '/v1/user/resend-otp', stranger);
    expect(waiting.status).toBe(200);
    expect(unknown.status).toBe(200);

    await sentAfterwards();
    expect(sms.sent.filter((text) => text.to === `+1${form.mobile}`)).toHaveLength(2);
    expect(sms.sent.some((text) => text.to === `+1${stranger.mobile}`)).toBe(false);
  });
});

describe('a sign-up with a member’s details answers before the notice is sent', () => {
  it('answers like a new sign-up while the notice is on its way, then emails the owner', async () => {
    const owner = await member();
    const finishedBefore = email.finished;
    const again = await t.call('POST', '/v1/user/signup', parentForm({ email: owner.email }));
    expect(again.status).toBe(201);
    expect(email.finished).toBe(finishedBefore);
    await sentAfterwards();
    expect(
      email.sent.filter(
        (mail) =>
          mail.to === owner.email && mail.subject === 'Someone tried to sign up with your details',
      ),
    ).toHaveLength(1);
  });
});
