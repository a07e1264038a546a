// A member's plan and money (interface §9): the values client and server share, without zod.

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled', 'expired'] as const;
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'refunded',
  'partially_refunded',
] as const;

/** `POST {prefix}/subscription/cancel { reason }`: at most this many characters. */
export const CANCEL_REASON_MAX = 500;

/** Renewal notices (interface §9): a yearly plan's reminder and a price change's notice, days before. */
export const RENEWAL_NOTICE_DAYS = 14;

/** A declined renewal is retried on these days after the first decline, then expires after the last. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;
export const PAST_DUE_EXPIRES_AFTER_DAYS = 7;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
