import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPromoCode, AdminPromoCodeList } from '../../../src/contract/admin-money';
import { ADMIN_PATHS, ROUTES } from '../../../src/contract/endpoints';
import { createTestApp, signUpAndVerify, type TestApp } from '../harness';
import { bearer, staff } from './market-people';

// The promo codes of the money desk (interface §10) and their use at the checkout.

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await staff(t, 'admin')).token;
});
afterAll(async () => {
  await t.close();
});

const CARD = {
  card_number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  name: 'Ana Parent',
  accept_terms: 'on',
};
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const create = (body: unknown, token = adminToken) =>
  t.call('POST', ADMIN_PATHS.promoCodes, body, bearer(token));
const disable = (code: string, body?: unknown, token = adminToken) =>
  t.call('POST', ADMIN_PATHS.disablePromoCode(code), body, bearer(token));
const list = async () => {
  const answer = await t.call('GET', ADMIN_PATHS.promoCodes, undefined, bearer(adminToken));
  expect(answer.status).toBe(200);
  return AdminPromoCodeList.parse(answer.body.results);
};
const listed = async (code: string) => (await list()).find((item) => item.code === code);
const check = (code: string) => t.call('POST', '/v1/users/add-promocode', { code, type: 'user' });
const buy = (token: string, promo_code: string) =>
  t.call(
    'POST',
    '/v1/user/buy-subscription',
    { plan_id: 'parent-plus-monthly', promo_code },
    bearer(token),
  );
const pay = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/checkout/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(CARD).toString(),
  });
const auditOf = async (code: string) =>
  (
    await t.pool.query(
      `select action, reason, details from audit_log
        where target_kind = 'promo_code' and target_id = $1 order by id`,
      [code],
    )
  ).rows;

describe('making a promo code', () => {
  it('keeps it upper-case, lists it with its uses and status, and the checkout takes it for every plan', async () => {
    const answer = await create({
      code: 'spring-25',
      discount_percent: 25,
      max_uses: 3,
      expires_at: inHours(24 * 30),
      reason: 'Spring campaign for new families.',
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Promo code SPRING-25 created.');
    const code = AdminPromoCode.parse(answer.body.results);
    expect(code).toMatchObject({
      code: 'SPRING-25',
      discount_percent: 25,
      plan_ids: [],
      max_uses: 3,
      uses: 0,
      disabled_at: null,
      status: 'active',
    });
    expect(await listed('SPRING-25')).toEqual(code);
    expect(await auditOf('SPRING-25')).toMatchObject([
      {
        action: 'promo_code.create',
        reason: 'Spring campaign for new families.',
        details: { discount_percent: 25, max_uses: 3 },
      },
    ]);
    const checked = await check('spring-25');
    expect(checked.status, checked.body.message).toBe(200);
    expect(checked.body.results.plans.length).toBeGreaterThan(1);

    const named = await create({
      code: 'PLUSONLY',
      discount_percent: 100,
      plan_ids: ['parent-plus-monthly'],
    });
    expect(named.body.results).toMatchObject({ plan_ids: ['parent-plus-monthly'], max_uses: null });
    expect(await auditOf('PLUSONLY')).toMatchObject([{ reason: null }]);
  });

  it('refuses a code that exists, whatever its case, with 409', async () => {
    expect((await create({ code: 'DUP-1', discount_percent: 10 })).status).toBe(200);
    const again = await create({ code: 'dup-1', discount_percent: 20 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The promo code DUP-1 already exists. Choose another code.');
    expect((await listed('DUP-1'))?.discount_percent).toBe(10);
    const seeded = await create({ code: 'welcome20', discount_percent: 5 });
    expect(seeded.status).toBe(409);
  });

  it('names the wrong field of a bad body; staff other than admins 403, no session 401', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ discount_percent: 10 }, 'code', /code must be 3–32 letters, digits or dashes/],
      [{ code: 'AB', discount_percent: 10 }, 'code', /code must be 3–32/],
      [{ code: 'NO SPACE', discount_percent: 10 }, 'code', /code must be 3–32/],
      [{ code: 'X'.repeat(33), discount_percent: 10 }, 'code', /code must be 3–32/],
      [
        { code: 'GOOD1' },
        'discount_percent',
        /discount_percent must be a whole number from 1 to 100/,
      ],
      [{ code: 'GOOD1', discount_percent: 0 }, 'discount_percent', /from 1 to 100/],
      [{ code: 'GOOD1', discount_percent: 101 }, 'discount_percent', /from 1 to 100/],
      [{ code: 'GOOD1', discount_percent: 12.5 }, 'discount_percent', /from 1 to 100/],
      [{ code: 'GOOD1', discount_percent: 10, max_uses: 0 }, 'max_uses', /max_uses must be/],
      [{ code: 'GOOD1', discount_percent: 10, plan_ids: 'all' }, 'plan_ids', /plan_ids must be/],
      [
        { code: 'GOOD1', discount_percent: 10, plan_ids: ['parent-plus-monthly', 'gold-forever'] },
        'plan_ids',
        /plan_ids names plans that do not exist: gold-forever/,
      ],
      [{ code: 'GOOD1', discount_percent: 10, expires_at: 'soon' }, 'expires_at', /ISO 8601/],
      [
        { code: 'GOOD1', discount_percent: 10, expires_at: inHours(-1) },
        'expires_at',
        /expires_at must be in the future/,
      ],
      [{ code: 'GOOD1', discount_percent: 10, reason: 'r'.repeat(501) }, 'reason', /at most 500/],
    ];
    for (const [body, field, message] of cases) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(message);
      expect(answer.body.results.errors[0].field).toBe(field);
    }
    expect(await listed('GOOD1')).toBeUndefined();

    const moderator = (await staff(t, 'moderator')).token;
    const member = (await signUpAndVerify(t)).token;
    for (const token of [moderator, member]) {
      expect((await create({ code: 'NOPE1', discount_percent: 10 }, token)).status).toBe(403);
      expect((await disable('DUP-1', {}, token)).status).toBe(403);
      const read = await t.call('GET', ADMIN_PATHS.promoCodes, undefined, bearer(token));
      expect(read.status).toBe(403);
    }
    expect((await t.call('GET', ADMIN_PATHS.promoCodes)).status).toBe(401);
    const anonymous = await t.call('POST', ADMIN_PATHS.promoCodes, {
      code: 'NOPE1',
      discount_percent: 10,
    });
    expect(anonymous.status).toBe(401);
    expect((await t.call('POST', ADMIN_PATHS.disablePromoCode('DUP-1'), {})).status).toBe(401);
  });
});

