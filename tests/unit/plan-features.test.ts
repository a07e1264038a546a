import { describe, expect, it } from 'vitest';
import { JOB_LIMITS } from '../../src/contract/job-values';
import { entitlementsOf, type PlanEntitlements } from '../../src/contract/plan-entitlements';
import type { PluralForms } from '../../src/i18n/catalogue';
import { plural } from '../../src/i18n/format';
import { featuresOf, planFeatures } from '../../src/plans/plan-features';
import type { Plan } from '../../src/plans/pricing';
import { plansWords } from '../../src/plans/words';

const en = plansWords.en.features;
const inEnglish = (forms: PluralForms, count: number) => plural(forms, count, 'en');
const inSpanish = (forms: PluralForms, count: number) => plural(forms, count, 'es');
const es = plansWords.es.features;
const none: PlanEntitlements = {
  message_caregivers: false,
  open_jobs: 0,
  applications_per_month: 0,
  featured_placement: false,
};

describe('a plan’s feature lines, made from what it unlocks', () => {
  it('lists messaging and no jobs for a plan that messages but posts none', () => {
    expect(featuresOf({ ...none, message_caregivers: true }, en, inEnglish)).toEqual([
      'Message any caregiver',
    ]);
  });

  it('says the job limit of a plan that has one, in both languages and plural forms', () => {
    expect(featuresOf({ ...none, open_jobs: 5 }, en, inEnglish)).toEqual([
      'Keep up to 5 jobs open at a time',
    ]);
    expect(featuresOf({ ...none, open_jobs: 1 }, en, inEnglish)).toEqual([
      'Keep 1 job open at a time',
    ]);
    expect(featuresOf({ ...none, open_jobs: 5 }, es, inSpanish)).toEqual([
      'Ten hasta 5 empleos publicados a la vez',
    ]);
    expect(featuresOf({ ...none, applications_per_month: 5 }, en, inEnglish)).toEqual([
      'Apply to up to 5 jobs a month',
    ]);
  });

  it('says "unlimited" for a plan without a limit', () => {
    expect(
      featuresOf({ ...none, message_caregivers: true, open_jobs: null }, en, inEnglish),
    ).toEqual(['Message any caregiver', 'Post unlimited jobs']);
    expect(
      featuresOf(
        { ...none, applications_per_month: null, featured_placement: true },
        es,
        inSpanish,
      ),
    ).toEqual([
      'Postúlate a empleos sin límite',
      'Perfil destacado: primero en las búsquedas de las familias',
    ]);
  });

  it('lists what the server allows with every parent plan: messages and unlimited jobs', () => {
    // Family Basic and Family Plus alike (the page once listed job posts only under Plus).
    expect(featuresOf(entitlementsOf('user', true), en, inEnglish)).toEqual([
      'Message any caregiver',
      'Post unlimited jobs',
    ]);
    // Without a plan, the free limits jobs.ts checks.
    expect(entitlementsOf('user', false)).toMatchObject({
      message_caregivers: false,
      open_jobs: JOB_LIMITS.freeOpenJobs,
    });
    expect(entitlementsOf('service_provider', false).applications_per_month).toBe(
      JOB_LIMITS.freeApplicationsPerMonth,
    );
  });

  it('gives featured placement only to a caregiver plan that stores it', () => {
    expect(
      entitlementsOf('service_provider', true, ['featured_placement']).featured_placement,
    ).toBe(true);
    expect(entitlementsOf('service_provider', true, []).featured_placement).toBe(false);
    expect(entitlementsOf('user', true, ['featured_placement']).featured_placement).toBe(false);
  });

  it('shows the stored features of a plan from a server that sends no entitlements', () => {
    const plan: Plan = {
      id: 'old',
      name: 'Old',
      description: '',
      price: 100,
      currency: 'USD',
      interval: 'month',
      features: ['As the server wrote it'],
    };
    expect(planFeatures(plan, en, inEnglish)).toEqual(['As the server wrote it']);
    expect(
      planFeatures({ ...plan, entitlements: { ...none, open_jobs: null } }, en, inEnglish),
    ).toEqual(['Post unlimited jobs']);
  });
});
