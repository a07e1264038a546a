import { z } from 'zod';
import { AdminPage, OptionalStaffReason, StaffReason } from './admin';
import {
  ORDER_SEARCH_MAX,
  PROMO_CODE_LIMITS,
  PROMO_CODE_PATTERN,
  PROMO_CODE_STATUSES,
  PROMO_DISCOUNT_LIMITS,
  PROMO_MAX_USES_LIMIT,
} from './admin-money-values';
import { ADMIN_PAGE_SIZE } from './admin-values';
import { ORDER_STATUSES } from './billing-values';
import { wordRef } from './common';

// The money desk (interface §10): orders, refunds, promo codes. The server validates and
// documents with these; the site takes their types only (`import type`) and its values from
// `admin-money-values.ts`.

export * from './admin-money-values';

const minorUnits = z.number().int().describe('In minor units of the currency: 2599 USD is $25.99.');
const iso = z.string().describe('ISO 8601 UTC.');

/** A whole number field whose every error names it (`amount must be a whole number from 1.`). */
function wholeNumber(field: string, min: number, max: number) {
  const error = wordRef('adminMoney.wholeNumber', { field, min, max });
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** `POST /v1/admin/orders/{order_id}/refund`. */
export const RefundBody = z
  .object({
    amount: wholeNumber('amount', 1, 100_000_000)
      .optional()
      .describe('Minor units to give back; left out: all that is left of the order.'),
    reason: StaffReason,
  })
  .describe('RefundBody');

export const AdminOrder = z
  .object({
    order_id: z.string(),
    account: z.object({ id: z.string(), full_name: z.string(), email: z.string() }),
    plan_name: z.string(),
    amount: minorUnits,
    currency: z.string(),
    status: z.enum(ORDER_STATUSES),
    paid_at: iso.nullable(),
    refunded_amount: minorUnits,
    promo_code: z.string().nullable(),
  })
  .describe('AdminOrder');

/** `GET /v1/admin/orders`: newest first, 25 a page. */
export const AdminOrdersQuery = z.object({
  q: z
    .string()
    .trim()
    .max(ORDER_SEARCH_MAX, {
      error: wordRef('fields.maxCharacters', { field: 'q', max: ORDER_SEARCH_MAX }),
    })
    .optional()
    .describe('An order id or the member’s email (whole or part).'),
  status: z
    .enum(ORDER_STATUSES, {
      error: wordRef('adminMoney.statusOneOf', { values: ORDER_STATUSES.join(', ') }),
    })
    .optional(),
  page: AdminPage,
});

export const AdminOrderList = z
  .object({
    items: z.array(AdminOrder),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.literal(ADMIN_PAGE_SIZE),
  })
  .describe('AdminOrderList');

const codeError = wordRef('adminMoney.codeFormat', PROMO_CODE_LIMITS);

/** `POST /v1/admin/promo-codes`. */
export const PromoCodeBody = z
  .object({
    code: z
      .string({ error: codeError })
      .trim()
      .regex(PROMO_CODE_PATTERN, { error: codeError })
      .transform((code) => code.toUpperCase())
      .describe('3–32 letters, digits or dashes; kept upper-case.'),
    discount_percent: wholeNumber(
      'discount_percent',
      PROMO_DISCOUNT_LIMITS.min,
      PROMO_DISCOUNT_LIMITS.max,
    ),
    plan_ids: z
      .array(z.string({ error: wordRef('adminMoney.planIds') }), {
        error: wordRef('adminMoney.planIds'),
      })
      .max(50, { error: wordRef('adminMoney.planIds') })
      .optional()
      .describe('The plans it applies to; left out: every plan.'),
    max_uses: wholeNumber('max_uses', 1, PROMO_MAX_USES_LIMIT)
      .optional()
      .describe('How many paid orders may use it; left out: no limit.'),
    expires_at: z
      .string({ error: wordRef('adminMoney.expiresAt') })
      .datetime({ offset: true, error: wordRef('adminMoney.expiresAt') })
      .optional()
      .describe('ISO 8601, in the future; left out: it does not expire.'),
    reason: OptionalStaffReason,
  })
  .describe('PromoCodeBody');

export const PromoCodeParams = z.object({ code: z.string().max(64) });

/** The body may be left out. */
export const DisablePromoCodeBody = z
  .object({ reason: OptionalStaffReason })
  .nullish()
  .describe('DisablePromoCodeBody');

export const AdminPromoCode = z
  .object({
    code: z.string(),
    discount_percent: z.number().int(),
    plan_ids: z.array(z.string()).describe('Empty: every plan.'),
    max_uses: z.number().int().nullable(),
    uses: z.number().int().describe('Paid orders with the code.'),
    expires_at: iso.nullable(),
    disabled_at: iso.nullable(),
    created_at: iso,
    status: z.enum(PROMO_CODE_STATUSES),
  })
  .describe('AdminPromoCode');

export const AdminPromoCodeList = z.array(AdminPromoCode).describe('AdminPromoCodeList');

export const OrderParams = z.object({ order_id: z.string().max(64) });

export type RefundBody = z.input<typeof RefundBody>;
export type AdminOrder = z.infer<typeof AdminOrder>;
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;
export type AdminOrderList = z.infer<typeof AdminOrderList>;
export type PromoCodeBody = z.input<typeof PromoCodeBody>;
export type AdminPromoCode = z.infer<typeof AdminPromoCode>;
