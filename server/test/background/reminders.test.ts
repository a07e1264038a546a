import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { DAY_MS, HOUR_MS, plus, serverNow, subscribedParent, tick } from './support';

// Renewal reminders (interface §9): 14 days before a yearly plan renews, and once a year for a
// monthly plan, an email states plan, price, renewal date and how to cancel; once per renewal.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const periodEnd = async (accountId: string): Promise<Date> =>
  (
    await t.pool.query('select current_period_end from subscriptions where account_id = $1', [
      accountId,
    ])
  ).rows[0].current_period_end;

const remindersTo = async (email: string) =>
  (await t.outbox(email)).filter((mail) => /renews on|se renueva el/.test(mail.subject ?? ''));

describe('renewal reminders', () => {
  it('a yearly plan: one reminder 14 days before it renews, with plan, price, date and how to cancel', async () => {
    const parent = await subscribedParent(t, { plan: 'parent-basic-yearly' });
    const end = await periodEnd(parent.accountId);

    await tick(t, plus(end, -15 * DAY_MS));
    expect(await remindersTo(parent.form.email)).toHaveLength(0);

    const did = await tick(t, plus(end, -14 * DAY_MS + HOUR_MS));
    expect(did['renewal-notices']).toMatchObject({ reminders: 1 });
    const reminders = await remindersTo(parent.form.email);
    expect(reminders).toHaveLength(1);
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      end,
    );
    expect(reminders[0]?.subject).toBe(`Your Family Basic Annual plan renews on ${date}`);
    expect(reminders[0]?.body).toContain(
      `Your Family Basic Annual plan renews automatically on ${date} at $149.90 (every year)`,
    );
    expect(reminders[0]?.body).toContain('http://ftc.test/dashboard/billing');
    expect(reminders[0]?.body).toContain('Cancel plan');

    // The following days: nothing more for this renewal.
    await tick(t, plus(end, -13 * DAY_MS));
    await tick(t, plus(end, -2 * DAY_MS));
    expect(await remindersTo(parent.form.email)).toHaveLength(1);
  });

  it('in the member’s language: Spanish words, money and dates', async () => {
    const parent = await subscribedParent(t, { plan: 'parent-plus-yearly' });
    await t.pool.query(`update accounts set language = 'es' where id = $1`, [parent.accountId]);
    const end = await periodEnd(parent.accountId);
    await tick(t, plus(end, -14 * DAY_MS + HOUR_MS));
    const [reminder] = await remindersTo(parent.form.email);
    const date = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(end);
    const price = '$259.90'; // US Spanish writes dollars as the US does
    expect(reminder?.subject).toBe(`Tu plan Family Plus Annual se renueva el ${date}`);
    expect(reminder?.body).toContain(`por ${price} (cada año)`);
    expect(reminder?.body).toContain('Cancelar plan');
  });

  it('a monthly plan: one reminder in a year, before the renewal that completes it', async () => {
    const parent = await subscribedParent(t);
    const reminded: Date[] = [];
    // Twelve months of days: each renewal 14 days ahead, then the renewal itself.
    for (let month = 1; month <= 13; month += 1) {
      const end = await periodEnd(parent.accountId);
      const before = (await remindersTo(parent.form.email)).length;
      const now = await serverNow(t);
      if (end.getTime() - 14 * DAY_MS + HOUR_MS > now) {
        await tick(t, plus(end, -14 * DAY_MS + HOUR_MS));
      }
      if ((await remindersTo(parent.form.email)).length > before) reminded.push(end);
      await tick(t, plus(end, -HOUR_MS));
      expect(await periodEnd(parent.accountId)).not.toEqual(end);
    }
    expect(reminded).toHaveLength(1);
    const { rows } = await t.pool.query<{ months: number }>(
      `select (extract(year from age($1::timestamptz, created_at)) * 12
               + extract(month from age($1::timestamptz, created_at)))::int as months
         from subscriptions where account_id = $2`,
      [reminded[0], parent.accountId],
    );
    expect(rows[0]?.months).toBe(12);
  });
});
