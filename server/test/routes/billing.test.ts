import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingResults, BillingSubscription, Receipt } from '../../../src/contract/billing';
import { ROUTES } from '../../../src/contract/endpoints';
import { unusedCredit } from '../../services/billing';
import { SANDBOX_PAYMENT_METHODS, SandboxProvider } from '../../services/payments';
import { createTestApp, signUpAndVerify, type TestApp } from '../harness';

/** The sandbox, counting what it is asked to charge. */
class CountingProvider extends SandboxProvider {
  readonly charged: string[] = [];
  override async charge(request: Parameters<SandboxProvider['charge']>[0]) {
    this.charged.push(request.order.id);
    return super.charge(request);
  }
}
const provider = new CountingProvider();

let t: TestApp;
beforeAll(async () => {
  // Renewals only within the last hour: the ticks below land hours before a period end and
  // must not renew it meanwhile (that is the renewal job's own suite).
  t = await createTestApp({ RENEW_BEFORE_HOURS: '1' }, { payments: provider });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
const bearer = (token: string, language?: string) => ({
  authorization: `Bearer ${token}`,
  ...(language ? { 'accept-language': language } : {}),
});
const CARD = {
  card_number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  name: 'Ana Parent',
  accept_terms: 'on',
};

function form(url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function buy(token: string, plan_id: string, prefix = '/v1/user') {
  const answer = await t.call('POST', `${prefix}/buy-subscription`, { plan_id }, bearer(token));
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.results.order_id as string;
}

/** A member with a paid plan (4242), in `language` (their requests' Accept-Language). */
async function member(
  plan = 'parent-basic-monthly',
  options: { prefix?: string; language?: string } = {},
) {
  const prefix = options.prefix ?? '/v1/user';
  const session = await signUpAndVerify(t, prefix);
  if (options.language)
    await t.call('GET', prefix, undefined, bearer(session.token, options.language));
  const orderId = await buy(session.token, plan, prefix);
  const paid = await form(`/checkout/${orderId}`, CARD);
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toContain('/checkout-success/');
  return { ...session, prefix, orderId, accountId: String(session.user.id) };
}

const api = (
  who: { token: string; prefix: string },
  path: string,
  body?: unknown,
  language?: string,
) =>
  t.call(
    body === undefined && path === '/billing' ? 'GET' : 'POST',
    `${who.prefix}${path}`,
    body,
    bearer(who.token, language),
  );

const emailsTo = async (email: string) =>
  ((await t.outbox(email)) as { channel: string; subject: string; body: string }[]).filter(
    (entry) => entry.channel === 'email',
  );

const subscriptionRow = async (accountId: string) =>
  (await t.pool.query('select * from subscriptions where account_id = $1', [accountId])).rows[0];

async function tick(now: Date) {
  const answer = await t.call('POST', ROUTES.devTick, { now: now.toISOString() });
  expect(answer.status, answer.body.message).toBe(200);
}

async function login(session: { form: { email: string; password: string } }) {
  const answer = await t.call('POST', '/v1/user/login', {
    login_input: session.form.email,
    password: session.form.password,
  });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.results.token as string;
}

describe('consent before paying (§9 rule 1)', () => {
  it('shows the renewal terms and a box next to the pay button; without it nothing is charged', async () => {
    const session = await signUpAndVerify(t);
    const id = await buy(session.token, 'parent-basic-monthly');
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${id}` });
    expect(page.statusCode).toBe(200);
    const terms =
      'Renews automatically every month at $14.99 until you cancel. Cancel any time in your account.';
    expect(page.body).toContain(terms);
    expect(page.body).toMatch(/<input type="checkbox" id="accept_terms" name="accept_terms"/);
    expect(page.body).toContain('I agree to these renewal terms.');
    // Terms, then the box, then the button: next to the pay control.
    expect(page.body.indexOf(terms)).toBeLessThan(page.body.indexOf('<button type="submit">Pay'));

    const { accept_terms: _, ...unticked } = CARD;
    const refused = await form(`/checkout/${id}`, unticked);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Tick the box to agree to the renewal terms before paying.');
    expect(provider.charged).not.toContain(id);
    const row = (await t.pool.query('select * from orders where id = $1', [id])).rows[0];
    expect(row.status).toBe('pending');
    expect(row.consent_text).toBeNull();
    expect((await form(`/checkout/${id}`, { ...CARD, accept_terms: 'yes' })).statusCode).toBe(400);

    const paid = await form(`/checkout/${id}`, CARD);
    expect(paid.statusCode).toBe(303);
    const billing = await t.call('GET', '/v1/user/billing', undefined, bearer(session.token));
    expect(billing.status).toBe(200);
    const consent = BillingResults.parse(billing.body.results).consent;
    expect(consent).toMatchObject({ text: terms, price: 1499, currency: 'USD', interval: 'month' });
    expect(Date.parse(consent?.accepted_at as string)).toBeGreaterThan(0);
  });

  it('speaks the buyer’s language (accounts.language), the terms and the reason too', async () => {
    const session = await signUpAndVerify(t);
    // The buy request carries Spanish: the account's language becomes Spanish.
    const bought = await t.call(
      'POST',
      '/v1/user/buy-subscription',
      { plan_id: 'parent-plus-yearly' },
      bearer(session.token, 'es-MX,es;q=0.9'),
    );
    const id = bought.body.results.order_id as string;
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${id}` });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toMatch(
      /Se renueva automáticamente cada año por \$259\.90 hasta que lo canceles\. Cancela cuando quieras en tu cuenta\./,
    );
    expect(page.body).toContain('Acepto estas condiciones de renovación.');
    const { accept_terms: _, ...unticked } = CARD;
    const refused = await form(`/checkout/${id}`, unticked);
    expect(refused.body).toContain(
      'Marca la casilla para aceptar las condiciones de renovación antes de pagar.',
    );
    await form(`/checkout/${id}`, CARD);
    const order = (await t.pool.query('select * from orders where id = $1', [id])).rows[0];
    expect(order.consent_text).toMatch(/^Se renueva automáticamente cada año/);
    expect(order.consent_interval).toBe('year');
    expect(order.language).toBe('es');
    const [receipt] = await emailsTo(session.form.email);
    expect(receipt?.subject).toMatch(/^Tu recibo de FTC FTC-\d{6}$/);
    expect(receipt?.body).toContain('Tarjeta: visa terminada en 4242');
  });
});

describe('GET {prefix}/billing and the receipt (§9)', () => {
  it('shows the plan, the card that paid, the orders and the consent; a receipt email went out', async () => {
    const m = await member('parent-plus-monthly');
    const answer = await api(m, '/billing');
    expect(answer.status).toBe(200);
    const billing = BillingResults.parse(answer.body.results);
    const row = await subscriptionRow(m.accountId);
    expect(billing.subscription).toEqual({
      plan_id: 'parent-plus-monthly',
      plan_name: 'Family Plus',
      interval: 'month',
      price: 2599,
      currency: 'USD',
      status: 'active',
      current_period_end: row.current_period_end.toISOString(),
      auto_renew: true,
      cancel_at: null,
      scheduled_plan_id: null,
    });
    expect(billing.payment_method).toEqual({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2039,
    });
    expect(billing.orders).toHaveLength(1);
    expect(billing.orders[0]).toMatchObject({
      order_id: m.orderId,
      plan_name: 'Family Plus',
      amount: 2599,
      status: 'paid',
      refunded_amount: 0,
    });
    expect(billing.orders[0]?.period_start).toBe(billing.orders[0]?.paid_at);

    const [email] = await emailsTo(m.form.email);
    expect(email?.subject).toMatch(/^Your FTC receipt FTC-\d{6}$/);
    expect(email?.body).toContain('Plan: Family Plus (monthly)');
    expect(email?.body).toContain('Amount: $25.99');
    expect(email?.body).toContain('Card: visa ending in 4242');
    expect(email?.body).toContain(`http://ftc.test/dashboard/billing/receipts/${m.orderId}`);
    expect(email?.body).toMatch(/Period: \w+ \d+, \d{4} to \w+ \d+, \d{4}/);
  });

  it('answers the receipt to its owner; another member, an unknown or unpaid order: the same 404', async () => {
    const m = await member('parent-basic-monthly');
    const answer = await t.call(
      'GET',
      `/v1/orders/${m.orderId}/receipt`,
      undefined,
      bearer(m.token),
    );
    expect(answer.status, answer.body.message).toBe(200);
    const receipt = Receipt.parse(answer.body.results);
    expect(receipt.number).toMatch(/^FTC-\d{6}$/);
    expect(receipt).toMatchObject({
      order_id: m.orderId,
      seller: { name: 'Find Trusted Childcare' },
      buyer: { full_name: m.form.full_name, email: m.form.email },
      lines: [{ description: 'Family Basic (monthly)', amount: 1499 }],
      total: 1499,
      currency: 'USD',
      payment_method: { brand: 'visa', last4: '4242' },
      status: 'paid',
      refunded_amount: 0,
    });

    const other = await signUpAndVerify(t);
    const theirs = await t.call(
      'GET',
      `/v1/orders/${m.orderId}/receipt`,
      undefined,
      bearer(other.token),
    );
    const unknown = await t.call('GET', '/v1/orders/nope/receipt', undefined, bearer(other.token));
    const pending = await buy(other.token, 'parent-basic-monthly');
    const unpaid = await t.call(
      'GET',
      `/v1/orders/${pending}/receipt`,
      undefined,
      bearer(other.token),
    );
    for (const refused of [theirs, unknown, unpaid]) {
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({
        success: false,
        message: 'We could not find a receipt for this order.',
      });
    }
    expect((await t.call('GET', `/v1/orders/${m.orderId}/receipt`)).status).toBe(401);
  });
});

describe('cancel and resume (§9)', () => {
  it('cancels at the period end, still active, confirms by email once; again changes nothing', async () => {
    const m = await member();
    const before = await subscriptionRow(m.accountId);
    const answer = await api(m, '/subscription/cancel', { reason: 'Found a sitter' });
    expect(answer.status, answer.body.message).toBe(200);
    const subscription = BillingSubscription.parse(answer.body.results);
    expect(subscription).toMatchObject({
      status: 'active',
      auto_renew: false,
      cancel_at: before.current_period_end.toISOString(),
    });
    const end = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      before.current_period_end,
    );
    expect(answer.body.message).toBe(`Your plan is cancelled. It stays active until ${end}.`);
    const row = await subscriptionRow(m.accountId);
    expect(row.cancel_reason).toBe('Found a sitter');
    const cancelEmails = async () =>
      (await emailsTo(m.form.email)).filter((e) => e.subject === 'Your FTC plan is cancelled');
    const [email] = await cancelEmails();
    expect(email?.body).toContain(`You keep it until ${end}.`);

    const again = await api(m, '/subscription/cancel', {});
    expect(again.status).toBe(200);
    expect(again.body.results).toEqual(answer.body.results);
    expect(await cancelEmails()).toHaveLength(1);
    // Nothing is charged again: no renewal is due for a cancelled plan.
    expect(
      (await t.app.ctx.subscriptions.dueRenewals(24 * 400)).some(
        (k) => k.accountId === m.accountId,
      ),
    ).toBe(false);
  });

  it('10 cancels at once: one effect, one email, every answer the same subscription', async () => {
    const m = await member();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api(m, '/subscription/cancel', {})),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const bodies = new Set(answers.map((a) => JSON.stringify(a.body.results)));
    expect(bodies.size).toBe(1);
    expect(
      answers.filter((a) => a.body.message.startsWith('Your plan is cancelled.')),
    ).toHaveLength(1);
    const emails = (await emailsTo(m.form.email)).filter(
      (e) => e.subject === 'Your FTC plan is cancelled',
    );
    expect(emails).toHaveLength(1);
  });

  it('resumes before the end (renewal on, email once); refuses without a plan, naming it', async () => {
    const m = await member();
    await api(m, '/subscription/cancel');
    const resumed = await api(m, '/subscription/resume');
    expect(resumed.status, resumed.body.message).toBe(200);
    expect(resumed.body.results).toMatchObject({
      auto_renew: true,
      cancel_at: null,
      status: 'active',
    });
    expect(resumed.body.message).toMatch(/^Your plan renews again on /);
    const again = await api(m, '/subscription/resume');
    expect(again.body.message).toMatch(/^Your plan is not cancelled: it renews on /);
    const emails = (await emailsTo(m.form.email)).filter(
      (e) => e.subject === 'Your FTC plan renews again',
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]?.body).toContain('at $14.99 every month');

    const none = await signUpAndVerify(t);
    const who = { token: none.token, prefix: '/v1/user' };
    const cancel = await api(who, '/subscription/cancel');
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('You have no plan to cancel.');
    expect((await api(who, '/subscription/resume')).body.message).toBe(
      'You have no plan to resume.',
    );
    expect((await api(who, '/billing')).body.results).toEqual({
      subscription: null,
      payment_method: null,
      orders: [],
      consent: null,
    });
  });

  it('refuses a reason over 500 characters, naming the field; a caregiver cancels at its own prefix', async () => {
    const m = await member('caregiver-pro-monthly', { prefix: '/v1/service-provider' });
    const long = await api(m, '/subscription/cancel', { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('reason');
    const wrongPrefix = await t.call('POST', '/v1/user/subscription/cancel', {}, bearer(m.token));
    expect(wrongPrefix.status).toBe(403);
    expect((await api(m, '/subscription/cancel', { reason: 'x'.repeat(500) })).status).toBe(200);
  });

  it('keeps the language of the last request that named one, and emails in it', async () => {
    const m = await member('parent-basic-monthly', { language: 'es' });
    await t.call('GET', '/v1/user', undefined, bearer(m.token)); // no Accept-Language: unchanged
    const language = async () =>
      (await t.pool.query('select language from accounts where id = $1', [m.accountId])).rows[0]
        .language;
    expect(await language()).toBe('es');
    await api(m, '/subscription/cancel');
    const [email] = (await emailsTo(m.form.email)).filter((e) =>
      e.subject.startsWith('Tu plan de FTC está cancelado'),
    );
    expect(email?.body).toMatch(/Lo conservas hasta el \d+ de \w+ de \d{4}\./);
    await t.call('GET', '/v1/user', undefined, bearer(m.token, 'en-GB'));
    expect(await language()).toBe('en');
  });
});

