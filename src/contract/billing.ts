import { z } from 'zod';
import { CANCEL_REASON_MAX, ORDER_STATUSES, SUBSCRIPTION_STATUSES } from './billing-values';
import { wordRef } from './common';

// A member's plan and money (interface §9 "Plan and billing"). The server validates and documents
// with these; the client takes their types only (`import type`).

const minorUnits = z.number().int().describe('In minor units of the currency: 2599 USD is $25.99.');
const Interval = z.enum(['month', 'year']);
const iso = z.string().describe('ISO 8601 UTC.');

export { CANCEL_REASON_MAX, ORDER_STATUSES, SUBSCRIPTION_STATUSES } from './billing-values';

export const BillingSubscription = z
  .object({
    plan_id: z.string(),
    plan_name: z.string(),
    interval: Interval,
    price: minorUnits.describe('What the next renewal charges.'),
    currency: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    current_period_end: iso,
    auto_renew: z.boolean(),
    cancel_at: iso
      .nullable()
      .describe('When a cancelled plan ends (its period end); null otherwise.'),
    scheduled_plan_id: z
      .string()
      .nullable()
      .describe(
        'A cheaper plan chosen with /subscription/change: it starts at current_period_end.',
      ),
  })
  .describe('BillingSubscription');

export const PaymentMethod = z
  .object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  })
  .describe('PaymentMethod');

export const BillingOrder = z
  .object({
    order_id: z.string(),
    plan_name: z.string(),
    amount: minorUnits,
    currency: z.string(),
    status: z.enum(ORDER_STATUSES),
    paid_at: iso.nullable(),
    period_start: iso.nullable(),
    period_end: iso.nullable(),
    refunded_amount: minorUnits,
  })
  .describe('BillingOrder');

export const Consent = z
  .object({
    text: z.string().describe('The renewal terms as the member read them, in their language.'),
    price: minorUnits,
    currency: z.string(),
    interval: Interval,
    accepted_at: iso,
  })
  .describe('Consent');

export const BillingResults = z
  .object({
    subscription: BillingSubscription.nullable(),
    payment_method: PaymentMethod.nullable(),
    orders: z.array(BillingOrder).describe('The newest 50, newest first.'),
    consent: Consent.nullable(),
  })
  .describe('Billing');

export const CancelBody = z
  .object({
    reason: z
      .string({ error: wordRef('fields.text', { field: 'reason' }) })
      .max(CANCEL_REASON_MAX, {
        error: wordRef('fields.atMost', { field: 'reason', max: CANCEL_REASON_MAX }),
      })
      .optional(),
  })
  .nullish()
  .describe('CancelSubscriptionRequest');

export const ChangeBody = z
  .object({
    plan_id: z
      .string({ error: 'plans.planRequired' })
      .trim()
      .min(1, { error: 'plans.planRequired' })
      .max(100, { error: 'plans.unknown' }),
  })
  .describe('ChangeSubscriptionRequest');

export const ChangeResults = z
  .union([
    BillingSubscription,
    z.object({
      order_id: z.string(),
      checkout_url: z.string().describe('Pay the prorated price of the dearer plan here.'),
    }),
  ])
  .describe(
    'A cheaper plan: the subscription with scheduled_plan_id. A dearer one: the prorated order to pay.',
  );

export const PaymentMethodResults = z
  .object({ url: z.string().describe("The provider's page where the member replaces the card.") })
  .describe('PaymentMethodPage');

export const Receipt = z
  .object({
    order_id: z.string(),
    number: z.string().describe('The receipt number, e.g. "FTC-000042".'),
    issued_at: iso,
    seller: z.object({ name: z.string(), address: z.string() }),
    buyer: z.object({ full_name: z.string(), email: z.string() }),
    lines: z.array(z.object({ description: z.string(), amount: minorUnits })),
    total: minorUnits,
    currency: z.string(),
    payment_method: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    status: z.enum(ORDER_STATUSES),
    refunded_amount: minorUnits,
  })
  .describe('Receipt');

export const ReceiptParams = z.object({ order_id: z.string().max(200) });

export type BillingSubscription = z.infer<typeof BillingSubscription>;
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export type BillingOrder = z.infer<typeof BillingOrder>;
export type Consent = z.infer<typeof Consent>;
export type Billing = z.infer<typeof BillingResults>;
export type CancelRequest = z.input<typeof CancelBody>;
export type ChangeRequest = z.input<typeof ChangeBody>;
export type ChangeResult = z.infer<typeof ChangeResults>;
export type PaymentMethodResult = z.infer<typeof PaymentMethodResults>;
export type Receipt = z.infer<typeof Receipt>;
