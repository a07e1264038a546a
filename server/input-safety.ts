import type { FastifyRequest } from 'fastify';

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
 * 400 with a message, never a 500. Undefined for any other error.
 */
export function postgresInputProblem(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^22[0-9A-Z]{3}$/.test(code)) return undefined;
  if (code === '22001')
    return 'A value is longer than this field allows. Shorten it and try again.';
  if (code === '22003') return 'A number is out of the range this field allows.';
  if (code === '22007' || code === '22008')
    return 'A date or time is not valid. Check it and try again.';
  return 'A value in the request is not valid for its field. Check it and try again.';
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
