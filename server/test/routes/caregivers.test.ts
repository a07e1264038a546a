import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CaregiverCard as Card,
  CaregiverDetail,
  CaregiverPage,
  OwnProfile,
} from '../../../src/contract/caregivers';
import { CAREGIVER_PATHS } from '../../../src/contract/endpoints';
import { placeOfZip } from '../../services/zip-codes';
import { createTestApp, parentForm, signUpAndVerify, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const search = async (query: string, headers: Record<string, string> = {}) => {
  const answer = await t.call('GET', `${CAREGIVER_PATHS.search}?${query}`, undefined, headers);
  return answer;
};
const cards = async (query: string): Promise<Card[]> => {
  const answer = await search(query);
  expect(answer.status, answer.body.message).toBe(200);
  return CaregiverPage.parse(answer.body.results).items;
};

/** Every card of every page of a search (page_size 50). */
async function all(query: string): Promise<{ items: Card[]; total: number }> {
  const items: Card[] = [];
  let total = 0;
  for (let page = 1; page < 20; page++) {
    const answer = await search(`${query}&page_size=50&page=${page}`);
    expect(answer.status, answer.body.message).toBe(200);
    const result = CaregiverPage.parse(answer.body.results);
    total = result.total;
    items.push(...result.items);
    if (result.items.length < 50) break;
  }
  return { items, total };
}

/** Distance in km between two points (haversine, the earth as a sphere like earthdistance). */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(h));
}

async function caregiverSession(fullName = 'Carla Gómez Ruiz') {
  return signUpAndVerify(t, '/v1/service-provider', parentForm({ full_name: fullName }));
}

const validProfile = (overrides: Record<string, unknown> = {}) => ({
  headline: 'Patient nanny for toddlers and babies',
  bio: 'I love reading aloud and long walks in the park.',
  zip: '78701',
  hourly_rate: 2500,
  experience_years: 6,
  age_groups: ['toddler', 'infant'],
  services: ['nanny', 'babysitting'],
  languages: ['en', 'es'],
  availability: [
    { day: 1, from: '08:00', to: '17:00' },
    { day: 3, from: '08:00', to: '12:00' },
  ],
  published: true,
  ...overrides,
});

