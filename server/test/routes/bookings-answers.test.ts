import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../../src/contract/bookings';
import { BOOKING_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import {
  act,
  ask,
  BOOKING_ENV,
  confirmed,
  list,
  mails,
  pair,
  requestBody,
  requested,
  tick,
} from './booking-people';
import { caregiver, givePlan, parent } from './market-people';

// What happens after a request (interface §11): accept and decline by the caregiver, overlap
// exact under a burst, cancel by either side with the late-cancel rule, hours, approve and
// dispute. Someone else's booking is 404, the wrong side 403, a wrong status 409 saying why.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(BOOKING_ENV);
});
afterAll(async () => {
  await t?.close();
});

const fieldOf = (answer: { body: { results?: any } }) => answer.body.results?.errors?.[0]?.field;

describe('accept and decline', () => {
  it('the caregiver accepts: confirmed, the parent emailed; accepting again is 409 saying why', async () => {
    const { mom, carer } = await pair(t);
    const made = await requested(t, mom, carer);
    const answer = await act(t, carer.token, 'accept', made.id);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Booking confirmed. The parent is told.');
    expect(Booking.parse(answer.body.results)).toMatchObject({
      id: made.id,
      status: 'confirmed',
      other: { id: mom.user.id, first_name: 'Ana', kind: 'parent' },
    });
    const row = await t.pool.query('select confirmed_at from bookings where id = $1', [made.id]);
    expect(row.rows[0].confirmed_at).not.toBeNull();
    expect(
      await mails(t, mom.form.email, `${carer.firstName} confirmed your booking`),
    ).toHaveLength(1);
    expect((await list(t, mom.token, '?status=confirmed')).items[0]?.id).toBe(made.id);
    const again = await act(t, carer.token, 'decline', made.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This booking is confirmed: only a request can be accepted or declined.',
    );
    const es = await act(t, carer.token, 'accept', made.id, {}, { 'accept-language': 'es' });
    expect(es.body.message).toBe(
      'Esta reserva está confirmada: solo una solicitud se puede aceptar o rechazar.',
    );
  });

  it('the caregiver declines with a reason: declined, the parent emailed', async () => {
    const { mom, carer } = await pair(t);
    const made = await requested(t, mom, carer);
    // No body at all is fine too (the reason is optional).
    const other = await requested(t, mom, carer, 60);
    const bodyless = await t.app.inject({
      method: 'POST',
      url: BOOKING_PATHS.decline(other.id),
      headers: { authorization: `Bearer ${carer.token}` },
    });
    expect(bodyless.statusCode, bodyless.body).toBe(200);
    expect(bodyless.json().results.status).toBe('declined');
    const answer = await act(t, carer.token, 'decline', made.id, { reason: 'Away that week' });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.results.status).toBe('declined');
    const sent = await mails(t, mom.form.email, `${carer.firstName} declined your booking request`);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toMatch(/cannot take your booking/);
  });

  it('after respond_by the request cannot be answered: 409', async () => {
    const { mom, carer } = await pair(t);
    const made = await requested(t, mom, carer);
    await t.pool.query(
      `update bookings set respond_by = ftc_now() - interval '1 minute' where id = $1`,
      [made.id],
    );
    const answer = await act(t, carer.token, 'accept', made.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/The time to answer this request ended/);
  });

  it('the parent accepting is 403; another caregiver 404; an unknown id 404; no session 401', async () => {
    const { mom, carer } = await pair(t);
    const made = await requested(t, mom, carer);
    const asParent = await act(t, mom.token, 'accept', made.id);
    expect(asParent.status).toBe(403);
    expect(asParent.body.message).toBe(
      'This is a parent session; log in as a caregiver to answer a booking request.',
    );
    const stranger = await caregiver(t);
    expect((await act(t, stranger.token, 'accept', made.id)).status).toBe(404);
    const unknown = await act(t, carer.token, 'decline', 99_999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/not found, or it is not yours/);
    const anonymous = await t.call('POST', BOOKING_PATHS.accept(made.id), {});
    expect(anonymous.status).toBe(401);
    const badId = await act(t, carer.token, 'accept', 'abc');
    expect(badId.status).toBe(400);
    expect(fieldOf(badId)).toBe('id');
  });

  it('a request overlapping a confirmed booking of the caregiver is 409; a free time is fine', async () => {
    const { mom, carer } = await pair(t);
    const booked = await confirmed(t, mom, carer, 48, 3);
    const other = await parent(t, 'Cy Other');
    await givePlan(t, other.user.id, 'user');
    const clash = await ask(t, other.token, requestBody(t, carer.profileId, 49, 3));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      `The caregiver already has a confirmed booking that overlaps ${booked.starts_at}. Choose another time.`,
    );
    expect((await ask(t, other.token, requestBody(t, carer.profileId, 51, 2))).status).toBe(201);
  });

  it('the burst: 10 parallel requests for one slot all made, then 10 parallel accepts: one confirmed, nine 409', async () => {
    const { mom, carer } = await pair(t);
    const body = requestBody(t, carer.profileId, 72, 4);
    const asked = await Promise.all(Array.from({ length: 10 }, () => ask(t, mom.token, body)));
    expect(asked.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const ids = asked.map((answer) => answer.body.results.id as number);
    const accepts = await Promise.all(ids.map((id) => act(t, carer.token, 'accept', id)));
    const statuses = accepts.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(accepts.find((answer) => answer.status === 409)?.body.message).toBe(
      'You already have a confirmed booking that overlaps this one. Decline this request, or cancel the other booking first.',
    );
    const rows = await t.pool.query(
      `select status, count(*)::int as n from bookings where id = any($1) group by status order by status`,
      [ids],
    );
    expect(rows.rows).toEqual([
      { status: 'confirmed', n: 1 },
      { status: 'requested', n: 9 },
    ]);
  });
});

