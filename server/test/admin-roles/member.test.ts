import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { bearer, caregiver, parent } from '../routes/market-people';
import { callAs, callName, STAFF_CALLS } from './calls';

// Interface §10: every staff call refuses a request without a session (401) and a member's,
// parent or caregiver (403, saying so). Run one area's rows with `-t "accounts:"`.

let t: TestApp;
let members: { label: string; token: string }[];

beforeAll(async () => {
  t = await createTestApp();
  members = [
    { label: 'parent', token: (await parent(t)).token },
    { label: 'caregiver', token: (await caregiver(t)).token },
  ];
});
afterAll(async () => {
  await t?.close();
});

describe('a member on the staff calls', () => {
  it.each(STAFF_CALLS.map((call) => [callName(call), call] as const))(
    '%s: no session 401, a member 403',
    async (_name, call) => {
      const anonymous = await callAs(t, call, {});
      expect(anonymous.status, anonymous.body.message).toBe(401);
      for (const member of members) {
        const refused = await callAs(t, call, bearer(member.token));
        expect(refused.status, `${member.label}: ${refused.body.message}`).toBe(403);
        expect(refused.body.success).toBe(false);
        expect(refused.body.message).toMatch(/staff|administrator/);
      }
    },
  );
});
