import { z } from 'zod';

/** The envelope of interface §4, for the OpenAPI document. */
export function envelope<T extends z.ZodType>(results?: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    ...(results ? { results } : {}),
  });
}

export const ErrorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string().describe('What went wrong and what to do, for a person to read.'),
    results: z.unknown().optional(),
  })
  .describe('Error');

export const MessageOnly = envelope();

/** The error answers a route documents, each the envelope: `errorResponses(400, 401, 404)`. */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof ErrorEnvelope> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelope])) as Record<
    S,
    typeof ErrorEnvelope
  >;
}

export const accountTypes = ['user', 'service_provider'] as const;

/** Letters a person cannot see or that reorder text (C0/C1 controls, bidi overrides). */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One line of text as typed: invisible characters gone, spaces collapsed, trimmed. */
export function singleLine(value: string): string {
  return value
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(INVISIBLE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Several lines of text: line breaks and tabs kept, other invisible characters gone. */
export function multiLine(value: string): string {
  return value
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/\r\n?/g, '\n')
    .replace(/(?![\t\n])[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim();
}

/**
 * A validation message as the server's catalogue names it: a key (`server/i18n/en.ts`) and
 * its values, `fields.atMost?field=radius_km&max=100`; a value that is a key is those words.
 * The server says it in the request's language; nothing matches English back.
 */
export const wordRef = (key: string, params: Record<string, string | number> = {}) => {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)]),
  ).toString();
  return query ? `${key}?${query}` : key;
};

export interface TextLimits {
  /** At least this many characters (after trimming); 1 words it as `required`. */
  min?: number;
  max: number;
  /** Trim spaces around the value first (default). */
  trim?: boolean;
  /** The message (a catalogue key) for a missing value (default `fields.required`). */
  required?: string;
}

/**
 * A text field whose every error names it: missing, not text, too short, too long
 * (`title needs at least 5 characters.`, `bio can have at most 2000 characters.`).
 */
export function textField(name: string, { min = 0, max, trim = true, required }: TextLimits) {
  const missing = required ?? wordRef('fields.required', { field: name });
  const text = z.string({
    error: (issue) =>
      issue.input === undefined ? missing : wordRef('fields.text', { field: name }),
  });
  const trimmed = trim ? text.trim() : text;
  const long = min > 1 ? wordRef('fields.minCharacters', { field: name, min }) : missing;
  return (min > 0 ? trimmed.min(min, { error: long }) : trimmed).max(max, {
    error: wordRef('fields.maxCharacters', { field: name, max }),
  });
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/**
 * Today where the day starts last (UTC−12), as YYYY-MM-DD: a date is "in the past" only once
 * it has passed everywhere, so nobody's today is refused because of their time zone.
 */
export function earliestToday(now = Date.now()): string {
  return new Date(now - 12 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * A date from today on, YYYY-MM-DD, at most 50 years ahead. `what` names the date's words
 * (`dates.expiryDate`; `dates.expiryDateCapital` starts a sentence).
 */
export function futureDate(what: 'dates.expiryDate' | 'dates.startDate') {
  const format = wordRef('dates.format', { what });
  return z
    .string({ error: format })
    .trim()
    .max(10, { error: format })
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) {
        ctx.addIssue({ code: 'custom', message: format });
        return;
      }
      const today = earliestToday();
      if (value < today)
        ctx.addIssue({
          code: 'custom',
          message: wordRef('dates.past', { What: `${what}Capital` }),
        });
      else if (Number(value.slice(0, 4)) > Number(today.slice(0, 4)) + 50)
        ctx.addIssue({ code: 'custom', message: wordRef('dates.tooFar', { what }) });
    });
}

/** The envelope every answer has (interface §4). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  results?: T;
}
