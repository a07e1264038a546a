import type { FastifyRequest } from 'fastify';
import type { WordKey } from './i18n';

/**
 * The path (dotted, under `prefix`) of the first string in `value` that PostgreSQL cannot
 * store or that is not well-formed text: a NUL character, or a lone UTF-16 surrogate (which
 * would be stored silently as U+FFFD). Undefined when every string is fine. Keys count too.
 */
export function unstorableText(value: unknown, prefix: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isStorable(value) ? undefined : prefix;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!isStorable(key)) return path;
    const found = unstorableText(item, path, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isStorable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * PostgreSQL's answers to input it cannot take as the type asked (class 22: bad text for a
 * number or date, a value out of range, bytes it cannot encode): the client's mistake, so a
 * 400 with words, never a 500. Undefined for any other error.
 */
export function postgresInputProblem(error: unknown): WordKey | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^22[0-9A-Z]{3}$/.test(code)) return undefined;
  if (code === '22001') return 'errors.valueTooLong';
  if (code === '22003') return 'errors.numberOutOfRange';
  if (code === '22007' || code === '22008') return 'errors.dateInvalid';
  return 'errors.valueInvalid';
}

/** Query values that are secrets (emailed links, stream tickets) never reach a log line. */
const SECRET_QUERY = /([?&](?:token|refresh_token|ticket|code|otp)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** What the access log keeps of a request: no headers, no secret query values. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