describe('GET /v1/caregivers: filters', () => {
  it('lists the seeded published profiles, newest activity first without near', async () => {
    const { items, total } = await all('sort=recent');
    expect(total).toBeGreaterThanOrEqual(200);
    expect(items).toHaveLength(total);
    const times = items.map((card) => Date.parse(card.last_active_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items.every((card) => card.distance_km === undefined)).toBe(true);
  });

  it('near a ZIP: every card within the radius, distance_km one decimal, nearest first', async () => {
    const origin = placeOfZip('10001');
    if (!origin) throw new Error('10001 missing');
    const { items, total } = await all('near=10001&radius_km=10');
    expect(total).toBeGreaterThan(0);
    expect(items).toHaveLength(total);
    for (const card of items) {
      expect(card.distance_km).toBeDefined();
      expect(card.distance_km).toBeLessThanOrEqual(10);
      expect(Math.round((card.distance_km ?? 0) * 10) / 10).toBe(card.distance_km);
      expect(card.state).toMatch(/NY|NJ/);
    }
    // The distance is the stored point's, measured independently here (to 0.1 km).
    const { rows } = await t.pool.query<{ id: number; lat: number; lng: number }>(
      'select id::int as id, lat, lng from caregiver_profiles where id = any($1)',
      [items.map((card) => card.id)],
    );
    for (const row of rows) {
      const card = items.find((item) => item.id === row.id);
      expect(Math.abs((card?.distance_km ?? 0) - km(origin, row))).toBeLessThanOrEqual(0.1);
    }
    const distances = items.map((card) => card.distance_km ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Nobody from the other metros.
    expect(items.some((card) => card.city === 'Chicago')).toBe(false);
  });

  it('near lat,lng is the same as near its ZIP', async () => {
    const origin = placeOfZip('60601');
    const byZip = await all('near=60601&radius_km=15');
    const byPoint = await all(`near=${origin?.lat},${origin?.lng}&radius_km=15`);
    expect(byPoint.items.map((c) => c.id)).toEqual(byZip.items.map((c) => c.id));
    expect(byZip.total).toBeGreaterThan(0);
  });

  it('the default radius is 25 km and 100 km reaches further', async () => {
    const near = await all('near=98101');
    const far = await all('near=98101&radius_km=100');
    expect(near.items.every((card) => (card.distance_km ?? 99) <= 25)).toBe(true);
    expect(far.total).toBeGreaterThanOrEqual(near.total);
  });

  it('min_rate and max_rate', async () => {
    const { items, total } = await all('min_rate=2000&max_rate=3000');
    expect(total).toBeGreaterThan(0);
    for (const card of items) {
      expect(card.hourly_rate).toBeGreaterThanOrEqual(2000);
      expect(card.hourly_rate).toBeLessThanOrEqual(3000);
    }
  });

  it('repeated service, age_group and language must all match', async () => {
    const { items, total } = await all(
      'service=nanny&service=babysitting&age_group=toddler&language=en',
    );
    expect(total).toBeGreaterThan(0);
    for (const card of items) {
      expect(card.services).toEqual(expect.arrayContaining(['nanny', 'babysitting']));
      expect(card.age_groups).toContain('toddler');
      expect(card.languages).toContain('en');
    }
    const one = await all('service=nanny');
    expect(one.total).toBeGreaterThan(total);
  });

  it('language=es', async () => {
    const { items, total } = await all('language=es');
    expect(total).toBeGreaterThan(0);
    for (const card of items) expect(card.languages).toContain('es');
  });

  it('available_day: each card has a slot that day', async () => {
    const { items, total } = await all('available_day=6');
    expect(total).toBeGreaterThan(0);
    for (const card of items.slice(0, 15)) {
      const detail = CaregiverDetail.parse(
        (await t.call('GET', CAREGIVER_PATHS.one(card.id))).body.results,
      );
      expect(detail.availability.some((slot) => slot.day === 6)).toBe(true);
    }
  });

  it('verified=1: an unexpired id or background_check badge on every card', async () => {
    const { items, total } = await all('verified=1');
    expect(total).toBeGreaterThan(0);
    const now = Date.now();
    for (const card of items) {
      expect(
        card.badges.some(
          (badge) =>
            ['id', 'background_check'].includes(badge.kind) &&
            (badge.expires_at === null || Date.parse(badge.expires_at) > now),
        ),
      ).toBe(true);
    }
  });

  it('featured=1: only caregivers with an active plan that features them', async () => {
    const { items, total } = await all('featured=1');
    expect(total).toBeGreaterThan(0);
    expect(items.every((card) => card.featured)).toBe(true);
    const everyone = await all('sort=rate');
    expect(everyone.items.filter((card) => card.featured).length).toBe(total);
  });

  it("featured follows the plan's features: a plan without featured placement does not feature", async () => {
    const plans = await t.call('GET', '/v1/service-provider/subscription-plans');
    const says = (id: string) =>
      plans.body.results
        .find((plan: { id: string }) => plan.id === id)
        .features.some((feature: string) => /featured placement/i.test(feature));
    expect(says('caregiver-pro-monthly')).toBe(false);
    expect(says('caregiver-featured-monthly')).toBe(true);

    const featuredOf = async (planId: string) => {
      const session = await caregiverSession('Flor Plan');
      const auth = { authorization: `Bearer ${session.token}` };
      const saved = await t.call('PUT', CAREGIVER_PATHS.ownProfile, validProfile(), auth);
      const id = OwnProfile.parse(saved.body.results).id;
      const order = `ord_featured_${id}`;
      await t.pool.query(
        `insert into orders (id, account_id, plan_id, amount, currency, status, period_end, paid_at)
         values ($1, $2, $3, 0, 'USD', 'paid', now() + interval '30 days', now())`,
        [order, session.user.id, planId],
      );
      await t.pool.query(
        `insert into subscriptions (account_id, plan_id, order_id, status, current_period_end)
         values ($1, $2, $3, 'active', now() + interval '30 days')`,
        [session.user.id, planId, order],
      );
      const detail = await t.call('GET', CAREGIVER_PATHS.one(id));
      const listed = (await all('near=78701&radius_km=5&featured=1')).items.some(
        (card) => card.id === id,
      );
      return { detail: detail.body.results.featured, listed };
    };
    expect(await featuredOf('caregiver-pro-monthly')).toEqual({ detail: false, listed: false });
    expect(await featuredOf('caregiver-featured-monthly')).toEqual({ detail: true, listed: true });
  });

  it('q: words in the headline or bio', async () => {
    const { items, total } = await all('q=piano');
    expect(total).toBeGreaterThan(0);
    for (const card of items) {
      const detail = (await t.call('GET', CAREGIVER_PATHS.one(card.id))).body.results;
      expect(`${detail.headline} ${detail.bio}`.toLowerCase()).toContain('piano');
    }
  });

  it('q near a ZIP: the words alone within the radius, each sort and page alike', async () => {
    // Near a ZIP the words are checked apart, after the earth index's filters (migration 044).
    const everywhere = await all('q=piano');
    const near = await all('q=piano&near=10001&radius_km=60&sort=distance');
    expect(near.total).toBeGreaterThan(0);
    expect(near.items).toHaveLength(near.total);
    const origin = placeOfZip('10001');
    if (!origin) throw new Error('10001 missing');
    const { rows } = await t.pool.query<{ id: number; lat: number; lng: number }>(
      'select id::int as id, lat, lng from caregiver_profiles where id = any($1)',
      [everywhere.items.map((card) => card.id)],
    );
    const within = rows.filter((row) => km(origin, row) <= 60).map((row) => row.id);
    expect(near.items.map((card) => card.id).sort()).toEqual(within.sort());
    const distances = near.items.map((card) => card.distance_km ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const byRate = await all('q=piano&near=10001&radius_km=60&sort=rate&service=nanny');
    expect(byRate.items.every((card) => card.services.includes('nanny'))).toBe(true);
    const rates = byRate.items.map((card) => card.hourly_rate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    const page2 = CaregiverPage.parse(
      (await search('q=piano&near=10001&radius_km=60&page_size=2&page=2')).body.results,
    );
    expect(page2.total).toBe(near.total);
    expect(page2.items.map((card) => card.id)).toEqual(near.items.slice(2, 4).map((c) => c.id));
  });

  it('q near a ZIP: a bio whose words outgrow the index copy is matched from its own row', async () => {
    // Migration 046 keeps a profile's words in the cell index only up to 1,000 characters of
    // text; above, `search_words` is null and the search reads the table's `search_text`.
    const { rows } = await t.pool.query<{ id: number; bio: string }>(
      `select id::int as id, bio from caregiver_profiles
        where published and hidden_at is null and zip = '10001' order by id limit 2`,
    );
    const [long, plain] = rows;
    if (!long || !plain) throw new Error('no published profiles at 10001');
    // ~240 distinct words: a tsvector far past 1,000 characters as text.
    const filler = Array.from({ length: 240 }, (_, i) => `word${i.toString(36)}x`).join(' ');
    try {
      await t.pool.query('update caregiver_profiles set bio = $2 where id = $1', [
        long.id,
        `${filler} zeppelinology`,
      ]);
      await t.pool.query('update caregiver_profiles set bio = $2 where id = $1', [
        plain.id,
        `${filler.slice(0, 400)} zeppelinology`,
      ]);
      const { rows: kept } = await t.pool.query<{ id: number; indexed: boolean }>(
        `select id::int as id, search_words is not null as indexed from caregiver_profiles
          where id = any($1) order by id`,
        [[long.id, plain.id]],
      );
      expect(kept.find((row) => row.id === long.id)?.indexed).toBe(false);
      expect(kept.find((row) => row.id === plain.id)?.indexed).toBe(true);
      const found = await all('q=zeppelinology&near=10001&radius_km=25');
      expect(found.items.map((card) => card.id).sort()).toEqual([long.id, plain.id].sort());
      expect(found.total).toBe(2);
      const phrase = await all(
        `q=${encodeURIComponent('"word1x word2x"')}&near=10001&radius_km=25`,
      );
      expect(phrase.items.map((card) => card.id).sort()).toEqual([long.id, plain.id].sort());
      const none = await all(
        `q=${encodeURIComponent('zeppelinology -word0x')}&near=10001&radius_km=25`,
      );
      expect(none.total).toBe(0);
    } finally {
      for (const row of rows) {
        await t.pool.query('update caregiver_profiles set bio = $2 where id = $1', [
          row.id,
          row.bio,
        ]);
      }
    }
  });

  it('verified=1 follows a badge given, expired or taken away at once', async () => {
    const { rows } = await t.pool.query<{ id: number }>(
      `select p.id::int as id from caregiver_profiles p
        where p.published and p.zip = '78701'
          and not exists (select 1 from caregiver_badges b where b.profile_id = p.id
                           and b.kind in ('id', 'background_check'))
        limit 1`,
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('no unverified profile near 78701');
    const verifiedIds = async () =>
      (await all('near=78701&radius_km=5&verified=1')).items.map((card) => card.id);
    expect(await verifiedIds()).not.toContain(id);
    await t.pool.query(
      `insert into caregiver_badges (profile_id, kind, verified_at, expires_at)
       values ($1, 'id', now(), null)`,
      [id],
    );
    expect(await verifiedIds()).toContain(id);
    await t.pool.query(
      `update caregiver_badges set expires_at = now() - interval '1 day'
        where profile_id = $1 and kind = 'id'`,
      [id],
    );
    expect(await verifiedIds()).not.toContain(id);
    await t.pool.query(
      `insert into caregiver_badges (profile_id, kind, verified_at, expires_at)
       values ($1, 'background_check', now(), now() + interval '1 year')`,
      [id],
    );
    expect(await verifiedIds()).toContain(id);
    await t.pool.query('delete from caregiver_badges where profile_id = $1', [id]);
    expect(await verifiedIds()).not.toContain(id);
  });

  it('near a ZIP: a suspended or deleted account leaves at once and comes back when lifted', async () => {
    // account_off_until is kept from accounts by a trigger (migration 044); the search reads it.
    const { rows } = await t.pool.query<{ id: number; account: string }>(
      `select p.id::int as id, p.account_id as account from caregiver_profiles p
        where p.published and p.zip = '78701' order by p.id limit 1`,
    );
    const found = rows[0];
    if (!found) throw new Error('no profile near 78701');
    const nearIds = async () => (await all('near=78701&radius_km=5')).items.map((card) => card.id);
    const set = (columns: string) =>
      t.pool.query(`update accounts set ${columns} where id = $1`, [found.account]);
    expect(await nearIds()).toContain(found.id);
    await set(`suspended_at = now(), suspended_until = now() + interval '2 days'`);
    expect(await nearIds()).not.toContain(found.id);
    await set(`suspended_until = now() - interval '1 minute'`);
    expect(await nearIds()).toContain(found.id);
    await set('suspended_until = null');
    expect(await nearIds()).not.toContain(found.id);
    await set('suspended_at = null');
    expect(await nearIds()).toContain(found.id);
    await set('deleted_at = now()');
    expect(await nearIds()).not.toContain(found.id);
    await set('deleted_at = null');
    expect(await nearIds()).toContain(found.id);
  });

  it('filters combine: near + service + rate + sort=rate', async () => {
    const { items } = await all(
      'near=90012&radius_km=30&service=babysitting&max_rate=3500&sort=rate',
    );
    expect(items.length).toBeGreaterThan(0);
    for (const card of items) {
      expect(card.services).toContain('babysitting');
      expect(card.hourly_rate).toBeLessThanOrEqual(3500);
      expect(card.distance_km).toBeLessThanOrEqual(30);
    }
    const rates = items.map((card) => card.hourly_rate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });
});

describe('GET /v1/caregivers: sorts and pages', () => {
  it('rating: best first, unrated last', async () => {
    const { items } = await all('sort=rating');
    const rated = items.findIndex((card) => card.rating === null);
    expect(rated).toBeGreaterThan(0);
    expect(items.slice(rated).every((card) => card.rating === null)).toBe(true);
    const ratings = items.slice(0, rated).map((card) => card.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const rating of ratings) expect(Math.round(rating * 10) / 10).toBe(rating);
  });

  it('rate: cheapest first', async () => {
    const items = await cards('sort=rate&page_size=50');
    const rates = items.map((card) => card.hourly_rate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it('pages add up to total, without repeats; past the end is empty with the total', async () => {
    const first = CaregiverPage.parse((await search('sort=rate&page_size=7')).body.results);
    const { items, total } = await all('sort=rate');
    expect(first.total).toBe(total);
    expect(first.items).toHaveLength(7);
    expect(first.page_size).toBe(7);
    expect(new Set(items.map((card) => card.id)).size).toBe(total);
    const past = await search('sort=rate&page=999');
    expect(past.status).toBe(200);
    expect(past.body.results).toEqual({ items: [], total, page: 999, page_size: 20 });
  });

  it('a search with no match is empty, total 0', async () => {
    const none = await search('q=xylophonist');
    expect(none.body.results).toMatchObject({ items: [], total: 0 });
  });
});

describe('GET /v1/caregivers: bad input', () => {
  it.each([
    ['radius_km=101', 'radius_km'],
    ['page_size=51', 'page_size'],
    ['page=0', 'page'],
    ['service=juggling', 'service'],
    ['age_group=adult', 'age_group'],
    ['language=english', 'language'],
    ['language=zz', 'language'],
    ['language=en&language=xx', 'language'],
    ['sort=cheapest', 'sort'],
    ['available_day=7', 'available_day'],
    ['verified=yes', 'verified'],
    ['near=abc', 'near'],
    ['near=91,10', 'near'],
    ['sort=distance', 'sort'],
    ['min_rate=3000&max_rate=2000', 'min_rate'],
  ])('%s → 400 naming %s', async (query, field) => {
    const answer = await search(query);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message.length).toBeGreaterThan(5);
    expect(JSON.stringify(answer.body)).toContain(field);
  });

  it('an unknown ZIP is a 400 naming near', async () => {
    const answer = await search('near=00000');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('near');
    expect(answer.body.message).toContain('00000');
    expect(answer.body.results.errors[0].field).toBe('near');
    // The code the site and the element branch on (never the wording).
    expect(answer.body.results.code).toBe('unknown_zip');
    // A ZIP that is not one at all has no such code: it is the format's problem.
    const format = await search('near=123');
    expect(format.status).toBe(400);
    expect(format.body.results.errors[0].field).toBe('near');
    expect(format.body.results.code).toBeUndefined();
  });

  it('answers in Spanish with Accept-Language: es', async () => {
    const radius = await search('radius_km=500', { 'accept-language': 'es' });
    expect(radius.status).toBe(400);
    expect(radius.body.message).toBe('radius_km puede ser como máximo 100.');
    const zip = await search('near=00000', { 'accept-language': 'es-MX' });
    expect(zip.body.message).toContain('no conocemos el código postal 00000');
  });
});

describe('what a card shows', () => {
  it('never a full name, email or mobile; expired badges hidden', async () => {
    const { rows } = await t.pool.query<{
      full_name: string;
      email: string;
      mobile: string;
    }>(`select full_name, email, mobile from accounts where type = 'service_provider'`);
    const everything = JSON.stringify([
      (await all('sort=rate')).items,
      (await t.call('GET', '/v1/service-providers/sps')).body,
    ]);
    for (const account of rows) {
      if (account.full_name.includes(' ')) expect(everything).not.toContain(account.full_name);
      expect(everything).not.toContain(account.email);
      expect(everything).not.toContain(account.mobile);
    }
    expect(everything).not.toMatch(/"lat"|"lng"|account_id/);
    const now = Date.now();
    for (const card of JSON.parse(everything)[0] as Card[]) {
      for (const badge of card.badges) {
        if (badge.expires_at) expect(Date.parse(badge.expires_at)).toBeGreaterThan(now);
      }
    }
  });

  it('an expired background check is neither shown nor counted by verified=1', async () => {
    const { rows } = await t.pool.query<{ id: number }>(
      `select p.id::int as id from caregiver_profiles p
        where p.published
          and exists (select 1 from caregiver_badges b where b.profile_id = p.id
                       and b.kind = 'background_check' and b.expires_at < now())
          and not exists (select 1 from caregiver_badges b where b.profile_id = p.id and b.kind = 'id')
        limit 1`,
    );
    const id = rows[0]?.id;
    expect(id).toBeDefined();
    const detail = CaregiverDetail.parse(
      (await t.call('GET', CAREGIVER_PATHS.one(id ?? 0))).body.results,
    );
    expect(detail.badges.map((badge) => badge.kind)).not.toContain('background_check');
    const verified = await all('verified=1');
    expect(verified.items.map((card) => card.id)).not.toContain(id);
  });

  it('the mobile badge comes with a verified number', async () => {
    const { rows } = await t.pool.query<{ id: number; verified: boolean }>(
      `select p.id::int as id, a.is_mobile_verified as verified
         from caregiver_profiles p join accounts a on a.id = p.account_id where p.published`,
    );
    const byId = new Map(rows.map((row) => [row.id, row.verified]));
    for (const card of (await all('sort=rate')).items) {
      expect(card.badges.some((badge) => badge.kind === 'mobile')).toBe(byId.get(card.id));
    }
  });
});

describe('GET /v1/caregivers/{id}', () => {
  it('the profile with its newest 10 reviews, authors by first name', async () => {
    const { rows } = await t.pool.query<{ id: number; count: number }>(
      `select profile_id::int as id, count(*)::int as count from reviews
        group by profile_id order by count desc limit 1`,
    );
    const top = rows[0];
    if (!top) throw new Error('no seeded reviews');
    const answer = await t.call('GET', CAREGIVER_PATHS.one(top.id));
    expect(answer.status).toBe(200);
    const detail = CaregiverDetail.parse(answer.body.results);
    expect(detail.review_count).toBe(top.count);
    expect(detail.reviews).toHaveLength(Math.min(10, top.count));
    const mean = detail.reviews.reduce((sum, r) => sum + r.rating, 0) / detail.reviews.length;
    if (top.count <= 10) expect(detail.rating).toBe(Math.round(mean * 10) / 10);
    const times = detail.reviews.map((review) => Date.parse(review.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const review of detail.reviews) expect(review.author_first_name).not.toContain(' ');
  });

  it('an unknown, unpublished or malformed id is not found or refused', async () => {
    const { rows } = await t.pool.query<{ id: number }>(
      'select id::int as id from caregiver_profiles where not published limit 1',
    );
    expect((await t.call('GET', CAREGIVER_PATHS.one(rows[0]?.id ?? 0))).status).toBe(404);
    expect((await t.call('GET', CAREGIVER_PATHS.one(99_999_999))).status).toBe(404);
    const bad = await t.call('GET', CAREGIVER_PATHS.one('abc'));
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });
});

describe('the caregiver’s own profile', () => {
  it('starts as an unpublished draft named from the account; PUT publishes it', async () => {
    const session = await caregiverSession('Carla Gómez Ruiz');
    const auth = { authorization: `Bearer ${session.token}` };
    const draft = await t.call('GET', CAREGIVER_PATHS.ownProfile, undefined, auth);
    expect(draft.status).toBe(200);
    const own = OwnProfile.parse(draft.body.results);
    expect(own).toMatchObject({ first_name: 'Carla', last_initial: 'R', published: false });
    expect((await t.call('GET', CAREGIVER_PATHS.one(own.id))).status).toBe(404);

    const html = '<b>Hi</b> <script>alert(1)</script> & "quotes"';
    const saved = await t.call(
      'PUT',
      CAREGIVER_PATHS.ownProfile,
      validProfile({ bio: html }),
      auth,
    );
    expect(saved.status, saved.body.message).toBe(200);
    const profile = OwnProfile.parse(saved.body.results);
    expect(profile).toMatchObject({
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      bio: html,
      published: true,
      services: ['babysitting', 'nanny'],
      age_groups: ['infant', 'toddler'],
    });
    const found = await all('near=78701&radius_km=5&available_day=3&language=es');
    expect(found.items.map((card) => card.id)).toContain(own.id);
    const notFriday = await all('near=78701&radius_km=5&available_day=5');
    expect(notFriday.items.map((card) => card.id)).not.toContain(own.id);
    const detail = await t.call('GET', CAREGIVER_PATHS.one(own.id));
    expect(detail.body.results.bio).toBe(html);
    expect(JSON.stringify(detail.body)).not.toContain('Gómez');
    expect(JSON.stringify(detail.body)).not.toContain(session.form.email);
  });

  it('validation messages name the field; an unknown ZIP is refused', async () => {
    const session = await caregiverSession();
    const auth = { authorization: `Bearer ${session.token}` };
    for (const [change, field] of [
      [{ headline: 'short' }, 'headline'],
      [{ hourly_rate: 100 }, 'hourly_rate'],
      [{ services: [] }, 'services'],
      [{ experience_years: 99 }, 'experience_years'],
      [{ bio: 'x'.repeat(2001) }, 'bio'],
    ] as const) {
      const answer = await t.call('PUT', CAREGIVER_PATHS.ownProfile, validProfile(change), auth);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(field);
      expect(answer.body.results.errors[0].field).toBe(field);
    }
    const zip = await t.call(
      'PUT',
      CAREGIVER_PATHS.ownProfile,
      validProfile({ zip: '00000' }),
      auth,
    );
    expect(zip.status).toBe(400);
    expect(zip.body.message).toContain('zip');
    expect(zip.body.results.errors[0].field).toBe('zip');
    const format = await t.call(
      'PUT',
      CAREGIVER_PATHS.ownProfile,
      validProfile({ zip: '123' }),
      auth,
    );
    expect(format.status).toBe(400);
    expect(format.body.results.errors[0].field).toBe('zip');
  });

  it("photo_url: only this server's /media/ path; any other address is refused naming the field", async () => {
    const session = await caregiverSession();
    const auth = { authorization: `Bearer ${session.token}` };
    for (const outside of [
      'https://tracker.example/pixel.gif',
      'https://ftc.test.evil.example/media/a.jpg',
      'https://ftc.test/photos/a.jpg',
      'http://ftc.test:8081/media/a.jpg',
      '/media/../admin',
      '//tracker.example/media/a.jpg',
      'javascript:alert(1)',
    ]) {
      const answer = await t.call(
        'PUT',
        CAREGIVER_PATHS.ownProfile,
        validProfile({ photo_url: outside }),
        auth,
      );
      expect(answer.status, outside).toBe(400);
      expect(answer.body.message, outside).toContain('photo_url');
      expect(answer.body.results.errors[0].field, outside).toBe('photo_url');
    }
    // PUBLIC_URL is http://ftc.test in the tests: its /media/ path, absolute or relative.
    for (const [ours, stored] of [
      [
        'http://ftc.test/media/caregivers/7/photo.jpg',
        'http://ftc.test/media/caregivers/7/photo.jpg',
      ],
      ['/media/caregivers/7/photo.webp', 'http://ftc.test/media/caregivers/7/photo.webp'],
    ]) {
      const answer = await t.call(
        'PUT',
        CAREGIVER_PATHS.ownProfile,
        validProfile({ photo_url: ours }),
        auth,
      );
      expect(answer.status, answer.body.message).toBe(200);
      expect(answer.body.results.photo_url).toBe(stored);
    }
    const removed = await t.call(
      'PUT',
      CAREGIVER_PATHS.ownProfile,
      validProfile({ photo_url: null }),
      auth,
    );
    expect(removed.body.results.photo_url).toBeNull();
    // The seed's caregivers have no photo from elsewhere.
    const { rows } = await t.pool.query(
      "select count(*)::int as n from caregiver_profiles where photo_url !~ '^http://ftc.test/media/'",
    );
    expect(rows[0].n).toBe(0);
  });

  it('a parent session is 403, no session 401; each caregiver edits only their own', async () => {
    const parent = await signUpAndVerify(t);
    const asParent = { authorization: `Bearer ${parent.token}` };
    expect((await t.call('GET', CAREGIVER_PATHS.ownProfile, undefined, asParent)).status).toBe(403);
    expect((await t.call('PUT', CAREGIVER_PATHS.ownProfile, validProfile(), asParent)).status).toBe(
      403,
    );
    expect((await t.call('GET', CAREGIVER_PATHS.ownProfile)).status).toBe(401);

    const one = await caregiverSession('Una Primera');
    const two = await caregiverSession('Dos Segunda');
    await t.call('PUT', CAREGIVER_PATHS.ownProfile, validProfile({ hourly_rate: 1111 }), {
      authorization: `Bearer ${one.token}`,
    });
    const other = await t.call('GET', CAREGIVER_PATHS.ownProfile, undefined, {
      authorization: `Bearer ${two.token}`,
    });
    expect(other.body.results.hourly_rate).not.toBe(1111);
    expect(other.body.results.first_name).toBe('Dos');
  });
});

describe('GET /v1/service-providers/sps', () => {
  it('answers from published profiles, featured first, in the old shape', async () => {
    const answer = await t.call('GET', '/v1/service-providers/sps');
    expect(answer.status).toBe(200);
    const items = answer.body.results as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    const { rows } = await t.pool.query<{ id: number }>(
      'select id::int as id from caregiver_profiles where published',
    );
    const published = new Set(rows.map((row) => row.id));
    for (const item of items) {
      expect(published.has(item.id as number)).toBe(true);
      expect(item).toHaveProperty('full_name');
      expect(item.full_name).toMatch(/^\S+( \S\.)?$/);
      expect(item).toHaveProperty('hourly_rate_cents');
    }
    expect(items[0]?.featured).toBe(true);
  });
});
