import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../../services/payments';
import { createTestApp, signUpAndVerify, type TestApp } from '../harness';

/**
 * The sandbox, counting what it is asked to charge; each charge takes a moment, as a real
 * provider's does, so payments made at once are all in flight together.
 */
class CountingProvider extends SandboxProvider {
  readonly charged: string[] = [];
  override async charge(request: Parameters<SandboxProvider['charge']>[0]) {
    this.charged.push(request.order.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return super.charge(request);
  }
}
const provider = new CountingProvider();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { payments: provider });
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const parent = () => signUpAndVerify(t);
const caregiver = () => signUpAndVerify(t, '/v1/service-provider');

const GOOD_CARD = {
  card_number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  name: 'Ana Parent',
  accept_terms: 'on',
};

async function buy(token: string, plan_id: string, promo_code?: string, prefix = '/v1/user') {
  return t.call(
    'POST',
    `${prefix}/buy-subscription`,
    promo_code === undefined ? { plan_id } : { plan_id, promo_code },
    bearer(token),
  );
}

async function orderId(token: string, plan_id: string, promo_code?: string, prefix?: string) {
  const answer = await buy(token, plan_id, promo_code, prefix);
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.results.order_id as string;
}

function pay(id: string, fields: Record<string, string> = GOOD_CARD) {
  return t.app.inject({
    method: 'POST',
    url: `/checkout/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The app on a real port (once), for requests that must run at the same time. */
let listening: Promise<string> | undefined;
const origin = () => (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

const orderRow = async (id: string) =>
  (await t.pool.query('select * from orders where id = $1', [id])).rows[0];

describe('plans', () => {
  it('lists the parent plans and the caregiver plans, prices in minor units', async () => {
    const parents = await t.call('GET', '/v1/user/subscription-plans');
    expect(parents.status).toBe(200);
    expect(parents.body.success).toBe(true);
    const plans = parents.body.results as Record<string, unknown>[];
    expect(plans.length).toBeGreaterThanOrEqual(4);
    for (const plan of plans) {
      expect(Object.keys(plan).sort()).toEqual(
        [
          'currency',
          'description',
          'entitlements',
          'features',
          'id',
          'interval',
          'name',
          'price',
        ].sort(),
      );
      expect(Number.isInteger(plan.price)).toBe(true);
      expect(plan.currency).toBe('USD');
      expect(['month', 'year']).toContain(plan.interval);
      expect((plan.features as string[]).length).toBeGreaterThan(0);
    }
    expect(plans.find((plan) => plan.id === 'parent-basic-monthly')).toMatchObject({
      name: 'Family Basic',
      price: 1499,
      interval: 'month',
    });
    expect(plans.find((plan) => plan.id === 'parent-plus-monthly')?.price).toBe(2599);
    expect(plans.some((plan) => plan.interval === 'year')).toBe(true);

    const caregivers = await t.call('GET', '/v1/service-provider/subscription-plans');
    const ids = (caregivers.body.results as { id: string }[]).map((plan) => plan.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(ids.every((id) => id.startsWith('caregiver-'))).toBe(true);
    expect(ids.some((id) => plans.some((plan) => plan.id === id))).toBe(false);
  });

  it('are documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    for (const path of [
      '/v1/user/subscription-plans',
      '/v1/service-provider/subscription-plans',
      '/v1/users/add-promocode',
      '/v1/users/remove-promocode',
      '/v1/user/buy-subscription',
      '/v1/service-provider/buy-subscription',
      '/v1/checkout/{order_id}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/v1/users/add-promocode'].post.tags).toEqual(['Subscriptions']);
    expect(doc.paths['/v1/checkout/{order_id}'].get.tags).toEqual(['Checkout']);
    expect(doc.paths['/v1/user/buy-subscription'].post.requestBody).toBeDefined();
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/checkout'))).toBe(false);
  });
});

describe('promo codes', () => {
  it('applies a code, case-insensitively, to the plans of the audience with discounted prices', async () => {
    const answer = await t.call('POST', '/v1/users/add-promocode', {
      code: ' welcome20 ',
      type: 'User',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.results.code).toBe('WELCOME20');
    expect(answer.body.results.discount_percent).toBe(20);
    const plans = answer.body.results.plans as { plan_id: string; price: number }[];
    expect(plans.every((plan) => plan.plan_id.startsWith('parent-'))).toBe(true);
    expect(plans.find((plan) => plan.plan_id === 'parent-plus-monthly')?.price).toBe(2079);
    expect(plans.find((plan) => plan.plan_id === 'parent-basic-monthly')?.price).toBe(1199);

    const caregivers = await t.call('POST', '/v1/users/add-promocode', {
      code: 'WELCOME20',
      type: 'service_provider',
    });
    expect(caregivers.status).toBe(200);
    const ids = caregivers.body.results.plans.map((plan: { plan_id: string }) => plan.plan_id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id: string) => id.startsWith('caregiver-'))).toBe(true);
  });

  it('rounds the discounted price to the minor unit', async () => {
    const answer = await t.call('POST', '/v1/users/add-promocode', {
      code: 'FAMILY10',
      type: 'user',
    });
    const price = answer.body.results.plans.find(
      (plan: { plan_id: string }) => plan.plan_id === 'parent-basic-monthly',
    ).price;
    expect(price).toBe(Math.round((1499 * 90) / 100));
  });

  it.each([
    ['NOPE99', 'user', 'This promo code does not exist. Check the spelling.'],
    ['EXPIRED15', 'user', 'This promo code has expired.'],
    ['FAMILY10', 'service_provider', 'This promo code does not apply to these plans.'],
  ])('refuses %s for %s: "%s"', async (code, type, message) => {
    const answer = await t.call('POST', '/v1/users/add-promocode', { code, type });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message });
  });

  it('refuses a code that is used up', async () => {
    await t.pool.query(
      `insert into promo_codes (code, discount_percent, max_uses, uses, plan_ids)
       values ('GONE30', 30, 2, 2, array['parent-basic-monthly'])`,
    );
    const answer = await t.call('POST', '/v1/users/add-promocode', {
      code: 'gone30',
      type: 'user',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('This promo code has been used up.');
  });

  it('asks for a code', async () => {
    const answer = await t.call('POST', '/v1/users/add-promocode', { code: '  ', type: 'user' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Enter a promo code.');
  });

  it('removes a code (nothing stored)', async () => {
    const answer = await t.call('POST', '/v1/users/remove-promocode', { code: 'WELCOME20' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Promo code removed.' });
  });
});

describe('buying a plan', () => {
  it('needs a session of the right type', async () => {
    const anonymous = await t.call('POST', '/v1/user/buy-subscription', {
      plan_id: 'parent-basic-monthly',
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const forged = await buy('forged.token.value', 'parent-basic-monthly');
    expect(forged.status).toBe(401);

    const sitter = await caregiver();
    const wrongType = await buy(sitter.token, 'parent-basic-monthly');
    expect(wrongType.status).toBe(403);
    expect(wrongType.body.message).toMatch(/caregiver session; log in as a parent/);
  });

  it('refuses an unknown plan or a plan of the other audience', async () => {
    const session = await parent();
    const unknown = await buy(session.token, 'platinum-forever');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This plan does not exist. Choose one of the plans shown.');
    const other = await buy(session.token, 'caregiver-pro-monthly');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('This plan is for caregivers. Choose one of the parent plans.');
  });

  it('checks the promo code without using it', async () => {
    const session = await parent();
    expect((await buy(session.token, 'parent-basic-monthly', 'EXPIRED15')).body.message).toBe(
      'This promo code has expired.',
    );
    expect((await buy(session.token, 'parent-basic-monthly', 'nope')).status).toBe(400);
    const answer = await buy(session.token, 'parent-plus-monthly', 'welcome20');
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe(true);
    const { order_id, checkout_url } = answer.body.results;
    expect(order_id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(checkout_url).toBe(`http://ftc.test/checkout/${order_id}`);
    const row = await orderRow(order_id);
    expect(row).toMatchObject({
      status: 'pending',
      amount: 2079,
      currency: 'USD',
      promo_code: 'WELCOME20',
      plan_id: 'parent-plus-monthly',
    });
    const { rows } = await t.pool.query("select uses from promo_codes where code = 'WELCOME20'");
    expect(rows[0].uses).toBe(0);
  });

  it('lets a caregiver buy a caregiver plan', async () => {
    const sitter = await caregiver();
    const answer = await buy(
      sitter.token,
      'caregiver-pro-monthly',
      undefined,
      '/v1/service-provider',
    );
    expect(answer.status).toBe(201);
  });
});

