import type { OrderStatus } from '../contract/billing-values';
import { type AccountType, ADMIN_PATHS, SUBSCRIPTION_PATHS } from '../contract/endpoints';
import type { Plan } from '../contract/subscriptions';
import { type ApiClient, resultsOf } from '../lib/api-client';
import { useApiResource } from '../lib/use-api-resource';

/** Whose plans: parents (`user`) or caregivers (`service_provider`). */
export type { AccountType };

// mirrors src/contract/admin-money.ts and admin-money-values.ts (i23-money): orders, refunds,
// promo codes (interface §10).
export interface AdminOrder {
  order_id: string;
  account: { id: string; full_name: string; email: string };
  plan_name: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  status: OrderStatus;
  paid_at: string | null;
  refunded_amount: number;
  promo_code: string | null;
}
export interface AdminOrderList {
  items: AdminOrder[];
  total: number;
  page: number;
  page_size: number;
}
export interface RefundBody {
  /** Minor units; left out: all that is left. */
  amount?: number;
  reason: string;
}

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9-]{3,32}$/;
export const PROMO_DISCOUNT_LIMITS = { min: 1, max: 100 } as const;
export const PROMO_MAX_USES_LIMIT = 1_000_000;
export const ORDER_SEARCH_MAX = 200;
export const PROMO_CODE_STATUSES = ['active', 'expired', 'used_up', 'disabled'] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];

export interface PromoCodeBody {
  code: string;
  discount_percent: number;
  plan_ids?: string[];
  max_uses?: number;
  /** ISO 8601. */
  expires_at?: string;
  reason?: string;
}
export interface AdminPromoCode {
  code: string;
  discount_percent: number;
  /** Empty: every plan. */
  plan_ids: string[];
  max_uses: number | null;
  uses: number;
  expires_at: string | null;
  disabled_at: string | null;
  created_at: string;
  status: PromoCodeStatus;
}

/** What is left to give back of an order. */
export const refundable = (order: AdminOrder) => Math.max(0, order.amount - order.refunded_amount);

export function ordersPath(query: { q?: string; status?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${ADMIN_PATHS.orders}?${search}` : ADMIN_PATHS.orders;
}

/** A page of orders, newest first (null: load nothing). */
export const useAdminOrders = (
  query: { q?: string; status?: string; page?: number } | null,
  failure: string,
) => useApiResource<AdminOrderList>(query ? ordersPath(query) : null, failure);

/** Gives money back on an order; the answer is the order with its new `refunded_amount`. */
export async function refundOrder(
  api: ApiClient,
  orderId: string,
  body: RefundBody,
  fallback: string,
): Promise<AdminOrder> {
  return resultsOf(await api.post<AdminOrder>(ADMIN_PATHS.refund(orderId), body), fallback);
}

export const usePromoCodes = (enabled: boolean, failure: string) =>
  useApiResource<AdminPromoCode[]>(enabled ? ADMIN_PATHS.promoCodes : null, failure);

export async function createPromoCode(
  api: ApiClient,
  body: PromoCodeBody,
  fallback: string,
): Promise<AdminPromoCode> {
  return resultsOf(await api.post<AdminPromoCode>(ADMIN_PATHS.promoCodes, body), fallback);
}

export async function disablePromoCode(
  api: ApiClient,
  code: string,
  reason: string | undefined,
  fallback: string,
): Promise<AdminPromoCode> {
  return resultsOf(
    await api.post<AdminPromoCode>(ADMIN_PATHS.disablePromoCode(code), reason ? { reason } : {}),
    fallback,
  );
}

/** The public plans of one side (parents `user`, caregivers `service_provider`). */
export const usePublicPlans = (type: AccountType, enabled: boolean, failure: string) =>
  useApiResource<Plan[]>(enabled ? SUBSCRIPTION_PATHS.plans(type) : null, failure);
