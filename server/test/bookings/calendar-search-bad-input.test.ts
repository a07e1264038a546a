import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PATHS, CAREGIVER_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import { bearer, caregiver, parent } from '../routes/market-people';

// Whatever arrives at the calendar link, the feed and search by time: never a 500, always the
// envelope, a 400 names its field, and a feed is only ever served for a real link.

let t: TestApp;
const tokens: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  tokens.push((await parent(t)).token, (await caregiver(t)).token);
});
afterAll(async () => {
  await t?.close();
});

const odd = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '2030-03-05T23:00:00Z',
    '2030-03-05T23:00:00+25:00',
    '2030-02-30T10:00:00Z',
    '9999-12-31T23:59:59Z',
    '0000-01-01T00:00:00Z',
    '2030-03-05',
    '1e308',
    '-1',
    '<script>',
    'a\uD800b',
  ),
);

describe('bad input', () => {
  it('search by time answers 200 or a 400 naming available_at or available_until', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(odd, { nil: undefined }),
        fc.option(odd, { nil: undefined }),
        async (at, until) => {
          const query = new URLSearchParams();
          if (at !== undefined) query.set('available_at', at);
          if (until !== undefined) query.set('available_until', until);
          const answer = await t.call('GET', `${CAREGIVER_PATHS.search}?${query}`);
          expect([200, 400]).toContain(answer.status);
          expect(typeof answer.body.message).toBe('string');
          if (answer.status === 400)
            expect(['available_at', 'available_until']).toContain(
              answer.body.results.errors[0].field,
            );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the feed answers 404 for anything but a live link; the link routes take no input and need a session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ minLength: 1 }), fc.base64String({ minLength: 40, maxLength: 48 })),
        async (file) => {
          const answer = await t.app.inject({
            method: 'GET',
            url: BOOKING_PATHS.calendarFeed(file),
          });
          expect([400, 404]).toContain(answer.statusCode);
          expect(answer.json().success).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
    for (const token of tokens) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await t.call(
          method,
          BOOKING_PATHS.calendarLink,
          { url: 'x', token: 1 },
          bearer(token),
        );
        expect(answer.status).toBe(200);
      }
      const expired = await t.call(
        'GET',
        BOOKING_PATHS.calendarLink,
        undefined,
        bearer(`${token}x`),
      );
      expect(expired.status).toBe(401);
    }
  });
});
