import { z } from 'zod';
import { REASON_LIMITS, STAFF_ROLES } from './admin-values';
import { textField } from './common';

/**
 * What every staff call shares (interface §10): the reason, the role, a page. Each area's own
 * bodies and answers live beside it (admin-accounts, reports, admin-money, admin-content).
 */

/** An action on a member, an order or content: `reason`, 10–500 characters, named when wrong. */
export const StaffReason = textField('reason', REASON_LIMITS).describe(
  'Why, for the audit log: 10–500 characters.',
);

/** A configuration change (roles, promo codes, FAQs): the reason may be left out. */
export const OptionalStaffReason = textField('reason', { max: REASON_LIMITS.max })
  .optional()
  .describe('Why, for the audit log (optional): at most 500 characters.');

export const StaffRole = z.enum(STAFF_ROLES);

/** `page`: 1 and up (lists of 25). */
export const AdminPage = z.coerce
  .number()
  .int()
  .min(1)
  .max(10_000)
  .default(1)
  .describe('The page, from 1 (25 a page).');

export type StaffRole = z.infer<typeof StaffRole>;
