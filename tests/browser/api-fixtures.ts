// The API answers the browser tests script, typed by the contract and parsed by its schemas in
// tests/unit/contract-fixtures.test.ts: a fixture that drifts from the server fails there.
import type { PendingVerification, SessionResult, User } from '../../src/contract/auth';
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
  },
  {
    id: 'family-plus',
    name: 'Family Plus',
    description: 'Everything, plus background checks.',
    price: 2599,
    currency: 'USD',
    interval: 'month',
    features: ['Background checks'],
  },
  {
    id: 'family-plus-year',
    name: 'Family Plus Yearly',
    description: 'Two months free.',
    price: 25990,
    currency: 'USD',
    interval: 'year',
    features: ['Background checks'],
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
