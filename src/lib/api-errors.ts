import { SUBSCRIPTION_REQUIRED } from '../contract/error-codes';
import type { RootStore } from '../stores/root-store';
import { ApiError } from './api-client';
import { kitWords } from './words';

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

/** Whether the server refused because the account has no active plan (403 `results.code`). */
export function isSubscriptionRequired(failure: unknown): boolean {
  return (
    failure instanceof ApiError && failure.status === 403 && failure.code === SUBSCRIPTION_REQUIRED
  );
}

// Callers inside an element pass their own words in its language; this is the last resort.
const FALLBACK = kitWords.en.fallback;

/** What to tell a person about a failure: the server's or the exception's message. */
export function failureMessage(failure: unknown, fallback = FALLBACK): string {
  return failure instanceof Error && failure.message ? failure.message : fallback;
}

/** spec §8: a failed call shows the server's message, an exception its own, as an error. */
export function showFailure(store: RootStore, failure: unknown, fallback = FALLBACK): void {
  store.toast.show(failureMessage(failure, fallback), true);
}
