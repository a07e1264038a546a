// The API answers the browser tests script, typed by the contract and parsed by its schemas in
// tests/unit/contract-fixtures.test.ts: a fixture that drifts from the server fails there.

import type { PendingVerification, SessionResult, User } from '../../src/contract/auth';
import type { Billing, BillingSubscription, Receipt } from '../../src/contract/billing';
import type { CaregiverCard, CaregiverPage } from '../../src/contract/caregivers';
import type { Faq } from '../../src/contract/content';
import type { Order, Plan, PromoResult } from '../../src/contract/subscriptions';

export const USER = {
  id: 7,
  full_name: 'Ana Parent',
  email: 'ana@example.com',
  mobile: '2015550123',
  country_code: '+1',
  is_mobile_verified: 1,
  type: 'user',
  subscription: null,
} satisfies User;

export const SESSION = {
  token: 'access-1',
  refresh_token: 'refresh-1',
  user: USER,
} satisfies SessionResult;

export const PENDING = {
  mobile: '2015550123',
  country_code: '+1',
  email: 'ana@example.com',
  is_mobile_verified: 0,
} satisfies PendingVerification;

export const FAQS = [
  {
    id: 1,
    question: 'How do I sign up as a parent?',
    answer: '<p>Tap <strong>Sign up</strong> and choose <em>Parent</em>.</p>',
  },
  {
    id: 2,
    question: 'Is my card safe?',
    answer: '<p>Payments go through our provider. <a href="/privacy-policy">Privacy</a></p>',
  },
  {
    id: 3,
    question: 'Can I cancel any time?',
    answer: '<ul><li>Yes, from your dashboard.</li></ul>',
  },
] satisfies Faq[];

export const PLANS = [
  {
    id: 'family-basic',
    name: 'Family Basic',
    description: 'Search and message caregivers.',
    price: 1499,
    currency: 'USD',
    interval: 'month',
    features: ['Unlimited search', 'Messaging'],
    entitlements: {
      message_caregivers: true,
      open_jobs: null,
      applications_per_month: 0,
      featured_placement: false,
    },
  },
  {
    id: 'family-plus',
    name: 'Family Plus',
    description: 'Everything, plus background checks.',
    price: 2599,
    currency: 'USD',
    interval: 'month',
    features: ['Background checks'],
    entitlements: {
      message_caregivers: true,
      open_jobs: null,
      applications_per_month: 0,
      featured_placement: false,
    },
  },
  {
    id: 'family-plus-year',
    name: 'Family Plus Yearly',
    description: 'Two months free.',
    price: 25990,
    currency: 'USD',
    interval: 'year',
    features: ['Background checks'],
    entitlements: {
      message_caregivers: true,
      open_jobs: null,
      applications_per_month: 0,
      featured_placement: false,
    },
  },
] satisfies Plan[];

export const PROMO = {
  code: 'SAVE20',
  discount_percent: 20,
  plans: [{ plan_id: 'family-plus', price: 2079 }],
} satisfies PromoResult;

export const PAID_ORDER = {
  order_id: '42',
  status: 'paid',
  plan: { id: 'family-plus', name: 'Family Plus', interval: 'month' },
  amount: 2599,
  currency: 'USD',
  period_end: '2030-01-31T00:00:00.000Z',
} satisfies Order;

const CARD = {
  photo_url: null,
  zip: '10001',
  currency: 'USD',
  experience_years: 5,
  age_groups: ['toddler', 'preschool'],
  languages: ['en'],
  featured: false,
  last_active_at: '2030-01-01T12:00:00.000Z',
} satisfies Partial<CaregiverCard>;

const VERIFIED = { verified_at: '2029-06-01T00:00:00.000Z', expires_at: null };

