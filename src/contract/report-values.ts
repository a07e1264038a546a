/**
 * Reports and hidden content (interface §10), zod-free: the site's queue and its "hidden" list read
 * these values; the server's rules use the same ones.
 */

/** What staff can hide (and restore): a conversation is not hidden, one of its messages is. */
export const HIDDEN_KINDS = ['caregiver', 'job', 'review', 'message'] as const;
export type HiddenKind = (typeof HIDDEN_KINDS)[number];

/** Where a report came from: a member's Report button, or the conversation safety check. */
export const REPORT_SOURCES = ['member', 'automatic'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** The queue's two lists. */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A conversation's report shows its last this many messages. */
export const REPORT_MESSAGES_SHOWN = 20;

/** How many reports a member may send in an hour (all targets together). */
export const REPORTS_PER_HOUR = 20;

/** The longest excerpt of the reported content in the queue, in characters. */
export const REPORT_EXCERPT_MAX = 280;