describe('change of plan (§9)', () => {
  it('to a cheaper plan: scheduled for the period end, nothing charged, email once', async () => {
    const m = await member('parent-plus-monthly');
    const ordersBefore = provider.charged.length;
    const answer = await api(m, '/subscription/change', { plan_id: 'parent-basic-monthly' });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.results).toMatchObject({
      plan_id: 'parent-plus-monthly',
      scheduled_plan_id: 'parent-basic-monthly',
      auto_renew: true,
    });
    expect(answer.body.message).toMatch(/^Family Basic starts on .+\. Nothing is charged now\.$/);
    expect((await api(m, '/subscription/change', { plan_id: 'parent-basic-monthly' })).status).toBe(
      200,
    );
    expect(provider.charged.length).toBe(ordersBefore);
    const { rows } = await t.pool.query(
      'select count(*)::int as n from orders where account_id = $1',
      [m.accountId],
    );
    expect(rows[0].n).toBe(1);
    const emails = (await emailsTo(m.form.email)).filter((e) =>
      e.subject.startsWith('Your FTC plan changes on'),
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]?.body).toContain('Then Family Basic starts, at $14.99 every month.');

    // Back to the plan one has: the schedule is undone; the current plan otherwise: 409.
    const back = await api(m, '/subscription/change', { plan_id: 'parent-plus-monthly' });
    expect(back.status).toBe(200);
    expect(back.body.results.scheduled_plan_id).toBeNull();
    const same = await api(m, '/subscription/change', { plan_id: 'parent-plus-monthly' });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('You already have this plan. Choose another plan to change to.');
  });

  it('refuses an unknown plan, the other audience’s plan and a member without a plan, naming each', async () => {
    const m = await member();
    const unknown = await api(m, '/subscription/change', { plan_id: 'no-such-plan' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This plan does not exist. Choose one of the plans shown.');
    expect(unknown.body.results.errors[0].field).toBe('plan_id');
    const other = await api(m, '/subscription/change', { plan_id: 'caregiver-pro-monthly' });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('This plan is for caregivers. Choose one of the parent plans.');
    const missing = await api(m, '/subscription/change', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Choose a plan.');
    const none = await signUpAndVerify(t);
    const noPlan = await api({ token: none.token, prefix: '/v1/user' }, '/subscription/change', {
      plan_id: 'parent-plus-monthly',
    });
    expect(noPlan.status).toBe(409);
    expect(noPlan.body.message).toBe('You have no plan to change. Choose a plan first.');
  });

  it('to a dearer plan mid-period: new − round(paid × d / D) to the cent (halves up); paid, the plan switches with a full period', async () => {
    const m = await member('parent-basic-monthly');
    // 15 days and 12 hours left of a 30-day period: d = 15, D = 30; 1499 × 15 / 30 = 749.5 → 750.
    await t.pool.query(
      `update orders set period_start = ftc_now() - interval '14 days 12 hours' where id = $1`,
      [m.orderId],
    );
    await t.pool.query(
      `update subscriptions set current_period_end = ftc_now() + interval '15 days 12 hours'
        where account_id = $1`,
      [m.accountId],
    );
    expect(unusedCredit(1499, 15, 30)).toBe(750);
    const answer = await api(m, '/subscription/change', { plan_id: 'parent-plus-monthly' });
    expect(answer.status, answer.body.message).toBe(201);
    const { order_id, checkout_url } = answer.body.results;
    expect(checkout_url).toBe(`http://ftc.test/checkout/${order_id}`);
    const order = (await t.pool.query('select * from orders where id = $1', [order_id])).rows[0];
    expect(order).toMatchObject({
      kind: 'change',
      amount: 2599 - 750,
      change_credit: 750,
      change_from_plan_id: 'parent-basic-monthly',
      status: 'pending',
    });
    expect(answer.body.message).toBe('Pay $18.49 to switch to Family Plus now.');
    // The same request again: the same order, no second email.
    const again = await api(m, '/subscription/change', { plan_id: 'parent-plus-monthly' });
    expect(again.body.results.order_id).toBe(order_id);
    const changeEmails = (await emailsTo(m.form.email)).filter((e) =>
      e.subject.startsWith('Switch to Family Plus'),
    );
    expect(changeEmails).toHaveLength(1);
    expect(changeEmails[0]?.body).toContain('pay $18.49 ($25.99 less $7.50');
    // Until it is paid the plan is the old one.
    expect((await subscriptionRow(m.accountId)).plan_id).toBe('parent-basic-monthly');
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${order_id}` });
    expect(page.body).toContain('<button type="submit">Pay $18.49</button>');
    expect(page.body).toContain('every month at $25.99');

    // Paid (not refused as a second purchase: the member's first order is paid).
    const paid = await form(`/checkout/${order_id}`, CARD);
    expect(paid.headers.location).toContain('/checkout-success/');
    const after = (await t.pool.query('select * from orders where id = $1', [order_id])).rows[0];
    expect(after.status).toBe('paid');
    const row = await subscriptionRow(m.accountId);
    expect(row.plan_id).toBe('parent-plus-monthly');
    expect(row.order_id).toBe(order_id);
    expect(after.period_start).toEqual(after.paid_at);
    expect(row.current_period_end).toEqual(after.period_end);
    const days = (after.period_end.getTime() - after.period_start.getTime()) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const receipt = await t.call(
      'GET',
      `/v1/orders/${order_id}/receipt`,
      undefined,
      bearer(m.token),
    );
    expect(receipt.body.results.lines).toEqual([
      { description: 'Family Plus (monthly)', amount: 2599 },
      { description: 'Unused part of Family Basic', amount: -750 },
    ]);
    expect(receipt.body.results.total).toBe(1849);
    const receipts = (await emailsTo(m.form.email)).filter((e) =>
      e.subject.startsWith('Your FTC receipt'),
    );
    expect(receipts).toHaveLength(2);
    expect(receipts[0]?.body).toContain('Amount: $18.49');

    // A second change order made from the old plan can no longer be paid.
    await t.pool.query(
      `insert into orders (id, account_id, plan_id, amount, currency, kind, change_from_plan_id, change_credit)
       values ('stale-change', $1, 'parent-plus-yearly', 100, 'USD', 'change', 'parent-basic-monthly', 0)`,
      [m.accountId],
    );
    const stale = await form('/checkout/stale-change', CARD);
    expect(stale.headers.location).toContain('/checkout-fail');
    expect(provider.charged).not.toContain('stale-change');
  });
});

describe('the card kept for renewals (§9 billing/payment-method)', () => {
  it('gives a signed link to the sandbox card page, with the checkout’s card rules', async () => {
    const m = await member();
    const answer = await api(m, '/billing/payment-method');
    expect(answer.status, answer.body.message).toBe(200);
    const url = new URL(answer.body.results.url);
    expect(url.origin).toBe('http://ftc.test');
    const path = url.pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Card on file: visa ending in 4242.');

    // Someone else's account id in the link, or a changed signature: not a page.
    const [, , id, expires, signature] = path.split(/[/.]/);
    const other = await signUpAndVerify(t);
    for (const forged of [
      `/payment-method/${other.user.id}.${expires}.${signature}`,
      `/payment-method/${id}.${Number(expires) + 1}.${signature}`,
      `/payment-method/${id}.${expires}.${'A'.repeat(43)}`,
      '/payment-method/garbage',
    ]) {
      const refused = await t.app.inject({ method: 'GET', url: forged });
      expect(refused.statusCode, forged).toBe(404);
      expect((await form(forged, CARD)).statusCode).toBe(404);
    }

    const declined = await form(path, { ...CARD, card_number: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(400);
    expect(declined.body).toContain('Your card was declined.');
    const bad = await form(path, { ...CARD, cvc: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The CVC is 3 or 4 digits.');
    expect((await api(m, '/billing')).body.results.payment_method.last4).toBe('4242');

    const saved = await form(path, {
      ...CARD,
      card_number: '4000 0000 0000 0341',
      expiry: '03/31',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('Renewals are charged to visa ending in 0341.');
    expect((await api(m, '/billing')).body.results.payment_method).toEqual({
      brand: 'visa',
      last4: '0341',
      exp_month: 3,
      exp_year: 2031,
    });
    const ref = (
      await t.pool.query('select provider_ref from payment_methods where account_id = $1', [
        m.accountId,
      ])
    ).rows[0].provider_ref;
    expect(ref).toBe(SANDBOX_PAYMENT_METHODS.declinesRenewals);
    expect((await subscriptionRow(m.accountId)).payment_method).toBe(ref);
  });

  it('10 updates at once keep one card, the same in the card table and the subscription', async () => {
    const m = await member();
    const path = new URL((await api(m, '/billing/payment-method')).body.results.url).pathname;
    const cards = Array.from({ length: 10 }, (_, i) => ({
      ...CARD,
      card_number: i % 2 ? '4000 0000 0000 0341' : '4242 4242 4242 4242',
      expiry: `${String(i + 1).padStart(2, '0')}/35`,
    }));
    const answers = await Promise.all(cards.map((card) => form(path, card)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const { rows } = await t.pool.query('select * from payment_methods where account_id = $1', [
      m.accountId,
    ]);
    expect(rows).toHaveLength(1);
    const kept = rows[0];
    const typed = cards[kept.exp_month - 1];
    expect(typed?.card_number.replace(/\s/g, '').slice(-4)).toBe(kept.last4);
    expect(kept.provider_ref).toBe(
      kept.last4 === '0341'
        ? SANDBOX_PAYMENT_METHODS.declinesRenewals
        : SANDBOX_PAYMENT_METHODS.renews,
    );
    expect((await subscriptionRow(m.accountId)).payment_method).toBe(kept.provider_ref);
  });
});

describe('bad input on the billing routes (property-based)', () => {
  it.each([
    '/subscription/cancel',
    '/subscription/resume',
    '/subscription/change',
    '/billing/payment-method',
  ])('%s never answers 500 and always answers the envelope', async (path) => {
    const m = await member();
    const value = fc.oneof(
      fc.jsonValue(),
      fc.string(),
      fc.constantFrom(
        '',
        ' ',
        'parent-plus-monthly',
        'caregiver-pro-monthly',
        '\u0000',
        'x'.repeat(600),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom('plan_id', 'reason'), value)),
        async (payload) => {
          const response = await t.app.inject({
            method: 'POST',
            url: `/v1/user${path}`,
            headers: { 'content-type': 'application/json', ...bearer(m.token) },
            payload: JSON.stringify(payload),
          });
          expect(response.statusCode).toBeLessThan(500);
          const answer = response.json();
          expect(typeof answer.success).toBe('boolean');
          expect(answer.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('the card page never answers 500, whatever is posted', async () => {
    const m = await member();
    const path = new URL((await api(m, '/billing/payment-method')).body.results.url).pathname;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('card_number', 'expiry', 'cvc', 'name'), fc.string(), {
          maxKeys: 4,
        }),
        async (fields) => {
          expect((await form(path, fields)).statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});

// The clock moves forward from here on (POST /dev/tick): these run last, in this order.
describe('proration and the end of a period, by the server clock', () => {
  it('on the last day of a period: d = 0, the whole new price; a cancelled plan cannot resume after its end', async () => {
    const m = await member('parent-basic-monthly');
    const cancelled = await member('parent-basic-monthly');
    await api(cancelled, '/subscription/cancel');
    const end = (await subscriptionRow(m.accountId)).current_period_end as Date;
    await tick(new Date(end.getTime() - 6 * 3600_000));
    const token = await login(m);
    const answer = await api({ token, prefix: '/v1/user' }, '/subscription/change', {
      plan_id: 'parent-plus-monthly',
    });
    expect(answer.status, answer.body.message).toBe(201);
    const order = (
      await t.pool.query('select * from orders where id = $1', [answer.body.results.order_id])
    ).rows[0];
    expect(order.change_credit).toBe(0);
    expect(order.amount).toBe(2599);

    const cancelEnd = (await subscriptionRow(cancelled.accountId)).current_period_end as Date;
    await tick(new Date(cancelEnd.getTime() + 3600_000));
    const late = await api(
      { token: await login(cancelled), prefix: '/v1/user' },
      '/subscription/resume',
    );
    expect(late.status).toBe(409);
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      cancelEnd,
    );
    expect(late.body.message).toBe(
      `Your plan ended on ${date} and cannot be resumed. Choose a plan again to start a new one.`,
    );
    expect((await subscriptionRow(cancelled.accountId)).status).toBe('expired');
  });

  it('the card link expires after an hour', async () => {
    const m = await member();
    const path = new URL((await api(m, '/billing/payment-method')).body.results.url).pathname;
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    await tick(new Date(t.app.ctx.clock.nowMs() + 61 * 60_000));
    const expired = await t.app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('This link is not valid or has expired.');
  });

  it('across a leap day: February 2028 has 29 days (D = 29)', async () => {
    await tick(new Date('2028-02-01T00:00:00Z'));
    const m = await member('parent-basic-monthly');
    const order = (await t.pool.query('select * from orders where id = $1', [m.orderId])).rows[0];
    expect(order.period_start.toISOString().slice(0, 10)).toBe('2028-02-01');
    expect(order.period_end.toISOString().slice(0, 10)).toBe('2028-03-01');
    // 9 days and about 12 hours left: d = 9; 1499 × 9 / 29 = 465.2 → 465.
    await tick(new Date('2028-02-20T12:00:00Z'));
    const answer = await api(
      { token: await login(m), prefix: '/v1/user' },
      '/subscription/change',
      {
        plan_id: 'parent-plus-monthly',
      },
    );
    expect(answer.status, answer.body.message).toBe(201);
    const change = (
      await t.pool.query('select * from orders where id = $1', [answer.body.results.order_id])
    ).rows[0];
    expect(change.change_credit).toBe(465);
    expect(change.amount).toBe(2599 - 465);
  });
});
