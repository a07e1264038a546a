import { expect } from 'vitest';
import { postJson, verifiedCaregiver, verifiedParent } from './accounts';

/**
 * The people and records the layout sweep opens its routes with (tests/e2e/layout-sweep.test.ts),
 * made through the API of the running product: a caregiver with a published profile, a parent
 * with Family Basic (a paid order), a saved caregiver, a conversation and a posted job, and the
 * admin. Each comes with the session the site keeps in `localStorage["persist:root"]`.
 */

/** What the auth store persists (src/stores/persistence.ts): a page opens logged in with it. */
export interface Session {
  isLoggedIn: true;
  user: { id: number; full_name: string; type: string };
  token: string;
  refresh_token: string;
}

export interface SweepPeople {
  parent: Session;
  caregiver: Session;
  admin: Session;
  /** The ids that fill the route table's parameters. */
  ids: {
    caregiverProfile: number;
    job: number;
    order: string;
    conversation: number;
    blogSlug: string;
  };
}

// +1 201-555-7xxx: block 7 (reviews.test.ts makes one account there; numbers are random within it).
const BLOCK = 7;
// Laramie, WY: far from the seeded metros and from the other e2e files' ZIP codes.
const ZIP = '82070';

/** A call to the running product with a session token; the answer's status and body. */
async function api(baseUrl: string, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by the API tests
  return { status: response.status, body: (await response.json()) as any };
}

/** Logs in through the API, as the site's login page does. */
async function session(
  baseUrl: string,
  prefix: '/v1/user' | '/v1/service-provider',
  email: string,
  password: string,
): Promise<Session> {
  const answer = await postJson(baseUrl, `${prefix}/login`, {
    email,
    login_input: email,
    password,
    device: 'web',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const results = answer.body.results as Omit<Session, 'isLoggedIn'>;
  return { isLoggedIn: true, ...results };
}

/** Pays a pending order on the sandbox checkout page, as its form does. */
async function payInSandbox(baseUrl: string, orderId: string) {
  const form = new URLSearchParams({
    card_number: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    name: 'Sam Sweep',
    accept_terms: 'on',
  });
  const paid = await fetch(`${baseUrl}/checkout/${encodeURIComponent(orderId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toContain(`/checkout-success/${orderId}`);
}

export async function makeSweepPeople(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<SweepPeople> {
  const caregiverAccount = await verifiedCaregiver(baseUrl, {
    name: 'Carmen Sweep',
    emailPrefix: 'sweep-cg',
    block: BLOCK,
  });
  const profile = await api(
    baseUrl,
    'PUT',
    '/v1/service-provider/caregiver-profile',
    caregiverAccount.token,
    {
      headline: 'Bilingual after-school sitter with a long, long headline that must wrap',
      bio: 'Seven years with toddlers and school-age children; first aid trained.',
      zip: ZIP,
      hourly_rate: 2300,
      experience_years: 7,
      age_groups: ['toddler', 'school_age'],
      services: ['babysitting', 'after_school'],
      languages: ['en', 'es'],
      availability: [{ day: 2, from: '15:00', to: '19:00' }],
      published: true,
    },
  );
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const caregiverProfile = profile.body.results.id as number;

  const parentAccount = await verifiedParent(baseUrl, {
    name: 'Paula Sweep',
    emailPrefix: 'sweep-parent',
    block: BLOCK,
  });
  const token = parentAccount.token;
  const plans = await api(baseUrl, 'GET', '/v1/user/subscription-plans', token);
  const basic = (plans.body.results as { id: string; name: string }[]).find(
    (plan) => plan.name === 'Family Basic',
  );
  expect(basic, 'the seeded Family Basic plan').toBeDefined();
  const bought = await api(baseUrl, 'POST', '/v1/user/buy-subscription', token, {
    plan_id: basic?.id,
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  const order = bought.body.results.order_id as string;
  await payInSandbox(baseUrl, order);

  const saved = await api(baseUrl, 'PUT', `/v1/user/favourites/${caregiverProfile}`, token);
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
  const started = await api(baseUrl, 'POST', '/v1/conversations', token, {
    caregiver_id: caregiverProfile,
    body: 'Hello Carmen, are you free on Tuesday afternoons from 3 to 7 for our two children?',
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const job = await api(baseUrl, 'POST', '/v1/user/jobs', token, {
    title: 'After-school care for two curious kids',
    description: 'Pick-up from school, homework and a snack; Tuesdays and Thursdays.',
    zip: ZIP,
    services: ['after_school'],
    age_groups: ['school_age'],
    schedule: 'Tue and Thu, 3–7 pm',
    hourly_rate_max: 2600,
    starts_on: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  expect(job.status, JSON.stringify(job.body)).toBe(201);

  const blogs = await fetch(`${baseUrl}/v1/users/blogs`);
  const blogSlug = /"slug":"([^"]+)"/.exec(await blogs.text())?.[1];
  expect(blogSlug, 'a seeded blog post').toBeDefined();

  return {
    parent: await session(baseUrl, '/v1/user', parentAccount.email, parentAccount.password),
    caregiver: await session(
      baseUrl,
      '/v1/service-provider',
      caregiverAccount.email,
      caregiverAccount.password,
    ),
    admin: await session(baseUrl, '/v1/user', admin.email, admin.password),
    ids: {
      caregiverProfile,
      job: job.body.results.id as number,
      order,
      conversation: started.body.results.conversation_id as number,
      blogSlug: blogSlug as string,
    },
  };
}
