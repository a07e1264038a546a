import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREGIVER_PATHS } from '../../../src/contract/endpoints';
import { seedContent } from '../../db/seed';
import { fillTimeZones, timeZoneOf } from '../../services/zip-codes';
import { createTestApp, type TestApp } from '../harness';
import { bearer, caregiver } from './market-people';

// A caregiver's city's time zone (interface §11: weekly bookings and availability are in it):
// from the ZIP centre when the profile is saved, for seeded rows, and for rows made before the
// column, each time the seed runs.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const zoneOf = async (profileId: number) =>
  (await t.pool.query('select time_zone from caregiver_profiles where id = $1', [profileId]))
    .rows[0]?.time_zone;

describe('caregiver_profiles.time_zone', () => {
  it('timeZoneOf names the zone of a place', () => {
    expect(timeZoneOf(40.7506, -73.9972)).toBe('America/New_York');
    expect(timeZoneOf(30.27, -97.74)).toBe('America/Chicago');
    expect(timeZoneOf(33.45, -112.07)).toBe('America/Phoenix');
    expect(timeZoneOf(21.31, -157.86)).toBe('Pacific/Honolulu');
  });

  it('saving the profile with a ZIP sets its city’s zone, and a new ZIP changes it', async () => {
    const carer = await caregiver(t, { profile: false });
    const profile = {
      headline: 'Patient nanny for toddlers and babies',
      bio: 'I love reading aloud and long walks in the park.',
      zip: '10001',
      hourly_rate: 2500,
      experience_years: 6,
      age_groups: ['toddler'],
      services: ['nanny'],
      languages: ['en'],
      availability: [{ day: 2, from: '17:00', to: '22:00' }],
      published: true,
    };
    const saved = await t.call('PUT', CAREGIVER_PATHS.ownProfile, profile, bearer(carer.token));
    expect(saved.status, saved.body.message).toBe(200);
    const id = saved.body.results.id as number;
    expect(await zoneOf(id)).toBe('America/New_York');
    const moved = await t.call(
      'PUT',
      CAREGIVER_PATHS.ownProfile,
      { ...profile, zip: '90012' },
      bearer(carer.token),
    );
    expect(moved.status, moved.body.message).toBe(200);
    expect(await zoneOf(id)).toBe('America/Los_Angeles');
  });

  it('the seeded profiles all have a zone; rows without one are filled when the seed runs again', async () => {
    const missing = await t.pool.query(
      'select count(*)::int as n from caregiver_profiles where lat is not null and time_zone is null',
    );
    const written = await caregiver(t); // a row written without a zone
    expect(missing.rows[0].n).toBe(0);
    expect(await zoneOf(written.profileId)).toBeNull();
    await seedContent(t.pool);
    expect(await zoneOf(written.profileId)).toBe('America/Chicago');
    expect(await fillTimeZones(t.pool)).toBe(0);
  });
});
