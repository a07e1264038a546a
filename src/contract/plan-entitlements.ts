// What a plan unlocks (issue 24: "each plan's feature list generated from what the plan
// unlocks, the same source the server checks"), without zod: the plans answer carries it as
// `entitlements`, the plans page makes its feature lines from it (src/plans/plan-features.ts),
// and the server's checks read the same limits (server/services/jobs.ts and conversations.ts:
// an active plan lifts the free limits of JOB_LIMITS; `featured_placement` is the plan's stored
// entitlement, server/db/sql-fragments.ts `hasEntitlementSql`).

import type { AccountType } from './endpoints';
import { JOB_LIMITS } from './job-values';

/** The plan's stored entitlements (`plans.entitlements`, migration 021) that the server knows. */
export const STORED_ENTITLEMENTS = ['featured_placement'] as const;
export type StoredEntitlement = (typeof STORED_ENTITLEMENTS)[number];

export interface PlanEntitlements {
  /** A parent may start a conversation with any published caregiver. */
  message_caregivers: boolean;
  /** Jobs a parent may have open at once: null for no limit, 0 when the plan posts none. */
  open_jobs: number | null;
  /** Applications a caregiver may send a calendar month (UTC): null for no limit, 0 for none. */
  applications_per_month: number | null;
  /** The caregiver's profile is `featured`: first in searches and in the spotlight. */
  featured_placement: boolean;
}

/**
 * What a member of `audience` may do with an active plan whose stored entitlements are `stored`
 * (`plan` true), or without any plan (`plan` false): the rules jobs.ts and conversations.ts
 * enforce. A parent's plan lifts the open-job limit and opens messaging; a caregiver's lifts the
 * monthly application limit; `featured_placement` comes from the plan itself.
 */
export function entitlementsOf(
  audience: AccountType,
  plan: boolean,
  stored: readonly string[] = [],
): PlanEntitlements {
  if (audience === 'user') {
    return {
      message_caregivers: plan,
      open_jobs: plan ? null : JOB_LIMITS.freeOpenJobs,
      applications_per_month: 0,
      featured_placement: false,
    };
  }
  return {
    message_caregivers: false,
    open_jobs: 0,
    applications_per_month: plan ? null : JOB_LIMITS.freeApplicationsPerMonth,
    featured_placement: plan && stored.includes('featured_placement'),
  };
}

/** One line of a plan's feature list, before words: the page says it in the reader's language. */
export type FeatureLine =
  | { kind: 'messageCaregivers' }
  | { kind: 'jobs'; limit: number | null }
  | { kind: 'applications'; limit: number | null }
  | { kind: 'featuredPlacement' };

/** The lines a plan's entitlements promise, in the order the page lists them. */
export function featureLines(entitlements: PlanEntitlements): FeatureLine[] {
  const lines: FeatureLine[] = [];
  if (entitlements.message_caregivers) lines.push({ kind: 'messageCaregivers' });
  if (entitlements.open_jobs !== 0) lines.push({ kind: 'jobs', limit: entitlements.open_jobs });
  if (entitlements.applications_per_month !== 0)
    lines.push({ kind: 'applications', limit: entitlements.applications_per_month });
  if (entitlements.featured_placement) lines.push({ kind: 'featuredPlacement' });
  return lines;
}
