import { SUBSCRIPTION_PATHS } from '../contract/endpoints';
import type { Order } from '../contract/subscriptions';
import { useApiResource } from '../lib/use-api-resource';

/**
 * One order, cached page-wide: the checkout result and the site's return after checkout read
 * the same call. `null`: load nothing (no order, or no session to read it with).
 */
export const useOrder = (orderId: string | null, failure: string) =>
  useApiResource<Order>(orderId === null ? null : SUBSCRIPTION_PATHS.order(orderId), failure);
