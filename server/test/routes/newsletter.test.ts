import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function row(email: string) {
  const { rows } = await t.pool.query('select * from newsletter_subscribers where email = $1', [
    email,
  ]);
  return rows;
}

describe('newsletter', () => {
  it('signs up a new address with double opt-in and records consent', async () => {
    const answer = await t.call(
      'POST',
      '/v1/users/add-newsletter',
      { email: 'New.Reader@Example.com ' },
      { referer: 'https://partner.example/blog' },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message:
        'Thanks! Check your inbox and confirm your subscription to start receiving our newsletter.',
    });
    const [subscriber] = await row('new.reader@example.com');
    expect(subscriber.status).toBe('pending');
    expect(subscriber.consent_source).toBe('https://partner.example/blog');
    expect(subscriber.consent_at).toBeInstanceOf(Date);
    const [mail] = await t.outbox('new.reader@example.com');
    expect(mail?.channel).toBe('email');
    expect(mail?.body).toContain(`http://ftc.test/v1/users/newsletter/confirm?token=${mail?.code}`);
  });

  it('answers a second sign-up clearly and confirms through the link', async () => {
    await t.call('POST', '/v1/users/add-newsletter', { email: 'twice@example.com' });
    const again = await t.call('POST', '/v1/users/add-newsletter', { email: 'TWICE@example.com' });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(
      'You already signed up with this email: we sent the confirmation link again. Check your inbox.',
    );
    const [mail] = await t.outbox('twice@example.com');
    const confirm = await t.call('GET', `/v1/users/newsletter/confirm?token=${mail?.code}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body.message).toBe('Your subscription is confirmed. Welcome!');
    const third = await t.call('POST', '/v1/users/add-newsletter', { email: 'twice@example.com' });
    expect(third.body).toEqual({
      success: true,
      message: 'This email is already subscribed to our newsletter. Thank you!',
    });
    const rows = await row('twice@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('confirmed');
    expect(rows[0].signups).toBe(3);
  });

  it('sends a browser that opens the link to the site', async () => {
    await t.call('POST', '/v1/users/add-newsletter', { email: 'browser@example.com' });
    const [mail] = await t.outbox('browser@example.com');
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/users/newsletter/confirm?token=${mail?.code}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/?newsletter=confirmed');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/users/newsletter/confirm?token=nope',
      headers: { accept: 'text/html' },
    });
    expect(bad.headers.location).toBe('/?newsletter=invalid');
  });

  it('uses the validation messages of spec §5', async () => {
    const missing = await t.call('POST', '/v1/users/add-newsletter', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Email Field is required.');
    const empty = await t.call('POST', '/v1/users/add-newsletter', { email: '  ' });
    expect(empty.body.message).toBe('Email Field is required.');
    const invalid = await t.call('POST', '/v1/users/add-newsletter', { email: 'anna@example' });
    expect(invalid.body.message).toBe('Please enter valid email address.');
  });
});

describe('newsletter rate limits', () => {
  it('limits sign-ups per address per hour, saying when to retry', async () => {
    const limited = await createTestApp({ RATE_NEWSLETTER_PER_HOUR: '3' });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await limited.call('POST', '/v1/users/add-newsletter', { email: `r${i}@example.com` }))
            .status,
        ).toBe(201);
      }
      const answer = await limited.call('POST', '/v1/users/add-newsletter', {
        email: 'r9@example.com',
      });
      expect(answer.status).toBe(429);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(/Try again in \d+ minutes/);
    } finally {
      await limited.close();
    }
  });
});
