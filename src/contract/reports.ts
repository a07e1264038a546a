import { z } from 'zod';
import { AdminPage, StaffReason } from './admin';
import {
  MESSAGE_FLAGS,
  REPORT_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
} from './admin-values';
import { multiLine, wordRef } from './common';
import { HIDDEN_KINDS, REPORT_SOURCES, REPORT_STATUSES } from './report-values';

/**
 * Members' reports, the staff's queue and hidden content (interface §10). The server validates with
 * these; the site takes their types (values from `admin-values.ts` / `report-values.ts`).
 */

export {
  HIDDEN_KINDS,
  REPORT_MESSAGES_SHOWN,
  REPORT_SOURCES,
  REPORT_STATUSES,
  REPORTS_PER_HOUR,
} from './report-values';

const reasonRule = wordRef('reports.reasonRule', { values: REPORT_REASONS.join(', ') });

/** `POST /v1/{caregivers|jobs|reviews|conversations}/{id}/report`. */
export const ReportBody = z
  .object({
    reason: z
      .enum(REPORT_REASONS, { error: reasonRule })
      .describe(`Why: ${REPORT_REASONS.join(', ')}.`),
    details: z
      .string({ error: wordRef('fields.text', { field: 'details' }) })
      .transform(multiLine)
      .pipe(
        z.string().max(REPORT_DETAILS_MAX, {
          error: wordRef('fields.maxCharacters', { field: 'details', max: REPORT_DETAILS_MAX }),
        }),
      )
      .optional()
      .describe(`What happened, in the member's words (at most ${REPORT_DETAILS_MAX} characters).`),
  })
  .describe('ReportRequest');

export const ReportSent = z
  .object({ report_id: z.number().int() })
  .describe('ReportSent: the report is with staff.');

/** `GET /v1/admin/reports`. */
export const ReportsQuery = z
  .object({
    status: z
      .enum(REPORT_STATUSES, {
        error: wordRef('reports.statusRule', { values: REPORT_STATUSES.join(', ') }),
      })
      .default('open')
      .describe('open (default, oldest first) or resolved (newest first).'),
    page: AdminPage,
  })
  .describe('ReportsQuery');

/** The account behind reported content, for staff to open (`/admin/accounts/{id}`). */
export const ContentOwner = z
  .object({ id: z.number().int(), full_name: z.string() })
  .nullable()
  .describe('The account that wrote or owns the content (null once erased).');

/** One message of a reported conversation, as staff see it. */
export const ReportMessage = z
  .object({
    id: z.number().int(),
    sender: z.enum(['parent', 'caregiver']),
    body: z.string(),
    created_at: z.string(),
    flags: z.array(z.enum(MESSAGE_FLAGS)).optional(),
    hidden: z.boolean().describe('Staff hid this message: the members no longer see it.'),
  })
  .describe('ReportMessage');

export const ReportItem = z
  .object({
    id: z.number().int(),
    target: z.object({
      kind: z.enum(REPORT_TARGET_KINDS),
      id: z.number().int(),
      excerpt: z
        .string()
        .describe(
          'The reported content, shortened: profile headline or name, job title, review text, the last message, the message.',
        ),
      owner: ContentOwner,
      hidden: z.boolean().describe('The content is hidden now.'),
    }),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
    source: z.enum(REPORT_SOURCES),
    reporter_first_name: z.string().nullable().describe('Null for an automatic report.'),
    created_at: z.string(),
    status: z.enum(REPORT_STATUSES),
    resolution: z.enum(REPORT_ACTIONS).nullable(),
    resolved_at: z.string().nullable(),
    messages: z
      .array(ReportMessage)
      .optional()
      .describe(
        "A conversation's (or a reported message's conversation's) last 20 messages, oldest first.",
      ),
  })
  .describe('ReportItem');

export const ReportList = z
  .object({
    items: z.array(ReportItem),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .describe('ReportList');

/** `POST /v1/admin/reports/{id}/resolve`. */
export const ResolveReportBody = z
  .object({
    action: z
      .enum(REPORT_ACTIONS, {
        error: wordRef('reports.actionRule', { values: REPORT_ACTIONS.join(', ') }),
      })
      .describe(
        'dismiss: nothing wrong; hide: take the content out of every answer; suspend: suspend its owner.',
      ),
    reason: StaffReason,
  })
  .describe('ResolveReportRequest');

export const ReportResolved = z
  .object({
    id: z.number().int(),
    status: z.literal('resolved'),
    resolution: z.enum(REPORT_ACTIONS),
    resolved_together: z
      .number()
      .int()
      .describe('Other open reports of the same content resolved with this one.'),
  })
  .describe('ReportResolved');

export const ReportIdParams = z.object({
  id: z.coerce
    .number({ error: 'reports.idRule' })
    .int({ error: 'reports.idRule' })
    .positive({ error: 'reports.idRule' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'reports.idRule' }),
});

/** `GET /v1/admin/hidden`. */
export const HiddenQuery = z.object({ page: AdminPage }).describe('HiddenQuery');

export const HiddenItem = z
  .object({
    kind: z.enum(HIDDEN_KINDS),
    id: z.number().int(),
    excerpt: z.string(),
    owner: ContentOwner,
    hidden_at: z.string(),
    hidden_by: z.number().int().nullable().describe('The staff account that hid it.'),
    reason: z.string().nullable(),
  })
  .describe('HiddenItem');

export const HiddenList = z
  .object({
    items: z.array(HiddenItem),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .describe('HiddenList');

export const RestoreParams = z.object({
  kind: z.enum(HIDDEN_KINDS, {
    error: wordRef('reports.kindRule', { values: HIDDEN_KINDS.join(', ') }),
  }),
  id: ReportIdParams.shape.id,
});

/** `POST /v1/admin/hidden/{kind}/{id}/restore`. */
export const RestoreBody = z.object({ reason: StaffReason }).describe('RestoreHiddenRequest');

export const Restored = z
  .object({ kind: z.enum(HIDDEN_KINDS), id: z.number().int(), restored: z.literal(true) })
  .describe('Restored');

export type ReportBody = z.input<typeof ReportBody>;
export type ReportSent = z.infer<typeof ReportSent>;
export type ReportsQuery = z.input<typeof ReportsQuery>;
export type ReportMessage = z.infer<typeof ReportMessage>;
export type ReportItem = z.infer<typeof ReportItem>;
export type ReportList = z.infer<typeof ReportList>;
export type ResolveReportBody = z.input<typeof ResolveReportBody>;
export type ReportResolved = z.infer<typeof ReportResolved>;
export type HiddenItem = z.infer<typeof HiddenItem>;
export type HiddenList = z.infer<typeof HiddenList>;
export type RestoreBody = z.input<typeof RestoreBody>;
export type Restored = z.infer<typeof Restored>;
