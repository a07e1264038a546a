import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  CAREGIVER_PATHS,
  CONTENT_PATHS,
  CONVERSATION_PATHS,
  DOCUMENT_PATHS,
  JOB_PATHS,
  SUBSCRIPTION_PATHS,
} from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import { bearer, caregiver, isoDay, parent } from '../routes/market-people';

// Answers about one person are never kept by a browser or a proxy: every JSON answer to a
// request with credentials says `Cache-Control: private, no-store` (plugins/private-answers.ts).
// Public content keeps its own revalidation (ETag, `no-cache`).

let t: TestApp;
let mom: Awaited<ReturnType<typeof parent>>;
let carer: Awaited<ReturnType<typeof caregiver>>;
let conversationId: number;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  mom = await parent(t);
  carer = await caregiver(t);
  const job = await t.call(
    'POST',
    JOB_PATHS.own,
    {
      title: 'Evening sitter needed',
      description: 'Two kids, homework and dinner.',
      zip: '78701',
      services: ['babysitting'],
      age_groups: ['school_age'],
      schedule: 'Tue and Thu evenings',
      hourly_rate_max: 2400,
      starts_on: isoDay(5),
    },
    bearer(mom.token),
  );
  const applied = await t.call(
    'POST',
    JOB_PATHS.apply(job.body.results.id),
    { message: 'Hello! I would love to help.' },
    bearer(carer.token),
  );
  const started = await t.call(
    'POST',
    CONVERSATION_PATHS.list,
    { application_id: applied.body.results.id, body: 'First message' },
    bearer(carer.token),
  );
  conversationId = started.body.results.conversation_id;
  const plans = await t.call('GET', SUBSCRIPTION_PATHS.plans('user'));
  const bought = await t.call(
    'POST',
    SUBSCRIPTION_PATHS.buy('user'),
    { plan_id: plans.body.results[0].id },
    bearer(mom.token),
  );
  expect(bought.status).toBe(201);
  orderId = bought.body.results.order_id;
});
afterAll(async () => {
  await t.close();
});

describe('private answers are not cached', () => {
  const who = { parent: () => mom.token, caregiver: () => carer.token };
  const table: [string, 'GET' | 'POST', () => string, keyof typeof who, number][] = [
    ['the parent’s profile', 'GET', () => authPaths('user').profile, 'parent', 200],
    [
      'the caregiver’s account',
      'GET',
      () => authPaths('service_provider').profile,
      'caregiver',
      200,
    ],
    ['the caregiver’s own profile', 'GET', () => CAREGIVER_PATHS.ownProfile, 'caregiver', 200],
    ['an order (billing)', 'GET', () => SUBSCRIPTION_PATHS.order(orderId), 'parent', 200],
    ['the conversations', 'GET', () => CONVERSATION_PATHS.list, 'parent', 200],
    [
      'a conversation’s messages',
      'GET',
      () => CONVERSATION_PATHS.messages(conversationId),
      'parent',
      200,
    ],
    ['the documents', 'GET', () => DOCUMENT_PATHS.list('service_provider'), 'caregiver', 200],
    ['the favourites', 'GET', () => CAREGIVER_PATHS.favourites, 'parent', 200],
    ['the parent’s jobs', 'GET', () => JOB_PATHS.own, 'parent', 200],
    ['a stream ticket', 'POST', () => CONVERSATION_PATHS.ticket, 'parent', 201],
    ['a refusal (another kind of account)', 'GET', () => JOB_PATHS.own, 'caregiver', 403],
  ];
  it.each(table)(
    '%s answers Cache-Control: private, no-store',
    async (_name, method, path, as, status) => {
      const answer = await t.call(
        method,
        path(),
        method === 'POST' ? {} : undefined,
        bearer(who[as]()),
      );
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('a stale session’s 401 is private too; an anonymous answer gets no such header', async () => {
    const stale = await t.call('GET', authPaths('user').profile, undefined, bearer('not-a-token'));
    expect(stale.status).toBe(401);
    expect(stale.headers['cache-control']).toBe('private, no-store');
    const anonymous = await t.call('GET', CAREGIVER_PATHS.search);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });

  it('the FAQs keep their revalidation (ETag, no-cache), for visitors and members alike', async () => {
    for (const headers of [{}, bearer(mom.token)]) {
      const faqs = await t.call('GET', CONTENT_PATHS.faqs('users'), undefined, headers);
      expect(faqs.status).toBe(200);
      expect(faqs.headers['cache-control']).toBe('no-cache');
      expect(faqs.headers.etag).toMatch(/^"/);
      const again = await t.app.inject({
        method: 'GET',
        url: CONTENT_PATHS.faqs('users'),
        headers: { ...headers, 'if-none-match': String(faqs.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
  });
});
