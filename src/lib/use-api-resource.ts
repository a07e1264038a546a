import { resultsOf } from './api-client';
import { useKit } from './kit-context';
import { type ResourceState, useResource } from './resource-cache';

/**
 * `results` of `GET path`, cached page-wide under the path (null: load nothing). An answer
 * that is not a success becomes an ApiError (its status and code kept) with the server's
 * message, or `failure`.
 */
export function useApiResource<T>(
  path: string | null,
  failure: string,
): ResourceState<T> & { reload: () => void } {
  const { api, store } = useKit();
  return useResource<T>(store.cache, path, async () =>
    resultsOf(await api.get<T>(path as string), failure),
  );
}
