import Stripe from 'stripe';
import { BILLING_PATHS } from '../../../src/contract/endpoints';
import type { TestApp } from '../harness';

// Stripe events as Stripe sends them to our webhook, signed with the library's own signing
// helper (the tests' apps use STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET).
export const WEBHOOK_SECRET = 'whsec_test_ftc';
export const signer = new Stripe('sk_test_signer');

let eventCounter = 0;
/** An event of `type` about `object`, with a new id; `created` defaults to now and later. */
export function stripeEvent(type: string, object: Record<string, unknown>, created?: number) {
  eventCounter += 1;
  return {
    id: `evt_test_${eventCounter}`,
    object: 'event',
    type,
    created: created ?? Math.floor(Date.now() / 1000) + eventCounter,
    livemode: false,
    data: { object },
  };
}

/** Posts `payload` to the webhook, signed unless `signature` is given (null: no header). */
export async function postWebhook(t: TestApp, payload: string, signature?: string | null) {
  const header =
    signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      : signature;
  const answer = await t.app.inject({
    method: 'POST',
    url: BILLING_PATHS.stripeWebhook,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
    payload,
  });
  return {
    status: answer.statusCode,
    body: answer.json() as { success: boolean; message: string },
  };
}
