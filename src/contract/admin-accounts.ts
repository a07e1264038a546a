import { z } from 'zod';
import { AdminPage, OptionalStaffReason, StaffReason, StaffRole } from './admin';
import {
  ACCOUNT_STATUSES,
  REPORT_ACTIONS,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
} from './admin-values';
import { BillingOrder } from './billing';
import { accountTypes, textField, wordRef } from './common';

// The staff's accounts desk (interface §10): account search and detail, suspensions, staff roles,
// and the audit log. The server validates and documents with these; the site takes their types
// only (`import type`), its values from `admin-values.ts`.

const iso = z.string().describe('ISO 8601 UTC.');

const paged = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({
      items: z.array(item),
      total: z.number().int().describe('How many match, on every page.'),
      page: z.number().int(),
      page_size: z.number().int().describe('25.'),
    })
    .describe(name);

/** `GET /v1/admin/accounts`. */
export const AdminAccountsQuery = z.object({
  q: textField('q', { max: 200 })
    .optional()
    .describe('Part of the name, email or mobile (case-insensitive; a mobile by its digits).'),
  type: z.enum(accountTypes).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  page: AdminPage,
});

export const AdminAccountItem = z
  .object({
    id: z.number().int(),
    type: z.enum(accountTypes),
    full_name: z.string(),
    email: z.string(),
    mobile: z.string(),
    created_at: iso,
    status: z.enum(ACCOUNT_STATUSES),
    plan_name: z.string().nullable().describe('The current plan, or null.'),
    open_reports: z
      .number()
      .int()
      .describe('Open reports of the account or of its profile, jobs, reviews and messages.'),
  })
  .describe('AdminAccountItem');

export const AdminAccountPage = paged(AdminAccountItem, 'AdminAccountPage');

/** An id that is not an account's answers 404 (the route checks it). */
export const AccountIdParams = z.object({ id: z.string().max(40) });

export const StaffParams = z.object({ account_id: z.string().max(40) });

/** One row of the audit log (`GET /v1/admin/audit`, and an account's trail). */
export const AuditRow = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.number().int(), email: z.string() }),
    action: z.string().describe('Dotted: `account.suspend`, `staff.role`, `document.approve`…'),
    target: z.object({ kind: z.string(), id: z.string() }),
    reason: z.string().nullable(),
    created_at: iso,
  })
  .describe('AuditRow');

export const AuditPage = paged(AuditRow, 'AuditPage');

/** `GET /v1/admin/audit`. */
export const AuditQuery = z.object({
  actor: textField('actor', { max: 320 }).optional().describe("The staff account's id or email."),
  target: textField('target', { max: 130 })
    .optional()
    .describe('`kind:id` (e.g. `account:42`), or just an id.'),
  page: AdminPage,
});

export const AdminAccountDocument = z
  .object({
    id: z.string(),
    kind: z.string(),
    status: z.enum(['pending', 'approved', 'rejected']),
    expires_on: z.string().nullable(),
    created_at: iso,
  })
  .describe('AdminAccountDocument');

export const AdminAccountReport = z
  .object({
    id: z.number().int(),
    target: z.object({ kind: z.enum(REPORT_TARGET_KINDS), id: z.number().int() }),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
    source: z.enum(['member', 'automatic']),
    status: z.enum(['open', 'resolved']),
    resolution: z.enum(REPORT_ACTIONS).nullable(),
    created_at: iso,
  })
  .describe('AdminAccountReport');

/** `GET /v1/admin/accounts/{id}`. */
export const AdminAccountDetail = AdminAccountItem.extend({
  country_code: z.string(),
  language: z.string(),
  staff_role: StaffRole.nullable().describe('The role staff have (ADMIN_EMAIL: admin), or null.'),
  suspended_until: iso.nullable().describe('A timed suspension lifts itself then.'),
  suspension_reason: z.string().nullable(),
  orders: z.array(BillingOrder).describe('The newest 50, newest first.'),
  documents: z.array(AdminAccountDocument).describe('Newest first.'),
  reports_made: z.array(AdminAccountReport).describe('The newest 50.'),
  reports_received: z
    .array(AdminAccountReport)
    .describe('The newest 50 about its profile, jobs, reviews, conversations and messages.'),
  audit: z.array(AuditRow).describe('Staff actions on the account: the newest 50.'),
}).describe('AdminAccountDetail');

const untilField = z
  .string({ error: wordRef('fields.text', { field: 'until' }) })
  .datetime({ offset: true, error: 'staffAccounts.untilFormat' })
  .describe('ISO 8601 date-time in the future; left out: until staff lift it.');

/** `POST /v1/admin/accounts/{id}/suspend`. The server refuses an `until` already past. */
export const SuspendBody = z
  .object({ reason: StaffReason, until: untilField.nullish() })
  .describe('SuspendRequest');

/** `POST /v1/admin/accounts/{id}/unsuspend`. */
export const UnsuspendBody = z.object({ reason: StaffReason }).describe('UnsuspendRequest');

/** `PUT /v1/admin/staff/{account_id}`: null takes the role away. */
export const StaffBody = z
  .object({
    role: StaffRole.nullable().describe('admin, moderator, or null for none.'),
    reason: OptionalStaffReason,
  })
  .describe('StaffRoleRequest');

export const StaffResults = z
  .object({ id: z.number().int(), staff_role: StaffRole.nullable() })
  .describe('StaffRole');

export type AdminAccountsQuery = z.input<typeof AdminAccountsQuery>;
export type AdminAccountItem = z.infer<typeof AdminAccountItem>;
export type AdminAccountPage = z.infer<typeof AdminAccountPage>;
export type AdminAccountDetail = z.infer<typeof AdminAccountDetail>;
export type AdminAccountReport = z.infer<typeof AdminAccountReport>;
export type AuditRow = z.infer<typeof AuditRow>;
export type AuditPage = z.infer<typeof AuditPage>;
export type AuditQuery = z.input<typeof AuditQuery>;
export type SuspendBody = z.input<typeof SuspendBody>;
export type UnsuspendBody = z.input<typeof UnsuspendBody>;
export type StaffBody = z.input<typeof StaffBody>;
