import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import { bearer, givePlan, isoDay, parent } from './market-people';

// Issue 24: the plans answer says what each plan unlocks, by the rules the server enforces, so
// the plans page (which lists exactly that) cannot promise what the server refuses.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Listed = { id: string; name: string; entitlements: Record<string, unknown> };

describe('the plans answer’s entitlements', () => {
  it('gives every parent plan messaging and unlimited jobs, Basic as Plus', async () => {
    const answer = await t.call('GET', '/v1/user/subscription-plans');
    expect(answer.status).toBe(200);
    const plans = answer.body.results as Listed[];
    expect(plans.map((plan) => plan.name)).toContain('Family Basic');
    for (const plan of plans)
      expect(plan.entitlements).toEqual({
        message_caregivers: true,
        open_jobs: null,
        applications_per_month: 0,
        featured_placement: false,
      });
  });

  it('gives caregiver plans unlimited applications, and featured placement only to Featured', async () => {
    const answer = await t.call('GET', '/v1/service-provider/subscription-plans');
    const plans = answer.body.results as Listed[];
    for (const plan of plans) {
      expect(plan.entitlements).toMatchObject({
        message_caregivers: false,
        open_jobs: 0,
        applications_per_month: null,
      });
      expect(plan.entitlements.featured_placement).toBe(plan.name.includes('Featured'));
    }
    expect(plans.some((plan) => plan.entitlements.featured_placement)).toBe(true);
  });

  it('describes the seeded plans in Spanish when asked in Spanish', async () => {
    const es = await t.call('GET', '/v1/user/subscription-plans', undefined, {
      'accept-language': 'es-US,es;q=0.9',
    });
    const basic = (es.body.results as (Listed & { description: string })[]).find(
      (plan) => plan.id === 'parent-basic-monthly',
    );
    expect(basic?.description).toBe(
      'Para familias que necesitan una niñera de vez en cuando: encuentra y contacta a cuidadores de confianza.',
    );
    const en = await t.call('GET', '/v1/user/subscription-plans');
    expect(
      (en.body.results as (Listed & { description: string })[]).find(
        (plan) => plan.id === 'parent-basic-monthly',
      )?.description,
    ).toBe('For families who need a sitter now and then: find and contact trusted caregivers.');
  });

  it('is what the server allows: a parent on Family Basic posts more than one job', async () => {
    const ana = await parent(t);
    await givePlan(t, ana.user.id, 'user'); // the first parent plan: Family Basic
    const job = {
      title: 'After-school sitter for two',
      description: 'Pick up from school, homework, snacks.',
      zip: '78701',
      services: ['after_school'],
      age_groups: ['school_age'],
      schedule: 'Mon–Fri 3–6 pm',
      hourly_rate_max: 2500,
      starts_on: isoDay(7),
    };
    for (let i = 0; i < 3; i += 1)
      expect((await t.call('POST', JOB_PATHS.own, job, bearer(ana.token))).status).toBe(201);
  });
});