describe('cancel', () => {
  it('needs a reason of 5 characters, naming reason', async () => {
    const { mom, carer } = await pair(t);
    const made = await requested(t, mom, carer);
    for (const body of [{}, { reason: '' }, { reason: 'no' }, { reason: 'x'.repeat(501) }]) {
      const answer = await act(t, mom.token, 'cancel', made.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldOf(answer)).toBe('reason');
      expect(answer.body.message).toMatch(/reason/);
    }
  });

  it('the parent cancels more than 24 h ahead: not late; the caregiver emailed; again is 409', async () => {
    const { mom, carer } = await pair(t);
    const booked = await confirmed(t, mom, carer, 48);
    const answer = await act(t, mom.token, 'cancel', booked.id, { reason: 'Plans changed' });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Booking cancelled. The other side is told.');
    expect(answer.body.results).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'parent',
      late_cancel: false,
    });
    const sent = await mails(t, carer.form.email, 'Ana cancelled a booking');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatch(/Their reason: Plans changed/);
    const again = await act(t, carer.token, 'cancel', booked.id, { reason: 'Plans changed' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This booking is cancelled: only a requested or confirmed booking can be cancelled.',
    );
  });

  it('the caregiver cancels less than 24 h before: late_cancel for the caregiver; the parent emailed', async () => {
    const { mom, carer } = await pair(t);
    const booked = await confirmed(t, mom, carer, 10);
    const answer = await act(t, carer.token, 'cancel', booked.id, { reason: 'I am sick today' });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toMatch(/late cancellation/);
    expect(answer.body.results).toMatchObject({ cancelled_by: 'caregiver', late_cancel: true });
    expect(await mails(t, mom.form.email, `${carer.firstName} cancelled a booking`)).toHaveLength(
      1,
    );
    const stranger = await parent(t);
    expect((await act(t, stranger.token, 'cancel', booked.id, { reason: 'Not mine' })).status).toBe(
      404,
    );
  });
});

describe('hours, approve and dispute', () => {
  it('hours after the end: steps and limit name hours; submitted, approved with amount_due; emails both ways', async () => {
    const { mom, carer } = await pair(t);
    const booked = await confirmed(t, mom, carer, 3, 3);
    const early = await act(t, carer.token, 'hours', booked.id, { hours: 3 });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/submit the hours after it ends/);
    await tick(t, 7);
    for (const [hours, message] of [
      [3.1, /steps of 0.25/],
      [7.25, /at most 7: the booked 3 hours plus 4/],
      [0, /above 0/],
      ['three', /hours must be a number/],
    ] as const) {
      const answer = await act(t, carer.token, 'hours', booked.id, { hours });
      expect(answer.status, String(hours)).toBe(400);
      expect(fieldOf(answer)).toBe('hours');
      expect(answer.body.message).toMatch(message);
    }
    expect((await act(t, mom.token, 'hours', booked.id, { hours: 3 })).status).toBe(403);
    const submitted = await act(t, carer.token, 'hours', booked.id, {
      hours: 3.5,
      note: 'Stayed late, traffic',
    });
    expect(submitted.status, submitted.body.message).toBe(200);
    expect(submitted.body.results).toMatchObject({ status: 'hours_submitted', hours: 3.5 });
    const told = await mails(
      t,
      mom.form.email,
      `${carer.firstName} submitted the hours of a booking`,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/worked 3.5 hours/);
    expect((await act(t, carer.token, 'approve', booked.id)).status).toBe(403);
    const approved = await act(t, mom.token, 'approve', booked.id);
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.results).toMatchObject({ status: 'completed', amount_due: 7000 });
    const paid = await mails(t, carer.form.email, 'Ana approved your hours');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body).toMatch(/Amount due: \$70\.00/);
    const twice = await act(t, mom.token, 'dispute', booked.id, { reason: 'Too many hours' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(
      /This booking is completed: hours can be approved or disputed only/,
    );
  });

  it('a dispute needs a reason; disputed, the caregiver emailed; hours twice is 409', async () => {
    const { mom, carer } = await pair(t);
    const booked = await confirmed(t, mom, carer, 3, 2);
    await tick(t, 6);
    expect((await act(t, carer.token, 'hours', booked.id, { hours: 2 })).status).toBe(200);
    const again = await act(t, carer.token, 'hours', booked.id, { hours: 2 });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/hours can be submitted once, for a confirmed booking/);
    const bare = await act(t, mom.token, 'dispute', booked.id, {});
    expect(bare.status).toBe(400);
    expect(fieldOf(bare)).toBe('reason');
    const disputed = await act(t, mom.token, 'dispute', booked.id, {
      reason: 'She left an hour early',
    });
    expect(disputed.status, disputed.body.message).toBe(200);
    expect(disputed.body.results).toMatchObject({ status: 'disputed', amount_due: null });
    const sent = await mails(t, carer.form.email, 'Ana disputed your hours');
    expect(sent[0]?.body).toMatch(/She left an hour early/);
    // Cancelling after the start is refused.
    const late = await act(t, mom.token, 'cancel', booked.id, { reason: 'Too late now' });
    expect(late.status).toBe(409);
  });

  it('a started confirmed booking cannot be cancelled; approve before hours is 409', async () => {
    const { mom, carer } = await pair(t);
    const booked = await confirmed(t, mom, carer, 3, 4);
    expect((await act(t, mom.token, 'approve', booked.id)).status).toBe(409);
    await tick(t, 4);
    const answer = await act(t, mom.token, 'cancel', booked.id, { reason: 'Changed my mind' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/has already started/);
  });
});
