import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrder, AdminOrderList } from '../../../src/contract/admin-money';
import { ADMIN_PATHS, ROUTES } from '../../../src/contract/endpoints';
import { type RefundResult, SandboxProvider } from '../../services/payments';
import { createTestApp, signUpAndVerify, type TestApp } from '../harness';
import { bearer, staff } from './market-people';

// Staff refunds through the sandbox provider (interface §10); Stripe's are in
// admin-refunds-stripe.test.ts.

/**
 * The sandbox, whose next `lose` refund answers are lost after the refund is made, and which
 * checks, while it is asked, that no database lock is held on the order (exposure.test.ts).
 */
class LossyProvider extends SandboxProvider {
  lose = 0;
  readonly keys: string[] = [];
  readonly lockErrors: string[] = [];
  override async refund(request: { orderId: string; amount: number; key: string }) {
    this.keys.push(request.key);
    const probe = new pg.Client({ connectionString: t.databaseUrl });
    await probe.connect();
    try {
      await probe.query('begin');
      await probe.query('select 1 from orders where id = $1 for update nowait', [request.orderId]);
    } catch (error) {
      this.lockErrors.push((error as Error).message);
    } finally {
      await probe.query('rollback').catch(() => {});
      await probe.end();
    }
    const result: RefundResult = await super.refund(request);
    if (this.lose > 0) {
      this.lose -= 1;
      throw new Error('socket hang up (test)');
    }
    return result;
  }
}
const provider = new LossyProvider();

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({}, { payments: provider });
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
const REASON = 'Charged twice by mistake, member asked by email.';

/** A member who bought Family Basic ($14.99) with the sandbox card, in `language`. */
async function member(language: 'en' | 'es' = 'en') {
  const session = await signUpAndVerify(t);
  await t.pool.query('update accounts set language = $2 where id = $1', [
    session.user.id,
    language,
  ]);
  const bought = await t.call(
    'POST',
    '/v1/user/buy-subscription',
    { plan_id: 'parent-basic-monthly' },
    bearer(session.token),
  );
  expect(bought.status, bought.body.message).toBe(201);
  const orderId = bought.body.results.order_id as string;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/checkout/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(CARD).toString(),
  });
  expect(paid.statusCode).toBe(303);
  return { ...session, orderId, email: session.form.email as string };
}

const refund = (orderId: string, body: unknown, token = adminToken) =>
  t.call('POST', ADMIN_PATHS.refund(orderId), body, bearer(token));

const billing = async (token: string) =>
  (await t.call('GET', '/v1/user/billing', undefined, bearer(token))).body.results;

const emailsTo = async (email: string) =>
  ((await t.outbox(email)) as { channel: string; subject: string; body: string }[]).filter(
    (entry) => entry.channel === 'email' && /refund|reembolso/i.test(entry.subject),
  );

const auditOf = async (orderId: string) =>
  (
    await t.pool.query(
      `select action, reason, details from audit_log
        where target_kind = 'order' and target_id = $1 order by id`,
      [orderId],
    )
  ).rows;

const usd = (locale: string, minor: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(minor / 100);

describe('a refund of the whole order', () => {
  it('gives back all that was paid, ends the plan at once and emails the member the amount and the receipt', async () => {
    const buyer = await member();
    expect((await billing(buyer.token)).subscription.status).toBe('active');
    const answer = await refund(buyer.orderId, { reason: REASON });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(
      'Refunded $14.99: the whole period, so the plan ended now. The member was emailed.',
    );
    const order = AdminOrder.parse(answer.body.results);
    expect(order).toMatchObject({
      order_id: buyer.orderId,
      account: { email: buyer.email },
      plan_name: 'Family Basic',
      amount: 1499,
      status: 'refunded',
      refunded_amount: 1499,
    });
    const after = await billing(buyer.token);
    expect(after.subscription).toMatchObject({ status: 'expired', auto_renew: false });
    // What the plan gave stops with it (the paywall reads the active plan).
    expect(await t.app.ctx.subscriptions.activePlanId(String(buyer.user.id))).toBeNull();
    expect(after.orders[0]).toMatchObject({ status: 'refunded', refunded_amount: 1499 });
    const receipt = await t.call(
      'GET',
      ROUTES.receipt.replace(':order_id', buyer.orderId),
      undefined,
      bearer(buyer.token),
    );
    expect(receipt.body.results).toMatchObject({ status: 'refunded', refunded_amount: 1499 });

    const [email, ...more] = await emailsTo(buyer.email);
    expect(more).toHaveLength(0);
    expect(email?.subject).toBe('Your FTC refund for Family Basic');
    expect(email?.body).toContain(`We refunded ${usd('en-US', 1499)} of your payment`);
    expect(email?.body).toContain(`http://ftc.test/dashboard/billing/receipts/${buyer.orderId}`);
    expect(email?.body).toContain('Your Family Basic plan has ended with this refund');

    const audit = await auditOf(buyer.orderId);
    expect(audit).toHaveLength(1);
    const { rows: actor } = await t.pool.query(
      "select actor_email from audit_log where action = 'order.refund' and target_id = $1",
      [buyer.orderId],
    );
    expect(actor[0].actor_email).toBe(
      (await t.pool.query("select email from accounts where full_name = 'Sam admin'")).rows[0]
        .email,
    );
    expect(audit[0]).toMatchObject({
      action: 'order.refund',
      reason: REASON,
      details: { amount: 1499, plan_ended: true },
    });

    // The provider was asked while no one held the order's row lock.
    expect(provider.lockErrors).toEqual([]);
    const again = await refund(buyer.orderId, { reason: REASON });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This order is already refunded in full: there is nothing left to refund.',
    );
  });

  it('writes the email in the member’s language, the amount in its currency format', async () => {
    const buyer = await member('es');
    expect((await refund(buyer.orderId, { reason: REASON })).status).toBe(200);
    const [email] = await emailsTo(buyer.email);
    expect(email?.subject).toBe('Tu reembolso de FTC por Family Basic');
    expect(email?.body).toContain(`Reembolsamos ${usd('es-US', 1499)} de tu pago por Family Basic`);
    expect(email?.body).toContain(`/dashboard/billing/receipts/${buyer.orderId}`);
    expect(email?.body).toContain('terminó con este reembolso');
  });
});

