import type {
  Billing,
  BillingSubscription,
  ChangeResult,
  PaymentMethodResult,
  Receipt,
} from '../contract/billing';
import { type AccountType, BILLING_PATHS } from '../contract/endpoints';
import type { SubscriptionSummary } from '../contract/subscriptions';
import { type ApiClient, failureOf, resultsOf } from '../lib/api-client';
import { webAddress } from '../lib/location';
import { useApiResource } from '../lib/use-api-resource';
import type { RootStore } from '../stores/root-store';

// A member's plan and money (interface §9 "Plan and billing"): the calls, and the page-wide cache
// they keep current. Components call these; none of them holds a path.

export type { Billing, BillingSubscription, Receipt };

/** `GET {prefix}/billing`, cached page-wide (the element and the site's page share it). */
export const useBilling = (type: AccountType | null, failure: string) =>
  useApiResource<Billing>(type === null ? null : BILLING_PATHS.billing(type), failure);

/** `GET /v1/orders/{id}/receipt`. */
export const useReceipt = (orderId: string | null, failure: string) =>
  useApiResource<Receipt>(orderId === null ? null : BILLING_PATHS.receipt(orderId), failure);

/** What a call answers: the subscription, and the server's sentence for a toast. */
export interface Answer<T> {
  results: T;
  message: string;
}

async function post<T>(api: ApiClient, path: string, fallback: string, body?: unknown) {
  const response = await api.post<T>(path, body);
  return { results: resultsOf(response, fallback), message: response.body.message };
}

export const cancelPlan = (api: ApiClient, type: AccountType, fallback: string) =>
  post<BillingSubscription>(api, BILLING_PATHS.cancel(type), fallback, {});

export const resumePlan = (api: ApiClient, type: AccountType, fallback: string) =>
  post<BillingSubscription>(api, BILLING_PATHS.resume(type), fallback);

/** A cheaper plan answers the subscription (scheduled); a dearer one, the order to pay. */
export const changePlan = (api: ApiClient, type: AccountType, planId: string, fallback: string) =>
  post<ChangeResult>(api, BILLING_PATHS.change(type), fallback, { plan_id: planId });

export const isCheckout = (
  result: ChangeResult,
): result is Extract<ChangeResult, { checkout_url: string }> => 'checkout_url' in result;

/**
 * The provider's page where the member replaces the card (`POST {prefix}/billing/payment-method`),
 * as a web address: anything else (`javascript:` …) from the server is refused.
 */
export async function cardUpdatePage(
  api: ApiClient,
  type: AccountType,
  fallback: string,
  invalid: string,
): Promise<string> {
  const response = await api.post<PaymentMethodResult>(BILLING_PATHS.paymentMethod(type), {});
  const { url } = resultsOf(response, fallback);
  if (!url) throw failureOf(response, fallback);
  const page = webAddress(url);
  if (!page) throw new Error(invalid);
  return page;
}

/**
 * After a call changed the plan: the cached billing answer and the session's user say so at once,
 * so the dashboard and any other element on the page show the same plan without asking again.
 */
export function rememberSubscription(
  store: RootStore,
  type: AccountType,
  subscription: BillingSubscription,
): void {
  const key = BILLING_PATHS.billing(type);
  const cached = store.cache.state<Billing>(key);
  if (cached.status === 'success') {
    const next = { ...cached.data, subscription };
    void store.cache.load(key, async () => next, true);
  }
  const user = store.auth.user;
  if (user) {
    const summary: SubscriptionSummary = {
      plan_id: subscription.plan_id,
      plan_name: subscription.plan_name,
      interval: subscription.interval,
      // The summary knows no past_due: the plan still works, so it is active there.
      status: subscription.status === 'past_due' ? 'active' : subscription.status,
      current_period_end: subscription.current_period_end,
      auto_renew: subscription.auto_renew,
    };
    store.auth.setUser({ ...user, subscription: summary });
  }
}