describe('disabling a promo code', () => {
  it('refuses it at add-promocode, at buy-subscription and at the payment of an order made before', async () => {
    await create({ code: 'SUMMER', discount_percent: 30 });
    const buyer = await signUpAndVerify(t);
    const before = await buy(buyer.token, 'summer');
    expect(before.status, before.body.message).toBe(201);

    const answer = await disable('summer', { reason: 'Leaked on a coupon site.' });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(
      'Promo code SUMMER is disabled: the checkout refuses it from now on.',
    );
    expect(answer.body.results).toMatchObject({
      status: 'disabled',
      disabled_at: expect.any(String),
    });
    const refused = await check('SUMMER');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This promo code is no longer available. Remove it to pay the full price.',
    );
    const spanish = await t.call(
      'POST',
      '/v1/users/add-promocode',
      { code: 'SUMMER', type: 'user' },
      { 'accept-language': 'es' },
    );
    expect(spanish.body.message).toBe(
      'Este código promocional ya no está disponible. Quítalo para pagar el precio completo.',
    );
    const buying = await buy((await signUpAndVerify(t)).token, 'SUMMER');
    expect(buying.status).toBe(400);
    expect(buying.body.message).toMatch(/no longer available/);

    const paid = await pay(before.body.results.order_id);
    expect(paid.headers.location).toContain('/checkout-fail?order=');
    const { rows } = await t.pool.query('select status, failure_reason from orders where id = $1', [
      before.body.results.order_id,
    ]);
    expect(rows[0]).toEqual({
      status: 'failed',
      failure_reason: 'This promo code is no longer available. Remove it to pay the full price.',
    });

    const again = await disable('SUMMER');
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.message).toBe('Promo code SUMMER was already disabled.');
    expect((await auditOf('SUMMER')).map((row) => [row.action, row.reason])).toEqual([
      ['promo_code.create', null],
      ['promo_code.disable', 'Leaked on a coupon site.'],
    ]);
    const unknown = await disable('NO-SUCH-CODE', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('We could not find this promo code. Check the code.');
    expect((await disable('SUMMER', { reason: 7 })).body.results.errors[0].field).toBe('reason');
  });
});

describe('max_uses under a burst', () => {
  it('20 members pay at once with a code of 5 uses: exactly 5 paid with it, 15 refused uncharged', async () => {
    await create({ code: 'FIVE', discount_percent: 50, max_uses: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signUpAndVerify(t)));
    const ids: string[] = [];
    for (const buyer of buyers) {
      const order = await buy(buyer.token, 'FIVE');
      expect(order.status, order.body.message).toBe(201);
      ids.push(order.body.results.order_id);
    }
    const answers = await Promise.all(ids.map((id) => pay(id)));
    const locations = answers.map((answer) => String(answer.headers.location));
    expect(locations.filter((where) => where.includes('/checkout-success/'))).toHaveLength(5);
    const { rows } = await t.pool.query(
      'select status, failure_reason from orders where id = any($1)',
      [ids],
    );
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(5);
    const failed = rows.filter((row) => row.status === 'failed');
    expect(failed).toHaveLength(15);
    expect(new Set(failed.map((row) => row.failure_reason))).toEqual(
      new Set(['This promo code has been used up.']),
    );
    expect(await listed('FIVE')).toMatchObject({ uses: 5, max_uses: 5, status: 'used_up' });
    expect((await check('FIVE')).body.message).toBe('This promo code has been used up.');
  });
});

// The clock moves forward from here on (POST /dev/tick): this runs last.
describe('a code past its expires_at', () => {
  it('reads expired and is refused at the checkout once the clock passes it', async () => {
    await create({ code: 'HOUR', discount_percent: 15, expires_at: inHours(1) });
    const buyer = await signUpAndVerify(t);
    expect((await buy(buyer.token, 'HOUR')).status).toBe(201);
    const tick = await t.call('POST', ROUTES.devTick, { now: inHours(2) });
    expect(tick.status, tick.body.message).toBe(200);
    // The admin's session of two hours ago has run out: a fresh one.
    adminToken = (await staff(t, 'admin', 'Sam later')).token;
    expect((await listed('HOUR'))?.status).toBe('expired');
    expect((await check('HOUR')).body.message).toBe('This promo code has expired.');
    const late = await buy((await signUpAndVerify(t)).token, 'HOUR');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This promo code has expired.');
    // A code made now must expire after the server's clock, not the wall clock.
    const stale = await create({ code: 'STALE', discount_percent: 5, expires_at: inHours(1.5) });
    expect(stale.status).toBe(400);
    expect(stale.body.results.errors[0].field).toBe('expires_at');
  });
});
