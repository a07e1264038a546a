import { accountTypeOf, SUBSCRIPTION_PATHS } from '../contract/endpoints';
import { answerAt, type SeedAnswer, useApiResource } from '../lib/use-api-resource';
import type { Plan } from './pricing';

/**
 * The plans of one audience (`type` as a member's: 'user' or 'service_provider'), cached
 * page-wide under the same path as the plans table's.
 */
export const usePlans = (type: string | null | undefined, failure: string) =>
  useApiResource<Plan[]>(SUBSCRIPTION_PATHS.plans(accountTypeOf(type)), failure);

/** The answer `usePlans(type)` and the plans table read. */
export const plansAnswer = (type: string | null | undefined): SeedAnswer =>
  answerAt(SUBSCRIPTION_PATHS.plans(accountTypeOf(type)));

/**
 * The lowest monthly price among `plans` (one audience's: a parent's dashboard quotes parents'
 * plans, a caregiver's caregivers'), or undefined when none is monthly.
 */
export function lowestMonthly(
  plans: readonly Plan[],
): Pick<Plan, 'price' | 'currency'> | undefined {
  return plans
    .filter((plan) => plan.interval === 'month')
    .reduce<Plan | undefined>(
      (low, plan) => (low && low.price <= plan.price ? low : plan),
      undefined,
    );
}
