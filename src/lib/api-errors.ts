import { ApiError } from './api-client';

/** The server's field errors (`results.errors`), by field name. */
export function fieldErrorsOf(failure: unknown): Record<string, string> {
  if (!(failure instanceof ApiError)) return {};
  const results = (
    failure.body as { results?: { errors?: { field?: string; message?: string }[] } } | undefined
  )?.results;
  const errors: Record<string, string> = {};
  for (const { field, message } of results?.errors ?? []) {
    if (field && message && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** Seconds the server asked us to wait (`results.retry_after` of a 429), if any. */
export function retryAfterOf(failure: unknown): number | undefined {
  if (!(failure instanceof ApiError) || failure.status !== 429) return undefined;
  const seconds = (failure.body as { results?: { retry_after?: unknown } } | undefined)?.results
    ?.retry_after;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}
