import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import { act, BOOKING_ENV, confirmed, list, mails, pair, requested, tick } from './booking-people';
import { bearer } from './market-people';

// The time-driven work of bookings (interface §11), through `POST /dev/tick` (never by sleeping):
// requests past respond_by expire, both sides are reminded 24 h before a confirmed booking
// (email, and SMS when `sms.bookings` is on), hours left unanswered 48 h are approved.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(BOOKING_ENV);
});
afterAll(async () => {
  await t?.close();
});

describe('expiry', () => {
  it('a request not answered by respond_by expires at the tick after it; the parent is told', async () => {
    const { mom, carer } = await pair(t);
    const made = await requested(t, mom, carer, 48);
    const before = await tick(t, 23);
    expect((await list(t, mom.token)).items[0]?.status).toBe('requested');
    expect(before?.expired).toBe(0);
    const did = await tick(t, 1.5);
    expect(did?.expired).toBeGreaterThanOrEqual(1);
    const mine = await list(t, mom.token);
    expect(mine.items[0]).toMatchObject({ id: made.id, status: 'expired' });
    const sent = await mails(t, mom.form.email, 'Your booking request was not answered in time');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatch(new RegExp(`${carer.firstName} did not answer your request`));
    const late = await act(t, carer.token, 'accept', made.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'This booking is expired: only a request can be accepted or declined.',
    );
    // Once only.
    await tick(t, 1);
    expect(
      await mails(t, mom.form.email, 'Your booking request was not answered in time'),
    ).toHaveLength(1);
  });

  it('the expiry email is in the parent’s language', async () => {
    const { mom, carer } = await pair(t, 'Lupe Madre');
    // A request in Spanish sets the account's language (interface §9).
    await t.call('GET', ACCOUNT_PATHS.notificationSettings('user'), undefined, {
      ...bearer(mom.token),
      'accept-language': 'es',
    });
    await requested(t, mom, carer, 10);
    await tick(t, 9.5);
    const sent = await mails(t, mom.form.email, 'Tu solicitud de reserva no se respondió a tiempo');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatch(/^Hola, Lupe:/);
  });
});

describe('reminders', () => {
  it('24 h before a confirmed booking both sides are emailed, SMS where sms.bookings is on, once only', async () => {
    const { mom, carer } = await pair(t);
    // The parent turns booking texts off; the caregiver keeps the default (on).
    const settings = await t.call(
      'GET',
      ACCOUNT_PATHS.notificationSettings('user'),
      undefined,
      bearer(mom.token),
    );
    const off = { ...settings.body.results, sms: { bookings: false } };
    const put = await t.call(
      'PUT',
      ACCOUNT_PATHS.notificationSettings('user'),
      off,
      bearer(mom.token),
    );
    expect(put.status, put.body.message).toBe(200);
    const booked = await confirmed(t, mom, carer, 30, 3);
    await tick(t, 5);
    expect(await mails(t, mom.form.email, /^Reminder/)).toHaveLength(0);
    await tick(t, 2);
    const toMom = await mails(
      t,
      mom.form.email,
      `Reminder: a booking tomorrow with ${carer.firstName}`,
    );
    const toCarer = await mails(t, carer.form.email, 'Reminder: a booking tomorrow with Ana');
    expect(toMom).toHaveLength(1);
    expect(toCarer).toHaveLength(1);
    expect(toCarer[0]?.body).toMatch(/Your booking with Ana is on/);
    const carerPhone = `${carer.form.country_code}${carer.form.mobile}`;
    const momPhone = `${mom.form.country_code}${mom.form.mobile}`;
    const texts = (await t.outbox(carerPhone)).filter((m) => m.channel === 'sms' && !m.code);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(/^FTC: your booking with Ana starts/);
    expect((await t.outbox(momPhone)).filter((m) => m.channel === 'sms' && !m.code)).toHaveLength(
      0,
    );
    const row = await t.pool.query('select reminded_at from bookings where id = $1', [booked.id]);
    expect(row.rows[0].reminded_at).not.toBeNull();
    await tick(t, 2);
    expect(await mails(t, carer.form.email, /^Reminder/)).toHaveLength(1);
  });
});

describe('hours left unanswered', () => {
  it('are approved 48 h after they were submitted: completed with amount_due, the caregiver told', async () => {
    const { mom, carer } = await pair(t);
    const booked = await confirmed(t, mom, carer, 3, 2);
    await tick(t, 6);
    const submitted = await act(t, carer.token, 'hours', booked.id, { hours: 2.25 });
    expect(submitted.status, submitted.body.message).toBe(200);
    await tick(t, 47);
    expect((await list(t, mom.token)).items[0]?.status).toBe('hours_submitted');
    const did = await tick(t, 1.5);
    expect(did?.approved).toBeGreaterThanOrEqual(1);
    expect((await list(t, carer.token)).items[0]).toMatchObject({
      id: booked.id,
      status: 'completed',
      hours: 2.25,
      amount_due: 4500,
    });
    const sent = await mails(t, carer.form.email, 'Ana approved your hours');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatch(/Amount due: \$45\.00/);
  });
});
