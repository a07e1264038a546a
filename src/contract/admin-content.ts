import { z } from 'zod';
import { OptionalStaffReason } from './admin';
import { FAQ_LIMITS, METRICS_CURRENCY, metricsDays } from './admin-content-values';
import { METRICS_MAX_DAYS } from './admin-values';
import { isCalendarDate, textField, wordRef } from './common';
import { CONTENT_AUDIENCES, type ContentAudience } from './endpoints';

/**
 * The content desk and the figures (interface §10): FAQs (`/v1/admin/faqs[/{id}]`) and
 * metrics (`/v1/admin/metrics`). Values the site needs: `admin-content-values.ts`.
 */

const FaqAudience = z
  .enum(CONTENT_AUDIENCES as unknown as [ContentAudience, ...ContentAudience[]], {
    error: (issue) =>
      issue.input === undefined
        ? wordRef('fields.required', { field: 'audience' })
        : 'faqs.audienceInvalid',
  })
  .describe('Whose list: `users` (parents) or `service-providers` (caregivers).');

const positionWord = wordRef('faqs.positionInvalid', { max: FAQ_LIMITS.position });

/**
 * `POST /v1/admin/faqs` and `PUT /v1/admin/faqs/{id}` (the whole FAQ each time). `question` is
 * plain text (HTML in it is shown as text); `answer` may hold p, br, ul, ol, li, a (http, https,
 * mailto), em, strong, b, i — everything else is removed on the server before it is stored.
 * Lists are ordered by `position`, then by id: saving a FAQ at a position that another one of
 * its list holds puts it before that one (the others from there move down by one).
 */
export const FaqBody = z.object({
  audience: FaqAudience,
  question: textField('question', { min: 1, max: FAQ_LIMITS.question }).describe(
    'The question, plain text: at most 300 characters.',
  ),
  answer: textField('answer', { min: 1, max: FAQ_LIMITS.answer }).describe(
    'The answer, limited HTML (paragraphs, lists, links, emphasis): at most 5000 characters.',
  ),
  position: z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? wordRef('fields.required', { field: 'position' })
          : positionWord,
    })
    .int({ error: positionWord })
    .min(0, { error: positionWord })
    .max(FAQ_LIMITS.position, { error: positionWord })
    .describe('Its place in the list, from 0 (first); ties keep the older FAQ first.'),
  reason: OptionalStaffReason,
});

/** `DELETE /v1/admin/faqs/{id}`: an optional reason for the audit log (the body may be left out). */
export const FaqDeleteBody = z.object({ reason: OptionalStaffReason }).nullish();

/** A FAQ's id; one that is not a FAQ's (`abc`, `0`) is as unknown as a deleted one: 404. */
export const FaqParams = z.object({ id: z.string().max(40).describe('The FAQ id.') });

/** The id as a number, or undefined when it cannot be a FAQ's. */
export const faqId = (id: string): number | undefined =>
  /^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined;

export const AdminFaq = z
  .object({
    id: z.number(),
    audience: z.enum(CONTENT_AUDIENCES as unknown as [ContentAudience, ...ContentAudience[]]),
    question: z.string(),
    answer: z.string().describe('The cleaned HTML, as the public list shows it.'),
    position: z.number(),
    updated_at: z.string(),
  })
  .describe('AdminFaq');

export const AdminFaqList = z.array(AdminFaq).describe('AdminFaqList');

/** A date as `from`/`to` take it, its errors naming the field. */
const metricsDate = (field: 'from' | 'to') => {
  const format = wordRef('metrics.dateFormat', { field });
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? wordRef('fields.required', { field }) : format,
    })
    .trim()
    .max(10, { error: format })
    .refine(isCalendarDate, { error: format })
    .describe(`${field === 'from' ? 'The first' : 'The last'} day, YYYY-MM-DD (UTC).`);
};

/** `GET /v1/admin/metrics?from&to`: UTC days, both included, at most 366 of them. */
export const MetricsQuery = z
  .object({ from: metricsDate('from'), to: metricsDate('to') })
  .superRefine((value, ctx) => {
    if (value.from > value.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: wordRef('metrics.fromAfterTo', { from: value.from, to: value.to }),
      });
      return;
    }
    const days = metricsDays(value.from, value.to);
    if (days > METRICS_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: wordRef('metrics.rangeTooLong', { days, max: METRICS_MAX_DAYS }),
      });
  });

const MetricsFigures = {
  signups: z
    .object({ parents: z.number(), caregivers: z.number() })
    .describe('Accounts created that day, by type.'),
  new_paid_plans: z.number().describe('Subscriptions whose first paid order was paid that day.'),
  cancellations: z.number().describe('Plans cancelled that day (by the member or ended by staff).'),
  active_plans: z.number().describe('Plans active at the end of the day.'),
  revenue: z
    .number()
    .describe('Paid minus refunded that day, in minor units (cents) of `currency`.'),
  messages: z.number(),
  jobs: z.number().describe('Jobs posted.'),
  hires: z.number(),
  bookings: z
    .number()
    .describe('Bookings made (requested, interface §11), by the day they were made.'),
  open_reports: z.number().describe('Reports open at the end of the day.'),
};

export const MetricsDay = z
  .object({ date: z.string().describe('YYYY-MM-DD (UTC).'), ...MetricsFigures })
  .describe('MetricsDay');

export const Metrics = z
  .object({
    from: z.string(),
    to: z.string(),
    days: z.array(MetricsDay).describe('Every day of the range, in order, zeros included.'),
    totals: z
      .object(MetricsFigures)
      .describe(
        'The range summed, except `active_plans` and `open_reports`: the last day’s figures.',
      ),
    currency: z
      .literal(METRICS_CURRENCY)
      .describe('The currency of `revenue` (a single one: USD).'),
  })
  .describe('Metrics');

export type FaqBody = z.infer<typeof FaqBody>;
export type AdminFaq = z.infer<typeof AdminFaq>;
export type MetricsQuery = z.infer<typeof MetricsQuery>;
export type MetricsDay = z.infer<typeof MetricsDay>;
export type Metrics = z.infer<typeof Metrics>;
