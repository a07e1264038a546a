/**
 * The money desk's values (interface §10: orders, refunds, promo codes), zod-free: the server's
 * rules and the site's forms read the same ones.
 */

/** A promo code: 3–32 letters, digits or dashes, kept upper-case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9-]{3,32}$/;
export const PROMO_CODE_LIMITS = { min: 3, max: 32 } as const;

/** What a promo code is now, as the admin list shows it. */
export const PROMO_CODE_STATUSES = ['active', 'expired', 'used_up', 'disabled'] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];

/** `discount_percent` bounds and the largest `max_uses`. */
export const PROMO_DISCOUNT_LIMITS = { min: 1, max: 100 } as const;
export const PROMO_MAX_USES_LIMIT = 1_000_000;

/** `q` of the orders list: at most this many characters. */
export const ORDER_SEARCH_MAX = 200;
