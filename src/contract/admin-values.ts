/**
 * The operators' values (interface §10), zod-free: the server's rules and the site's forms read
 * the same ones.
 */

/** Staff roles: `admin` may do everything, `moderator` the safety desk. */
export const STAFF_ROLES = ['admin', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether a role may do what `needed` asks (an admin may do what a moderator may). */
export const roleAllows = (role: StaffRole | null | undefined, needed: StaffRole): boolean =>
  role === 'admin' || (role === 'moderator' && needed === 'moderator');

/** A staff action's reason: required on an action on a member, an order or content. */
export const REASON_LIMITS = { min: 10, max: 500 } as const;

/** Why a member reports something. */
export const REPORT_REASONS = [
  'scam',
  'harassment',
  'inappropriate',
  'fake_profile',
  'off_platform_payment',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a report is about, as the queue names it. */
export const REPORT_TARGET_KINDS = [
  'caregiver',
  'job',
  'review',
  'conversation',
  'message',
] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_DETAILS_MAX = 1000;

/** How staff resolve a report. */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** What the conversation safety check flags on a message. */
export const MESSAGE_FLAGS = ['off_platform_payment', 'scam_risk', 'contact_details'] as const;
export type MessageFlag = (typeof MESSAGE_FLAGS)[number];

/** Account statuses in the staff's account search. */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The metrics' longest range, in days. */
export const METRICS_MAX_DAYS = 366;

/** The page size of the staff lists (accounts, reports, audit). */
export const ADMIN_PAGE_SIZE = 25;