describe('a partial refund', () => {
  it('keeps the plan, refuses more than what is left naming amount, and the rest ends the plan', async () => {
    const buyer = await member();
    const part = await refund(buyer.orderId, { amount: 500, reason: REASON });
    expect(part.status, part.body.message).toBe(200);
    expect(part.body.message).toBe('Refunded $5.00. The member was emailed.');
    expect(part.body.results).toMatchObject({ status: 'partially_refunded', refunded_amount: 500 });
    expect((await billing(buyer.token)).subscription.status).toBe('active');
    const [email] = await emailsTo(buyer.email);
    expect(email?.body).toContain(`We refunded ${usd('en-US', 500)}`);
    expect(email?.body).not.toContain('has ended');

    const above = await refund(buyer.orderId, { amount: 1000, reason: REASON });
    expect(above.status).toBe(400);
    expect(above.body.message).toBe(
      'amount can be at most 999 (minor units): what is left to refund of this order.',
    );
    expect(above.body.results.errors[0].field).toBe('amount');

    const rest = await refund(buyer.orderId, { reason: REASON });
    expect(rest.body.results).toMatchObject({ status: 'refunded', refunded_amount: 1499 });
    expect((await billing(buyer.token)).subscription.status).toBe('expired');
    expect((await auditOf(buyer.orderId)).map((row) => row.details.amount)).toEqual([500, 999]);
  });
});

describe('ten refunds of 60% at once', () => {
  it('one succeeds, nine are refused naming amount; the provider is asked once', async () => {
    const buyer = await member();
    const before = provider.refundCount;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(buyer.orderId, { amount: 899, reason: REASON })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400))
      expect(refused.body.results.errors[0].field).toBe('amount');
    expect(provider.refundCount - before).toBe(1);
    const { rows } = await t.pool.query(
      'select refunded_amount, status from orders where id = $1',
      [buyer.orderId],
    );
    expect(rows[0]).toMatchObject({ refunded_amount: 899, status: 'partially_refunded' });
    expect(await emailsTo(buyer.email)).toHaveLength(1);
  });
});

