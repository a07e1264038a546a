import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import { admin, caregiver, givePlan, parent, staff } from '../routes/market-people';

// Bad input on the operators' desk, the members' reports (issue 23, interface §10) and the
// bookings (issue 25, interface §11), with a
// live session of each kind: whatever arrives, no call answers 500 or leaves the envelope, and a
// field error names its field. Routes come from the OpenAPI document, so new ones join by
// themselves.

let t: TestApp;
const sessions: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  sessions.admin = (await admin(t)).token;
  sessions.moderator = (await staff(t, 'moderator')).token;
  const member = await parent(t);
  // With a plan: booking requests get past the paywall to the rules.
  await givePlan(t, member.user.id, 'user');
  sessions.member = member.token;
  sessions.caregiver = (await caregiver(t)).token;
});
afterAll(async () => {
  await t.close();
});

const FIELDS = [
  'reason',
  'until',
  'role',
  'action',
  'details',
  'amount',
  'code',
  'discount_percent',
  'plan_ids',
  'max_uses',
  'expires_at',
  'audience',
  'question',
  'answer',
  'position',
  'decision',
  'kind',
  'caregiver_id',
  'starts_at',
  'ends_at',
  'children',
  'hourly_rate',
  'notes',
  'repeat_weekly_until',
  'hours',
  'note',
];

const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    'short',
    'A reason long enough for the audit log.',
    'x'.repeat(501),
    '\u0000',
    'a\uD800b',
    -1,
    0,
    1.5,
    101,
    1e308,
    '2001-01-01T00:00:00Z',
    '2099-01-01T00:00:00Z',
    '2030-02-30',
    '2030-02-01T18:00:00-05:00',
    0.25,
    7,
    'scam',
    'hide',
    'suspend',
    'moderator',
    'admin',
    null,
    ['1', 2, null],
    '<script>alert(1)</script>',
  ),
);

const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 6 }),
);

/** The documented routes of the desk and the reports, with a path segment to fill in. */
async function deskRoutes(): Promise<{ method: string; path: string; query: string[] }[]> {
  const doc = (await t.call('GET', '/v1/openapi.json')).body as unknown as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  return Object.entries(doc.paths)
    .filter(
      ([path]) =>
        path.startsWith('/v1/admin/') ||
        path.endsWith('/report') ||
        (path.startsWith(BOOKING_PATHS.list) && !path.includes('calendar')),
    )
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
    );
}

describe('bad input on the desk and the reports, with live sessions (property-based)', () => {
  it('no call answers 500, every answer is the envelope with a message', async () => {
    const routes = await deskRoutes();
    // The §10 calls: accounts, suspend, staff, reports, resolve, refunds, promo codes, FAQs,
    // metrics, audit, documents, and the four member reports; the eight booking calls of §11.
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes.filter((route) => route.path.startsWith(BOOKING_PATHS.list))).toHaveLength(8);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('admin', 'moderator', 'member', 'caregiver'),
          fc.oneof(
            fc.constantFrom('1', '999999', '0', 'abc', '-5', 'FTC-1', 'WELCOME10'),
            fc.string(),
          ),
          body,
          fc.dictionary(
            fc.constantFrom(...route.query, 'page'),
            fc.oneof(fc.string(), fc.constantFrom('0', '-1', '2', '9999999999', '2025-01-01')),
            { maxKeys: 3 },
          ),
          async (who, segment, payload, query) => {
            const search = new URLSearchParams(query).toString();
            const path = route.path.replace(/\{[^}]+\}/g, encodeURIComponent(segment) || 'x');
            const response = await t.app.inject({
              method: route.method as 'GET',
              url: `${path}${search ? `?${search}` : ''}`,
              headers: {
                authorization: `Bearer ${sessions[who]}`,
                ...(route.method === 'GET' || route.method === 'DELETE'
                  ? {}
                  : { 'content-type': 'application/json' }),
              },
              ...(route.method === 'GET' || route.method === 'DELETE'
                ? {}
                : { payload: JSON.stringify(payload) }),
            });
            const where = `${who} ${route.method} ${path}?${search} ${JSON.stringify(payload)}`;
            expect(response.statusCode, `${where}: ${response.body}`).toBeLessThan(500);
            if (response.headers['content-type']?.toString().startsWith('application/json')) {
              const answer = response.json();
              expect(typeof answer.success, where).toBe('boolean');
              expect(answer.message.length, where).toBeGreaterThan(0);
            }
            expect(response.body).not.toMatch(/at \S+ \(|node_modules/);
          },
        ),
        { numRuns: 25 },
      );
    }
  });

  it('a short or missing reason is refused with a message naming reason', async () => {
    const target = await parent(t, 'Rae Target');
    for (const reason of [undefined, '', 'too short']) {
      const answer = await t.call(
        'POST',
        `/v1/admin/accounts/${target.user.id}/suspend`,
        reason === undefined ? {} : { reason },
        { authorization: `Bearer ${sessions.moderator}` },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/reason/);
    }
  });
});
