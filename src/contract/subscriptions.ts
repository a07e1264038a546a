import { z } from 'zod';
import { ORDER_STATUSES, SUBSCRIPTION_STATUSES } from './billing-values';

/** What an active plan unlocks (src/contract/plan-entitlements.ts): what the server checks. */
const PlanEntitlementsSchema = z
  .object({
    message_caregivers: z
      .boolean()
      .describe('A parent may start a conversation with any published caregiver.'),
    open_jobs: z
      .number()
      .int()
      .nullable()
      .describe(
        'Jobs a parent may have open at once: null for no limit, 0 when the plan posts none.',
      ),
    applications_per_month: z
      .number()
      .int()
      .nullable()
      .describe(
        'Applications a caregiver may send per calendar month (UTC): null for no limit, 0 for none.',
      ),
    featured_placement: z
      .boolean()
      .describe("The caregiver's profile is featured: first in searches and in the spotlight."),
  })
  .describe(
    'PlanEntitlements: what the plan unlocks, the same rules the server enforces (added in issue 24; the plans page makes its feature list from it).',
  );

const minorUnits = z.number().int().describe('In minor units of the currency: 2599 USD is $25.99.');
const Interval = z.enum(['month', 'year']);

export const Plan = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    price: minorUnits,
    currency: z.string().describe('ISO 4217, e.g. "USD".'),
    interval: Interval,
    features: z
      .array(z.string())
      .describe(
        "The plan's marketing lines as stored, in English. What the plan unlocks is `entitlements`: the plans page lists that.",
      ),
    entitlements: PlanEntitlementsSchema,
  })
  .describe('SubscriptionPlan');

export const SubscriptionSummary = z
  .object({
    plan_id: z.string(),
    plan_name: z.string(),
    interval: Interval,
    status: z.enum(SUBSCRIPTION_STATUSES),
    current_period_end: z.string().describe('ISO 8601.'),
    auto_renew: z.boolean(),
  })
  .describe('Subscription');

/** PostgreSQL text cannot hold NUL; such a value names nothing that exists. */
const hasNoNul = (value: string) => !value.includes('\u0000');

const PromoCodeField = z
  .string({ error: 'plans.promoRequired' })
  .trim()
  .min(1, { error: 'plans.promoRequired' })
  .max(40, { error: 'plans.promoUnknown' })
  .refine(hasNoNul, { error: 'plans.promoUnknown' })
  .transform((value) => value.toUpperCase());

export const AddPromoBody = z
  .object({
    code: PromoCodeField,
    type: z
      .string()
      .max(40)
      .optional()
      .describe(
        "Whose plans: compared case-insensitively with 'user' (parents); anything else means caregivers. Absent: parents.",
      ),
  })
  .describe('AddPromoCodeRequest');

export const PromoResults = z
  .object({
    code: z.string().describe('Upper-cased.'),
    discount_percent: z.number().int(),
    plans: z
      .array(z.object({ plan_id: z.string(), price: minorUnits.describe('The discounted price.') }))
      .describe('The plans of this audience the code applies to, with the discounted price.'),
  })
  .describe('PromoCode');

export const RemovePromoBody = z
  .object({ code: z.string().max(200).optional() })
  .nullish()
  .describe('RemovePromoCodeRequest: nothing is stored per visitor, so this only confirms.');

export const BuyBody = z
  .object({
    plan_id: z
      .string({ error: 'plans.planRequired' })
      .trim()
      .min(1, { error: 'plans.planRequired' })
      .max(100, { error: 'plans.unknown' })
      .refine(hasNoNul, { error: 'plans.unknown' }),
    promo_code: z
      .string()
      .trim()
      .max(40, { error: 'plans.promoUnknown' })
      .refine(hasNoNul, { error: 'plans.promoUnknown' })
      .nullish()
      .transform((value) => (value ? value.toUpperCase() : undefined))
      .describe(
        'A code applied with /v1/users/add-promocode; it is used up when the order is paid.',
      ),
  })
  .describe('BuySubscriptionRequest');

export const BuyResults = z
  .object({
    order_id: z.string(),
    checkout_url: z.string().describe('The checkout page to send the browser to.'),
  })
  .describe('CheckoutStarted');

export const OrderParams = z.object({ order_id: z.string() });

export const OrderResults = z
  .object({
    order_id: z.string(),
    status: z.enum(ORDER_STATUSES),
    plan: z.object({ id: z.string(), name: z.string(), interval: Interval }),
    amount: minorUnits.describe('What is (or was) charged, after any discount.'),
    currency: z.string(),
    period_end: z
      .string()
      .nullable()
      .describe('ISO 8601: the end of the paid period; null until paid.'),
  })
  .describe('Order');

// Types for the client (`import type`: no zod in a bundle).
export type Interval = z.infer<typeof Interval>;
export type Plan = z.infer<typeof Plan>;
export type SubscriptionSummary = z.infer<typeof SubscriptionSummary>;
export type AddPromoRequest = z.input<typeof AddPromoBody>;
export type PromoResult = z.infer<typeof PromoResults>;
export type BuyRequest = z.input<typeof BuyBody>;
export type BuyResult = z.infer<typeof BuyResults>;
export type Order = z.infer<typeof OrderResults>;
export type OrderStatus = Order['status'];