describe('orders that cannot be refunded, and who may refund', () => {
  it('an unpaid or failed order answers 409 with a message; an unknown one 404', async () => {
    const session = await signUpAndVerify(t);
    const bought = await t.call(
      'POST',
      '/v1/user/buy-subscription',
      { plan_id: 'parent-basic-monthly' },
      bearer(session.token),
    );
    const pending = await refund(bought.body.results.order_id, { reason: REASON });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(
      'This order was not paid (its status is pending): there is nothing to refund.',
    );
    await t.pool.query("update orders set status = 'failed' where id = $1", [
      bought.body.results.order_id,
    ]);
    const failed = await refund(bought.body.results.order_id, { reason: REASON });
    expect(failed.status).toBe(409);
    expect(failed.body.message).toContain('its status is failed');
    const unknown = await refund('no-such-order', { reason: REASON });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('We could not find this order. Check the order id.');
  });

  it('a moderator and a member 403, no session 401; bad bodies name their field', async () => {
    const buyer = await member();
    const moderator = await staff(t, 'moderator');
    expect((await refund(buyer.orderId, { reason: REASON }, moderator.token)).status).toBe(403);
    const asMember = await refund(buyer.orderId, { reason: REASON }, buyer.token);
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe(
      'Only an administrator may do this. Ask an administrator of FTC.',
    );
    const anonymous = await t.call('POST', ADMIN_PATHS.refund(buyer.orderId), { reason: REASON });
    expect(anonymous.status).toBe(401);

    const cases: [unknown, string, RegExp][] = [
      [{}, 'reason', /reason is required/],
      [{ reason: 'too short' }, 'reason', /reason needs at least 10 characters/],
      [{ reason: 'x'.repeat(501) }, 'reason', /reason can have at most 500/],
      [{ reason: REASON, amount: 0 }, 'amount', /amount must be a whole number from 1/],
      [{ reason: REASON, amount: 1.5 }, 'amount', /amount must be a whole number/],
      [{ reason: REASON, amount: '500' }, 'amount', /amount must be a whole number/],
    ];
    for (const [body, field, message] of cases) {
      const answer = await refund(buyer.orderId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(message);
      expect(answer.body.results.errors[0].field).toBe(field);
    }
    expect(await auditOf(buyer.orderId)).toHaveLength(0);
    expect((await billing(buyer.token)).orders[0]).toMatchObject({ status: 'paid' });
  });
});

describe('the orders list', () => {
  it('newest first, 25 a page, searched by order id or email and by status; admins only', async () => {
    const buyer = await member();
    const list = async (query: string, token = adminToken) =>
      t.call('GET', `${ADMIN_PATHS.orders}${query}`, undefined, bearer(token));
    const all = await list('');
    expect(all.status).toBe(200);
    const page = AdminOrderList.parse(all.body.results);
    expect(page.page_size).toBe(25);
    expect(page.items[0]?.order_id).toBe(buyer.orderId);
    expect(page.total).toBeGreaterThan(5);

    const byEmail = await list(`?q=${encodeURIComponent(buyer.email.toUpperCase())}`);
    expect(byEmail.body.results.items.map((o: AdminOrder) => o.order_id)).toEqual([buyer.orderId]);
    const byId = await list(`?q=${encodeURIComponent(buyer.orderId)}`);
    expect(byId.body.results.total).toBe(1);
    const refunded = await list('?status=refunded');
    expect(refunded.body.results.items.every((o: AdminOrder) => o.status === 'refunded')).toBe(
      true,
    );
    expect(refunded.body.results.total).toBeGreaterThanOrEqual(3);
    const none = await list('?q=nobody-at-all%25');
    expect(none.body.results).toMatchObject({ items: [], total: 0 });
    expect(none.body.message).toBe('No orders match this search.');
    const second = await list('?page=2');
    expect(second.body.results.page).toBe(2);

    expect((await list('?status=lost')).body.message).toMatch(/status must be one of: pending/);
    expect((await list('?page=0')).status).toBe(400);
    expect((await list(`?q=${'a'.repeat(201)}`)).body.results.errors[0].field).toBe('q');
    expect((await list('', (await staff(t, 'moderator')).token)).status).toBe(403);
    expect((await list('', buyer.token)).status).toBe(403);
    expect((await t.call('GET', ADMIN_PATHS.orders)).status).toBe(401);
  });
});

// The clock moves forward from here on (POST /dev/tick): this runs last.
describe('a provider answer that is lost', () => {
  it('while a whole refund waits for its answer, another call says so instead of refunding', async () => {
    const buyer = await member();
    provider.lose = 1;
    expect((await refund(buyer.orderId, { reason: REASON })).status).toBe(503);
    const waiting = await refund(buyer.orderId, { reason: REASON });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe(
      "A refund of this order is waiting for the payment provider's answer. Send the refund again in 90 seconds to finish it.",
    );
    expect(await auditOf(buyer.orderId)).toHaveLength(0);
    expect(await emailsTo(buyer.email)).toHaveLength(0);
  });

  it('answers 503, keeps the amount reserved, and the next call finishes it with the same key', async () => {
    const buyer = await member();
    const before = provider.refundCount;
    provider.lose = 1;
    const lost = await refund(buyer.orderId, { amount: 700, reason: REASON });
    expect(lost.status).toBe(503);
    expect(lost.body.message).toBe(
      'The payment provider did not confirm the refund. Nothing more will be refunded for it: send the refund again in 90 seconds to finish it.',
    );
    const order = async () =>
      (
        await t.pool.query('select refunded_amount, status from orders where id = $1', [
          buyer.orderId,
        ])
      ).rows[0];
    expect(await order()).toMatchObject({ refunded_amount: 0, status: 'paid' });
    // The 700 stays reserved: 800 is left, not 1499.
    const tooMuch = await refund(buyer.orderId, { amount: 1000, reason: REASON });
    expect(tooMuch.body.message).toMatch(/at most 799/);

    const tick = await t.call('POST', ROUTES.devTick, {
      now: new Date(Date.now() + 120_000).toISOString(),
    });
    expect(tick.status, tick.body.message).toBe(200);
    const finished = await refund(buyer.orderId, { amount: 100, reason: REASON });
    expect(finished.status, finished.body.message).toBe(200);
    expect(finished.body.message).toBe(
      'An earlier refund of $7.00 that the provider had not confirmed is now finished. Nothing else was refunded: send again to refund more.',
    );
    expect(await order()).toMatchObject({ refunded_amount: 700, status: 'partially_refunded' });
    // Asked twice with one key; the money moved once.
    const keys = provider.keys.slice(-2);
    expect(keys[0]).toBe(keys[1]);
    expect(provider.refundCount - before).toBe(1);
    expect(await emailsTo(buyer.email)).toHaveLength(1);
    expect(await auditOf(buyer.orderId)).toHaveLength(1);
  });
});
