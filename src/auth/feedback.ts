import type { RootStore } from '../stores/root-store';

const FALLBACK = 'Something went wrong. Please try again.';

/** spec §8: a failed call shows the server's message, an exception its own, as an error. */
export function showFailure(store: RootStore, failure: unknown, fallback = FALLBACK): void {
  const message = failure instanceof Error && failure.message ? failure.message : fallback;
  store.message.setMessage(message, true);
}
