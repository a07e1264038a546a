// Demo subscription plans and promo codes for FTC ("Find Trusted Childcare").
// Prices are in minor units (USD cents); a yearly plan costs ten months (two months free).

/** What a plan unlocks beyond the paywall, stored in `plans.entitlements`. */
export type Entitlement = 'featured_placement';

/**
 * A line of the plans page; `unlocks` is what that line promises in the product, so the page
 * (the plan's `features`) and the API (its `entitlements`) come from one entry.
 */
export type SeedFeature = string | { text: string; unlocks: Entitlement };

export interface SeedPlan {
  id: string;
  audience: 'user' | 'service_provider';
  name: string;
  description: string;
  price: number;
  currency: string;
  interval: 'month' | 'year';
  features: SeedFeature[];
  position: number;
}

/** The plans page's lines of a plan. */
export const featureTexts = (plan: SeedPlan): string[] =>
  plan.features.map((feature) => (typeof feature === 'string' ? feature : feature.text));

/** What the plan unlocks: the entitlements its lines promise. */
export const entitlementsOf = (plan: SeedPlan): Entitlement[] =>
  plan.features.flatMap((feature) => (typeof feature === 'string' ? [] : [feature.unlocks]));

export interface SeedPromoCode {
  code: string;
  discount_percent: number;
  /** ISO timestamp, or null for no expiry. */
  expires_at: string | null;
  max_uses: number | null;
  plan_ids: string[];
  active: boolean;
}

// What every parent plan unlocks is the same (src/contract/plan-entitlements.ts): messaging and
// unlimited job posts. The plans page lists that, not these stored lines (issue 24).
const FAMILY_BASIC = [
  'Message any caregiver',
  'Post unlimited jobs and receive applications',
  'Reviews from other families',
];
const FAMILY_PLUS = [
  'Everything in Family Basic',
  'Priority support from our care team',
  'Backup care requests for last-minute needs',
];
const CAREGIVER_PRO = [
  'A complete profile families can find',
  'Apply to unlimited jobs',
  'Verified badge once your background check clears',
  'Calendar to show when you are available',
];
const CAREGIVER_FEATURED: SeedFeature[] = [
  'Everything in Caregiver Pro',
  { text: 'Featured placement in family searches', unlocks: 'featured_placement' },
  'See who viewed your profile',
  'Early access to new job posts in your area',
  'Priority support',
];

export const PLANS: SeedPlan[] = [
  {
    id: 'parent-basic-monthly',
    audience: 'user',
    name: 'Family Basic',
    description:
      'For families who need a sitter now and then: find and contact trusted caregivers.',
    price: 1499,
    currency: 'USD',
    interval: 'month',
    features: FAMILY_BASIC,
    position: 1,
  },
  {
    id: 'parent-plus-monthly',
    audience: 'user',
    name: 'Family Plus',
    description:
      'For families with regular care needs: message any caregiver and post every job you need.',
    price: 2599,
    currency: 'USD',
    interval: 'month',
    features: FAMILY_PLUS,
    position: 2,
  },
  {
    id: 'parent-basic-yearly',
    audience: 'user',
    name: 'Family Basic Annual',
    description: 'Family Basic for a whole year, with two months free.',
    price: 14990,
    currency: 'USD',
    interval: 'year',
    features: FAMILY_BASIC,
    position: 3,
  },
  {
    id: 'parent-plus-yearly',
    audience: 'user',
    name: 'Family Plus Annual',
    description: 'Family Plus for a whole year, with two months free.',
    price: 25990,
    currency: 'USD',
    interval: 'year',
    features: FAMILY_PLUS,
    position: 4,
  },
  {
    id: 'caregiver-pro-monthly',
    audience: 'service_provider',
    name: 'Caregiver Pro',
    description: 'Show families who you are and apply to every job that fits your schedule.',
    price: 999,
    currency: 'USD',
    interval: 'month',
    features: CAREGIVER_PRO,
    position: 1,
  },
  {
    id: 'caregiver-featured-monthly',
    audience: 'service_provider',
    name: 'Caregiver Featured',
    description: 'Stand out: appear first in family searches and hear about new jobs early.',
    price: 1999,
    currency: 'USD',
    interval: 'month',
    features: CAREGIVER_FEATURED,
    position: 2,
  },
  {
    id: 'caregiver-pro-yearly',
    audience: 'service_provider',
    name: 'Caregiver Pro Annual',
    description: 'Caregiver Pro for a whole year, with two months free.',
    price: 9990,
    currency: 'USD',
    interval: 'year',
    features: CAREGIVER_PRO,
    position: 3,
  },
  {
    id: 'caregiver-featured-yearly',
    audience: 'service_provider',
    name: 'Caregiver Featured Annual',
    description: 'Caregiver Featured for a whole year, with two months free.',
    price: 19990,
    currency: 'USD',
    interval: 'year',
    features: CAREGIVER_FEATURED,
    position: 4,
  },
];

const ALL_PLANS = PLANS.map((plan) => plan.id);
const PARENT_PLANS = PLANS.filter((plan) => plan.audience === 'user').map((plan) => plan.id);

export const PROMO_CODES: SeedPromoCode[] = [
  {
    code: 'WELCOME20',
    discount_percent: 20,
    expires_at: null,
    max_uses: null,
    plan_ids: ALL_PLANS,
    active: true,
  },
  {
    code: 'FAMILY10',
    discount_percent: 10,
    expires_at: null,
    max_uses: null,
    plan_ids: PARENT_PLANS,
    active: true,
  },
  {
    code: 'EXPIRED15',
    discount_percent: 15,
    expires_at: '2025-01-01T00:00:00Z',
    max_uses: null,
    plan_ids: ALL_PLANS,
    active: true,
  },
  {
    code: 'ONEUSE50',
    discount_percent: 50,
    expires_at: null,
    max_uses: 1,
    plan_ids: ALL_PLANS,
    active: true,
  },
];
