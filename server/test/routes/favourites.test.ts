import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaregiverCard } from '../../../src/contract/caregivers';
import { CAREGIVER_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import { bearer, caregiver, parent } from './market-people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = (token: string) => t.call('GET', CAREGIVER_PATHS.favourites, undefined, bearer(token));
const save = (token: string, id: number | string, headers: Record<string, string> = {}) =>
  t.call('PUT', CAREGIVER_PATHS.favourite(id), undefined, { ...bearer(token), ...headers });
const unsave = (token: string, id: number | string) =>
  t.call('DELETE', CAREGIVER_PATHS.favourite(id), undefined, bearer(token));

describe('favourites', () => {
  it('saves caregivers (idempotent), lists their cards newest first, removes them (idempotent)', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t, { firstName: 'Bea' });
    const cleo = await caregiver(t, { firstName: 'Cleo' });
    expect((await list(ana.token)).body).toMatchObject({ success: true, results: [] });

    const first = await save(ana.token, bea.profileId);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Caregiver saved.');
    await save(ana.token, cleo.profileId);
    const again = await save(ana.token, bea.profileId);
    expect(again.status).toBe(200);

    const answer = await list(ana.token);
    expect(answer.status).toBe(200);
    const cards = answer.body.results as CaregiverCard[];
    for (const card of cards) CaregiverCard.parse(card);
    // Saving Bea again did not move her: Cleo is the newest.
    expect(cards.map((card) => card.first_name)).toEqual(['Cleo', 'Bea']);
    expect(cards[0]).toMatchObject({
      id: cleo.profileId,
      last_initial: 'C',
      city: 'Austin',
      rating: null,
      review_count: 0,
      featured: false,
    });
    expect(cards[0]?.badges.map((badge) => badge.kind)).toEqual(['mobile']);
    // A card never carries contact details or coordinates.
    const text = JSON.stringify(cards);
    expect(text).not.toContain(bea.form.email);
    expect(text).not.toContain('30.27');

    expect((await unsave(ana.token, bea.profileId)).status).toBe(200);
    const twice = await unsave(ana.token, bea.profileId);
    expect(twice.status).toBe(200);
    expect(twice.body.results.map((card: CaregiverCard) => card.id)).toEqual([cleo.profileId]);
  });

  it('each parent has their own list', async () => {
    const ana = await parent(t);
    const ben = await parent(t, 'Ben Parent');
    const bea = await caregiver(t);
    await save(ana.token, bea.profileId);
    expect((await list(ben.token)).body.results).toEqual([]);
  });

  it('an unknown or unpublished caregiver is 404; an unpublished favourite leaves the list', async () => {
    const ana = await parent(t);
    const hidden = await caregiver(t, { published: false });
    const unknown = await save(ana.token, 987654321);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('We could not find this caregiver.');
    expect((await save(ana.token, hidden.profileId)).status).toBe(404);

    const bea = await caregiver(t);
    await save(ana.token, bea.profileId);
    await t.pool.query('update caregiver_profiles set published = false where id = $1', [
      bea.profileId,
    ]);
    expect((await list(ana.token)).body.results).toEqual([]);
  });

  it('an id that is not a whole number is 400 naming caregiver_id', async () => {
    const ana = await parent(t);
    for (const id of ['abc', '1.5', '-3', '0']) {
      const answer = await save(ana.token, id);
      expect(answer.status, id).toBe(400);
      expect(answer.body.message).toMatch(/caregiver_id/);
    }
  });

  it('parents only: a caregiver session is 403, no session 401', async () => {
    const bea = await caregiver(t);
    for (const answer of [
      await list(bea.token),
      await save(bea.token, bea.profileId),
      await unsave(bea.token, bea.profileId),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/log in as a parent to save caregivers/);
    }
    expect((await t.call('GET', CAREGIVER_PATHS.favourites)).status).toBe(401);
    expect((await t.call('PUT', CAREGIVER_PATHS.favourite(bea.profileId))).status).toBe(401);
  });

  it('answers in Spanish with Accept-Language: es', async () => {
    const ana = await parent(t);
    const answer = await save(ana.token, 987654321, { 'accept-language': 'es' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('No encontramos a este cuidador.');
  });

  it('holds at most 100 cards', async () => {
    const ana = await parent(t);
    const { rows } = await t.pool.query<{ id: string }>(
      `with a as (
         insert into accounts (type, full_name, email, country_code, mobile, password_hash, profile)
         select 'service_provider', 'Many M', 'many' || g || '@example.com', '+1',
                '90000' || lpad(g::text, 5, '0'), 'x', '{}'
           from generate_series(1, 101) g
         returning id)
       insert into caregiver_profiles (account_id, first_name, last_initial, published)
       select id, 'Many', 'M', true from a returning id`,
    );
    const ids = rows.map((row) => Number(row.id));
    await t.pool.query(
      'insert into favourites (parent_account_id, profile_id) select $1, unnest($2::bigint[])',
      [ana.user.id, ids],
    );
    expect((await list(ana.token)).body.results).toHaveLength(100);
  });
});

describe('OpenAPI', () => {
  it('documents the favourites routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(doc.paths['/v1/user/favourites'].get.tags).toEqual(['Favourites']);
    expect(doc.paths['/v1/user/favourites/{caregiver_id}'].put.tags).toEqual(['Favourites']);
    expect(doc.paths['/v1/user/favourites/{caregiver_id}'].delete.tags).toEqual(['Favourites']);
  });
});