describe('the checkout', () => {
  it('renders an HTML page with the plan, the formatted amount and the card form', async () => {
    const session = await parent();
    const id = await orderId(session.token, 'parent-plus-monthly', 'WELCOME20');
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body;
    expect(html).toContain('<title>FTC sandbox checkout</title>');
    expect(html).toContain('Family Plus');
    expect(html).toContain('$20.79');
    expect(html).toContain('$25.99');
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC', 'Name on card']) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('<button type="submit">Pay $20.79</button>');
    expect(html).toContain(`action="/checkout/${id}"`);
    expect(html).toContain('href="/checkout/assets/checkout.css"');
    expect(html).not.toMatch(/<script|<style|\sstyle=/i);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");

    const css = await t.app.inject({ method: 'GET', url: '/checkout/assets/checkout.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('escapes every value it shows', async () => {
    await t.pool.query(
      `insert into plans (id, audience, name, description, price, currency, "interval", features)
       values ('parent-xss', 'user', '<script>alert(1)</script>', 'Tom & "Jerry" <b>', 1000, 'USD', 'month', '{}')`,
    );
    const session = await parent();
    const id = await orderId(session.token, 'parent-xss');
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${id}` });
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;');
    const form = await pay(id, { ...GOOD_CARD, cvc: '', name: '"><img src=x>' });
    expect(form.statusCode).toBe(400);
    expect(form.body).not.toContain('<img');
    expect(form.body).toContain('&quot;&gt;&lt;img src=x&gt;');
    await t.pool.query("delete from orders where plan_id = 'parent-xss'");
    await t.pool.query("delete from plans where id = 'parent-xss'");
  });

  it('answers an unknown order with a 404 page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/checkout/not-an-order' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('This checkout link is not valid');
    expect((await pay('not-an-order')).statusCode).toBe(404);
  });

  it('pays with 4242…: 303 to the success page, the order paid, the profile shows the plan', async () => {
    const session = await parent();
    const id = await orderId(session.token, 'parent-plus-monthly');
    const answer = await pay(id);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`http://ftc.test/checkout-success/${id}`);
    const row = await orderRow(id);
    expect(row.status).toBe('paid');
    expect(row.amount).toBe(2599);
    expect(row.paid_at).toBeInstanceOf(Date);
    const days = (row.period_end.getTime() - row.paid_at.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const profile = await t.call('GET', '/v1/user', undefined, bearer(session.token));
    expect(profile.body.results.subscription).toEqual({
      plan_id: 'parent-plus-monthly',
      plan_name: 'Family Plus',
      interval: 'month',
      status: 'active',
      current_period_end: row.period_end.toISOString(),
      auto_renew: true,
    });
    const login = await t.call('POST', '/v1/user/login', {
      login_input: session.form.email,
      password: session.form.password,
    });
    expect(login.body.results.user.subscription.plan_id).toBe('parent-plus-monthly');

    // The double click: still one payment, the same answer.
    const again = await pay(id);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`http://ftc.test/checkout-success/${id}`);
    const { rows } = await t.pool.query(
      "select count(*)::int as n from orders where account_id = $1 and status = 'paid'",
      [row.account_id],
    );
    expect(rows[0].n).toBe(1);
    expect((await orderRow(id)).paid_at).toEqual(row.paid_at);
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${id}` });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`http://ftc.test/checkout-success/${id}`);

    // The same plan again: 409. Another plan is fine.
    const same = await buy(session.token, 'parent-plus-monthly');
    expect(same.status).toBe(409);
    expect(same.body).toEqual({ success: false, message: 'You already have this plan.' });
    expect((await buy(session.token, 'parent-plus-yearly')).status).toBe(201);
  });

  it('sets a year for a yearly plan, and a caregiver profile shows it', async () => {
    const sitter = await caregiver();
    const id = await orderId(
      sitter.token,
      'caregiver-pro-yearly',
      undefined,
      '/v1/service-provider',
    );
    expect((await pay(id)).statusCode).toBe(303);
    const row = await orderRow(id);
    const days = (row.period_end.getTime() - row.paid_at.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    const profile = await t.call(
      'GET',
      '/v1/service-provider/profile',
      undefined,
      bearer(sitter.token),
    );
    expect(profile.body.results.subscription).toMatchObject({
      plan_id: 'caregiver-pro-yearly',
      interval: 'year',
      status: 'active',
    });
  });

  it('fails a declined card, sends to the fail page, and never takes it later', async () => {
    const session = await parent();
    const id = await orderId(session.token, 'parent-basic-monthly', 'WELCOME20');
    const declined = await pay(id, { ...GOOD_CARD, card_number: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`http://ftc.test/checkout-fail?order=${id}`);
    expect(await orderRow(id)).toMatchObject({
      status: 'failed',
      failure_reason: 'Your card was declined.',
      paid_at: null,
    });
    const { rows } = await t.pool.query("select uses from promo_codes where code = 'WELCOME20'");
    expect(rows[0].uses).toBe(0);

    const later = await pay(id);
    expect(later.statusCode).toBe(303);
    expect(later.headers.location).toBe(`http://ftc.test/checkout-fail?order=${id}`);
    expect((await orderRow(id)).status).toBe('failed');
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${id}` });
    expect(page.headers.location).toBe(`http://ftc.test/checkout-fail?order=${id}`);
    const profile = await t.call('GET', '/v1/user', undefined, bearer(session.token));
    expect(profile.body.results.subscription).toBeNull();
  });

  it('shows the form again with the problems: expired card, bad CVC, no name, unknown card', async () => {
    const session = await parent();
    const id = await orderId(session.token, 'parent-basic-monthly');
    const bad = await pay(id, {
      card_number: '4242 4242 4242 4242',
      expiry: '01/20',
      cvc: '12',
      name: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^text\/html/);
    expect(bad.body).toContain('This card has expired. Use another card.');
    expect(bad.body).toContain('The CVC is 3 or 4 digits.');
    expect(bad.body).toContain('Enter the name on the card.');
    expect(bad.body).toContain('aria-invalid="true"');
    expect(bad.body).not.toContain('4242 4242 4242 4242"');

    const format = await pay(id, { ...GOOD_CARD, expiry: '2039-12' });
    expect(format.statusCode).toBe(400);
    expect(format.body).toContain('Enter the expiry date as MM/YY');
    const month = await pay(id, { ...GOOD_CARD, expiry: '13/39' });
    expect(month.body).toContain('between 01 and 12');

    const unknownCard = await pay(id, { ...GOOD_CARD, card_number: '5555 5555 5555 4444' });
    expect(unknownCard.statusCode).toBe(400);
    expect(unknownCard.body).toContain('Check the card number.');
    expect((await orderRow(id)).status).toBe('pending');

    expect((await pay(id)).statusCode).toBe(303);
    expect((await orderRow(id)).status).toBe('paid');
  });

  it('accepts this month as expiry', async () => {
    const session = await parent();
    const id = await orderId(session.token, 'parent-basic-monthly');
    const now = new Date();
    const expiry = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear() % 100).padStart(2, '0')}`;
    expect((await pay(id, { ...GOOD_CARD, expiry })).statusCode).toBe(303);
  });
});

describe('GET /v1/checkout/:order_id', () => {
  it('shows the order to its owner, and 404 to anyone else', async () => {
    const session = await parent();
    const id = await orderId(session.token, 'parent-basic-yearly', 'FAMILY10');
    const pending = await t.call('GET', `/v1/checkout/${id}`, undefined, bearer(session.token));
    expect(pending.status).toBe(200);
    expect(pending.body.results).toEqual({
      order_id: id,
      status: 'pending',
      plan: { id: 'parent-basic-yearly', name: 'Family Basic Annual', interval: 'year' },
      amount: Math.round((14990 * 90) / 100),
      currency: 'USD',
      period_end: null,
    });
    await pay(id);
    const paid = await t.call('GET', `/v1/checkout/${id}`, undefined, bearer(session.token));
    expect(paid.body.results.status).toBe('paid');
    expect(paid.body.results.period_end).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    const other = await parent();
    const stranger = await t.call('GET', `/v1/checkout/${id}`, undefined, bearer(other.token));
    expect(stranger.status).toBe(404);
    expect(stranger.body.success).toBe(false);
    expect((await t.call('GET', `/v1/checkout/${id}`)).status).toBe(401);
    const unknown = await t.call('GET', '/v1/checkout/nothing', undefined, bearer(other.token));
    expect(unknown.status).toBe(404);
  });
});

describe('a single-use promo code and 5 buyers paying at once', () => {
  it('pays exactly one order with the discount; the others fail as used up', async () => {
    const base = await origin();
    const buyers = await Promise.all(Array.from({ length: 5 }, () => parent()));
    const ids = [];
    for (const buyer of buyers)
      ids.push(await orderId(buyer.token, 'parent-plus-monthly', 'ONEUSE50'));
    const answers = await Promise.all(
      ids.map((id) =>
        fetch(`${base}/checkout/${id}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(GOOD_CARD).toString(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(303));
    const locations = answers.map((answer) => answer.headers.get('location') ?? '');
    expect(locations.filter((location) => location.includes('/checkout-success/'))).toHaveLength(1);
    expect(locations.filter((location) => location.includes('/checkout-fail?order='))).toHaveLength(
      4,
    );

    const { rows } = await t.pool.query(
      'select status, amount, failure_reason from orders where id = any($1)',
      [ids],
    );
    const paid = rows.filter((row) => row.status === 'paid');
    expect(paid).toHaveLength(1);
    expect(paid[0].amount).toBe(Math.round(2599 / 2));
    const failed = rows.filter((row) => row.status === 'failed');
    expect(failed).toHaveLength(4);
    expect(new Set(failed.map((row) => row.failure_reason))).toEqual(
      new Set(['This promo code has been used up.']),
    );
    const promo = await t.pool.query("select uses from promo_codes where code = 'ONEUSE50'");
    expect(promo.rows[0].uses).toBe(1);

    const late = await t.call('POST', '/v1/users/add-promocode', {
      code: 'ONEUSE50',
      type: 'user',
    });
    expect(late.body.message).toBe('This promo code has been used up.');
    const lateBuyer = await parent();
    expect((await buy(lateBuyer.token, 'parent-plus-monthly', 'ONEUSE50')).status).toBe(400);
  });
});

describe('one account paying several orders of one audience at once', () => {
  const payAllAtOnce = async (ids: string[]) => {
    const base = await origin();
    return Promise.all(
      ids.map((id) =>
        fetch(`${base}/checkout/${id}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(GOOD_CARD).toString(),
        }),
      ),
    );
  };

  it('pays 1 of 10 orders of one plan; the 9 others are refused and never charged', async () => {
    const session = await parent();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(await orderId(session.token, 'parent-basic-monthly'));
    const answers = await payAllAtOnce(ids);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(303));

    const { rows } = await t.pool.query(
      'select id, status, failure_reason from orders where id = any($1)',
      [ids],
    );
    const paid = rows.filter((row) => row.status === 'paid');
    expect(paid).toHaveLength(1);
    const refused = rows.filter((row) => row.status === 'failed');
    expect(refused).toHaveLength(9);
    expect(new Set(refused.map((row) => row.failure_reason))).toEqual(
      new Set(['You already have this plan.']),
    );
    expect(provider.charged.filter((id) => ids.includes(id))).toEqual([paid[0].id]);
  });

  it('pays 1 of 2 orders of two plans of one audience, and refuses the other paid later', async () => {
    const session = await parent();
    const monthly = await orderId(session.token, 'parent-plus-monthly');
    const yearly = await orderId(session.token, 'parent-plus-yearly');
    await payAllAtOnce([monthly, yearly]);
    const statuses = [(await orderRow(monthly)).status, (await orderRow(yearly)).status];
    expect(statuses.filter((status) => status === 'paid')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'failed')).toHaveLength(1);
    expect(provider.charged.filter((id) => id === monthly || id === yearly)).toHaveLength(1);

    // One after the other: an order made before the plan was paid is refused, uncharged.
    const other = await parent();
    const first = await orderId(other.token, 'parent-basic-monthly');
    const second = await orderId(other.token, 'parent-plus-monthly');
    expect((await pay(first)).headers.location).toContain('/checkout-success/');
    expect((await pay(second)).headers.location).toContain('/checkout-fail?order=');
    expect((await orderRow(second)).failure_reason).toBe(
      'You just bought another plan: this order was not charged.',
    );
    expect(provider.charged).not.toContain(second);
  });
});

describe('bad input (property-based)', () => {
  const value = fc.oneof(
    fc.jsonValue(),
    fc.string(),
    fc.constantFrom('', ' ', 'WELCOME20', 'parent-basic-monthly', '\u0000', '🙂'.repeat(50)),
  );
  const body = fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.constantFrom('code', 'type', 'plan_id', 'promo_code'), value, { maxKeys: 4 }),
  );

  it.each([
    '/v1/users/add-promocode',
    '/v1/users/remove-promocode',
    '/v1/user/buy-subscription',
    '/v1/service-provider/buy-subscription',
  ])('%s never answers 500 and always answers the envelope', async (path) => {
    const session = await parent();
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json', ...bearer(session.token) },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode).toBeLessThan(500);
        const answer = response.json();
        expect(typeof answer.success).toBe('boolean');
        expect(answer.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });

  it('the checkout form never answers 500, whatever is posted', async () => {
    const session = await parent();
    const id = await orderId(session.token, 'parent-basic-monthly');
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('card_number', 'expiry', 'cvc', 'name'), fc.string(), {
          maxKeys: 4,
        }),
        async (fields) => {
          const response = await pay(id, fields);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/checkout/${'x'.repeat(80)}` })).statusCode,
    ).toBe(404);
    // A NUL anywhere is refused before any route sees it (one rule for every route).
    expect((await t.app.inject({ method: 'GET', url: '/checkout/%00' })).statusCode).toBe(400);
    const nul = await t.call('GET', '/v1/checkout/a%00b', undefined, bearer(session.token));
    expect(nul.status).toBe(400);
    expect(nul.body.message).toMatch(/path\.order_id/);
    for (const [path, payload] of [
      ['/v1/user/buy-subscription', { plan_id: 'parent\u0000' }],
      ['/v1/user/buy-subscription', { plan_id: 'parent-basic-monthly', promo_code: 'A\u0000' }],
      ['/v1/users/add-promocode', { code: 'WELCOME\u0000', type: 'user' }],
    ] as const) {
      const answer = await t.call('POST', path, payload, bearer(session.token));
      expect(answer.status, JSON.stringify(payload)).toBe(400);
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: `/checkout/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '%%%&&==',
    });
    expect(raw.statusCode).toBe(400);
  });
});
