import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndVerify, type TestApp } from '../harness';

// The site as the README opens it (127.0.0.1) while PUBLIC_URL names another origin, and one
// partner origin: the checkout returns where the buyer is logged in, never to a stranger.
const SITE = 'http://127.0.0.1:8080';
const PARTNER = 'https://partner.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: `${SITE},${PARTNER}` });
});
afterAll(async () => {
  await t.close();
});

async function buyFrom(origin: string | undefined) {
  const session = await signUpAndVerify(t);
  const answer = await t.call(
    'POST',
    '/v1/user/buy-subscription',
    { plan_id: 'parent-basic-monthly' },
    { authorization: `Bearer ${session.token}`, ...(origin ? { origin } : {}) },
  );
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.results.order_id as string;
}

function pay(orderId: string, card = '4242 4242 4242 4242') {
  return t.app.inject({
    method: 'POST',
    url: `/checkout/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      card_number: card,
      expiry: '12/39',
      cvc: '123',
      name: 'Ana Parent',
      accept_terms: 'on',
    }).toString(),
  });
}

describe('where the checkout returns', () => {
  it('to the allowed origin the order was bought from, paid or declined, and on a later visit', async () => {
    const paid = await buyFrom(SITE);
    const answer = await pay(paid);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${SITE}/checkout-success/${paid}`);
    const again = await t.app.inject({ method: 'GET', url: `/checkout/${paid}` });
    expect(again.headers.location).toBe(`${SITE}/checkout-success/${paid}`);

    const declined = await buyFrom(PARTNER);
    const refused = await pay(declined, '4000 0000 0000 0002');
    expect(refused.headers.location).toBe(`${PARTNER}/checkout-fail?order=${declined}`);
  });

  it('to PUBLIC_URL for an unknown origin or none', async () => {
    const foreign = await buyFrom('https://evil.example');
    expect((await pay(foreign)).headers.location).toBe(
      `http://ftc.test/checkout-success/${foreign}`,
    );
    const direct = await buyFrom(undefined);
    expect((await pay(direct)).headers.location).toBe(`http://ftc.test/checkout-success/${direct}`);
  });
});