/** Eight caregivers near 10001: page 1 and 2 of a search with page_size 6. */
export const CAREGIVERS = [
  {
    ...CARD,
    id: 101,
    first_name: 'Maria',
    last_initial: 'G',
    headline: 'Bilingual nanny with ten years of toddler care',
    city: 'New York',
    state: 'NY',
    hourly_rate: 2250,
    services: ['nanny', 'babysitting'],
    badges: [
      { kind: 'id', ...VERIFIED },
      { kind: 'background_check', ...VERIFIED },
    ],
    rating: 4.8,
    review_count: 12,
    distance_km: 1.2,
  },
  {
    ...CARD,
    id: 102,
    first_name: 'James',
    last_initial: 'T',
    headline: 'After-school help and homework club',
    city: 'Hoboken',
    state: 'NJ',
    hourly_rate: 1800,
    services: ['after_school', 'tutoring'],
    badges: [{ kind: 'mobile', ...VERIFIED }],
    rating: 5,
    review_count: 1,
    distance_km: 4.5,
  },
  {
    ...CARD,
    id: 103,
    first_name: 'Aisha',
    last_initial: 'K',
    headline: 'Overnight care for newborns and infants',
    city: 'Brooklyn',
    state: 'NY',
    hourly_rate: 3000,
    services: ['overnight'],
    badges: [{ kind: 'first_aid', ...VERIFIED }],
    rating: null,
    review_count: 0,
    distance_km: 6,
  },
  ...[104, 105, 106, 107, 108].map((id) => ({
    ...CARD,
    id,
    first_name: `Sitter${id}`,
    last_initial: 'B',
    headline: 'Reliable weekend babysitter',
    city: 'Queens',
    state: 'NY',
    hourly_rate: 1500 + id,
    services: ['babysitting' as const],
    badges: [],
    rating: 4.2,
    review_count: 3,
    distance_km: 9.5,
  })),
] satisfies CaregiverCard[];

export const CAREGIVER_PAGE_1 = {
  items: CAREGIVERS.slice(0, 6),
  total: CAREGIVERS.length,
  page: 1,
  page_size: 6,
} satisfies CaregiverPage;

export const CAREGIVER_PAGE_2 = {
  items: CAREGIVERS.slice(6),
  total: CAREGIVERS.length,
  page: 2,
  page_size: 6,
} satisfies CaregiverPage;

export const NO_CAREGIVERS = { items: [], total: 0, page: 1, page_size: 6 } satisfies CaregiverPage;

/** A parent's monthly plan (interface §9), renewing at noon UTC: the same day in every time zone. */
export const PLAN_SUBSCRIPTION = {
  plan_id: 'family-plus',
  plan_name: 'Family Plus',
  interval: 'month',
  price: 2599,
  currency: 'USD',
  status: 'active',
  current_period_end: '2027-06-03T12:00:00.000Z',
  auto_renew: true,
  cancel_at: null,
  scheduled_plan_id: null,
} satisfies BillingSubscription;

export const BILLING = {
  subscription: PLAN_SUBSCRIPTION,
  payment_method: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2029 },
  orders: [
    {
      order_id: 'ord_2',
      plan_name: 'Family Plus',
      amount: 2599,
      currency: 'USD',
      status: 'paid',
      paid_at: '2027-05-03T12:00:00.000Z',
      period_start: '2027-05-03T12:00:00.000Z',
      period_end: '2027-06-03T12:00:00.000Z',
      refunded_amount: 0,
    },
    {
      order_id: 'ord_1',
      plan_name: 'Family Plus',
      amount: 2599,
      currency: 'USD',
      status: 'partially_refunded',
      paid_at: '2027-04-03T12:00:00.000Z',
      period_start: '2027-04-03T12:00:00.000Z',
      period_end: '2027-05-03T12:00:00.000Z',
      refunded_amount: 1000,
    },
  ],
  consent: {
    text: 'Renews automatically every month at $25.99 until you cancel. Cancel any time in your account.',
    price: 2599,
    currency: 'USD',
    interval: 'month',
    accepted_at: '2027-04-03T11:59:00.000Z',
  },
} satisfies Billing;

export const RECEIPT = {
  order_id: 'ord_2',
  number: 'FTC-000042',
  issued_at: '2027-05-03T12:00:00.000Z',
  seller: { name: 'FTC Care Inc.', address: '1 Example Street, Springfield' },
  buyer: { full_name: 'Ana Parent', email: 'ana@example.com' },
  lines: [{ description: 'Family Plus, May 3 – June 3, 2027', amount: 2599 }],
  total: 2599,
  currency: 'USD',
  payment_method: { brand: 'visa', last4: '4242' },
  status: 'paid',
  refunded_amount: 0,
} satisfies Receipt;
