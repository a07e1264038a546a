import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import { bearer, caregiver, givePlan, parent, staff } from './market-people';

// Interface §10 `GET /v1/admin/metrics` (issue 23 item 7): invented rows on known UTC days of
// March 2025 (far from the seed's rows, made today), and the figures they must give.

let t: TestApp;
let adminToken: string;
let moderatorToken: string;
let memberToken: string;

const at = (iso: string) => new Date(iso);
const metrics = (query: string, headers: Record<string, string> = bearer(adminToken)) =>
  t.call('GET', `${ADMIN_PATHS.metrics}?${query}`, undefined, headers);

let accounts = 0;
async function account(type: 'user' | 'service_provider', createdAt: string) {
  accounts += 1;
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into accounts (type, full_name, email, country_code, mobile, password_hash, created_at)
     values ($1, 'Metric Person', $2, '+1', $3, 'x', $4) returning id`,
    [
      type,
      `metric${accounts}@ftc.test`,
      `20155590${String(accounts).padStart(2, '0')}`,
      at(createdAt),
    ],
  );
  return rows[0]?.id as string;
}

async function order(
  id: string,
  accountId: string,
  o: {
    kind?: string;
    amount: number;
    currency?: string;
    paid?: string;
    start?: string;
    end?: string;
    status?: string;
  },
) {
  const plan = await t.pool.query<{ id: string }>(
    "select id from plans where audience = 'user' limit 1",
  );
  await t.pool.query(
    `insert into orders (id, account_id, plan_id, kind, amount, currency, status, paid_at, period_start, period_end, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($8, now()))`,
    [
      id,
      accountId,
      plan.rows[0]?.id,
      o.kind ?? 'buy-subscription',
      o.amount,
      o.currency ?? 'USD',
      o.status ?? (o.paid ? 'paid' : 'pending'),
      o.paid ? at(o.paid) : null,
      o.start ? at(o.start) : null,
      o.end ? at(o.end) : null,
    ],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await staff(t, 'admin')).token;
  moderatorToken = (await staff(t, 'moderator')).token;
  memberToken = (await parent(t, 'Mia Member')).token;

  // Sign-ups: 2 parents and 1 caregiver on the 1st, 1 parent on the 3rd; two just outside.
  const p1 = await account('user', '2025-03-01T08:00:00Z');
  const p2 = await account('user', '2025-03-01T23:59:59Z');
  const c1 = await account('service_provider', '2025-03-01T00:00:00Z');
  await account('user', '2025-03-03T12:00:00Z');
  await account('user', '2025-02-28T23:59:59Z');
  await account('service_provider', '2025-03-05T00:00:00Z');

  // Orders. o5 began before the range and ends on the 2nd; o2 is refunded 2000 on the 3rd.
  await order('m_o1', p1, {
    amount: 1999,
    paid: '2025-03-01T10:00:00Z',
    start: '2025-03-01T10:00:00Z',
    end: '2025-04-01T10:00:00Z',
  });
  await order('m_o2', p2, {
    amount: 5000,
    paid: '2025-03-02T09:00:00Z',
    start: '2025-03-02T09:00:00Z',
    end: '2025-03-03T12:00:00Z',
  });
  await order('m_o3', c1, {
    kind: 'renewal',
    amount: 1999,
    paid: '2025-03-04T01:00:00Z',
    start: '2025-03-04T01:00:00Z',
    end: '2025-04-04T01:00:00Z',
  });
  await order('m_o4', p1, { amount: 1999 }); // pending: nothing
  await order('m_o5', c1, {
    amount: 999,
    paid: '2025-02-01T00:00:00Z',
    start: '2025-02-01T00:00:00Z',
    end: '2025-03-02T06:00:00Z',
  });
  // Another currency: a new plan, an active plan, but not revenue (revenue is USD only).
  await order('m_o6', p2, {
    amount: 999,
    currency: 'EUR',
    paid: '2025-03-01T11:00:00Z',
    start: '2025-03-01T11:00:00Z',
    end: '2025-03-10T11:00:00Z',
  });
  await t.pool.query(
    "update orders set refunded_amount = 2000, status = 'partially_refunded' where id = 'm_o2'",
  );
  await t.pool.query(
    "update order_refunds set created_at = '2025-03-03T15:00:00Z' where order_id = 'm_o2'",
  );

  // Cancellations: one on the 2nd, two on the 4th.
  await t.pool.query(
    `insert into plan_cancellations (account_id, plan_id, created_at)
     select $1, (select id from plans limit 1), unnest($2::timestamptz[])`,
    [p1, ['2025-03-02T10:00:00Z', '2025-03-04T10:00:00Z', '2025-03-04T23:00:00Z']],
  );

  // Messages (3 on the 1st, 2 on the 3rd, 1 after), a job on the 2nd, a hire on the 4th.
  const carer = await caregiver(t, { firstName: 'Metra' });
  const conversation = await t.pool.query<{ id: string }>(
    "insert into conversations (parent_account_id, profile_id, started_by) values ($1, $2, 'parent') returning id",
    [p1, carer.profileId],
  );
  for (const sent of [
    '2025-03-01T01:00:00Z',
    '2025-03-01T02:00:00Z',
    '2025-03-01T23:00:00Z',
    '2025-03-03T05:00:00Z',
    '2025-03-03T06:00:00Z',
    '2025-03-05T00:00:01Z',
  ])
    await t.pool.query(
      "insert into messages (conversation_id, sender, body, created_at) values ($1, 'parent', 'Hello', $2)",
      [conversation.rows[0]?.id, at(sent)],
    );
  await t.pool.query(
    `insert into jobs (parent_account_id, title, zip, city, state, lat, lng, services, hourly_rate_max, starts_on, created_at)
     values ($1, 'Evening sitter', '78701', 'Austin', 'TX', 30.27, -97.74, '{babysitting}', 2500, '2025-04-01', '2025-03-02T12:00:00Z')`,
    [p1],
  );
  await t.pool.query(
    "insert into hires (parent_account_id, profile_id, created_at) values ($1, $2, '2025-03-04T12:00:00Z')",
    [p2, carer.profileId],
  );

  // Reports: one open since February; one opened on the 2nd and resolved on the 3rd; one opened
  // on the 3rd; one opened and resolved on the 1st.
  const report = (created: string, resolved?: string) =>
    t.pool.query(
      `insert into reports (source, target_kind, target_id, reason, status, resolution, resolved_at, created_at)
       values ('automatic', 'message', 1, 'scam', $1, $2, $3, $4)`,
      [
        resolved ? 'resolved' : 'open',
        resolved ? 'dismiss' : null,
        resolved ? at(resolved) : null,
        at(created),
      ],
    );
  await report('2025-02-20T00:00:00Z');
  await report('2025-03-02T08:00:00Z', '2025-03-03T10:00:00Z');
  await report('2025-03-03T08:00:00Z');
  await report('2025-03-01T08:00:00Z', '2025-03-01T12:00:00Z');
});
afterAll(async () => {
  await t?.close();
});

const day = (date: string, figures: Record<string, unknown>) => ({
  date,
  signups: { parents: 0, caregivers: 0 },
  new_paid_plans: 0,
  cancellations: 0,
  revenue: 0,
  messages: 0,
  jobs: 0,
  hires: 0,
  bookings: 0,
  ...figures,
});

describe('GET /v1/admin/metrics', () => {
  it('gives every UTC day of the range with its figures, and the totals', async () => {
    const answer = await metrics('from=2025-03-01&to=2025-03-04');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Figures from 2025-03-01 to 2025-03-04 (UTC days).');
    expect(answer.body.results).toEqual({
      from: '2025-03-01',
      to: '2025-03-04',
      currency: 'USD',
      days: [
        day('2025-03-01', {
          signups: { parents: 2, caregivers: 1 },
          new_paid_plans: 2,
          revenue: 1999,
          messages: 3,
          active_plans: 3,
          open_reports: 1,
        }),
        day('2025-03-02', {
          new_paid_plans: 1,
          cancellations: 1,
          revenue: 5000,
          jobs: 1,
          active_plans: 3,
          open_reports: 2,
        }),
        day('2025-03-03', {
          signups: { parents: 1, caregivers: 0 },
          revenue: -2000,
          messages: 2,
          active_plans: 2,
          open_reports: 2,
        }),
        day('2025-03-04', {
          cancellations: 2,
          revenue: 1999,
          hires: 1,
          active_plans: 3,
          open_reports: 2,
        }),
      ],
      totals: {
        signups: { parents: 3, caregivers: 1 },
        new_paid_plans: 3,
        cancellations: 3,
        active_plans: 3,
        revenue: 6998,
        messages: 5,
        jobs: 1,
        hires: 1,
        bookings: 0,
        open_reports: 2,
      },
    });
  });

  it('keeps the figures of a day that is over: a row back-dated later does not change them', async () => {
    const messagesOn = async (date: string) =>
      (await metrics(`from=${date}&to=${date}`)).body.results.days[0].messages;
    expect(await messagesOn('2025-03-03')).toBe(2); // counted and kept by the call above
    const conversation = await t.pool.query<{ id: string }>('select id from conversations limit 1');
    await t.pool.query(
      "insert into messages (conversation_id, sender, body, created_at) values ($1, 'parent', 'Late', '2025-03-03T09:00:00Z')",
      [conversation.rows[0]?.id],
    );
    expect(await messagesOn('2025-03-03')).toBe(2);
    const kept = await t.pool.query(
      "select figures->>'messages' as messages from metrics_days where day = '2025-03-03'",
    );
    expect(kept.rows).toEqual([{ messages: '2' }]);
    // Recounted once the kept figures are dropped (as after an import).
    await t.pool.query("delete from metrics_days where day = '2025-03-03'");
    expect(await messagesOn('2025-03-03')).toBe(3);
    await t.pool.query("delete from messages where body = 'Late'");
    await t.pool.query("delete from metrics_days where day = '2025-03-03'");
  });

  it('gives days with nothing as zeros (a single day; a quiet day)', async () => {
    const answer = await metrics('from=2025-01-15&to=2025-01-15');
    expect(answer.body.results.days).toEqual([
      day('2025-01-15', { active_plans: 0, open_reports: 0 }),
    ]);
  });

  it('takes 366 days (a leap year) and answers every one of them', async () => {
    const answer = await metrics('from=2024-01-01&to=2024-12-31');
    expect(answer.status).toBe(200);
    expect(answer.body.results.days).toHaveLength(366);
    expect(answer.body.results.days[59].date).toBe('2024-02-29');
  });

  it("counts a cancellation and a refund as they happen, whoever makes them (the ledgers' triggers)", async () => {
    const today = (
      await t.pool.query<{ d: string }>(
        "select to_char(ftc_now() at time zone 'UTC', 'YYYY-MM-DD') as d",
      )
    ).rows[0]?.d;
    const figures = async () => (await metrics(`from=${today}&to=${today}`)).body.results.totals;
    const before = await figures();
    const member = await parent(t, 'Carla Cancel');
    await givePlan(t, member.user.id, 'user');
    await t.pool.query(
      'update subscriptions set auto_renew = false, cancel_at = current_period_end where account_id = $1',
      [member.user.id],
    );
    await t.pool.query(
      'update orders set amount = 3000, refunded_amount = 500 where account_id = $1',
      [member.user.id],
    );
    await t.pool.query('update orders set refunded_amount = 700 where account_id = $1', [
      member.user.id,
    ]);
    const after = await figures();
    expect(after.cancellations).toBe(before.cancellations + 1);
    // The order was paid today with 0 and changed to 3000 here: revenue counts 3000 paid, 700 back.
    expect(after.revenue).toBe(before.revenue + 3000 - 700);
    expect(after.signups.parents).toBe(before.signups.parents + 1);
  });
});

describe('bad input names the field', () => {
  const cases: [string, string, string, RegExp][] = [
    ['no from', 'from', 'to=2025-03-01', /^from is required/],
    ['no to', 'to', 'from=2025-03-01', /^to is required/],
    [
      'a day that does not exist',
      'from',
      'from=2025-02-30&to=2025-03-01',
      /^from must be a date written YYYY-MM-DD/,
    ],
    [
      'another format',
      'to',
      'from=2025-03-01&to=03/04/2025',
      /^to must be a date written YYYY-MM-DD/,
    ],
    [
      'from after to',
      'from',
      'from=2025-03-04&to=2025-03-01',
      /^from \(2025-03-04\) is after to \(2025-03-01\)/,
    ],
    [
      '367 days',
      'to',
      'from=2024-01-01&to=2025-01-01',
      /covers 367 days and can cover at most 366/,
    ],
  ];
  it.each(cases)('%s → 400 naming %s', async (_what, field, query, message) => {
    const answer = await metrics(query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(answer.body.results.errors[0].field).toBe(field);
  });

  it('says it in Spanish too', async () => {
    const answer = await metrics('from=2024-01-01&to=2025-06-01', {
      ...bearer(adminToken),
      'accept-language': 'es',
    });
    expect(answer.body.message).toMatch(/^to está demasiado lejos de from/);
  });

  it('is for admins: no session 401, a member 403, a moderator 403', async () => {
    const query = 'from=2025-03-01&to=2025-03-04';
    expect((await t.call('GET', `${ADMIN_PATHS.metrics}?${query}`)).status).toBe(401);
    expect((await metrics(query, bearer(memberToken))).status).toBe(403);
    const moderator = await metrics(query, bearer(moderatorToken));
    expect(moderator.status).toBe(403);
    expect(moderator.body.results).toBeUndefined();
  });
});
