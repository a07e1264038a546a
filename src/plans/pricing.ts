import type { Plan as ListedPlan, PromoResult } from '../contract/subscriptions';
import { intlLocale, numberFormat } from '../i18n/format';

/**
 * A plan as the API lists it (interface §4, the contract); `price` in minor units.
 * `entitlements` is absent from a server before issue 24: the page then shows `features`.
 */
export type Plan = Omit<ListedPlan, 'entitlements'> & {
  entitlements?: ListedPlan['entitlements'] | undefined;
};
export type { PromoResult };

/** Currencies without minor units (¥, ₩ …) say so through Intl itself. */
function minorDigits(currency: string): number {
  try {
    return (
      numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** 2599 USD → "$25.99" (en), "25,99 US$" (es) (interface §3), in the plan's currency. */
export function formatPrice(minor: number, currency: string, locale = 'en-US'): string {
  const digits = minorDigits(currency);
  try {
    return numberFormat(intlLocale(locale), { style: 'currency', currency }).format(
      minor / 10 ** digits,
    );
  } catch {
    return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

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
