import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { bearer, staff } from '../routes/market-people';
import { callAs, callName, STAFF_CALLS } from './calls';

// Interface §10: a moderator is refused (403) every admin-only call and never refused (no 401,
// no 403) a moderator's. Run one area's rows with `-t "accounts:"`.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await staff(t, 'moderator')).token;
});
afterAll(async () => {
  await t?.close();
});

describe('a moderator on the staff calls', () => {
  it.each(STAFF_CALLS.map((call) => [callName(call), call] as const))('%s', async (_name, call) => {
    const answer = await callAs(t, call, bearer(token));
    if (call.role === 'admin') {
      expect(answer.status, answer.body.message).toBe(403);
      expect(answer.body.message).toBe(
        'Only an administrator may do this. Ask an administrator of FTC.',
      );
    } else {
      expect([401, 403], `${answer.status}: ${answer.body.message}`).not.toContain(answer.status);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
