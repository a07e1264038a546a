/**
 * The content desk's and the figures' values (interface §10), zod-free: the server's rules and
 * the site's `/admin/faqs` and `/admin` pages read the same ones.
 */

/** The FAQ form's limits: `question` is text, `answer` limited HTML cleaned on the server. */
export const FAQ_LIMITS = { question: 300, answer: 5000, position: 10_000 } as const;

/** The tags a FAQ answer may use; the server keeps `b` and `i` as `strong` and `em`, links
 * only to http, https and mailto, and removes anything else. */
export const FAQ_ANSWER_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'a',
  'em',
  'strong',
  'b',
  'i',
] as const;

/** The only currency of `revenue` in the metrics. */
export const METRICS_CURRENCY = 'USD';

/** Whole days from `from` to `to` (YYYY-MM-DD), both counted: the same day is 1. */
export const metricsDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
