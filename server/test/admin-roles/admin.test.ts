import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { admin, bearer, staff } from '../routes/market-people';
import { callAs, callName, STAFF_CALLS } from './calls';

// Interface §10: an admin, the ADMIN_EMAIL account or one an admin granted the role, is never
// refused (no 401, no 403) a staff call. Run one area's rows with `-t "accounts:"`.

let t: TestApp;
let admins: { label: string; token: string }[];

beforeAll(async () => {
  t = await createTestApp();
  admins = [
    { label: 'ADMIN_EMAIL', token: (await admin(t)).token },
    { label: 'granted admin', token: (await staff(t, 'admin')).token },
  ];
});
afterAll(async () => {
  await t?.close();
});

describe('an admin on the staff calls', () => {
  it.each(STAFF_CALLS.map((call) => [callName(call), call] as const))('%s', async (_name, call) => {
    for (const one of admins) {
      const answer = await callAs(t, call, bearer(one.token));
      expect([401, 403], `${one.label} ${answer.status}: ${answer.body.message}`).not.toContain(
        answer.status,
      );
      expect(answer.status).toBeLessThan(500);
    }
  });
});
