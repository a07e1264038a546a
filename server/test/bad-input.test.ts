import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const POSTS = [
  '/v1/user/login',
  '/v1/service-provider/login',
  '/v1/user/signup',
  '/v1/service-provider/signup',
  '/v1/user/verify-mobile',
  '/v1/user/resend-otp',
  '/v1/service-provider/resend-otp',
  '/v1/user/refresh-token',
  '/v1/service-provider/refresh-token',
  '/v1/user/logout',
  '/v1/service-provider/logout',
  '/v1/user/forgot-password-web',
  '/v1/service-provider/forgot-password-web',
  '/v1/user/reset-password-web',
  '/v1/service-provider/reset-password-web',
  '/v1/user/reset-password',
  '/v1/service-provider/reset-password',
  '/v1/users/add-newsletter',
  '/v1/users/add-promocode',
  '/v1/users/remove-promocode',
  '/v1/user/buy-subscription',
  '/v1/service-provider/buy-subscription',
  '/v1/forms/connect',
  '/v1/forms/concierge',
  '/v1/forms/demo-request',
  '/v1/forms/contact',
];

const FIELDS = [
  'email',
  'password',
  'type',
  'login_input',
  'device',
  'full_name',
  'country_code',
  'mobile',
  'otp',
  'token',
  'refresh_token',
  'current_password',
  'services',
  'years_experience',
  'source',
  'code',
  'plan_id',
  'promo_code',
  'full_name',
  'message',
  'looking_for',
  'city',
  'start_date',
  'children',
  'organization',
  'subject',
  'phone',
];

/** Bodies shaped like the real ones, with every field any JSON value, plus anything at all. */
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue(), { maxKeys: 8 }),
  fc.dictionary(
    fc.constantFrom(...FIELDS),
    fc.oneof(
      fc.string(),
      fc.constantFrom('', ' ', '+1', '2015550123', 'a@b.co', '123456', '\u0000', '🙂'.repeat(50)),
    ),
    { maxKeys: 8 },
  ),
);

describe('bad input on every POST (property-based)', () => {
  it.each(POSTS)('%s never answers 500 and always answers the envelope', async (path) => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, rawString) => {
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token' },
          payload: rawString ? JSON.stringify(payload).slice(0, -1) : JSON.stringify(payload),
        });
        expect(response.statusCode).toBeLessThan(500);
        const answer = response.json();
        expect(typeof answer.success).toBe('boolean');
        expect(typeof answer.message).toBe('string');
        expect(answer.message.length).toBeGreaterThan(0);
        expect(response.body).not.toMatch(/at \S+ \(|node_modules|stack/i);
      }),
      { numRuns: 40 },
    );
  });
});
