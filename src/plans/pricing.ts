import type { Plan as ListedPlan, PromoResult } from '../contract/subscriptions';

/**
 * A plan as the API lists it (interface §4, the contract); `price` in minor units.
 * `entitlements` is absent from a server before issue 24: the page then shows `features`.
 */
export type Plan = Omit<ListedPlan, 'entitlements'> & {
  entitlements?: ListedPlan['entitlements'] | undefined;
};

export { formatPrice } from '../i18n/format';
export type { PromoResult };

export interface PricedPlan extends Plan {
  /** The price to pay: discounted when a promo code applies to this plan. */
  finalPrice: number;
  /** The price before the discount, when there is one. */
  originalPrice?: number;
}

/** The table's prices with a promo code applied to the plans it names (others unchanged). */
export function applyPromo(plans: Plan[], promo: PromoResult | null | undefined): PricedPlan[] {
  const discounted = new Map(
    (promo?.plans ?? []).map((entry) => [String(entry.plan_id), entry.price]),
  );
  return plans.map((plan) => {
    const price = discounted.get(String(plan.id));
    return price !== undefined && price < plan.price
      ? { ...plan, finalPrice: price, originalPrice: plan.price }
      : { ...plan, finalPrice: plan.price };
  });
}

/** The intervals the table can switch between, monthly first. */
export function intervalsOf(plans: Plan[]): string[] {
  const order = ['month', 'year'];
  return [...new Set(plans.map((plan) => plan.interval))].sort(
    (a, b) => (order.indexOf(a) + 1 || 9) - (order.indexOf(b) + 1 || 9),
  );
}
