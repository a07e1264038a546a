import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PendingVerificationResults, SessionResults, UserSchema } from '../../src/contract/auth';
import { BillingResults, BillingSubscription, Receipt } from '../../src/contract/billing';
import { CaregiverCard, CaregiverPage } from '../../src/contract/caregivers';
import { Faq } from '../../src/contract/content';
import { OrderResults, Plan, PromoResults } from '../../src/contract/subscriptions';
import * as fixtureModule from '../browser/api-fixtures';

const fixtures: Record<keyof typeof fixtureModule, unknown> & typeof fixtureModule = {
  ...fixtureModule,
};

/** Every fixture the browser tests answer with, and the contract schema it must satisfy. */
const CHECKS: [name: keyof typeof fixtures, schema: z.ZodType][] = [
  ['USER', UserSchema],
  ['SESSION', SessionResults],
  ['PENDING', PendingVerificationResults],
  ['FAQS', z.array(Faq)],
  ['PLANS', z.array(Plan)],
  ['PROMO', PromoResults],
  ['PAID_ORDER', OrderResults],
  ['CAREGIVERS', z.array(CaregiverCard)],
  ['CAREGIVER_PAGE_1', CaregiverPage],
  ['CAREGIVER_PAGE_2', CaregiverPage],
  ['NO_CAREGIVERS', CaregiverPage],
  ['PLAN_SUBSCRIPTION', BillingSubscription],
  ['BILLING', BillingResults],
  ['RECEIPT', Receipt],
];

describe('browser-test fixtures follow the contract', () => {
  it('checks every fixture the module exports', () => {
    expect(CHECKS.map(([name]) => name).sort()).toEqual(Object.keys(fixtures).sort());
  });

  it.each(CHECKS)('%s parses with its response schema', (name, schema) => {
    const result = schema.safeParse(fixtures[name]);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('a fixture that drifts from the schema fails', () => {
    const drifted = [
      { ...fixtures.USER, is_mobile_verified: true },
      { ...fixtures.USER, type: 'parent' },
      { ...fixtures.USER, id: '7' },
    ];
    for (const user of drifted) expect(UserSchema.safeParse(user).success).toBe(false);
    expect(Plan.safeParse({ ...fixtures.PLANS[0], interval: 'week' }).success).toBe(false);
    expect(Plan.safeParse({ ...fixtures.PLANS[0], price: '14.99' }).success).toBe(false);
    expect(OrderResults.safeParse({ ...fixtures.PAID_ORDER, status: 'done' }).success).toBe(false);
    const { plans: _plans, ...promoWithoutPlans } = fixtures.PROMO;
    expect(PromoResults.safeParse(promoWithoutPlans).success).toBe(false);
    const card = fixtures.CAREGIVERS[0];
    expect(CaregiverCard.safeParse({ ...card, hourly_rate: '22.50' }).success).toBe(false);
    expect(CaregiverCard.safeParse({ ...card, services: ['cooking'] }).success).toBe(false);
    expect(
      CaregiverCard.safeParse({ ...card, badges: [{ kind: 'id', verified_at: 'x' }] }).success,
    ).toBe(false);
  });
});
